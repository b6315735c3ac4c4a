// Keeping what the reader moves inside the view it lives in. A view shows a world rectangle; whatever is
// dragged or moved by key stays a margin inside it, so nothing can be pushed out of sight (and grabbed
// there invisibly), on a wide screen or a 320 px phone alike.

import { type SegmentSpan, clipSegmentToBox } from '../geometry/segmentBox';
import type { Vec2 } from '../geometry/vec2';

export interface Bounds { readonly min: Vec2; readonly max: Vec2 }

/** `bounds` shrunk by `margin` on every side (to its centre line where it is narrower than two margins). */
export function inset(bounds: Bounds, margin: number): Bounds {
  const shrink = (lo: number, hi: number): [number, number] =>
    hi - lo > 2 * margin ? [lo + margin, hi - margin] : [(lo + hi) / 2, (lo + hi) / 2];
  const [minX, maxX] = shrink(bounds.min.x, bounds.max.x);
  const [minY, maxY] = shrink(bounds.min.y, bounds.max.y);
  return { min: { x: minX, y: minY }, max: { x: maxX, y: maxY } };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export const clampPoint = (p: Vec2, bounds: Bounds): Vec2 => ({ x: clamp(p.x, bounds.min.x, bounds.max.x), y: clamp(p.y, bounds.min.y, bounds.max.y) });

/**
 * The shift that brings every point inside `bounds`, axis by axis. Where the points spread wider than the
 * bounds on an axis, no shift can do that: the one that brings `anchor` (the shape's centre) inside instead.
 */
export function shiftInside(points: readonly Vec2[], anchor: Vec2, bounds: Bounds): Vec2 {
  const axis = (values: number[], at: number, lo: number, hi: number): number => {
    const low = Math.min(...values), high = Math.max(...values);
    if (high - low > hi - lo) return clamp(at, lo, hi) - at;
    if (low < lo) return lo - low;
    if (high > hi) return hi - high;
    return 0;
  };
  return {
    x: axis(points.map((p) => p.x), anchor.x, bounds.min.x, bounds.max.x),
    y: axis(points.map((p) => p.y), anchor.y, bounds.min.y, bounds.max.y),
  };
}

export const insideBounds = (p: Vec2, bounds: Bounds): boolean =>
  p.x >= bounds.min.x && p.x <= bounds.max.x && p.y >= bounds.min.y && p.y <= bounds.max.y;

/**
 * Where the segment from `from` to `to` leaves `bounds` (`to` itself when inside): the farthest point of the
 * segment still inside. Where `from` lies outside too, the nearest point of the bounds to `to`.
 */
export function pinToBounds(from: Vec2, to: Vec2, bounds: Bounds): Vec2 {
  if (insideBounds(to, bounds)) return to;
  if (!insideBounds(from, bounds)) return clampPoint(to, bounds);
  let t = 1;
  const limit = (start: number, delta: number, lo: number, hi: number) => {
    if (delta > 0) t = Math.min(t, (hi - start) / delta);
    else if (delta < 0) t = Math.min(t, (lo - start) / delta);
  };
  limit(from.x, to.x - from.x, bounds.min.x, bounds.max.x);
  limit(from.y, to.y - from.y, bounds.min.y, bounds.max.y);
  return clampPoint({ x: from.x + t * (to.x - from.x), y: from.y + t * (to.y - from.y) }, bounds);
}

/**
 * Where a path leaves `bounds` for the last time: its end when that is inside, else the point where the path
 * crosses the bounds' edge after its last point inside. Null when no point of the path lies inside.
 */
export function lastInside(path: readonly Vec2[], bounds: Bounds): Vec2 | null {
  for (let i = path.length - 1; i >= 0; i--) {
    if (!insideBounds(path[i], bounds)) continue;
    return i === path.length - 1 ? path[i] : pinToBounds(path[i], path[i + 1], bounds);
  }
  return null;
}

/**
 * Where a knob for `point` waits: the point in `bounds`, else where `along` (a path ending at the point) last
 * leaves them, else where the line from `from` to it crosses their edge, else the point itself.
 */
export function pinnedPoint(point: Vec2, bounds: Bounds, along?: readonly Vec2[], from?: Vec2): Vec2 {
  if (insideBounds(point, bounds)) return point;
  const onPath = along && lastInside(along, bounds);
  if (onPath) return onPath;
  return from ? pinToBounds(from, point, bounds) : point;
}

/** How far the farthest of `points` lies outside `bounds` (0 when all are inside; Infinity for a point that is not finite). */
export function outsideBy(points: readonly Vec2[], bounds: Bounds): number {
  let most = 0;
  for (const p of points) {
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) return Infinity;
    most = Math.max(most, bounds.min.x - p.x, p.x - bounds.max.x, bounds.min.y - p.y, p.y - bounds.max.y);
  }
  return most;
}

