// Axis-aligned boxes as figure state: a centre and half extents, dragged by the body and resized by any
// corner while the opposite corner stays where it is.

import { type Aabb, type ConvexPolygon, type Vec2, aabbFromCorners } from '../../geometry';
import type { Field } from '../../ui/figure';
import { BOX_SIZE, POSITION_LIMIT, boxShape, clampPosition } from './shapes';

export interface AabbState {
  readonly x: number;
  readonly y: number;
  readonly halfWidth: number;
  readonly halfHeight: number;
}

export const aabbOf = (box: AabbState): Aabb => ({ center: { x: box.x, y: box.y }, halfExtents: { x: box.halfWidth, y: box.halfHeight } });

export const aabbShape = (box: AabbState): ConvexPolygon => boxShape({ ...box, angle: 0 });

export const withAabbCenter = (box: AabbState, center: Vec2): AabbState => ({ ...box, x: clampPosition(center.x), y: clampPosition(center.y) });

/** Corner i, counter-clockwise from the lower left: (−,−), (+,−), (+,+), (−,+). */
const CORNER_SIGNS = [[-1, -1], [1, -1], [1, 1], [-1, 1]] as const;

export const aabbCorners = (box: AabbState): Vec2[] =>
  CORNER_SIGNS.map(([sx, sy]) => ({ x: box.x + sx * box.halfWidth, y: box.y + sy * box.halfHeight }));

/**
 * Corner `index` dragged to `target`: the opposite corner stays, and the dragged one keeps to its own side
 * of it (at least the smallest box size away), so the box never turns inside out under the pointer.
 */
export function withCornerAt(box: AabbState, index: number, target: Vec2): AabbState {
  const [sx, sy] = CORNER_SIGNS[index];
  const opposite = { x: box.x - sx * box.halfWidth, y: box.y - sy * box.halfHeight };
  const side = (o: number, t: number, sign: number) => {
    const extent = Math.min(2 * BOX_SIZE.max, Math.max(2 * BOX_SIZE.min, sign * (t - o)));
    return o + sign * extent;
  };
  const corner = { x: side(opposite.x, clampPosition(target.x), sx), y: side(opposite.y, clampPosition(target.y), sy) };
  const next = aabbFromCorners(opposite, corner);
  return { x: next.center.x, y: next.center.y, halfWidth: next.halfExtents.x, halfHeight: next.halfExtents.y };
}

export const aabbFields = (path: string): Field[] => [
  { kind: 'number', path: `${path}.x`, min: -POSITION_LIMIT, max: POSITION_LIMIT },
  { kind: 'number', path: `${path}.y`, min: -POSITION_LIMIT, max: POSITION_LIMIT },
  { kind: 'number', path: `${path}.halfWidth`, min: BOX_SIZE.min, max: BOX_SIZE.max },
  { kind: 'number', path: `${path}.halfHeight`, min: BOX_SIZE.min, max: BOX_SIZE.max },
];
