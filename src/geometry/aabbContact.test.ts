import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aabbContact, aabbFromCorners, resolveAabbs } from './aabbContact';
import { polygonDistance } from './distance';
import { makeBox } from './polygon';
import { vec } from './vec2';
import type { Aabb } from './boxes';

const real = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const box = fc.record({ center: fc.record({ x: real(-3, 3), y: real(-3, 3) }), halfExtents: fc.record({ x: real(0.1, 2), y: real(0.1, 2) }) });
const placed = (b: Aabb) => ({ shape: makeBox(b.halfExtents.x, b.halfExtents.y), pose: { position: b.center, angle: 0 } });

describe('aabbContact', () => {
  it('x is the short way: D = (-0.25, -0.4), MTV (-0.25, 0) along x', () => {
    const c = aabbContact({ center: vec(0, 0), halfExtents: vec(1, 0.5) }, { center: vec(1.5, 0.6), halfExtents: vec(0.75, 0.5) });
    expect(c.gap.x).toBeCloseTo(-0.25, 12);
    expect(c.gap.y).toBeCloseTo(-0.4, 12);
    expect(c.between).toEqual({ x: 1.5, y: 0.6 });
    expect(c.halfSum).toEqual({ x: 1.75, y: 1 });
    expect(c.verdict).toBe('overlapping');
    expect(c.axis).toBe('x');
    expect(c.tie).toBe(false);
    expect(c.mtd.x).toBeCloseTo(-0.25, 12);
    expect(c.mtd.y).toBeCloseTo(0, 12);
  });

  it('B inside A pushes out along y, the axis with less to cross', () => {
    const c = aabbContact({ center: vec(0, 0), halfExtents: vec(2, 1) }, { center: vec(0.3, 0.1), halfExtents: vec(0.5, 0.3) });
    expect(c.gap.x).toBeCloseTo(-2.2, 12);
    expect(c.gap.y).toBeCloseTo(-1.2, 12);
    expect(c.axis).toBe('y');
    expect(c.distance).toBeCloseTo(-1.2, 12);
  });

  it('a tie picks x and says so', () => {
    const c = aabbContact({ center: vec(0, 0), halfExtents: vec(1, 1) }, { center: vec(1.5, 1.5), halfExtents: vec(1, 1) });
    expect(c.tie).toBe(true);
    expect(c.axis).toBe('x');
  });

  it('a gap on one axis alone is no overlap, though D is negative on the other', () => {
    const c = aabbContact({ center: vec(0, 0), halfExtents: vec(1, 0.5) }, { center: vec(1.2, 2), halfExtents: vec(0.75, 0.5) });
    expect(c.gap.x).toBeLessThan(0);
    expect(c.verdict).toBe('separated');
    expect(c.overlapOnAxis).toEqual({ x: true, y: false });
    expect(c.axis).toBe(null);
    // The shadows on y leave a gap of D_y = 2 - 1 = 1 between 0.5 (A's top) and 1.5 (B's bottom).
    expect(c.shadows.y.shared).toEqual({ min: 1.5, max: 0.5 });
    expect(c.shadows.x.a).toEqual({ min: -1, max: 1 });
  });

  it('the signed distance and overlap agree with polygonDistance on the same boxes', () => {
    fc.assert(fc.property(box, box, (a, b) => {
      const c = aabbContact(a, b);
      const d = polygonDistance(placed(a), placed(b));
      expect(c.distance).toBeCloseTo(d.distance, 9);
      if (Math.abs(d.distance) > 1e-9) expect(c.verdict).toBe(d.distance < 0 ? 'overlapping' : 'separated');
      if (c.verdict === 'overlapping') {
        // The MTV's length is the least push-out, and it points along a coordinate axis.
        expect(Math.hypot(c.mtd.x, c.mtd.y)).toBeCloseTo(-d.distance, 9);
        expect(c.mtd.x === 0 || c.mtd.y === 0).toBe(true);
      }
    }), { numRuns: 1000 });
  });

  it('applying the MTV leaves overlapping boxes touching (polygonDistance 0)', () => {
    fc.assert(fc.property(box, box, (a, b) => {
      fc.pre(aabbContact(a, b).verdict === 'overlapping');
      const moved = { ...b, center: resolveAabbs(a, b) };
      expect(aabbContact(a, moved).verdict).toBe('touching');
      expect(Math.abs(polygonDistance(placed(a), placed(moved)).distance)).toBeLessThan(1e-9);
    }), { numRuns: 1000 });
  });
});

describe('aabbFromCorners', () => {
  it('spans any two opposite corners, in either order', () => {
    expect(aabbFromCorners(vec(2, -1), vec(-1, 3))).toEqual({ center: { x: 0.5, y: 1 }, halfExtents: { x: 1.5, y: 2 } });
  });

  it('has both corners among its four corners', () => {
    fc.assert(fc.property(real(-5, 5), real(-5, 5), real(-5, 5), real(-5, 5), (x1, y1, x2, y2) => {
      const b = aabbFromCorners(vec(x1, y1), vec(x2, y2));
      for (const [x, y] of [[x1, y1], [x2, y2]]) {
        expect(Math.abs(Math.abs(x - b.center.x) - b.halfExtents.x)).toBeLessThan(1e-12);
        expect(Math.abs(Math.abs(y - b.center.y) - b.halfExtents.y)).toBeLessThan(1e-12);
      }
    }));
  });
});
