// A separating-axis ruler placed where a reader can see it: axisRuler stands a ruler off the end of its
// edge, beyond every point given. With two shapes far apart, the side past the edge's end can lie beyond
// the view, so both sides are tried and the one showing more of the ruler is kept.

import { type AxisRuler, type Vec2, axisRuler, rulerPoint } from '../../geometry';
import { clipToRect } from '../../ui/confine';
import type { View } from '../../ui/view';

export interface RulerRequest {
  readonly edgeStart: Vec2;
  readonly edgeEnd: Vec2;
  readonly normal: Vec2;
  /** What the ruler stands clear of (both shapes, a point, knobs). */
  readonly points: readonly Vec2[];
  readonly margin: number;
  /** The stretch of the ruler that will be drawn, as projection values. */
  readonly low: number;
  readonly high: number;
}

/** How much of the ruler's drawn stretch lies inside `bounds` (world units). */
function shownLength(ruler: AxisRuler, low: number, high: number, bounds: { readonly min: Vec2; readonly max: Vec2 }, inset: number): number {
  const rect = { x: bounds.min.x, y: bounds.min.y, width: bounds.max.x - bounds.min.x, height: bounds.max.y - bounds.min.y };
  const part = clipToRect(rulerPoint(ruler, low), rulerPoint(ruler, high), rect, -inset);
  return part ? Math.hypot(part[1].x - part[0].x, part[1].y - part[0].y) : 0;
}

/** Pixels: how far inside its view a ruler counts as seen. */
const INSET = 12;

/**
 * The ruler past the edge's end (as axisRuler places it), unless the one past its start shows clearly more
 * of the stretch [low, high] inside the view: then that one. "Clearly" (a tenth of the
 * stretch) keeps the usual side wherever the two differ by little, so a ruler changes side only where the
 * usual one would leave much of it out of sight.
 */
export function rulerInView(request: RulerRequest, view: Pick<View, 'worldBounds' | 'toWorldLength'>): AxisRuler {
  const { edgeStart, edgeEnd, normal, points, margin, low, high } = request;
  const bounds = view.worldBounds(), inset = view.toWorldLength(INSET);
  const forward = axisRuler(edgeStart, edgeEnd, normal, points, margin, 1);
  const backward = axisRuler(edgeStart, edgeEnd, normal, points, margin, -1);
  const shownForward = shownLength(forward, low, high, bounds, inset);
  const shownBackward = shownLength(backward, low, high, bounds, inset);
  return shownBackward > shownForward + 0.1 * (high - low) ? backward : forward;
}
