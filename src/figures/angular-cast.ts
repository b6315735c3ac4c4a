// The angular cast (conservative advancement with Mirtich's bound, as Coumans uses it): A slides and turns,
// B may too; every iteration the core records is drawn, in the world as ghosts and in configuration space as
// the B − A of that moment. The figure only reads angularCast's records; it never re-runs the loop.

import {
  type AngularCastOutput, type Motion, type Placed, type Pose, type Vec2, advancePose, angularCast, circleShape, minkowskiDifference,
  polygonShape as convexOf, differenceOutline, shapeAngularCast, worldVertices,
} from '../geometry';
import { type PolygonState, formatVector, placedPolygon, polygonFields, polygonShape, poseOf, withPolygonPose } from './shared/shapes';
import { discShape } from './shared/circles-disc';
import { defineFigure, shapeColor } from '../ui/figure';
import { fixed } from '../ui/format';

interface Mover extends PolygonState {
  /** Velocity over the step (u per step) and spin (radians per step). */
  readonly vx: number;
  readonly vy: number;
  readonly spin: number;
}

interface State {
  readonly a: Mover;
  readonly b: Mover;
  /** log10 of the contact tolerance in world units. */
  readonly toleranceExponent: number;
  readonly maxIterations: number;
  /** The scrubbed iteration, counted from 0. */
  readonly iteration: number;
  /** Cast as if neither shape turned: the linear-only cast that rotation can fool. */
  readonly ignoreRotation: boolean;
  /** B a polygon (its vertices in b), or a circle of bRadius about b's position. */
  readonly bShape: 'polygon' | 'circle';
  readonly bRadius: number;
}

interface Derived {
  readonly a: Placed;
  readonly b: Placed;
  readonly motionA: Motion;
  readonly motionB: Motion;
  readonly cast: AngularCastOutput;
  /** The outline of B − A at every iteration's poses (−A grown by the radius, round B's centre, for a circle). */
  readonly differences: readonly (readonly Vec2[])[];
  readonly current: number;
  readonly endA: Pose;
  readonly endB: Pose;
}

const DEGREES = 180 / Math.PI;
const SPIN_LIMIT = 10 * Math.PI;
const VELOCITY_LIMIT = 8;
const ITERATION_LIMIT = 200;
const box = (halfWidth: number, halfHeight: number) => [
  { x: -halfWidth, y: -halfHeight }, { x: halfWidth, y: -halfHeight }, { x: halfWidth, y: halfHeight }, { x: -halfWidth, y: halfHeight },
];
const still = { vx: 0, vy: 0, spin: 0 };

const initialState = (): State => ({
  a: { x: -2.6, y: 0.3, angle: 0, vertices: box(1, 0.15), vx: 2.5, vy: 0, spin: Math.PI / 2 },
  b: { x: 0.6, y: 0, angle: 0.3, vertices: box(0.5, 0.5), ...still },
  toleranceExponent: -4, maxIterations: 64, iteration: 0, ignoreRotation: false, bShape: 'polygon', bRadius: 0.5,
});

const CIRCLE_RADIUS = { min: 0.1, max: 1.5 };
/** The source's turning bar against a circle of radius 0.5 that spins two turns in the step. */
export const spinningCircle = (): State => ({ ...initialState(), bShape: 'circle', bRadius: 0.5, b: { ...initialState().b, x: 0.35, angle: 0, spin: 4 * Math.PI } });
const isCircle = (s: State) => s.bShape === 'circle';
/** What B is drawn and dragged as: its polygon, or the many-sided polygon a circle is grabbed by. */
const shapeOfB = (s: State) => (isCircle(s) ? discShape(s.bRadius) : polygonShape(s.b));

const clampIteration = (k: number, count: number) => Math.min(count - 1, Math.max(0, Math.round(k)));

/** The cast of a state, and what it was cast from. */
function castFor(state: State) {
  const a = placedPolygon(state.a), b: Placed = { shape: shapeOfB(state), pose: poseOf(state.b) };
  const motionA = motionOf(state.a, state.ignoreRotation), motionB = motionOf(state.b, state.ignoreRotation);
  const options = { motionA, motionB, tolerance: 10 ** state.toleranceExponent, maxIterations: Math.round(state.maxIterations) };
  // A circle is cast as a circle (shapeAngularCast, with GJK's distance), not as the polygon it is dragged by.
  const cast = isCircle(state)
    ? shapeAngularCast({ a: { shape: convexOf(a.shape), pose: a.pose }, b: { shape: circleShape(state.bRadius), pose: b.pose }, ...options })
    : angularCast({ a, b, ...options });
  return { a, b, motionA, motionB, cast };
}
const motionOf = (m: Mover, ignoreRotation: boolean): Motion => ({ velocity: { x: m.vx, y: m.vy }, angularVelocity: ignoreRotation ? 0 : m.spin });
const stateText: Record<AngularCastOutput['state'], string> = {
  hit: 'hit', miss: 'miss', overlapped: 'overlapped at the start',
  maxIterations: 'gave up: iteration limit reached', stalled: 'gave up: stalled (no progress)',
};
const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));

