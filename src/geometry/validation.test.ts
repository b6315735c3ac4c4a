import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { angularCast } from './angularCast';
import { boundingBoxesOverlap, boundingCircle, fastDistance, halfSpaceTest, localBoundingBox } from './bounding';
import { aabbOfPlaced, aabbOverlap, buildAabb, circleAabb, circleObb } from './boxes';
import { circleCast, circleCircle, circleTimeOfImpact } from './circles';
import { featurePairSteps } from './construction';
import { distanceFromMinkowski, polygonDistance } from './distance';
import { GeometryError } from './errors';
import { minkowskiDifference } from './minkowski';
import { convexHull, makeBox, makePolygon, type Placed } from './polygon';
import { constrainConvexVertex, offsetConvex } from './polygonEdit';
import { satPointTest, satTest } from './sat';
import { stepBodies } from './stepper';
import { support } from './support';
import { linearCast } from './linearCast';
import { advancementCast } from './advancement';
import { circleShape, polygonShape, type PlacedShape } from './convexShape';
import { gjkDistance } from './gjk';
import { epaPenetration } from './epa';
import { shapeDistance } from './shapeDistance';
import { contactManifold } from './manifold';
import { rotationBound } from './rotationBound';
import { type Vec2, motion, vec } from './vec2';

// Every public query, called with one input replaced by a bad number. Each entry names the input it
// spoils; the query must throw a GeometryError whose message names that input and shows the value.
const box = makeBox(0.5, 0.5);
const placed = (x: number, y: number, angle = 0): Placed => ({ shape: box, pose: { position: vec(x, y), angle } });
const A = placed(0, 0), B = placed(2, 0);
const shapeAt = (shape: PlacedShape['shape']): PlacedShape => ({ shape, pose: { position: vec(3, 0), angle: 0 } });
const still = motion(0, 0, 0);
const md = minkowskiDifference(A, B);
const square = [vec(0, 0), vec(1, 0), vec(1, 1), vec(0, 1)];
const circle = (x: number, r = 0.5) => ({ center: vec(x, 0), radius: r });
const aabb = (x: number, h = 0.5) => ({ center: vec(x, 0), halfExtents: vec(h, h) });

type Case = readonly [label: string, names: string, call: (bad: number) => unknown];
const at = (bad: number) => placed(bad, 0);
const turned = (bad: number) => placed(0, 0, bad);

