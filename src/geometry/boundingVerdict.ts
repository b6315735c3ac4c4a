// A cheap test judged by the exact one: two polygons tested by their bounding circles (any radius rule of
// the game-programming text) and by their signed distance, with the four outcomes named. Only the max rule
// bounds a polygon, so only it can never miss a real contact; the average and midway rules can.

import { type BoundingCircleOutput, type RadiusRule, boundingCircle } from './bounding';
import { polygonDistance } from './distance';
import type { Placed } from './polygon';
import { type Contact, contactOf, touchingTolerance } from './tolerances';
import { assertPlaced } from './validate';

/**
 * `hit` and `miss`: the cheap test agrees with the exact one. `false-positive`: the circles meet, the shapes
 * do not (it costs an exact test, nothing worse). `false-negative`: the shapes meet, the circles do not (a
 * collision lost).
 */
export type BoundingVerdict = 'hit' | 'miss' | 'false-positive' | 'false-negative';

export interface BoundingCircleTestOutput {
  readonly circleA: BoundingCircleOutput;
  readonly circleB: BoundingCircleOutput;
  /** Distance between the two centres (each polygon's local origin, where the text centres its circle). */
  readonly centerDistance: number;
  readonly radiusSum: number;
  /**
   * The text's test, dist <= r1 + r2 (touching circles count as meeting), under the same touching rule as the
   * exact test: circles within the touching tolerance of each other meet, as shapes that close do.
   */
  readonly circlesMeet: boolean;
  /** The exact answer, under the core's one touching rule (polygonDistance's contact). */
  readonly contact: Contact;
  readonly shapesMeet: boolean;
  readonly verdict: BoundingVerdict;
}

export function boundingVerdict(circlesMeet: boolean, shapesMeet: boolean): BoundingVerdict {
  if (circlesMeet) return shapesMeet ? 'hit' : 'false-positive';
  return shapesMeet ? 'false-negative' : 'miss';
}

/** Two placed polygons tested by bounding circles under `rule`, and exactly. */
export function boundingCircleTest(a: Placed, b: Placed, rule: RadiusRule): BoundingCircleTestOutput {
  assertPlaced(a, 'boundingCircleTest: A');
  assertPlaced(b, 'boundingCircleTest: B');
  // The radii do not depend on the turn: a vertex's distance from the centre is the same at any angle.
  const circleA = boundingCircle(a.shape.vertices, rule);
  const circleB = boundingCircle(b.shape.vertices, rule);
  const centerDistance = Math.hypot(b.pose.position.x - a.pose.position.x, b.pose.position.y - a.pose.position.y);
  const radiusSum = circleA.radius + circleB.radius;
  const circlesMeet = contactOf(centerDistance - radiusSum, touchingTolerance(a, b)) !== 'separated';
  const { contact } = polygonDistance(a, b);
  const shapesMeet = contact !== 'separated';
  return { circleA, circleB, centerDistance, radiusSum, circlesMeet, contact, shapesMeet, verdict: boundingVerdict(circlesMeet, shapesMeet) };
}
