import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advancementCast } from './advancement';
import { circleCast, circleTimeOfImpact } from './circles';
import { polygonDistance } from './distance';
import { linearCast } from './linearCast';
import { makeBox, type Placed } from './polygon';
import { linearCastOracle } from './testing/oracles';
import { scene, sizeOf, velocity } from './testing/arbitraries';
import { addScaled, vec } from './vec2';

const at = (shape: Placed['shape'], x: number, y: number, a = 0): Placed => ({ shape, pose: { position: vec(x, y), angle: a } });
const box = makeBox(0.5, 0.5);
const moved = (p: Placed, v: { x: number; y: number }, t: number): Placed => ({ shape: p.shape, pose: { ...p.pose, position: addScaled(p.pose.position, v, t) } });

describe('advancementCast on cases checked by hand', () => {
  it('head-on boxes: the first step lands exactly on the contact at t = 0.5', () => {
    const r = advancementCast({ a: at(box, 0, 0), b: at(box, 3, 0), velocityA: vec(4, 0), velocityB: vec(0, 0) });
    expect(r.state).toBe('hit');
    expect(r.iterations).toHaveLength(2);
    expect(r.iterations[0].closestPoint).toEqual({ x: 2, y: expect.closeTo(0, 12) });
    expect(r.t).toBeCloseTo(0.5, 12);
  });

  it('zero motion, receding, overlapped, and a bad limit or tolerance', () => {
    expect(advancementCast({ a: at(box, 0, 0), b: at(box, 3, 0), velocityA: vec(0, 0), velocityB: vec(0, 0) }).state).toBe('miss');
    expect(advancementCast({ a: at(box, 0, 0), b: at(box, 3, 0), velocityA: vec(-1, 0), velocityB: vec(0, 0) }).iterations).toHaveLength(1);
    expect(advancementCast({ a: at(box, 0, 0), b: at(box, 0.5, 0), velocityA: vec(1, 0), velocityB: vec(0, 0) })).toMatchObject({ state: 'overlapped', t: 0 });
    const input = { a: at(box, 0, 0), b: at(box, 3, 0), velocityA: vec(4, 0), velocityB: vec(0, 0) };
    for (const maxIterations of [0, -2, 1.5]) expect(() => advancementCast({ ...input, maxIterations })).toThrow(/maxIterations/);
    for (const tolerance of [0, -1]) expect(() => advancementCast({ ...input, tolerance })).toThrow(/tolerance/);
    expect(() => advancementCast({ ...input, velocityA: vec(Infinity, 0) })).toThrow(/finite/);
  });
});

describe('advancementCast properties', () => {
  it('agrees with linearCast and with a vertex-edge sweep: hit where they hit, from below, within the tolerance', () => {
    fc.assert(fc.property(scene, velocity, velocity, (s, velocityA, velocityB) => {
      const size = sizeOf(s);
      fc.pre(polygonDistance(s.a, s.b).distance > 1e-6 * size);
      const ours = advancementCast({ ...s, velocityA, velocityB, maxIterations: 500 });
      const exact = linearCast({ ...s, velocityA, velocityB });
      const oracle = linearCastOracle(s.a, s.b, velocityA, velocityB);
      for (let k = 1; k < ours.iterations.length; k++) expect(ours.iterations[k].t).toBeGreaterThan(ours.iterations[k - 1].t);
      if (ours.state === 'hit') {
        // Never past the true contact; and there, the pair is within the tolerance.
        expect(ours.t).toBeLessThanOrEqual(oracle + 1e-9);
        expect(polygonDistance(moved(s.a, velocityA, ours.t), moved(s.b, velocityB, ours.t)).distance).toBeLessThanOrEqual(ours.tolerance * (1 + 1e-9));
        expect(exact.state).toBe('hit');
      } else if (ours.state === 'miss') {
        // A miss may disagree only with a graze: at the oracle's time the shapes are no closer than the tolerance allows.
        if (Number.isFinite(oracle)) {
          expect(polygonDistance(moved(s.a, velocityA, oracle), moved(s.b, velocityB, oracle)).distance).toBeGreaterThanOrEqual(-1e-7 * size);
        }
      }
      if (exact.state === 'hit' && ours.state === 'hit') {
        // Closing at speed |r| or less, a gap within the tolerance is at most that far in time.
        const speed = Math.hypot(velocityA.x - velocityB.x, velocityA.y - velocityB.y);
        expect(exact.t - ours.t).toBeGreaterThanOrEqual(-1e-9);
        if (speed > 0) expect(exact.t - ours.t).toBeLessThanOrEqual(1e-3 + 1e-9);
      }
    }));
  }, 60_000);
});

describe('circleTimeOfImpact', () => {
  it('centres 4 apart, radii 1, closing at 4: t = 0.5; a pass 2.5 to the side misses', () => {
    expect(circleTimeOfImpact({ center: vec(0, 0), radius: 1 }, { center: vec(4, 0), radius: 1 }, vec(4, 0), vec(0, 0))).toBeCloseTo(0.5, 12);
    expect(circleTimeOfImpact({ center: vec(0, 0), radius: 1 }, { center: vec(4, 2.5), radius: 1 }, vec(8, 0), vec(0, 0))).toBeNull();
    expect(circleTimeOfImpact({ center: vec(0, 0), radius: 1 }, { center: vec(1, 0), radius: 1 }, vec(0, 0), vec(0, 0))).toBe(0);
  });

  it('circleCast converges to it from below, and both agree with sampling the gap over time', () => {
    const coordinate = fc.double({ min: -4, max: 4, noNaN: true });
    const radius = fc.double({ min: 0.05, max: 1.5, noNaN: true });
    fc.assert(fc.property(coordinate, coordinate, radius, radius, coordinate, coordinate, (bx, by, ra, rb, vx, vy) => {
      const a = { center: vec(0, 0), radius: ra }, b = { center: vec(bx, by), radius: rb };
      fc.pre(Math.hypot(bx, by) > ra + rb + 1e-6);
      const exact = circleTimeOfImpact(a, b, vec(vx, vy), vec(0, 0));
      const cast = circleCast({ a, b, velocityA: vec(vx, vy), velocityB: vec(0, 0), maxIterations: 2000 });
      const gap = (t: number) => Math.hypot(bx - vx * t, by - vy * t) - ra - rb;
      if (exact === null) {
        for (let i = 0; i <= 400; i++) expect(gap(i / 400)).toBeGreaterThan(-1e-9);
      } else {
        expect(Math.abs(gap(exact))).toBeLessThan(1e-9);
        for (let i = 0; i < 400; i++) expect(gap((exact * i) / 400)).toBeGreaterThan(-1e-9);
        if (cast.state === 'hit') {
          expect(cast.t).toBeLessThanOrEqual(exact + 1e-12);
          expect(gap(cast.t)).toBeLessThanOrEqual(cast.tolerance * (1 + 1e-9));
        }
      }
    }));
  }, 60_000);
});
