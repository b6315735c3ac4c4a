import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSimplePolygon } from './bounding';
import { makePolygon, signedArea } from './polygon';
import { constrainConvexVertex, moveVertexKeepingSimple, offsetConvex, outlineClearance } from './polygonEdit';
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

describe('outlineClearance (how far a simple outline is from touching itself)', () => {
  it('is the height of the shortest altitude of a triangle', () => {
    // Base 4, apex 1 above it: vertex (2, 1) lies 1 from the base; the base's ends lie 4/√5 from the slanted sides.
    expect(outlineClearance([vec(0, 0), vec(4, 0), vec(2, 1)])).toBeCloseTo(1, 12);
  });

  it('of the L: the reflex corner (0.6, 0.6) lies 0.6 from the bottom and the left edge', () => {
    const L = [vec(0, 0), vec(2, 0), vec(2, 0.6), vec(0.6, 0.6), vec(0.6, 1.6), vec(0, 1.6)];
    expect(outlineClearance(L)).toBeCloseTo(0.6, 12);
  });

  it('is 0 where a vertex lies on an edge it does not end', () => {
    expect(outlineClearance([vec(0, 0), vec(2, 0), vec(2, 2), vec(1, 0), vec(0, 2)])).toBe(0);
  });

  it('property: equals the least distance from a vertex to many sample points of the edges not ending at it', () => {
    fc.assert(fc.property(ellipsePoints, (points) => {
      const n = points.length;
      let brute = Infinity;
      for (let k = 0; k < n; k++) {
        for (let j = 0; j < n; j++) {
          if (j === k || (j + 1) % n === k) continue;
          const a = points[j], b = points[(j + 1) % n];
          for (let s = 0; s <= 400; s++) {
            const p = { x: a.x + ((b.x - a.x) * s) / 400, y: a.y + ((b.y - a.y) * s) / 400 };
            brute = Math.min(brute, Math.hypot(p.x - points[k].x, p.y - points[k].y));
          }
        }
      }
      const clearance = outlineClearance(points);
      expect(clearance).toBeLessThanOrEqual(brute + 1e-12);
      // Sampling finds the nearest point to within half a sample's spacing.
      const longest = Math.max(...points.map((p, i) => Math.hypot(points[(i + 1) % n].x - p.x, points[(i + 1) % n].y - p.y)));
      expect(clearance).toBeGreaterThanOrEqual(brute - longest / 800 - 1e-12);
    }), { numRuns: 60 });
  });
});

describe('moveVertexKeepingSimple (a vertex dragged without the outline crossing itself)', () => {
  const L = [vec(0, 0), vec(2, 0), vec(2, 0.6), vec(0.6, 0.6), vec(0.6, 1.6), vec(0, 1.6)];
  const valid = (outline: readonly { x: number; y: number }[], margin: number) =>
    isSimplePolygon(outline) && signedArea(outline) > 0 && outlineClearance(outline) >= margin * (1 - 1e-9);

  it('goes all the way where the outline stays simple (the reflex corner pulled out to make a square)', () => {
    expect(moveVertexKeepingSimple(L, 3, vec(2, 1.6), 0.05)).toEqual(vec(2, 1.6));
  });

  it('stops a corner pushed down onto the reflex corner a margin above the edge there', () => {
    // Vertex 4 (0.6, 1.6) pushed straight down along x = 0.6 would fold onto vertex 3 (0.6, 0.6): it stops
    // 0.05 above the edge from (2, 0.6) to (0.6, 0.6), the nearest edge it does not end.
    const p = moveVertexKeepingSimple(L, 4, vec(0.6, -1), 0.05);
    expect(p.x).toBe(0.6);
    expect(p.y).toBeGreaterThanOrEqual(0.65 - 1e-9);
    expect(p.y).toBeLessThan(0.651);
  });

  /** Star-shaped outlines about the origin (angles increasing, any radii): simple, often concave. */
  const starOutline = fc.array(fc.tuple(fc.double({ min: 0.05, max: 1, noNaN: true }), fc.double({ min: 0.3, max: 2, noNaN: true })), { minLength: 3, maxLength: 12 })
    .map((parts) => {
      const total = parts.reduce((sum, [step]) => sum + step, 0);
      let angle = 0;
      return parts.map(([step, r]) => {
        angle += (step / total) * 2 * Math.PI;
        return vec(r * Math.cos(angle), r * Math.sin(angle));
      });
    });

  it('property: from a valid outline the result is valid, and the target itself when the target was valid', () => {
    const point = fc.record({ x: fc.double({ min: -3, max: 3, noNaN: true }), y: fc.double({ min: -3, max: 3, noNaN: true }) });
    fc.assert(fc.property(fc.oneof(ellipsePoints, starOutline), fc.nat(), point, (points, k, target) => {
      const margin = 0.01;
      fc.pre(valid(points, margin));
      const index = k % points.length;
      const p = moveVertexKeepingSimple(points, index, target, margin);
      const edited = points.map((v, i) => (i === index ? p : v));
      expect(valid(edited, margin)).toBe(true);
      // The way there walked densely: where every point of it is clear, the vertex gets to the target.
      const wayClear = Array.from({ length: 801 }, (_, s) => s / 800).every((t) => valid(points.map((v, i) => (i === index
        ? { x: v.x + (target.x - v.x) * t, y: v.y + (target.y - v.y) * t } : v)), margin));
      if (wayClear) expect(p).toEqual(target);
    }));
  });
});
