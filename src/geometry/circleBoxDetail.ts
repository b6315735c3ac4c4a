// Circle against a box by clamping, with everything the figures show about it: which components of V
// were clamped, the region the centre lies in, and what the clamp alone gives when the centre is inside
// (a gap of 0 and no direction), beside the right answer from the nearest face.

import { type Aabb, type CircleBoxOutput, type CircleObbOutput, type Obb, circleAabb, circleObb } from './boxes';
import type { Circle } from './circles';
import { type Vec2, length, scale, sub } from './vec2';

/** Where the centre lies against the box: beyond a corner (both components clamped), beyond one face, or inside. */
export type BoxRegion = 'corner' | 'face' | 'inside';

export interface CircleAabbDetail extends CircleBoxOutput {
  /** Which components of V the clamp changed. */
  readonly clampedAxes: { readonly x: boolean; readonly y: boolean };
  readonly region: BoxRegion;
  /**
   * The clamp taken at its word: gap = |centre − clamped point|, distance = gap − r, direction the unit gap.
   * Right whenever the centre is outside; inside, the gap is 0, the distance −r and there is no direction.
   */
  readonly naive: { readonly gap: number; readonly distance: number; readonly direction: Vec2 | null };
}

export function circleAabbDetail(box: Aabb, circle: Circle): CircleAabbDetail {
  const result = circleAabb(box, circle);
  const clampedAxes = { x: result.clamped.x !== result.offset.x, y: result.clamped.y !== result.offset.y };
  const region: BoxRegion = clampedAxes.x && clampedAxes.y ? 'corner' : clampedAxes.x || clampedAxes.y ? 'face' : 'inside';
  const away = sub(result.offset, result.clamped);
  const gap = length(away);
  return {
    ...result, clampedAxes, region,
    naive: { gap, distance: gap - circle.radius, direction: gap > 0 ? scale(away, 1 / gap) : null },
  };
}

export interface CircleObbDetail extends CircleObbOutput {
  /** The same query in the box's frame (the box an AABB at the origin), with its clamping detail. */
  readonly local: CircleAabbDetail;
}

/** circleObb, with the local (box-frame) half described as circleAabbDetail describes an AABB. */
export function circleObbDetail(box: Obb, circle: Circle): CircleObbDetail {
  const world = circleObb(box, circle);
  const local = circleAabbDetail({ center: { x: 0, y: 0 }, halfExtents: box.halfExtents }, { center: world.localCenter, radius: circle.radius });
  return { ...world, local };
}
