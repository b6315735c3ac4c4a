import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GeometryError } from './errors';
import { CACHE, convexHull, makeBox, makePolygon, makeRegularPolygon, randomConvexPolygon, signedArea } from './polygon';
import { giftWrapHull } from './testing/oracles';
import { ellipsePoints } from './testing/arbitraries';

const square = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }, { x: 0, y: 1 }];

function errorOf(run: () => unknown): GeometryError {
  try {
    run();
  } catch (error) {
    if (error instanceof GeometryError) return error;
    throw error;
  }
  throw new Error('expected a GeometryError');
}

describe('makePolygon', () => {
  it('keeps counter-clockwise input and gives unit outward normals', () => {
    const p = makePolygon(square);
    expect(p.vertices).toEqual(square);
    expect(p.normals.map((n) => [n.x + 0, n.y + 0])).toEqual([[0, -1], [1, 0], [0, 1], [-1, 0]]);
    expect(p.area).toBe(1);
    expect(p.centroid).toEqual({ x: 0.5, y: 0.5 });
    expect(p.radius).toBeCloseTo(Math.SQRT2, 15);
  });

  it('reverses clockwise input', () => {
    const p = makePolygon([...square].reverse());
    expect(signedArea(p.vertices)).toBeGreaterThan(0);
    expect(p.vertices).toHaveLength(4);
  });

  it('merges consecutive duplicate points, including the last with the first', () => {
    const p = makePolygon([square[0], square[0], square[1], square[2], square[3], { x: 0, y: 0 }]);
    expect(p.vertices).toHaveLength(4);
  });

  it('drops a vertex that lies on the straight line between its neighbours', () => {
    const p = makePolygon([{ x: 0, y: 0 }, { x: 0.5, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }, { x: 0, y: 1 }]);
    expect(p.vertices).toHaveLength(4);
  });

  it('normal angles increase once around the polygon', () => {
    const p = makeRegularPolygon(7, 1, 0.3);
    let wraps = 0;
    for (let i = 0; i < 7; i++) if (p[CACHE].normalAngles[(i + 1) % 7] < p[CACHE].normalAngles[i]) wraps++;
    expect(wraps).toBe(1);
  });

  it('rejects a non-finite coordinate and names the point', () => {
    const error = errorOf(() => makePolygon([{ x: 0, y: 0 }, { x: NaN, y: 0 }, { x: 1, y: 1 }]));
    expect(error.code).toBe('non-finite');
    expect(error.index).toBe(1);
    expect(error.message).toMatch(/Point 1/);
    expect(errorOf(() => makePolygon([{ x: 0, y: 0 }, { x: 1, y: Infinity }, { x: 1, y: 1 }])).code).toBe('non-finite');
  });

  it('rejects fewer than three distinct points', () => {
    expect(errorOf(() => makePolygon([{ x: 0, y: 0 }, { x: 1, y: 0 }])).code).toBe('too-few-points');
    expect(errorOf(() => makePolygon([{ x: 1, y: 1 }, { x: 1, y: 1 }, { x: 1, y: 1 }])).code).toBe('too-few-points');
  });

  it('rejects points on one line', () => {
    expect(errorOf(() => makePolygon([{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 2 }])).code).toBe('collinear');
  });

  it('rejects a sliver with no area for its size', () => {
    expect(errorOf(() => makePolygon([{ x: 0, y: 0 }, { x: 1e6, y: 0 }, { x: 2e6, y: 1e-9 }])).code).toMatch(/zero-area|collinear/);
  });

  it('rejects a reflex vertex and names it', () => {
    const dart = [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 1, y: 0.5 }, { x: 1, y: 2 }];
    const error = errorOf(() => makePolygon(dart));
    expect(error.code).toBe('not-convex');
    expect(error.index).toBe(2);
  });

  it('rejects a pentagram, whose turns are all left but which winds twice', () => {
    const star = [0, 2, 4, 1, 3].map((k) => ({ x: Math.cos((2 * Math.PI * k) / 5), y: Math.sin((2 * Math.PI * k) / 5) }));
    expect(errorOf(() => makePolygon(star)).code).toBe('self-intersecting');
  });

  it('rejects a spike that doubles back', () => {
    expect(errorOf(() => makePolygon([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }])).code).toBe('not-convex');
  });

  it('accepts any points in strictly convex position, in either winding', () => {
    fc.assert(fc.property(ellipsePoints, fc.boolean(), (points, reverse) => {
      const p = makePolygon(reverse ? [...points].reverse() : points);
      expect(p.vertices).toHaveLength(points.length);
      expect(p.area).toBeGreaterThan(0);
      p.normals.forEach((n) => expect(Math.hypot(n.x, n.y)).toBeCloseTo(1, 12));
    }));
  });
});

