// Small value types and the vector algebra every query is written in.
// Values in, new values out: nothing here mutates an argument.

import { GeometryError } from './errors';

export type Vec2 = { readonly x: number; readonly y: number };
/** Where a shape is: its local origin at `position`, rotated counter-clockwise by `angle` radians about it. */
export type Pose = { readonly position: Vec2; readonly angle: number };
/** How a shape moves over one unit of time: `velocity` of its position, `angularVelocity` in radians. */
export type Motion = { readonly velocity: Vec2; readonly angularVelocity: number };

export const ZERO: Vec2 = Object.freeze({ x: 0, y: 0 });

export const vec = (x: number, y: number): Vec2 => ({ x, y });
export const add = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Vec2, s: number): Vec2 => ({ x: a.x * s, y: a.y * s });
export const negate = (a: Vec2): Vec2 => ({ x: -a.x, y: -a.y });
/** a + b * s */
export const addScaled = (a: Vec2, b: Vec2, s: number): Vec2 => ({ x: a.x + b.x * s, y: a.y + b.y * s });
export const dot = (a: Vec2, b: Vec2): number => a.x * b.x + a.y * b.y;
/** The z component of the 3D cross product: positive when b is counter-clockwise from a. */
export const cross = (a: Vec2, b: Vec2): number => a.x * b.y - a.y * b.x;
/** a rotated by +90 degrees. */
export const leftPerp = (a: Vec2): Vec2 => ({ x: -a.y, y: a.x });
/** a rotated by -90 degrees: the outward normal direction of an edge of a counter-clockwise polygon. */
export const rightPerp = (a: Vec2): Vec2 => ({ x: a.y, y: -a.x });
export const lengthSquared = (a: Vec2): number => a.x * a.x + a.y * a.y;
export const length = (a: Vec2): number => Math.hypot(a.x, a.y);
export const distance = (a: Vec2, b: Vec2): number => Math.hypot(a.x - b.x, a.y - b.y);
export const lerp = (a: Vec2, b: Vec2, t: number): Vec2 => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
export const isFiniteVec = (a: Vec2): boolean => !!a && typeof a === 'object' && Number.isFinite(a.x) && Number.isFinite(a.y);
export const equals = (a: Vec2, b: Vec2): boolean => a.x === b.x && a.y === b.y;

/** The unit vector along a, or `fallback` when a has no direction. */
export function normalize(a: Vec2, fallback: Vec2 = { x: 1, y: 0 }): Vec2 {
  const l = Math.hypot(a.x, a.y);
  return l > 0 && Number.isFinite(l) ? { x: a.x / l, y: a.y / l } : fallback;
}

/**
 * A rotation stored as its cosine and sine, as Box2D's b2Rot: a query turns the angle into one once per pose
 * and then rotates every vertex with four multiplications. Hot loops may unpack `cos` and `sin` into locals.
 */
export type Rotation = { readonly cos: number; readonly sin: number };

export const IDENTITY_ROTATION: Rotation = Object.freeze({ cos: 1, sin: 0 });

/** The rotation by `angle` radians counter-clockwise (b2MakeRot). */
export const makeRotation = (angle: number): Rotation => ({ cos: Math.cos(angle), sin: Math.sin(angle) });

/** v rotated by q (b2RotateVector). */
export const rotateVector = (q: Rotation, v: Vec2): Vec2 => ({ x: q.cos * v.x - q.sin * v.y, y: q.sin * v.x + q.cos * v.y });

/** v rotated by the inverse of q (b2InvRotateVector). */
export const invRotateVector = (q: Rotation, v: Vec2): Vec2 => ({ x: q.cos * v.x + q.sin * v.y, y: -q.sin * v.x + q.cos * v.y });

/** The rotation r seen from q's frame, q^-1 r (b2InvMulRot): turns B's frame into A's. */
export const invMulRotations = (q: Rotation, r: Rotation): Rotation => ({
  cos: q.cos * r.cos + q.sin * r.sin,
  sin: q.cos * r.sin - q.sin * r.cos,
});

/**
 * A pose with its rotation taken once (Box2D's b2Transform): a game builds one per body per step with
 * `makeTransform` and hands it to every pair query that body is in, where a Pose goes. The pair queries read
 * its cosine and sine instead of taking them again (about 15 ns per shape per query, a tenth of a query). It is
 * made only here, from a finite position and angle, so its rotation always matches its angle.
 */
export class Transform implements Pose {
  readonly position: Vec2;
  readonly cos: number;
  readonly sin: number;
  private constructor(position: Vec2, readonly angle: number) {
    this.position = { x: position.x, y: position.y };
    this.cos = Math.cos(angle);
    this.sin = Math.sin(angle);
    // Frozen, so that its angle and its rotation cannot part (from JavaScript, where readonly does not hold).
    Object.freeze(this.position);
    Object.freeze(this);
  }

