// Circles: the discrete test and van den Bergen's ray cast by conservative advancement.

import type { AngularCastState } from './angularCast';
import { GeometryError } from './errors';
import { STALL_STEP, castTolerance } from './tolerances';
import { assertFinite, assertVector, castOptions, assertInput } from './validate';
import { type Vec2, addScaled, dot, length, lengthSquared, scale, sub } from './vec2';

export interface Circle { readonly center: Vec2; readonly radius: number }

export interface CircleCircleOutput {
  /** |B - A| */
  readonly centerDistance: number;
  /** rA + rB */
  readonly radiusSum: number;
  /** The squared test: |B - A|^2 < (rA + rB)^2, no square root needed. */
  readonly overlapping: boolean;
  readonly centerDistanceSquared: number;
  readonly radiusSumSquared: number;
  /** Signed distance p = |B - A| - (rA + rB): negative while penetrating. */
  readonly distance: number;
  /** Unit, from A's centre towards B's; +x when the centres coincide. */
  readonly normal: Vec2;
  /** Penetration vector P = p N: move B by -P (or A by +P) to make the circles just touch. */
  readonly mtd: Vec2;
  /** The points of A and B nearest (or deepest into) each other. */
  readonly pointA: Vec2;
  readonly pointB: Vec2;
}

export function circleCircle(a: Circle, b: Circle): CircleCircleOutput {
  assertCircle(a, 'circleCircle: A');
  assertCircle(b, 'circleCircle: B');
  const between = sub(b.center, a.center);
  const centerDistanceSquared = lengthSquared(between);
  // hypot, not the root of the square: circles 1e200 across still have a distance (their squares overflow).
  const centerDistance = Math.hypot(between.x, between.y);
  const radiusSum = a.radius + b.radius;
  const normal = centerDistance > 0 ? scale(between, 1 / centerDistance) : { x: 1, y: 0 };
  const distance = centerDistance - radiusSum;
  return {
    centerDistance, radiusSum, centerDistanceSquared,
    radiusSumSquared: radiusSum * radiusSum,
    overlapping: centerDistanceSquared < radiusSum * radiusSum,
    distance, normal,
    mtd: scale(normal, distance),
    pointA: addScaled(a.center, normal, a.radius),
    pointB: addScaled(b.center, normal, -b.radius),
  };
}

export interface CircleCastInput {
  readonly a: Circle;
  readonly b: Circle;
  readonly velocityA: Vec2;
  readonly velocityB: Vec2;
  readonly tolerance?: number;
  readonly maxIterations?: number;
}

export interface CircleCastIteration {
  /** The estimate: the ray point r t (configuration space) at this iteration. */
  readonly t: number;
  readonly estimate: Vec2;
  /** The point of the MD (a circle of radius rA + rB about cB - cA) nearest the estimate. */
  readonly closestPoint: Vec2;
  /** Distance from the estimate to the MD (negative inside). */
  readonly distance: number;
  /** Unit normal at closestPoint, pointing from the estimate into the MD. */
  readonly normal: Vec2;
  /** r . n: how fast the estimate closes on the MD along the normal (the advance is distance / closingSpeed). */
  readonly closingSpeed: number;
  /** Where the ray meets the line through closestPoint perpendicular to normal: the next estimate, or null on the last iteration. */
  readonly next: { readonly t: number; readonly estimate: Vec2 } | null;
}

export interface CircleCastOutput {
  readonly state: AngularCastState;
  readonly t: number;
  readonly normal: Vec2;
  /** r = velocityA - velocityB: the ray direction in configuration space. */
  readonly ray: Vec2;
  /** The MD of the two circles: centre cB - cA, radius rA + rB. */
  readonly minkowski: Circle;
  readonly iterations: readonly CircleCastIteration[];
  readonly tolerance: number;
}

/**
 * Time of impact of two moving circles by conservative advancement, as van den Bergen casts a ray
 * against a shape given only its distance function. In configuration space the estimate x = r t starts
 * at the origin; the distance query gives the MD point nearest x and the normal there; the ray is
 * intersected with the line through that point: t += d / (r . n). Stop within `tolerance` (hit), when
 * r . n <= 0 or t passes 1 (miss), or at the caps. Circles admit a closed form; this is the iteration
 * the source text draws, recorded step by step.
 */