/** Whether no point of `points` lies inside `bounds`, nor any part of their bounding box: nothing of them is in sight. */
export function whollyOutside(points: readonly Vec2[], bounds: Bounds): boolean {
  let lowX = Infinity, highX = -Infinity, lowY = Infinity, highY = -Infinity;
  for (const p of points) {
    lowX = Math.min(lowX, p.x); highX = Math.max(highX, p.x); lowY = Math.min(lowY, p.y); highY = Math.max(highY, p.y);
  }
  return highX < bounds.min.x || lowX > bounds.max.x || highY < bounds.min.y || lowY > bounds.max.y;
}

/** How near its true end a held move stops, as a fraction of the move: what 24 halvings would leave. */
const HOLD_PRECISION = 2 ** -24;
/** What holdBack lets a move leave outside beyond where it started, and drawnTogether counts as fitting: rounding. */
export const KEEP_ROUNDING = 1e-12;

/**
 * A move held back so that it leaves nothing farther outside than it was at the start (`excess`, 0 for
 * inside). `at(tx, ty)` is the state with the move's x part done by the fraction tx and its y part by ty
 * (a turn goes by the smaller): `at(0, 0)` is where it starts, `at(1, 1)` where it asks to go. The end itself
 * when allowed; else the move goes as far as it may, then slides on along whichever axis still may (a drag
 * towards a corner follows the edge instead of sticking). For a move that slides points along straight lines
 * the excess is convex in (tx, ty), so each allowed stretch runs from where it starts to one end, which
 * `farthestAllowed` finds. Each try derives the state anew (B − A, a cast), so the search aims rather than halves.
 */
export function holdBack<S>(start: S, at: (tx: number, ty: number) => S, excess: (state: S) => number): S {
  const end = at(1, 1);
  if (end === start) return end;
  const allowed = excess(start) + KEEP_ROUNDING;
  // A start with a point that is not finite (excess Infinity) allows anything.
  if (!(allowed < Infinity)) return end;
  const over = (state: S) => excess(state) - allowed;
  const endOver = over(end);
  if (endOver <= 0) return end;
  // Aimed at an excess one rounding below the start's (allowed: one above it), so that where the tries meet the edge
  // exactly, nothing is left out that a confiner would then push back in.
  const aim = -2 * KEEP_ROUNDING;
  const t = farthestAllowed(0, -KEEP_ROUNDING, endOver, (u) => over(at(u, u)), aim);
  const tx = farthestAllowed(t.u, t.over, undefined, (u) => over(at(u, t.u)), aim);
  const ty = farthestAllowed(t.u, tx.over, undefined, (u) => over(at(tx.u, u)), aim);
  return tx.u === 0 && ty.u === 0 ? start : at(tx.u, ty.u);
}

/**
 * The largest u in [from, 1] with `over(u) <= 0`, within HOLD_PRECISION, given `over(from) = overFrom <= 0` (and
 * `over(1) = overEnd` where it is known), with the value `over` has there. Where `over` is convex (it is
 * for points slid along straight lines, and flat below the edge where what is kept lies inside) the allowed part is
 * [from, the end], and the search aims at the end. The line through two tries on the same side, where they rise,
 * meets zero at the end or past it (convexity): at the end itself where `over` is straight between them and it, as a
 * slide's is near the edge. The nearer of the two such lines (the allowed side's, the other side's) is tried; failing
 * both, the line between the nearest tries on either side (regula falsi, short of the end), unless that barely moves
 * (a flat allowed side says nothing), and then the middle. Each try is kept half a step inside the two sides, so the
 * one after an exact aim lands just past the end and closes the search; and where two tries have not halved the span,
 * the next halves it. Only measured tries move either side, so the answer is allowed whatever `over` is. The lines
 * aim at the value `aim` (at most 0): holdBack aims a rounding inside what it allows, so that an exact aim leaves
 * nothing out where bisection left nothing out (a circle grown to the view's edge had its centre pushed 1e-12 in).
 */
