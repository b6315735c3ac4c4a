import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundingBoxesOverlap, boundingCircle, fastDistance, fastDistanceAt, fastDistanceError, fastDistanceErrorExtremes, fastDistanceErrorBounds, fastDistanceErrorCurve,
  depthInConvex, fastDistanceIsoCurve, halfSpaceTest, isSimplePolygon, localBoundingBox,
} from './bounding';
import { GeometryError } from './errors';
import { insideConvex, pointSegmentDistance } from './testing/oracles';
import { makeBox, makePolygon, signedArea } from './polygon';
import { unitPolygon } from './testing/arbitraries';
import { vec } from './vec2';

describe('bounding circles', () => {
  const kite = [vec(3, 0), vec(0, 1), vec(-1, 0), vec(0, -1)];

  it('average, max and midway radii of a kite with vertex distances 3, 1, 1, 1', () => {
    expect(boundingCircle(kite, 'average').radius).toBe(1.5);
    expect(boundingCircle(kite, 'max').radius).toBe(3);
    expect(boundingCircle(kite, 'midway').radius).toBe(2.25);
  });
});

describe('bounding boxes', () => {
  it('the local box of a box rotated by 45 degrees has half size sqrt(2)', () => {
    const b = localBoundingBox({ shape: makeBox(1, 1), pose: { position: vec(5, 5), angle: Math.PI / 4 } });
    expect(b.maxX).toBeCloseTo(Math.SQRT2, 12);
    expect(b.minY).toBeCloseTo(-Math.SQRT2, 12);
  });

  it('box test says overlap where the exact test would not (diamonds corner to corner)', () => {
    const diamond = makePolygon([vec(1, 0), vec(0, 1), vec(-1, 0), vec(0, -1)]);
    expect(boundingBoxesOverlap({ shape: diamond, pose: { position: vec(0, 0), angle: 0 } }, { shape: diamond, pose: { position: vec(1.8, 1.8), angle: 0 } })).toBe(true);
  });
});

describe('fast distance', () => {
  it('is exact along the axes and max + 5/16 min elsewhere', () => {
    expect(fastDistance(-7, 0)).toBe(7);
    expect(fastDistance(3, 4)).toBe(4 + (5 / 16) * 3);
  });

  it('its error ranges from 21 / (16 sqrt 2) - 1 to sqrt(1 + 25/256) - 1, not the 3.5% often quoted', () => {
    const bounds = fastDistanceErrorBounds();
    expect(bounds.min).toBeCloseTo(21 / (16 * Math.SQRT2) - 1, 12);
    expect(bounds.max).toBeCloseTo(Math.sqrt(1 + 25 / 256) - 1, 12);
    const curve = fastDistanceErrorCurve(20000);
    expect(Math.max(...curve.map((c) => c.relativeError))).toBeCloseTo(bounds.max, 6);
    expect(Math.min(...curve.map((c) => c.relativeError))).toBeCloseTo(bounds.min, 6);
  });

  it('reports the relative error for a point', () => {
    expect(fastDistanceError(1, 1).relativeError).toBeCloseTo(21 / (16 * Math.SQRT2) - 1, 12);
    expect(fastDistanceError(0, 0).relativeError).toBe(0);
  });

  it('the iso-distance curve is an octagon on which the approximation is constant', () => {
    const curve = fastDistanceIsoCurve(2);
    expect(curve).toHaveLength(8);
    curve.forEach((p) => expect(fastDistance(p.x, p.y)).toBeCloseTo(2, 12));
    expect(curve[1].x).toBeCloseTo(32 / 21, 12);
  });
});

