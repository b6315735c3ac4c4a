// Axis-aligned boxes (AABBs), and circles against AABBs and oriented boxes (OBBs) by clamping.

import type { Circle } from './circles';
import { GeometryError } from './errors';
import { type Contact, RELATIVE_TOLERANCE, contactOf, sceneScale } from './tolerances';
import { type Placed, worldVertices } from './polygon';
import { assertFinite, assertPlaced, assertPose, assertVector } from './validate';
import { type Pose, type Vec2, add, clamp, inverseTransformPoint, isFiniteVec, length, rotate, scale, sub, vec } from './vec2';

/** A box given by its centre and half extents (half width, half height), both >= 0. */
export interface Aabb { readonly center: Vec2; readonly halfExtents: Vec2 }

export const aabbMin = (box: Aabb): Vec2 => sub(box.center, box.halfExtents);
export const aabbMax = (box: Aabb): Vec2 => add(box.center, box.halfExtents);
export const aabbFromMinMax = (min: Vec2, max: Vec2): Aabb => ({
  center: scale(add(min, max), 0.5),
  halfExtents: scale(sub(max, min), 0.5),
});

export interface AabbOverlapOutput {
  /** D = |cB - cA| - (hA + hB), per axis: both components negative exactly when the boxes overlap. */
  readonly gap: Vec2;
  readonly overlapping: boolean;
  /** Signed distance: the Euclidean gap when separated, minus the smaller penetration when overlapping. */
  readonly distance: number;
  /** Unit, from A towards B: the axis of least penetration (overlapping) or the gap direction (separated). */
  readonly normal: Vec2;
  /** distance * normal: move B by -mtd to make the boxes touch (the minimum translation vector). */
  readonly mtd: Vec2;
}

export function aabbOverlap(a: Aabb, b: Aabb): AabbOverlapOutput {
  assertBox(a, 'aabbOverlap: A');
  assertBox(b, 'aabbOverlap: B');
  const between = sub(b.center, a.center);
  const gap = vec(Math.abs(between.x) - (a.halfExtents.x + b.halfExtents.x), Math.abs(between.y) - (a.halfExtents.y + b.halfExtents.y));
  const overlapping = gap.x < 0 && gap.y < 0;
  const sign = (value: number) => (value < 0 ? -1 : 1);
  if (overlapping || (gap.x <= 0 && gap.y <= 0)) {
    // The axis whose penetration is smaller is the cheaper way out.
    const useX = gap.x >= gap.y;
    const normal = useX ? vec(sign(between.x), 0) : vec(0, sign(between.y));
    const distance = useX ? gap.x : gap.y;
    return { gap, overlapping, distance, normal, mtd: scale(normal, distance) };
  }
  const outside = vec(Math.max(gap.x, 0) * sign(between.x), Math.max(gap.y, 0) * sign(between.y));
  const distance = length(outside);
  const normal = scale(outside, 1 / distance);
  return { gap, overlapping, distance, normal, mtd: outside };
}

export interface BuiltAabb extends Aabb {
  /** Indices of the points that set each side (the first such point). */
  readonly boundingIndices: { readonly minX: number; readonly maxX: number; readonly minY: number; readonly maxY: number };
}

