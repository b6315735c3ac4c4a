// Input checks at the top of every public query, as Box2D asserts b2IsValidVec2 / b2IsValidRotation before
// it computes: degenerate input is refused here with a GeometryError that names the value, so the
// algorithms below can be written straight and never turn a NaN into an answer.

import { GeometryError } from './errors';
import { CACHE, type Placed } from './polygon';
import { DEFAULT_MAX_ITERATIONS } from './tolerances';
import type { Motion, Pose, Vec2 } from './vec2';

const show = (v: Vec2 | null | undefined): string => (v && typeof v === 'object' ? `(${v.x}, ${v.y})` : String(v));

/** `value` must be a finite number; `name` says which (e.g. "circleCast: the tolerance"). */
export function assertFinite(value: number, name: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new GeometryError('non-finite', `${name} must be a finite number; got ${String(value)}.`);
  }
}

export function assertVector(v: Vec2, name: string): void {
  if (!v || typeof v !== 'object' || !Number.isFinite(v.x) || !Number.isFinite(v.y)) {
    throw new GeometryError('non-finite', `${name} must be a vector of finite numbers; got ${show(v)}.`);
  }
}

export function assertPose(pose: Pose, name: string): void {
  if (!pose || typeof pose !== 'object') throw new GeometryError('bad-parameter', `${name} needs a pose; got ${String(pose)}.`);
  assertVector(pose.position, `${name}'s position`);
  assertFinite(pose.angle, `${name}'s angle`);
}

/** A query's input record must be an object (`linearCast(undefined)` is told so, not met with a TypeError). */
export function assertInput(input: unknown, query: string): void {
  if (!input || typeof input !== 'object') throw new GeometryError('bad-parameter', `${query} needs its input as one object ({ a, b, ... }); got ${String(input)}.`);
}

/** A placed polygon: a shape made by makePolygon (or a builder) and a finite pose. */
export function assertPlaced(placed: Placed, name: string): void {
  // The common case first, cheaply: the queries run this twice per call.
  const position = placed?.pose?.position;
  if (position && placed.shape?.[CACHE] && Number.isFinite(position.x) && Number.isFinite(position.y) && Number.isFinite(placed.pose.angle)) return;
  if (!placed || typeof placed !== 'object' || !placed.shape || !placed.shape[CACHE]) {
    const what = placed && typeof placed === 'object' && placed.shape && 'core' in placed.shape
      ? ' (this is a shape for gjkDistance, shapeDistance and contactManifold; pass its polygon)' : '';
    throw new GeometryError('bad-parameter', `${name} needs a shape made by makePolygon (or makeBox, ...) and a pose${what}.`);
  }
  assertPose(placed.pose, name);
}

export function assertMotion(m: Motion, name: string): void {
  if (!m || typeof m !== 'object') throw new GeometryError('bad-parameter', `${name} needs a motion; got ${String(m)}.`);
  assertVector(m.velocity, `${name}'s velocity`);
  assertFinite(m.angularVelocity, `${name}'s angular velocity`);
}

export interface CastOptions { readonly tolerance?: number; readonly maxIterations?: number }

/**
 * The options both conservative-advancement casts take, checked and defaulted in one place: `tolerance` a
 * positive finite distance (default `defaultTolerance`), `maxIterations` a whole number of at least 1.
 */
export function castOptions(input: CastOptions, defaultTolerance: number, query: string): { tolerance: number; maxIterations: number } {
  const tolerance = input.tolerance ?? defaultTolerance;
  const maxIterations = input.maxIterations ?? DEFAULT_MAX_ITERATIONS;
  if (input.tolerance === undefined && !(defaultTolerance > 0)) {
    throw new GeometryError('bad-parameter', `${query}: both shapes are points (no size to take a default contact distance from); pass a tolerance.`);
  }
  if (typeof tolerance !== 'number' || !(tolerance > 0) || !Number.isFinite(tolerance)) {
    throw new GeometryError('bad-parameter', `${query}: the tolerance must be a positive, finite distance; got ${String(tolerance)}.`);
  }
  if (!Number.isInteger(maxIterations) || maxIterations < 1) {
    throw new GeometryError('bad-parameter', `${query}: maxIterations must be a whole number of at least 1; got ${String(maxIterations)}.`);
  }
  return { tolerance, maxIterations };
}
