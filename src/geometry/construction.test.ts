import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { featurePairSteps } from './construction';
import { polygonDistance } from './distance';
import { makeBox, randomConvexPolygon, scalePolygon, type Placed } from './polygon';
import { scene, sizeOf } from './testing/arbitraries';
import { vec } from './vec2';

const at = (shape: Placed['shape'], x: number, y: number, angle = 0): Placed => ({ shape, pose: { position: vec(x, y), angle } });

describe('featurePairSteps', () => {
  it('visits every edge of A, then every edge of B: 2 x 4 steps for two boxes', () => {
    const r = featurePairSteps(at(makeBox(1, 1), 0, 0, 0.2), at(makeBox(0.5, 0.5), 2, 0.5, -0.3));
    expect(r.steps).toHaveLength(8);
    expect(r.steps.map((s) => s.source)).toEqual(['A', 'A', 'A', 'A', 'B', 'B', 'B', 'B']);
  });

  it('aligned boxes: the facing edge is met by two supporting vertices', () => {
    const r = featurePairSteps(at(makeBox(1, 1), 0, 0), at(makeBox(0.5, 0.5), 2, 0.2));
    // A's right edge (edge 1, normal +x) meets B's left edge: both its vertices support.
    expect(r.steps[1].candidates.map((c) => c.vertexIndex)).toEqual([3, 0]);
    expect(r.chosen.distance).toBeCloseTo(0.5, 12);
    // Here the origin's foot lies on both candidate MD edges, so re-projecting onto either gives 0.5.
    expect(r.steps[1].candidates[0].distance).toBeCloseTo(r.steps[1].candidates[1].distance, 12);
  });

  it('the chosen distance is the signed distance, for overlapping and separated shapes', () => {
    fc.assert(fc.property(scene, (s) => {
      const r = featurePairSteps(s.a, s.b);
      expect(Math.abs(r.chosen.distance - polygonDistance(s.a, s.b).distance)).toBeLessThanOrEqual(1e-9 * sizeOf(s));
      expect(r.steps).toHaveLength(s.a.shape.vertices.length + s.b.shape.vertices.length);
    }));
  });

  it('ends on the feature pair polygonDistance reports, unless two pairs tie for the best distance', () => {
    fc.assert(fc.property(scene, (s) => {
      const d = polygonDistance(s.a, s.b);
      fc.pre(d.feature.kind === 'vertex-edge');
      const pair = d.feature.kind === 'vertex-edge' ? d.feature.pair : null!;
      const r = featurePairSteps(s.a, s.b);
      const step = r.steps[r.chosen.step];
      if (step.source === pair.source && step.edgeIndex === pair.edgeIndex) return;
      const tolerance = 1e-9 * sizeOf(s);
      const tied = r.steps.filter((st) => st.candidates.some((c) => Math.abs(c.distance - d.distance) <= tolerance));
      expect(tied.length).toBeGreaterThanOrEqual(2);
    }));
  });

  it('keeps the article’s running value: after each step, the pair of largest distance of all pairs so far, of either sign', () => {
    fc.assert(fc.property(scene, (s) => {
      const r = featurePairSteps(s.a, s.b);
      // By brute force over every candidate of the steps so far.
      r.steps.forEach((step, k) => {
        const seen = r.steps.slice(0, k + 1).flatMap((st) => st.candidates.map((c) => c.distance));
        expect(step.largest.distance).toBe(Math.max(...seen));
        expect(r.steps[step.largest.step].candidates[step.largest.candidate].distance).toBe(step.largest.distance);
        expect(step.largest.step).toBeLessThanOrEqual(k);
      });
    }));
  });

  it('works for random convex polygons of many sizes', () => {
    const a = at(scalePolygon(randomConvexPolygon(9, 1, 7), 2), 0, 0, 0.4);
    const b = at(randomConvexPolygon(5, 0.7, 11), 1.5, -0.2, 1.1);
    expect(featurePairSteps(a, b).chosen.distance).toBeCloseTo(polygonDistance(a, b).distance, 12);
  });
});

describe('randomConvexPolygon', () => {
  it('is reproducible from its seed and has the asked vertex count', () => {
    expect(randomConvexPolygon(7, 1, 42).vertices).toEqual(randomConvexPolygon(7, 1, 42).vertices);
    expect(randomConvexPolygon(12, 1, 3).vertices).toHaveLength(12);
    expect(randomConvexPolygon(7, 1, 42).vertices).not.toEqual(randomConvexPolygon(7, 1, 43).vertices);
  });
});