  /** A GeometryError on a position or angle that is not finite. */
  static make(position: Vec2, angle: number): Transform {
    if (!position || !Number.isFinite(position?.x) || !Number.isFinite(position?.y) || !Number.isFinite(angle)) {
      throw new GeometryError('non-finite', `makeTransform needs a finite position and angle; got (${position?.x}, ${position?.y}) and ${String(angle)}.`);
    }
    return new Transform(position, angle);
  }
}

/** The Transform of `pose` (the same object when it is one already). */
export const makeTransform = (pose: Pose): Transform => (pose instanceof Transform ? pose : Transform.make(pose?.position, pose?.angle));

/** cos(pose.angle), read from a Transform without recomputing it. */
export const poseCos = (pose: Pose): number => (pose instanceof Transform ? pose.cos : Math.cos(pose.angle));
/** sin(pose.angle), read from a Transform without recomputing it. */
export const poseSin = (pose: Pose): number => (pose instanceof Transform ? pose.sin : Math.sin(pose.angle));

/** a rotated counter-clockwise by `angle` radians (one-off; build a Rotation to turn many vectors). */
export function rotate(a: Vec2, angle: number): Vec2 {
  return rotateVector(makeRotation(angle), a);
}

export const unitFromAngle = (angle: number): Vec2 => ({ x: Math.cos(angle), y: Math.sin(angle) });

/** The rotation of `pose`: a Transform's own, else built from its angle (the same numbers either way). */
export const poseRotation = (pose: Pose): Rotation => (pose instanceof Transform ? pose : makeRotation(pose.angle));

/** Local point -> world point (b2TransformPoint; a plain pose's rotation is built here). */
export function transformPoint(pose: Pose, local: Vec2): Vec2 {
  return add(pose.position, rotateVector(poseRotation(pose), local));
}

/** World point -> local point, the inverse of transformPoint (b2InvTransformPoint). */
export function invTransformPoint(pose: Pose, world: Vec2): Vec2 {
  return invRotateVector(poseRotation(pose), sub(world, pose.position));
}

/** The old name of invTransformPoint, kept for the figures that use it. */
export const inverseTransformPoint = invTransformPoint;

export const pose = (x: number, y: number, angle = 0): Pose => ({ position: { x, y }, angle });
export const motion = (vx: number, vy: number, angularVelocity = 0): Motion => ({
  velocity: { x: vx, y: vy },
  angularVelocity,
});

/** The pose a shape with `motion` reaches at time t (rotation about its own position). */
export function advancePose(start: Pose, m: Motion, t: number): Pose {
  return { position: addScaled(start.position, m.velocity, t), angle: start.angle + m.angularVelocity * t };
}

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** The point of segment [p, q] nearest to `point`, with the segment parameter s in [0, 1]. */
/** `point` pulled back along the line from `centre` to within `radius` of it (unchanged when already within). */
export function clampToDisc(point: Vec2, centre: Vec2, radius: number): Vec2 {
  const dx = point.x - centre.x, dy = point.y - centre.y, distance = Math.hypot(dx, dy);
  if (distance <= radius) return point;
  return { x: centre.x + (dx / distance) * radius, y: centre.y + (dy / distance) * radius };
}

export function closestPointOnSegment(point: Vec2, p: Vec2, q: Vec2): { point: Vec2; s: number } {
  const edge = sub(q, p);
  const l2 = lengthSquared(edge);
  const s = l2 > 0 ? clamp(dot(sub(point, p), edge) / l2, 0, 1) : 0;
  return { point: addScaled(p, edge, s), s };
}

const TWO_PI = 2 * Math.PI;

/** An angle in [0, 2 pi): the one angle wrapper of the core (normal angles, walk orders). */
export function wrapAngle(angle: number): number {
  // Beyond EXACT_ANGLE, the remainder by the rounded 2 pi drifts from the turn Math.cos and Math.sin make (by
  // 0.1 rad at 1e15): take the angle of the turn itself.
  if (!(Math.abs(angle) <= EXACT_ANGLE)) angle = Math.atan2(Math.sin(angle), Math.cos(angle));
  const a = angle % TWO_PI;
  const wrapped = a < 0 ? a + TWO_PI : a;
  return wrapped >= TWO_PI ? 0 : wrapped;
}

/**
 * Angles up to this size are reduced by the remainder of 2 pi, which stays within 1e-10 rad of the turn cos and
 * sin make; larger ones (a game that never wraps its bodies' angles, after days) by the angle of that turn.
 */
export const EXACT_ANGLE = 1e6;

/** The turn from angle `from` to angle `to`, as cos and sin of each make it (a plain difference while both are small). */
export function turnBetween(from: number, to: number): number {
  if (Math.abs(from) <= EXACT_ANGLE && Math.abs(to) <= EXACT_ANGLE) return to - from;
  return wrapAngle(to) - wrapAngle(from);
}

/** An angle in (-pi, pi]: for display, where a half turn should read +180 degrees, never -180. */
export function wrapAnglePi(angle: number): number {
  const wrapped = wrapAngle(angle);
  return wrapped > Math.PI ? wrapped - TWO_PI : wrapped;
}
