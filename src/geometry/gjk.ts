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

import { BUILT, type ConvexShape, type PlacedShape, coreSupportIndex } from './convexShape';
import { GeometryError } from './errors';
import { CACHE } from './polygon';
import { packedSupport } from './support';
import { RELATIVE_TOLERANCE } from './tolerances';
import { type Pose, type Vec2, isFiniteVec, poseCos, poseSin, rotate, sub, turnBetween } from './vec2';

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
  /** Keep every iteration in `iterations` (for figures and debugging; default false, so a game's hot loop allocates nothing for it). */
  readonly record?: boolean;
}

/**
 * The common case of assertPlacedShape, small enough to be inlined where a query checks its input: a builder's shape,
 * its core as built, and a finite pose.
 */
export function placedShapeBuilt(placed: PlacedShape): boolean {
  if (typeof placed !== 'object' || placed === null) return false;
  const shape = placed.shape, pose = placed.pose;
  if (typeof shape !== 'object' || shape === null || typeof pose !== 'object' || pose === null) return false;
  const record = shape[BUILT], position = pose.position;
  if (record === undefined || record.core !== shape.core || typeof position !== 'object' || position === null) return false;
  const radius = shape.radius, x = position.x, y = position.y, angle = pose.angle;
  return radius >= 0 && Number.isFinite(radius) && Number.isFinite(x) && Number.isFinite(y) && Number.isFinite(angle);
}

export function assertPlacedShape(placed: PlacedShape, name: string): void {
  if (!placedShapeBuilt(placed)) assertPlacedShapeFully(placed, name);
}

function assertPlacedShapeFully(placed: PlacedShape, name: string): void {
  if (!placed || typeof placed !== 'object') throw new GeometryError('bad-parameter', `${name} needs a placed shape { shape, pose }; got ${String(placed)}.`);
  const { pose, shape } = placed;
  if (!pose || typeof pose !== 'object' || !isFiniteVec(pose.position) || !Number.isFinite(pose.angle)) {
    throw new GeometryError('non-finite', `${name}'s pose must be finite; got position (${pose?.position?.x}, ${pose?.position?.y}), angle ${pose?.angle}.`);
  }
  if (!shape || typeof shape !== 'object' || !Array.isArray(shape.core)) {
    const polygon = shape && typeof shape === 'object' && Array.isArray((shape as { vertices?: unknown }).vertices);
    throw new GeometryError('bad-parameter', `${name} needs a shape made by polygonShape, circleShape, capsuleShape or roundedPolygonShape${polygon ? ' (this is a polygon: pass polygonShape(polygon))' : ''}.`);
  }
  if (shape.core.length === 0 || !Number.isFinite(shape.radius) || shape.radius < 0) {
    throw new GeometryError('bad-parameter', `${name} needs a core of at least one point and a non-negative, finite radius; got ${shape.core.length} points, radius ${shape.radius}.`);
  }
  for (let i = 0; i < shape.core.length; i++) {
    const p = shape.core[i];
    if (!isFiniteVec(p)) throw new GeometryError('non-finite', `${name}'s core point ${i} must be a vector of finite numbers; got ${p && typeof p === 'object' ? `(${p.x}, ${p.y})` : String(p)}.`);
  }
  // More than two core points make a polygon, whose edges the manifold walks in order: only polygonShape (from
  // makePolygon) vouches that they run counter-clockwise round a convex outline.
  if (shape.core.length > 2 && !(shape.polygon && shape.polygon[CACHE] && shape.polygon.vertices === shape.core)) {
    throw new GeometryError('bad-parameter', `${name}: a shape of ${shape.core.length} core points must be made by polygonShape or roundedPolygonShape, which check that they make a convex outline.`);
  }
}

/**
 * B's local point p lands at R(−θA)(xB − xA + R(θB) p) = (ox, oy) + R(θB − θA) p in A's frame. This is A's
 * rotation, (ox, oy), and R(θB − θA) as (c, s), from the two rotations (as Box2D's b2InvMulRot); a Transform's
 * are read, not taken again. `turns` false (a circle's core, its centre, which no turn moves) leaves (c, s) at
 * (1, 0) without the trigonometry. GJK and coresInFrameOfA both turn B with it: EPA goes on from GJK's simplex
 * with coresInFrameOfA's points, so both must turn B alike.
 */
