// The bounding-circle figure's last readout: B turned through a full circle, and each step judged by the
// circle test against the exact one, counted as the core's boundingCircleTest counts it.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RadiusRule, boundingCircleTest } from '../geometry';
import { placedPolygon } from './shared/shapes';
import figure from './bounding-circle';

const real = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

describe('the bounding-circle figure’s tally of B turned through a full circle', () => {
  it('counts what boundingCircleTest says at each of its 360 steps', () => {
    const start = figure.initialState();
    const pose = fc.record({ x: real(-3, 3), y: real(-2, 2), angle: real(-Math.PI, Math.PI) });
    fc.assert(fc.property(pose, pose, fc.constantFrom<RadiusRule>('average', 'midway', 'max'), fc.boolean(), (pa, pb, rule, swap) => {
      const state = {
        ...start, rule,
        a: { ...(swap ? start.b : start.a), ...pa },
        b: { ...(swap ? start.a : start.b), ...pb },
      };
      const { turn } = figure.derive(state);
      const a = placedPolygon(state.a), b = placedPolygon(state.b);
      let falsePositives = 0, falseNegatives = 0;
      for (let k = 0; k < 360; k++) {
        const { verdict } = boundingCircleTest(a, { shape: b.shape, pose: { position: b.pose.position, angle: b.pose.angle + (2 * Math.PI * k) / 360 } }, rule);
        if (verdict === 'false-positive') falsePositives++;
        if (verdict === 'false-negative') falseNegatives++;
      }
      expect(turn).toEqual({ falsePositives, falseNegatives, steps: 360 });
    }), { numRuns: 150 });
  });
});
