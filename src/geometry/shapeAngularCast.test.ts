import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { angularCast } from './angularCast';
import { type ConvexShape, type PlacedShape, capsuleShape, circleShape, coreReach, polygonShape } from './convexShape';
import { makeBox, makeRegularPolygon } from './polygon';
import { shapeAngularCast } from './shapeAngularCast';
import { shapeDistance } from './shapeDistance';
import { castMotion } from './testing/arbitraries';
import { expectConservativeCast } from './testing/castChecks';
import { firstContactBySampling } from './testing/oracles';
import { placeShape, shapeSceneAround, shapeSceneSize } from './testing/shapeArbitraries';
import { type Motion, advancePose, motion } from './vec2';

const still = motion(0, 0, 0);

/** Distance at time t of the swept pair (shapeDistance itself is proven against brute force in its own tests). */
const distanceAt = (a: PlacedShape, b: PlacedShape, ma: Motion, mb: Motion, t: number) =>
  shapeDistance({ shape: a.shape, pose: advancePose(a.pose, ma, t) }, { shape: b.shape, pose: advancePose(b.pose, mb, t) }).distance;

/** The first penetration by sampling and bisection (testing/oracles.ts); Infinity if none. */
const firstContact = (a: PlacedShape, b: PlacedShape, ma: Motion, mb: Motion, samples: number) =>
  firstContactBySampling((t) => distanceAt(a, b, ma, mb, t), samples);

