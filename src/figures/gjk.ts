// GJK stepped: the distance between any two convex shapes found on B − A without building it, one simplex
// at a time. Every iteration comes from the core's gjkDistance; the figure only draws them.

import {
  type GjkOutput, type PlacedShape, type ShapeDistanceOutput, type Vec2, differenceOutline, gjkDistance, shapeDistance,
} from '../geometry';
import { type AnyShapeState, DIFFERENCE_SPAN, SHAPE_SIZE, anyShapeBodies, anyShapeControls, anyShapeFields, placedShapeOf } from './shared/convexShapes';
import { type SteppedState, stepping } from './shared/stepping';
import { defineFigure } from '../ui/figure';
import { beside } from './shared/labels';

interface State extends SteppedState {
  readonly a: AnyShapeState;
  readonly b: AnyShapeState;
}

interface Derived {
  readonly a: PlacedShape;
  readonly b: PlacedShape;
  readonly gjk: GjkOutput;
  readonly answer: ShapeDistanceOutput;
  /** B − A of the shapes, and of their cores (where GJK walks), traced by support points. */
  readonly outline: readonly Vec2[];
  readonly coreOutline: readonly Vec2[];
  readonly step: number;
}

const SECONDS_PER_STEP = 1.1;
const MAX_STEP = 40;

const initialState = (): State => ({
  a: { kind: 'polygon', x: -1.1, y: -0.2, angle: 0.3, size: 1 },
  b: { kind: 'capsule', x: 1.3, y: 0.5, angle: 0.9, size: 1 },
  step: 0,
  playing: false,
  elapsed: 0,
});

/**
 * GJK's last word. It walks the cores, so 'apart' is theirs: where the radii close the gap, the shapes touch or
 * overlap all the same, and the verdict says so rather than calling overlapping shapes apart.
 */
function verdict(d: Derived): string {
  if (d.gjk.state === 'overlapping') return 'the cores overlap';
  if (d.gjk.state !== 'separated') return 'stopped at the limit';
  if (d.answer.contact === 'separated') return 'apart: converged';
  return d.answer.contact === 'touching' ? 'cores apart, and the radii make the shapes touch' : 'cores apart, but the radii make the shapes overlap';
}

const steps = stepping<State>((s) => gjkDistance(placedShapeOf(s.a), placedShapeOf(s.b), { record: true }).iterations.length, SECONDS_PER_STEP);

