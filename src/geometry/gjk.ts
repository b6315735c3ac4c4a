// GJK distance (Gilbert, Johnson and Keerthi, 1988), in the form of Box2D's b2ShapeDistance and Ericson's
// "Real-Time Collision Detection", 9.5: the distance between two convex cores without building B − A.
//
// B − A is known only through its support function: the point of B − A farthest along d is
// s(d) = supportB(d) − supportA(−d). GJK keeps a simplex (1 to 3 points of B − A) and repeats:
//   1. v = the point of the simplex nearest the origin; drop the simplex points v does not need.
//   2. If the simplex is a triangle holding the origin, the cores overlap: stop (EPA measures the depth).
//   3. w = s(−v), the support point towards the origin.
//   4. Stop when w brings no progress: |v|² − v·w ≤ ε|v|² (w is no closer to the origin along v than
//      the simplex already is), or w is already in the simplex. Otherwise add w and go on.
// For polygons the supports are vertices, so it ends after at most n + m steps; for a circle or a
// capsule the core is one or two points and the radii are added at the end: the shapes' distance is the
// cores' distance minus rA + rB, and the witness points move out along the normal.
//
// It works in A's frame (B's core brought into it), as polygonDistance does, to keep round-off small far
// from the origin. Every iteration is recorded for the figures: the simplex, which points were kept,
// the search direction and the new support point.

import type { PlacedShape } from './convexShape';
import { coreSupportIndex } from './convexShape';
import { GeometryError } from './errors';
import { RELATIVE_TOLERANCE } from './tolerances';
import { type Pose, type Vec2, isFiniteVec, rotate, sub, transformPoint } from './vec2';

/** A point of the cores' difference: w = wB − wA, with the core points it came from. */
export interface SimplexVertex {
  /** World point of A's core. */
  readonly wA: Vec2;
  /** World point of B's core. */
  readonly wB: Vec2;
  /** wB − wA, a point of the configuration space B − A (of the cores). */
  readonly w: Vec2;
  readonly indexA: number;
  readonly indexB: number;
}

export interface GjkIteration {
  /** The simplex at the start of this iteration. */
  readonly simplex: readonly SimplexVertex[];
  /** Indices into `simplex` of the points kept after finding the nearest point (the others are dropped). */
  readonly kept: readonly number[];
  /** The point of the simplex nearest the origin, and its distance (0 when the origin is enclosed). */
  readonly closest: Vec2;
  readonly distance: number;
  /** −closest: where the next support point is looked for (zero when the search has ended). */
  readonly direction: Vec2;
  /** The support point found this iteration; null when the iteration ended the search before looking. */
  readonly support: SimplexVertex | null;
  /** True when the kept simplex is a triangle around the origin: the cores overlap. */
  readonly enclosesOrigin: boolean;
}

export type GjkState =
  /** Converged: the cores are apart (or touch), and the distance is exact to rounding. */
  | 'separated'
  /** The cores overlap (the origin is inside, or on the outline of, the cores' B − A): see epaPenetration. */
  | 'overlapping'
  /** Stopped at the iteration limit (not seen with valid input; reported rather than looping). */
  | 'maxIterations';

export interface GjkOutput {
  readonly state: GjkState;
  /**
   * Signed distance between the shapes when the cores are apart: the cores' distance minus rA + rB
   * (negative when only the rounded parts overlap). When the cores overlap it is −(rA + rB), an upper
   * bound: EPA gives the depth.
   */
  readonly distance: number;
  /** Distance between the cores (0 when they overlap). */
  readonly coreDistance: number;
  /** Unit, from A towards B; for overlapping cores the stated fallback +x, or A's centre to B's centre when they differ. */
  readonly normal: Vec2;
  /** Nearest points of the two shapes' outlines (world); pointB − pointA = distance * normal when the cores are apart. */
  readonly pointA: Vec2;
  readonly pointB: Vec2;
  /** The final simplex (world points): a triangle around the origin when the cores overlap. */
  readonly simplex: readonly SimplexVertex[];
  readonly iterations: readonly GjkIteration[];
}

export interface GjkOptions {
  /** At most this many iterations (default: 4 (n + m) + 8). */
  readonly maxIterations?: number;
}

export function assertPlacedShape(placed: PlacedShape, name: string): void {
  const { pose, shape } = placed;
  if (!pose || !isFiniteVec(pose.position) || !Number.isFinite(pose.angle)) {
    throw new GeometryError('non-finite', `Shape ${name}'s pose must be finite; got position (${pose?.position?.x}, ${pose?.position?.y}), angle ${pose?.angle}.`);
  }
  if (!shape || shape.core.length === 0 || !Number.isFinite(shape.radius) || shape.radius < 0) {
    throw new GeometryError('bad-parameter', `Shape ${name} needs a core of at least one point and a non-negative radius.`);
  }
}

/** The cores of A and B in A's frame: A's local points, and B's points brought into A's frame. */
export function coresInFrameOfA(a: PlacedShape, b: PlacedShape): { pointsA: readonly Vec2[]; pointsB: Vec2[] } {
  const relative = relativePose(a.pose, b.pose);
  return { pointsA: a.shape.core, pointsB: b.shape.core.map((p) => transformPoint(relative, p)) };
}