describe('half-space test', () => {
  const square = [vec(0, 0), vec(2, 0), vec(2, 2), vec(0, 2)];

  it('inside when every edge puts the point on its inner side', () => {
    const r = halfSpaceTest(square, vec(1, 1));
    expect(r.inside).toBe(true);
    expect(r.edges.map((e) => e.signedDistance)).toEqual([-1, -1, -1, -1]);
  });

  it('one edge disagrees for a point just outside it', () => {
    const r = halfSpaceTest(square, vec(3, 1));
    expect(r.edges.map((e) => e.inner)).toEqual([true, false, true, true]);
    expect(r.inside).toBe(false);
  });

  it('on a concave polygon it can reject a point that is inside', () => {
    // An arrowhead: the notch's edges cut through the interior.
    const arrow = [vec(0, 0), vec(4, 0), vec(4, 4), vec(2, 1), vec(0, 4)];
    const r = halfSpaceTest(arrow, vec(0.5, 2));
    expect(r.convex).toBe(false);
    expect(r.insideExact).toBe(true);
    expect(r.inside).toBe(false);
  });

  it('reports winding and convexity separately: a clockwise square is convex, wound clockwise', () => {
    const clockwise = [...square].reverse();
    const r = halfSpaceTest(clockwise, vec(1, 1));
    expect(r.convex).toBe(true);
    expect(r.winding).toBe('clockwise');
    // Its right-hand normals point inwards, so even the centre is outside every edge.
    expect(r.edges.map((e) => e.signedDistance)).toEqual([1, 1, 1, 1]);
    expect(r.inside).toBe(false);
    expect(r.insideExact).toBe(true);
    expect(halfSpaceTest(square, vec(1, 1)).winding).toBe('counterClockwise');
  });

  it('a concave polygon is not convex in either winding', () => {
    const dart = [vec(-1, -1), vec(0, -0.2), vec(1, -1), vec(0, 1.2)];
    for (const vertices of [dart, [...dart].reverse()]) expect(halfSpaceTest(vertices, vec(0, 0)).convex).toBe(false);
    expect(halfSpaceTest(dart, vec(0, 0)).winding).toBe('counterClockwise');
    expect(halfSpaceTest([...dart].reverse(), vec(0, 0)).winding).toBe('clockwise');
  });

  it('the dart preset: edge 0 puts (0.6, -0.6) outside while the point is inside', () => {
    const dart = [vec(-1, -1), vec(0, -0.2), vec(1, -1), vec(0, 1.2)];
    const r = halfSpaceTest(dart, vec(0.6, -0.6));
    // Edge 0 runs (-1,-1) -> (0,-0.2): outward normal (0.8,-1)/|(0.8,-1)|; (1.6, 0.4) . that = 0.88 / 1.2806.
    expect(r.edges[0].signedDistance).toBeCloseTo(0.88 / Math.hypot(0.8, 1), 12);
    expect(r.inside).toBe(false);
    expect(r.insideExact).toBe(true);
  });

  it('an edge whose two corners coincide has no line: no normal, no distance, and it rules nothing out', () => {
    // The square with corner 2 dragged onto corner 1: edge 1 has zero length; the other three decide.
    const folded = [vec(-1, -1), vec(1, -1), vec(1, -1), vec(-1, 1)];
    const r = halfSpaceTest(folded, vec(-0.2, -0.5));
    expect(r.edges[1].degenerate).toBe(true);
    expect(r.edges[1].normal).toEqual({ x: 0, y: 0 });
    expect(r.edges[1].signedDistance).toBe(0);
    expect(r.edges[1].inner).toBe(true);
    expect(r.edges.filter((e) => e.degenerate)).toHaveLength(1);
    expect(r.inside).toBe(true);
    expect(r.insideExact).toBe(true);
    // Beyond the slanted edge 2 the point is outside by both tests.
    expect(halfSpaceTest(folded, vec(0.5, 0.5)).inside).toBe(false);
  });
});

/** Independent oracle: the winding number of the boundary about a point, by summed angles (non-zero inside). */
function windingNumber(vertices: readonly { x: number; y: number }[], p: { x: number; y: number }): number {
  let total = 0;
  for (let i = 0; i < vertices.length; i++) {
    const a = vertices[i], b = vertices[(i + 1) % vertices.length];
    total += Math.atan2((a.x - p.x) * (b.y - p.y) - (a.y - p.y) * (b.x - p.x), (a.x - p.x) * (b.x - p.x) + (a.y - p.y) * (b.y - p.y));
  }
  return Math.round(total / (2 * Math.PI));
}

describe('half-space test against oracles', () => {
  const point = fc.record({ x: fc.double({ min: -2, max: 2, noNaN: true }), y: fc.double({ min: -2, max: 2, noNaN: true }) });

  it('a convex polygon is convex in both windings, and the winding is the sign of its area', () => {
    fc.assert(fc.property(unitPolygon, (polygon) => {
      const ccw = polygon.vertices, cw = [...ccw].reverse();
      expect(halfSpaceTest(ccw, vec(0, 0)).convex).toBe(true);
      expect(halfSpaceTest(cw, vec(0, 0)).convex).toBe(true);
      expect(halfSpaceTest(ccw, vec(0, 0)).winding).toBe(signedArea(ccw) > 0 ? 'counterClockwise' : 'clockwise');
      expect(halfSpaceTest(cw, vec(0, 0)).winding).toBe('clockwise');
    }));
  });

  it('on convex counter-clockwise polygons the half-space verdict equals the winding-number oracle away from edges', () => {
    fc.assert(fc.property(unitPolygon, point, (polygon, p) => {
      const r = halfSpaceTest(polygon.vertices, p);
      if (Math.min(...r.edges.map((e) => Math.abs(e.signedDistance))) < 1e-9) return;
      const oracle = windingNumber(polygon.vertices, p) !== 0;
      expect(r.inside).toBe(oracle);
      expect(r.insideExact).toBe(oracle);
    }));
  });
});

