// The angular-cast caption's numbers: the source's 90° turn takes 14 iterations with its spin in radians per step,
// and 411 when the bound is handed the spin in degrees (90 where π/2 belongs), the mistake the caption warns of.

import { describe, expect, it } from 'vitest';
import { type Placed, polygonDistance } from '../geometry';
import figure from './angular-cast';

describe('angular-cast, the degrees-by-mistake claim', () => {
  it('14 iterations as the figure runs it, 411 with the turning term 180/π too large', () => {
    const state = figure.initialState();
    const d = figure.derive(state);
    expect(d.cast.state).toBe('hit');
    expect(d.cast.iterations).toHaveLength(14);
    // The same advance written out, with A's reach multiplied by a factor: 1 is the figure's bound, 180/π the mistake.
    const iterationsWith = (factor: number): number => {
      const { a, b } = state, tolerance = 10 ** state.toleranceExponent;
      const shapeA = d.a.shape, shapeB = d.b.shape;
      const bPlaced: Placed = { shape: shapeB, pose: { position: { x: b.x, y: b.y }, angle: b.angle } };
      let t = 0;
      for (let k = 1; k <= 10_000; k++) {
        const aPlaced: Placed = { shape: shapeA, pose: { position: { x: a.x + a.vx * t, y: a.y + a.vy * t }, angle: a.angle + a.spin * t } };
        const q = polygonDistance(aPlaced, bPlaced);
        if (q.distance <= tolerance) return k;
        t += q.distance / (a.vx * q.normal.x + a.vy * q.normal.y + shapeA.radius * Math.abs(a.spin) * factor);
      }
      return Infinity;
    };
    expect(iterationsWith(1)).toBe(14);
    expect(iterationsWith(180 / Math.PI)).toBe(411);
  });
});
