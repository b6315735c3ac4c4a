// State helpers shared by figures: plain records for placed shapes, and memoised polygon builders so a
// figure's shape keeps its identity while its dimensions do not change (the view rebuilds on identity).

import { type ConvexPolygon, type Placed, type Pose, makeBox, wrapAngle } from '../geometry';
import type { Field } from './types';

export interface BoxState {
  readonly x: number;
  readonly y: number;
  readonly angle: number;
  readonly halfWidth: number;
  readonly halfHeight: number;
}

/** Angles kept in (-pi, pi] so they stay within the range a link accepts. */
export const normalizeAngle = (angle: number): number => {
  const wrapped = wrapAngle(angle);
  return wrapped > Math.PI ? wrapped - 2 * Math.PI : wrapped;
};

/** Positions stay inside the reach of the figure's views. */
export const POSITION_LIMIT = 20;
export const clampPosition = (value: number): number => Math.min(POSITION_LIMIT, Math.max(-POSITION_LIMIT, value));

export const poseOfBox = (box: BoxState): Pose => ({ position: { x: box.x, y: box.y }, angle: box.angle });

export const withPose = (box: BoxState, pose: Pose): BoxState => ({
  ...box,
  x: clampPosition(pose.position.x),
  y: clampPosition(pose.position.y),
  angle: normalizeAngle(pose.angle),
});

const boxCache = new Map<string, ConvexPolygon>();
export function boxShape(box: BoxState): ConvexPolygon {
  const key = `${box.halfWidth}|${box.halfHeight}`;
  let shape = boxCache.get(key);
  if (!shape) {
    shape = makeBox(box.halfWidth, box.halfHeight);
    if (boxCache.size > 64) boxCache.clear();
    boxCache.set(key, shape);
  }
  return shape;
}

export const placedBox = (box: BoxState): Placed => ({ shape: boxShape(box), pose: poseOfBox(box) });

export const BOX_SIZE = { min: 0.1, max: 3 };

/** The link fields of a box stored at `path`. */
export const boxFields = (path: string): Field[] => [
  { kind: 'number', path: `${path}.x`, min: -POSITION_LIMIT, max: POSITION_LIMIT },
  { kind: 'number', path: `${path}.y`, min: -POSITION_LIMIT, max: POSITION_LIMIT },
  { kind: 'number', path: `${path}.angle`, min: -Math.PI, max: Math.PI },
  { kind: 'number', path: `${path}.halfWidth`, min: BOX_SIZE.min, max: BOX_SIZE.max },
  { kind: 'number', path: `${path}.halfHeight`, min: BOX_SIZE.min, max: BOX_SIZE.max },
];

export const formatVector = (v: { x: number; y: number }, digits = 3): string => {
  const f = (n: number) => (Math.abs(n) < 0.5 * 10 ** -digits ? 0 : n).toFixed(digits);
  return `(${f(v.x)}, ${f(v.y)})`;
};