describe('shapeAngularCast on cases checked by hand', () => {
  const box = polygonShape(makeBox(0.5, 0.5));

  it('a circle of radius 0.5 at x = −3 moving 4 along x meets a unit box at the origin at t = 1/2', () => {
    const r = shapeAngularCast({ a: placeShape(circleShape(0.5), -3, 0), b: placeShape(box, 0, 0), motionA: motion(4, 0), motionB: still });
    expect(r.state).toBe('hit');
    expect(r.t).toBeLessThanOrEqual(0.5);
    expect(0.5 - r.t).toBeLessThan(r.tolerance);
  });

  it('a circle turning about its own centre adds nothing to the bound: the same steps as without the turn, to rounding', () => {
    const a = placeShape(circleShape(0.5), -3, 0.3), b = placeShape(box, 0, 0, 0.4);
    const spinning = shapeAngularCast({ a, b, motionA: motion(4, 0, 25), motionB: still });
    const sliding = shapeAngularCast({ a, b, motionA: motion(4, 0, 0), motionB: still });
    expect(spinning.iterations.every((it) => it.reachA === 0)).toBe(true);
    expect(spinning.state).toBe(sliding.state);
    expect(spinning.iterations).toHaveLength(sliding.iterations.length);
    // The turned circle is measured in a turned frame, so the numbers agree to rounding, not to the bit.
    expect(Math.abs(spinning.t - sliding.t)).toBeLessThan(1e-12);
    spinning.iterations.forEach((it, k) => expect(Math.abs(it.distance - sliding.iterations[k].distance)).toBeLessThan(1e-12));
  });

  it('a capsule’s turning term is its segment’s reach times the spin, not the segment’s reach plus its radius', () => {
    const capsule = capsuleShape(1.2, 0.3);
    expect(coreReach(capsule)).toBe(1.2);
    expect(coreReach(circleShape(0.7))).toBe(0);
    expect(coreReach(circleShape(0.7, { x: 0.3, y: -0.4 }))).toBeCloseTo(0.5, 15);
    const r = shapeAngularCast({ a: placeShape(capsule, -3, 0), b: placeShape(box, 0, 0), motionA: motion(2, 0, 3), motionB: still });
    expect(r.iterations[0].reachA).toBeCloseTo(1.2 * 3, 12);
  });

  it('a capsule turning half a turn over a box hits it, though both ends of the step are clear', () => {
    // The capsule's segment lies along x; the small box sits above its middle, beyond the rounding's reach.
    const capsule = placeShape(capsuleShape(2, 0.1), 0, 0), small = placeShape(polygonShape(makeBox(0.2, 0.2)), 0, 1.5);
    const turn = motion(0, 0, Math.PI);
    expect(distanceAt(capsule, small, turn, still, 0)).toBeGreaterThan(0);
    expect(distanceAt(capsule, small, turn, still, 1)).toBeGreaterThan(0);
    const r = shapeAngularCast({ a: capsule, b: small, motionA: turn, motionB: still });
    expect(r.state).toBe('hit');
    expect(r.t).toBeLessThanOrEqual(firstContact(capsule, small, turn, still, 400) + 1e-9);
  });

  it('on two polygons, finds the time angularCast finds', () => {
    const octagon = makeRegularPolygon(8, 0.5), bar = makeBox(1, 0.15);
    const cases = [
      { a: { shape: bar, pose: { position: { x: -2.6, y: 0.3 }, angle: 0 } }, b: { shape: makeBox(0.5, 0.5), pose: { position: { x: 0.6, y: 0 }, angle: 0.3 } }, motionA: motion(2.5, 0, Math.PI / 2), motionB: still },
      { a: { shape: octagon, pose: { position: { x: -2, y: 0.2 }, angle: 0.1 } }, b: { shape: octagon, pose: { position: { x: 1, y: -0.1 }, angle: 0 } }, motionA: motion(3, 0, 1), motionB: motion(-1, 0, -2) },
    ];
    for (const c of cases) {
      const polygons = angularCast(c);
      const shapes = shapeAngularCast({
        a: { shape: polygonShape(c.a.shape), pose: c.a.pose }, b: { shape: polygonShape(c.b.shape), pose: c.b.pose }, motionA: c.motionA, motionB: c.motionB,
      });
      expect(shapes.state).toBe(polygons.state);
      expect(Math.abs(shapes.t - polygons.t)).toBeLessThan(1e-6);
    }
  });

  it('starting overlapped is its own state, at t = 0 with one iteration', () => {
    const r = shapeAngularCast({ a: placeShape(circleShape(1), 0, 0), b: placeShape(box, 0.5, 0), motionA: motion(1, 0, 1), motionB: still });
    expect(r.state).toBe('overlapped');
    expect(r.t).toBe(0);
    expect(r.iterations).toHaveLength(1);
  });

  it('receding, or standing still, is a miss after one iteration', () => {
    const a = placeShape(circleShape(0.5), -3, 0), b = placeShape(box, 0, 0);
    for (const motionA of [motion(-2, 0, 5), still]) {
      const r = shapeAngularCast({ a, b, motionA, motionB: still });
      expect(r.state).toBe('miss');
      expect(r.iterations).toHaveLength(1);
    }
  });

  it('rejects a non-finite motion, a bad tolerance or a shape without a core, with a message', () => {
    const a = placeShape(circleShape(0.5), -3, 0), b = placeShape(box, 0, 0);
    expect(() => shapeAngularCast({ a, b, motionA: motion(NaN, 0), motionB: still })).toThrow(/motionA/);
    expect(() => shapeAngularCast({ a, b, motionA: still, motionB: still, tolerance: -1 })).toThrow(/tolerance/);
    const hollow = { kind: 'circle', core: [], radius: 1, polygon: null } as unknown as ConvexShape;
    expect(() => shapeAngularCast({ a: placeShape(hollow, 0, 0), b, motionA: still, motionB: still })).toThrow(/core/);
  });
});

describe('shapeAngularCast properties', () => {

  it('never passes the first contact found by sampling, its iterates are safe and increasing, and a miss is one sampling confirms', () => {
    fc.assert(fc.property(shapeSceneAround(0.5), castMotion, castMotion, (s, motionA, motionB) => {
      const size = shapeSceneSize(s);
      fc.pre(shapeDistance(s.a, s.b).distance > 1e-6 * size);
      const r = shapeAngularCast({ a: s.a, b: s.b, motionA, motionB, maxIterations: 200 });
      expectConservativeCast(r, (t) => distanceAt(s.a, s.b, motionA, motionB, t), size);
    }), { numRuns: 150 });
  });
});