export function circleCast(input: CircleCastInput): CircleCastOutput {
  assertInput(input, 'circleCast');
  const { a, b } = input;
  assertCircle(a, 'circleCast: A');
  assertCircle(b, 'circleCast: B');
  assertVector(input.velocityA, 'circleCast: velocityA');
  assertVector(input.velocityB, 'circleCast: velocityB');
  const { tolerance, maxIterations } = castOptions(input, castTolerance(a.radius, b.radius), 'circleCast');
  const ray = sub(input.velocityA, input.velocityB);
  const minkowski: Circle = { center: sub(b.center, a.center), radius: a.radius + b.radius };
  const iterations: CircleCastIteration[] = [];
  const done = (state: AngularCastState, t: number, normal: Vec2): CircleCastOutput =>
    ({ state, t, normal, ray, minkowski, iterations, tolerance });

  let t = 0;
  for (let i = 0; i < maxIterations; i++) {
    const estimate = scale(ray, t);
    const toCenter = sub(minkowski.center, estimate);
    const centerDistance = length(toCenter);
    const normal = centerDistance > 0 ? scale(toCenter, 1 / centerDistance) : { x: 1, y: 0 };
    const distance = centerDistance - minkowski.radius;
    const closestPoint = addScaled(estimate, normal, distance);
    const closing = dot(ray, normal);
    const base = { t, estimate, closestPoint, distance, normal, closingSpeed: closing };
    if (i === 0 && distance < -tolerance) {
      iterations.push({ ...base, next: null });
      return done('overlapped', 0, normal);
    }
    if (distance <= tolerance && (i > 0 || closing > 0)) {
      iterations.push({ ...base, next: null });
      return done('hit', t, normal);
    }
    if (closing <= 0) {
      iterations.push({ ...base, next: null });
      return done('miss', 1, normal);
    }
    const step = distance / closing;
    const nextT = t + step;
    iterations.push({ ...base, next: { t: nextT, estimate: scale(ray, nextT) } });
    if (nextT > 1) return done('miss', 1, normal);
    if (step < STALL_STEP) return done('stalled', t, normal);
    t = nextT;
  }
  return done('maxIterations', t, iterations[iterations.length - 1].normal);
}

function assertCircle(c: Circle, name: string): void {
  if (!c || typeof c !== 'object') throw new GeometryError('bad-parameter', `${name} needs a circle; got ${String(c)}.`);
  assertVector(c.center, `${name}'s centre`);
  assertFinite(c.radius, `${name}'s radius`);
  if (!(c.radius >= 0)) throw new GeometryError('bad-parameter', `${name}'s radius must be >= 0; got ${c.radius}.`);
}

/**
 * The exact time of impact of two translating circles, in closed form. In configuration space the ray point
 * r t (r = vA - vB) meets the MD circle (centre m = cB - cA, radius R = rA + rB) where |m - r t|^2 = R^2, i.e.
 * (r.r) t^2 - 2 (m.r) t + (m.m - R^2) = 0: the smaller root. Null when they do not meet within [0, 1]; 0 when
 * they overlap or touch at the start.
 */
export function circleTimeOfImpact(a: Circle, b: Circle, velocityA: Vec2, velocityB: Vec2): number | null {
  assertCircle(a, 'circleTimeOfImpact: A');
  assertCircle(b, 'circleTimeOfImpact: B');
  assertVector(velocityA, 'circleTimeOfImpact: velocityA');
  assertVector(velocityB, 'circleTimeOfImpact: velocityB');
  const m = sub(b.center, a.center), r = sub(velocityA, velocityB);
  const R = a.radius + b.radius;
  const c = lengthSquared(m) - R * R;
  if (c <= 0) return 0;
  const qa = lengthSquared(r), qb = dot(m, r);
  if (qa === 0 || qb <= 0) return null;
  const discriminant = qb * qb - qa * c;
  if (discriminant < 0) return null;
  // The smaller root, written to avoid cancellation: c / (qb + sqrt(disc)) = (qb - sqrt(disc)) / qa.
  const t = c / (qb + Math.sqrt(discriminant));
  return t <= 1 ? t : null;
}
