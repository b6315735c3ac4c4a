import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circleCast, circleCircle } from './circles';
import { vec } from './vec2';

describe('circleCircle', () => {
  it('radii 1 and 2 with centres 5 apart are 2 apart', () => {
    const r = circleCircle({ center: vec(0, 0), radius: 1 }, { center: vec(3, 4), radius: 2 });
    expect(r.centerDistance).toBe(5);
    expect(r.radiusSum).toBe(3);
    expect(r.distance).toBe(2);
    expect(r.overlapping).toBe(false);
    expect(r.normal.x).toBeCloseTo(0.6, 15);
    expect(r.normal.y).toBeCloseTo(0.8, 15);
    expect(r.pointA.x).toBeCloseTo(0.6, 15);
  });

  it('overlapping by 1: p = -1 and P = N p points from B back to A', () => {
    const r = circleCircle({ center: vec(0, 0), radius: 2 }, { center: vec(2, 0), radius: 1 });
    expect(r.distance).toBe(-1);
    expect(r.overlapping).toBe(true);
    expect(r.mtd.x).toBe(-1);
    expect(r.mtd.y).toBeCloseTo(0, 15);
    // Resolving: move B by -P and they touch.
    expect(circleCircle({ center: vec(0, 0), radius: 2 }, { center: vec(3, 0), radius: 1 }).distance).toBe(0);
  });

  it('the squared test agrees with the square-root test', () => {
    const point = fc.record({ x: fc.double({ min: -5, max: 5, noNaN: true }), y: fc.double({ min: -5, max: 5, noNaN: true }) });
    fc.assert(fc.property(point, point, fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0, max: 3, noNaN: true }), (p, q, ra, rb) => {
      const r = circleCircle({ center: p, radius: ra }, { center: q, radius: rb });
      fc.pre(Math.abs(r.distance) > 1e-12);
      expect(r.overlapping).toBe(r.distance < 0);
    }));
  });

  it('coincident centres push out along +x rather than producing NaN', () => {
    const r = circleCircle({ center: vec(1, 1), radius: 1 }, { center: vec(1, 1), radius: 1 });
    expect(r.normal).toEqual({ x: 1, y: 0 });
    expect(r.distance).toBe(-2);
  });
});

describe('circleCast', () => {
  it('circles of radius 1 with centres 4 apart, A at speed 4: contact at t = 0.5', () => {
    const r = circleCast({ a: { center: vec(0, 0), radius: 1 }, b: { center: vec(4, 0), radius: 1 }, velocityA: vec(4, 0), velocityB: vec(0, 0) });
    expect(r.state).toBe('hit');
    expect(r.t).toBeCloseTo(0.5, 4);
    // Head-on, the first step is exact: the tangent line at the closest point is perpendicular to the ray.
    expect(r.iterations[0].next!.t).toBeCloseTo(0.5, 12);
  });

  it('records each estimate, closest point and next estimate of a glancing approach', () => {
    const r = circleCast({ a: { center: vec(0, 0), radius: 1 }, b: { center: vec(4, 1.5), radius: 1 }, velocityA: vec(5, 0), velocityB: vec(0, 0) });
    expect(r.state).toBe('hit');
    expect(r.iterations.length).toBeGreaterThan(2);
    r.iterations.slice(0, -1).forEach((it, k) => expect(r.iterations[k + 1].t).toBe(it.next!.t));
  });

  it('matches the closed-form time of impact', () => {
    const point = fc.record({ x: fc.double({ min: -4, max: 4, noNaN: true }), y: fc.double({ min: -4, max: 4, noNaN: true }) });
    fc.assert(fc.property(point, point, fc.double({ min: 0.1, max: 1.5, noNaN: true }), fc.double({ min: 0.1, max: 1.5, noNaN: true }), (q, v, ra, rb) => {
      const c = q, R = ra + rb;
      fc.pre(Math.hypot(c.x, c.y) > R * 1.001);
      const r = circleCast({ a: { center: vec(0, 0), radius: ra }, b: { center: c, radius: rb }, velocityA: v, velocityB: vec(0, 0), maxIterations: 500 });
      // |c - v t| = R:  (v.v) t^2 - 2 (c.v) t + (c.c - R^2) = 0, smaller root.
      const A = v.x * v.x + v.y * v.y, B = -2 * (c.x * v.x + c.y * v.y), C = c.x * c.x + c.y * c.y - R * R;
      const disc = B * B - 4 * A * C;
      const smaller = A > 0 && disc >= 0 ? (-B - Math.sqrt(disc)) / (2 * A) : Infinity;
      // Both roots negative: the circles are moving apart and never meet.
      const exact = smaller >= 0 ? smaller : Infinity;
      if (r.state === 'hit') {
        expect(r.t).toBeLessThanOrEqual(exact + 1e-12);
        expect(exact - r.t).toBeLessThan(1e-2);
      } else if (r.state === 'miss') {
        expect(exact > 1 || exact === Infinity || disc < 1e-9).toBe(true);
      }
    }));
  });
});

describe('circleCast input checks', () => {
  const a = { center: vec(0, 0), radius: 1 }, b = { center: vec(4, 0), radius: 1 };
  it('rejects an iteration limit that is not a whole number of at least 1, and a tolerance of 0 or below', () => {
    for (const maxIterations of [0, -1, 2.5, NaN]) {
      expect(() => circleCast({ a, b, velocityA: vec(4, 0), velocityB: vec(0, 0), maxIterations })).toThrow(/maxIterations/);
    }
    for (const tolerance of [0, -1e-3]) {
      expect(() => circleCast({ a, b, velocityA: vec(4, 0), velocityB: vec(0, 0), tolerance })).toThrow(/tolerance/);
    }
  });

  it('zero motion is a miss after one iteration, and each record carries r . n', () => {
    const still = circleCast({ a, b, velocityA: vec(0, 0), velocityB: vec(0, 0) });
    expect(still.state).toBe('miss');
    expect(still.iterations).toHaveLength(1);
    const moving = circleCast({ a, b: { center: vec(4, 1.5), radius: 1 }, velocityA: vec(5, 0), velocityB: vec(0, 0) });
    moving.iterations.forEach((it) => expect(it.closingSpeed).toBeCloseTo(5 * it.normal.x, 12));
  });

  it('circleCast of two points asks for a tolerance instead of blaming one it was not given', () => {
    const point = (x: number) => ({ center: { x, y: 0 }, radius: 0 });
    const input = { a: point(0), b: point(2), velocityA: { x: 1, y: 0 }, velocityB: { x: -1, y: 0 } };
    expect(() => circleCast(input)).toThrow(/both shapes are points.*pass a tolerance/);
    expect(circleCast({ ...input, tolerance: 1e-6 }).state).toBe('hit');
  });

  it('circleCircle of circles 1e200 across gives finite answers (their squares overflow, their distance does not)', () => {
    const r = circleCircle({ center: vec(0, 0), radius: 1e200 }, { center: vec(3e200, 0), radius: 1e200 });
    expect(r.distance).toBeCloseTo(1e200, -190);
    expect([r.normal.x, r.normal.y, r.mtd.x, r.mtd.y].every(Number.isFinite)).toBe(true);
  });
});
