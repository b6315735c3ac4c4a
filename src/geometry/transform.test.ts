// Poses given as Transforms (makeTransform) must change nothing but the work: every query that takes poses gives
// the same answer, to the bit, as for the same poses given as (position, angle).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { angularCast } from './angularCast';
import type { PlacedShape } from './convexShape';
import { DistanceResult, polygonDistance } from './distance';
import { epaPenetration } from './epa';
import { gjkDistance } from './gjk';
import { GeometryError } from './errors';
import { linearCast } from './linearCast';
import { contactManifold } from './manifold';
import { minkowskiDifference } from './minkowski';
import { type Placed, makeBox } from './polygon';
import { shapeDistance } from './shapeDistance';
import { scene, velocity } from './testing/arbitraries';
import { shapeSceneAround } from './testing/shapeArbitraries';
import { Transform, makeTransform } from './vec2';

const turned = (p: Placed): Placed => ({ shape: p.shape, pose: makeTransform(p.pose) });
const turnedShape = (p: PlacedShape): PlacedShape => ({ shape: p.shape, pose: makeTransform(p.pose) });
const spin = fc.double({ min: -6, max: 6, noNaN: true });

describe('Transforms in the pair queries', () => {
  it('minkowskiDifference and linearCast give the same answer', () => {
    fc.assert(fc.property(scene, velocity, (s, v) => {
      expect(minkowskiDifference(turned(s.a), turned(s.b))).toEqual(minkowskiDifference(s.a, s.b));
      const plain = linearCast({ a: s.a, b: s.b, velocityA: { x: 0, y: 0 }, velocityB: v });
      const fast = linearCast({ a: turned(s.a), b: turned(s.b), velocityA: { x: 0, y: 0 }, velocityB: v });
      expect({ ...fast, minkowski: fast.minkowski }).toEqual({ ...plain, minkowski: plain.minkowski });
    }), { numRuns: 300 });
  });

  it('angularCast gives the same iterations, for shapes that move and shapes that stand still', () => {
    fc.assert(fc.property(scene, velocity, spin, fc.boolean(), (s, v, w, still) => {
      const motionA = still ? { velocity: { x: 0, y: 0 }, angularVelocity: 0 } : { velocity: v, angularVelocity: -w };
      const motionB = { velocity: { x: -v.x, y: -v.y }, angularVelocity: w };
      const plain = angularCast({ a: s.a, b: s.b, motionA, motionB });
      const fast = angularCast({ a: turned(s.a), b: turned(s.b), motionA, motionB });
      const poses = (r: typeof plain) => r.iterations.map((it) => ({ ...it, poseA: { position: it.poseA.position, angle: it.poseA.angle }, poseB: { position: it.poseB.position, angle: it.poseB.angle } }));
      expect(poses(fast)).toEqual(poses(plain));
      expect([fast.state, fast.t, fast.normal]).toEqual([plain.state, plain.t, plain.normal]);
    }), { numRuns: 300 });
  });

  it('gjkDistance, shapeDistance, epaPenetration and contactManifold give the same answer for shapes of any kind', () => {
    fc.assert(fc.property(shapeSceneAround(0.3), fc.double({ min: 0, max: 0.2, noNaN: true }), ({ a, b }, margin) => {
      const ta = turnedShape(a), tb = turnedShape(b);
      expect(gjkDistance(ta, tb, { record: true })).toEqual(gjkDistance(a, b, { record: true }));
      expect(shapeDistance(ta, tb, { record: true })).toEqual(shapeDistance(a, b, { record: true }));
      expect(epaPenetration(ta, tb)).toEqual(epaPenetration(a, b));
      expect(contactManifold(ta, tb, { margin })).toEqual(contactManifold(a, b, { margin }));
    }), { numRuns: 300 });
  });
});

describe('makeTransform and DistanceResult', () => {
  it('makeTransform keeps a Transform as it is and copies a plain position; its fields cannot be changed', () => {
    const position = { x: 1, y: 2 };
    const t = makeTransform({ position, angle: 0.5 });
    expect(makeTransform(t)).toBe(t);
    position.x = 5;
    expect(t.position.x).toBe(1);
    expect(t).toBeInstanceOf(Transform);
    expect(Object.isFrozen(t) && Object.isFrozen(t.position)).toBe(true);
    expect(() => makeTransform(undefined as never)).toThrow(GeometryError);
  });

  it('polygonDistance refuses an `out` that is not a DistanceResult, with a message', () => {
    const box = { shape: makeBox(0.5, 0.5), pose: { position: { x: 0, y: 0 }, angle: 0 } };
    expect(() => polygonDistance(box, box, { distance: 0 } as never)).toThrow(/DistanceResult/);
  });

  it('an input that shares an object with `out` is read as it was before the answer is written', () => {
    const box = makeBox(0.5, 0.5);
    const out = new DistanceResult();
    const a = { shape: box, pose: { position: { x: 0, y: 0 }, angle: 0 } };
    // B's corner against A's face: the witness is anchored at B, whose position is read after the normal is known.
    polygonDistance(a, { shape: box, pose: { position: { x: 3, y: 0.2 }, angle: Math.PI / 4 } }, out);
    expect(out.feature).toMatchObject({ kind: 'vertex-edge', pair: { source: 'A' } });
    const shared = { shape: box, pose: { position: out.mtd, angle: Math.PI / 4 } };
    const expected = polygonDistance(a, { shape: box, pose: { position: { ...out.mtd }, angle: Math.PI / 4 } });
    expect(expected.feature).toMatchObject({ kind: 'vertex-edge', pair: { source: 'A' } });
    const got = polygonDistance(a, shared, out);
    expect({ a: { ...got.pointA }, b: { ...got.pointB }, d: got.distance }).toEqual({ a: { ...expected.pointA }, b: { ...expected.pointB }, d: expected.distance });
  });
});
