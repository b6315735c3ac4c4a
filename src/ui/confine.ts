// Keeping what the reader moves inside the view it lives in. A view shows a world rectangle; whatever is
// dragged or moved by key stays a margin inside it, so nothing can be pushed out of sight (and grabbed
// there invisibly), on a wide screen or a 320 px phone alike.

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
