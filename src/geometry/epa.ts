// EPA, the expanding polytope algorithm (van den Bergen, 2001): how deep two overlapping convex cores
// are, and along which direction, when GJK has only said "the origin is inside B − A".
//
// Start from a polygon of support points of B − A that holds the origin (GJK's last simplex, filled out
// to a triangle). Repeat:
//   1. e = the polytope's edge nearest the origin, at face distance d along its outward normal n.
//   2. s = the support point of B − A along n.
//   3. If s·n − d ≤ ε, e lies on the outline of B − A: the depth is d and the nearest outline point is d n.
//      Otherwise s is outside the polytope: add it, replacing every edge that sees it, and go on.
// The polytope always lies inside B − A and only grows, so d only grows, up to the depth. For polygon
// cores the support points are vertices and it ends exactly; round parts are added as radii at the end.
//
// Conventions as in polygonDistance: the normal points from A to B (it is minus the outward normal of
// B − A's nearest edge), distance = −(depth of the cores + rA + rB), mtd = distance * normal, and moving B
// by −mtd leaves the shapes touching.

import type { PlacedShape } from './convexShape';
import { GeometryError } from './errors';
import { type GjkOutput, GjkResult, assertPlacedShape, coreScale, coresInFrameOfA, differenceSupport, gjkDistance } from './gjk';
import { RELATIVE_TOLERANCE } from './tolerances';
import { type Vec2, add, poseRotation, rotateVector, sub } from './vec2';

/**
 * EPA stops when the support point lies less than this (relative to the scene's size) beyond the nearest
 * edge. The support of a polygon core is a vertex, so the search also ends when that vertex is already in
 * the polytope; the gap test only needs to stop steps that gain nothing but rounding (about 1e-16 of
 * the scene). 1e-12 keeps witness points on the outline well within the core's 1e-9 touching tolerance.
 */
const EPA_GAP_RELATIVE = 1e-12;

interface PolytopeVertex { readonly w: Vec2; readonly wA: Vec2; readonly wB: Vec2; readonly indexA: number; readonly indexB: number }

export interface EpaIteration {
  /** The polytope (world points of B − A, counter-clockwise) at the start of this iteration. */
  readonly polytope: readonly Vec2[];
  /** Its edge nearest the origin: from polytope[edge] to polytope[edge + 1]. */
  readonly edge: number;
  /** That edge's outward unit normal and face distance (the depth estimate; it grows to the depth). */
  readonly edgeNormal: Vec2;
  readonly faceDistance: number;
  /** The support point of B − A along edgeNormal, and how far it lies beyond the edge (0 at the end). */
  readonly support: Vec2;
  readonly gap: number;
}

export type EpaState =
  /** The cores do not overlap (GJK found them apart): no depth to measure; GJK's distance stands. */
  | 'separated'
  /** The nearest edge lies on B − A's outline: depth found. */
  | 'converged'
  /** B − A of the cores has no area (a point or a segment, e.g. two circles' centres): depth 0, the stated normal. */
  | 'degenerate'
  | 'maxIterations';

export interface EpaOutput {
  readonly state: EpaState;
  /** Signed distance between the shapes: −(core depth + rA + rB), never positive. */
  readonly distance: number;
  /** How deep the cores overlap (≥ 0). */
  readonly coreDepth: number;
  /** Unit, from A towards B. */
  readonly normal: Vec2;
  /** distance * normal: move B by −mtd (or A by +mtd) to leave the shapes touching. */
  readonly mtd: Vec2;
  /** Deepest points of A and B (world): pointB − pointA = mtd. */
  readonly pointA: Vec2;
  readonly pointB: Vec2;
  readonly iterations: readonly EpaIteration[];
}

export interface EpaOptions {
  /**
   * GJK's answer for the same pair, if already at hand (its final simplex seeds the polytope): the very object
   * gjkDistance returned for these two shape objects at these poses (a copy, or an answer from before a pose
   * changed, is refused).
   */
  readonly gjk?: GjkOutput;
  /** At most this many expansions (default: 4 (n + m) + 8). */
  readonly maxIterations?: number;
  /** Keep every iteration in `iterations` (default false). */
  readonly record?: boolean;
}

