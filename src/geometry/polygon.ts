// Convex polygons: construction, validation and transforms.
//
// Vertices are local coordinates in counter-clockwise order; edge i runs from vertices[i] to
// vertices[i + 1] (cyclically) and normals[i] is its unit outward normal (rightPerp of the edge).
// The local origin is the centre of rotation: a placed polygon turns about its pose's position.

import { GeometryError } from './errors';
import { AREA_TOLERANCE, PARALLEL_ANGLE, RELATIVE_TOLERANCE } from './tolerances';
import {
  type Pose, type Vec2, add, cross, dot, length, normalize, poseRotation, rightPerp, rotate, rotateVector, sub, vec, wrapAngle,
} from './vec2';

/** Which shape of a pair: A or B. */
export type ShapeId = 'A' | 'B';

/**
 * A convex polygon as `makePolygon` (or a builder) returns it. Do not write one by hand: the core keeps
 * precomputed arrays under a key that only its own modules can name, so a hand-made literal does not type-check.
 */
export interface ConvexPolygon {
  readonly vertices: readonly Vec2[];
  /** normals[i]: unit outward normal of edge i (vertices[i] -> vertices[i + 1]). */
  readonly normals: readonly Vec2[];
  /** Distance of the farthest vertex from the local origin: the reach of a rotation about it. */
  readonly radius: number;
  readonly area: number;
  readonly centroid: Vec2;
  /** @internal The core's caches; not exported from index.ts. */
  readonly [CACHE]: PolygonCache;
}

/** @internal The key of a polygon's caches. Core modules import it from here; index.ts does not export it. */
export const CACHE: unique symbol = Symbol('ConvexPolygon caches');

/** @internal What the queries' inner loops read instead of the public arrays. */
export interface PolygonCache {
  /** Angle of normals[i] in [0, 2 pi); strictly increasing around the polygon, once. */
  readonly normalAngles: Float64Array;
  /** Angles of the reversed normals -normals[i] in [0, 2 pi), and the index of the smallest (for B - A walks in A's frame). */
  readonly reversedNormalAngles: Float64Array;
  readonly reversedStart: number;
  /** The index of the smallest of normalAngles. */
  readonly normalStart: number;
  /**
   * normalAngles and reversedNormalAngles in increasing order from their smallest, then the same plus 2 pi, then the
   * smallest plus 4 pi (2n + 1 numbers): a walk that starts at any angle reads its next angles without wrapping.
   */
  readonly normalAnglesTwice: Float64Array;
  readonly reversedAnglesTwice: Float64Array;
  /**
   * The vertices and the normals again, packed as x0 y0 x1 y1 ... (a typed array reads its numbers directly;
   * an array of points reads each through an object). Never written after construction.
   */
  readonly packedVertices: Float64Array;
  readonly packedNormals: Float64Array;
  /**
   * The polygon's own projection on each edge normal, in its own frame: edgeHigh[i] = vertices[i] . normals[i]
   * (the edge itself) and edgeLow[i] = the least vertex . normals[i] (the vertex across from it). A turn
   * leaves both unchanged, so SAT reads its own interval here instead of searching for it on every call.
   */
  readonly edgeLow: Float64Array;
  readonly edgeHigh: Float64Array;
}

export interface Placed {
  readonly shape: ConvexPolygon;
  readonly pose: Pose;
}

const describe = (p: Vec2): string => `(${p.x}, ${p.y})`;

/**
 * Validates `points` as a convex polygon and returns it counter-clockwise with its normals.
 * - a non-finite coordinate, fewer than 3 distinct points, all points on one line, zero area, a
 *   reflex vertex or a boundary that winds more than once: GeometryError naming the point;
 * - clockwise input is reversed; consecutive duplicates (within RELATIVE_TOLERANCE of the extent) are
 *   merged; a vertex lying on the straight line between its neighbours is dropped.
 */