describe('fast distance for a point, and its extremes over a full turn', () => {
  it('(3, 4) reads 4.9375 against 5, and x^2 + y^2 = 25 for comparing squared distances', () => {
    const r = fastDistanceAt(vec(3, 4));
    expect(r.approximate).toBe(4.9375);
    expect(r.exact).toBe(5);
    expect(r.relativeError).toBeCloseTo(-0.0125, 12);
    expect(r.squaredDistance).toBe(25);
    expect(r.angle).toBeCloseTo(Math.atan2(4, 3), 12);
  });

  it('the angle lies in [0, 2 pi)', () => {
    expect(fastDistanceAt(vec(1, -1)).angle).toBeCloseTo(1.75 * Math.PI, 12);
    expect(fastDistanceAt(vec(0, 0)).relativeError).toBe(0);
  });

  it('lists 8 maxima and 4 minima that match a dense sampling of angles', () => {
    const extremes = fastDistanceErrorExtremes();
    const maxima = extremes.filter((e) => e.kind === 'max'), minima = extremes.filter((e) => e.kind === 'min');
    expect(maxima).toHaveLength(8);
    expect(minima).toHaveLength(4);
    const samples = Array.from({ length: 100000 }, (_, i) => (2 * Math.PI * i) / 100000)
          .map((a) => ({ a, e: fastDistance(Math.cos(a), Math.sin(a)) - 1 }));
    const sampledMax = Math.max(...samples.map((s) => s.e)), sampledMin = Math.min(...samples.map((s) => s.e));
    for (const m of maxima) expect(m.relativeError).toBeCloseTo(sampledMax, 7);
    for (const m of minima) expect(m.relativeError).toBeCloseTo(sampledMin, 7);
    expect(sampledMax).toBeCloseTo(0.0477, 4);
    expect(sampledMin).toBeCloseTo(-0.0719, 4);
    // Each sampled angle within 0.001 rad of the sampled maximum lies near one of the listed angles.
    for (const s of samples.filter((x) => x.e > sampledMax - 1e-9)) {
      expect(Math.min(...maxima.map((m) => Math.abs(m.angle - s.a)))).toBeLessThan(1e-3);
    }
    for (const m of extremes) expect(m.angle >= 0 && m.angle < 2 * Math.PI).toBe(true);
  });
});

describe('simple polygons (no edge crosses another)', () => {
  it('a square and a dart are simple; a bow tie and a polygon with a repeated vertex are not', () => {
    expect(isSimplePolygon([vec(0, 0), vec(2, 0), vec(2, 2), vec(0, 2)])).toBe(true);
    expect(isSimplePolygon([vec(-1, -1), vec(0, -0.2), vec(1, -1), vec(0, 1.2)])).toBe(true);
    expect(isSimplePolygon([vec(0, 0), vec(2, 2), vec(2, 0), vec(0, 2)])).toBe(false);
    expect(isSimplePolygon([vec(0, 0), vec(2, 0), vec(2, 0), vec(0, 2)])).toBe(false);
  });

  it('a vertex pushed through the opposite edge makes it not simple', () => {
    expect(isSimplePolygon([vec(0, 0), vec(2, 0), vec(2, 2), vec(1, -0.5)])).toBe(false);
  });

  it('every convex polygon is simple, in either winding', () => {
    fc.assert(fc.property(unitPolygon, (p) => {
      expect(isSimplePolygon(p.vertices)).toBe(true);
      expect(isSimplePolygon([...p.vertices].reverse())).toBe(true);
    }));
  });
});

