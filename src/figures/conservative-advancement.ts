// Van den Bergen's ray cast by conservative advancement, the source's Figure 6: in configuration space the
// estimate walks along the ray r = vA - vB, each step to where the ray meets the plane through the nearest
// point of B - A. Circles as in the source (circleCast), or regular polygons (advancementCast); the figure
// only reads the iterations the core records.

import {
  type AdvancementCastOutput, type CircleCastOutput, type ConvexPolygon, type Placed, type Vec2, advancementCast, circleCast,
  circleTimeOfImpact, linearCast, makeRegularPolygon, minkowskiDifference,
} from '../geometry';
import { formatVector } from './shared/shapes';
import { discShape } from './shared/circles-disc';
import { pinnedPoint } from '../ui/confine';
import { beside } from './shared/labels';
import { defineFigure, shapeColor } from '../ui/figure';
import { fixed } from '../ui/format';

interface Disc { readonly x: number; readonly y: number; readonly radius: number }

interface State {
  readonly shape: 'circles' | 'polygons';
  readonly a: Disc;
  readonly b: Disc;
  /** A's velocity over the step. */
  readonly vx: number;
  readonly vy: number;
  readonly toleranceExponent: number;
  readonly maxIterations: number;
  /** The iteration shown, counted from 0. */
  readonly step: number;
  readonly playing: boolean;
  readonly elapsed: number;
}

type Iterations = CircleCastOutput['iterations'] | AdvancementCastOutput['iterations'];

interface Derived {
  readonly cast: CircleCastOutput | AdvancementCastOutput;
  readonly iterations: Iterations;
  /** The outline of B − A for polygons (null for circles, whose MD is a circle). */
  readonly mdOutline: readonly Vec2[] | null;
  readonly mdCircle: { readonly center: Vec2; readonly radius: number };
  /** The exact time of impact: the closed form for circles, linearCast for polygons; null for none. */
  readonly exact: number | null;
  readonly current: number;
  readonly polygonA: ConvexPolygon | null;
  readonly polygonB: ConvexPolygon | null;
}

/**
 * Up to 1.2: B − A of two discs (or pentagons) of that radius is 4.8 across, which B − A's view, 6 units across its
 * smaller side, holds with room to move on a phone too (radius 2 made it 8 across: cut off, and every drag of
 * either shape stopped, since any move carried one side of it farther out).
 */
const RADIUS = { min: 0.1, max: 1.2 };
const VELOCITY_LIMIT = 8;
const POSITION_LIMIT = 20;
const SIDES = 5;
const SECONDS_PER_STEP = 0.8;
const ITERATION_LIMIT = 64;

const initialState = (): State => ({
  shape: 'circles',
  a: { x: -3, y: 0, radius: 0.5 }, b: { x: 0, y: 0.6, radius: 0.5 },
  vx: 4, vy: 0, toleranceExponent: -4, maxIterations: 64, step: 0, playing: false, elapsed: 0,
});

const polygonCache = new Map<number, ConvexPolygon>();
const polygonOf = (radius: number): ConvexPolygon => {
  let p = polygonCache.get(radius);
  if (!p) {
    p = makeRegularPolygon(SIDES, radius, Math.PI / 2);
    if (polygonCache.size > 64) polygonCache.clear();
    polygonCache.set(radius, p);
  }
  return p;
};
/** What the kit grabs and draws for a shape: a disc as a many-sided polygon, or the pentagon itself. */
const bodyShape = (s: State, d: Disc): ConvexPolygon => (s.shape === 'circles' ? discShape(d.radius) : polygonOf(d.radius));
const placed = (d: Disc): Placed => ({ shape: polygonOf(d.radius), pose: { position: { x: d.x, y: d.y }, angle: 0 } });
const clampStep = (k: number, count: number) => Math.min(count - 1, Math.max(0, Math.round(k)));
const clampTo = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
const stateText: Record<AdvancementCastOutput['state'], string> = {
  hit: 'hit', miss: 'miss', overlapped: 'overlapped at the start',
  maxIterations: 'gave up: iteration limit reached', stalled: 'gave up: stalled (no progress)',
};
/**
 * The next estimate's t: past 1 the ray ends before the plane, a miss. With r·n near 0 the crossing lies as far
 * out as 1e14, a number that says nothing more than that.
 */