export function makePolygon(points: readonly Vec2[]): ConvexPolygon {
  if (!Array.isArray(points)) throw new GeometryError('bad-parameter', 'A polygon needs an array of points.');
  // A plain loop, not forEach, which skips the holes of a sparse array ([p, , q]).
  for (let i = 0; i < points.length; i++) {
    const p = points[i];
    if (!p || typeof p !== 'object' || !Number.isFinite(p.x) || !Number.isFinite(p.y)) {
      throw new GeometryError('non-finite', `Point ${i} has a coordinate that is not a finite number: ${p && typeof p === 'object' ? describe(p) : String(p)}.`, i);
    }
  }
  const extent = extentOf(points);
  const merged = mergeDuplicates(points, extent * RELATIVE_TOLERANCE);
  if (merged.length < 3) {
    throw new GeometryError('too-few-points', `A polygon needs at least 3 distinct points; got ${merged.length}.`);
  }
  const counterClockwise = signedArea(merged.map((m) => m.point)) >= 0 ? merged : [...merged].reverse();
  const kept = dropCollinear(counterClockwise);
  if (kept.length < 3) {
    throw new GeometryError('collinear', 'All points lie on one line: the polygon has no area.');
  }
  const vertices = kept.map((m) => m.point);
  const area = signedArea(vertices);
  if (!(area > AREA_TOLERANCE * extent * extent)) {
    throw new GeometryError('zero-area', `The polygon's area (${area}) is too small for its size.`);
  }
  assertConvex(kept);
  return polygonFromConvexVertices(vertices);
}

/** A box centred on the local origin. */
export function makeBox(halfWidth: number, halfHeight: number): ConvexPolygon {
  if (!(halfWidth > 0) || !(halfHeight > 0) || !Number.isFinite(halfWidth) || !Number.isFinite(halfHeight)) {
    throw new GeometryError('bad-parameter', `A box needs positive, finite half extents; got ${halfWidth} x ${halfHeight}.`);
  }
  return makePolygon([vec(-halfWidth, -halfHeight), vec(halfWidth, -halfHeight), vec(halfWidth, halfHeight), vec(-halfWidth, halfHeight)]);
}

/** A regular polygon with `count` vertices on a circle of `radius`, the first at `phase` radians. */
export function makeRegularPolygon(count: number, radius: number, phase = 0): ConvexPolygon {
  if (!Number.isInteger(count) || count < 3) {
    throw new GeometryError('bad-parameter', `A regular polygon needs a whole number of at least 3 vertices; got ${count}.`);
  }
  if (!(radius > 0) || !Number.isFinite(radius)) {
    throw new GeometryError('bad-parameter', `A regular polygon needs a positive, finite radius; got ${radius}.`);
  }
  const points: Vec2[] = [];
  for (let i = 0; i < count; i++) {
    const angle = phase + (2 * Math.PI * i) / count;
    points.push(vec(radius * Math.cos(angle), radius * Math.sin(angle)));
  }
  return makePolygon(points);
}

/**
 * The convex hull of a point set, counter-clockwise, without collinear points (Andrew's monotone chain,
 * O(n log n)). For figures that let the reader place points freely. Non-finite points are an error.
 */
export function convexHull(points: readonly Vec2[]): Vec2[] {
  if (!Array.isArray(points)) throw new GeometryError('bad-parameter', `convexHull needs a list of points; got ${String(points)}.`);
  points.forEach((p, i) => {
    if (!p || typeof p !== 'object' || !Number.isFinite(p.x) || !Number.isFinite(p.y)) {
      throw new GeometryError('non-finite', `Point ${i} has a coordinate that is not a finite number: ${p && typeof p === 'object' ? describe(p) : String(p)}.`, i);
    }
  });
  const sorted = [...points].sort((p, q) => p.x - q.x || p.y - q.y);
  const unique = sorted.filter((p, i) => i === 0 || p.x !== sorted[i - 1].x || p.y !== sorted[i - 1].y);
  if (unique.length < 3) return unique;
  const turnsLeft = (o: Vec2, a: Vec2, b: Vec2) => cross(sub(a, o), sub(b, o)) > 0;
  const half = (list: Vec2[]): Vec2[] => {
    const chain: Vec2[] = [];
    for (const p of list) {
      while (chain.length >= 2 && !turnsLeft(chain[chain.length - 2], chain[chain.length - 1], p)) chain.pop();
      chain.push(p);
    }
    chain.pop();
    return chain;
  };
  return [...half(unique), ...half([...unique].reverse())];
}

/** Signed area by the shoelace formula: positive for counter-clockwise order. Any simple polygon. */
export function signedArea(points: readonly Vec2[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) twice += cross(points[i], points[(i + 1) % points.length]);
  return twice / 2;
}

/** Vertices in world coordinates. */
export function worldVertices(placed: Placed): Vec2[] {
  return verticesRelativeTo(placed, { x: 0, y: 0 });
}