export default defineFigure<State, Derived>({
  id: 'angular-cast',
  title: 'Time of impact with rotation: conservative advancement',
  height: 460,
  views: [
    { id: 'world', title: 'World: A, A′ at t = 1, and A at every iteration', center: { x: -0.6, y: 0 }, span: 6.5 },
    { id: 'md', title: 'Configuration space: B − A at every iteration', center: { x: 1.8, y: 0 }, span: 8.5 },
  ],
  legend: [
    { color: 'shapeA', label: 'A, A′ at the end of the step (dashed), A at each iteration (faint)' },
    { color: 'shapeB', label: 'B (and its ghosts when it moves)' },
    { color: 'minkowski', label: 'B − A at each iteration, the scrubbed one bold' },
    { color: 'translation', label: 'distance at the scrubbed iteration; the contact' },
  ],
  caption: `
    <p>A slides along its arrow and turns by its spin over one step, t from 0 to 1; A′ (dashed) is where it ends.
    Once shapes turn, B − A no longer just slides: it changes shape as it goes, and a single ray cannot find the
    contact. Conservative advancement asks a safe question instead. At the current time it measures the distance
    d and the normal n; no point of A can close on B faster than the bound
    <em>v·n + r<sub>A</sub>|ω<sub>A</sub>| + r<sub>B</sub>|ω<sub>B</sub>|</em>: the closing speed of the centres along
    n (v is A’s velocity less B’s), plus the fastest any point of a turning shape moves, its farthest corner’s distance r times its spin ω (an
    arc’s length is angle times radius). So nothing can touch before d divided by that bound: advance there and
    measure again. This recreates the last demo of Paul Firth’s “Collision detection for dummies” (its section
    “Continuous Angular/Linear”): Erwin Coumans’s time of impact, with A turned 90° over the step.</p>
    <p>Scrub through the iterations: each faint A is one safe time, and each outline in the second view is B − A at that
    time, closing in on the origin. The bound needs ω in <strong>radians</strong> per step. The panel shows degrees
    for reading, but 90 typed into the bound where π/2 belongs makes the turning term 57 times too large, and the
    steps nearly that much too small: for the source’s 90° turn, 411 iterations where 14 do.</p>
    <p>When the bound is loose (a long shape spinning fast close to another) the steps get tiny, so the loop has an
    iteration limit and reports when it gives up instead of looping on (<strong>Slow convergence</strong>). A
    negative v·n alone is not a reason to stop: the spin may still bring the shapes together. When the whole bound
    is 0 or less, the gap cannot close and the answer is a miss. Try <strong>Rotational tunnelling</strong> with
    and without <strong>ignore rotation</strong>: both ends of the step are clear, and only the turn in between
    meets the box. <strong>Box2D’s testbed case</strong> (its time-of-impact scene, a tenth of the size): a small
    box sliding and turning beside a long slab; the first step already reaches past t = 1, so one measurement
    proves they never touch.</p>
    <p>Does it work for a circle too, as a reader of the source asked? The loop needs only two things: the distance
    at a time and a bound on how fast it can shrink. Make B a <strong>circle</strong>: the distance now comes from
    GJK (see the chapter beyond polygons), and B − A is −A grown by the circle’s radius, with round corners. Spin
    the circle as fast as you like (<strong>A spinning circle</strong> turns it twice in the step): r<sub>B</sub>|ω<sub>B</sub>|
    stays 0 and the steps are those of a still circle, because a circle turning about its centre brings no point of
    its outline any closer. Only its centre’s motion counts. A capsule would add the half length of its segment
    times its spin, and nothing for its rounding.</p>`,
  initialState,
  fields: [
    ...(['a', 'b'] as const).flatMap((w) => [
      ...polygonFields(w),
      { kind: 'number' as const, path: `${w}.vx`, min: -VELOCITY_LIMIT, max: VELOCITY_LIMIT },
      { kind: 'number' as const, path: `${w}.vy`, min: -VELOCITY_LIMIT, max: VELOCITY_LIMIT },
      { kind: 'number' as const, path: `${w}.spin`, min: -SPIN_LIMIT, max: SPIN_LIMIT },
    ]),
    { kind: 'number', path: 'toleranceExponent', min: -6, max: -1 },
    { kind: 'number', path: 'maxIterations', min: 1, max: ITERATION_LIMIT, integer: true },
    { kind: 'number', path: 'iteration', min: 0, max: ITERATION_LIMIT, integer: true },
    { kind: 'boolean', path: 'ignoreRotation' },
    { kind: 'choice', path: 'bShape', options: ['polygon', 'circle'] },
    { kind: 'number', path: 'bRadius', min: CIRCLE_RADIUS.min, max: CIRCLE_RADIUS.max },
  ],

  derive(state) {
    const { a, b, motionA, motionB, cast } = castFor(state);
    const differences = cast.iterations.map((it) => (isCircle(state)
      ? differenceOutline({ shape: convexOf(a.shape), pose: it.poseA }, { shape: circleShape(state.bRadius), pose: { position: it.poseB.position, angle: 0 } })
      : minkowskiDifference({ shape: a.shape, pose: it.poseA }, { shape: b.shape, pose: it.poseB }).vertices));
    return {
      a, b, motionA, motionB, cast, differences, current: clampIteration(state.iteration, cast.iterations.length),
      endA: advancePose(a.pose, motionA, 1), endB: advancePose(b.pose, motionB, 1),
    };
  },

  readouts(state, d) {
    const { cast } = d;
    const it = cast.iterations[d.current];
    const count = cast.iterations.length;
    return [
      { name: 'state', label: 'State', value: stateText[cast.state] },
      // A miss has no time (the cast's t there is only where the loop ran out of step); a cast that gave up
      // keeps the safe time it reached.
      { name: 't', label: 't (of impact, or where it gave up)', value: cast.state === 'miss' || cast.state === 'overlapped' ? null : cast.t },
      { name: 'iterations', label: 'Iterations (limit)', value: `${count} (${Math.round(state.maxIterations)})` },
      { name: 'spin-a', label: 'Spin of A', value: `${fixed(state.a.spin * DEGREES, 1)}°/step = ${fixed(state.a.spin)} rad/step${state.ignoreRotation ? ' (ignored)' : ''}` },
      { name: 'k', label: 'Scrubbed iteration', value: `${d.current + 1} of ${count}` },
      { name: 'k-t', label: 't at this iteration', value: it.t },
      { name: 'k-distance', label: 'Distance d', value: it.distance, unit: 'u', digits: 4 },
      { name: 'k-normal', label: 'Normal n (A → B)', value: formatVector(it.normal) },
      { name: 'k-closing', label: 'Closing speed v·n', value: it.closingSpeed },
      { name: 'k-reach-a', label: 'rA·|ωA|', value: it.reachA },
      { name: 'k-reach-b', label: 'rB·|ωB|', value: it.reachB },
      { name: 'k-step', label: 'Δt = d / (v·n + rA|ωA| + rB|ωB|)', value: it.step, digits: 4 },
      { name: 'distances', label: 'd at each iteration', value: cast.iterations.slice(0, 8).map((i) => fixed(i.distance)).join(', ') + (count > 8 ? ', …' : '') },
      {
        name: 'radii', label: 'rA, rB (farthest corner)',
        value: isCircle(state) ? `${fixed(d.a.shape.radius)}, 0 (B is a circle: turning, it brings no point closer)` : `${fixed(d.a.shape.radius)}, ${fixed(d.b.shape.radius)}`,
      },
    ];
  },

  controls(panel) {
    // The field and the buttons stop at the last iteration the cast records (a link may ask for more: the
    // figure shows the last, d.current, and the field says so).
    panel.number('iteration', {
      min: 1, max: ITERATION_LIMIT, step: 1, maxOf: (_s, d) => d.cast.iterations.length,
      get: (_s, d) => d.current + 1,
      set: (s, v) => ({ ...s, iteration: Math.round(v) - 1 }),
    });
    panel.button('Previous iteration', (s, d) => ({ ...s, iteration: Math.max(0, d.current - 1) }));
    panel.button('Next iteration', (s, d) => ({ ...s, iteration: clampIteration(d.current + 1, d.cast.iterations.length) }));
    const spin = (w: 'a' | 'b') => ({
      min: -SPIN_LIMIT * DEGREES, max: SPIN_LIMIT * DEGREES, step: 1, unit: '°/step',
      get: (s: State) => Number((s[w].spin * DEGREES).toFixed(1)),
      set: (s: State, degrees: number) => ({ ...s, [w]: { ...s[w], spin: degrees / DEGREES } }),
    });
    const velocity = (w: 'a' | 'b', axis: 'vx' | 'vy') => ({
      min: -VELOCITY_LIMIT, max: VELOCITY_LIMIT, step: 0.05, unit: 'u/step',
      get: (s: State) => s[w][axis],
      set: (s: State, v: number) => ({ ...s, [w]: { ...s[w], [axis]: v } }),
    });
    const motionA = panel.folder('Motion of A');
    motionA.number('spin', spin('a'));
    motionA.number('velocity x', velocity('a', 'vx'));
    motionA.number('velocity y', velocity('a', 'vy'));
    const motionB = panel.folder('Motion of B');
    motionB.number('spin', spin('b'));
    motionB.number('velocity x', velocity('b', 'vx'));
    motionB.number('velocity y', velocity('b', 'vy'));
    panel.number('tolerance (log₁₀ u)', { min: -6, max: -1, step: 0.5, get: (s) => s.toleranceExponent, set: (s, v) => ({ ...s, toleranceExponent: v }) });
    panel.number('max iterations', { min: 1, max: ITERATION_LIMIT, step: 1, get: (s) => s.maxIterations, set: (s, v) => ({ ...s, maxIterations: Math.round(v) }) });
    panel.toggle('ignore rotation', { get: (s) => s.ignoreRotation, set: (s, ignoreRotation) => ({ ...s, ignoreRotation }) });
    panel.choice('shape of B', {
      options: { polygon: 'polygon', circle: 'circle' },
      get: (s) => s.bShape,
      set: (s, shape) => ({ ...s, iteration: 0, bShape: shape === 'circle' ? 'circle' : 'polygon' }),
    });
    panel.number('radius of B (circle)', {
      min: CIRCLE_RADIUS.min, max: CIRCLE_RADIUS.max, step: 0.05, unit: 'u',
      get: (s) => s.bRadius, set: (s, v) => ({ ...s, iteration: 0, bRadius: v }),
    });
    panel.button('The source’s 90° turn', () => initialState());
    // A long rod standing upright, spinning four turns in the step beside a block: the bound r|w| is ~38 u per
    // step against a closing speed of 0.5, so every step is tiny and 64 iterations are not enough.
    panel.button('Slow convergence', (s) => ({
      ...s, iteration: 0, ignoreRotation: false, bShape: 'polygon', maxIterations: 64,
      a: { x: -2.2, y: 0, angle: Math.PI / 2, vertices: box(1.5, 0.1), vx: 0.5, vy: 0, spin: 8 * Math.PI },
      b: { x: 0, y: 0, angle: 0, vertices: box(0.4, 0.4), ...still },
    }));
    // A bar turning half a turn about its centre under a small box: both ends of the step are clear, the
    // sweep in between is not.
    panel.button('Rotational tunnelling', (s) => ({
      ...s, iteration: 0, ignoreRotation: false, bShape: 'polygon',
      a: { x: -0.6, y: -0.6, angle: 0, vertices: box(2, 0.1), vx: 0, vy: 0, spin: Math.PI },
      b: { x: -0.6, y: 0.9, angle: 0, vertices: box(0.2, 0.2), ...still },
    }));
    // Box2D's time-of-impact testbed scene, scaled by 1/10 and moved near the origin: a long slab (still) and a
    // small box that slides and turns 15 degrees beside its far corner.
    panel.button('Box2D’s testbed case', (s) => ({
      ...s, iteration: 0, ignoreRotation: false, bShape: 'polygon',
      a: { x: -1.05, y: -0.5, angle: 2.95, vertices: box(2.5, 0.5), ...still },
      b: { x: 1.8974, y: 0.4747, angle: -1.8544, vertices: box(0.25, 0.25), vx: 0.1121, vy: -0.0831, spin: 0.2611 },
    }));
    // The source's turning bar against a circle spinning two turns in the step: its spin changes no step.
    panel.button('A spinning circle', () => spinningCircle());
  },

  draw(scene) {
    scene.layer('world', (pen, s, d) => {
      pen.grid(1);
      const bMoves = s.b.vx !== 0 || s.b.vy !== 0 || s.b.spin !== 0;
      d.cast.iterations.forEach((it, k) => {
        const current = k === d.current;
        pen.polygon(worldVertices({ shape: d.a.shape, pose: it.poseA }), { color: 'shapeA', width: current ? 2 : 1, alpha: current ? 0.8 : 0.3, fill: current ? 'shapeA' : undefined, fillAlpha: 0.08 });
        if (bMoves) pen.polygon(worldVertices({ shape: d.b.shape, pose: it.poseB }), { color: 'shapeB', width: current ? 2 : 1, alpha: current ? 0.8 : 0.3 });
      });
      pen.polygon(worldVertices({ shape: d.a.shape, pose: d.endA }), { color: 'shapeA', width: 1.5, alpha: 0.6, dash: 5 });
      pen.label('A′', d.endA.position, { color: 'shapeA', size: 13, offset: { x: 16, y: 16 } });
      if (bMoves) pen.polygon(worldVertices({ shape: d.b.shape, pose: d.endB }), { color: 'shapeB', width: 1.5, alpha: 0.6, dash: 5 });
    });
    for (const which of ['b', 'a'] as const) {
      scene.body('world', {
        id: which.toUpperCase(), label: which === 'a' ? 'polygon A' : 'shape B', color: shapeColor(which), rotatable: true, fillAlpha: 0.12,
        shape: (s) => (which === 'a' ? polygonShape(s.a) : shapeOfB(s)),
        pose: (s) => poseOf(s[which]),
        setPose: (s, pose) => ({ ...s, iteration: 0, [which]: withPolygonPose(s[which], pose) }),
      });
    }
    scene.layer('world', (pen, s, d) => {
      pen.label('A', { x: s.a.x, y: s.a.y }, { color: 'shapeA', bold: true, size: 15, offset: { x: -12, y: -12 } });
      pen.label('B', { x: s.b.x, y: s.b.y }, { color: 'shapeB', bold: true, size: 15, offset: { x: -12, y: -12 } });
      for (const which of ['a', 'b'] as const) {
        const m = s[which];
        if (m.vx !== 0 || m.vy !== 0) pen.arrow({ x: m.x, y: m.y }, { x: m.x + m.vx, y: m.y + m.vy }, { color: shapeColor(which), width: 2 });
      }
      const it = d.cast.iterations[d.current];
      if (d.cast.state === 'hit' && d.current === d.cast.iterations.length - 1) {
        pen.dot(it.pointB, 6, { fill: 'translation' });
      } else {
        pen.segment(it.pointA, it.pointB, { color: 'translation', width: 2.5 });
        pen.dot(it.pointA, 3.5, { fill: 'shapeA' });
        pen.dot(it.pointB, 3.5, { fill: 'shapeB' });
      }
    });
    for (const which of ['a', 'b'] as const) {
      scene.velocityHandle('world', {
        id: `${which.toUpperCase()}-velocity`, color: shapeColor(which),
        origin: (s) => ({ x: s[which].x, y: s[which].y }),
        velocity: (s) => ({ x: s[which].vx, y: s[which].vy }),
        setVelocity: (s, v) => ({ ...s, iteration: 0, [which]: { ...s[which], vx: clamp(v.x, VELOCITY_LIMIT), vy: clamp(v.y, VELOCITY_LIMIT) } }),
      });
    }

    // B − A stays in sight: a drag or key that would carry it out of its view stops at the edge.
    scene.keepInView('md', (_s, d) => d.differences[0] ?? []);
    scene.layer('md', (pen, _s, d) => {
      pen.grid(1);
      d.differences.forEach((md, k) => {
        if (k !== d.current) pen.polygon(md, { color: 'minkowski', width: 1, alpha: 0.3 });
      });
      const md = d.differences[d.current];
      const it = d.cast.iterations[d.current];
      pen.polygon(md, { fill: 'minkowski', fillAlpha: 0.12, color: 'minkowski', width: 3 });
      const origin = { x: 0, y: 0 };
      const nearest = { x: it.normal.x * it.distance, y: it.normal.y * it.distance };
      pen.segment(origin, nearest, { color: 'translation', width: 3 });
      pen.dot(nearest, 4.5, { fill: 'translation' });
      pen.label(`I${d.current + 1}: t = ${fixed(it.t)}, d = ${fixed(it.distance)}`, nearest, { color: 'translation', size: 12, offset: { x: 10, y: -14 }, anchor: { x: 0, y: 0.5 }, corners: true });
      pen.dot(origin, 5, { fill: 'origin' });
      pen.label('origin', origin, { color: 'muted', size: 11, offset: { x: -8, y: 8 }, anchor: { x: 1, y: 0 } });
    });
  },
});