/**
 * Penetration depth and direction of two shapes whose cores overlap, with the polytope of every iteration.
 * Where GJK finds the cores apart there is no depth to measure: state 'separated' with GJK's answer
 * (shapeDistance picks the right one for any pair).
 */
export function epaPenetration(a: PlacedShape, b: PlacedShape, given: EpaOptions | null = {}): EpaOutput {
  assertPlacedShape(a, 'epaPenetration: A');
  assertPlacedShape(b, 'epaPenetration: B');
  const options = given ?? {};
  const limit = options.maxIterations ?? 4 * (a.shape.core.length + b.shape.core.length) + 8;
  if (!Number.isInteger(limit) || limit < 1) {
    throw new GeometryError('bad-parameter', `maxIterations must be a whole number of at least 1; got ${limit}.`);
  }
  if (options.gjk !== undefined && !(options.gjk instanceof GjkResult && options.gjk.answers(a, b))) {
    // A GJK kept from another pair, or from these shapes before they moved, would seed the polytope with points
    // that may not hold the origin (or with indices past the end of these cores).
    throw new GeometryError('bad-parameter', 'epaPenetration: options.gjk must be what gjkDistance returned for these two shapes at these poses; leave it out and EPA runs GJK itself.');
  }
  const gjk = options.gjk ?? gjkDistance(a, b);
  if (gjk.state !== 'overlapping') {
    const { distance, normal, pointA, pointB } = gjk;
    return { state: 'separated', distance, coreDepth: 0, normal, mtd: { x: normal.x * distance, y: normal.y * distance }, pointA, pointB, iterations: [] };
  }
  const { pointsA, pointsB } = coresInFrameOfA(a, b);
  const radii = a.shape.radius + b.shape.radius;
  const scale = coreScale(pointsA, pointsB, radii);
  const tolerance = RELATIVE_TOLERANCE * scale;
  const gapTolerance = EPA_GAP_RELATIVE * scale;
  const rotationA = poseRotation(a.pose);
  const toWorldVector = (p: Vec2) => rotateVector(rotationA, p);
  const toWorldPoint = (p: Vec2) => add(a.pose.position, rotateVector(rotationA, p));

  // Seed: GJK's simplex plus the supports along ±x and ±y (in A's frame), as a convex polygon. With the
  // simplex inside, it holds the origin; the extra points make a flat simplex (touching cores) a polygon.
  const seeds: PolytopeVertex[] = gjk.simplex.map((v) => differenceSupportAt(pointsA, pointsB, v.indexA, v.indexB));
  for (const d of [{ x: 1, y: 0 }, { x: 0, y: 1 }, { x: -1, y: 0 }, { x: 0, y: -1 }]) seeds.push(differenceSupport(pointsA, pointsB, d));
  let polytope = hullOf(seeds, tolerance);
  if (polytope.length === 2) {
    // All seeds on one line: look across it. If nothing lies off the line either, B − A is that segment.
    const along = sub(polytope[1].w, polytope[0].w);
    seeds.push(differenceSupport(pointsA, pointsB, { x: -along.y, y: along.x }), differenceSupport(pointsA, pointsB, { x: along.y, y: -along.x }));
    polytope = hullOf(seeds, tolerance);
  }
  if (polytope.length < 3) return degenerate(a, gjk, radii, polytope);

  const iterations: EpaIteration[] = [];
  let state: EpaState = 'maxIterations';
  let nearest = nearestEdge(polytope);
  for (let iteration = 0; iteration < limit; iteration++) {
    nearest = nearestEdge(polytope);
    const support = differenceSupport(pointsA, pointsB, nearest.normal);
    const gap = support.w.x * nearest.normal.x + support.w.y * nearest.normal.y - nearest.distance;
    if (options.record) {
      iterations.push({
        polytope: polytope.map((v) => toWorldVector(v.w)), edge: nearest.edge,
        edgeNormal: toWorldVector(nearest.normal), faceDistance: nearest.distance, support: toWorldVector(support.w), gap,
      });
    }
    const known = polytope.some((v) => v.indexA === support.indexA && v.indexB === support.indexB);
    if (gap <= gapTolerance || known) {
      state = 'converged';
      break;
    }
    polytope = expand(polytope, support);
  }

  // The nearest outline point is the foot of the origin on the nearest edge; its parameter along the edge
  // blends the core points that made the edge's two ends into the witness points. Parallel edges of A
  // and B make collinear edges of B − A with one face distance: take the one whose segment holds the foot.
  nearest = edgeHoldingFoot(polytope, nearest, tolerance);
  const p = polytope[nearest.edge], q = polytope[(nearest.edge + 1) % polytope.length];
  const edge = sub(q.w, p.w);
  const along = edge.x * edge.x + edge.y * edge.y;
  const s = along > 0 ? Math.min(1, Math.max(0, -(p.w.x * edge.x + p.w.y * edge.y) / along)) : 0;
  const coreA = { x: p.wA.x + (q.wA.x - p.wA.x) * s, y: p.wA.y + (q.wA.y - p.wA.y) * s };
  const coreB = { x: p.wB.x + (q.wB.x - p.wB.x) * s, y: p.wB.y + (q.wB.y - p.wB.y) * s };
  const coreDepth = Math.max(0, nearest.distance);
  const localNormal = { x: -nearest.normal.x, y: -nearest.normal.y };
  const distance = -(coreDepth + radii);
  const normal = toWorldVector(localNormal);
  return {
    state, distance, coreDepth, normal, mtd: { x: normal.x * distance, y: normal.y * distance },
    pointA: toWorldPoint({ x: coreA.x + localNormal.x * a.shape.radius, y: coreA.y + localNormal.y * a.shape.radius }),
    pointB: toWorldPoint({ x: coreB.x - localNormal.x * b.shape.radius, y: coreB.y - localNormal.y * b.shape.radius }),
    iterations,
  };
}