const cases: Case[] = [
  ['polygonDistance A position', "polygonDistance: A's position", (v) => polygonDistance(at(v), B)],
  ['polygonDistance B angle', "polygonDistance: B's angle", (v) => polygonDistance(A, { ...B, pose: { ...B.pose, angle: v } })],
  ['distanceFromMinkowski B position', "distanceFromMinkowski: B's position", (v) => distanceFromMinkowski(A, at(v), md)],
  ['minkowskiDifference A angle', "minkowskiDifference: A's angle", (v) => minkowskiDifference(turned(v), B)],
  ['satTest A position', "satTest: A's position", (v) => satTest(at(v), B)],
  ['satTest B angle', "satTest: B's angle", (v) => satTest(A, { ...B, pose: { ...B.pose, angle: v } })],
  ['satPointTest point', 'satPointTest: the point', (v) => satPointTest(A, vec(0, v))],
  ['satPointTest polygon angle', "satPointTest: the polygon's angle", (v) => satPointTest(turned(v), vec(0, 0))],
  ['linearCast A position', "linearCast: A's position", (v) => linearCast({ a: at(v), b: B, velocityA: vec(1, 0), velocityB: vec(0, 0) })],
  ['linearCast velocityB', 'linearCast: velocityB', (v) => linearCast({ a: A, b: B, velocityA: vec(1, 0), velocityB: vec(v, 0) })],
  ['angularCast B angle', "angularCast: B's angle", (v) => angularCast({ a: A, b: turned(v), motionA: still, motionB: still })],
  ['angularCast motionA', "angularCast: motionA's angular velocity", (v) => angularCast({ a: A, b: B, motionA: motion(0, 0, v), motionB: still })],
  ['angularCast tolerance', 'angularCast: the tolerance', (v) => angularCast({ a: A, b: B, motionA: still, motionB: still, tolerance: v })],
  ['angularCast maxIterations', 'angularCast: maxIterations', (v) => angularCast({ a: A, b: B, motionA: still, motionB: still, maxIterations: v })],
  ['circleCircle A centre', "circleCircle: A's centre", (v) => circleCircle(circle(v), circle(2))],
  ['circleCircle B radius', "circleCircle: B's radius", (v) => circleCircle(circle(0), circle(2, v))],
  ['circleCast velocityA', 'circleCast: velocityA', (v) => circleCast({ a: circle(0), b: circle(3), velocityA: vec(v, 0), velocityB: vec(0, 0) })],
  ['circleCast tolerance', 'circleCast: the tolerance', (v) => circleCast({ a: circle(0), b: circle(3), velocityA: vec(1, 0), velocityB: vec(0, 0), tolerance: v })],
  ['circleCast maxIterations', 'circleCast: maxIterations', (v) => circleCast({ a: circle(0), b: circle(3), velocityA: vec(1, 0), velocityB: vec(0, 0), maxIterations: v })],
  ['aabbOverlap B centre', "aabbOverlap: B's centre", (v) => aabbOverlap(aabb(0), aabb(v))],
  ['aabbOverlap A half extents', "aabbOverlap: A's half extents", (v) => aabbOverlap(aabb(0, v), aabb(2))],
  ['circleAabb circle', "circleAabb: the circle's centre", (v) => circleAabb(aabb(0), circle(v))],
  ['circleObb box angle', "circleObb: the box's angle", (v) => circleObb({ pose: { position: vec(0, 0), angle: v }, halfExtents: vec(1, 1) }, circle(3))],
  ['circleObb circle radius', "circleObb: the circle's radius", (v) => circleObb({ pose: { position: vec(0, 0), angle: 0 }, halfExtents: vec(1, 1) }, circle(3, v))],
  ['aabbOfPlaced', "aabbOfPlaced's position", (v) => aabbOfPlaced(at(v))],
  ['buildAabb', 'buildAabb: point 1', (v) => buildAabb([vec(0, 0), vec(v, 1)])],
  ['advancementCast velocityB', 'advancementCast: velocityB', (v) => advancementCast({ a: A, b: B, velocityA: vec(1, 0), velocityB: vec(0, v) })],
  ['circleTimeOfImpact velocityA', 'circleTimeOfImpact: velocityA', (v) => circleTimeOfImpact(circle(0), circle(3), vec(v, 0), vec(0, 0))],
  ['gjkDistance core point', "gjkDistance: B's core point 0", (v) => gjkDistance(shapeAt(circleShape(0.5)), { shape: { kind: 'circle', core: [vec(v, 0)], radius: 0.5, polygon: null }, pose: A.pose })],
  ['localBoundingBox', "localBoundingBox's angle", (v) => localBoundingBox(turned(v))],
  ['boundingBoxesOverlap', "boundingBoxesOverlap: B's position", (v) => boundingBoxesOverlap(A, at(v))],
  ['boundingCircle', 'boundingCircle: vertex 2', (v) => boundingCircle([vec(0, 1), vec(1, 0), vec(v, 0)], 'max')],
  ['fastDistance', 'fastDistance: y', (v) => fastDistance(1, v)],
  ['halfSpaceTest', 'halfSpaceTest: the point', (v) => halfSpaceTest(square, vec(v, 0))],
  ['support pose', "support: the pose's angle", (v) => support(box, { position: vec(0, 0), angle: v }, vec(1, 0))],
  ['support direction', 'support needs a non-zero, finite direction', (v) => support(box, A.pose, vec(v, 0))],
  ['featurePairSteps', "featurePairSteps: B's position", (v) => featurePairSteps(A, at(v))],
  ['stepBodies motion', "stepBodies: A's velocity", (v) => stepBodies({ ...A, motion: motion(v, 0) }, { ...B, motion: still }, 0.1, { continuous: true })],
  ['stepBodies time step', 'time step', (v) => stepBodies({ ...A, motion: still }, { ...B, motion: still }, v, { continuous: false })],
  ['constrainConvexVertex target', 'constrainConvexVertex: the target', (v) => constrainConvexVertex(square, 1, vec(v, 0), 0.01)],
  ['offsetConvex margin', 'offsetConvex: the margin', (v) => offsetConvex(square, v)],
  ['makePolygon', 'Point 2', (v) => makePolygon([vec(0, 0), vec(1, 0), vec(v, 1)])],
];

const bad = fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);

describe('every public query rejects non-finite input', () => {
  it('with a GeometryError naming the input and showing the value', () => {
    fc.assert(fc.property(fc.constantFrom(...cases), bad, ([, names, call], value) => {
      let thrown: unknown = null;
      try { call(value); } catch (error) { thrown = error; }
      expect(thrown).toBeInstanceOf(GeometryError);
      const message = (thrown as GeometryError).message;
      expect(message).toContain(names);
      // The bad value is shown, except where the message says which rule it broke and the value is implied.
      if (!/iterations|non-zero/.test(message)) expect(message).toContain(String(value));
    }), { numRuns: 400 });
  });

  it('every case is a real query call that succeeds with a good value', () => {
    for (const [label, , call] of cases) {
      const good = /maxIterations/.test(label) ? 8 : /tolerance|radius|margin|time step/.test(label) ? 0.01 : 0.3;
      expect(() => call(good), label).not.toThrow();
    }
  });

  it('circleCast with maxIterations 0 is refused like angularCast', () => {
    const input = { a: circle(0), b: circle(3), velocityA: vec(1, 0), velocityB: vec(0, 0), maxIterations: 0 };
    expect(() => circleCast(input)).toThrow(GeometryError);
    expect(() => circleCast(input)).toThrow(/circleCast: maxIterations must be a whole number of at least 1; got 0/);
  });
});

