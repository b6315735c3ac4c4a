// State helpers shared by figures: plain records for placed shapes, and memoised polygon builders so a
// figure's shape keeps its identity while its dimensions do not change (the view rebuilds on identity).

import {
  type ConvexPolygon, type Placed, type Pose, type Vec2, constrainConvexVertex, inverseTransformPoint, makeBox, makePolygon,
  makeRegularPolygon, randomConvexPolygon, transformPoint, wrapAngle,
} from '../../geometry';
import type { Field } from '../../ui/figure';

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

/** Where a shape is, as plain state. */
export interface PoseState { readonly x: number; readonly y: number; readonly angle: number }

export const poseOf = (p: PoseState): Pose => ({ position: { x: p.x, y: p.y }, angle: p.angle });

/** A pose as state: position kept within reach, angle in (-pi, pi]. */
export const clampedPose = (pose: Pose): PoseState => ({
  x: clampPosition(pose.position.x), y: clampPosition(pose.position.y), angle: normalizeAngle(pose.angle),
});

/** The link fields of a pose stored at `path` ('' for the top of the state). */
export const poseFields = (path: string): Field[] => {
  const at = path ? `${path}.` : '';
  return [
    { kind: 'number', path: `${at}x`, min: -POSITION_LIMIT, max: POSITION_LIMIT },
    { kind: 'number', path: `${at}y`, min: -POSITION_LIMIT, max: POSITION_LIMIT },
    { kind: 'number', path: `${at}angle`, min: -Math.PI, max: Math.PI },
  ];
};

export const withPose = (box: BoxState, pose: Pose): BoxState => ({ ...box, ...clampedPose(pose) });

/**
 * A function remembered by key: the same key gives the same object (the view rebuilds a shape only when
 * its identity changes). Past `limit` keys the memory starts over, so a long drag cannot grow it.
 */
export function memoize<A extends unknown[], R>(keyOf: (...args: A) => string | number, build: (...args: A) => R, limit = 64): (...args: A) => R {
  const cache = new Map<string | number, R>();
  return (...args: A) => {
    const key = keyOf(...args);
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= limit) cache.clear();
      value = build(...args);
      cache.set(key, value);
    }
    return value;
  };
}

export const boxShape: (box: BoxState) => ConvexPolygon = memoize(
  (box: BoxState) => `${box.halfWidth}|${box.halfHeight}`, (box: BoxState) => makeBox(box.halfWidth, box.halfHeight));

export const placedBox = (box: BoxState): Placed => ({ shape: boxShape(box), pose: poseOf(box) });

/** Half extents a box may take: at most 2, so a box 4 by 4 still fits the smallest view (span 4.6) with its corners. */
export const BOX_SIZE = { min: 0.1, max: 2 };

/** The link fields of a box stored at `path`. */
export const boxFields = (path: string): Field[] => [
  ...poseFields(path),
  { kind: 'number', path: `${path}.halfWidth`, min: BOX_SIZE.min, max: BOX_SIZE.max },
  { kind: 'number', path: `${path}.halfHeight`, min: BOX_SIZE.min, max: BOX_SIZE.max },
];

/** A vector as "(x, y)"; a non-finite part shows as "—", never as NaN. */
export const formatVector = (v: { x: number; y: number }, digits = 3): string => {
  const f = (n: number) => (!Number.isFinite(n) ? '—' : (Math.abs(n) < 0.5 * 10 ** -digits ? 0 : n).toFixed(digits));
  return `(${f(v.x)}, ${f(v.y)})`;
};

/** A convex polygon placed in the world: local vertices (counter-clockwise) and a pose. */
export interface PolygonState {
  readonly x: number;
  readonly y: number;
  readonly angle: number;
  readonly vertices: readonly { readonly x: number; readonly y: number }[];
}

/** No local vertex farther than this from the polygon's centre. */
export const POLYGON_REACH = 3;
/** Dragged vertices keep every turn at least this far (world units) from straight. */
export const CONVEX_MARGIN = 0.02;

export const polygonShape: (polygon: PolygonState) => ConvexPolygon = memoize(
  (polygon: PolygonState) => polygon.vertices.map((v) => `${v.x},${v.y}`).join(';'), (polygon: PolygonState) => makePolygon(polygon.vertices));

export const placedPolygon = (polygon: PolygonState): Placed => ({ shape: polygonShape(polygon), pose: poseOf(polygon) });
export const withPolygonPose = <P extends PolygonState>(polygon: P, pose: Pose): P => ({ ...polygon, ...clampedPose(pose) });

/** World positions of the polygon's vertices. */
export const worldVerticesOf = (polygon: PolygonState) => polygon.vertices.map((v) => transformPoint(poseOf(polygon), v));

/** Vertex `index` moved towards the world point `target`, as far as the polygon stays convex and within reach. */
export function withVertexMoved<P extends PolygonState>(polygon: P, index: number, target: Vec2): P {
  const local = inverseTransformPoint(poseOf(polygon), target);
  const allowed = constrainConvexVertex(polygon.vertices, index, local, CONVEX_MARGIN);
  if (Math.hypot(allowed.x, allowed.y) > POLYGON_REACH) return polygon;
  return { ...polygon, vertices: polygon.vertices.map((v, i) => (i === index ? allowed : v)) };
}

/** A fresh outline: regular, or random from a seed. */
export function outlineOf(count: number, radius: number, regular: boolean, seed: number): { x: number; y: number }[] {
  const shape = regular ? makeRegularPolygon(count, radius, Math.PI / 2 - Math.PI / count) : randomConvexPolygon(count, radius, seed);
  return shape.vertices.map((v) => ({ x: Number(v.x.toFixed(4)), y: Number(v.y.toFixed(4)) }));
}

export const polygonFields = (path: string): Field[] => [
  ...poseFields(path),
  { kind: 'polygon', path: `${path}.vertices`, minCount: 3, maxCount: 12, maxRadius: POLYGON_REACH, margin: CONVEX_MARGIN },
];
