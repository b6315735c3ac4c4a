// Every tolerance of the core, in one place. Lengths are relative to the size of the scene they are
// used in (see `sceneSize`), so a query behaves the same for shapes of size 1e-6 and of size 1e4.

import type { Placed } from './polygon';

/**
 * Relative length tolerance. Double precision carries about 16 significant digits; a query combines a
 * few dozen operations, so its rounding error stays below ~1e-13 of the scene's size. 1e-9 leaves a wide
 * margin above that and is still far below anything a reader or a game could see.
 * Used for: "touching" (|distance| within it), merging duplicate polygon vertices.
 */
export const RELATIVE_TOLERANCE = 1e-9;

/**
 * Two directions closer than this angle (radians) count as parallel. Exactly aligned boxes rotated by
 * pi/2 in floating point differ by ~1e-16 rad; a reader's drag never lands within 1e-9 rad by chance.
 * Used for: support ties (two supporting vertices), collinear polygon vertices.
 */
export const PARALLEL_ANGLE = 1e-9;

/** Polygons with |area| below this fraction of (extent squared) are rejected as having no area. */
export const AREA_TOLERANCE = 1e-12;

/** Default distance at which the casts stop, as a fraction of the smaller shape's reach (see `castTolerance`). */
export const CAST_TOLERANCE_RELATIVE = 1e-4;

/**
 * The most samples a drawing helper takes (rotationBound's arcs, fastDistanceErrorCurve, shapeOutline's arcs per
 * turn): far more than any screen shows, and few enough that a wrong argument (1e9) is told so instead of
 * filling the memory.
 */
export const MAX_SAMPLES = 100_000;

/** Default iteration cap of the conservative-advancement casts. */
export const DEFAULT_MAX_ITERATIONS = 64;

/**
 * A conservative-advancement step shorter than this (in units of the unit time interval) counts as no
 * progress: the cast reports `stalled` instead of creeping towards a contact it cannot reach in time.
 */
export const STALL_STEP = 1e-12;

/**
 * A point dragged onto a polygon's half-plane boundary is accepted when it lies this fraction of the margin
 * short of it (polygonEdit: the constrained point itself lands on the shifted line only to rounding).
 */
export const MARGIN_SLACK = 1e-9;

/** Two lines whose direction cross product is below this fraction of their lengths' product are parallel. */
export const PARALLEL_DETERMINANT = 1e-12;

/**
 * The size of a scene that relative tolerances are measured against: both shapes' reach about their
 * positions plus the distance between those positions. Rounding in a pair query grows with every length it
 * touches, and these are all of them.
 */
export function sceneScale(radiusA: number, radiusB: number, separation: number): number {
  return radiusA + radiusB + separation;
}

/** `sceneScale` of two placed polygons: the one definition of scene size for every pair query. */
export function sceneSize(a: Placed, b: Placed): number {
  const dx = b.pose.position.x - a.pose.position.x, dy = b.pose.position.y - a.pose.position.y;
  return sceneScale(a.shape.radius, b.shape.radius, Math.sqrt(dx * dx + dy * dy));
}

/**
 * The one rule for touching: two shapes whose signed distance (or SAT overlap) lies within this of zero
 * touch. Every pair query and every figure decides "touching" with it.
 */
export function touchingTolerance(a: Placed, b: Placed): number {
  return RELATIVE_TOLERANCE * sceneSize(a, b);
}

/** How two shapes meet, decided once by the query that measures them. */
export type Contact = 'separated' | 'touching' | 'overlapping';

/** The verdict for a signed distance (negative while penetrating) under `tolerance`. */
export function contactOf(signedDistance: number, tolerance: number): Contact {
  return signedDistance > tolerance ? 'separated' : signedDistance < -tolerance ? 'overlapping' : 'touching';
}

/**
 * The casts' default contact distance: a fraction of the smaller shape's reach (of the other where one is a point,
 * radius 0; 0 where both are). It is a stopping distance, not a rounding allowance: the smaller shape sets it, so
 * a crate cast against a level's ground box 5000 long stops as close as against a crate, and unlike `sceneSize`
 * it leaves out the separation, so a cast that starts far away does not stop earlier for it.
 */
export function castTolerance(radiusA: number, radiusB: number): number {
  const smaller = Math.min(radiusA, radiusB);
  return CAST_TOLERANCE_RELATIVE * (smaller > 0 ? smaller : Math.max(radiusA, radiusB));
}
