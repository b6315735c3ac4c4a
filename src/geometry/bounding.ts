// Cheap bounding volumes of the game-programming text: bounding circles by a radius rule, the local
// min/max box, the fast approximate distance, and point containment by half-spaces (and a point's depth in a
// convex outline, for picking).

import { GeometryError } from './errors';
import type { Placed } from './polygon';
import { AREA_TOLERANCE, MAX_SAMPLES, RELATIVE_TOLERANCE, sceneScale } from './tolerances';
import { assertFinite, assertPlaced, assertVector } from './validate';
import { type Vec2, cross, dot, isFiniteVec, length, normalize, poseRotation, rightPerp, rotateVector, sub, unitFromAngle, vec } from './vec2';

export type RadiusRule = 'average' | 'max' | 'midway';

export interface BoundingCircleOutput {
  readonly radius: number;
  readonly averageRadius: number;
  readonly maxRadius: number;
  /** Distance of every vertex from the polygon's centre (its local origin). */
  readonly vertexDistances: readonly number[];
}

/**
 * A radius for a polygon about its centre (the local origin): the average vertex distance, the largest
 * (a true bound), or midway between the two (the text's preference: tighter than the max, a little
 * less often wrong than the average). Only the max rule bounds the polygon.
 */
export function boundingCircle(vertices: readonly Vec2[], rule: RadiusRule): BoundingCircleOutput {
  if (vertices.length === 0) throw new GeometryError('too-few-points', 'A bounding circle needs at least one vertex.');
  vertices.forEach((v, i) => assertVector(v, `boundingCircle: vertex ${i}`));
  const vertexDistances = vertices.map((v) => length(v));
  const maxRadius = Math.max(...vertexDistances);
  const averageRadius = vertexDistances.reduce((sum, d) => sum + d, 0) / vertexDistances.length;
  const radius = rule === 'max' ? maxRadius : rule === 'average' ? averageRadius : (averageRadius + maxRadius) / 2;
  return { radius, averageRadius, maxRadius, vertexDistances };
}

export interface LocalBox { readonly minX: number; readonly maxX: number; readonly minY: number; readonly maxY: number }

/**
 * The min/max box of a placed polygon relative to its position: the text keeps vertices already rotated
 * about the centre, so the box is axis-aligned and measured from the centre.
 */
export function localBoundingBox(placed: Placed): LocalBox {
  assertPlaced(placed, 'localBoundingBox');
  const q = poseRotation(placed.pose);
  const rotated = placed.shape.vertices.map((v) => rotateVector(q, v));
  return {
    minX: Math.min(...rotated.map((v) => v.x)), maxX: Math.max(...rotated.map((v) => v.x)),
    minY: Math.min(...rotated.map((v) => v.y)), maxY: Math.max(...rotated.map((v) => v.y)),
  };
}

/** Whether the min/max boxes of two placed polygons overlap (touching counts as overlapping). */
export function boundingBoxesOverlap(a: Placed, b: Placed): boolean {
  assertPlaced(a, 'boundingBoxesOverlap: A');
  assertPlaced(b, 'boundingBoxesOverlap: B');
  const boxA = localBoundingBox(a), boxB = localBoundingBox(b);
  const pa = a.pose.position, pb = b.pose.position;
  return pa.x + boxA.minX <= pb.x + boxB.maxX && pb.x + boxB.minX <= pa.x + boxA.maxX
    && pa.y + boxA.minY <= pb.y + boxB.maxY && pb.y + boxB.minY <= pa.y + boxA.maxY;
}

/**
 * The fast approximate length of (x, y): max + (5/16) min of |x| and |y|, the shift-and-add formula
 * x + y - min/2 - min/4 + min/16. It is linear in each octant, exact along the axes, and its relative
 * error ranges over [(21/16)/sqrt(2) - 1, sqrt(1 + (5/16)^2) - 1], about -7.2% to +4.8%.
 */
export function fastDistance(x: number, y: number): number {
  assertFinite(x, 'fastDistance: x');
  assertFinite(y, 'fastDistance: y');
  const ax = Math.abs(x), ay = Math.abs(y);
  const small = Math.min(ax, ay);
  return ax + ay - small / 2 - small / 4 + small / 16;
}

