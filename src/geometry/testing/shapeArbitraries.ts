// fast-check generators for shapes of any kind (polygons, rounded polygons, circles, capsules) and scenes of two,
// shared by the tests of GJK, EPA, the contact manifold and Transforms.

import fc from 'fast-check';
import { type ConvexShape, type PlacedShape, capsuleShape, circleShape, polygonShape, roundedPolygonShape } from '../convexShape';
import { unitPolygon } from './arbitraries';

const real = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

export const placeShape = (shape: ConvexShape, x: number, y: number, angle = 0): PlacedShape => ({ shape, pose: { position: { x, y }, angle } });

/** Any of the four kinds (circles centred on their position or off it), of size about 1. */
export const anyShape: fc.Arbitrary<ConvexShape> = fc.oneof(
  unitPolygon.map(polygonShape),
  fc.tuple(unitPolygon, real(0.02, 0.5)).map(([p, r]) => roundedPolygonShape(p, r)),
  real(0.1, 1.5).map((r) => circleShape(r)),
  // A circle whose centre is off its position: a turn moves its centre (its core reaches past 0).
  fc.tuple(real(0.1, 1.5), real(-0.6, 0.6), real(-0.6, 0.6)).map(([r, x, y]) => circleShape(r, { x, y })),
  fc.tuple(real(0.1, 1.5), real(0.05, 0.8)).map(([h, r]) => capsuleShape(h, r)),
);

/** Two shapes of any kind at any angles, B within 3 of the origin on each axis, A within `offsetA` of it. */
export const shapeSceneAround = (offsetA: number) => {
  const offset = offsetA > 0 ? real(-offsetA, offsetA) : fc.constant(0);
  return fc.tuple(anyShape, anyShape, real(-3, 3), real(-3, 3), real(-Math.PI, Math.PI), real(-Math.PI, Math.PI), offset, offset)
    .map(([sa, sb, x, y, aa, ab, ax, ay]) => ({ a: placeShape(sa, ax, ay, aa), b: placeShape(sb, x, y, ab) }));
};

/** Both shapes' reach about their positions plus the distance between them: what rounding scales with. */
export const shapeSceneSize = ({ a, b }: { a: PlacedShape; b: PlacedShape }) => {
  const reach = (p: PlacedShape) => Math.max(...p.shape.core.map((v) => Math.hypot(v.x, v.y))) + p.shape.radius;
  return reach(a) + reach(b) + Math.hypot(b.pose.position.x - a.pose.position.x, b.pose.position.y - a.pose.position.y);
};
