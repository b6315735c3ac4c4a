// Two moving polygons in a fixed-timestep simulation, checked with SAT at the end of every step, and
// optionally with a continuous check (angularCast) over every step: tunnelling made visible.

import {
  type AngularCastOutput, type Body, type ConvexPolygon, type Pose, advancePose, clamp, dot, makeBox, makeRegularPolygon, minkowskiDifference,
  polygonDistance, stepBodies, worldVertices,
} from '../geometry';
import { clampedPose, poseFields } from './shared/shapes';
import { bodiesAB } from './shared/bodies';
import { defineFigure, shapeColor } from '../ui/figure';
import { fixed } from '../ui/format';

interface Mover {
  readonly x: number;
  readonly y: number;
  readonly angle: number;
  /** Per second. */
  readonly vx: number;
  readonly vy: number;
  readonly omega: number;
}

interface State {
  readonly a: Mover;
  readonly b: Mover;
  readonly shapeB: 'wall' | 'hexagon';
  /** Seconds per step. */
  readonly timeStep: number;
  /** Multiplies every velocity. */
  readonly speed: number;
  readonly continuous: boolean;
  readonly steps: number;
  readonly playing: boolean;
  readonly elapsed: number;
}

interface TrailStep {
  readonly index: number;
  readonly poseA: Pose;
  readonly poseB: Pose;
  readonly discreteHit: boolean;
  readonly cast: AngularCastOutput | null;
  /** Poses at the time of impact the continuous check found. */
  readonly impact: { readonly poseA: Pose; readonly poseB: Pose; readonly point: { x: number; y: number } } | null;
}

interface Derived {
  readonly bodyA: Body;
  readonly bodyB: Body;
  readonly trail: readonly TrailStep[];
  readonly last: TrailStep | null;
  readonly missedInTrail: number;
  /** Width of B − A along the relative motion: a step longer than this may have no end in contact. */
  readonly widthAlongMotion: number | null;
  /** Seconds from the start to the latest contact the continuous check found in the recent steps; null for none. */
  readonly latestImpact: number | null;
}

const shapeA: ConvexPolygon = makeBox(0.25, 0.25);
const shapesB: Record<State['shapeB'], ConvexPolygon> = { wall: makeBox(0.1, 1.5), hexagon: makeRegularPolygon(6, 0.6) };
const TRAIL = 10;
const MAX_STEPS = 400;
/** The velocity arrow shows where a body goes in this many seconds, at the chosen speed. */
const ARROW_SECONDS = 0.25;
const VELOCITY_LIMIT = 40;
/**
 * World units from the centre, across and up, within which A is in sight in the narrowest layout (a phone's view
 * shows about ±3.6 across, a wide one about ±6.6, and every layout ±3.25 up; A reaches 0.35 from its centre): a run
 * ends at its last step that leaves a moving body within this, so that no layout is left stepping a body it cannot
 * show. A body a wide view let the reader place farther out than this runs on, on its own side of the view, until it
 * is RUN_ON past where it started.
 */
const VIEW_REACH = { x: 3.2, y: 2.9 };
const RUN_ON = 1.5;

const initialState = (): State => ({
  a: { x: -2.4, y: -0.4, angle: 0, vx: 5, vy: 0.6, omega: 2 },
  b: { x: 0.3, y: 0, angle: 0.15, vx: 0, vy: 0, omega: 0.4 },
  shapeB: 'wall', timeStep: 0.1, speed: 1, continuous: true, steps: 5, playing: false, elapsed: 0,
});

const bodyOf = (m: Mover, shape: ConvexPolygon, speed: number): Body => ({
  shape, pose: { position: { x: m.x, y: m.y }, angle: m.angle }, motion: { velocity: { x: m.vx * speed, y: m.vy * speed }, angularVelocity: m.omega * speed },
});
const poseAfter = (body: Body, seconds: number): Pose => advancePose(body.pose, body.motion, seconds);
const restart = (s: State): State => ({ ...s, steps: 0, playing: false, elapsed: 0 });
const shapeOf = (s: State, which: 'a' | 'b') => (which === 'a' ? shapeA : shapesB[s.shapeB]);
const bodyAt = (s: State, which: 'a' | 'b', steps: number): Body => {
  const start = bodyOf(s[which], shapeOf(s, which), s.speed);
  return { ...start, pose: poseAfter(start, steps * s.timeStep) };
};
/** Out of sight and moving no closer: velocities are constant, so it never comes back. */
const goneForGood = (body: Body, start: Mover) => {
  const { position } = body.pose, { velocity } = body.motion;
  const moving = velocity.x !== 0 || velocity.y !== 0;
  // Only a body placed past the reach runs on, and only on its own side: one that crossed the centre has left where
  // it started.
  const reach = (p: number, from: number, within: number) => (p * from > 0 && Math.abs(from) > within ? Math.abs(from) + RUN_ON : within);
  const past = (p: number, v: number, from: number, within: number) => Math.abs(p) > reach(p, from, within) && p * v >= 0;
  return moving && (past(position.x, velocity.x, start.x, VIEW_REACH.x) || past(position.y, velocity.y, start.y, VIEW_REACH.y));
};
/**
 * Play stops at the cap, or at the last step before a moving body leaves the view for good: the two can no longer
 * meet where the reader sees them, and the run ends with both in sight. The first step is always taken (a step
 * long enough to leave the view at once is still the step the reader asked to see).
 */
