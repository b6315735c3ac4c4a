import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makePolygon } from './polygon';
import { constrainConvexVertex, offsetConvex } from './polygonEdit';
import { ellipsePoints } from './testing/arbitraries';
import { cross, sub, vec } from './vec2';

const square = [vec(0, 0), vec(1, 0), vec(1, 1), vec(0, 1)];

describe('constrainConvexVertex', () => {
  it('lets a vertex move anywhere that keeps the square convex', () => {
    expect(constrainConvexVertex(square, 2, vec(1.5, 1.4), 0)).toEqual(vec(1.5, 1.4));
  });

  it('stops a corner pulled inside the square on the diagonal', () => {
    // Corner 2 pulled to (0.2, 0.2) would make a dart; the nearest allowed point is on the diagonal x + y = 1.
    const p = constrainConvexVertex(square, 2, vec(0.2, 0.2), 0);
    expect(p.x + p.y).toBeCloseTo(1, 12);
  });

  it('keeps every turn at least the margin away from straight', () => {
    const p = constrainConvexVertex(square, 2, vec(0.2, 0.2), 0.05);
    expect((p.x + p.y - 1) / Math.SQRT2).toBeCloseTo(0.05, 9);
  });

  it('property: the result always makes a convex polygon, and is the target when the target was fine', () => {
    const point = fc.record({ x: fc.double({ min: -4, max: 4, noNaN: true }), y: fc.double({ min: -4, max: 4, noNaN: true }) });
    fc.assert(fc.property(ellipsePoints, fc.nat(), point, (points, k, target) => {
      const polygon = makePolygon(points).vertices;
      const index = k % polygon.length;
      const p = constrainConvexVertex(polygon, index, target, 1e-3);
      const edited = polygon.map((v, i) => (i === index ? p : v));
      // Strictly convex: every turn left.
      edited.forEach((v, i) => {
        const a = edited[(i + edited.length - 1) % edited.length], b = edited[(i + 1) % edited.length];
        expect(cross(sub(v, a), sub(b, v))).toBeGreaterThan(0);
      });
      expect(() => makePolygon(edited)).not.toThrow();
    }));
  });
});

describe('offsetConvex', () => {
  it('grows the unit square by 0.5 on every side, in either winding', () => {
    // Each edge moves out by 0.5, so the corners meet at (-0.5, -0.5), (1.5, -0.5), (1.5, 1.5), (-0.5, 1.5).
    const expected = [vec(-0.5, -0.5), vec(1.5, -0.5), vec(1.5, 1.5), vec(-0.5, 1.5)];
    offsetConvex(square, 0.5).forEach((p, i) => { expect(p.x).toBeCloseTo(expected[i].x, 12); expect(p.y).toBeCloseTo(expected[i].y, 12); });
    const clockwise = [...square].reverse();
    offsetConvex(clockwise, 0.5).forEach((p, i) => { expect(p.x).toBeCloseTo(expected[3 - i].x, 12); expect(p.y).toBeCloseTo(expected[3 - i].y, 12); });
  });
});
