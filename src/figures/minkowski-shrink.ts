// The Minkowski difference as a morph: A shrinks to its centre while B grows by A's reflected shape. The
// difference of the two morphed shapes never changes, so neither does whether they overlap; at the end B
// has become B - A (shifted to A's centre) and A a single point.

import {
  type ConvexPolygon, type MinkowskiDifference, type Placed, makePolygon, makeRegularPolygon, minkowskiDifference,
  polygonDistance, satPointTest, scalePolygon, signedArea,
} from '../geometry';
import { type BoxState, type PoseState, boxFields, boxShape, clampedPose, normalizeAngle, placedBox, poseFields, poseOf, withPose } from './shared/shapes';
import { defineFigure } from '../ui/figure';

interface State {
  readonly a: PoseState;
  readonly b: BoxState;
  /** 0: the shapes as they are; 1: A is a point and B has become the difference. */
  readonly stage: number;
  readonly playing: boolean;
}

interface Derived {
  readonly shrunkA: Placed | null;
  readonly grownB: Placed;
  readonly minkowski: MinkowskiDifference;
  readonly overlap: boolean;
  readonly morphedOverlap: boolean;
}

/** Below this fraction a shape is drawn as a point: a polygon of zero size has no edges. */
const POINT_BELOW = 1e-3;
const SECONDS_TO_MORPH = 3;
const pentagon: ConvexPolygon = makeRegularPolygon(5, 0.8, Math.PI / 2);

const initialState = (): State => ({
  a: { x: -1.2, y: 0.3, angle: 0.2 },
  b: { x: 0.6, y: -0.1, angle: 0.5, halfWidth: 0.7, halfHeight: 0.45 },
  stage: 0,
  playing: false,
});

const clampStage = (stage: number) => Math.min(1, Math.max(0, stage));

const shrunkCache = new Map<number, ConvexPolygon>();
/** A scaled by 1 - stage about its centre, or null once it is a point. */
function shrunkShape(stage: number): ConvexPolygon | null {
  const factor = 1 - clampStage(stage);
  if (factor <= POINT_BELOW) return null;
  let shape = shrunkCache.get(factor);
  if (!shape) {
    if (shrunkCache.size > 256) shrunkCache.clear();
    shape = scalePolygon(pentagon, factor);
    shrunkCache.set(factor, shape);
  }
  return shape;
}

const grownCache = new Map<string, ConvexPolygon>();
/** B grown by stage * (-A), in B's own frame: B minus A scaled by stage, turned into B's frame. */
function grownShape(s: State): ConvexPolygon {
  const u = clampStage(s.stage);
  if (u <= POINT_BELOW) return boxShape(s.b);
  const key = `${u}|${s.a.angle - s.b.angle}|${s.b.halfWidth}|${s.b.halfHeight}`;
  let shape = grownCache.get(key);
  if (!shape) {
    if (grownCache.size > 256) grownCache.clear();
    const origin = { x: 0, y: 0 };
    const md = minkowskiDifference(
      { shape: scalePolygon(pentagon, u), pose: { position: origin, angle: s.a.angle - s.b.angle } },
      { shape: boxShape(s.b), pose: { position: origin, angle: 0 } },
    );
    shape = makePolygon(md.vertices);
    grownCache.set(key, shape);
  }
  return shape;
}