export function farthestAllowed(
  from: number, overFrom: number, overEnd: number | undefined, over: (u: number) => number, aim = 0,
): { u: number; over: number } {
  let hi = 1, overHi = overEnd ?? over(1);
  if (overHi <= 0) return { u: 1, over: overHi };
  let lo = from, overLo = overFrom;
  // The allowed try before `lo` and the try past the end beyond `hi` (none yet), and the span two tries ago.
  let before = NaN, overBefore = NaN, beyond = NaN, overBeyond = NaN, tries = 0, span = hi - lo, halve = false;
  while (hi - lo > HOLD_PRECISION) {
    let u = Infinity;
    if (!halve) {
      if (overLo > overBefore) u = lo + (aim - overLo) * ((lo - before) / (overLo - overBefore));
      if (overBeyond > overHi) u = Math.min(u, hi + (aim - overHi) * ((beyond - hi) / (overBeyond - overHi)));
      if (!(u < hi)) {
        u = lo + (hi - lo) * ((aim - overLo) / (overHi - overLo));
        if (!(u - lo > (hi - lo) / 64)) u = (lo + hi) / 2;
      }
    } else {
      u = (lo + hi) / 2;
    }
    u = Math.min(hi - HOLD_PRECISION / 2, Math.max(lo + HOLD_PRECISION / 2, u));
    if (!(u > lo && u < hi)) break;
    const value = over(u);
    if (value <= 0) {
      before = lo; overBefore = overLo;
      lo = u; overLo = value;
    } else {
      beyond = hi; overBeyond = overHi;
      hi = u; overHi = value;
    }
    halve = false;
    if (++tries % 2 === 0) {
      halve = hi - lo > span / 2;
      span = hi - lo;
    }
  }
  return { u: lo, over: overLo };
}

/** The box and span handed to the core's clip: written over at each call (a plot clips hundreds of lines a frame). */
const clipBox = { min: { x: 0, y: 0 }, max: { x: 0, y: 0 } };
const clipSpan: SegmentSpan = { enter: 0, exit: 0 };

/**
 * The core's clip of segment a–b to the box [minX, maxX] × [minY, maxY], made without a box or a span of its own:
 * the span returned is written over by the next call, so read it first.
 */
export function clipSpanTo(a: Vec2, b: Vec2, minX: number, minY: number, maxX: number, maxY: number): SegmentSpan | null {
  clipBox.min.x = minX; clipBox.min.y = minY; clipBox.max.x = maxX; clipBox.max.y = maxY;
  return clipSegmentToBox(a, b, clipBox, clipSpan);
}

/**
 * The part of the segment a–b (screen) inside `rect` grown by `margin` (shrunk by a negative one), or null when
 * none is, or when an end or a side is not finite (the core's clip).
 */
export function clipToRect(a: Vec2, b: Vec2, rect: { x: number; y: number; width: number; height: number }, margin: number): [Vec2, Vec2] | null {
  if (!(Number.isFinite(a.x) && Number.isFinite(a.y) && Number.isFinite(b.x) && Number.isFinite(b.y))) return null;
  const minX = rect.x - margin, minY = rect.y - margin, maxX = rect.x + rect.width + margin, maxY = rect.y + rect.height + margin;
  // A margin that shrinks the rectangle past its middle leaves nothing; a rectangle without finite sides holds no
  // line that could be drawn.
  if (!(minX <= maxX && minY <= maxY) || !(Number.isFinite(minX) && Number.isFinite(minY) && Number.isFinite(maxX) && Number.isFinite(maxY))) return null;
  const span = clipSpanTo(a, b, minX, minY, maxX, maxY);
  if (!span) return null;
  if (span.enter === 0 && span.exit === 1) return [a, b];
  const dx = b.x - a.x, dy = b.y - a.y;
  return [{ x: a.x + dx * span.enter, y: a.y + dy * span.enter }, { x: a.x + dx * span.exit, y: a.y + dy * span.exit }];
}
