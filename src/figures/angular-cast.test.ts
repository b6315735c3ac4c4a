// The angular-cast caption's numbers: the source's 90° turn takes 14 iterations with its spin in radians per step,
// and 411 when the bound is handed the spin in degrees (90 where π/2 belongs), the mistake the caption warns of.

import { describe, expect, it } from 'vitest';
import { type Placed, polygonDistance, polygonShape } from '../geometry';
import { pointToShapeOracle } from '../geometry/testing/shapeOracles';
import figure, { spinningCircle as spinningCircleState } from './angular-cast';

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

describe('angular-cast, a spinning circle', () => {
  it('casts the circle as a circle: its spin adds nothing to the bound, and the steps are those of a still circle', () => {
    const spinning = spinningCircleState();
    const d = figure.derive(spinning);
    expect(d.cast.state).toBe('hit');
    expect(d.cast.iterations.every((it) => it.reachB === 0)).toBe(true);
    const still = figure.derive({ ...spinning, b: { ...spinning.b, spin: 0 } });
    expect(still.cast.iterations).toHaveLength(d.cast.iterations.length);
    expect(Math.abs(still.cast.t - d.cast.t)).toBeLessThan(1e-12);
    // The time is the circle's, not the 72-gon's it is dragged by: at t the bar lies within the tolerance of the
    // true circle (the centre's distance from the bar, less the radius).
    const it = d.cast.iterations[d.cast.iterations.length - 1];
    const gapToCentre = pointToShapeOracle(it.poseB.position, { shape: polygonShape(d.a.shape), pose: it.poseA });
    expect(Math.abs(gapToCentre - spinning.bRadius)).toBeLessThanOrEqual(d.cast.tolerance + 1e-9);
  });
});