function frameOfA(a: Pose, b: Pose, turns = true): { cosA: number; sinA: number; ox: number; oy: number; c: number; s: number } {
  const cosA = poseCos(a), sinA = poseSin(a);
  const dx = b.position.x - a.position.x, dy = b.position.y - a.position.y;
  const ox = cosA * dx + sinA * dy, oy = -sinA * dx + cosA * dy;
  if (!turns) return { cosA, sinA, ox, oy, c: 1, s: 0 };
  const cosB = poseCos(b), sinB = poseSin(b);
  return { cosA, sinA, ox, oy, c: cosA * cosB + sinA * sinB, s: cosA * sinB - sinA * cosB };
}

/** The cores of A and B in A's frame: A's local points, and B's points brought into A's frame. */
export function coresInFrameOfA(a: PlacedShape, b: PlacedShape): { pointsA: readonly Vec2[]; pointsB: Vec2[] } {
  const { ox, oy, c, s } = frameOfA(a.pose, b.pose);
  return { pointsA: a.shape.core, pointsB: b.shape.core.map((p) => ({ x: ox + c * p.x - s * p.y, y: oy + s * p.x + c * p.y })) };
}

/** B's pose seen from A's frame. */
export function relativePose(a: Pose, b: Pose): Pose {
  return { position: rotate(sub(b.position, a.position), -a.angle), angle: turnBetween(a.angle, b.angle) };
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

/**
 * The simplex as numbers, for a loop that allocates nothing per iteration: up to three points w = b − a of
 * the cores' B − A (A's frame), the core indices that made them, and their barycentric weights.
 */
class Simplex {
  count = 0;
  readonly x = new Float64Array(3);
  readonly y = new Float64Array(3);
  readonly indexA = new Int32Array(3);
  readonly indexB = new Int32Array(3);
  readonly weight = new Float64Array(3);
  /** The nearest point found by solve(), and whether the simplex holds the origin. */
  closestX = 0;
  closestY = 0;
  encloses = false;
  /** Which of the points before solve() were kept, in order (for the figures' record). */
  readonly kept = new Int32Array(3);
  keptCount = 0;

  reset(): void {
    this.count = this.keptCount = 0;
    this.encloses = false;
  }

  push(x: number, y: number, indexA: number, indexB: number): void {
    const k = this.count++;
    this.x[k] = x; this.y[k] = y; this.indexA[k] = indexA; this.indexB[k] = indexB; this.weight[k] = 0;
  }

  has(indexA: number, indexB: number): boolean {
    for (let k = 0; k < this.count; k++) if (this.indexA[k] === indexA && this.indexB[k] === indexB) return true;
    return false;
  }

  /** Moves point `from` to slot `to` (from >= to, so kept points move down in order) with its weight. */
  private move(to: number, from: number, weight: number): void {
    this.x[to] = this.x[from]; this.y[to] = this.y[from];
    this.indexA[to] = this.indexA[from]; this.indexB[to] = this.indexB[from];
    this.weight[to] = weight;
    this.kept[to] = from;
  }

  private keepOne(i: number): void {
    this.move(0, i, 1);
    this.count = this.keptCount = 1;
    this.closestX = this.x[0]; this.closestY = this.y[0];
  }

  /** Keeps points i < j with weights proportional to wi and wj. */
  private keepTwo(i: number, j: number, wi: number, wj: number): void {
    const total = wi + wj;
    this.move(0, i, wi / total);
    this.move(1, j, wj / total);
    this.count = this.keptCount = 2;
    this.closestX = this.x[0] * this.weight[0] + this.x[1] * this.weight[1];
    this.closestY = this.y[0] * this.weight[0] + this.y[1] * this.weight[1];
  }

  /** The point of the simplex nearest the origin, by Voronoi regions (Ericson 9.5.2; Box2D's b2SolveSimplex2/3). */
  solve(): void {
    this.encloses = false;
    const { x, y } = this;
    if (this.count === 1) return this.keepOne(0);
    if (this.count === 2) {
      const ex = x[1] - x[0], ey = y[1] - y[0];
      const d1 = x[1] * ex + y[1] * ey, d2 = -(x[0] * ex + y[0] * ey);
      if (d2 <= 0) return this.keepOne(0);
      if (d1 <= 0) return this.keepOne(1);
      return this.keepTwo(0, 1, d1, d2);
    }
    const e12x = x[1] - x[0], e12y = y[1] - y[0], e13x = x[2] - x[0], e13y = y[2] - y[0], e23x = x[2] - x[1], e23y = y[2] - y[1];
    const d12_1 = x[1] * e12x + y[1] * e12y, d12_2 = -(x[0] * e12x + y[0] * e12y);
    const d13_1 = x[2] * e13x + y[2] * e13y, d13_2 = -(x[0] * e13x + y[0] * e13y);
    const d23_1 = x[2] * e23x + y[2] * e23y, d23_2 = -(x[1] * e23x + y[1] * e23y);
    const n123 = e12x * e13y - e12y * e13x;
    const d123_1 = n123 * (x[1] * y[2] - y[1] * x[2]);
    const d123_2 = n123 * (x[2] * y[0] - y[2] * x[0]);
    const d123_3 = n123 * (x[0] * y[1] - y[0] * x[1]);
    if (d12_2 <= 0 && d13_2 <= 0) return this.keepOne(0);
    if (d12_1 > 0 && d12_2 > 0 && d123_3 <= 0) return this.keepTwo(0, 1, d12_1, d12_2);
    if (d13_1 > 0 && d13_2 > 0 && d123_2 <= 0) return this.keepTwo(0, 2, d13_1, d13_2);
    if (d12_1 <= 0 && d23_2 <= 0) return this.keepOne(1);
    if (d13_1 <= 0 && d23_1 <= 0) return this.keepOne(2);
    if (d23_1 > 0 && d23_2 > 0 && d123_1 <= 0) return this.keepTwo(1, 2, d23_1, d23_2);
    // Inside the triangle (a flat triangle cannot get here: then n123 = 0 and an edge region took it).
    const total = d123_1 + d123_2 + d123_3;
    this.weight[0] = d123_1 / total; this.weight[1] = d123_2 / total; this.weight[2] = d123_3 / total;
    this.kept[0] = 0; this.kept[1] = 1; this.kept[2] = 2;
    this.keptCount = 3;
    this.closestX = 0; this.closestY = 0;
    this.encloses = true;
  }
}

/**
 * One simplex, reused by every call, because creating its six small typed arrays costs about as much as
 * the search itself on two octagons. gjkDistance resets it before use, reads it only within the call and
 * calls nothing that uses it, so no state passes from one call to the next.
 */
const simplexWorkspace = new Simplex();

/**
 * Both cores in A's frame, packed, grown to the largest core seen and reused: the search reads them several
 * times per call, and building (or even reading) an object per point cost more than the search itself
 * (npm run bench, shapes).
 */
let frameAx = new Float64Array(16), frameAy = new Float64Array(16), frameBx = new Float64Array(16), frameBy = new Float64Array(16);

/** (x, y) of a frame turned by (c, s) and moved to (px, py), in the world. */
const toWorld = (c: number, s: number, px: number, py: number, x: number, y: number): Vec2 => ({ x: px + c * x - s * y, y: py + s * x + c * y });

/** The simplex as world points (A's frame turned by (c, s) and moved to (px, py)), for an iteration's record. */
function snapshot(simplex: Simplex, c: number, s: number, px: number, py: number, ax: Float64Array, ay: Float64Array, bx: Float64Array, by: Float64Array): SimplexVertex[] {
  return Array.from({ length: simplex.count }, (_, k) => {
    const i = simplex.indexA[k], j = simplex.indexB[k];
    return {
      wA: toWorld(c, s, px, py, ax[i], ay[i]), wB: toWorld(c, s, px, py, bx[j], by[j]),
      w: toWorld(c, s, 0, 0, simplex.x[k], simplex.y[k]), indexA: i, indexB: j,
    };
  });
}

const NO_ITERATIONS: readonly GjkIteration[] = Object.freeze([]);

/**
 * GJK's answer. The final simplex is kept as numbers (A's frame) and turned into world points only when
 * read: most callers want the distance alone, and building it every time cost a quarter of the query.
 */
export class GjkResult implements GjkOutput {
  private builtSimplex: readonly SimplexVertex[] | null = null;
  constructor(
    readonly state: GjkState,
    readonly distance: number,
    readonly coreDistance: number,
    readonly normal: Vec2,
    readonly pointA: Vec2,
    readonly pointB: Vec2,
    readonly iterations: readonly GjkIteration[],
    /** Per simplex point: indexA, indexB, then A's and B's core point in A's frame (ax, ay, bx, by). */
    private readonly simplexData: readonly number[],
    /** A's pose (cos, sin, x, y): A's frame to the world. */
    private readonly c: number,
    private readonly s: number,
    private readonly px: number,
    private readonly py: number,
    /** The pair it answers for, as it stood: the two shapes, and the poses' numbers (a pose may be changed in place). */
    private readonly shapeA: ConvexShape,
    private readonly shapeB: ConvexShape,
    private readonly ax: number, private readonly ay: number, private readonly aAngle: number,
    private readonly bx: number, private readonly by: number, private readonly bAngle: number,
  ) {}

  /** @internal Whether this is the answer for `a` and `b` where they stand now (epaPenetration's check of its seed). */
  answers(a: PlacedShape, b: PlacedShape): boolean {
    return this.shapeA === a.shape && this.shapeB === b.shape
      && this.ax === a.pose.position.x && this.ay === a.pose.position.y && this.aAngle === a.pose.angle
      && this.bx === b.pose.position.x && this.by === b.pose.position.y && this.bAngle === b.pose.angle;
  }

  get simplex(): readonly SimplexVertex[] {
    if (this.builtSimplex === null) {
      const { c, s, px, py } = this;
      const world = (x: number, y: number): Vec2 => toWorld(c, s, px, py, x, y);
      const out: SimplexVertex[] = [];
      const d = this.simplexData;
      for (let k = 0; k < d.length; k += 6) {
        const ax = d[k + 2], ay = d[k + 3], bx = d[k + 4], by = d[k + 5];
        const wx = bx - ax, wy = by - ay;
        out.push({ wA: world(ax, ay), wB: world(bx, by), w: { x: c * wx - s * wy, y: s * wx + c * wy }, indexA: d[k], indexB: d[k + 1] });
      }
      this.builtSimplex = out;
    }
    return this.builtSimplex;
  }
}

/** The distance between two convex shapes by GJK on their cores; with `record`, every iteration too. */
export function gjkDistance(a: PlacedShape, b: PlacedShape, given: GjkOptions | null = {}): GjkOutput {
  assertPlacedShape(a, 'gjkDistance: A');
  assertPlacedShape(b, 'gjkDistance: B');
  const options = given ?? {};
  const pointsA = a.shape.core, coreB = b.shape.core;
  const n = pointsA.length, m = coreB.length;
  const limit = options.maxIterations ?? 4 * (n + m) + 8;
  if (!Number.isInteger(limit) || limit < 1) {
    throw new GeometryError('bad-parameter', `maxIterations must be a whole number of at least 1; got ${limit}.`);
  }
  const recording = options.record ?? false;

  // B's core in A's frame (coresInFrameOfA, packed). A circle's core is its centre, which no turn moves.
  const still = m === 1 && coreB[0].x === 0 && coreB[0].y === 0;
  const { cosA, sinA, ox, oy, c, s } = frameOfA(a.pose, b.pose, !still);
  const px = a.pose.position.x, py = a.pose.position.y;
  // A's centre to B's, in the world: the normal GJK falls back on when the cores overlap with no gap to measure.
  const dx = b.pose.position.x - px, dy = b.pose.position.y - py;
  if (frameAx.length < n) { frameAx = new Float64Array(2 * n); frameAy = new Float64Array(2 * n); }
  if (frameBx.length < m) { frameBx = new Float64Array(2 * m); frameBy = new Float64Array(2 * m); }
  const ax = frameAx, ay = frameAy, bx = frameBx, by = frameBy;
  const radii = a.shape.radius + b.shape.radius;
  // The scene's size (coreScale): the extent of both cores in A's frame, and the radii.
  let scale = radii;
  // Polygons keep their vertices packed (polygon.ts): read those rather than an object per point.
  const packedB = b.shape.polygon ? b.shape.polygon[CACHE].packedVertices : null;
  for (let j = 0; j < m; j++) {
    const vx = packedB ? packedB[2 * j] : coreB[j].x, vy = packedB ? packedB[2 * j + 1] : coreB[j].y;
    const x = ox + c * vx - s * vy, y = oy + s * vx + c * vy;
    bx[j] = x; by[j] = y;
    scale = Math.max(scale, Math.abs(x), Math.abs(y));
  }
  const packedA = a.shape.polygon ? a.shape.polygon[CACHE].packedVertices : null;
  for (let i = 0; i < n; i++) {
    const x = packedA ? packedA[2 * i] : pointsA[i].x, y = packedA ? packedA[2 * i + 1] : pointsA[i].y;
    ax[i] = x; ay[i] = y;
    scale = Math.max(scale, Math.abs(x), Math.abs(y));
  }
  // Cores nearer than this count as touching: GJK hands them to EPA, which measures depth 0 for them.
  const touchingSquared = (RELATIVE_TOLERANCE * scale) ** 2;

  // Start, as Box2D does with an empty cache, from the first core point of each: any point of B − A will do.
  const simplex = simplexWorkspace;
  simplex.reset();
  let iA = 0, iB = 0;
  simplex.push(bx[0] - ax[0], by[0] - ay[0], 0, 0);
  const iterations: GjkIteration[] | null = recording ? [] : null;
  let state: GjkState = 'maxIterations';
  for (let iteration = 0; iteration < limit; iteration++) {
    const start = iterations ? snapshot(simplex, cosA, sinA, px, py, ax, ay, bx, by) : null;
    simplex.solve();
    const cx = simplex.closestX, cy = simplex.closestY;
    const distanceSquared = cx * cx + cy * cy;
    // The origin inside the simplex, or on it (touching cores): GJK can say no more than "overlapping".
    const overlapping = simplex.encloses || distanceSquared <= touchingSquared;
    if (!overlapping) {
      // The support point of B − A towards the origin, along −v.
      iB = packedSupport(bx, by, m, -cx, -cy);
      iA = packedSupport(ax, ay, n, cx, cy);
    }
    const wx = bx[iB] - ax[iA], wy = by[iB] - ay[iA];
    if (iterations) {
      iterations.push({
        simplex: start!, kept: Array.from(simplex.kept.subarray(0, simplex.keptCount)), closest: toWorld(cosA, sinA, 0, 0, cx, cy),
        distance: Math.sqrt(distanceSquared), direction: overlapping ? { x: 0, y: 0 } : toWorld(cosA, sinA, 0, 0, -cx, -cy),
        support: overlapping ? null : {
          wA: toWorld(cosA, sinA, px, py, ax[iA], ay[iA]), wB: toWorld(cosA, sinA, px, py, bx[iB], by[iB]),
          w: toWorld(cosA, sinA, 0, 0, wx, wy), indexA: iA, indexB: iB,
        },
        enclosesOrigin: simplex.encloses,
      });
    }
    if (overlapping) { state = 'overlapping'; break; }
    // |v|² − v·w bounds how much nearer the origin the simplex can get by taking w: nothing left to gain.
    const gain = distanceSquared - (wx * cx + wy * cy);
    if (simplex.has(iA, iB) || gain <= RELATIVE_TOLERANCE * distanceSquared) {
      state = 'separated';
      break;
    }
    simplex.push(wx, wy, iA, iB);
  }

  // Witness points: the kept points' core points blended by their weights; the simplex kept as numbers.
  let wax = 0, way = 0, wbx = 0, wby = 0;
  const simplexData: number[] = [];
  for (let k = 0; k < simplex.count; k++) {
    const w = simplex.weight[k], i = simplex.indexA[k], j = simplex.indexB[k];
    wax += ax[i] * w; way += ay[i] * w; wbx += bx[j] * w; wby += by[j] * w;
    simplexData.push(i, j, ax[i], ay[i], bx[j], by[j]);
  }
  const recorded = iterations ?? NO_ITERATIONS;
  if (state === 'overlapping') {
    const length = Math.sqrt(dx * dx + dy * dy);
    const normal = length > RELATIVE_TOLERANCE * scale ? { x: dx / length, y: dy / length } : { x: 1, y: 0 };
    return new GjkResult(state, -radii, 0, normal, toWorld(cosA, sinA, px, py, wax, way), toWorld(cosA, sinA, px, py, wbx, wby), recorded, simplexData, cosA, sinA, px, py, a.shape, b.shape, px, py, a.pose.angle, b.pose.position.x, b.pose.position.y, b.pose.angle);
  }
  const gx = wbx - wax, gy = wby - way;
  const coreDistance = Math.sqrt(gx * gx + gy * gy);
  const nx = coreDistance > 0 ? gx / coreDistance : 1, ny = coreDistance > 0 ? gy / coreDistance : 0;
  const ra = a.shape.radius, rb = b.shape.radius;
  return new GjkResult(
    state, coreDistance - radii, coreDistance, toWorld(cosA, sinA, 0, 0, nx, ny),
    toWorld(cosA, sinA, px, py, wax + nx * ra, way + ny * ra), toWorld(cosA, sinA, px, py, wbx - nx * rb, wby - ny * rb), recorded, simplexData, cosA, sinA, px, py,
    a.shape, b.shape, px, py, a.pose.angle, b.pose.position.x, b.pose.position.y, b.pose.angle,
  );
}