export default defineFigure<State, Derived>({
  id: 'minkowski-shrink',
  title: 'Shrink one shape to a point, grow the other',
  height: 420,
  views: [{ id: 'world', title: 'World', center: { x: 0, y: 0 }, span: 6.5 }],
  legend: [
    { color: 'shapeA', label: 'A, shrinking towards its centre' },
    { color: 'shapeB', label: 'B, growing by A’s shape turned half a turn' },
    { color: 'minkowski', label: 'B − A, drawn about A’s centre' },
  ],
  caption: `
    <p>Slide <strong>stage</strong> from 0 to 1, or press <strong>Play</strong>. A shrinks towards its centre. At
    the same pace B grows by A’s outline turned half a turn (every point of B minus every point of the shrinking
    part of A). The difference between the two changing shapes stays B − A the whole way, so they overlap at every
    stage exactly when the original A and B do. The two overlap readouts always agree.</p>
    <p>At stage 1, A is a single point, its centre, and B has become B − A, drawn about that point instead of
    the origin. Overlap has become one question: is the point inside the shape? Drag either shape, or turn it,
    at any stage.</p>`,
  initialState,
  fields: [
    ...poseFields('a'),
    ...boxFields('b'),
    { kind: 'number', path: 'stage', min: 0, max: 1 },
  ],

  derive(state) {
    const a: Placed = { shape: pentagon, pose: poseOf(state.a) };
    const b = placedBox(state.b);
    const shrunk = shrunkShape(state.stage);
    const shrunkA = shrunk ? { shape: shrunk, pose: a.pose } : null;
    const grownB: Placed = { shape: grownShape(state), pose: b.pose };
    const morphedOverlap = shrunkA
      ? polygonDistance(shrunkA, grownB).distance < 0
      : satPointTest(grownB, a.pose.position).inside;
    return { shrunkA, grownB, minkowski: minkowskiDifference(a, b), overlap: polygonDistance(a, b).distance < 0, morphedOverlap };
  },

  readouts(state, d) {
    return [
      { name: 'stage', label: 'Stage', value: clampStage(state.stage), digits: 2 },
      { name: 'overlap', label: 'A and B overlap', value: d.overlap },
      { name: 'morphed-overlap', label: 'Shrunk A and grown B overlap', value: d.morphedOverlap },
      { name: 'origin-inside', label: 'Origin inside B − A', value: d.overlap },
      { name: 'grown-area', label: 'Area of grown B', value: d.grownB.shape.area, unit: 'u²' },
      { name: 'md-area', label: 'Area of B − A', value: signedArea(d.minkowski.vertices), unit: 'u²' },
    ];
  },

  controls(panel) {
    panel.number('stage', { min: 0, max: 1, step: 0.01, get: (s) => s.stage, set: (s, v) => ({ ...s, stage: clampStage(v), playing: false }) });
    panel.button('Play / pause', (s) => ({ ...s, playing: !s.playing, stage: s.stage >= 1 && !s.playing ? 0 : s.stage }));
    panel.angle('angle of A', { get: (s) => s.a.angle, set: (s, r) => ({ ...s, a: { ...s.a, angle: normalizeAngle(r) } }) });
    panel.angle('angle of B', { get: (s) => s.b.angle, set: (s, r) => ({ ...s, b: withPose(s.b, { ...poseOf(s.b), angle: r }) }) });
  },

  animating: (s) => s.playing,
  advance(s, seconds, { reducedMotion }) {
    if (reducedMotion) return { ...s, stage: 1, playing: false };
    const stage = clampStage(s.stage + seconds / SECONDS_TO_MORPH);
    return { ...s, stage, playing: stage < 1 };
  },

  draw(scene) {
    scene.layer('world', (pen, s, d) => {
      pen.grid(1);
      // The true difference, faint, drawn about A's centre: where grown B is heading.
      pen.polygon(d.minkowski.vertices.map((v) => ({ x: v.x + s.a.x, y: v.y + s.a.y })), { color: 'minkowski', width: 1.5, dash: 5 });
    });
    // The reader grabs the shapes as they are drawn at this stage; dragging moves the shape beneath.
    scene.body('world', {
      id: 'B', label: 'shape B', color: 'shapeB', rotatable: true,
      shape: (s) => grownShape(s),
      pose: (s) => poseOf(s.b),
      setPose: (s, pose) => ({ ...s, b: withPose(s.b, pose) }),
    });
    scene.body('world', {
      id: 'A', label: 'shape A', color: 'shapeA', rotatable: true,
      shape: (s) => shrunkShape(s.stage) ?? pentagon,
      pose: (s) => poseOf(s.a),
      setPose: (s, pose) => ({ ...s, a: clampedPose(pose) }),
      visible: (s) => shrunkShape(s.stage) !== null,
    });
    scene.pointHandle('world', {
      id: 'A-centre', label: 'centre of A', color: 'shapeA',
      position: (s) => ({ x: s.a.x, y: s.a.y }),
      setPosition: (s, p) => ({ ...s, a: clampedPose({ position: p, angle: s.a.angle }) }),
    });
    scene.layer('world', (pen, s) => {
      pen.label(shrunkShape(s.stage) ? 'A' : 'A, now a point', { x: s.a.x, y: s.a.y }, { color: 'shapeA', bold: true, offset: { x: -14, y: -16 }, anchor: { x: 1, y: 0.5 } });
      pen.label('B', { x: s.b.x, y: s.b.y }, { color: 'shapeB', bold: true, offset: { x: -12, y: -12 } });
    });
  },
});