/** B's pose seen from A's frame. */
export function relativePose(a: Pose, b: Pose): Pose {
  return { position: rotate(sub(b.position, a.position), -a.angle), angle: b.angle - a.angle };
}

/** Support point of the cores' B − A along `direction`, in the frame the points are given in. */
export function differenceSupport(pointsA: readonly Vec2[], pointsB: readonly Vec2[], direction: Vec2): { w: Vec2; wA: Vec2; wB: Vec2; indexA: number; indexB: number } {
  const indexB = coreSupportIndex(pointsB, direction);
  const indexA = coreSupportIndex(pointsA, { x: -direction.x, y: -direction.y });
  const wA = pointsA[indexA], wB = pointsB[indexB];
  return { w: { x: wB.x - wA.x, y: wB.y - wA.y }, wA, wB, indexA, indexB };
}

/** The scene's size, for relative tolerances: the extent of both cores in A's frame plus the radii. */
export function coreScale(pointsA: readonly Vec2[], pointsB: readonly Vec2[], radii: number): number {
  let extent = radii;
  for (const p of pointsA) extent = Math.max(extent, Math.abs(p.x), Math.abs(p.y));
  for (const p of pointsB) extent = Math.max(extent, Math.abs(p.x), Math.abs(p.y));
  return extent;
}

interface Solved { readonly kept: number[]; readonly weights: number[]; readonly closest: Vec2; readonly encloses: boolean }

/**
 * The point of the simplex nearest the origin, by Voronoi regions (Ericson 9.5.2; Box2D's b2SolveSimplex2/3),
 * with the barycentric weights of the kept points.
 */
export function solveSimplex(points: readonly Vec2[]): Solved {
  if (points.length === 1) return { kept: [0], weights: [1], closest: points[0], encloses: false };
  if (points.length === 2) return solveSegment(points[0], points[1], 0, 1);
  const [w1, w2, w3] = points;
  const e12 = sub(w2, w1), e13 = sub(w3, w1), e23 = sub(w3, w2);
  const d12_1 = w2.x * e12.x + w2.y * e12.y, d12_2 = -(w1.x * e12.x + w1.y * e12.y);
  const d13_1 = w3.x * e13.x + w3.y * e13.y, d13_2 = -(w1.x * e13.x + w1.y * e13.y);
  const d23_1 = w3.x * e23.x + w3.y * e23.y, d23_2 = -(w2.x * e23.x + w2.y * e23.y);
  const n123 = e12.x * e13.y - e12.y * e13.x;
  const d123_1 = n123 * (w2.x * w3.y - w2.y * w3.x);
  const d123_2 = n123 * (w3.x * w1.y - w3.y * w1.x);
  const d123_3 = n123 * (w1.x * w2.y - w1.y * w2.x);
  if (d12_2 <= 0 && d13_2 <= 0) return { kept: [0], weights: [1], closest: w1, encloses: false };
  if (d12_1 > 0 && d12_2 > 0 && d123_3 <= 0) return weighted(points, [0, 1], [d12_1, d12_2]);
  if (d13_1 > 0 && d13_2 > 0 && d123_2 <= 0) return weighted(points, [0, 2], [d13_1, d13_2]);
  if (d12_1 <= 0 && d23_2 <= 0) return { kept: [1], weights: [1], closest: w2, encloses: false };
  if (d13_1 <= 0 && d23_1 <= 0) return { kept: [2], weights: [1], closest: w3, encloses: false };
  if (d23_1 > 0 && d23_2 > 0 && d123_1 <= 0) return weighted(points, [1, 2], [d23_1, d23_2]);
  // Inside the triangle (a degenerate, flat triangle cannot get here: then n123 = 0 and an edge region took it).
  return { ...weighted(points, [0, 1, 2], [d123_1, d123_2, d123_3]), closest: { x: 0, y: 0 }, encloses: true };
}

function solveSegment(w1: Vec2, w2: Vec2, i1: number, i2: number): Solved {
  const e = sub(w2, w1);
  const d1 = w2.x * e.x + w2.y * e.y; // weight of w1 (unnormalised)
  const d2 = -(w1.x * e.x + w1.y * e.y); // weight of w2
  if (d2 <= 0) return { kept: [i1], weights: [1], closest: w1, encloses: false };
  if (d1 <= 0) return { kept: [i2], weights: [1], closest: w2, encloses: false };
  const total = d1 + d2;
  return {
    kept: [i1, i2], weights: [d1 / total, d2 / total],
    closest: { x: (w1.x * d1 + w2.x * d2) / total, y: (w1.y * d1 + w2.y * d2) / total }, encloses: false,
  };
}

function weighted(points: readonly Vec2[], kept: number[], raw: number[]): Solved {
  const total = raw.reduce((s, w) => s + w, 0);
  const weights = raw.map((w) => w / total);
  let x = 0, y = 0;
  kept.forEach((k, i) => { x += points[k].x * weights[i]; y += points[k].y * weights[i]; });
  return { kept, weights, closest: { x, y }, encloses: false };
}