const nextText = (t: number | undefined): number | string | null => {
  if (t === undefined || t <= 1) return t ?? null;
  return t < 1000 ? `${fixed(t, 4)}: past 1, a miss` : 'past 1 (r·n near 0): a miss';
};
const restart = (s: State): State => ({ ...s, step: 0, playing: false, elapsed: 0 });

function deriveState(state: State): Derived {
  const velocityA = { x: state.vx, y: state.vy }, velocityB = { x: 0, y: 0 };
  const tolerance = 10 ** state.toleranceExponent, maxIterations = Math.round(state.maxIterations);
  const mdCircle = { center: { x: state.b.x - state.a.x, y: state.b.y - state.a.y }, radius: state.a.radius + state.b.radius };
  if (state.shape === 'circles') {
    const a = { center: { x: state.a.x, y: state.a.y }, radius: state.a.radius }, b = { center: { x: state.b.x, y: state.b.y }, radius: state.b.radius };
    const cast = circleCast({ a, b, velocityA, velocityB, tolerance, maxIterations });
    return {
      cast, iterations: cast.iterations, mdOutline: null, mdCircle, polygonA: null, polygonB: null,
      exact: circleTimeOfImpact(a, b, velocityA, velocityB), current: clampStep(state.step, cast.iterations.length),
    };
  }
  const a = placed(state.a), b = placed(state.b);
  const cast = advancementCast({ a, b, velocityA, velocityB, tolerance, maxIterations });
  const linear = linearCast({ a, b, velocityA, velocityB });
  return {
    cast, iterations: cast.iterations, mdOutline: minkowskiDifference(a, b).vertices, mdCircle, polygonA: a.shape, polygonB: b.shape,
    exact: linear.state === 'miss' ? null : linear.t, current: clampStep(state.step, cast.iterations.length),
  };
}

/** The last iteration the cast records for this state, counted from 0. */
const lastStep = (s: State) => deriveState(s).iterations.length - 1;

/** The circle's leftmost, rightmost, lowest and highest points: inside a rectangle exactly when the circle is. */
const circleExtremes = (c: { center: Vec2; radius: number }): Vec2[] => [
  { x: c.center.x - c.radius, y: c.center.y }, { x: c.center.x + c.radius, y: c.center.y },
  { x: c.center.x, y: c.center.y - c.radius }, { x: c.center.x, y: c.center.y + c.radius },
];

