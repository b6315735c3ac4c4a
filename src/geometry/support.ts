// Supporting vertices: the vertices of a polygon that lie farthest along a direction.

import { GeometryError } from './errors';
import type { ConvexPolygon } from './polygon';
import { PARALLEL_ANGLE } from './tolerances';
import { assertPose } from './validate';
import { type Pose, type Vec2, dot, invRotateVector, isFiniteVec, normalize, poseRotation } from './vec2';

/**
 * Indices (counter-clockwise) of every vertex of `polygon` placed at `pose` that is farthest along the
 * world `direction`: one index, or two when an edge faces the direction (its normal within
 * PARALLEL_ANGLE of it). Convex polygons without collinear vertices never have more than two.
 */
export function support(polygon: ConvexPolygon, pose: Pose, direction: Vec2): number[] {
  assertPose(pose, 'support: the pose');
  if (!isFiniteVec(direction) || (direction.x === 0 && direction.y === 0)) {
    throw new GeometryError('bad-parameter', `support needs a non-zero, finite direction; got (${direction.x}, ${direction.y}).`);
  }
  const local = invRotateVector(poseRotation(pose), direction);
  return supportTies(polygon.vertices, supportIndex(polygon.vertices, local), local);
}

/**
 * The supporting vertex `best` of `direction`, and its neighbour when the edge between them faces the
 * direction to within PARALLEL_ANGLE (the sine of the angle between the edge's outward normal and the
 * direction): both then support. Counter-clockwise, the one rule for support ties.
 */
export function supportTies(vertices: readonly Vec2[], best: number, direction: Vec2): number[] {
  const n = vertices.length;
  const unit = normalize(direction);
  // Edge i -> j faces `unit` when its outward normal rightPerp(edge) points along it: cross(edge, unit) < 0,
  // with |sine| = |edge . unit| / |edge|.
  const faces = (i: number, j: number) => {
    const ex = vertices[j].x - vertices[i].x, ey = vertices[j].y - vertices[i].y;
    return Math.abs(ex * unit.x + ey * unit.y) <= PARALLEL_ANGLE * Math.hypot(ex, ey) && ex * unit.y - ey * unit.x < 0;
  };
  const previous = (best + n - 1) % n, next = (best + 1) % n;
  if (faces(best, next)) return [best, next];
  if (faces(previous, best)) return [previous, best];
  return [best];
}

/** Index of a vertex with the greatest dot product with `direction` (the first on exact ties). O(n). */
export function supportIndex(vertices: readonly Vec2[], direction: Vec2): number {
  let best = 0;
  let bestValue = dot(vertices[0], direction);
  for (let i = 1; i < vertices.length; i++) {
    const value = dot(vertices[i], direction);
    if (value > bestValue) {
      best = i;
      bestValue = value;
    }
  }
  return best;
}

/**
 * Climbs from `start` counter-clockwise to the supporting vertex of `direction`. Correct when the
 * support for `direction` lies at or counter-clockwise of `start` within less than half a turn, which
 * holds when successive queries turn the direction counter-clockwise by less than pi, as walking a
 * convex polygon's normals in order does. Amortised over a full turn of directions, O(n) in total.
 */
export function climbToSupport(vertices: readonly Vec2[], start: number, direction: Vec2): number {
  const n = vertices.length;
  let index = start;
  let value = dot(vertices[index], direction);
  for (let steps = 0; steps < n; steps++) {
    const next = index + 1 === n ? 0 : index + 1;
    const nextValue = dot(vertices[next], direction);
    if (nextValue <= value) break;
    index = next;
    value = nextValue;
  }
  return index;
}

/**
 * supportIndex on packed points (xs[i], ys[i]), i < n: the first of the largest projection on (dx, dy). The
 * hot loops (satTest, gjkDistance) keep their points in typed arrays, which read faster than objects.
 */
export function packedSupport(xs: Float64Array, ys: Float64Array, n: number, dx: number, dy: number): number {
  let best = 0, bestValue = xs[0] * dx + ys[0] * dy;
  for (let i = 1; i < n; i++) {
    const value = xs[i] * dx + ys[i] * dy;
    if (value > bestValue) { best = i; bestValue = value; }
  }
  return best;
}

/** climbToSupport on packed vertices: from `start` counter-clockwise while the projection grows. */
export function packedClimb(xs: Float64Array, ys: Float64Array, n: number, start: number, dx: number, dy: number): number {
  let index = start, value = xs[index] * dx + ys[index] * dy;
  for (let steps = 0; steps < n; steps++) {
    const next = index + 1 === n ? 0 : index + 1;
    const nextValue = xs[next] * dx + ys[next] * dy;
    if (nextValue <= value) break;
    index = next;
    value = nextValue;
  }
  return index;
}
