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

export const poseOfBox = poseOf;

export const withPose = (box: BoxState, pose: Pose): BoxState => ({ ...box, ...clampedPose(pose) });

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
  ...poseFields(path),
  { kind: 'number', path: `${path}.halfWidth`, min: BOX_SIZE.min, max: BOX_SIZE.max },
  { kind: 'number', path: `${path}.halfHeight`, min: BOX_SIZE.min, max: BOX_SIZE.max },
];

export const formatVector = (v: { x: number; y: number }, digits = 3): string => {
  const f = (n: number) => (Math.abs(n) < 0.5 * 10 ** -digits ? 0 : n).toFixed(digits);
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

const polygonCache = new Map<string, ConvexPolygon>();
export function polygonShape(polygon: PolygonState): ConvexPolygon {
  const key = polygon.vertices.map((v) => `${v.x},${v.y}`).join(';');
  let shape = polygonCache.get(key);
  if (!shape) {
    shape = makePolygon(polygon.vertices);
    if (polygonCache.size > 64) polygonCache.clear();
    polygonCache.set(key, shape);
  }
  return shape;
}

export const posePolygon = poseOf;
export const placedPolygon = (polygon: PolygonState): Placed => ({ shape: polygonShape(polygon), pose: posePolygon(polygon) });
export const withPolygonPose = <P extends PolygonState>(polygon: P, pose: Pose): P => ({ ...polygon, ...clampedPose(pose) });

/** World positions of the polygon's vertices. */
export const worldVerticesOf = (polygon: PolygonState) => polygon.vertices.map((v) => transformPoint(posePolygon(polygon), v));

/** Vertex `index` moved towards the world point `target`, as far as the polygon stays convex and within reach. */
export function withVertexMoved<P extends PolygonState>(polygon: P, index: number, target: Vec2): P {
  const local = inverseTransformPoint(posePolygon(polygon), target);
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