describe('depthInConvex', () => {
  const square = [vec(0, 0), vec(1, 0), vec(1, 1), vec(0, 1)];
  const point = fc.record({ x: fc.double({ min: -1.6, max: 1.6, noNaN: true }), y: fc.double({ min: -1.6, max: 1.6, noNaN: true }) });
  /** The outline's point nearest p, and whether it lies inside an edge rather than at a corner. */
  const nearestOnOutline = (outline: readonly { x: number; y: number }[], p: { x: number; y: number }) => {
    let best = { distance: Infinity, onEdge: false };
    outline.forEach((a, i) => {
      const b = outline[(i + 1) % outline.length], ex = b.x - a.x, ey = b.y - a.y;
      const s = ((p.x - a.x) * ex + (p.y - a.y) * ey) / (ex * ex + ey * ey);
      const distance = pointSegmentDistance(p, a, b);
      if (distance < best.distance) best = { distance, onEdge: s > 1e-6 && s < 1 - 1e-6 };
    });
    return best;
  };

  it('measures a point against the unit square, inside, on it and out', () => {
    expect(depthInConvex(square, vec(0.25, 0.5))).toBeCloseTo(0.25, 12);
    expect(depthInConvex(square, vec(1, 0.3))).toBeCloseTo(0, 12);
    expect(depthInConvex(square, vec(2, 0.5))).toBeCloseTo(-1, 12);
    // Beyond a corner, by 0.3 along both axes: 0.42 away, but within the square pushed out by 0.3 with mitred corners.
    expect(depthInConvex(square, vec(1.3, 1.3))).toBeCloseTo(-0.3, 12);
  });

  it('inside, is the distance to the outline; outside, minus it beside an edge and no more than it beyond a corner (either winding, any start, repeated points)', () => {
    fc.assert(fc.property(unitPolygon, point, fc.nat(11), (polygon, p, turn) => {
      const ccw = [...polygon.vertices];
      const start = turn % ccw.length;
      const shifted = [...ccw.slice(start), ...ccw.slice(0, start)];
      const nearest = nearestOnOutline(ccw, p);
      const depth = depthInConvex(shifted, p);
      if (insideConvex(ccw, p)) expect(depth).toBeCloseTo(nearest.distance, 9);
      else {
        expect(depth).toBeLessThanOrEqual(1e-12);
        expect(-depth).toBeLessThanOrEqual(nearest.distance + 1e-9);
        if (nearest.onEdge) expect(-depth).toBeCloseTo(nearest.distance, 9);
      }
      expect(depthInConvex([...shifted].reverse(), p)).toBeCloseTo(depth, 12);
      expect(depthInConvex([shifted[0], ...shifted], p)).toBeCloseTo(depth, 12);
    }), { numRuns: 400 });
  });

  it('keeps its answer far from the origin and at any scale', () => {
    fc.assert(fc.property(unitPolygon, point, (polygon, p) => {
      const outline = [...polygon.vertices];
      const depth = depthInConvex(outline, p);
      const far = (v: { x: number; y: number }) => vec(v.x + 1e9, v.y - 1e9);
      expect(depthInConvex(outline.map(far), far(p))).toBeCloseTo(depth, 6);
      for (const k of [2 ** 900, 2 ** -900]) {
        const scaled = (v: { x: number; y: number }) => vec(v.x * k, v.y * k);
        expect(depthInConvex(outline.map(scaled), scaled(p)) / k).toBeCloseTo(depth, 12);
      }
    }), { numRuns: 200 });
    // Coordinates near the largest finite number: no overflow into NaN or Infinity.
    const big = [vec(-1e308, -1e308), vec(1e308, -1e308), vec(0, 1e308)];
    expect(depthInConvex(big, vec(0, 0))).toBeGreaterThan(1e307);
    expect(Number.isFinite(depthInConvex(big, vec(1e308, 1e308)))).toBe(true);
  });

  it('holds no point in an outline without area, and refuses what is not a vector', () => {
    expect(depthInConvex([], vec(0, 0))).toBe(-Infinity);
    expect(depthInConvex([vec(0, 0), vec(0, 0)], vec(0, 0))).toBe(-Infinity);
    // On one line: not a strip along it.
    expect(depthInConvex([vec(0, 0), vec(1, 0), vec(2, 0)], vec(100, 0))).toBe(-Infinity);
    expect(() => depthInConvex([vec(0, 0), vec(Number.NaN, 0), vec(0, 1)], vec(0, 0))).toThrow(GeometryError);
    expect(() => depthInConvex(square, vec(Number.POSITIVE_INFINITY, 0))).toThrow(/depthInConvex: the point/);
    expect(() => depthInConvex(null as unknown as [], vec(0, 0))).toThrow(GeometryError);
  });
});
