// Signed distance between any two convex shapes (polygons, rounded polygons, circles, capsules): GJK on
// the cores, then EPA where the cores overlap. The same conventions as polygonDistance: negative while
// penetrating, the normal from A to B, mtd = distance * normal, pointB − pointA = mtd.

import { type PlacedShape, shapeReach } from './convexShape';
import { type EpaOutput, epaPenetration } from './epa';
import { type GjkOutput, assertPlacedShape, gjkDistance } from './gjk';
import { RELATIVE_TOLERANCE, contactOf, sceneScale } from './tolerances';
import type { Vec2 } from './vec2';

export type ShapeContact = 'separated' | 'touching' | 'overlapping';

/** Signed distance between two shapes, as polygonDistance gives it: negative while penetrating. */
export interface SignedDistance {
  readonly distance: number;
  /** Unit, from A towards B. */
  readonly normal: Vec2;
  /** distance × normal. */
  readonly mtd: Vec2;
  /** Nearest (or deepest) points, world: pointB − pointA = mtd. */
  readonly pointA: Vec2;
  readonly pointB: Vec2;
  /** The one touching rule: |distance| within the pair's touching tolerance counts as touching. */
  readonly contact: ShapeContact;
}

export interface ShapeDistanceOutput extends SignedDistance {
  readonly gjk: GjkOutput;
  /** EPA's answer where the cores overlap; null where GJK alone was enough. */
  readonly epa: EpaOutput | null;
}

/**
 * touchingTolerance for shapes of any kind: RELATIVE_TOLERANCE times the scene's size, each shape's reach (its
 * core's and its radius) plus the distance between their positions. For two plain polygons it is
 * touchingTolerance itself, so polygonDistance, satTest and shapeDistance give one verdict on one pair.
 */
export function shapeTouchingTolerance(a: PlacedShape, b: PlacedShape): number {
  const dx = b.pose.position.x - a.pose.position.x, dy = b.pose.position.y - a.pose.position.y;
  return RELATIVE_TOLERANCE * sceneScale(shapeReach(a.shape), shapeReach(b.shape), Math.sqrt(dx * dx + dy * dy));
}

/** With `record`, GJK's and EPA's iterations are kept (for figures). */
export function shapeDistance(a: PlacedShape, b: PlacedShape, options: { readonly record?: boolean } | null = {}): ShapeDistanceOutput {
  assertPlacedShape(a, 'shapeDistance: A');
  assertPlacedShape(b, 'shapeDistance: B');
  const record = options?.record ?? false;
  const gjk = gjkDistance(a, b, { record });
  const epa = gjk.state === 'overlapping' ? epaPenetration(a, b, { gjk, record }) : null;
  const { distance, normal, pointA, pointB } = epa ?? gjk;
  const contact = contactOf(distance, shapeTouchingTolerance(a, b));
  return { distance, normal, mtd: { x: normal.x * distance, y: normal.y * distance }, pointA, pointB, contact, gjk, epa };
}
