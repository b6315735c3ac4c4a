// The separating axis test for a point against a convex polygon: every edge normal is an axis; the point is
// inside exactly when its projection falls within the polygon's projection on every one of them.

import { type ConvexPolygon, type Placed, type SatPointOutput, type Vec2, makePolygon, makeRegularPolygon, rulerPoint, satPointTest, worldVertices } from '../geometry';
import { POSITION_LIMIT, clampPosition, clampedPose, normalizeAngle, poseFields } from './shared/shapes';
import { beside } from './shared/labels';
import { knobRing, rulerInView } from './shared/rulers';
import { defineFigure } from '../ui/figure';
import { fixed } from '../ui/format';

const SHAPES: Record<string, ConvexPolygon> = {
  triangle: makePolygon([{ x: -1.1, y: -0.7 }, { x: 1.2, y: -0.5 }, { x: -0.2, y: 1.1 }]),
  square: makeRegularPolygon(4, 1.1, Math.PI / 4),
  pentagon: makeRegularPolygon(5, 1.1, Math.PI / 2),
  hexagon: makeRegularPolygon(6, 1.1, 0),
  kite: makePolygon([{ x: 0, y: -1.2 }, { x: 0.8, y: 0 }, { x: 0, y: 1.1 }, { x: -1.3, y: 0 }]),
};
const SHAPE_NAMES = Object.keys(SHAPES);

interface State {
  readonly shape: string;
  readonly x: number;
  readonly y: number;
  readonly angle: number;
  readonly point: Vec2;
  /** Whether the point follows the pointer (it can always be dragged). */
  readonly follow: boolean;
}

interface Derived {
  readonly polygon: Placed;
  readonly test: SatPointOutput;
}

const initialState = (): State => ({ shape: 'triangle', x: 0, y: 0, angle: 0, point: { x: 0.9, y: 0.6 }, follow: true });

const shapeOf = (s: State) => SHAPES[s.shape] ?? SHAPES.triangle;
const clampPoint = (p: Vec2): Vec2 => ({ x: clampPosition(p.x), y: clampPosition(p.y) });

/** World units: how far a ruler stands off the shapes, and how far it runs past what it shows. */
const RULER_MARGIN = 0.35;
const RULER_OVERHANG = 0.3;
/** Half the length of an axis drawn centred on its edge. */
const CENTRED_AXIS_HALF = 0.4;