function differenceSupportAt(pointsA: readonly Vec2[], pointsB: readonly Vec2[], indexA: number, indexB: number): PolytopeVertex {
  const wA = pointsA[indexA], wB = pointsB[indexB];
  return { w: { x: wB.x - wA.x, y: wB.y - wA.y }, wA, wB, indexA, indexB };
}

/** Convex hull (counter-clockwise, monotone chain) of the seed points, duplicates and collinear points dropped. */
function hullOf(points: readonly PolytopeVertex[], tolerance: number): PolytopeVertex[] {
  const sorted = [...points].sort((p, q) => p.w.x - q.w.x || p.w.y - q.w.y)
    .filter((p, i, all) => i === 0 || p.w.x !== all[i - 1].w.x || p.w.y !== all[i - 1].w.y);
  if (sorted.length < 3) return sorted;
  const turn = (o: Vec2, p: Vec2, q: Vec2) => (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);
  const chain = (list: PolytopeVertex[]) => {
    const out: PolytopeVertex[] = [];
    for (const v of list) {
      while (out.length >= 2 && turn(out[out.length - 2].w, out[out.length - 1].w, v.w) <= tolerance * tolerance) out.pop();
      out.push(v);
    }
    out.pop();
    return out;
  };
  return [...chain(sorted), ...chain([...sorted].reverse())];
}

/** The polytope's edge of smallest face distance (the origin is inside, so every face distance is ≥ about 0). */
function nearestEdge(polytope: readonly PolytopeVertex[]): { edge: number; normal: Vec2; distance: number } {
  let best = { edge: 0, normal: { x: 1, y: 0 }, distance: Infinity };
  for (let i = 0; i < polytope.length; i++) {
    const p = polytope[i].w, q = polytope[(i + 1) % polytope.length].w;
    const ex = q.x - p.x, ey = q.y - p.y;
    const length = Math.hypot(ex, ey);
    if (length === 0) continue;
    const normal = { x: ey / length, y: -ex / length };
    const distance = p.x * normal.x + p.y * normal.y;
    if (distance < best.distance) best = { edge: i, normal, distance };
  }
  return best;
}

