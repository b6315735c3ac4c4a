// Circle against circle as the discrete chapter teaches it: both forms of the test (with and without the
// square root), a touching state, the concentric fallback, and resolving an overlap by the penetration
// vector shared between the two circles.

import { type Circle, type CircleCircleOutput, circleCircle } from './circles';
import { type Contact, RELATIVE_TOLERANCE, contactOf, sceneScale } from './tolerances';
import { type Vec2, addScaled, length, scale, sub } from './vec2';

export interface CircleContactOutput extends CircleCircleOutput {
  /**
   * |B − A| < rA + rB, with the square root, under the one touching rule: p < −tolerance, so circles that touch
   * (|p| within the tolerance) say "no" however the rounding fell. True exactly when the verdict is overlapping.
   */
  readonly rootTest: boolean;
  /**
   * |B − A|² < (rA + rB − tolerance)², no square root: the cheap test a game runs first, on the same side of
   * touching as `rootTest` (compared bare, the two can split where rounding leaves the centres a hair apart).
   */
  readonly squaredTest: boolean;
  /** Touching when |p| ≤ RELATIVE_TOLERANCE × scene size (the strict tests then say "no"). */
  readonly verdict: Contact;
  /** The centres coincide: no direction joins them, so the normal falls back to +x. */
  readonly concentric: boolean;
}

/**
 * circleCircle with the touching state and both forms of the test. The centre distance and the normal are
 * taken with hypot: squaring first underflows for centres closer than ~1e-154, and the normal would then
 * come out shorter than unit.
 */
export function circleContact(a: Circle, b: Circle): CircleContactOutput {
  const squared = circleCircle(a, b);
  const between = sub(b.center, a.center);
  const centerDistance = length(between);
  const normal = centerDistance > 0 ? scale(between, 1 / centerDistance) : squared.normal;
  const distance = centerDistance - squared.radiusSum;
  const result: CircleCircleOutput = {
    ...squared, centerDistance, normal, distance,
    mtd: scale(normal, distance),
    pointA: addScaled(a.center, normal, a.radius),
    pointB: addScaled(b.center, normal, -b.radius),
  };
  const tolerance = RELATIVE_TOLERANCE * sceneScale(a.radius, b.radius, result.centerDistance);
  const verdict = contactOf(result.distance, tolerance);
  return {
    ...result,
    rootTest: verdict === 'overlapping',
    squaredTest: result.centerDistanceSquared < Math.max(0, result.radiusSum - tolerance) ** 2,
    verdict,
    concentric: result.centerDistance === 0,
  };
}

/** Who moves when an overlap is resolved: B alone, A alone, or each half the way. */
export type ResolveShare = 'a' | 'b' | 'half';

/**
 * The centres after resolving an overlap by the penetration vector P = p N (p < 0, N from A to B): B moves
 * by −P, A by +P, or each by half of that. Either way the centres end rA + rB apart, moved |p| in total,
 * the least any move can. Circles that do not overlap stay where they are.
 */
export function resolveCircles(a: Circle, b: Circle, share: ResolveShare): { readonly a: Vec2; readonly b: Vec2 } {
  const contact = circleContact(a, b);
  if (contact.distance >= 0) return { a: a.center, b: b.center };
  const partOfA = share === 'a' ? 1 : share === 'half' ? 0.5 : 0;
  return {
    a: addScaled(a.center, contact.mtd, partOfA),
    b: addScaled(b.center, contact.mtd, -(1 - partOfA)),
  };
}
