// Time of impact for two convex shapes of any kind (circles, capsules, rounded polygons, polygons) that translate
// and turn over t in [0, 1]: the conservative advancement of angularCast, measuring with shapeDistance (GJK, and
// EPA where the cores overlap) instead of the polygon walk.
//
// A rounded shape is its core grown by a disc, and a turn moves only the core: the disc is the same whichever
// way the shape faces. The distance is at least the gap between the two shapes' extents along the normal n of
// the moment, and a shape's extent along a fixed n is its core's extent plus the radius, which a turn changes
// only through the core's points, each at most coreReach |w| per unit of t (points of the outline itself may
// move faster: a capsule's tip moves at (half length + radius) |w|, but the extent it sets does not). So the
// gap cannot close faster than
//     (velocityA - velocityB) . n + coreReachA |wA| + coreReachB |wB|
// with coreReach the farthest core point from the shape's position, about which it turns. A circle turning about
// its own centre has a core reach of 0 and adds nothing: its spin cannot bring it closer. A capsule adds its
// segment's half length times its spin, not that plus its radius.

import { type AngularCastIteration, type AngularCastOutput, type AngularCastState, advancementExit, advancementStop } from './angularCast';
import { type PlacedShape, coreReach, shapeReach } from './convexShape';
import { assertPlacedShape } from './gjk';
import { shapeDistance } from './shapeDistance';
import { castTolerance } from './tolerances';
import { assertMotion, castOptions, assertInput } from './validate';
import { type Motion, type Vec2, advancePose, sub } from './vec2';

export interface ShapeAngularCastInput {
  readonly a: PlacedShape;
  readonly b: PlacedShape;
  readonly motionA: Motion;
  readonly motionB: Motion;
  /** Distance that counts as contact; default castTolerance of the two shapes' reaches. */
  readonly tolerance?: number;
  readonly maxIterations?: number;
}

/** The time of impact of two shapes of any kind, with a record of every iteration (as angularCast's). */
export function shapeAngularCast(input: ShapeAngularCastInput): AngularCastOutput {
  assertInput(input, 'shapeAngularCast');
  const { a, b, motionA, motionB } = input;
  assertPlacedShape(a, 'shapeAngularCast: A');
  assertPlacedShape(b, 'shapeAngularCast: B');
  assertMotion(motionA, 'shapeAngularCast: motionA');
  assertMotion(motionB, 'shapeAngularCast: motionB');
  const { tolerance, maxIterations } = castOptions(input, castTolerance(shapeReach(a.shape), shapeReach(b.shape)), 'shapeAngularCast');

  const relativeVelocity = sub(motionA.velocity, motionB.velocity);
  const reachA = coreReach(a.shape) * Math.abs(motionA.angularVelocity);
  const reachB = coreReach(b.shape) * Math.abs(motionB.angularVelocity);
  const iterations: AngularCastIteration[] = [];
  let normal: Vec2 = { x: 1, y: 0 };
  const done = (state: AngularCastState, t: number): AngularCastOutput => ({ state, t, normal, iterations, tolerance });
  let t = 0;
  for (let i = 0; i < maxIterations; i++) {
    const poseA = advancePose(a.pose, motionA, t), poseB = advancePose(b.pose, motionB, t);
    const query = shapeDistance({ shape: a.shape, pose: poseA }, { shape: b.shape, pose: poseB });
    normal = query.normal;
    const { distance } = query;
    const closingSpeed = relativeVelocity.x * normal.x + relativeVelocity.y * normal.y;
    const bound = closingSpeed + reachA + reachB;
    const stop = advancementStop(i, distance, query.contact === 'overlapping', bound, tolerance);
    const step = stop === null ? distance / bound : null;
    iterations.push({
      t, distance, normal, poseA, poseB, bound: stop === 'miss' || stop === null ? bound : 0,
      closingSpeed, reachA, reachB, step, pointA: query.pointA, pointB: query.pointB,
    });
    const exit = advancementExit(stop, t, step);
    if (exit) return done(exit.state, exit.t);
    t += step!;
  }
  return done('maxIterations', t);
}
