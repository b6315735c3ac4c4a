// Time of impact for two convex polygons that translate and rotate over t in [0, 1]: conservative
// advancement (Mirtich's bound, as used by Coumans and van den Bergen).
//
// At time t let d be the distance and n the normal (from A to B). No point of A can approach B along n
// faster than
//     bound = (velocityA - velocityB) . n + rA |wA| + rB |wB|
// where the first term is the closing speed of the centres along n and r |w| is the arc-length speed of
// the farthest vertex of a shape turning about its position (L = theta r). So the shapes cannot touch
// before t + d / bound: advance there and measure again. Every iterate is a lower bound on the time of
// impact, at non-negative distance, with t increasing.
//
// Exits: distance <= tolerance -> 'hit' (at t = 0 only if the gap can close: for a motion without a turn, only if
// it enters B − A through every edge the start touches); bound <= 0 -> 'miss' (the gap cannot close); t beyond 1 -> 'miss'; a step shorter than STALL_STEP -> 'stalled'; maxIterations reached ->
// 'maxIterations'. Penetrating at t = 0 (under the one touching rule) -> 'overlapped'. Input is checked first (validate.ts), so the loop
// always ends and never produces NaN.

import { DistanceResult, distanceGivenRotations } from './distance';
import { GeometryError } from './errors';
import { entersAtTouch } from './linearCast';
import type { Placed } from './polygon';
import { STALL_STEP, castTolerance } from './tolerances';
import { assertMotion, assertPlaced, castOptions, assertInput } from './validate';
import { type Motion, type Pose, type Vec2, advancePose, poseCos, poseSin, sub } from './vec2';

type Vec2Mutable = { x: number; y: number };

export type AngularCastState = 'hit' | 'miss' | 'overlapped' | 'maxIterations' | 'stalled';

export interface AngularCastInput {
  readonly a: Placed;
  readonly b: Placed;
  readonly motionA: Motion;
  readonly motionB: Motion;
  /** Distance that counts as contact; default castTolerance(rA, rB): CAST_TOLERANCE_RELATIVE times the smaller reach. */
  readonly tolerance?: number;
  readonly maxIterations?: number;
  /**
   * Whether to keep a record of every iteration (the default, what the figures draw). A game loop that wants
   * only the answer passes false: the cast then builds no object per iteration and `iterations` is empty.
   */
  readonly keepIterations?: boolean;
}

export interface AngularCastIteration {
  readonly t: number;
  readonly distance: number;
  readonly normal: Vec2;
  readonly poseA: Pose;
  readonly poseB: Pose;
  /** The bound on the closing speed used to advance from this iterate (0 on the last). */
  readonly bound: number;
  /** The bound's three terms at this iterate: (velocityA - velocityB) . normal, rA |wA| and rB |wB|. */
  readonly closingSpeed: number;
  readonly reachA: number;
  readonly reachB: number;
  /** The advance this iterate allows, distance / bound; null where the loop stopped here. */
  readonly step: number | null;
  /** Closest (or deepest) points of A and B at this iterate, world. */
  readonly pointA: Vec2;
  readonly pointB: Vec2;
}

export interface AngularCastOutput {
  readonly state: AngularCastState;
  /** Time reached: of impact for a hit, 0 when overlapped, 1 for a miss, the last safe time otherwise. */
  readonly t: number;
  /** Unit normal from A towards B at the last iterate measured (also for a miss decided beyond t = 1). */
  readonly normal: Vec2;
  /** Every iteration, in order (none when the input's keepIterations is false). */
  readonly iterations: readonly AngularCastIteration[];
  readonly tolerance: number;
}

/**
 * Where conservative advancement stops at iterate `i`, given the distance measured there and the bound on the
 * closing speed: 'overlapped' (penetrating at the start under the one touching rule, `overlapping`), 'hit' (within
 * the tolerance, unless it starts there and cannot close), 'miss' (the gap cannot close), or null to advance by
 * distance / bound. Every cast uses it. At a start within the tolerance, `closesAtStart` (where given) decides
 * whether the shapes close, in place of the bound: for motions without a turn, whether the relative motion enters
 * B − A through every edge the start touches (linearCast's `entersAtTouch`), so a corner resting on a corner
 * and moving off it is a miss whichever shape is A.
 */
export function advancementStop(
  i: number, distance: number, overlapping: boolean, bound: number, tolerance: number, closesAtStart?: () => boolean,
): 'overlapped' | 'hit' | 'miss' | null {
  if (i === 0 && overlapping) return 'overlapped';
  if (distance <= tolerance) {
    if (i > 0) return 'hit';
    if (closesAtStart) return closesAtStart() ? 'hit' : 'miss';
    if (bound > 0) return 'hit';
  }
  return bound <= 0 ? 'miss' : null;
}

/**
 * How the loop leaves iterate t, given where it stops there (advancementStop) and the step it allows: a final
 * state and time, or null to go on to t + step. A step past t = 1 is a miss; one shorter than STALL_STEP stalls.
 */
export function advancementExit(stop: 'overlapped' | 'hit' | 'miss' | null, t: number, step: number | null): { state: AngularCastState; t: number } | null {
  if (stop === 'overlapped') return { state: 'overlapped', t: 0 };
  if (stop === 'hit') return { state: 'hit', t };
  if (stop === 'miss' || step === null || t + step > 1) return { state: 'miss', t: 1 };
  return step < STALL_STEP ? { state: 'stalled', t } : null;
}

