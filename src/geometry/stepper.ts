// A fixed-timestep simulation of two moving convex polygons, checked for collision after every step.
//
// Each step moves both bodies by velocity * dt and angularVelocity * dt, then runs the discrete check
// (SAT) on the new poses. That check only sees the end of the step: a fast body can pass through the
// other between two checks (tunnelling). The continuous check casts the step's motion with angularCast
// and finds the impact the discrete check misses.

import { type AngularCastOutput, angularCast } from './angularCast';
import { GeometryError } from './errors';
import type { ConvexPolygon } from './polygon';
import { satTest } from './sat';
import { assertMotion, assertPlaced } from './validate';
import { type Motion, type Pose, advancePose, scale } from './vec2';

export interface Body {
  readonly shape: ConvexPolygon;
  readonly pose: Pose;
  /** Per unit of simulated time (a second, say). */
  readonly motion: Motion;
}

export interface StepOutput {
  readonly a: Body;
  readonly b: Body;
  /** The discrete check at the end of the step. */
  readonly discreteHit: boolean;
  /** The continuous check over the step; t is the fraction of the step at impact. */
  readonly continuous: AngularCastOutput | null;
}

/** Advances both bodies by one step of length `timeStep` (no collision response: the figure shows detection). */
export function stepBodies(a: Body, b: Body, timeStep: number, options: { continuous: boolean }): StepOutput {
  for (const [name, body] of [['stepBodies: A', a], ['stepBodies: B', b]] as const) {
    assertPlaced(body, name);
    assertMotion(body.motion, name);
  }
  if (!(timeStep > 0) || !Number.isFinite(timeStep)) {
    throw new GeometryError('bad-parameter', `stepBodies: the time step must be positive and finite; got ${timeStep}.`);
  }
  if (!options || typeof options !== 'object' || typeof options.continuous !== 'boolean') {
    throw new GeometryError('bad-parameter', `stepBodies: options must say { continuous: true } or { continuous: false }.`);
  }
  const stepMotion = (m: Motion): Motion => ({ velocity: scale(m.velocity, timeStep), angularVelocity: m.angularVelocity * timeStep });
  const next = (body: Body): Body => ({ ...body, pose: advancePose(body.pose, stepMotion(body.motion), 1) });
  const movedA = next(a);
  const movedB = next(b);
  const discreteHit = satTest(movedA, movedB).intersecting;
  const continuous = options.continuous
    ? angularCast({ a, b, motionA: stepMotion(a.motion), motionB: stepMotion(b.motion) })
    : null;
  return { a: movedA, b: movedB, discreteHit, continuous };
}
