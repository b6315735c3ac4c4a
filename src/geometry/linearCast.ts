// Linear cast (time of impact without rotation) as a ray cast in configuration space.
//
// With A moving by velocityA and B by velocityB over t in [0, 1], MD(t) = MD(0) + (velocityB - velocityA) t
// contains the origin exactly when the ray point r t, r = velocityA - velocityB, lies in MD(0). So the
// first time of contact is where the ray from the origin along r enters MD(0), found by clipping the ray
// against each MD edge's half-plane (Cyrus-Beck): an edge with n . r < 0 is entered at
// t = (v0 . n) / (r . n), one with n . r > 0 is left there; the ray hits when the last entry comes before
// the first exit, within [0, 1].
//
// Start states, decided by the signed distance at t = 0 under the touching rule (touchingTolerance):
//   penetrating -> 'overlapped' (no time is made up); touching and closing -> 'hit' at t = 0;
//   touching and sliding or receding -> 'miss' (a convex pair cannot meet again). Closing means entering B − A
//   through every edge the origin lies on (within the tolerance), not only the edge of the reported normal: a
//   corner resting on a corner and moving off it is a miss, whichever shape is A.
//
// The same clipping gives the time the shapes part again, where the ray leaves MD(0) (`exit`, capped at 1):
// between t and exit they overlap, and a check made only at t = 0 and t = 1 sees none of it when both lie
// outside (tunnelling).

import { distanceFromMerged } from './distance';
import { MergedDifference, type MinkowskiDifference, mergeDifference, minkowskiDifference } from './minkowski';
import type { Placed } from './polygon';
import { touchingTolerance } from './tolerances';
import { assertPlaced, assertVector, assertInput } from './validate';
import { type Vec2, ZERO, dot, scale, sub } from './vec2';

export type LinearCastState = 'hit' | 'miss' | 'overlapped';
/** The former name of LinearCastState. */
export type CastState = LinearCastState;

/**
 * One MD edge as the ray sees it. `front`: its normal faces the ray (n . r < 0), so the ray can only enter
 * MD through it; `back`: n . r > 0, the ray can only leave there, and a search for the first hit skips it;
 * `parallel`: n . r = 0. `t` is where the ray crosses the edge's line, (v0 . n) / (r . n), null when parallel.
 */
export interface LinearCastEdge {
  readonly facing: 'front' | 'back' | 'parallel';
  readonly t: number | null;
  /**
   * Which side of MD the edge lies on, counted from 0 in the edges' order: where an edge of A and one of B are
   * parallel, their two MD edges lie end to end with one outward normal, and make one side of the outline.
   */
  readonly side: number;
}

export interface LinearCastInput {
  readonly a: Placed;
  readonly b: Placed;
  readonly velocityA: Vec2;
  readonly velocityB: Vec2;
}

export interface LinearCastOutput {
  readonly state: LinearCastState;
  /** Time of impact in [0, 1] for a hit; 0 when overlapped; 1 for a miss. */
  readonly t: number;
  /** Unit contact normal from A towards B at the hit (the start's normal when overlapped); zero for a miss. */
  readonly normal: Vec2;
  /**
   * When the shapes part again: where the ray leaves MD, capped at 1 (still overlapping at the end of the
   * step); 1 when overlapped without relative motion. Null for a miss. They overlap for t in [t, exit].
   */
  readonly exit: number | null;
  /** The configuration-space ray: from the origin along `direction` = velocityA - velocityB, hitting at `hitPoint`. */
  readonly ray: { readonly origin: Vec2; readonly direction: Vec2; readonly hitPoint: Vec2 | null };
  /** Index of the MD edge the ray enters through, or -1. */
  readonly mdEdge: number;
  /**
   * The MD the ray was cast against: built the first time it is read (then kept), from the poses as they were at
   * the call. It is a getter: a spread copy, JSON.stringify or a deep equality leaves it out.
   */
  readonly minkowski: MinkowskiDifference;
}

/**
 * The facing of each MD edge against the ray direction r, and where the ray crosses its line: the same test
 * linearCast's clipping loop makes, written out for a figure (`classifyEdges(cast.minkowski, cast.ray.direction)`).
 */
export function classifyEdges(md: MinkowskiDifference, direction: Vec2): LinearCastEdge[] {
  const { normals } = md, count = normals.length;
  // Normals are unit vectors: one direction when their cross product vanishes (to rounding) and they agree.
  const sameWay = (p: Vec2, q: Vec2) => Math.abs(p.x * q.y - p.y * q.x) <= 1e-12 && dot(p, q) > 0;
  const sides: number[] = [];
  for (let k = 0; k < count; k++) sides.push(k > 0 && sameWay(normals[k], normals[k - 1]) ? sides[k - 1] : (sides[k - 1] ?? -1) + 1);
  // The last edges may run on into the first side, round the end of the list.
  const last = sides[count - 1];
  if (count > 1 && last > 0 && sameWay(normals[count - 1], normals[0])) for (let k = count - 1; k > 0 && sides[k] === last; k--) sides[k] = 0;
  return normals.map((n, k) => {
    const rate = dot(direction, n);
    if (rate === 0) return { facing: 'parallel', t: null, side: sides[k] };
    return { facing: rate < 0 ? 'front' : 'back', t: dot(md.vertices[k], n) / rate, side: sides[k] };
  });
}

