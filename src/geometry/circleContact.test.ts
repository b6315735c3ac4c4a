import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circleContact, resolveCircles } from './circleContact';

const coordinate = fc.double({ min: -50, max: 50, noNaN: true });
const radius = fc.double({ min: 0.01, max: 10, noNaN: true });
const circle = fc.record({ center: fc.record({ x: coordinate, y: coordinate }), radius });

describe('circleContact', () => {
  it('gives the worked example: centres 1.5 apart, radii 1 and 1, overlap by 0.5 along +x', () => {
    const c = circleContact({ center: { x: 0, y: 0 }, radius: 1 }, { center: { x: 1.5, y: 0 }, radius: 1 });
    expect(c.verdict).toBe('overlapping');
    expect(c.squaredTest).toBe(true);
    expect(c.rootTest).toBe(true);
    expect(c.distance).toBeCloseTo(-0.5, 12);
    expect(c.normal).toEqual({ x: 1, y: 0 });
    expect(c.mtd.x).toBeCloseTo(-0.5, 12);
    expect(c.concentric).toBe(false);
  });

  it('calls circles exactly sum-of-radii apart touching, and the strict test says not overlapping', () => {
    const c = circleContact({ center: { x: 0, y: 0 }, radius: 1 }, { center: { x: 3, y: 4 }, radius: 4 });
    expect(c.verdict).toBe('touching');
    expect(c.squaredTest).toBe(false);
    expect(c.rootTest).toBe(false);
  });

  it('states the concentric fallback: normal +x, depth the sum of radii', () => {
    const c = circleContact({ center: { x: 2, y: 2 }, radius: 1 }, { center: { x: 2, y: 2 }, radius: 0.5 });
    expect(c.concentric).toBe(true);
    expect(c.normal).toEqual({ x: 1, y: 0 });
    expect(c.distance).toBe(-1.5);
  });

  it('the squared test and the square-root test always agree, and agree with a sampled oracle', () => {
    fc.assert(fc.property(circle, circle, (a, b) => {
      const c = circleContact(a, b);
      expect(c.squaredTest).toBe(c.rootTest);
      // Oracle: the circles overlap when some point of B's disc lies strictly inside A's disc; sample the
      // segment between the centres (the deepest points lie on it).
      const dx = b.center.x - a.center.x, dy = b.center.y - a.center.y, d = Math.hypot(dx, dy);
      if (Math.abs(d - a.radius - b.radius) > 1e-6 * (1 + d)) expect(c.verdict).toBe(d < a.radius + b.radius ? 'overlapping' : 'separated');
    }), { numRuns: 1000 });
  });

  it('the two tests agree with each other and with the verdict at touching, where rounding puts the centres a hair either way', () => {
    // B placed rA + rB from A along a direction, as a reader's Touching preset places it: the centre distance and
    // the sum of radii then differ by a rounding or two, and the strict comparisons alone would split.
    const direction = fc.double({ min: 0, max: 2 * Math.PI, noNaN: true });
    fc.assert(fc.property(circle, radius, direction, (a, rb, angle) => {
      const sum = a.radius + rb;
      const b = { center: { x: a.center.x + sum * Math.cos(angle), y: a.center.y + sum * Math.sin(angle) }, radius: rb };
      const c = circleContact(a, b);
      expect(c.verdict).toBe('touching');
      expect([c.rootTest, c.squaredTest]).toEqual([false, false]);
    }), { numRuns: 2000 });
    // The preset's own numbers: a radius written as the centre distance less the other radius.
    const preset = circleContact({ center: { x: -1, y: -0.3 }, radius: 1 }, { center: { x: 0.8, y: 0.9 }, radius: Math.hypot(1.8, 1.2) - 1 });
    expect([preset.verdict, preset.rootTest, preset.squaredTest]).toEqual(['touching', false, false]);
    // Two points (radius 0) at one place touch, and neither test calls them overlapping.
    const points = circleContact({ center: { x: 1, y: 1 }, radius: 0 }, { center: { x: 1, y: 1 }, radius: 0 });
    expect([points.verdict, points.rootTest, points.squaredTest]).toEqual(['touching', false, false]);
  });

  it('throws a GeometryError for a negative or non-finite radius', () => {
    expect(() => circleContact({ center: { x: 0, y: 0 }, radius: -1 }, { center: { x: 0, y: 0 }, radius: 1 })).toThrow(/radius/);
    expect(() => circleContact({ center: { x: NaN, y: 0 }, radius: 1 }, { center: { x: 0, y: 0 }, radius: 1 })).toThrow(/centre/);
  });
});

describe('resolveCircles', () => {
  it('moving B by -P in the worked example puts B at (2, 0)', () => {
    const r = resolveCircles({ center: { x: 0, y: 0 }, radius: 1 }, { center: { x: 1.5, y: 0 }, radius: 1 }, 'b');
    expect(r.a).toEqual({ x: 0, y: 0 });
    expect(r.b.x).toBeCloseTo(2, 12);
    expect(r.b.y).toBeCloseTo(0, 12);
  });

  it('leaves overlapping circles touching whichever way the move is shared, along the centre line', () => {
    fc.assert(fc.property(circle, circle, fc.constantFrom('a' as const, 'b' as const, 'half' as const), (a, b, share) => {
      const before = circleContact(a, b);
      fc.pre(before.verdict === 'overlapping');
      const r = resolveCircles(a, b, share);
      const after = Math.hypot(r.b.x - r.a.x, r.b.y - r.a.y);
      expect(after).toBeCloseTo(a.radius + b.radius, 6);
      expect(circleContact({ ...a, center: r.a }, { ...b, center: r.b }).verdict).toBe('touching');
      // Moved by |p| in total, no more: the minimum move.
      const moved = Math.hypot(r.a.x - a.center.x, r.a.y - a.center.y) + Math.hypot(r.b.x - b.center.x, r.b.y - b.center.y);
      expect(moved).toBeCloseTo(-before.distance, 6);
      if (share === 'half') expect(Math.hypot(r.a.x - a.center.x, r.a.y - a.center.y)).toBeCloseTo(-before.distance / 2, 6);
    }), { numRuns: 1000 });
  });

  it('leaves circles that do not overlap where they are', () => {
    const a = { center: { x: 0, y: 0 }, radius: 1 }, b = { center: { x: 5, y: 0 }, radius: 1 };
    expect(resolveCircles(a, b, 'half')).toEqual({ a: a.center, b: b.center });
  });
});