const runIsOver = (s: State, steps: number) =>
  steps >= MAX_STEPS || (steps > 0 && (goneForGood(bodyAt(s, 'a', steps + 1), s.a) || goneForGood(bodyAt(s, 'b', steps + 1), s.b)));

export default defineFigure<State, Derived>({
  id: 'sat-moving',
  title: 'Moving polygons: checking only at the end of each step',
  height: 440,
  views: [{ id: 'world', title: 'World', center: { x: 0, y: 0 }, span: 6.5 }],
  legend: [
    { color: 'shapeA', label: 'A, with its recent steps' },
    { color: 'shapeB', label: 'B' },
    { color: 'overlap', label: 'a step whose end overlaps (the discrete check catches it)' },
    { color: 'translation', label: 'contact found by the continuous check that the discrete one missed' },
  ],
  caption: `
    <p>This recreates the opening of Hunter GW’s separating-axis article: a simulation moves both polygons by their
    velocity and spin, one fixed time step at a time, and runs SAT only on where each step ends. Press
    <strong>Step</strong> or <strong>Play</strong>; drag a polygon or the tip of its velocity arrow (it shows a quarter
    second of motion at the chosen speed) to set up a new run. The faint outlines are the last steps, in the overlap
    colour where the check found one. Nothing is pushed apart here: the figure only asks whether they touched.</p>
    <p>Try <strong>Tunnel</strong>. A step is longer than the wall and the box together, measured along the motion
    (0.2 + 0.5 units here; the readout gives the width of B − A along the motion). Then there may be no step end at
    which they overlap: A ends one step just before the wall and the next just past it. The discrete check never sees
    the collision: that is <em>tunnelling</em>. Whether a given run tunnels depends on where the step ends fall. The
    continuous check casts each step’s motion, turning included, and reports the first time of contact within it.
    Where the discrete check saw nothing, that contact is drawn in blue.</p>`,
  initialState,
  fields: [
    ...(['a', 'b'] as const).flatMap((w) => [
      ...poseFields(w),
      { kind: 'number' as const, path: `${w}.vx`, min: -VELOCITY_LIMIT, max: VELOCITY_LIMIT }, { kind: 'number' as const, path: `${w}.vy`, min: -VELOCITY_LIMIT, max: VELOCITY_LIMIT },
      { kind: 'number' as const, path: `${w}.omega`, min: -30, max: 30 },
    ]),
    { kind: 'choice', path: 'shapeB', options: ['wall', 'hexagon'] },
    { kind: 'number', path: 'timeStep', min: 0.005, max: 0.5 },
    { kind: 'number', path: 'speed', min: 0.1, max: 10 },
    { kind: 'boolean', path: 'continuous' },
    { kind: 'number', path: 'steps', min: 0, max: MAX_STEPS, integer: true },
  ],

  derive(state) {
    const startA = bodyOf(state.a, shapeA, state.speed), startB = bodyOf(state.b, shapesB[state.shapeB], state.speed);
    const steps = Math.min(MAX_STEPS, Math.max(0, Math.round(state.steps)));
    const trail: TrailStep[] = [];
    let bodyA = startA, bodyB = startB;
    for (let k = 1; k <= steps; k++) {
      const recent = k > steps - TRAIL;
      const step = stepBodies(bodyA, bodyB, state.timeStep, { continuous: recent && state.continuous });
      if (recent) {
        const cast = step.continuous;
        let impact: TrailStep['impact'] = null;
        if (cast && cast.state === 'hit' && !step.discreteHit) {
          const poseA = poseAfter(bodyA, cast.t * state.timeStep), poseB = poseAfter(bodyB, cast.t * state.timeStep);
          const contact = polygonDistance({ shape: bodyA.shape, pose: poseA }, { shape: bodyB.shape, pose: poseB });
          impact = { poseA, poseB, point: contact.pointA };
        }
        trail.push({ index: k, poseA: step.a.pose, poseB: step.b.pose, discreteHit: step.discreteHit, cast, impact });
      }
      bodyA = step.a;
      bodyB = step.b;
    }
    // B - A at the current poses, measured along the relative motion of A against B.
    const relative = { x: bodyA.motion.velocity.x - bodyB.motion.velocity.x, y: bodyA.motion.velocity.y - bodyB.motion.velocity.y };
    const speed = Math.hypot(relative.x, relative.y);
    let widthAlongMotion: number | null = null;
    if (speed > 0) {
      const along = minkowskiDifference(bodyA, bodyB).vertices.map((v) => dot(v, relative) / speed);
      widthAlongMotion = Math.max(...along) - Math.min(...along);
    }
    // The latest contact the continuous check found among the recent steps (the drawing keeps showing it).
    const hitStep = [...trail].reverse().find((t) => t.cast?.state === 'hit');
    const latestImpact = hitStep ? (hitStep.index - 1 + hitStep.cast!.t) * state.timeStep : null;
    return { bodyA, bodyB, trail, last: trail[trail.length - 1] ?? null, missedInTrail: trail.filter((t) => t.impact).length, widthAlongMotion, latestImpact };
  },

  readouts(state, d) {
    const last = d.last;
    const cast = last?.cast;
    return [
      { name: 'steps', label: 'Steps', value: runIsOver(state, Math.round(state.steps)) ? `${Math.round(state.steps)} (the run is over: Back to the start)` : Math.round(state.steps), digits: 0 },
      { name: 'time', label: 'Simulated time', value: Math.round(state.steps) * state.timeStep, unit: 's', digits: 2 },
      { name: 'discrete', label: 'Discrete check (last step)', value: last ? (last.discreteHit ? 'overlap' : 'no contact') : '—' },
      { name: 'continuous', label: 'Continuous check (last step)', value: !state.continuous ? 'off' : cast ? (cast.state === 'hit' ? `hit at t = ${fixed(cast.t, 3)} of the step` : cast.state) : '—' },
      { name: 'toi', label: 'Time of impact (latest found)', value: d.latestImpact, unit: 's' },
      { name: 'missed', label: 'Missed by the discrete check (recent steps)', value: d.missedInTrail, digits: 0 },
      { name: 'travel', label: 'A moves per step', value: Math.hypot(state.a.vx, state.a.vy) * state.speed * state.timeStep, unit: 'u' },
      { name: 'width', label: 'B and A together along the motion (width of B − A)', value: d.widthAlongMotion, unit: 'u' },
    ];
  },

  controls(panel) {
    // Once the run is over, Play takes no step, as Step takes none (the steps readout says why).
    panel.button('Play / pause', (s) => ({ ...s, playing: !s.playing && !runIsOver(s, Math.round(s.steps)), elapsed: 0 }));
    // Once the next step would take a body out of sight for good, Step takes none (the steps readout says so).
    panel.button('Step', (s) => (runIsOver(s, Math.round(s.steps)) ? { ...s, playing: false } : { ...s, steps: Math.round(s.steps) + 1, playing: false }));
    panel.button('Back to the start', restart);
    panel.number('time step', { min: 0.005, max: 0.5, step: 0.005, unit: 's', get: (s) => s.timeStep, set: (s, v) => restart({ ...s, timeStep: v }) });
    panel.number('speed', { min: 0.1, max: 10, step: 0.1, unit: '×', get: (s) => s.speed, set: (s, v) => restart({ ...s, speed: v }) });
    panel.number('spin of A', { min: -30, max: 30, step: 0.1, unit: 'rad/s', get: (s) => s.a.omega, set: (s, v) => restart({ ...s, a: { ...s.a, omega: v } }) });
    panel.number('spin of B', { min: -30, max: 30, step: 0.1, unit: 'rad/s', get: (s) => s.b.omega, set: (s, v) => restart({ ...s, b: { ...s.b, omega: v } }) });
    panel.toggle('continuous check', { get: (s) => s.continuous, set: (s, continuous) => ({ ...s, continuous }) });
    panel.choice('shape of B', { options: { 'thin wall': 'wall', hexagon: 'hexagon' }, get: (s) => s.shapeB, set: (s, v) => restart({ ...s, shapeB: v as State['shapeB'] }) });
    // 10 u/s for 0.1 s: 1 unit per step, more than the 0.7 of wall (0.2) and box (0.5) together. From x = -2.5
    // the step ends fall at -1.5, -0.5 and 0.5, each 0.15 clear of the wall: the discrete check never fires. The
    // wall stands 0.4 up (it still spans A's path), so the tip of A's arrow, at x = 0, is not on B's centre knob.
    panel.button('Tunnel (fast box, thin wall)', () => ({
      ...initialState(), steps: 0,
      a: { x: -2.5, y: 0, angle: 0, vx: 10, vy: 0, omega: 0 },
      b: { x: 0, y: 0.4, angle: 0, vx: 0, vy: 0, omega: 0 },
    }));
  },

  animating: (s) => s.playing,
  paused: (s) => ({ ...s, playing: false }),
  advance(s, seconds, { reducedMotion }) {
    if (reducedMotion) {
      // Jump: straight to where the run is over.
      let steps = Math.round(s.steps);
      while (!runIsOver(s, steps)) steps++;
      return { ...s, steps, elapsed: 0, playing: false };
    }
    if (runIsOver(s, Math.round(s.steps))) return { ...s, elapsed: 0, playing: false };
    const elapsed = s.elapsed + seconds;
    if (elapsed < s.timeStep) return { ...s, elapsed };
    const steps = Math.min(MAX_STEPS, Math.round(s.steps) + 1);
    return { ...s, steps, elapsed: elapsed - s.timeStep, playing: !runIsOver(s, steps) };
  },

  draw(scene) {
    scene.layer('world', (pen, s, d) => {
      pen.grid(1);
      for (const step of d.trail) {
        const age = (d.trail[d.trail.length - 1].index - step.index) / TRAIL;
        const alpha = 0.65 * (1 - age) + 0.1;
        const outline = (shape: ConvexPolygon, pose: Pose) => worldVertices({ shape, pose });
        pen.polygon(outline(shapeA, step.poseA), { color: step.discreteHit ? 'overlap' : 'shapeA', width: step.discreteHit ? 2.5 : 1, alpha, fill: step.discreteHit ? 'overlap' : undefined, fillAlpha: 0.2 });
        if (s.b.vx !== 0 || s.b.vy !== 0 || s.b.omega !== 0) pen.polygon(outline(shapesB[s.shapeB], step.poseB), { color: 'shapeB', width: 1, alpha: alpha * 0.6 });
        if (step.impact) {
          pen.polygon(outline(shapeA, step.impact.poseA), { color: 'translation', width: 2.5, dash: 5 });
          pen.dot(step.impact.point, 6, { fill: 'translation' });
        }
      }
    });
    // Once the next step would carry a body out of sight for good, Step and Play have nothing left to show: say so
    // where the reader is looking, under the view's title.
    scene.layer('world', (pen, s) => {
      if (!runIsOver(s, Math.round(s.steps))) return;
      const { min, max } = pen.view.worldBounds();
      pen.label('The run is over: Back to the start', { x: min.x, y: max.y }, { color: 'muted', bold: true, size: 13, anchor: { x: 0, y: 0 }, offset: { x: 10, y: 30 }, fixed: true });
    });
    const setBody = (which: 'a' | 'b') => (s: State, pose: Pose): State =>
      restart({ ...s, [which]: { ...s[which], ...clampedPose(pose) } });
    // B first, so A is drawn over it.
    bodiesAB(scene, 'world', (which) => ({
      label: `polygon ${which.toUpperCase()}`, rotatable: true,
      shape: (s) => shapeOf(s, which),
      pose: (s) => bodyAt(s, which, Math.round(s.steps)).pose,
      setPose: setBody(which),
      // Mid-run the pose is where the run has got to: a new layout leaves it there rather than restart the run.
      keptInViewOnLayout: (s) => Math.round(s.steps) === 0,
    }), ['b', 'a']);
    for (const which of ['a', 'b'] as const) {
      const position = (s: State) => bodyAt(s, which, Math.round(s.steps)).pose.position;
      // The arrow is the velocity times the speed multiplier: where the body goes in ARROW_SECONDS of the run.
      const arrow = (s: State) => ({ x: s[which].vx * s.speed * ARROW_SECONDS, y: s[which].vy * s.speed * ARROW_SECONDS });
      scene.layer('world', (pen, s) => {
        const p = position(s), v = arrow(s);
        pen.arrow(p, { x: p.x + v.x, y: p.y + v.y }, { color: shapeColor(which), width: 2 });
      });
      const stored = (component: number, speed: number) => clamp(component / (ARROW_SECONDS * speed), -VELOCITY_LIMIT, VELOCITY_LIMIT);
      scene.velocityHandle('world', {
        id: `${which.toUpperCase()}-velocity`, color: shapeColor(which),
        origin: position,
        velocity: arrow,
        setVelocity: (s, v) => restart({ ...s, [which]: { ...s[which], vx: stored(v.x, s.speed), vy: stored(v.y, s.speed) } }),
        // Still, its knob stands on the body, away from its turning knob: down the wall, clear of A's arrow across it.
        stillDirection: (s) => {
          const { angle } = bodyAt(s, which, Math.round(s.steps)).pose;
          return { x: Math.sin(angle), y: -Math.cos(angle) };
        },
      });
    }
  },
});