export default defineFigure<State, Derived>({
  id: 'gjk',
  title: 'GJK: the distance between any two convex shapes, a simplex at a time',
  height: 440,
  views: [
    { id: 'world', title: 'World', center: { x: 0, y: 0 }, span: 6 },
    { id: 'md', title: 'Configuration space: B − A', center: { x: 2, y: 0.5 }, span: DIFFERENCE_SPAN },
  ],
  legend: [
    { color: 'shapeA', label: 'A' },
    { color: 'shapeB', label: 'B' },
    { color: 'minkowski', label: 'B − A (dashed: of the cores, where GJK walks)' },
    { color: 'search', label: 'the simplex (kept points filled)' },
    { color: 'translation', label: 'its point nearest the origin, and the answer' },
    { color: 'feature', label: 'search direction (drawn from the origin) and the new support point' },
  ],
  caption: `
    <p>Choose two shapes in the panel (a polygon, a circle, a capsule or a box with rounded corners), drag them
    and turn them by their knobs, then step through the search with the slider, the buttons or <strong>Play</strong>.</p>
    <p>The Minkowski figures built B − A edge by edge. A circle or a capsule has no edges to walk, yet B − A is
    still convex, and its <em>support point</em> in any direction is easy: the point of B farthest that way minus
    the point of A farthest the other way. GJK (Gilbert, Johnson and Keerthi) needs nothing else. It keeps a
    <em>simplex</em> of one, two or three such points; finds the simplex’s point nearest the origin and drops the
    points it does not need; then asks for the support point in the direction from there to the origin. When that
    point gets no nearer the origin, the nearest point is found and its length is the distance. When the simplex
    becomes a triangle around the origin, the shapes overlap, and GJK hands over to EPA (next figure).</p>
    <p>Round shapes are handled as Box2D handles them: GJK runs on their <em>cores</em> (a circle’s centre, a
    capsule’s segment, a rounded box’s inner box), and the radii are subtracted at the end. This answers the readers
    of “Collision detection for dummies” who asked how to treat shapes, “a capsule for instance”, whose difference
    has no edges to walk.</p>`,
  initialState,
  fields: [...anyShapeFields('a', SHAPE_SIZE.besideDifference), ...anyShapeFields('b', SHAPE_SIZE.besideDifference), { kind: 'number', path: 'step', min: 0, max: MAX_STEP, integer: true }],

  derive(state) {
    const a = placedShapeOf(state.a), b = placedShapeOf(state.b);
    const answer = shapeDistance(a, b, { record: true });
    const gjk = answer.gjk;
    return {
      a, b, gjk, answer,
      outline: differenceOutline(a, b, 120), coreOutline: differenceOutline(a, b, 120, false),
      step: steps.clamp(state.step, gjk.iterations.length),
    };
  },

  readouts(_state, d) {
    const it = d.gjk.iterations[d.step];
    const last = d.step === d.gjk.iterations.length - 1;
    return [
      { name: 'iteration', label: 'Iteration', value: `${d.step + 1} of ${d.gjk.iterations.length}` },
      { name: 'simplex', label: 'Simplex points (kept)', value: `${it.simplex.length} (${it.kept.length})` },
      { name: 'estimate', label: 'Nearest point’s distance (cores)', value: it.distance, unit: 'u' },
      { name: 'enclosed', label: 'Origin enclosed', value: it.enclosesOrigin },
      { name: 'state', label: 'GJK says', value: last ? verdict(d) : 'searching' },
      { name: 'distance', label: 'Distance between the shapes', value: d.answer.distance, unit: 'u' },
      { name: 'radii', label: 'Radii subtracted (rA + rB)', value: d.a.shape.radius + d.b.shape.radius, unit: 'u' },
    ];
  },

  controls(panel) {
    steps.controls(panel, 'iteration', MAX_STEP + 1);
    anyShapeControls(panel, 'a', SHAPE_SIZE.besideDifference);
    anyShapeControls(panel, 'b', SHAPE_SIZE.besideDifference);
    panel.button('Circle and box, apart', (s) => ({
      ...s, step: 0, a: { kind: 'rounded box', x: -1, y: -0.4, angle: 0.2, size: 1.2 }, b: { kind: 'circle', x: 1.2, y: 0.9, angle: 0, size: 0.8 },
    }));
    panel.button('Overlapping', (s) => ({
      ...s, step: 0, a: { kind: 'polygon', x: -0.3, y: 0, angle: 0, size: 1 }, b: { kind: 'capsule', x: 0.5, y: 0.3, angle: 0.5, size: 1 },
    }));
  },

  animating: steps.animating,
  paused: steps.paused,
  advance: steps.advance,

  draw(scene) {
    scene.layer('world', (pen) => pen.grid(1));
    anyShapeBodies(scene, 'world', { onMove: (s) => ({ ...s, step: 0 }) });
    scene.layer('world', (pen, _s, d) => {
      const it = d.gjk.iterations[d.step];
      const last = d.step === d.gjk.iterations.length - 1;
      // The simplex points' origins: the core points of A and B that make them.
      it.simplex.forEach((v, i) => {
        const kept = it.kept.includes(i);
        pen.segment(v.wA, v.wB, { color: 'search', width: 1, alpha: kept ? 0.5 : 0.2, dash: 3 });
        pen.dot(v.wA, 4, { fill: 'shapeA', stroke: true, color: 'background', width: 1 });
        pen.dot(v.wB, 4, { fill: 'shapeB', stroke: true, color: 'background', width: 1 });
      });
      // The answer, from A's nearest point to B's. Where the radii make the shapes overlap, the two points are the
      // deepest and the arrow would point back at A: the overlap is drawn as a plain segment instead.
      if (last && d.gjk.state === 'separated') {
        if (d.answer.contact === 'separated') pen.arrow(d.answer.pointA, d.answer.pointB, { color: 'translation', width: 2.5, head: 9 });
        else pen.segment(d.answer.pointA, d.answer.pointB, { color: 'translation', width: 2.5 });
      }
    });

    // B − A stays in sight: a drag or key that would carry it out of its view stops at the edge.
    scene.keepInView('md', (_s, d) => d.outline);
    scene.layer('md', (pen, _s, d) => {
      pen.grid(1);
      pen.polygon(d.outline, { fill: 'minkowski', fillAlpha: 0.12, color: 'minkowski', width: 2 });
      if (d.a.shape.radius + d.b.shape.radius > 0) pen.polygon(d.coreOutline, { color: 'minkowski', width: 1.5, dash: 5, alpha: 0.8 });
      const it = d.gjk.iterations[d.step];
      const points = it.simplex.map((v) => v.w);
      if (points.length > 1) pen.polygon(points, { color: 'search', width: 2, fill: 'search', fillAlpha: 0.06 });
      points.forEach((p, i) => pen.dot(p, it.kept.includes(i) ? 6 : 5, it.kept.includes(i) ? { fill: 'search' } : { fill: 'background', stroke: true, color: 'search', width: 1.5 }));
      const origin = { x: 0, y: 0 };
      if (!it.enclosesOrigin) {
        pen.segment(origin, it.closest, { color: 'translation', width: 2 });
        pen.dot(it.closest, 5, { fill: 'translation' });
      }
      if (it.support) {
        // The search direction points from the simplex's nearest point at the origin, along the blue line: drawn
        // from the origin on, it leaves that line (and the answer it becomes) in sight.
        const reach = pen.view.toWorldLength(60);
        const length = Math.hypot(it.direction.x, it.direction.y);
        if (length > 0) pen.arrow(origin, { x: (it.direction.x / length) * reach, y: (it.direction.y / length) * reach }, { color: 'feature', width: 2, head: 8 });
        pen.dot(it.support.w, 7, { fill: 'feature', stroke: true, color: 'background', width: 1.5 });
        // Its name on the side away from the nearest point, which it may sit close to once the search converges.
        const away = { x: it.support.w.x - it.closest.x, y: it.support.w.y - it.closest.y };
        pen.label('new support', it.support.w, { color: 'feature', size: 11, ...(Math.hypot(away.x, away.y) > pen.view.toWorldLength(1) ? beside(away, 12) : { offset: { x: 12, y: -12 } }) });
      }
      pen.dot(origin, 5, { fill: 'origin' });
      pen.label('origin', origin, { color: 'muted', size: 11, offset: { x: -8, y: 8 }, anchor: { x: 1, y: 0 } });
    });
  },
});