/** The distance between two convex shapes by GJK on their cores, with every iteration recorded. */
export function gjkDistance(a: PlacedShape, b: PlacedShape, options: GjkOptions = {}): GjkOutput {
  assertPlacedShape(a, 'A');
  assertPlacedShape(b, 'B');
  const limit = options.maxIterations ?? 4 * (a.shape.core.length + b.shape.core.length) + 8;
  if (!Number.isInteger(limit) || limit < 1) {
    throw new GeometryError('bad-parameter', `maxIterations must be a whole number of at least 1; got ${limit}.`);
  }
  const { pointsA, pointsB } = coresInFrameOfA(a, b);
  const radii = a.shape.radius + b.shape.radius;
  const scale = coreScale(pointsA, pointsB, radii);
  // Cores nearer than this count as touching: GJK hands them to EPA, which measures depth 0 for them.
  const touchingSquared = (RELATIVE_TOLERANCE * scale) ** 2;
  const world = (p: Vec2): Vec2 => transformPoint(a.pose, p);
  const toWorld = (v: ReturnType<typeof differenceSupport>): SimplexVertex => {
    const wA = world(v.wA), wB = world(v.wB);
    return { wA, wB, w: rotate(v.w, a.pose.angle), indexA: v.indexA, indexB: v.indexB };
  };

  // Start from the support towards B's first core point as seen from A's first: any point of B − A will do.
  let simplex = [differenceSupport(pointsA, pointsB, sub(pointsB[0], pointsA[0]))];
  let weights = [1];
  const iterations: GjkIteration[] = [];
  let state: GjkState = 'maxIterations';
  for (let iteration = 0; iteration < limit; iteration++) {
    const solved = solveSimplex(simplex.map((v) => v.w));
    const closest = solved.closest;
    const distanceSquared = closest.x * closest.x + closest.y * closest.y;
    const start = simplex.map(toWorld);
    const record = (support: SimplexVertex | null, direction: Vec2) => iterations.push({
      simplex: start, kept: solved.kept, closest: rotate(closest, a.pose.angle), distance: Math.sqrt(distanceSquared),
      direction, support, enclosesOrigin: solved.encloses,
    });
    simplex = solved.kept.map((k) => simplex[k]);
    weights = solved.weights;
    // The origin inside the simplex, or on it (touching cores): GJK can say no more than "overlapping".
    if (solved.encloses || distanceSquared <= touchingSquared) {
      record(null, { x: 0, y: 0 });
      state = 'overlapping';
      break;
    }
    const direction = { x: -closest.x, y: -closest.y };
    const next = differenceSupport(pointsA, pointsB, direction);
    record(toWorld(next), rotate(direction, a.pose.angle));
    // |v|² − v·w bounds how much nearer the origin the simplex can get by taking w: nothing left to gain.
    const gain = distanceSquared - (next.w.x * closest.x + next.w.y * closest.y);
    const known = simplex.some((v) => v.indexA === next.indexA && v.indexB === next.indexB);
    if (known || gain <= RELATIVE_TOLERANCE * distanceSquared) {
      state = 'separated';
      break;
    }
    simplex = [...simplex, next];
    weights = [...weights, 0];
  }

  const finalSimplex = simplex.map(toWorld);
  const witness = barycentric(simplex, weights);
  if (state === 'overlapping') {
    const between = sub(b.pose.position, a.pose.position);
    const length = Math.hypot(between.x, between.y);
    const normal = length > RELATIVE_TOLERANCE * scale ? { x: between.x / length, y: between.y / length } : { x: 1, y: 0 };
    return { state, distance: -radii, coreDistance: 0, normal, pointA: world(witness.a), pointB: world(witness.b), simplex: finalSimplex, iterations };
  }
  const gap = sub(witness.b, witness.a);
  const coreDistance = Math.hypot(gap.x, gap.y);
  const localNormal = coreDistance > 0 ? { x: gap.x / coreDistance, y: gap.y / coreDistance } : { x: 1, y: 0 };
  const normal = rotate(localNormal, a.pose.angle);
  const pointA = world({ x: witness.a.x + localNormal.x * a.shape.radius, y: witness.a.y + localNormal.y * a.shape.radius });
  const pointB = world({ x: witness.b.x - localNormal.x * b.shape.radius, y: witness.b.y - localNormal.y * b.shape.radius });
  return { state, distance: coreDistance - radii, coreDistance, normal, pointA, pointB, simplex: finalSimplex, iterations };
}

function barycentric(vertices: readonly { wA: Vec2; wB: Vec2 }[], weights: readonly number[]): { a: Vec2; b: Vec2 } {
  let ax = 0, ay = 0, bx = 0, by = 0;
  vertices.forEach((v, i) => {
    ax += v.wA.x * weights[i]; ay += v.wA.y * weights[i];
    bx += v.wB.x * weights[i]; by += v.wB.y * weights[i];
  });
  return { a: { x: ax, y: ay }, b: { x: bx, y: by } };
}
