// The Minkowski difference as a morph: A shrinks to its centre while B grows by A's reflected shape. The
// difference of the two morphed shapes never changes, so neither does whether they overlap. At stage 1 B
// has become B - A about A's centre and A a single point; from 1 to 2 both slide by minus A's centre, so the
// point lands on the origin and grown B is B - A itself.

import {
  type Contact, type ConvexPolygon, type MinkowskiDifference, type Placed, type Vec2, makePolygon, makeRegularPolygon, minkowskiDifference,
  polygonDistance, satPointTest, scalePolygon, signedArea,
} from '../geometry';
import { type BoxState, type PoseState, boxFields, boxShape, clampPosition, clampedPose, memoize, normalizeAngle, placedBox, poseFields, poseOf, withPose } from './shared/shapes';
import { beside, besideCentre } from './shared/labels';
import { defineFigure } from '../ui/figure';
import { fixed } from '../ui/format';

interface State {
  readonly a: PoseState;
  readonly b: BoxState;
  /** 0: the shapes as they are; 1: A is a point and B has become the difference about it; 2: that point on the origin. */
  readonly stage: number;
  readonly playing: boolean;
}

interface Derived {
  readonly shrunkA: Placed | null;
  readonly grownB: Placed;
  /** Where A's centre is drawn: slid towards the origin past stage 1. */
  readonly point: Vec2;
  readonly minkowski: MinkowskiDifference;
  readonly distance: number;
  /** Each pair's verdict under the one touching rule, read from its own query. */
  readonly contact: Contact;
  readonly morphedContact: Contact;
}

/** A verdict as the two overlap readouts give it: touching is neither yes nor no. */
const overlapText: Record<Contact, string> = { overlapping: 'yes', touching: 'touching', separated: 'no' };

/** Below this fraction a shape is drawn as a point: a polygon of zero size has no edges. */
const POINT_BELOW = 1e-3;
const LAST_STAGE = 2;
const SECONDS_PER_STAGE = 3;
const pentagon: ConvexPolygon = makeRegularPolygon(5, 0.8, Math.PI / 2);

const initialState = (): State => ({
  a: { x: -0.45, y: 0.25, angle: 0.2 },
  b: { x: 0.6, y: -0.1, angle: 0.5, halfWidth: 0.7, halfHeight: 0.45 },
  stage: 0,
  playing: false,
});

const clampStage = (stage: number) => Math.min(LAST_STAGE, Math.max(0, stage));
/** How far A has shrunk (0..1), and how far everything has slid towards the origin (0..1). */
const morphOf = (stage: number) => Math.min(1, clampStage(stage));
const slideOf = (stage: number) => Math.max(0, clampStage(stage) - 1);
/** What the slide adds to every drawn position: minus A's centre, times the slide. */
const shiftOf = (s: State): Vec2 => ({ x: -s.a.x * slideOf(s.stage), y: -s.a.y * slideOf(s.stage) });

/** A scaled by 1 - morph about its centre, or null once it is a point. */
const shrunkShape = (stage: number): ConvexPolygon | null => {
  const factor = 1 - morphOf(stage);
  return factor <= POINT_BELOW ? null : scaledPentagon(factor);
};
const scaledPentagon = memoize((factor: number) => factor, (factor: number) => scalePolygon(pentagon, factor), 256);

/** B grown by morph * (-A), in B's own frame: B minus A scaled by the morph, turned into B's frame. */
function grownShape(s: State): ConvexPolygon {
  const u = morphOf(s.stage);
  return u <= POINT_BELOW ? boxShape(s.b) : grownBox(u, s.a.angle - s.b.angle, s.b.halfWidth, s.b.halfHeight);
}
const grownBox = memoize(
  (u: number, turn: number, halfWidth: number, halfHeight: number) => `${u}|${turn}|${halfWidth}|${halfHeight}`,
  (u: number, turn: number, halfWidth: number, halfHeight: number) => {
    const origin = { x: 0, y: 0 };
    const md = minkowskiDifference(
      { shape: scalePolygon(pentagon, u), pose: { position: origin, angle: turn } },
      { shape: boxShape({ x: 0, y: 0, angle: 0, halfWidth, halfHeight }), pose: { position: origin, angle: 0 } },
    );
    return makePolygon(md.vertices);
  }, 256);

