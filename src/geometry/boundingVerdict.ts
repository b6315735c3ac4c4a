// Cheap tests judged by the exact one: two polygons tested by their bounding circles (any radius rule of
// the game-programming text) or by their min/max boxes (the interval test and the text's corner test), and
// by their signed distance, with the four outcomes named. Only a true bound (the largest radius, the tight
// box) can never miss a real contact; the average and midway rules can, and so can the corner test.

import { type BoundingCircleOutput, type RadiusRule, boundingCircle, localBoundingBox } from './bounding';
import { polygonDistance } from './distance';
import type { Placed } from './polygon';
import { type Contact, contactOf, touchingTolerance } from './tolerances';
import { assertPlaced } from './validate';
import { type Vec2, transformPoint, vec } from './vec2';

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

/** A world-axis box: its corners' least and greatest coordinates. */
export interface WorldBox { readonly min: Vec2; readonly max: Vec2 }

export interface BoxOptions {
  /**
   * The text's loop starts its min and max at 0, assuming the centre lies inside the outline; where it does
   * not, the box grows to reach the centre.
   */
  readonly initAtZero?: boolean;
}

/** The min/max box of a placed polygon's turned vertices, in world coordinates (rebuilt at every turn). */
export function polygonWorldBox(placed: Placed, options: BoxOptions = {}): WorldBox {
  assertPlaced(placed, 'polygonWorldBox');
  const local = localBoundingBox(placed);
  const zero = options.initAtZero === true;
  const p = placed.pose.position;
  return {
    min: { x: p.x + (zero ? Math.min(0, local.minX) : local.minX), y: p.y + (zero ? Math.min(0, local.minY) : local.minY) },
    max: { x: p.x + (zero ? Math.max(0, local.maxX) : local.maxX), y: p.y + (zero ? Math.max(0, local.maxY) : local.maxY) },
  };
}

/** The box of the unturned outline in the shape's own frame, turned with it: four world corners, counter-clockwise. */
export function ownFrameBoxCorners(placed: Placed): Vec2[] {
  assertPlaced(placed, 'ownFrameBoxCorners');
  const xs = placed.shape.vertices.map((v) => v.x), ys = placed.shape.vertices.map((v) => v.y);
  const minX = Math.min(...xs), maxX = Math.max(...xs), minY = Math.min(...ys), maxY = Math.max(...ys);
  return [vec(minX, minY), vec(maxX, minY), vec(maxX, maxY), vec(minX, maxY)].map((c) => transformPoint(placed.pose, c));
}

/** The world box of some points. */
export function boxOfPoints(points: readonly Vec2[]): WorldBox {
  return {
    min: { x: Math.min(...points.map((p) => p.x)), y: Math.min(...points.map((p) => p.y)) },
    max: { x: Math.max(...points.map((p) => p.x)), y: Math.max(...points.map((p) => p.y)) },
  };
}

export const boxArea = (box: WorldBox): number => (box.max.x - box.min.x) * (box.max.y - box.min.y);

/** The interval test: the boxes overlap on x and on y (touching counts). */
export const worldBoxesOverlap = (a: WorldBox, b: WorldBox): boolean =>
  a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y;

const cornersOf = (box: WorldBox): Vec2[] => [box.min, vec(box.max.x, box.min.y), box.max, vec(box.min.x, box.max.y)];
const holds = (box: WorldBox, p: Vec2) => p.x >= box.min.x && p.x <= box.max.x && p.y >= box.min.y && p.y <= box.max.y;

/**
 * The text's other test: does a corner of either box lie in the other? It misses boxes that cross without
 * a corner inside either (a plus sign made of two bars), which the interval test catches.
 */
export const cornerContainmentTest = (a: WorldBox, b: WorldBox): boolean =>
  cornersOf(a).some((c) => holds(b, c)) || cornersOf(b).some((c) => holds(a, c));

export interface BoundingBoxTestOutput {
  readonly boxA: WorldBox;
  readonly boxB: WorldBox;
  readonly intervals: boolean;
  readonly corners: boolean;
  readonly contact: Contact;
  /** The interval test judged by the exact one (the corner test judged the same way: `cornerVerdict`). */
  readonly verdict: BoundingVerdict;
  readonly cornerVerdict: BoundingVerdict;
}

/** Two placed polygons tested by their world min/max boxes (both ways the text gives), and exactly. */
export function boundingBoxTest(a: Placed, b: Placed, options: BoxOptions = {}): BoundingBoxTestOutput {
  const boxA = polygonWorldBox(a, options), boxB = polygonWorldBox(b, options);
  const intervals = worldBoxesOverlap(boxA, boxB);
  const corners = cornerContainmentTest(boxA, boxB);
  const { contact } = polygonDistance(a, b);
  const shapesMeet = contact !== 'separated';
  return { boxA, boxB, intervals, corners, contact, verdict: boundingVerdict(intervals, shapesMeet), cornerVerdict: boundingVerdict(corners, shapesMeet) };
}