/**
 * Vertices of `placed` in world coordinates minus `origin`, computed as (position - origin) + R v, so a
 * pair query far from the world origin keeps its precision (pass A's position for both shapes).
 */
export function verticesRelativeTo(placed: Placed, origin: Vec2): Vec2[] {
  const offset = sub(placed.pose.position, origin);
  const q = poseRotation(placed.pose);
  return placed.shape.vertices.map((v) => add(offset, rotateVector(q, v)));
}

/** Edge normals in world coordinates. */
export function worldNormals(placed: Placed): Vec2[] {
  const q = poseRotation(placed.pose);
  return placed.shape.normals.map((n) => rotateVector(q, n));
}

/** The polygon's centroid in world coordinates. */
export function worldCentroid(placed: Placed): Vec2 {
  return add(placed.pose.position, rotate(placed.shape.centroid, placed.pose.angle));
}

/** Builds the record for vertices already known to be convex and counter-clockwise. */
function polygonFromConvexVertices(vertices: Vec2[]): ConvexPolygon {
  const n = vertices.length;
  const normals = vertices.map((v, i) => normalize(rightPerp(sub(vertices[(i + 1) % n], v))));
  const normalAngles = Float64Array.from(normals, (m) => wrapAngle(Math.atan2(m.y, m.x)));
  const reversedNormalAngles = normalAngles.map((angle) => wrapAngle(angle + Math.PI));
  const reversedStart = reversedNormalAngles.reduce((best, angle, i) => (angle < reversedNormalAngles[best] ? i : best), 0);
  const normalStart = normalAngles.reduce((best, angle, i) => (angle < normalAngles[best] ? i : best), 0);
  const twice = (angles: Float64Array, start: number) =>
    Float64Array.from({ length: 2 * n + 1 }, (_, i) => angles[(start + i) % n] + 2 * Math.PI * Math.floor(i / n));
  let radius = 0;
  for (const v of vertices) radius = Math.max(radius, length(v));
  // The vertex across from edge i, found by climbing as the normals turn (O(n) for all edges).
  const edgeLow = new Float64Array(n), edgeHigh = new Float64Array(n);
  let across = 0;
  for (let i = 0; i < n; i++) {
    const normal = normals[i];
    if (i === 0) for (let k = 1; k < n; k++) { if (dot(vertices[k], normal) < dot(vertices[across], normal)) across = k; }
    else while (dot(vertices[(across + 1) % n], normal) < dot(vertices[across], normal)) across = (across + 1) % n;
    edgeLow[i] = dot(vertices[across], normal);
    edgeHigh[i] = dot(vertices[i], normal);
  }
  const cache: PolygonCache = Object.freeze({
    edgeLow,
    edgeHigh,
    normalAngles,
    reversedNormalAngles,
    reversedStart,
    normalStart,
    normalAnglesTwice: twice(normalAngles, normalStart),
    reversedAnglesTwice: twice(reversedNormalAngles, reversedStart),
    packedVertices: Float64Array.from(vertices.flatMap((v) => [v.x, v.y])),
    packedNormals: Float64Array.from(normals.flatMap((m) => [m.x, m.y])),
  });
  return Object.freeze({
    vertices: Object.freeze(vertices),
    normals: Object.freeze(normals),
    radius,
    area: signedArea(vertices),
    centroid: centroidOf(vertices),
    [CACHE]: cache,
  });
}

interface IndexedPoint { readonly point: Vec2; readonly index: number }

function extentOf(points: readonly Vec2[]): number {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x); maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y); maxY = Math.max(maxY, p.y);
  }
  return points.length === 0 ? 0 : Math.max(maxX - minX, maxY - minY);
}

function mergeDuplicates(points: readonly Vec2[], within: number): IndexedPoint[] {
  const out: IndexedPoint[] = [];
  points.forEach((point, index) => {
    const last = out[out.length - 1];
    if (!last || length(sub(point, last.point)) > within) out.push({ point, index });
  });
  while (out.length > 1 && length(sub(out[out.length - 1].point, out[0].point)) <= within) out.pop();
  return out;
}

