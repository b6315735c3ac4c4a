// Where a label goes so that it reads clearly: beside what it names, never on it. A label is pushed a few
// pixels from its point in a chosen direction, and anchored on the side facing the point, so the text grows
// away from it (to the right when pushed right, upwards when pushed up).

import type { Pose, Vec2 } from '../../geometry';
import type { LabelStyle } from '../../ui/figure';

/** Offset and anchor `gap` pixels from the point in the world direction `direction` (y up). */
export function beside(direction: Vec2, gap: number): Pick<LabelStyle, 'offset' | 'anchor'> {
  const length = Math.hypot(direction.x, direction.y);
  // Screen y runs down.
  const ux = length > 0 ? direction.x / length : -Math.SQRT1_2, uy = length > 0 ? -direction.y / length : Math.SQRT1_2;
  return { offset: { x: ux * gap, y: uy * gap }, anchor: { x: 0.5 - 0.5 * ux, y: 0.5 - 0.5 * uy } };
}

/**
 * For a shape's name at its centre: the side opposite its rotation stalk (which points along the shape's
 * own +y), so the stalk never runs through the name.
 */
export const besideCentre = (pose: Pose, gap = 12): Pick<LabelStyle, 'offset' | 'anchor'> =>
  beside({ x: Math.sin(pose.angle), y: -Math.cos(pose.angle) }, gap);
