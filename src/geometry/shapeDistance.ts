// Signed distance between any two convex shapes (polygons, rounded polygons, circles, capsules): GJK on
// the cores, then EPA where the cores overlap. The same conventions as polygonDistance: negative while
// penetrating, the normal from A to B, mtd = distance * normal, pointB − pointA = mtd.

import type { PlacedShape } from './convexShape';
import { type EpaOutput, epaPenetration } from './epa';
import { type GjkOutput, coreScale, coresInFrameOfA, gjkDistance } from './gjk';
import { RELATIVE_TOLERANCE } from './tolerances';
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
}

export interface ShapeDistanceOutput extends SignedDistance {
  /** |distance| within the relative tolerance of the scene's size counts as touching. */
  readonly contact: ShapeContact;
  readonly gjk: GjkOutput;
  /** EPA's answer where the cores overlap; null where GJK alone was enough. */
  readonly epa: EpaOutput | null;
}

/** With `record`, GJK's and EPA's iterations are kept (for figures). */
export function shapeDistance(a: PlacedShape, b: PlacedShape, options: { readonly record?: boolean } = {}): ShapeDistanceOutput {
  const record = options.record ?? false;
  const gjk = gjkDistance(a, b, { record });
  const epa = gjk.state === 'overlapping' ? epaPenetration(a, b, { gjk, record }) : null;
  const { distance, normal, pointA, pointB } = epa ?? gjk;
  const { pointsA, pointsB } = coresInFrameOfA(a, b);
  const touching = RELATIVE_TOLERANCE * coreScale(pointsA, pointsB, a.shape.radius + b.shape.radius);
  const contact: ShapeContact = Math.abs(distance) <= touching ? 'touching' : distance < 0 ? 'overlapping' : 'separated';
  return { distance, normal, mtd: { x: normal.x * distance, y: normal.y * distance }, pointA, pointB, contact, gjk, epa };
}