/** Drops vertices where the boundary goes straight on; keeps spikes and reflex turns for assertConvex. */
function dropCollinear(points: IndexedPoint[]): IndexedPoint[] {
  let list = points;
  let changed = true;
  while (changed && list.length >= 3) {
    changed = false;
    for (let i = 0; i < list.length; i++) {
      const prev = list[(i + list.length - 1) % list.length].point;
      const here = list[i].point;
      const next = list[(i + 1) % list.length].point;
      const e0 = sub(here, prev);
      const e1 = sub(next, here);
      const sine = cross(e0, e1) / (length(e0) * length(e1));
      if (Math.abs(sine) <= PARALLEL_ANGLE && dot(e0, e1) > 0) {
        list = list.filter((_, k) => k !== i);
        changed = true;
        break;
      }
    }
  }
  return list;
}

function assertConvex(points: IndexedPoint[]): void {
  const n = points.length;
  let turning = 0;
  for (let i = 0; i < n; i++) {
    const prev = points[(i + n - 1) % n].point;
    const here = points[i];
    const next = points[(i + 1) % n].point;
    const e0 = sub(here.point, prev);
    const e1 = sub(next, here.point);
    const turn = Math.atan2(cross(e0, e1), dot(e0, e1));
    if (turn <= 0) {
      throw new GeometryError('not-convex',
        `The polygon is not convex: it turns the wrong way at point ${here.index} ${describe(here.point)}. Use convexHull to make a convex polygon from these points.`,
        here.index);
    }
    turning += turn;
  }
  if (turning > 3 * Math.PI) {
    throw new GeometryError('self-intersecting',
      `The boundary crosses itself (it winds ${Math.round(turning / (2 * Math.PI))} times around).`);
  }
}

function centroidOf(vertices: readonly Vec2[]): Vec2 {
  // Area-weighted centroid of the fan of triangles from vertices[0] (stays accurate far from the origin).
  const origin = vertices[0];
  let cx = 0, cy = 0, twiceArea = 0;
  for (let i = 1; i + 1 < vertices.length; i++) {
    const p = sub(vertices[i], origin);
    const q = sub(vertices[i + 1], origin);
    const w = cross(p, q);
    twiceArea += w;
    cx += (p.x + q.x) * w;
    cy += (p.y + q.y) * w;
  }
  return vec(origin.x + cx / (3 * twiceArea), origin.y + cy / (3 * twiceArea));
}

/** The polygon scaled by `factor` (> 0) about its local origin. */
export function scalePolygon(polygon: ConvexPolygon, factor: number): ConvexPolygon {
  if (!(factor > 0) || !Number.isFinite(factor)) {
    throw new GeometryError('bad-parameter', `A polygon can only be scaled by a positive, finite factor; got ${factor}.`);
  }
  return makePolygon(polygon.vertices.map((v) => vec(v.x * factor, v.y * factor)));
}

/** The widest share of the turn between two neighbouring corners of randomConvexPolygon. */
const MAX_GAP = 0.4;

/**
 * A random convex polygon with `count` vertices about the local origin, reproducible from `seed`: points
 * on an ellipse at random, well-spread angles, so it is always strictly convex, and no two neighbours more than
 * 0.4 of the turn apart, so the origin lies well inside it.
 */
export function randomConvexPolygon(count: number, radius: number, seed: number): ConvexPolygon {
  if (!Number.isInteger(count) || count < 3) {
    throw new GeometryError('bad-parameter', `A polygon needs a whole number of at least 3 vertices; got ${count}.`);
  }
  let s = (Math.floor(Math.abs(seed)) % 2147483646) + 1;
  const random = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const weights = Array.from({ length: count }, () => 0.35 + random());
  // No gap between neighbouring angles wider than MAX_GAP of the turn (a triangle or a quadrilateral could leave
  // more than half the turn empty, and its local origin, which it turns about, outside it): where the largest
  // weight would make one, every weight gets the same k added, the least that brings it to MAX_GAP of the sum
  // ((largest + k) / (sum + count k) = MAX_GAP; count * MAX_GAP > 1 from 3 corners on). Other polygons are unchanged.
  const largest = Math.max(...weights), sum = weights.reduce((total, w) => total + w, 0);
  const k = Math.max(0, (largest - MAX_GAP * sum) / (count * MAX_GAP - 1));
  for (let i = 0; i < count; i++) weights[i] += k;
  const total = weights.reduce((sum, w) => sum + w, 0);
  const squash = 0.55 + 0.45 * random();
  const tilt = random() * Math.PI;
  let angle = random() * 2 * Math.PI;
  const points = weights.map((w) => {
    const local = vec(radius * Math.cos(angle), radius * squash * Math.sin(angle));
    angle += (2 * Math.PI * w) / total;
    return rotate(local, tilt);
  });
  return makePolygon(points);
}