const grownPose = (s: State) => ({ position: { x: s.b.x + shiftOf(s).x, y: s.b.y + shiftOf(s).y }, angle: s.b.angle });

export default defineFigure<State, Derived>({
  id: 'minkowski-shrink',
  title: 'Shrink one shape to a point, grow the other',
  height: 420,
  views: [{ id: 'world', title: 'World', center: { x: 0, y: 0 }, span: 6.5 }],
  legend: [
    { color: 'shapeA', label: 'A, shrinking towards its centre' },
    { color: 'shapeB', label: 'B, growing by A’s shape turned half a turn' },
    { color: 'minkowski', label: 'B − A, where grown B is heading' },
    { color: 'origin', label: 'origin' },
  ],
  caption: `
    <p>This recreates Figure 4 of Paul Firth’s “Collision detection for dummies”. Slide <strong>stage</strong>
    from 0 to 2, or press <strong>Play</strong>. Up to stage 1, A shrinks towards its centre while B grows by A’s
    outline turned half a turn: every point of B minus every point of A scaled by the stage. The difference between
    the two changing shapes stays B − A the whole way, so they overlap at every stage exactly when the original A and
    B do, and the two overlap readouts always agree, touching included. (The source shrinks B and grows A instead. That gives A − B,
    the same shape turned half a turn; this article keeps B − A throughout.)</p>
    <p>At stage 1, A is a single point, its centre, and B has become B − A, drawn about that point. From 1 to 2
    both slide together until the point sits on the origin: grown B is now B − A itself, and overlap has become
    one question, whether the origin is inside it. Drag either shape and turn it by its knob; once A is a point,
    move it by its centre and turn it from the panel. While the two slide, only grown B is dragged: the point’s
    place is then set by the slide.</p>`,
  initialState,
  fields: [
    ...poseFields('a'),
    ...boxFields('b'),
    { kind: 'number', path: 'stage', min: 0, max: LAST_STAGE },
  ],

  derive(state) {
    const a: Placed = { shape: pentagon, pose: poseOf(state.a) };
    const b = placedBox(state.b);
    const shrunk = shrunkShape(state.stage);
    const shift = shiftOf(state);
    const point = { x: state.a.x + shift.x, y: state.a.y + shift.y };
    const shrunkA = shrunk ? { shape: shrunk, pose: a.pose } : null;
    const grownB: Placed = { shape: grownShape(state), pose: grownPose(state) };
    const morphedContact = shrunkA ? polygonDistance(shrunkA, grownB).contact : satPointTest(grownB, point).contact;
    const { distance, contact } = polygonDistance(a, b);
    return { shrunkA, grownB, point, minkowski: minkowskiDifference(a, b), distance, contact, morphedContact };
  },

  readouts(state, d) {
    return [
      { name: 'stage', label: 'Stage', value: clampStage(state.stage), digits: 2 },
      { name: 'overlap', label: 'A and B overlap', value: overlapText[d.contact] },
      { name: 'morphed-overlap', label: 'Shrunk A and grown B overlap', value: overlapText[d.morphedContact] },
      { name: 'distance', label: 'Signed distance of A and B', value: d.distance, unit: 'u' },
      { name: 'point', label: 'A’s centre drawn at', value: `(${fixed(d.point.x, 3)}, ${fixed(d.point.y, 3)})` },
      { name: 'grown-area', label: 'Area of grown B', value: d.grownB.shape.area, unit: 'u²' },
      { name: 'md-area', label: 'Area of B − A', value: signedArea(d.minkowski.vertices), unit: 'u²' },
    ];
  },

  controls(panel) {
    panel.number('stage', { min: 0, max: LAST_STAGE, step: 0.01, get: (s) => s.stage, set: (s, v) => ({ ...s, stage: clampStage(v), playing: false }) });
    panel.button('Play / pause', (s) => ({ ...s, playing: !s.playing, stage: s.stage >= LAST_STAGE && !s.playing ? 0 : s.stage }));
    panel.angle('angle of A', { get: (s) => s.a.angle, set: (s, r) => ({ ...s, a: { ...s.a, angle: normalizeAngle(r) } }) });
    panel.angle('angle of B', { get: (s) => s.b.angle, set: (s, r) => ({ ...s, b: withPose(s.b, { ...poseOf(s.b), angle: r }) }) });
  },

  animating: (s) => s.playing,
  paused: (s) => ({ ...s, playing: false }),
  advance(s, seconds, { reducedMotion }) {
    if (reducedMotion) return { ...s, stage: LAST_STAGE, playing: false };
    const stage = clampStage(s.stage + seconds / SECONDS_PER_STAGE);
    return { ...s, stage, playing: stage < LAST_STAGE };
  },

  draw(scene) {
    scene.layer('world', (pen, s, d) => {
      pen.grid(1);
      // The true difference, faint, drawn about where A's centre is drawn: where grown B is heading.
      pen.polygon(d.minkowski.vertices.map((v) => ({ x: v.x + d.point.x, y: v.y + d.point.y })), { color: 'minkowski', width: 1.5, dash: 5 });
      const origin = { x: 0, y: 0 };
      pen.dot(origin, 4, { fill: 'origin' });
      const away = { x: -d.point.x, y: -d.point.y };
      if (clampStage(s.stage) < LAST_STAGE) pen.label('origin', origin, { color: 'muted', size: 11, ...beside(Math.hypot(away.x, away.y) > 0.2 ? away : { x: 1, y: -1 }, 8) });
    });
    // The reader grabs the shapes as they are drawn at this stage; dragging moves the shape beneath.
    scene.body('world', {
      id: 'B', label: 'shape B', color: 'shapeB', rotatable: true,
      shape: (s) => grownShape(s),
      pose: grownPose,
      setPose: (s, pose) => ({ ...s, b: withPose(s.b, { position: { x: pose.position.x - shiftOf(s).x, y: pose.position.y - shiftOf(s).y }, angle: pose.angle }) }),
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
      position: (s) => ({ x: s.a.x + shiftOf(s).x, y: s.a.y + shiftOf(s).y }),
      // Grabbed until the slide begins. During it the point is drawn at (1 - slide) times A's centre, so a move of
      // the point would throw A (and grown B, drawn about it) 1 / (1 - slide) times as far: only B is dragged then.
      visible: (s) => slideOf(s.stage) === 0,
      setPosition: (s, p) => (slideOf(s.stage) > 0 ? s : { ...s, a: { ...s.a, x: clampPosition(p.x), y: clampPosition(p.y) } }),
    });
    scene.layer('world', (pen, s, d) => {
      const a = { position: d.point, angle: s.a.angle };
      if (shrunkShape(s.stage)) pen.label('A', d.point, { color: 'shapeA', bold: true, ...besideCentre(a, 14) });
      else {
        // The point's name on the side away from grown B, off its outline and its stalk.
        // At the last stage the point has reached the origin, whose own label gives way to this one.
        const away = { x: d.point.x - d.grownB.pose.position.x, y: d.point.y - d.grownB.pose.position.y };
        const text = clampStage(s.stage) < LAST_STAGE ? 'A, now a point' : 'origin = A’s point';
        pen.label(text, d.point, { color: 'shapeA', bold: true, ...beside(Math.hypot(away.x, away.y) > 1e-9 ? away : { x: -1, y: 0 }, 12) });
      }
      // From stage 1 on, grown B is the difference itself.
      pen.label(shrunkShape(s.stage) ? 'B' : 'B − A', d.grownB.pose.position, { color: 'shapeB', bold: true, ...besideCentre(d.grownB.pose, 12) });
    });
  },
});