function footParameter(polytope: readonly PolytopeVertex[], edge: number): number {
  const p = polytope[edge].w, q = polytope[(edge + 1) % polytope.length].w;
  const ex = q.x - p.x, ey = q.y - p.y;
  const along = ex * ex + ey * ey;
  return along > 0 ? -(p.x * ex + p.y * ey) / along : 0;
}

function edgeHoldingFoot(
  polytope: readonly PolytopeVertex[], nearest: { edge: number; normal: Vec2; distance: number }, tolerance: number,
): { edge: number; normal: Vec2; distance: number } {
  const s = footParameter(polytope, nearest.edge);
  if (s >= 0 && s <= 1) return nearest;
  const n = polytope.length;
  const neighbour = s > 1 ? (nearest.edge + 1) % n : (nearest.edge + n - 1) % n;
  const p = polytope[neighbour].w, q = polytope[(neighbour + 1) % n].w;
  const length = Math.hypot(q.x - p.x, q.y - p.y);
  if (length === 0) return nearest;
  const normal = { x: (q.y - p.y) / length, y: -(q.x - p.x) / length };
  const distance = p.x * normal.x + p.y * normal.y;
  return Math.abs(distance - nearest.distance) <= tolerance ? { edge: neighbour, normal, distance } : nearest;
}

/** The polytope with `s` added: the edges that see s (s beyond their line) are replaced by two edges to s. */
function expand(polytope: readonly PolytopeVertex[], s: PolytopeVertex): PolytopeVertex[] {
  const n = polytope.length;
  const sees = (i: number) => {
    const p = polytope[i].w, q = polytope[(i + 1) % n].w;
    return (q.x - p.x) * (s.w.y - p.y) - (q.y - p.y) * (s.w.x - p.x) < 0;
  };
  // The visible edges form one run around the polygon; keep every vertex that is not strictly inside it.
  const kept: PolytopeVertex[] = [];
  let inserted = false;
  for (let i = 0; i < n; i++) {
    const seenBefore = sees((i + n - 1) % n), seenAfter = sees(i);
    if (seenBefore && seenAfter) {
      if (!inserted) { kept.push(s); inserted = true; }
      continue;
    }
    kept.push(polytope[i]);
    if (!seenBefore && seenAfter && !inserted) { kept.push(s); inserted = true; }
  }
  return kept;
}

/**
 * Cores whose B − A has no area: a point (two circles' centres) or a segment (a circle's centre and a
 * capsule's segment, two capsules on one line). The cores touch with no depth, so the shapes' depth is
 * rA + rB along the direction that adds no more: across the segment (the side A's centre to B's centre
 * points to, or its left), or for a point the stated fallback of GJK (A's centre to B's centre, +x when
 * they coincide).
 */
function degenerate(a: PlacedShape, gjk: GjkOutput, radii: number, polytope: readonly PolytopeVertex[]): EpaOutput {
  let normal = gjk.normal;
  if (polytope.length === 2) {
    const along = rotateVector(poseRotation(a.pose), sub(polytope[1].w, polytope[0].w));
    const length = Math.hypot(along.x, along.y);
    const across = { x: -along.y / length, y: along.x / length };
    normal = across.x * gjk.normal.x + across.y * gjk.normal.y >= 0 ? across : { x: -across.x, y: -across.y };
  }
  const distance = -radii;
  return {
    state: 'degenerate', distance, coreDepth: 0, normal, mtd: { x: normal.x * distance, y: normal.y * distance },
    pointA: { x: gjk.pointA.x + normal.x * a.shape.radius, y: gjk.pointA.y + normal.y * a.shape.radius },
    pointB: { x: gjk.pointB.x - normal.x * (radii - a.shape.radius), y: gjk.pointB.y - normal.y * (radii - a.shape.radius) },
    iterations: [],
  };
}