export interface FastDistanceError {
  readonly approximate: number;
  readonly exact: number;
  /** (approximate - exact) / exact; 0 at the origin. */
  readonly relativeError: number;
}

export function fastDistanceError(x: number, y: number): FastDistanceError {
  const approximate = fastDistance(x, y);
  const exact = Math.hypot(x, y);
  return { approximate, exact, relativeError: exact > 0 ? (approximate - exact) / exact : 0 };
}

/** The relative error along the unit direction at `angle`, sampled at `samples` angles over a full turn. */
export function fastDistanceErrorCurve(samples: number): { angle: number; relativeError: number }[] {
  if (!(samples >= 1 && samples <= MAX_SAMPLES)) {
    throw new GeometryError('bad-parameter', `fastDistanceErrorCurve: samples must be a number from 1 to ${MAX_SAMPLES}; got ${samples}.`);
  }
  const count = Math.max(8, Math.floor(samples));
  return Array.from({ length: count + 1 }, (_, i) => {
    const angle = (2 * Math.PI * i) / count;
    const u = unitFromAngle(angle);
    return { angle, relativeError: fastDistance(u.x, u.y) - 1 };
  });
}

/**
 * The exact extremes of the relative error. In the octant 0 <= y <= x the error along angle a is
 * cos a + (5/16) sin a - 1: zero at a = 0, largest at tan a = 5/16, smallest at a = pi/4; the other
 * octants mirror it.
 */
export function fastDistanceErrorBounds(): { max: number; maxAngle: number; min: number; minAngle: number } {
  const maxAngle = Math.atan(5 / 16);
  const minAngle = Math.PI / 4;
  const errorAt = (a: number) => fastDistance(Math.cos(a), Math.sin(a)) - 1;
  return { max: errorAt(maxAngle), maxAngle, min: errorAt(minAngle), minAngle };
}

export interface FastDistanceAt extends FastDistanceError {
  /** Direction of the point, in [0, 2 pi). */
  readonly angle: number;
  /** x^2 + y^2: compare this with r^2 when only "nearer than r?" is asked, and no root is needed. */
  readonly squaredDistance: number;
}

/** Everything the fast-distance figure reads for one point. */
export function fastDistanceAt(point: Vec2): FastDistanceAt {
  const angle = Math.atan2(point.y, point.x);
  return {
    ...fastDistanceError(point.x, point.y),
    angle: angle < 0 ? angle + 2 * Math.PI : angle,
    squaredDistance: point.x * point.x + point.y * point.y,
  };
}

/**
 * Every extreme of the relative error over a full turn, in [0, 2 pi): the maximum at atan(5/16) mirrored
 * into all 8 octants, the minimum on the 4 diagonals.
 */
export function fastDistanceErrorExtremes(): { angle: number; relativeError: number; kind: 'max' | 'min' }[] {
  const bounds = fastDistanceErrorBounds();
  const extremes: { angle: number; relativeError: number; kind: 'max' | 'min' }[] = [];
  for (let quadrant = 0; quadrant < 4; quadrant++) {
    const base = (quadrant * Math.PI) / 2;
    extremes.push({ angle: base + bounds.maxAngle, relativeError: bounds.max, kind: 'max' });
    extremes.push({ angle: base + bounds.minAngle, relativeError: bounds.min, kind: 'min' });
    extremes.push({ angle: base + Math.PI / 2 - bounds.maxAngle, relativeError: bounds.max, kind: 'max' });
  }
  return extremes;
}

/**
 * The iso-distance curve { p : fastDistance(p) = level }: an octagon, because the formula is linear
 * between the axes and the diagonals. Its vertices lie on those 8 directions.
 */
export function fastDistanceIsoCurve(level: number): Vec2[] {
  assertFinite(level, 'fastDistanceIsoCurve: the level');
  return Array.from({ length: 8 }, (_, i) => {
    const u = unitFromAngle((i * Math.PI) / 4);
    const f = fastDistance(u.x, u.y);
    return vec((u.x * level) / f, (u.y * level) / f);
  });
}

