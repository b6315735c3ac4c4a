// The broad-phase figure's own geometry: the drifting shapes bounce between the scene's walls and never leave
// it, at any time, count, seed and layout (the browser tests read the readouts; these read the scene itself).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { worldVertices } from '../geometry';
import figure, { COUNT, SCENE, SEED, bounce, sceneOf } from './broad-phase';

const real = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

describe('bounce', () => {
  const walls = fc.tuple(real(-50, 50), real(0.01, 20)).map(([lo, span]) => ({ lo, hi: lo + span, span }));

  it('stays between the walls, is the run itself between them, and comes back off each wall as far as it went past', () => {
    fc.assert(fc.property(walls, real(-1e4, 1e4), real(0, 1), ({ lo, hi, span }, u, f) => {
      const at = bounce(u, lo, hi);
      expect(at).toBeGreaterThanOrEqual(lo - 1e-9 * (1 + Math.abs(u)));
      expect(at).toBeLessThanOrEqual(hi + 1e-9 * (1 + Math.abs(u)));
      const d = f * span;
      expect(bounce(lo + d, lo, hi)).toBeCloseTo(lo + d, 9);
      expect(bounce(hi + d, lo, hi)).toBeCloseTo(hi - d, 9);
      expect(bounce(lo - d, lo, hi)).toBeCloseTo(lo + d, 9);
      // A round trip is two spans.
      expect(bounce(u + 2 * span, lo, hi)).toBeCloseTo(at, 6);
    }));
  });

  it('puts a shape with no room between its walls halfway', () => {
    expect(bounce(7, 2, 2)).toBe(2);
    expect(bounce(7, 3, 1)).toBe(2);
  });
});

describe('the drifting shapes', () => {
  const state = fc.record({
    count: fc.integer({ min: COUNT.min, max: 80 }),
    seed: fc.integer({ min: SEED.min, max: SEED.max }),
    layout: fc.constantFrom('scattered' as const, 'column' as const),
    time: real(0, 3600),
  }).map((s) => ({ ...figure.initialState(), ...s }));

  const outside = (placed: ReturnType<typeof sceneOf>[number]) => Math.max(0, ...worldVertices(placed).map((v) =>
    Math.max(SCENE.min.x - v.x, v.x - SCENE.max.x, SCENE.min.y - v.y, v.y - SCENE.max.y)));

  it('keep every vertex inside the scene, at any time, count, seed and layout', () => {
    fc.assert(fc.property(state, (s) => {
      const scene = sceneOf(s);
      expect(scene).toHaveLength(s.count);
      for (const placed of scene.slice(1)) expect(outside(placed)).toBeLessThanOrEqual(1e-9);
    }), { numRuns: 200 });
  });

  it('keep inside the scene at the largest count too, and are the same shapes for the same seed', () => {
    const s = { ...figure.initialState(), count: COUNT.max, time: 1234.5 };
    const scene = sceneOf(s);
    expect(Math.max(...scene.slice(1).map(outside))).toBeLessThanOrEqual(1e-9);
    expect(sceneOf({ ...s })).toEqual(scene);
    expect(sceneOf({ ...s, seed: s.seed + 1 })).not.toEqual(scene);
  });
});
