import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minkowskiDifference, minkowskiVertexWitnesses } from './minkowski';
import { makeBox, makePolygon, type Placed } from './polygon';
import { minkowskiOracle, worldPoints } from './testing/oracles';
import { scene, sizeOf } from './testing/arbitraries';
import { cross, length, sub, vec } from './vec2';

const at = (shape: Placed['shape'], x: number, y: number, angle = 0): Placed => ({ shape, pose: { position: vec(x, y), angle } });

describe('minkowskiDifference', () => {
  it('of two unit squares, B at (3, 0), is the 2 x 2 square centred on (3, 0) with 8 edges', () => {
    const md = minkowskiDifference(at(makeBox(0.5, 0.5), 0, 0), at(makeBox(0.5, 0.5), 3, 0));
    expect(md.vertices).toHaveLength(8);
    const xs = md.vertices.map((v) => v.x), ys = md.vertices.map((v) => v.y);
    expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]).toEqual([2, 4, -1, 1]);
    // Aligned boxes: every side of the MD is one edge of A and one edge of B, end to end.
    expect(md.sources.filter((s) => s === 'A')).toHaveLength(4);
    md.vertices.forEach((v, k) => expect(length(sub(md.vertices[(k + 1) % 8], v))).toBeCloseTo(1, 12));
  });

  it('of a triangle against a point-like triangle is the triangle reflected through the origin, shifted', () => {
    const triangle = makePolygon([vec(0, 0), vec(2, 0), vec(0, 1)]);
    const md = minkowskiDifference(at(triangle, 0, 0), at(makePolygon([vec(0, 0), vec(1e-3, 0), vec(0, 1e-3)]), 5, 5));
    // -A is the triangle (0,0), (-2,0), (0,-1); B adds (5,5) and a tiny triangle.
    const xs = md.vertices.map((v) => v.x), ys = md.vertices.map((v) => v.y);
    expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)].map((v) => Number(v.toFixed(9)))).toEqual([3, 5.001, 4, 5.001]);
    // Six edges (three of each triangle), and every MD vertex within the tiny triangle's reach of a corner of
    // -A shifted to (5, 5): (5, 5), (3, 5), (5, 4).
    expect(md.vertices).toHaveLength(6);
    const corners = [vec(5, 5), vec(3, 5), vec(5, 4)];
    for (const v of md.vertices) expect(Math.min(...corners.map((c) => length(sub(v, c))))).toBeLessThanOrEqual(1.5e-3);
    for (const c of corners) expect(Math.min(...md.vertices.map((v) => length(sub(v, c))))).toBeLessThanOrEqual(1.5e-3);
  });

  it('records which edge and vertex make every MD edge', () => {
    const a = at(makeBox(1, 0.5), 0, 0, 0.3);
    const b = at(makePolygon([vec(0, 0), vec(1, 0), vec(0, 1)]), 2, 1, -0.2);
    const md = minkowskiDifference(a, b);
    const pa = worldPoints(a), pb = worldPoints(b);
    md.pairs.forEach((pair, k) => {
      const start = md.vertices[k], end = md.vertices[(k + 1) % md.vertices.length];
      if (pair.source === 'A') {
        const v = pb[pair.vertexIndex], e0 = pa[pair.edgeIndex], e1 = pa[(pair.edgeIndex + 1) % pa.length];
        expect(start.x).toBeCloseTo(v.x - e0.x, 12); expect(start.y).toBeCloseTo(v.y - e0.y, 12);
        expect(end.x).toBeCloseTo(v.x - e1.x, 12); expect(end.y).toBeCloseTo(v.y - e1.y, 12);
      } else {
        const v = pa[pair.vertexIndex], e0 = pb[pair.edgeIndex], e1 = pb[(pair.edgeIndex + 1) % pb.length];
        expect(start.x).toBeCloseTo(e0.x - v.x, 12); expect(start.y).toBeCloseTo(e0.y - v.y, 12);
        expect(end.x).toBeCloseTo(e1.x - v.x, 12); expect(end.y).toBeCloseTo(e1.y - v.y, 12);
      }
    });
  });

  it('records the vertex pair behind every MD vertex and the witnesses at it', () => {
    fc.assert(fc.property(scene, (s) => {
      const md = minkowskiDifference(s.a, s.b);
      const pa = worldPoints(s.a), pb = worldPoints(s.b);
      md.vertexPairs.forEach((pair, k) => {
        const expected = sub(pb[pair.b], pa[pair.a]);
        expect(length(sub(md.vertices[k], expected))).toBeLessThanOrEqual(1e-9 * sizeOf(s));
        const w = minkowskiVertexWitnesses(s.a, s.b, md, k);
        expect(length(sub(w.pointA, pa[pair.a]))).toBeLessThanOrEqual(1e-9 * sizeOf(s));
        expect(length(sub(w.pointB, pb[pair.b]))).toBeLessThanOrEqual(1e-9 * sizeOf(s));
      });
    }));
  });

  it('property: equals the hull of all pairwise differences, is convex, CCW, with n + m edges of nonzero length', () => {
    fc.assert(fc.property(scene, (s) => {
      const { a, b } = s;
      const md = minkowskiDifference(a, b);
      const tolerance = 1e-9 * sizeOf(s);
      const count = md.vertices.length;
      expect(count).toBe(a.shape.vertices.length + b.shape.vertices.length);
      expect(md.sources.filter((x) => x === 'A')).toHaveLength(a.shape.vertices.length);
      for (let k = 0; k < count; k++) {
        const v0 = md.vertices[k], v1 = md.vertices[(k + 1) % count], v2 = md.vertices[(k + 2) % count];
        expect(length(sub(v1, v0))).toBeGreaterThan(0);
        // Convex and counter-clockwise: never a right turn beyond rounding.
        expect(cross(sub(v1, v0), sub(v2, v1))).toBeGreaterThanOrEqual(-tolerance * length(sub(v1, v0)));
        // The normal is outward and perpendicular to the edge.
        const e = sub(v1, v0);
        expect(Math.abs(md.normals[k].x * e.x + md.normals[k].y * e.y)).toBeLessThan(tolerance + 1e-12 * length(e));
        expect(md.normals[k].x * e.y - md.normals[k].y * e.x).toBeGreaterThan(0);
      }
      // Every oracle hull corner is one of ours, and every one of ours lies on the oracle hull's boundary.
      // (Where edges of A and B are parallel, the collinear point between them depends on which goes first.)
      const oracle = minkowskiOracle(a, b, tolerance);
      for (const h of oracle) {
        expect(Math.min(...md.vertices.map((v) => length(sub(v, h))))).toBeLessThanOrEqual(tolerance);
      }
      for (const v of md.vertices) {
        let onBoundary = Infinity;
        oracle.forEach((h, i) => {
          const q = oracle[(i + 1) % oracle.length];
          const e = sub(q, h), l = length(e);
          const s2 = Math.max(0, Math.min(1, ((v.x - h.x) * e.x + (v.y - h.y) * e.y) / (l * l)));
          onBoundary = Math.min(onBoundary, length(sub(v, { x: h.x + s2 * e.x, y: h.y + s2 * e.y })));
        });
        expect(onBoundary).toBeLessThanOrEqual(tolerance);
      }
    }));
  });
});