export interface HalfSpaceEdge {
  /** Unit outward normal of edge i (right of the edge direction for counter-clockwise input). */
  readonly normal: Vec2;
  /** Signed distance of the point from the edge's line: <= 0 on the inner side (inner allows rounding above 0). */
  readonly signedDistance: number;
  readonly inner: boolean;
  /**
   * The edge's two corners coincide: it has no line, so no normal ((0, 0)) and no distance (0), and it rules no
   * point out (inner).
   */
  readonly degenerate: boolean;
}

export interface HalfSpaceOutput {
  readonly edges: readonly HalfSpaceEdge[];
  /** Every edge puts the point on its inner side (boundary included). Correct only for convex polygons. */
  readonly inside: boolean;
  /** The exact answer by crossing number, for comparison when the polygon is not convex. */
  readonly insideExact: boolean;
  /** Whether the polygon is convex, in either winding; the half-space test may be wrong when it is not. */
  readonly convex: boolean;
  /**
   * The order of the vertices by the sign of the area. The right-hand normals point outwards only for
   * counter-clockwise order: given clockwise order the test reads every point outside.
   */
  readonly winding: Winding;
}

/** Radians: the summed turning of a simple polygon is 2 pi up to rounding, a star's is 4 pi or more. */
const TURNING_TOLERANCE = 1e-6;

export type Winding = 'counterClockwise' | 'clockwise' | 'degenerate';

/** Winding by the sign of the shoelace area (zero area is degenerate). */
export function windingOf(vertices: readonly Vec2[]): Winding {
  let twiceArea = 0;
  for (let i = 0; i < vertices.length; i++) twiceArea += cross(vertices[i], vertices[(i + 1) % vertices.length]);
  return twiceArea > 0 ? 'counterClockwise' : twiceArea < 0 ? 'clockwise' : 'degenerate';
}

/**
 * Convex in either winding: every turn (cross product of consecutive edges) has the same sign, with
 * straight turns allowed, and the boundary goes round once (the edge directions sum to one full turn,
 * which rules out a star whose turns all agree).
 */
export function isConvexPolygon(vertices: readonly Vec2[]): boolean {
  const n = vertices.length;
  let left = false, right = false, turning = 0;
  for (let i = 0; i < n; i++) {
    const e0 = sub(vertices[(i + 1) % n], vertices[i]);
    const e1 = sub(vertices[(i + 2) % n], vertices[(i + 1) % n]);
    const turn = cross(e0, e1);
    if (turn > 0) left = true;
    if (turn < 0) right = true;
    turning += Math.atan2(turn, dot(e0, e1));
  }
  return !(left && right) && Math.abs(Math.abs(turning) - 2 * Math.PI) < TURNING_TOLERANCE;
}

/**
 * Point in polygon by half-spaces: each edge's line splits the plane; a convex polygon is the
 * intersection of the inner half-planes, so the point is inside when every edge agrees. Takes any simple
 * counter-clockwise polygon (figures let the reader make it concave) and also returns the exact answer.
 */
export function halfSpaceTest(vertices: readonly Vec2[], point: Vec2): HalfSpaceOutput {
  if (!Array.isArray(vertices) || vertices.length < 3) throw new GeometryError('too-few-points', 'The half-space test needs a polygon of at least 3 vertices.');
  vertices.forEach((v, i) => assertVector(v, `halfSpaceTest: vertex ${i}`));
  assertVector(point, 'halfSpaceTest: the point');
  const n = vertices.length;
  // A point on the boundary is inside: within RELATIVE_TOLERANCE of the outline's size and the point's distance.
  let reach = 0;
  for (const v of vertices) reach = Math.max(reach, Math.hypot(v.x - vertices[0].x, v.y - vertices[0].y));
  const tolerance = RELATIVE_TOLERANCE * sceneScale(reach, 0, Math.hypot(point.x - vertices[0].x, point.y - vertices[0].y));
  const edges = vertices.map((v, i): HalfSpaceEdge => {
    const w = vertices[(i + 1) % n];
    if (v.x === w.x && v.y === w.y) return { normal: { x: 0, y: 0 }, signedDistance: 0, inner: true, degenerate: true };
    const normal = normalize(rightPerp(sub(w, v)));
    const signedDistance = dot(sub(point, v), normal);
    return { normal, signedDistance, inner: signedDistance <= tolerance, degenerate: false };
  });
  return {
    edges, inside: edges.every((e) => e.inner), insideExact: crossingNumberInside(vertices, point),
    convex: isConvexPolygon(vertices), winding: windingOf(vertices),
  };
}