describe('makePolygon with messy input', () => {
  it('duplicated points and nearly collinear midpoints give the same polygon', () => {
    fc.assert(fc.property(ellipsePoints, fc.integer({ min: 0, max: 11 }), fc.double({ min: -1e-13, max: 1e-13, noNaN: true }), (points, at, wobble) => {
      const clean = makePolygon(points);
      const k = at % points.length;
      const p = points[k], q = points[(k + 1) % points.length];
      // A duplicate of p and a midpoint of (p, q) pushed off the line by a rounding-sized wobble.
      const midpoint = { x: (p.x + q.x) / 2 - wobble * (q.y - p.y), y: (p.y + q.y) / 2 + wobble * (q.x - p.x) };
      const messy = [...points.slice(0, k + 1), { ...p }, midpoint, ...points.slice(k + 1)];
      const result = makePolygon(messy);
      expect(result.vertices).toHaveLength(clean.vertices.length);
      expect(result.area).toBeCloseTo(clean.area, 12);
    }));
  });
});

describe('makeBox and makeRegularPolygon', () => {
  it('builds a box centred on the origin', () => {
    expect(makeBox(2, 1).vertices).toEqual([{ x: -2, y: -1 }, { x: 2, y: -1 }, { x: 2, y: 1 }, { x: -2, y: 1 }]);
  });

  it('rejects bad sizes with a message', () => {
    expect(errorOf(() => makeBox(0, 1)).code).toBe('bad-parameter');
    expect(errorOf(() => makeBox(NaN, 1)).code).toBe('bad-parameter');
    expect(errorOf(() => makeRegularPolygon(2, 1)).code).toBe('bad-parameter');
    expect(errorOf(() => makeRegularPolygon(5, -1)).code).toBe('bad-parameter');
  });

  it('a regular hexagon of radius 1 has area 3 sqrt(3) / 2', () => {
    expect(makeRegularPolygon(6, 1).area).toBeCloseTo((3 * Math.sqrt(3)) / 2, 12);
  });
});

describe('convexHull', () => {
  it('wraps a square with interior and edge points', () => {
    const hull = convexHull([...square, { x: 0.5, y: 0.5 }, { x: 0.5, y: 0 }, { x: 1, y: 1 }]);
    expect(hull).toHaveLength(4);
    expect(signedArea(hull)).toBe(1);
  });

  it('agrees with gift wrapping on random point clouds', () => {
    const cloud = fc.array(fc.record({ x: fc.integer({ min: -20, max: 20 }), y: fc.integer({ min: -20, max: 20 }) }), { minLength: 3, maxLength: 40 });
    fc.assert(fc.property(cloud, (points) => {
      const ours = convexHull(points);
      const oracle = giftWrapHull(points);
      if (oracle.length < 3) return;
      expect(new Set(ours.map((p) => `${p.x},${p.y}`))).toEqual(new Set(oracle.map((p) => `${p.x},${p.y}`)));
      expect(signedArea(ours)).toBeCloseTo(signedArea(oracle), 9);
    }));
  });
});

describe('ConvexPolygon is made, not written', () => {
  it('a hand-written literal does not type-check (its caches sit under a key only the core can name)', () => {
    // @ts-expect-error: the caches are missing, so this is not a ConvexPolygon.
    const literal: import('./polygon').ConvexPolygon = { vertices: [], normals: [], radius: 0, area: 0, centroid: { x: 0, y: 0 } };
    expect(literal.vertices).toHaveLength(0);
    expect(Object.keys(makeBox(1, 1))).toEqual(['vertices', 'normals', 'radius', 'area', 'centroid']);
  });
});

describe('randomConvexPolygon', () => {
  it('keeps its local origin inside, with room: the centre it turns about and is labelled at is on the shape', () => {
    // Every edge's line passes at least a tenth of the radius from the origin, on the outer side of it.
    fc.assert(fc.property(fc.integer({ min: 3, max: 12 }), fc.integer({ min: 0, max: 2 ** 31 - 2 }), (count, seed) => {
      const polygon = randomConvexPolygon(count, 1, seed);
      expect(polygon.vertices).toHaveLength(count);
      polygon.vertices.forEach((v, i) => {
        const n = polygon.normals[i];
        expect(v.x * n.x + v.y * n.y).toBeGreaterThan(0.1);
      });
    }), { numRuns: 3000 });
  });

  it('is the same polygon for the same seed', () => {
    expect(randomConvexPolygon(5, 0.8, 42).vertices).toEqual(randomConvexPolygon(5, 0.8, 42).vertices);
  });
});
