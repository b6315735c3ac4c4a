// AABB against AABB as the discrete chapter teaches it: the vector between the centres, the per-axis
// D = |cB − cA| − (hA + hB), which axis the minimum translation runs along (and whether the two tie), a
// touching state, and the boxes moved apart by it.

import { type Aabb, type AabbOverlapOutput, aabbOverlap } from './boxes';
import { GeometryError } from './errors';
import { type Contact, RELATIVE_TOLERANCE, contactOf } from './tolerances';
import type { Interval } from './sat';
import { type Vec2, add, isFiniteVec, length, sub, vec } from './vec2';

export interface AabbContactOutput extends AabbOverlapOutput {
  /** cB − cA: the vector between the centres. */
  readonly between: Vec2;
  /** hA + hB per axis: how far apart the centres may be on that axis while the boxes still overlap. */
  readonly halfSum: Vec2;
  /** Per axis: do the boxes' shadows on that axis overlap (D < 0)? Both must for the boxes to. */
  readonly overlapOnAxis: { readonly x: boolean; readonly y: boolean };
  /** The axis the minimum translation runs along, while overlapping or touching; null across a gap. */
  readonly axis: 'x' | 'y' | null;
  /** D_x and D_y equal (to the tolerance): either axis is as short; x is taken. */
  readonly tie: boolean;
  readonly verdict: Contact;
  /**
   * Each box's shadow on each axis, and the stretch both cover (from the larger min to the smaller max:
   * empty, min > max, across a gap; its length is then the gap).
   */
  readonly shadows: { readonly x: AxisShadows; readonly y: AxisShadows };
}

export interface AxisShadows { readonly a: Interval; readonly b: Interval; readonly shared: Interval }

const shadowsOn = (a: Aabb, b: Aabb, axis: 'x' | 'y'): AxisShadows => {
  const ia = { min: a.center[axis] - a.halfExtents[axis], max: a.center[axis] + a.halfExtents[axis] };
  const ib = { min: b.center[axis] - b.halfExtents[axis], max: b.center[axis] + b.halfExtents[axis] };
  return { a: ia, b: ib, shared: { min: Math.max(ia.min, ib.min), max: Math.min(ia.max, ib.max) } };
};

/**
 * The overlap of two AABBs with the minimum translation's axis. Boxes measured from their centres give on
 * each axis the push-out depth directly: −D_axis. The shorter way out is the axis whose D is nearer zero
 * (the larger of the two negatives); pushing along the other axis would move farther.
 */
export function aabbContact(a: Aabb, b: Aabb): AabbContactOutput {
  assertAabb(a, 'A (aabbContact)');
  assertAabb(b, 'B (aabbContact)');
  const result = aabbOverlap(a, b);
  const between = sub(b.center, a.center);
  const halfSum = add(a.halfExtents, b.halfExtents);
  const tolerance = RELATIVE_TOLERANCE * (length(halfSum) + length(between));
  const verdict = contactOf(result.distance, tolerance);
  const inContact = verdict !== 'separated';
  const tie = inContact && Math.abs(result.gap.x - result.gap.y) <= tolerance;
  return {
    ...result, between, halfSum, verdict, tie,
    overlapOnAxis: { x: result.gap.x < 0, y: result.gap.y < 0 },
    shadows: { x: shadowsOn(a, b, 'x'), y: shadowsOn(a, b, 'y') },
    axis: !inContact ? null : tie || result.gap.x >= result.gap.y ? 'x' : 'y',
  };
}

/** B's centre after the minimum translation (B moves by −mtd); boxes that do not overlap stay put. */
export function resolveAabbs(a: Aabb, b: Aabb): Vec2 {
  const contact = aabbContact(a, b);
  return contact.verdict === 'overlapping' ? sub(b.center, contact.mtd) : b.center;
}

/** The AABB with two opposite corners `p` and `q`, in either order. */
export function aabbFromCorners(p: Vec2, q: Vec2): Aabb {
  if (!isFiniteVec(p) || !isFiniteVec(q)) throw new GeometryError('non-finite', 'Both corners of a box must be finite.');
  return { center: vec((p.x + q.x) / 2, (p.y + q.y) / 2), halfExtents: vec(Math.abs(q.x - p.x) / 2, Math.abs(q.y - p.y) / 2) };
}

function assertAabb(box: Aabb, name: string): void {
  if (!box || typeof box !== 'object' || !isFiniteVec(box.center) || !isFiniteVec(box.halfExtents) || !(box.halfExtents.x >= 0) || !(box.halfExtents.y >= 0)) {
    throw new GeometryError('bad-parameter', `Box ${name} needs a finite centre and finite half extents >= 0.`);
  }
}