describe('every public query refuses what is not its input with a GeometryError, never a TypeError', () => {
  const nothing = null as never;
  const calls: [string, () => unknown][] = [
    ['linearCast(undefined)', () => linearCast(undefined as never)],
    ['angularCast(null)', () => angularCast(nothing)],
    ['advancementCast with A null', () => advancementCast({ a: nothing, b: B, velocityA: vec(0, 0), velocityB: vec(0, 0) })],
    ['polygonDistance with a shape not made by makePolygon', () => polygonDistance({ shape: { vertices: [vec(0, 0), vec(1, 0), vec(0, 1)] } as never, pose: A.pose }, B)],
    ['satTest with a shape of another kind', () => satTest({ shape: circleShape(1) as never, pose: A.pose }, B)],
    ['gjkDistance(null)', () => gjkDistance(nothing, shapeAt(circleShape(1)))],
    ['gjkDistance with a polygon where a shape goes', () => gjkDistance(A as never, shapeAt(circleShape(1)))],
    ['gjkDistance with a hand-written core of four points', () => gjkDistance({ shape: { kind: 'polygon', core: [vec(0, 0), vec(0, 1), vec(1, 1), vec(1, 0)], radius: 0, polygon: null }, pose: A.pose }, shapeAt(circleShape(1)))],
    // A builder's record vouches for the core it checked only: a shape spread with another core is checked afresh.
    ['gjkDistance with a built shape spread over a core of four points', () => gjkDistance({ shape: { ...polygonShape(box), core: [vec(0, 0), vec(1, 1), vec(0, 1), vec(1, 0)] }, pose: A.pose }, shapeAt(circleShape(1)))],
    ['contactManifold with a built circle spread over a NaN centre', () => contactManifold({ shape: { ...circleShape(1), core: [vec(NaN, 0)] }, pose: A.pose }, shapeAt(circleShape(1)))],
    ['epaPenetration(null)', () => epaPenetration(nothing, shapeAt(circleShape(1)))],
    ['shapeDistance with options null, then null', () => shapeDistance(nothing, shapeAt(circleShape(1)), null)],
    ['contactManifold(null)', () => contactManifold(nothing, shapeAt(polygonShape(box)))],
    ['polygonShape(null)', () => polygonShape(nothing)],
    ['circleShape(1, null)', () => circleShape(1, nothing)],
    ['circleTimeOfImpact with a null velocity', () => circleTimeOfImpact(circle(0), circle(3), nothing, vec(0, 0))],
    ['buildAabb(null)', () => buildAabb(nothing)],
    ['buildAabb([null])', () => buildAabb([nothing])],
    ['convexHull([null])', () => convexHull([nothing])],
    ['makePolygon with a hole', () => { const holed: Vec2[] = [vec(0, 0), vec(1, 0), vec(1, 1)]; delete holed[1]; return makePolygon(holed); }],
    ['halfSpaceTest(null)', () => halfSpaceTest(nothing, vec(0, 0))],
    ['rotationBound(null)', () => rotationBound(nothing, vec(0, 0), 1)],
    ['rotationBound with a billion samples', () => rotationBound(A, vec(0, 0), 1, 1e9)],
    ['stepBodies with options null', () => stepBodies({ ...A, motion: motion(0, 0) }, { ...B, motion: motion(0, 0) }, 0.1, nothing)],
  ];
  it.each(calls)('%s', (_, call) => {
    expect(call).toThrow(GeometryError);
  });
  it('options given as null are taken as none', () => {
    expect(gjkDistance(shapeAt(circleShape(1)), { ...shapeAt(circleShape(1)), pose: A.pose }, null).distance).toBeCloseTo(1, 12);
    expect(contactManifold(shapeAt(polygonShape(box)), { shape: polygonShape(box), pose: placed(3.9, 0).pose }, null).points.length).toBeGreaterThan(0);
  });
});

describe('resolved inputs never give NaN out', () => {
  it('pair queries on finite input return finite numbers', () => {
    const points: Vec2[] = [vec(0, 0), vec(1, 0), vec(0, 1)];
    const tri = makePolygon(points);
    const r = polygonDistance({ shape: tri, pose: { position: vec(0, 0), angle: 0 } }, { shape: tri, pose: { position: vec(1, 0), angle: Math.PI } });
    expect([r.distance, r.normal.x, r.normal.y].every(Number.isFinite)).toBe(true);
  });
});