export default defineFigure<State, Derived>({
  id: 'conservative-advancement',
  title: 'Casting a ray with only a distance query',
  height: 440,
  views: [
    { id: 'world', title: 'World', center: { x: -1, y: 0.3 }, span: 6.5 },
    { id: 'md', title: 'Configuration space: B − A, the ray, the iterations', center: { x: 1.8, y: 0.3 }, span: 6 },
  ],
  legend: [
    { color: 'shapeA', label: 'A, its velocity, and A at each estimate (faint)' },
    { color: 'shapeB', label: 'B' },
    { color: 'minkowski', label: 'B − A' },
    { color: 'search', label: 'the estimate I₁, I₂, … on the ray' },
    { color: 'translation', label: 'nearest point of B − A, its normal and plane' },
    { color: 'feature', label: 'where the ray meets that plane: the next estimate' },
  ],
  caption: `
    <p>A linear cast does not need the outline of B − A, only a way to ask how far away it is. Start with the
    estimate at the origin (t = 0). The distance query returns the nearest point of B − A and the normal there
    (blue). All of B − A lies beyond the line through that point across the normal, so the ray cannot reach B − A
    before it crosses that line (orange): that crossing is the next estimate, t + d / (r·n). Repeat until the
    distance is below the tolerance. Step through with the slider, <strong>Previous</strong> / <strong>Next</strong>
    or <strong>Play</strong>. This recreates Figure 6 of Paul Firth’s “Collision detection for dummies” (Gino van den
    Bergen’s cast, on two circles as there); that figure draws the estimate black, the nearest point green and the
    crossing red.</p>
    <p>Each estimate is safe (the shapes are still apart there) and the last one lands on the true time of impact,
    shown beside it as <em>exact t</em>. Press <strong>Head-on</strong>: with circles the first step is
    already exact. Grazing, the steps shrink and
    the count grows: a distance tolerance of 10⁻⁴ then leaves an error in t near its square root, since near a
    tangent the gap closes only quadratically. If r·n is 0 or less, the estimate is not approaching: a miss, not a
    reason to flip the sign.</p>`,
  initialState,
  fields: [
    { kind: 'choice', path: 'shape', options: ['circles', 'polygons'] },
    ...(['a', 'b'] as const).flatMap((w) => [
      { kind: 'number' as const, path: `${w}.x`, min: -POSITION_LIMIT, max: POSITION_LIMIT },
      { kind: 'number' as const, path: `${w}.y`, min: -POSITION_LIMIT, max: POSITION_LIMIT },
      { kind: 'number' as const, path: `${w}.radius`, min: RADIUS.min, max: RADIUS.max },
    ]),
    { kind: 'number', path: 'vx', min: -VELOCITY_LIMIT, max: VELOCITY_LIMIT },
    { kind: 'number', path: 'vy', min: -VELOCITY_LIMIT, max: VELOCITY_LIMIT },
    { kind: 'number', path: 'toleranceExponent', min: -6, max: -1 },
    { kind: 'number', path: 'maxIterations', min: 1, max: ITERATION_LIMIT, integer: true },
    { kind: 'number', path: 'step', min: 0, max: ITERATION_LIMIT, integer: true },
  ],

  derive: deriveState,

  readouts(state, d) {
    const it = d.iterations[d.current];
    const count = d.iterations.length;
    // Overlapped at the start is a contact at t = 0, as the closed form says.
    const contact = d.cast.state === 'hit' || d.cast.state === 'overlapped';
    return [
      { name: 'state', label: 'State', value: stateText[d.cast.state] },
      { name: 'ray', label: 'Ray r = vA (B stands still)', value: formatVector(d.cast.ray) },
      { name: 'k', label: 'Iteration', value: `I${d.current + 1} of ${count}` },
      { name: 'k-t', label: 't at this estimate', value: it.t },
      { name: 'k-distance', label: 'Distance d', value: it.distance, unit: 'u', digits: 4 },
      { name: 'k-normal', label: 'Normal n', value: formatVector(it.normal) },
      { name: 'k-closing', label: 'r·n', value: it.closingSpeed },
      { name: 'k-next', label: 'Next t = t + d / (r·n)', value: nextText(it.next?.t), digits: 4 },
      { name: 't', label: 'Final t', value: contact ? d.cast.t : null, digits: 5 },
      { name: 'exact-t', label: state.shape === 'circles' ? 'Exact t (closed form)' : 'Exact t (linearCast)', value: d.exact, digits: 5 },
      { name: 'error', label: '|final − exact|', value: contact && d.exact !== null ? Math.abs(d.cast.t - d.exact) : null, digits: 6 },
      { name: 'distances', label: 'd at each iteration', value: d.iterations.slice(0, 8).map((i) => fixed(i.distance, 4)).join(', ') + (count > 8 ? ', …' : '') },
    ];
  },

  controls(panel) {
    panel.number('iteration', {
      min: 1, max: ITERATION_LIMIT, step: 1, maxOf: (_s, d) => d.iterations.length,
      get: (_s, d) => d.current + 1,
      set: (s, v) => ({ ...s, step: Math.round(v) - 1, playing: false }),
    });
    panel.button('Previous', (s, d) => ({ ...s, step: Math.max(0, d.current - 1), playing: false }));
    panel.button('Next', (s, d) => ({ ...s, step: Math.min(d.iterations.length - 1, d.current + 1), playing: false }));
    // Play carries on from the iteration shown; from the last, it starts again.
    panel.button('Play / pause', (s, d) => ({ ...s, playing: !s.playing, elapsed: 0, step: !s.playing && d.current >= d.iterations.length - 1 ? 0 : d.current }));
    panel.choice('shapes', { options: { circles: 'circles', 'regular pentagons': 'polygons' }, get: (s) => s.shape, set: (s, v) => restart({ ...s, shape: v as State['shape'] }) });
    panel.number('tolerance (log₁₀ u)', { min: -6, max: -1, step: 0.5, get: (s) => s.toleranceExponent, set: (s, v) => restart({ ...s, toleranceExponent: v }) });
    panel.number('max iterations', { min: 1, max: ITERATION_LIMIT, step: 1, get: (s) => s.maxIterations, set: (s, v) => restart({ ...s, maxIterations: Math.round(v) }) });
    const radius = (w: 'a' | 'b') => ({ min: RADIUS.min, max: RADIUS.max, step: 0.05, unit: 'u', get: (s: State) => s[w].radius, set: (s: State, r: number) => restart({ ...s, [w]: { ...s[w], radius: r } }) });
    panel.number('radius of A', radius('a'));
    panel.number('radius of B', radius('b'));
    const preset = (b: Partial<Disc>, extra: Partial<State> = {}) => (s: State): State =>
      restart({ ...s, a: { x: -3, y: 0, radius: 0.5 }, b: { x: 0, y: 0.6, radius: 0.5, ...b }, vx: 4, vy: 0, maxIterations: 64, ...extra });
    // B 0.6 off A's line: contact when |(3 - 4t, 0.6)| = 1, t = (3 - 0.8) / 4 = 0.55.
    panel.button('Oblique', preset({}));
    // B on A's line: contact when 3 - 4t = 1, t = 1/2, which the first step reaches, d / (r·n) = 2 / 4.
    panel.button('Head-on', preset({ y: 0 }));
    // B 1 off the line, the sum of the radii: A only touches B in passing, at t = 3/4.
    panel.button('Grazing (tangent)', preset({ y: 1 }));
    panel.button('Miss', preset({ y: 1.2 }));
    // A nearer B and slower, so its arrow and the ray r, which point away from B − A, stay in sight.
    panel.button('Receding', (s) => ({ ...preset({}, { vx: -0.8 })(s), a: { x: -1.6, y: 0, radius: 0.5 } }));
    panel.button('Overlapped at the start', preset({ x: -2.4, y: 0.2 }));
    panel.button('Iteration limit 1', preset({}, { maxIterations: 1 }));
  },

  animating: (s) => s.playing,
  paused: (s) => ({ ...s, playing: false }),
  advance(s, seconds, { reducedMotion }) {
    const last = lastStep(s);
    if (reducedMotion) return { ...s, step: last, playing: false };
    const elapsed = s.elapsed + seconds;
    if (elapsed < SECONDS_PER_STEP) return { ...s, elapsed };
    const step = Math.min(last, Math.round(s.step) + 1);
    return { ...s, step, elapsed: 0, playing: step < last };
  },

  draw(scene) {
    scene.layer('world', (pen, s, d) => {
      pen.grid(1);
      // A at an estimate: a faint outline, no fill (the shapes themselves are the kit's bodies).
      const ghostOfA = (at: Vec2, style: { width: number; alpha: number }) => {
        if (d.polygonA) pen.polygon(d.polygonA.vertices.map((v) => ({ x: v.x + at.x, y: v.y + at.y })), { color: shapeColor('a'), ...style });
        else pen.circle(at, s.a.radius, { color: shapeColor('a'), ...style });
      };
      d.iterations.forEach((it, k) => {
        if (k === 0 || k > d.current) return;
        ghostOfA({ x: s.a.x + s.vx * it.t, y: s.a.y + s.vy * it.t }, { width: k === d.current ? 2 : 1, alpha: k === d.current ? 0.8 : 0.3 });
      });
    });
    // The shapes themselves, grabbed anywhere inside (a disc as a many-sided polygon); they do not turn.
    for (const which of ['a', 'b'] as const) {
      scene.body('world', {
        id: which.toUpperCase(), label: `shape ${which.toUpperCase()}`, color: shapeColor(which), fillAlpha: 0.15, rotatable: false,
        shape: (s) => bodyShape(s, s[which]),
        pose: (s) => ({ position: { x: s[which].x, y: s[which].y }, angle: 0 }),
        setPose: (s, pose) => restart({ ...s, [which]: { ...s[which], x: clampTo(pose.position.x, POSITION_LIMIT), y: clampTo(pose.position.y, POSITION_LIMIT) } }),
      });
    }
    scene.layer('world', (pen, s) => {
      pen.arrow({ x: s.a.x, y: s.a.y }, { x: s.a.x + s.vx, y: s.a.y + s.vy }, { color: 'shapeA', width: 2 });
      // Close beside the centre, away from A's arrow, so a small circle's name stays off its outline.
      pen.label('A', { x: s.a.x, y: s.a.y }, { color: 'shapeA', bold: true, size: 15, ...beside(s.vx === 0 && s.vy === 0 ? { x: -1, y: -1 } : { x: -s.vx, y: -s.vy }, 8) });
      pen.label('B', { x: s.b.x, y: s.b.y }, { color: 'shapeB', bold: true, size: 15, ...beside({ x: -1, y: -1 }, 8) });
    });
    scene.velocityHandle('world', {
      id: 'A-velocity', color: 'shapeA',
      origin: (s) => ({ x: s.a.x, y: s.a.y }),
      velocity: (s) => ({ x: s.vx, y: s.vy }),
      setVelocity: (s, v) => restart({ ...s, vx: clampTo(v.x, VELOCITY_LIMIT), vy: clampTo(v.y, VELOCITY_LIMIT) }),
    });

    // B − A stays in sight: a drag or key that would carry it out of its view stops at the edge.
    scene.keepInView('md', (_s, d) => d.mdOutline ?? circleExtremes(d.mdCircle));
    scene.layer('md', (pen, _s, d) => {
      pen.grid(1);
      if (d.mdOutline) pen.polygon(d.mdOutline, { fill: 'minkowski', fillAlpha: 0.12, color: 'minkowski', width: 2 });
      else pen.circle(d.mdCircle.center, d.mdCircle.radius, { fill: 'minkowski', fillAlpha: 0.12, color: 'minkowski', width: 2 });
      const origin = { x: 0, y: 0 };
      pen.arrow(origin, d.cast.ray, { color: 'muted', width: 1.5, head: 8 });
      // r may reach past the view (a fast A): named where its arrow leaves the view.
      const rShown = pinnedPoint(d.cast.ray, pen.view.inner(), undefined, origin);
      pen.label(rShown === d.cast.ray ? 'r' : 'r (tip out of view)', rShown, { color: 'muted', offset: { x: 10, y: -10 } });
      d.iterations.forEach((it, k) => {
        if (k > d.current) return;
        const current = k === d.current;
        const alpha = current ? 1 : 0.35;
        // The plane through the nearest point, across the normal.
        const across = { x: -it.normal.y, y: it.normal.x };
        const reach = 1.6;
        pen.segment({ x: it.closestPoint.x - across.x * reach, y: it.closestPoint.y - across.y * reach },
          { x: it.closestPoint.x + across.x * reach, y: it.closestPoint.y + across.y * reach }, { color: 'translation', width: 1, alpha: alpha * 0.7, dash: 4 });
        pen.segment(it.estimate, it.closestPoint, { color: 'translation', width: current ? 2.5 : 1.5, alpha });
        pen.dot(it.closestPoint, current ? 5 : 3.5, { fill: 'translation', fillAlpha: alpha });
        if (it.next) {
          // Past the end of the ray (a miss) the crossing may lie 1e14 away: drawn to where it leaves the view.
          const next = pinnedPoint(it.next.estimate, pen.view.inner(), undefined, it.estimate);
          pen.segment(it.estimate, next, { color: 'feature', width: current ? 2.5 : 1.5, alpha, dash: 5 });
          if (next === it.next.estimate) pen.dot(next, current ? 5.5 : 3.5, { fill: 'feature', fillAlpha: alpha });
        }
        pen.dot(it.estimate, current ? 5.5 : 4, { fill: 'search', fillAlpha: alpha });
        if (current || k < 3) pen.label(`I${k + 1}`, it.estimate, { color: 'search', size: current ? 13 : 11, bold: current, offset: { x: -4, y: 14 }, anchor: { x: 1, y: 0.5 } });
      });
      pen.label('origin', origin, { color: 'muted', size: 11, offset: { x: -8, y: -10 }, anchor: { x: 1, y: 0.5 } });
    });
  },
});
