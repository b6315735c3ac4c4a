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

import { isSimplePolygon } from './bounding';
import { GeometryError } from './errors';
import { signedArea } from './polygon';
import { MARGIN_SLACK, PARALLEL_DETERMINANT } from './tolerances';
import { assertFinite, assertVector } from './validate';
import { type Vec2, addScaled, closestPointOnSegment, cross, dot, length, lengthSquared, normalize, sub } from './vec2';

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
 * at a mitre, cut back at corners sharper than about 37° (there at most about 3.2 times the margin from the corner,
 * less for sharper ones). Either winding; used to make handles
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

// Editing a simple outline (concave allowed) one vertex at a time. An outline whose edges do not cross can
// still come arbitrarily close to touching itself, and a link rounds coordinates: so an edit also keeps a
// clearance, every vertex at least a margin from every edge that does not end at it. (That also keeps every
// edge at least the margin long, and a triangle at least the margin high.)

/** Distance from p to the segment a-b. */
const segmentDistance = (p: Vec2, a: Vec2, b: Vec2): number => length(sub(p, closestPointOnSegment(p, a, b).point));

/** The least distance from a vertex of the closed outline to an edge that does not end at it. */
export function outlineClearance(vertices: readonly Vec2[]): number {
  vertices.forEach((v, i) => assertVector(v, `outlineClearance: vertex ${i}`));
  const n = vertices.length;
  let least = Infinity;
  for (let k = 0; k < n; k++) {
    for (let j = 0; j < n; j++) {
      if (j === k || (j + 1) % n === k) continue;
      least = Math.min(least, segmentDistance(vertices[k], vertices[j], vertices[(j + 1) % n]));
    }
  }
  return least;
}

/** Simple, counter-clockwise, and every vertex at least `margin` from the edges that do not end at it. */
export function isClearOutline(vertices: readonly Vec2[], margin: number): boolean {
  return vertices.length >= 3 && isSimplePolygon(vertices) && signedArea(vertices) > 0 && outlineClearance(vertices) >= margin * (1 - MARGIN_SLACK);
}

/** Bisection steps within the last clear stretch of a vertex's move. */
const MOVE_STEPS = 30;

/**
 * Where vertex `index` of a simple counter-clockwise outline ends up when dragged in a straight line towards
 * `target`: the target when the whole way there keeps the outline simple with every vertex at least `margin`
 * from the edges not ending at it (isClearOutline), else the point where the way first stops doing so. The way
 * is walked in steps of half the margin (a vertex can only get past an edge through a band two margins wide),
 * so the vertex never jumps across a fold to a clear outline beyond it. An outline that is not clear to begin
 * with only takes a target that makes it clear.
 */
export function moveVertexKeepingSimple(vertices: readonly Vec2[], index: number, target: Vec2, margin: number): Vec2 {
  vertices.forEach((v, i) => assertVector(v, `moveVertexKeepingSimple: vertex ${i}`));
  assertVector(target, 'moveVertexKeepingSimple: the target');
  assertFinite(margin, 'moveVertexKeepingSimple: the margin');
  if (!(margin > 0)) throw new GeometryError('bad-parameter', `moveVertexKeepingSimple: the margin must be positive; got ${margin}.`);
  const from = vertices[index];
  const at = (t: number): Vec2 => (t === 1 ? target : { x: from.x + (target.x - from.x) * t, y: from.y + (target.y - from.y) * t });
  const clear = (t: number) => isClearOutline(vertices.map((v, i) => (i === index ? at(t) : v)), margin);
  if (!clear(0)) return clear(1) ? target : from;
  const steps = Math.max(1, Math.ceil(length(sub(target, from)) / (margin / 2)));
  let lo = 0;
  for (let k = 1; k <= steps; k++) {
    const t = k / steps;
    if (clear(t)) { lo = t; continue; }
    let hi = t;
    for (let i = 0; i < MOVE_STEPS; i++) {
      const mid = (lo + hi) / 2;
      if (clear(mid)) lo = mid; else hi = mid;
    }
    return lo === 0 ? from : at(lo);
  }
  return target;
}