/** The smallest AABB around a set of points (any polygon, convex or not), and which points bound it. */
export function buildAabb(points: readonly Vec2[]): BuiltAabb {
  if (!Array.isArray(points)) throw new GeometryError('bad-parameter', `buildAabb needs a list of points; got ${String(points)}.`);
  if (points.length === 0) throw new GeometryError('too-few-points', 'An AABB needs at least one point.');
  const indices = { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  points.forEach((p, i) => {
    if (!isFiniteVec(p)) throw new GeometryError('non-finite', `buildAabb: point ${i} is not a vector of finite numbers: ${p && typeof p === 'object' ? `(${p.x}, ${p.y})` : String(p)}.`, i);
    if (p.x < points[indices.minX].x) indices.minX = i;
    if (p.x > points[indices.maxX].x) indices.maxX = i;
    if (p.y < points[indices.minY].y) indices.minY = i;
    if (p.y > points[indices.maxY].y) indices.maxY = i;
  });
  const min = vec(points[indices.minX].x, points[indices.minY].y);
  const max = vec(points[indices.maxX].x, points[indices.maxY].y);
  return { ...aabbFromMinMax(min, max), boundingIndices: indices };
}

/** The AABB of two AABBs. */
export function combineAabbs(a: Aabb, b: Aabb): Aabb {
  assertBox(a, 'combineAabbs: A');
  assertBox(b, 'combineAabbs: B');
  const minA = aabbMin(a), maxA = aabbMax(a), minB = aabbMin(b), maxB = aabbMax(b);
  return aabbFromMinMax(vec(Math.min(minA.x, minB.x), Math.min(minA.y, minB.y)), vec(Math.max(maxA.x, maxB.x), Math.max(maxA.y, maxB.y)));
}

/** The world AABB of a placed polygon. */
export function aabbOfPlaced(placed: Placed): BuiltAabb {
  assertPlaced(placed, 'aabbOfPlaced');
  return buildAabb(worldVertices(placed));
}

export interface CircleBoxOutput {
  /** V = circle centre - box centre (in the box's frame for an OBB). */
  readonly offset: Vec2;
  /** V clamped to the half extents: the box point nearest the centre, relative to the box centre. */
  readonly clamped: Vec2;
  /** True when the circle's centre is inside the box (clamping changes nothing). */
  readonly centerInside: boolean;
  /** Closest point on the box boundary to the circle centre (world). */
  readonly closestPoint: Vec2;
  /** Signed distance from the box to the circle: negative while penetrating. */
  readonly distance: number;
  /** Unit, from the box (A) towards the circle (B). */
  readonly normal: Vec2;
  /** distance * normal: move the circle by -mtd to make them touch. */
  readonly mtd: Vec2;
  /** The verdict under the one touching rule (|distance| within the tolerance of the scene's size). */
  readonly contact: Contact;
}

/**
 * Circle against AABB by clamping: V = centre - box centre, clamp V to [-h, h] to get the box point B_c
 * nearest the centre, distance = |centre - B_c| - r. When the centre is inside, clamping does nothing and
 * |centre - B_c| = 0 carries no direction: the circle leaves through the nearest face instead, at
 * distance -(gap to that face) - r.
 */
export function circleAabb(box: Aabb, circle: Circle): CircleBoxOutput {
  assertBox(box, 'circleAabb: the box');
  assertCircleShape(circle, 'circleAabb: the circle');
  const offset = sub(circle.center, box.center);
  const h = box.halfExtents;
  const clamped = vec(clamp(offset.x, -h.x, h.x), clamp(offset.y, -h.y, h.y));
  const centerInside = clamped.x === offset.x && clamped.y === offset.y;
  if (!centerInside) {
    const closestPoint = add(box.center, clamped);
    const away = sub(circle.center, closestPoint);
    const gap = length(away);
    const normal = scale(away, 1 / gap);
    const distance = gap - circle.radius;
    return { offset, clamped, centerInside, closestPoint, distance, normal, mtd: scale(normal, distance), contact: circleBoxContact(distance, h, circle.radius, offset) };
  }
  const toFaceX = h.x - Math.abs(offset.x);
  const toFaceY = h.y - Math.abs(offset.y);
  const useX = toFaceX <= toFaceY;
  const normal = useX ? vec(offset.x < 0 ? -1 : 1, 0) : vec(0, offset.y < 0 ? -1 : 1);
  const face = useX ? vec(normal.x * h.x, offset.y) : vec(offset.x, normal.y * h.y);
  const distance = -(useX ? toFaceX : toFaceY) - circle.radius;
  return {
    offset, clamped, centerInside, closestPoint: add(box.center, face), distance, normal, mtd: scale(normal, distance),
    contact: circleBoxContact(distance, h, circle.radius, offset),
  };
}

/** contactOf for a circle and a box: the scene is the box's half diagonal, the radius and the centres' offset. */
function circleBoxContact(distance: number, halfExtents: Vec2, radius: number, offset: Vec2): Contact {
  return contactOf(distance, RELATIVE_TOLERANCE * sceneScale(length(halfExtents), radius, length(offset)));
}

export interface Obb { readonly pose: Pose; readonly halfExtents: Vec2 }

export interface CircleObbOutput extends CircleBoxOutput {
  /** The same query in the box's own frame, where the box is an AABB centred on the origin. */
  readonly local: CircleBoxOutput;
  readonly localCenter: Vec2;
}

/** Circle against an oriented box: move the circle into the box's frame, clamp there, move the answer back. */
export function circleObb(box: Obb, circle: Circle): CircleObbOutput {
  if (!box || typeof box !== 'object') throw new GeometryError('bad-parameter', `circleObb needs a box; got ${String(box)}.`);
  assertPose(box.pose, 'circleObb: the box');
  assertBox({ center: box.pose.position, halfExtents: box.halfExtents }, 'circleObb: the box');
  assertCircleShape(circle, 'circleObb: the circle');
  const localCenter = inverseTransformPoint(box.pose, circle.center);
  const local = circleAabb({ center: vec(0, 0), halfExtents: box.halfExtents }, { center: localCenter, radius: circle.radius });
  const toWorld = (v: Vec2) => rotate(v, box.pose.angle);
  const normal = toWorld(local.normal);
  return {
    ...local,
    offset: toWorld(local.offset),
    clamped: toWorld(local.clamped),
    closestPoint: add(box.pose.position, toWorld(local.closestPoint)),
    normal,
    mtd: scale(normal, local.distance),
    local,
    localCenter,
  };
}

function assertBox(box: Aabb, name: string): void {
  if (!box || typeof box !== 'object') throw new GeometryError('bad-parameter', `${name} needs a box; got ${String(box)}.`);
  assertVector(box.center, `${name}'s centre`);
  assertVector(box.halfExtents, `${name}'s half extents`);
  if (box.halfExtents.x < 0 || box.halfExtents.y < 0) {
    throw new GeometryError('bad-parameter', `${name}'s half extents must be >= 0; got (${box.halfExtents.x}, ${box.halfExtents.y}).`);
  }
}

function assertCircleShape(circle: Circle, name: string): void {
  if (!circle || typeof circle !== 'object') throw new GeometryError('bad-parameter', `${name} is missing; got ${String(circle)}.`);
  assertVector(circle.center, `${name}'s centre`);
  assertFinite(circle.radius, `${name}'s radius`);
  if (!(circle.radius >= 0)) throw new GeometryError('bad-parameter', `${name}'s radius must be >= 0; got ${circle.radius}.`);
}