export default defineFigure<State, Derived>({
  id: 'sat-point',
  title: 'Is the point inside? Ask every edge normal',
  height: 440,
  views: [{ id: 'world', title: 'World', center: { x: 0, y: 0 }, span: 5.5 }],
  legend: [
    { color: 'muted', label: 'axes (edge normals): centred on their edge, and again as rulers to read the projections' },
    { color: 'shapeA', label: 'the polygon (A) and its projection on each axis' },
    { color: 'shapeB', label: 'the point (B) and its projections' },
    { color: 'overlap', label: 'axis where the point projects inside' },
    { color: 'apart', label: 'axis that separates' },
  ],
  caption: `
    <p>This recreates the point-in-polygon figure of Hunter GW’s separating-axis article. Move the pointer over the
    figure: the point follows it. (Drag it, or use the keyboard, where there is no pointer.) Each edge of the polygon
    gives an axis: its outward normal, drawn as in the source as a short line centred on its edge. Only an axis’s
    direction matters, not where it is drawn, so each one is drawn again as a ruler standing off the end of its edge,
    where the projections can be read without the shapes in the way. Projected onto an axis, the polygon covers an
    interval (red, A’s colour) and the point lands at one value (the green dot at the end of its dashed line).</p>
    <p>The dot at the far end of each ruler gives that axis’s verdict, in the colours of the legend: the point’s value
    within the polygon’s interval, or not. One axis that separates is enough to prove the point outside: a test can
    stop at the first. The point is inside only when no axis separates. Cross one edge of the triangle and exactly
    that edge’s dot changes. For a square, two edges share each direction, so their dots change together.</p>`,
  initialState,
  fields: [
    { kind: 'choice', path: 'shape', options: SHAPE_NAMES },
    ...poseFields(''),
    { kind: 'number', path: 'point.x', min: -POSITION_LIMIT, max: POSITION_LIMIT }, { kind: 'number', path: 'point.y', min: -POSITION_LIMIT, max: POSITION_LIMIT },
    { kind: 'boolean', path: 'follow' },
  ],

  derive(state) {
    const polygon: Placed = { shape: shapeOf(state), pose: { position: { x: state.x, y: state.y }, angle: state.angle } };
    return { polygon, test: satPointTest(polygon, state.point) };
  },

  readouts(_state, d) {
    return [
      { name: 'verdict', label: 'Point', value: d.test.inside ? 'inside' : 'outside' },
      { name: 'axes-checked', label: 'Axes checked before an early exit', value: `${d.test.axesChecked} of ${d.test.axes.length}` },
      { name: 'dots', label: 'Verdict per axis', value: d.test.axes.map((a) => (a.inside ? '✓' : '✗')).join(' ') },
      ...d.test.axes.map((a, i) => ({
        name: `axis-${i}`, label: `Axis ${i}: interval ∋ point?`,
        value: `[${fixed(a.interval.min, 2)}, ${fixed(a.interval.max, 2)}] ${a.inside ? '∋' : '∌'} ${fixed(a.projection, 2)}`,
      })),
    ];
  },

  controls(panel) {
    panel.choice('polygon', {
      options: Object.fromEntries(SHAPE_NAMES.map((n) => [n, n])),
      get: (s) => s.shape,
      set: (s, shape) => ({ ...s, shape }),
    });
    panel.angle('polygon angle', { get: (s) => s.angle, set: (s, r) => ({ ...s, angle: normalizeAngle(r) }) });
    panel.toggle('point follows pointer', { get: (s) => s.follow, set: (s, follow) => ({ ...s, follow }) });
  },

  draw(scene) {
    scene.layer('world', (pen) => pen.grid(1));
    scene.body('world', {
      id: 'polygon', label: 'the polygon', color: 'shapeA', rotatable: true, fillAlpha: 0.12,
      shape: (s) => shapeOf(s),
      pose: (s) => ({ position: { x: s.x, y: s.y }, angle: s.angle }),
      setPose: (s, pose) => ({ ...s, ...clampedPose(pose) }),
    });
    scene.layer('world', (pen, s, d) => {
      const world = worldVertices(d.polygon);
      // The rotation knob, on its stalk along the polygon's +y: a ruler stands clear of it too.
      const knob = knobRing(pen.view, d.polygon.pose, d.polygon.shape.radius);
      d.test.axes.forEach((axis, i) => {
        // The axis centred on its edge, as the source draws it: the normal through the edge's middle, both ways.
        const p = world[i], q = world[(i + 1) % world.length];
        const middle = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 }, reach = CENTRED_AXIS_HALF;
        pen.arrow({ x: middle.x - axis.axis.x * reach, y: middle.y - axis.axis.y * reach }, { x: middle.x + axis.axis.x * reach, y: middle.y + axis.axis.y * reach }, { color: 'muted', width: 1.5, alpha: 0.7, head: 7 });
        // And as a ruler beside the polygon, off the end of its own edge (or off its start, or between the
        // polygon and the point, where that keeps more of it in sight), to read the projections on.
        const low = Math.min(axis.interval.min, axis.projection) - RULER_OVERHANG, high = Math.max(axis.interval.max, axis.projection) + RULER_OVERHANG;
        const ruler = rulerInView({
          edgeStart: world[i], edgeEnd: world[(i + 1) % world.length], normal: axis.axis, groups: [[...world, ...knob], [s.point]], margin: RULER_MARGIN, low, high,
        }, pen.view);
        const first = d.test.separatingAxis === i;
        pen.segment(rulerPoint(ruler, low), rulerPoint(ruler, high), { color: first ? 'apart' : 'muted', width: first ? 2 : 1 });
        pen.segment(rulerPoint(ruler, axis.interval.min), rulerPoint(ruler, axis.interval.max), { color: 'shapeA', width: 5, alpha: 0.8 });
        const projected = rulerPoint(ruler, axis.projection);
        pen.segment(s.point, projected, { color: 'shapeB', width: 1, dash: 4, alpha: first ? 1 : 0.45 });
        pen.dot(projected, 4, { fill: 'shapeB' });
        pen.dot(rulerPoint(ruler, high), 6.5, { fill: axis.inside ? 'overlap' : 'apart' });
        // Past the ruler's end, along it: clear of the ruler, its dot and the shapes.
        pen.label(`axis ${i}`, rulerPoint(ruler, high), { color: 'muted', size: 11, ...beside(axis.axis, 10) });
      });
      // The verdict above the point, on the side away from the polygon when it is outside (the dashed lines run inwards);
      // where every place near the point is crossed (a hexagon's six rulers on a phone), in a clear corner of the view
      // rather than inside the polygon, where "outside" would read as said of it.
      const away = { x: s.point.x - d.polygon.pose.position.x, y: s.point.y - d.polygon.pose.position.y };
      const up = d.test.inside || Math.hypot(away.x, away.y) < 1e-9 ? { x: 0, y: 1 } : away;
      pen.label(d.test.inside ? 'inside' : 'outside', s.point, { color: d.test.inside ? 'overlap' : 'apart', bold: true, ...beside(up, 12), corners: true });
    });
    scene.pointHandle('world', {
      id: 'point', label: 'the point', color: 'shapeB',
      position: (s) => s.point,
      setPosition: (s, p) => ({ ...s, point: clampPoint(p) }),
      followsMouse: (s) => s.follow,
    });
    scene.pointerFollow('world', {
      enabled: (s) => s.follow,
      follow: (s, p) => ({ ...s, point: clampPoint(p) }),
    });
  },
});