/** linearCast's merge, reused from call to call. */
const merged = new MergedDifference();

/**
 * linearCast's answer. `minkowski` (the MD the ray was cast against, for the figures) is built the first time it
 * is read, then kept, from the poses as they were at the call; a game's loop never reads it, and building its
 * records was most of the cast's time on large polygons. A spread copy `{ ...cast }` leaves it out.
 */
class LinearCastResult implements LinearCastOutput {
  readonly ray: LinearCastOutput['ray'];
  #minkowski: MinkowskiDifference | null = null;
  readonly #a: Placed;
  readonly #b: Placed;

  constructor(
    a: Placed, b: Placed, readonly state: LinearCastState, readonly t: number, readonly normal: Vec2,
    readonly mdEdge: number, readonly exit: number | null, direction: Vec2,
  ) {
    this.#a = frozenCopy(a);
    this.#b = frozenCopy(b);
    this.ray = { origin: ZERO, direction, hitPoint: state === 'miss' ? null : scale(direction, t) };
  }

  get minkowski(): MinkowskiDifference {
    return (this.#minkowski ??= minkowskiDifference(this.#a, this.#b));
  }
}

/** The placed shape as it is now: a JavaScript caller may change its pose object after the call. */
const frozenCopy = (p: Placed): Placed => ({ shape: p.shape, pose: { position: { x: p.pose.position.x, y: p.pose.position.y }, angle: p.pose.angle } });

/**
 * Whether a motion `direction` (A's velocity less B's) at a start where A and B are within `tolerance` of each
 * other carries them into each other: into B − A through every edge whose line passes within `tolerance` of the
 * origin. Moving off any of them, or along one, is no contact: a convex pair that parts cannot meet again.
 */
export function entersAtTouch(a: Placed, b: Placed, direction: Vec2, tolerance: number): boolean {
  const md = merged;
  mergeDifference(a, b, md);
  for (let k = 0; k < md.count; k++) {
    const nx = md.nx[k], ny = md.ny[k];
    if (md.x[k] * nx + md.y[k] * ny <= tolerance && direction.x * nx + direction.y * ny >= 0) return false;
  }
  return true;
}

export function linearCast(input: LinearCastInput): LinearCastOutput {
  assertInput(input, 'linearCast');
  const { a, b } = input;
  assertPlaced(a, 'linearCast: A');
  assertPlaced(b, 'linearCast: B');
  assertVector(input.velocityA, 'linearCast: velocityA');
  assertVector(input.velocityB, 'linearCast: velocityB');
  const direction = sub(input.velocityA, input.velocityB);
  const md = merged;
  mergeDifference(a, b, md);
  const start = distanceFromMerged(a, b, md);
  const result = (state: LinearCastState, t: number, normal: Vec2, mdEdge: number, exit: number | null): LinearCastOutput =>
    new LinearCastResult(a, b, state, t, normal, mdEdge, exit, direction);
  const miss = () => result('miss', 1, ZERO, -1, null);

  let enter = 0;
  let exit = 1;
  let enterEdge = -1;
  // Every edge is clipped, even once the ray is known to miss: a start that touches or overlaps still
  // needs the exit, and rounding may put the origin a hair outside an edge it touches.
  let outside = false, leaves = false;
  const touching = touchingTolerance(a, b);
  const count = md.count, xs = md.x, ys = md.y, nxs = md.nx, nys = md.ny, dx = direction.x, dy = direction.y;
  for (let k = 0; k < count; k++) {
    const nx = nxs[k], ny = nys[k];
    const offset = xs[k] * nx + ys[k] * ny; // the half-plane is x . n <= offset
    const rate = dx * nx + dy * ny;
    // An edge the origin lies on (a touching start): the motion enters B − A only if it crosses every such edge inwards.
    if (offset <= touching && rate >= 0) leaves = true;
    if (rate === 0) {
      if (offset < 0) outside = true;
      continue;
    }
    const t = offset / rate;
    if (rate < 0) {
      if (t > enter) {
        enter = t;
        enterEdge = k;
      }
    } else if (t < exit) {
      exit = t;
    }
    if (enter > exit) outside = true;
  }

  if (start.contact === 'overlapping') return result('overlapped', 0, start.normal, -1, Math.max(0, exit));
  if (start.contact === 'touching') {
    const edge = start.feature.kind === 'vertex-edge' ? start.feature.mdEdge : -1;
    return !leaves ? result('hit', 0, start.normal, edge, Math.max(0, exit)) : miss();
  }
  if (outside || enterEdge < 0) return miss();
  return result('hit', enter, { x: -nxs[enterEdge], y: -nys[enterEdge] }, enterEdge, exit);
}
