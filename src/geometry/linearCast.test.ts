import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { polygonDistance } from './distance';
import { linearCast } from './linearCast';
import { makeBox, type Placed } from './polygon';
import { linearCastOracle } from './testing/oracles';
import { scene, sizeOf, velocity } from './testing/arbitraries';
import { addScaled, vec } from './vec2';

const at = (shape: Placed['shape'], x: number, y: number, a = 0): Placed => ({ shape, pose: { position: vec(x, y), angle: a } });
const box = makeBox(0.5, 0.5);

describe('linearCast on cases checked by hand', () => {
  it('A moving right at 4 per unit time meets B whose face is 2 away at t = 0.5', () => {
    const r = linearCast({ a: at(box, 0, 0), b: at(box, 3, 0), velocityA: vec(4, 0), velocityB: vec(0, 0) });
    expect(r.state).toBe('hit');
    expect(r.t).toBeCloseTo(0.5, 12);
    expect(r.normal.x).toBeCloseTo(1, 12);
    expect(r.ray.hitPoint!.x).toBeCloseTo(2, 12);
  });

  it('both moving: only the relative velocity matters', () => {
    const r = linearCast({ a: at(box, 0, 0), b: at(box, 3, 0), velocityA: vec(1, 0), velocityB: vec(-3, 0) });
    expect(r.t).toBeCloseTo(0.5, 12);
  });

  it('too slow to reach within the step is a miss', () => {
    expect(linearCast({ a: at(box, 0, 0), b: at(box, 3, 0), velocityA: vec(1, 0), velocityB: vec(0, 0) }).state).toBe('miss');
  });

  it('moving past is a miss', () => {
    expect(linearCast({ a: at(box, 0, 0), b: at(box, 3, 2), velocityA: vec(4, 0), velocityB: vec(0, 0) }).state).toBe('miss');
  });

  it('overlapping at the start is its own state at t = 0', () => {
    const r = linearCast({ a: at(box, 0, 0), b: at(box, 0.5, 0), velocityA: vec(4, 0), velocityB: vec(0, 0) });
    expect(r.state).toBe('overlapped');
    expect(r.t).toBe(0);
  });

  it('touching and closing is a hit at 0; touching and receding or sliding is a miss', () => {
    const a = at(box, 0, 0), b = at(box, 1, 0);
    expect(linearCast({ a, b, velocityA: vec(1, 0), velocityB: vec(0, 0) })).toMatchObject({ state: 'hit', t: 0 });
    expect(linearCast({ a, b, velocityA: vec(-1, 0), velocityB: vec(0, 0) }).state).toBe('miss');
    expect(linearCast({ a, b, velocityA: vec(0, 1), velocityB: vec(0, 0) }).state).toBe('miss');
  });

  it('zero motion between separated shapes is a miss', () => {
    expect(linearCast({ a: at(box, 0, 0), b: at(box, 3, 0), velocityA: vec(0, 0), velocityB: vec(0, 0) }).state).toBe('miss');
  });
});

describe('linearCast properties', () => {
  it('matches sweeping every vertex against every edge', () => {
    fc.assert(fc.property(scene, velocity, velocity, (s, velocityA, velocityB) => {
      const start = polygonDistance(s.a, s.b).distance;
      const tolerance = 1e-9 * sizeOf(s);
      fc.pre(start > tolerance);
      const ours = linearCast({ ...s, velocityA, velocityB });
      const oracle = linearCastOracle(s.a, s.b, velocityA, velocityB);
      if (ours.state === 'hit') {
        expect(Math.abs(ours.t - oracle)).toBeLessThanOrEqual(1e-7);
        // At the time of impact the shapes touch.
        const moved = (p: Placed, v: { x: number; y: number }): Placed => ({ shape: p.shape, pose: { ...p.pose, position: addScaled(p.pose.position, v, ours.t) } });
        expect(Math.abs(polygonDistance(moved(s.a, velocityA), moved(s.b, velocityB)).distance)).toBeLessThanOrEqual(1e-7 * sizeOf(s));
      } else {
        expect(ours.state).toBe('miss');
        // A miss may disagree only with a grazing contact at the very end or along an edge.
        if (Number.isFinite(oracle)) {
          const moved = (p: Placed, v: { x: number; y: number }): Placed => ({ shape: p.shape, pose: { ...p.pose, position: addScaled(p.pose.position, v, oracle) } });
          expect(polygonDistance(moved(s.a, velocityA), moved(s.b, velocityB)).distance).toBeGreaterThanOrEqual(-1e-7 * sizeOf(s));
        }
      }
    }));
  });

  it('reports overlapped exactly when the shapes penetrate at the start', () => {
    fc.assert(fc.property(scene, velocity, (s, v) => {
      const d = polygonDistance(s.a, s.b).distance;
      fc.pre(Math.abs(d) > 1e-9 * sizeOf(s));
      expect(linearCast({ ...s, velocityA: v, velocityB: vec(0, 0) }).state === 'overlapped').toBe(d < 0);
    }));
  });
});