/** The distance queries' result, written over by every iteration of every cast. */
const scratch = new DistanceResult();

export function angularCast(input: AngularCastInput): AngularCastOutput {
  assertInput(input, 'angularCast');
  const { a, b, motionA, motionB } = input;
  assertPlaced(a, 'angularCast: A');
  assertPlaced(b, 'angularCast: B');
  assertMotion(motionA, 'angularCast: motionA');
  assertMotion(motionB, 'angularCast: motionB');
  const { tolerance, maxIterations } = castOptions(input, castTolerance(a.shape.radius, b.shape.radius), 'angularCast');
  const keep = input.keepIterations ?? true;
  if (typeof keep !== 'boolean') {
    throw new GeometryError('bad-parameter', `angularCast: keepIterations must be true or false; got ${String(keep)}.`);
  }

  const relativeVelocity = sub(motionA.velocity, motionB.velocity);
  const reachA = a.shape.radius * Math.abs(motionA.angularVelocity);
  const reachB = b.shape.radius * Math.abs(motionB.angularVelocity);
  const angularReach = reachA + reachB;
  const iterations: AngularCastIteration[] = [];
  let normal: Vec2 = { x: 1, y: 0 };
  const done = (state: AngularCastState, t: number): AngularCastOutput => ({ state, t, normal, iterations, tolerance });

  // A shape that does not spin keeps its cosine and sine for every iteration.
  const spinA = motionA.angularVelocity !== 0, spinB = motionB.angularVelocity !== 0, turning = spinA || spinB;
  let ca = poseCos(a.pose), sa = poseSin(a.pose), cb = poseCos(b.pose), sb = poseSin(b.pose);
  let t = 0;
  // A shape that does not move at all keeps its pose (and its placed record) for every iteration.
  const stillA = !spinA && motionA.velocity.x === 0 && motionA.velocity.y === 0;
  const stillB = !spinB && motionB.velocity.x === 0 && motionB.velocity.y === 0;
  // (Copied once: the iterations report poses, which must not change if the caller later changes its own.)
  const fixedA = stillA ? { shape: a.shape, pose: advancePose(a.pose, motionA, 0) } : a;
  const fixedB = stillB ? { shape: b.shape, pose: advancePose(b.pose, motionB, 0) } : b;
  // Without records, a moving shape's pose is written over in one placed record of the call's own.
  const movingA = stillA || keep ? null : { shape: a.shape, pose: { position: { x: 0, y: 0 }, angle: 0 } };
  const movingB = stillB || keep ? null : { shape: b.shape, pose: { position: { x: 0, y: 0 }, angle: 0 } };
  for (let i = 0; i < maxIterations; i++) {
    const placedA = stillA ? fixedA : movingA ? moveTo(movingA, a.pose, motionA, t) : { shape: a.shape, pose: advancePose(a.pose, motionA, t) };
    const placedB = stillB ? fixedB : movingB ? moveTo(movingB, b.pose, motionB, t) : { shape: b.shape, pose: advancePose(b.pose, motionB, t) };
    if (spinA && i > 0) { ca = Math.cos(placedA.pose.angle); sa = Math.sin(placedA.pose.angle); }
    if (spinB && i > 0) { cb = Math.cos(placedB.pose.angle); sb = Math.sin(placedB.pose.angle); }
    // The query writes into one reused result; the iteration keeps its own copies of what it reports.
    const query = distanceGivenRotations(placedA, placedB, ca, sa, cb, sb, scratch);
    normal = { x: query.normal.x, y: query.normal.y };
    const distance = query.distance;
    const closingSpeed = relativeVelocity.x * normal.x + relativeVelocity.y * normal.y;
    const bound = closingSpeed + angularReach;
    // Where the loop stops here, the iteration records the bound it stopped on (0 at contact) and no step.
    const stop = advancementStop(i, distance, query.contact === 'overlapping', bound, tolerance,
      i === 0 && !turning ? () => entersAtTouch(placedA, placedB, relativeVelocity, tolerance) : undefined);
    const step = stop === null ? distance / bound : null;
    if (keep) {
      iterations.push({
        t, distance, normal, poseA: placedA.pose, poseB: placedB.pose, bound: stop === 'miss' || stop === null ? bound : 0,
        closingSpeed, reachA, reachB, step, pointA: { x: query.pointA.x, y: query.pointA.y }, pointB: { x: query.pointB.x, y: query.pointB.y },
      });
    }
    const exit = advancementExit(stop, t, step);
    if (exit) return done(exit.state, exit.t);
    t += step!;
  }
  // maxIterations >= 1, so the loop measured at least once and normal is the last iterate's.
  return done('maxIterations', t);
}

/** `placed`'s pose set to `start` advanced by `motion` for time t (advancePose's numbers, in place). */
function moveTo(placed: { shape: Placed['shape']; pose: { position: Vec2Mutable; angle: number } }, start: Pose, motion: Motion, t: number): Placed {
  placed.pose.position.x = start.position.x + motion.velocity.x * t;
  placed.pose.position.y = start.position.y + motion.velocity.y * t;
  placed.pose.angle = start.angle + motion.angularVelocity * t;
  return placed;
}
