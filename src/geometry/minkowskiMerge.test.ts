import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minkowskiMergeSteps } from './minkowski';
import { makeBox, makePolygon, type Placed } from './polygon';
import { minkowskiOracle, worldPoints } from './testing/oracles';
import { scene, sizeOf } from './testing/arbitraries';
import { length, sub, vec, wrapAnglePi } from './vec2';

const at = (shape: Placed['shape'], x: number, y: number, angle = 0): Placed => ({ shape, pose: { position: vec(x, y), angle } });
const HALF = Math.PI / 2;

/** Distance from p to the closed polygon's boundary. */
function boundaryDistance(polygon: readonly { x: number; y: number }[], p: { x: number; y: number }): number {
  let best = Infinity;
  polygon.forEach((h, i) => {
    const q = polygon[(i + 1) % polygon.length];
    const e = sub(q, h), l2 = e.x * e.x + e.y * e.y;
    const t = l2 > 0 ? Math.max(0, Math.min(1, ((p.x - h.x) * e.x + (p.y - h.y) * e.y) / l2)) : 0;
    best = Math.min(best, length(sub(p, { x: h.x + t * e.x, y: h.y + t * e.y })));
  });
  return best;
}

describe('minkowskiMergeSteps', () => {
  // A: the unit square at the origin, edges 0..3 facing down, right, up, left; turned half a turn (-A) they
  // face up (pi/2), left (pi), down (3pi/2), right (0). B: the triangle (0,0), (1,0), (0,1) at (3, 0), edges
  // facing down (3pi/2), up-right (pi/4), left (pi). Merged by angle, A first on a tie:
  // A3 (0), B1 (pi/4), A0 (pi/2), A1 (pi), B2 (pi), A2 (3pi/2), B0 (3pi/2).
  const square = at(makeBox(0.5, 0.5), 0, 0);
  const triangle = at(makePolygon([vec(0, 0), vec(1, 0), vec(0, 1)]), 3, 0);

  it('merges a square and a triangle by angle into 4 + 3 edges, worked by hand', () => {
    const { steps } = minkowskiMergeSteps(square, triangle);
    expect(steps.map((s) => `${s.source}${s.edgeIndex}`)).toEqual(['A3', 'B1', 'A0', 'A1', 'B2', 'A2', 'B0']);
    expect(steps.map((s) => s.angle / HALF)).toEqual([0, 0.5, 1, 2, 2, 3, 3].map((q) => expect.closeTo(q, 12)));
    // The triangle plus the square [-0.5, 0.5]^2, walked from the corner where the right side starts.
    const corners = [[4.5, -0.5], [4.5, 0.5], [3.5, 1.5], [2.5, 1.5], [2.5, 0.5], [2.5, -0.5], [3.5, -0.5]];
    steps.forEach((s, k) => {
      expect([s.start.x, s.start.y]).toEqual(corners[k].map((c) => expect.closeTo(c, 12)));
      const next = corners[(k + 1) % corners.length];
      expect([s.end.x, s.end.y]).toEqual(next.map((c) => expect.closeTo(c, 12)));
    });
  });

  it('records the next edge of each shape that the merge compares at every step', () => {
    const { steps } = minkowskiMergeSteps(square, triangle);
    expect(steps.map((s) => [s.nextA, s.nextB])).toEqual([[3, 1], [0, 1], [0, 2], [1, 2], [2, 2], [2, 0], [null, 0]]);
  });

  it('places every normal of -A and of B on the unit circle, with the step that takes it', () => {
    const merge = minkowskiMergeSteps(square, triangle);
    expect(merge.normalsA.map((n) => n.step)).toEqual([2, 3, 5, 0]);
    expect(merge.normalsB.map((n) => n.step)).toEqual([6, 1, 4]);
    // -A's edge 0 faced down on A; in B - A it faces up.
    expect(merge.normalsA[0].normal.x).toBeCloseTo(0, 12);
    expect(merge.normalsA[0].normal.y).toBeCloseTo(1, 12);
    expect(merge.normalsA[0].angle).toBeCloseTo(HALF, 12);
  });

  it('gives n + m edges whichever shape has more: a triangle minus a 12-gon and a 12-gon minus a triangle', () => {
    const many = at(makePolygon(Array.from({ length: 12 }, (_, i) => vec(Math.cos((i * Math.PI) / 6 + 0.1), Math.sin((i * Math.PI) / 6 + 0.1)))), 0.2, 0);
    expect(minkowskiMergeSteps(triangle, many).steps).toHaveLength(15);
    expect(minkowskiMergeSteps(many, triangle).steps).toHaveLength(15);
  });

  it('property: the merged edges, chained, are the hull of all pairwise differences, with n + m edges', () => {
    fc.assert(fc.property(scene, (s) => {
      const { a, b } = s;
      const tolerance = 1e-9 * sizeOf(s);
      const { steps } = minkowskiMergeSteps(a, b);
      const n = a.shape.vertices.length, m = b.shape.vertices.length;
      expect(steps).toHaveLength(n + m);
      expect(steps.filter((x) => x.source === 'A')).toHaveLength(n);
      const pa = worldPoints(a), pb = worldPoints(b);
      steps.forEach((step, k) => {
        // Chained end to end, and each edge is B's edge, or A's reversed (A's edge turned half a turn).
        expect(length(sub(steps[(k + 1) % steps.length].start, step.end))).toBeLessThanOrEqual(tolerance);
        const shape = step.source === 'A' ? pa : pb, count = shape.length;
        const edge = sub(shape[(step.edgeIndex + 1) % count], shape[step.edgeIndex]);
        const expected = step.source === 'A' ? { x: -edge.x, y: -edge.y } : edge;
        expect(length(sub(sub(step.end, step.start), expected))).toBeLessThanOrEqual(tolerance);
      });
      const oracle = minkowskiOracle(a, b, tolerance);
      const starts = steps.map((x) => x.start);
      for (const h of oracle) expect(Math.min(...starts.map((v) => length(sub(v, h))))).toBeLessThanOrEqual(tolerance);
      for (const v of starts) expect(boundaryDistance(oracle, v)).toBeLessThanOrEqual(tolerance);
    }));
  });

  it('property: angles never decrease, and each step takes the smaller of the two next normals (A on a tie)', () => {
    fc.assert(fc.property(scene, ({ a, b }) => {
      const merge = minkowskiMergeSteps(a, b);
      const angleOf = (source: 'A' | 'B', index: number) => (source === 'A' ? merge.normalsA : merge.normalsB)[index].angle;
      merge.steps.forEach((step, k) => {
        expect(step.angle).toBeGreaterThanOrEqual(0);
        expect(step.angle).toBeLessThan(2 * Math.PI);
        if (k > 0) expect(step.angle).toBeGreaterThanOrEqual(merge.steps[k - 1].angle);
        expect(Math.abs(wrapAnglePi(Math.atan2(step.normal.y, step.normal.x) - step.angle))).toBeLessThan(1e-9);
        const takeA = step.nextB === null || (step.nextA !== null && angleOf('A', step.nextA) <= angleOf('B', step.nextB));
        expect(step.source).toBe(takeA ? 'A' : 'B');
        expect(step.edgeIndex).toBe(takeA ? step.nextA : step.nextB);
      });
      for (const normal of [...merge.normalsA, ...merge.normalsB]) {
        const step = merge.steps[normal.step];
        expect([step.source, step.edgeIndex, step.angle]).toEqual([normal.source, normal.edgeIndex, normal.angle]);
      }
    }));
  });

  it('property: swapping A and B mirrors the merge through the origin, each normal turned half a turn', () => {
    fc.assert(fc.property(scene, (s) => {
      const tolerance = 1e-9 * sizeOf(s);
      const forward = minkowskiMergeSteps(s.a, s.b), swapped = minkowskiMergeSteps(s.b, s.a);
      expect(swapped.steps).toHaveLength(forward.steps.length);
      const other = (source: 'A' | 'B') => (source === 'A' ? 'B' : 'A');
      for (const step of swapped.steps) {
        const mirror = forward.steps.find((x) => x.source === other(step.source) && x.edgeIndex === step.edgeIndex)!;
        expect(Math.abs(wrapAnglePi(step.angle - mirror.angle - Math.PI))).toBeLessThan(1e-9);
        expect(length(sub(sub(step.end, step.start), sub(mirror.start, mirror.end)))).toBeLessThanOrEqual(tolerance);
      }
      // A - B = -(B - A): every corner of one, negated, lies on the other's outline.
      const negated = forward.steps.map((x) => ({ x: -x.start.x, y: -x.start.y }));
      for (const step of swapped.steps) expect(boundaryDistance(negated, step.start)).toBeLessThanOrEqual(tolerance);
    }));
  });
});
