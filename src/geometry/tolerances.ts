// Every tolerance of the core, in one place. Lengths are relative to the size of the scene they are
// used in (see `sceneScale`), so a query behaves the same for shapes of size 1e-6 and of size 1e4.

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

/** Default distance at which the angular cast stops, as a fraction of rA + rB. */
export const CAST_TOLERANCE_RELATIVE = 1e-4;

/** Default iteration cap of the conservative-advancement casts. */
export const DEFAULT_MAX_ITERATIONS = 64;

/**
 * A conservative-advancement step shorter than this (in units of the unit time interval) counts as no
 * progress: the cast reports `stalled` instead of creeping towards a contact it cannot reach in time.
 */
export const STALL_STEP = 1e-12;

/** The size of the pair (a, b) that relative tolerances are measured against. */
export function sceneScale(radiusA: number, radiusB: number, separation: number): number {
  return radiusA + radiusB + separation;
}
