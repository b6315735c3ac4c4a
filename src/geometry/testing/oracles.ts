// Brute-force oracles for the property tests. Written apart from the core on purpose: they share no
// code with it beyond the input types, use different algorithms (gift wrapping, all pairs, sampling),
// and favour obviousness over speed.

import type { Placed } from '../polygon';
import type { Vec2 } from '../vec2';

type P = { x: number; y: number };

/** World vertices, computed here rather than by the core. */
export function worldPoints(placed: Placed): P[] {
  const { position, angle } = placed.pose;
  const c = Math.cos(angle), s = Math.sin(angle);
  return placed.shape.vertices.map((v) => ({ x: position.x + c * v.x - s * v.y, y: position.y + s * v.x + c * v.y }));
}

const crossOf = (o: P, a: P, b: P) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/**
 * Convex hull by gift wrapping (Jarvis march), counter-clockwise, collinear points dropped.
 * `collinearTolerance` drops points within that distance of a hull edge's line (0 = exact).
 */
export function giftWrapHull(input: readonly P[], collinearTolerance = 0): P[] {
  // Snap to a grid of 2^-40 of the extent (about 1e-12) so that near-duplicates become duplicates and
  // the orientation tests of the wrap stay consistent; then drop duplicates.
  const xs = input.map((p) => p.x), ys = input.map((p) => p.y);
  const extent = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys), Number.MIN_VALUE);
  const quantum = 2 ** (Math.floor(Math.log2(extent)) - 40);
  const snapped = input.map((p) => ({ x: Math.round(p.x / quantum) * quantum, y: Math.round(p.y / quantum) * quantum }));
  const seen = new Set<string>();
  const points = snapped.filter((p) => {
    const key = `${p.x},${p.y}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (points.length < 3) return [...points];
  let start = points[0];
  for (const p of points) if (p.x < start.x || (p.x === start.x && p.y < start.y)) start = p;
  const hull: P[] = [];
  let current = start;
  for (let guard = 0; guard <= points.length; guard++) {
    hull.push(current);
    let candidate = points[0] === current ? points[1] : points[0];
    for (const p of points) {
      if (p === current) continue;
      const turn = crossOf(current, candidate, p);
      const farther = Math.hypot(p.x - current.x, p.y - current.y) > Math.hypot(candidate.x - current.x, candidate.y - current.y);
      if (turn < 0 || (turn === 0 && farther)) candidate = p;
    }
    current = candidate;
    if (current === start) break;
  }
  return dropNearlyCollinear(hull, collinearTolerance);
}

function dropNearlyCollinear(hull: P[], tolerance: number): P[] {
  let list = hull;
  for (let changed = true; changed && list.length > 3;) {
    changed = false;
    for (let i = 0; i < list.length; i++) {
      const prev = list[(i + list.length - 1) % list.length], here = list[i], next = list[(i + 1) % list.length];
      const base = Math.hypot(next.x - prev.x, next.y - prev.y);
      if (base > 0 && Math.abs(crossOf(prev, here, next)) / base <= tolerance) {
        list = list.filter((_, k) => k !== i);
        changed = true;
        break;
      }
    }
  }
  return list;
}

/** MD = B - A as the hull of all pairwise differences of world vertices. */
export function minkowskiOracle(a: Placed, b: Placed, collinearTolerance = 0): P[] {
  const pa = worldPoints(a), pb = worldPoints(b);
  const differences: P[] = [];
  for (const q of pb) for (const p of pa) differences.push({ x: q.x - p.x, y: q.y - p.y });
  return giftWrapHull(differences, collinearTolerance);
}

export function pointSegmentDistance(point: P, p: P, q: P): number {
  const ex = q.x - p.x, ey = q.y - p.y;
  const l2 = ex * ex + ey * ey;
  let s = l2 > 0 ? ((point.x - p.x) * ex + (point.y - p.y) * ey) / l2 : 0;
  s = Math.max(0, Math.min(1, s));
  return Math.hypot(p.x + s * ex - point.x, p.y + s * ey - point.y);
}

/** Whether `point` is inside (or on) a counter-clockwise convex polygon: left of or on every edge. */
export function insideConvex(polygon: readonly P[], point: P): boolean {
  return polygon.every((p, i) => crossOf(p, polygon[(i + 1) % polygon.length], point) >= 0);
}

/** Signed distance from the origin to the hull's boundary: negative inside. */
export function signedOriginDistance(hull: readonly P[]): number {
  const origin = { x: 0, y: 0 };
  let nearest = Infinity;
  hull.forEach((p, i) => { nearest = Math.min(nearest, pointSegmentDistance(origin, p, hull[(i + 1) % hull.length])); });
  return insideConvex(hull, origin) ? -nearest : nearest;
}

/** Signed distance between two placed convex polygons via the hull of all differences. */
export function distanceOracle(a: Placed, b: Placed): number {
  return signedOriginDistance(minkowskiOracle(a, b));
}

/** Separation of two disjoint convex polygons by every vertex against every edge (meaningless when they overlap). */
export function vertexEdgeDistance(a: Placed, b: Placed): number {
  const pa = worldPoints(a), pb = worldPoints(b);
  let best = Infinity;
  for (const p of pa) pb.forEach((q, j) => { best = Math.min(best, pointSegmentDistance(p, q, pb[(j + 1) % pb.length])); });
  for (const q of pb) pa.forEach((p, i) => { best = Math.min(best, pointSegmentDistance(q, p, pa[(i + 1) % pa.length])); });
  return best;
}

/** Whether two convex polygons overlap by testing all pairs of edges for crossing and each for containment. */
export function overlapOracle(a: Placed, b: Placed): boolean {
  const pa = worldPoints(a), pb = worldPoints(b);
  if (pa.some((p) => insideConvex(pb, p)) || pb.some((q) => insideConvex(pa, q))) return true;
  for (let i = 0; i < pa.length; i++) {
    for (let j = 0; j < pb.length; j++) {
      const p0 = pa[i], p1 = pa[(i + 1) % pa.length], q0 = pb[j], q1 = pb[(j + 1) % pb.length];
      const d1 = crossOf(q0, q1, p0), d2 = crossOf(q0, q1, p1), d3 = crossOf(p0, p1, q0), d4 = crossOf(p0, p1, q1);
      if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
    }
  }
  return false;
}

/** Earliest t in [0, 1] at which a ray p + r t meets segment [q0, q1], or Infinity. */
function raySegment(p: P, r: P, q0: P, q1: P): number {
  const e = { x: q1.x - q0.x, y: q1.y - q0.y };
  const denominator = r.x * e.y - r.y * e.x;
  const w = { x: q0.x - p.x, y: q0.y - p.y };
  if (denominator === 0) return Infinity;
  const t = (w.x * e.y - w.y * e.x) / denominator;
  const s = (w.x * r.y - w.y * r.x) / denominator;
  return t >= 0 && t <= 1 && s >= 0 && s <= 1 ? t : Infinity;
}

/**
 * First contact of A moving by velocityA against B moving by velocityB (no rotation), by sweeping every
 * vertex of each against every edge of the other. Infinity when they do not meet within [0, 1].
 */
export function linearCastOracle(a: Placed, b: Placed, velocityA: Vec2, velocityB: Vec2): number {
  const pa = worldPoints(a), pb = worldPoints(b);
  const r = { x: velocityA.x - velocityB.x, y: velocityA.y - velocityB.y };
  const minusR = { x: -r.x, y: -r.y };
  let best = Infinity;
  for (const p of pa) pb.forEach((q, j) => { best = Math.min(best, raySegment(p, r, q, pb[(j + 1) % pb.length])); });
  for (const q of pb) pa.forEach((p, i) => { best = Math.min(best, raySegment(q, minusR, p, pa[(i + 1) % pa.length])); });
  return best;
}

/**
 * The first time in [0, 1] at which a swept pair penetrates, by `samples` even samples of `gapAt` (its signed
 * distance at a time), the first penetrating one refined by bisection; Infinity if no sample penetrates. The
 * casts' oracle: it can miss a contact shorter than a sample, never report one too early.
 */
export function firstContactBySampling(gapAt: (t: number) => number, samples: number): number {
  let previous = 0;
  for (let i = 1; i <= samples; i++) {
    const t = i / samples;
    if (gapAt(t) < 0) {
      let lo = previous, hi = t;
      for (let k = 0; k < 50; k++) {
        const mid = (lo + hi) / 2;
        if (gapAt(mid) < 0) hi = mid; else lo = mid;
      }
      return lo;
    }
    previous = t;
  }
  return Infinity;
}
