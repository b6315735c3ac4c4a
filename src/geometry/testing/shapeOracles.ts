// Brute-force oracles for shapes given as a core and a radius (circles, capsules, rounded polygons).
// Apart from the core on purpose: world points computed here, and the distance found from support
// functions sampled over directions rather than by GJK or EPA.
//
// For convex sets, the signed distance between A and B (negative while they overlap) is
//   −min over unit u of h(u),   h(u) = h_B(u) + h_A(−u),
// where h_S(u) = max over the core's points p of p·u, plus the radius, is S's support function: h is
// the support function of B − A, and the origin's signed distance to a convex set C is −min_u h_C(u)
// (a separating direction makes h negative; inside, the smallest h is the depth). Sampled at 4,096
// directions, then each of the best few refined by golden-section search.

import type { PlacedShape } from '../convexShape';

type P = { x: number; y: number };

export function worldCorePoints(placed: PlacedShape): P[] {
  const { position, angle } = placed.pose;
  const c = Math.cos(angle), s = Math.sin(angle);
  return placed.shape.core.map((v) => ({ x: position.x + c * v.x - s * v.y, y: position.y + s * v.x + c * v.y }));
}

const supportValue = (points: readonly P[], radius: number, ux: number, uy: number) => {
  let best = -Infinity;
  for (const p of points) best = Math.max(best, p.x * ux + p.y * uy);
  return best + radius;
};

export function signedDistanceOracle(a: PlacedShape, b: PlacedShape): number {
  const pa = worldCorePoints(a), pb = worldCorePoints(b);
  const h = (theta: number) => {
    const ux = Math.cos(theta), uy = Math.sin(theta);
    return supportValue(pb, b.shape.radius, ux, uy) + supportValue(pa, a.shape.radius, -ux, -uy);
  };
  const samples = 4096;
  const step = (2 * Math.PI) / samples;
  const values = Array.from({ length: samples }, (_, k) => ({ theta: k * step, value: h(k * step) }));
  values.sort((p, q) => p.value - q.value);
  let best = values[0].value;
  const ratio = (Math.sqrt(5) - 1) / 2;
  for (const start of values.slice(0, 6)) {
    let lo = start.theta - step, hi = start.theta + step;
    let x1 = hi - ratio * (hi - lo), x2 = lo + ratio * (hi - lo);
    let f1 = h(x1), f2 = h(x2);
    for (let i = 0; i < 80; i++) {
      if (f1 < f2) { hi = x2; x2 = x1; f2 = f1; x1 = hi - ratio * (hi - lo); f1 = h(x1); }
      else { lo = x1; x1 = x2; f1 = f2; x2 = lo + ratio * (hi - lo); f2 = h(x2); }
    }
    best = Math.min(best, f1, f2);
  }
  return -best;
}

/** Signed distance from a point to the shape's outline (negative inside), by every edge of its core. */
export function pointToShapeOracle(point: P, placed: PlacedShape): number {
  const core = worldCorePoints(placed);
  const segmentDistance = (p: P, q: P) => {
    const ex = q.x - p.x, ey = q.y - p.y;
    const l2 = ex * ex + ey * ey;
    const t = l2 > 0 ? Math.max(0, Math.min(1, ((point.x - p.x) * ex + (point.y - p.y) * ey) / l2)) : 0;
    return Math.hypot(point.x - (p.x + ex * t), point.y - (p.y + ey * t));
  };
  let outside = Infinity;
  for (let i = 0; i < core.length; i++) outside = Math.min(outside, segmentDistance(core[i], core[(i + 1) % core.length]));
  if (core.length >= 3) {
    // Inside the core polygon (counter-clockwise): every edge has the point on its left.
    let depth = Infinity;
    let inside = true;
    for (let i = 0; i < core.length; i++) {
      const p = core[i], q = core[(i + 1) % core.length];
      const ex = q.x - p.x, ey = q.y - p.y;
      const side = (ex * (point.y - p.y) - ey * (point.x - p.x)) / Math.hypot(ex, ey);
      if (side < 0) inside = false;
      depth = Math.min(depth, side);
    }
    if (inside) return -depth - placed.shape.radius;
  }
  return outside - placed.shape.radius;
}

/** h(u) of B − A: the largest (b − a)·u over the shapes, from their world core points and radii. */
export function differenceSupportOracle(a: PlacedShape, b: PlacedShape, u: P): number {
  const length = Math.hypot(u.x, u.y);
  const ux = u.x / length, uy = u.y / length;
  return supportValue(worldCorePoints(b), b.shape.radius, ux, uy) + supportValue(worldCorePoints(a), a.shape.radius, -ux, -uy);
}
