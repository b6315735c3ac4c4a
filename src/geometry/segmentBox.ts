// A segment against a world-axis box: the part of it inside (Liang–Barsky's clip, the slab method of a ray
// cast against a box). The page clips every line it draws to its view with it, and asks it whether a label
// would sit on a drawn line; a game asks it whether a ray from a to b enters a box of its broad phase, and where.

import type { WorldBox } from './boundingVerdict';
import { GeometryError } from './errors';
import { assertVector } from './validate';
import type { Vec2 } from './vec2';

/** Past this, the difference of two coordinates may overflow. */
const HUGE = 2 ** 1022;

/** The part of a segment a → b in a box, as fractions of the way from a to b: 0 ≤ enter ≤ exit ≤ 1. */
export interface SegmentSpan { enter: number; exit: number }

/**
 * The part of segment a → b in `box`, its edges included (a segment along a side, or through a corner, meets
 * the box), or null when no point of it lies there. A segment of no length is its point. Writes into `out`
 * when given (nothing is allocated then), and leaves it as it was on a miss.
 *
 * Each pair of the box's sides narrows the span [0, 1] to where the segment lies between them; the box is met
 * when something is left. Only differences and quotients of the inputs are taken, so it holds at any scale, up to
 * the largest finite numbers.
 */
export function clipSegmentToBox(a: Vec2, b: Vec2, box: WorldBox, out?: SegmentSpan): SegmentSpan | null {
  assertVector(a, 'clipSegmentToBox: a');
  assertVector(b, 'clipSegmentToBox: b');
  if (!box || typeof box !== 'object') throw new GeometryError('bad-parameter', `clipSegmentToBox needs a box { min, max }; got ${String(box)}.`);
  assertVector(box.min, 'clipSegmentToBox: the box\'s min');
  assertVector(box.max, 'clipSegmentToBox: the box\'s max');
  if (box.min.x > box.max.x || box.min.y > box.max.y) {
    throw new GeometryError('bad-parameter', `clipSegmentToBox: the box's min (${box.min.x}, ${box.min.y}) lies beyond its max (${box.max.x}, ${box.max.y}).`);
  }
  // Near the largest numbers a difference of two coordinates can overflow: everything is then taken at a quarter
  // (exactly, and the fractions do not change).
  const s = Math.max(Math.abs(a.x), Math.abs(a.y), Math.abs(b.x), Math.abs(b.y), Math.abs(box.min.x), Math.abs(box.min.y),
    Math.abs(box.max.x), Math.abs(box.max.y)) > HUGE ? 0.25 : 1;
  let enter = 0, exit = 1;
  // x, then y: the span where the segment lies between the two sides across that axis.
  for (let axis = 0; axis < 2; axis++) {
    const from = s * (axis === 0 ? a.x : a.y);
    const along = s * (axis === 0 ? b.x : b.y) - from;
    const low = s * (axis === 0 ? box.min.x : box.min.y);
    const high = s * (axis === 0 ? box.max.x : box.max.y);
    if (along === 0) {
      // Parallel to these sides: all of it lies between them or none does.
      if (from < low || from > high) return null;
      continue;
    }
    let tLow = (low - from) / along, tHigh = (high - from) / along;
    if (tLow > tHigh) [tLow, tHigh] = [tHigh, tLow];
    if (tLow > enter) enter = tLow;
    if (tHigh < exit) exit = tHigh;
    if (enter > exit) return null;
  }
  const span = out ?? { enter: 0, exit: 0 };
  span.enter = enter;
  span.exit = exit;
  return span;
}
