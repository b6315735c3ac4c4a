// Building an AABB from an outline that turns (convex or not): the vertices are turned into the world and
// scanned for their least and greatest coordinates. Only the convex hull's vertices can ever bound the
// box, whatever the angle, so a scan of those alone gives the same box with fewer visits.

import { type BuiltAabb, buildAabb } from './boxes';
import { GeometryError } from './errors';
import { convexHull } from './polygon';
import { type Pose, type Vec2, transformPoint } from './vec2';

export interface PointsAabb extends BuiltAabb {
  /** The outline's points in the world. */
  readonly world: readonly Vec2[];
  /** How many points the scan looked at. */
  readonly visited: number;
}

/**
 * The world AABB of local `points` placed at `pose`, scanning the points at `only` (all when omitted).
 * `boundingIndices` are indices into `points`.
 */
export function aabbOfPoints(points: readonly Vec2[], pose: Pose, only?: readonly number[]): PointsAabb {
  const world = points.map((p) => transformPoint(pose, p));
  const indices = only ?? points.map((_, i) => i);
  indices.forEach((i) => {
    if (!Number.isInteger(i) || i < 0 || i >= points.length) throw new GeometryError('bad-parameter', `No point ${i} among ${points.length}.`, i);
  });
  const box = buildAabb(indices.map((i) => world[i]));
  const original = (k: number) => indices[k];
  return {
    ...box, world, visited: indices.length,
    boundingIndices: {
      minX: original(box.boundingIndices.minX), maxX: original(box.boundingIndices.maxX),
      minY: original(box.boundingIndices.minY), maxY: original(box.boundingIndices.maxY),
    },
  };
}

/** Indices of the points that are vertices of their convex hull, counter-clockwise (as `convexHull` orders them). */
export function convexHullIndices(points: readonly Vec2[]): number[] {
  const hull = convexHull(points);
  return hull.map((h) => points.findIndex((p) => p.x === h.x && p.y === h.y));
}