/**
 * How deep `point` lies in the convex outline `vertices`: its least signed distance to the lines of the outline's
 * edges, positive inside and negative outside, in either winding (repeated points are skipped). Inside, it is the
 * distance to the outline; outside, minus it beside an edge and less than that beyond a corner, so
 * `depthInConvex(vertices, p) >= -m` holds within the outline pushed out by m with its corners mitred, uncapped.
 * An outline with no area (fewer than three points, or all on one line) holds no point: -Infinity. Convexity is not
 * checked: for any other outline the answer is for the region inside every edge's line. For a boundary tolerance
 * and every edge's verdict, see `halfSpaceTest`; for a placed polygon, `satPointTest`.
 */
export function depthInConvex(vertices: readonly Vec2[], point: Vec2): number {
  if (!Array.isArray(vertices)) throw new GeometryError('too-few-points', 'depthInConvex needs a list of vertices.');
  vertices.forEach((v, i) => assertVector(v, `depthInConvex: vertex ${i}`));
  assertVector(point, 'depthInConvex: the point');
  // Coordinates are scaled by a power of two (exactly) to an extent near 1, so that no difference or product
  // overflows or underflows at the ends of the number range; the depth is scaled back.
  let extent = Math.max(Math.abs(point.x), Math.abs(point.y));
  for (const v of vertices) extent = Math.max(extent, Math.abs(v.x), Math.abs(v.y));
  const scale = 2 ** -Math.max(-1000, Math.min(1000, Math.floor(Math.log2(extent))));
  const xs = vertices.map((v) => v.x * scale), ys = vertices.map((v) => v.y * scale);
  const px = point.x * scale, py = point.y * scale;
  const n = vertices.length;
  let twiceArea = 0, size = 0;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    // About the first vertex, so that an outline far from the origin keeps its area's precision.
    twiceArea += (xs[i] - xs[0]) * (ys[j] - ys[0]) - (xs[j] - xs[0]) * (ys[i] - ys[0]);
    size = Math.max(size, Math.hypot(xs[j] - xs[i], ys[j] - ys[i]));
  }
  if (!(Math.abs(twiceArea) > 2 * AREA_TOLERANCE * size * size)) return -Infinity;
  const sign = twiceArea > 0 ? 1 : -1;
  let depth = Infinity;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const ex = xs[j] - xs[i], ey = ys[j] - ys[i], edge = Math.hypot(ex, ey);
    if (edge > 0) depth = Math.min(depth, sign * ((ex / edge) * (py - ys[i]) - (ey / edge) * (px - xs[i])));
  }
  return depth / scale;
}

/** Even-odd rule: a ray to +x crosses the boundary an odd number of times from inside. */
export function crossingNumberInside(vertices: readonly Vec2[], point: Vec2): boolean {
  let inside = false;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const p = vertices[i], q = vertices[j];
    if ((p.y > point.y) !== (q.y > point.y)) {
      const x = p.x + ((point.y - p.y) * (q.x - p.x)) / (q.y - p.y);
      if (point.x < x) inside = !inside;
    }
  }
  return inside;
}

/**
 * Whether a closed outline is simple: no two edges meet except neighbours at their shared vertex, no edge
 * has zero length, and the area is not zero. Edges p-q and r-s cross or touch when r and s are not strictly
 * on one side of p-q and p and q are not strictly on one side of r-s (O(n^2), for small edited outlines).
 */
export function isSimplePolygon(vertices: readonly Vec2[]): boolean {
  const n = vertices.length;
  if (n < 3 || !vertices.every(isFiniteVec) || windingOf(vertices) === 'degenerate') return false;
  const side = (p: Vec2, q: Vec2, r: Vec2) => Math.sign(cross(sub(q, p), sub(r, p)));
  for (let i = 0; i < n; i++) {
    const p = vertices[i], q = vertices[(i + 1) % n];
    if (p.x === q.x && p.y === q.y) return false;
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) continue;
      const r = vertices[j], t = vertices[(j + 1) % n];
      if (side(p, q, r) * side(p, q, t) <= 0 && side(r, t, p) * side(r, t, q) <= 0) return false;
    }
  }
  return true;
}
