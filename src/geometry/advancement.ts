// Van den Bergen's ray cast by conservative advancement for two translating convex polygons, every iteration
// recorded for drawing in configuration space (circleCast does the same for circles).
//
// With A moving by velocityA and B by velocityB, the pair at time t is the pair at 0 with the origin moved to
// the estimate x = r t, r = velocityA - velocityB: the distance between A(t) and B(t) is the distance from x to
// MD(0) = B - A, and the point of MD(0) nearest x is x + d n (n the normal from A to B). No point of MD can be
// reached along the ray sooner than the plane through that point perpendicular to n, which the ray meets at
// t + d / (r . n): that is the next estimate. Stop within `tolerance` (hit), when r . n <= 0 or t passes 1
// (miss), when a step is shorter than STALL_STEP (stalled), or at maxIterations.
// Without rotation this converges to linearCast's time of impact, from below.

import { polygonDistance } from './distance';
import type { Placed } from './polygon';
import { advancementExit, advancementStop } from './angularCast';
import { entersAtTouch } from './linearCast';
import { castTolerance } from './tolerances';
import { assertInput, assertPlaced, assertVector, castOptions } from './validate';
import { type Vec2, addScaled, dot, scale, sub } from './vec2';

export interface AdvancementCastInput {
  readonly a: Placed;
  readonly b: Placed;
  readonly velocityA: Vec2;
  readonly velocityB: Vec2;
  /** Distance that counts as contact; default castTolerance(rA, rB): CAST_TOLERANCE_RELATIVE times the smaller reach. */
  readonly tolerance?: number;
  readonly maxIterations?: number;
}

export interface AdvancementIteration {
  readonly t: number;
  /** The ray point r t in configuration space. */
  readonly estimate: Vec2;
  /** The point of MD(0) nearest the estimate: estimate + distance * normal. */
  readonly closestPoint: Vec2;
  /** Signed distance between A(t) and B(t), which is the distance from the estimate to MD(0). */
  readonly distance: number;
  /** Unit, from A towards B (from the estimate towards MD when apart). */
  readonly normal: Vec2;
  /** r . n: how fast the estimate closes on that plane. */
  readonly closingSpeed: number;
  /** Where the ray meets the plane through closestPoint perpendicular to normal, or null where the loop stopped. */
  readonly next: { readonly t: number; readonly estimate: Vec2 } | null;
}

export interface AdvancementCastOutput {
  readonly state: 'hit' | 'miss' | 'overlapped' | 'maxIterations' | 'stalled';
  readonly t: number;
  readonly normal: Vec2;
  /** r = velocityA - velocityB. */
  readonly ray: Vec2;
  readonly iterations: readonly AdvancementIteration[];
  readonly tolerance: number;
}

export function advancementCast(input: AdvancementCastInput): AdvancementCastOutput {
  assertInput(input, 'advancementCast');
  const { a, b } = input;
  assertPlaced(a, 'advancementCast: A');
  assertPlaced(b, 'advancementCast: B');
  assertVector(input.velocityA, 'advancementCast: velocityA');
  assertVector(input.velocityB, 'advancementCast: velocityB');
  const { tolerance, maxIterations } = castOptions(input, castTolerance(a.shape.radius, b.shape.radius), 'advancementCast');
  const ray = sub(input.velocityA, input.velocityB);
  const iterations: AdvancementIteration[] = [];
  const done = (state: AdvancementCastOutput['state'], t: number, normal: Vec2): AdvancementCastOutput =>
    ({ state, t, normal, ray, iterations, tolerance });

  let t = 0;
  for (let i = 0; i < maxIterations; i++) {
    const query = polygonDistance(
      { shape: a.shape, pose: { position: addScaled(a.pose.position, input.velocityA, t), angle: a.pose.angle } },
      { shape: b.shape, pose: { position: addScaled(b.pose.position, input.velocityB, t), angle: b.pose.angle } },
    );
    const estimate = scale(ray, t);
    const { distance, normal } = query;
    const closingSpeed = dot(ray, normal);
    const base = { t, estimate, closestPoint: addScaled(estimate, normal, distance), distance, normal, closingSpeed };
    // The stop rules are angularCast's, with the closing speed r . n as the bound (nothing turns here).
    const stop = advancementStop(i, distance, query.contact === 'overlapping', closingSpeed, tolerance,
      i === 0 ? () => entersAtTouch(a, b, ray, tolerance) : undefined);
    const step = stop === null ? distance / closingSpeed : null;
    iterations.push({ ...base, next: step === null ? null : { t: t + step, estimate: scale(ray, t + step) } });
    const exit = advancementExit(stop, t, step);
    if (exit) return done(exit.state, exit.t, normal);
    t += step!;
  }
  return done('maxIterations', t, iterations[iterations.length - 1].normal);
}
