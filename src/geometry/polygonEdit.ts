// Editing a convex polygon one vertex at a time, for figures whose reader drags vertices.
//
// Moving vertex i of a counter-clockwise convex polygon to p changes only three turns: at i-1, at p and at
// i+1. The polygon stays convex exactly when all three stay left turns, that is when p lies in the
// intersection of three open half-planes:
//   left of the line through v[i-2] -> v[i-1]    (the turn at i-1)
//   right of the diagonal v[i-1] -> v[i+1]         (the turn at p)
//   left of the line through v[i+1] -> v[i+2]    (the turn at i+1)
// The region is convex, so the allowed point nearest the pointer is its projection: the pointer itself
// if allowed, else the best of its projections onto the three lines and their pairwise crossings. Each
// half-plane is shrunk by `margin` so no turn gets flatter than that.

import { signedArea } from './polygon';
import { MARGIN_SLACK, PARALLEL_DETERMINANT } from './tolerances';
import { assertFinite, assertVector } from './validate';
import { type Vec2, addScaled, cross, dot, length, lengthSquared, normalize, sub } from './vec2';

/** The mitre's denominator 1 + cos(turn) is kept at least this, so a sharp corner reaches at most 5 margins out. */
const MITRE_LIMIT = 0.2;

interface HalfPlane { readonly point: Vec2; readonly direction: Vec2 }

/** Signed distance of q to the left of the directed line (positive inside the half-plane). */
const leftDistance = (plane: HalfPlane, q: Vec2) => cross(plane.direction, sub(q, plane.point)) / length(plane.direction);

/**
 * The position nearest `target` to which vertex `index` can move while the polygon stays strictly convex,
 * with every affected turn at least `margin` (a length) away from straight.
 */
export function constrainConvexVertex(vertices: readonly Vec2[], index: number, target: Vec2, margin: number): Vec2 {
  vertices.forEach((v, i) => assertVector(v, `constrainConvexVertex: vertex ${i}`));
  assertVector(target, 'constrainConvexVertex: the target');
  assertFinite(margin, 'constrainConvexVertex: the margin');
  const n = vertices.length;
  const at = (k: number) => vertices[((k % n) + n) % n];
  const prev2 = at(index - 2), prev = at(index - 1), next = at(index + 1), next2 = at(index + 2);
  const planes: HalfPlane[] = [
    { point: prev, direction: sub(prev, prev2) },
    { point: next, direction: sub(prev, next) },
    { point: next, direction: sub(next2, next) },
  ].filter((plane) => lengthSquared(plane.direction) > 0);
  const allowed = (q: Vec2) => planes.every((plane) => leftDistance(plane, q) >= margin * (1 - MARGIN_SLACK));
  if (allowed(target)) return target;

  const candidates: Vec2[] = [];
  for (const plane of planes) {
    // Foot of the target on the line moved inward by margin.
    const u = { x: plane.direction.x / length(plane.direction), y: plane.direction.y / length(plane.direction) };
    const inward = { x: -u.y, y: u.x };
    const base = addScaled(plane.point, inward, margin);
    candidates.push(addScaled(base, u, dot(sub(target, base), u)));
  }
  for (let i = 0; i < planes.length; i++) {
    for (let j = i + 1; j < planes.length; j++) {
      const crossing = intersectShifted(planes[i], planes[j], margin);
      if (crossing) candidates.push(crossing);
    }
  }
  let best: Vec2 | null = null;
  for (const c of candidates) {
    if (allowed(c) && (!best || lengthSquared(sub(c, target)) < lengthSquared(sub(best, target)))) best = c;
  }
  return best ?? vertices[index];
}

function intersectShifted(a: HalfPlane, b: HalfPlane, margin: number): Vec2 | null {
  const shift = (plane: HalfPlane) => {
    const l = length(plane.direction);
    return addScaled(plane.point, { x: -plane.direction.y / l, y: plane.direction.x / l }, margin);
  };
  const pa = shift(a), pb = shift(b);
  const denominator = cross(a.direction, b.direction);
  if (Math.abs(denominator) < PARALLEL_DETERMINANT * length(a.direction) * length(b.direction)) return null;
  const s = cross(sub(pb, pa), b.direction) / denominator;
  return addScaled(pa, a.direction, s);
}

/**
 * A convex outline pushed outward by `margin`: each edge moves out along its normal and neighbouring edges meet
 * at a mitre (capped at five times the margin for very sharp corners). Either winding; used to make handles
 * easier to grab than they look.
 */
export function offsetConvex(points: readonly Vec2[], margin: number): Vec2[] {
  points.forEach((p, i) => assertVector(p, `offsetConvex: point ${i}`));
  assertFinite(margin, 'offsetConvex: the margin');
  const n = points.length;
  const outward = signedArea(points) > 0 ? 1 : -1;
  return points.map((p, i) => {
    const prev = points[(i + n - 1) % n], next = points[(i + 1) % n];
    const n0 = normalize({ x: (p.y - prev.y) * outward, y: -(p.x - prev.x) * outward });
    const n1 = normalize({ x: (next.y - p.y) * outward, y: -(next.x - p.x) * outward });
    // The mitre point lies along n0 + n1 at distance margin / cos(half the turn) from p.
    const reach = margin / Math.max(MITRE_LIMIT, 1 + dot(n0, n1));
    return { x: p.x + (n0.x + n1.x) * reach, y: p.y + (n0.y + n1.y) * reach };
  });
}
