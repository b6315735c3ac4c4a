// A separating-axis ruler placed where a reader can see it. axisRuler stands a ruler off the end of its
// edge, beyond every point given; with the shapes far apart, that place can lie beyond the view. So the
// other end of the edge is tried too, and axisRulersBetween's places in the gaps the shapes leave between
// them across the axis (crossing neither), and the place that shows the most of the ruler is kept. The
// geometry is the core's; only the choice by what the view shows is made here.

import { type AxisRuler, type Pose, type Vec2, axisRuler, axisRulersBetween, rulerPoint } from '../../geometry';
import { clipToRect } from '../../ui/confine';
import type { View } from '../../ui/view';
import { KNOB_RADIUS, STALK_REACH } from '../../ui/figure';

export interface RulerRequest {
  readonly edgeStart: Vec2;
  readonly edgeEnd: Vec2;
  readonly normal: Vec2;
  /** What the ruler stands clear of, one list per shape (a polygon with its knob, a point). */
  readonly groups: readonly (readonly Vec2[])[];
  readonly margin: number;
  /** The stretch of the ruler that will be drawn, as projection values. */
  readonly low: number;
  readonly high: number;
}

/**
 * Eight points round where a turnable body's knob stands by default (on its stalk along the body's +y, with
 * room for the knob's size), for a ruler to stand clear of.
 */
export function knobRing(view: Pick<View, 'toWorldLength'>, pose: Pose, radius: number): Vec2[] {
  const stalk = radius + view.toWorldLength(STALK_REACH), { x, y } = pose.position;
  const knob = { x: x - Math.sin(pose.angle) * stalk, y: y + Math.cos(pose.angle) * stalk };
  const room = view.toWorldLength(KNOB_RADIUS + 4);
  return [0, 1, 2, 3, 4, 5, 6, 7].map((k) => ({ x: knob.x + room * Math.cos((k * Math.PI) / 4), y: knob.y + room * Math.sin((k * Math.PI) / 4) }));
}

/** Pixels: how far inside its view a ruler counts as seen. */
const INSET = 12;

/** How much of the ruler's drawn stretch lies inside `bounds` (world units). */
function shownLength(ruler: AxisRuler, low: number, high: number, bounds: { readonly min: Vec2; readonly max: Vec2 }, inset: number): number {
  const rect = { x: bounds.min.x, y: bounds.min.y, width: bounds.max.x - bounds.min.x, height: bounds.max.y - bounds.min.y };
  const part = clipToRect(rulerPoint(ruler, low), rulerPoint(ruler, high), rect, -inset);
  return part ? Math.hypot(part[1].x - part[0].x, part[1].y - part[0].y) : 0;
}

/**
 * The ruler past the edge's end (as axisRuler places it), unless another place shows clearly more of the
 * stretch [low, high] inside the view: past the edge's start, or between the shapes. "Clearly" (a tenth of
 * the stretch) keeps the usual place wherever the others differ from it by little, so a ruler moves only
 * where the usual place would leave much of it out of sight.
 */
export function rulerInView(request: RulerRequest, view: Pick<View, 'worldBounds' | 'toWorldLength'>): AxisRuler {
  const { edgeStart, edgeEnd, normal, groups, margin, low, high } = request;
  const bounds = view.worldBounds(), inset = view.toWorldLength(INSET);
  const points = groups.flat();
  const usual = axisRuler(edgeStart, edgeEnd, normal, points, margin, 1);
  let best = usual, shown = shownLength(usual, low, high, bounds, inset) + 0.1 * (high - low);
  for (const other of [axisRuler(edgeStart, edgeEnd, normal, points, margin, -1), ...axisRulersBetween(edgeStart, edgeEnd, normal, groups, margin)]) {
    const length = shownLength(other, low, high, bounds, inset);
    if (length > shown) { best = other; shown = length; }
  }
  return best;
}
