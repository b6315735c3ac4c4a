// The fast-distance figure's octagon: drawn where the estimate reads the point's exact distance, so that where it
// lies outside the circle the estimate reads short, inside it reads long, and on the axes the two meet.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastDistance } from '../geometry';
import figure from './fast-distance';

const real = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

describe('the fast-distance octagon', () => {
  it('is every point whose estimate is the exact distance of the reader’s point, and touches the circle on the axes', () => {
    fc.assert(fc.property(real(-5, 5), real(-5, 5), (x, y) => {
      fc.pre(Math.hypot(x, y) > 1e-3);
      const d = figure.derive({ ...figure.initialState(), point: { x, y } });
      const exact = Math.hypot(x, y);
      expect(d.octagon.length).toBe(8);
      for (const v of d.octagon) expect(fastDistance(v.x, v.y)).toBeCloseTo(exact, 9);
      // Along +x the octagon's edge crosses the axis at the exact distance: the circle and the octagon meet there.
      const crossing = d.octagon.map((v, i) => [v, d.octagon[(i + 1) % 8]] as const).find(([p, q]) => p.y <= 0 && q.y > 0 && p.x > 0);
      expect(crossing).toBeDefined();
      const [p, q] = crossing!;
      expect(p.x + ((q.x - p.x) * -p.y) / (q.y - p.y)).toBeCloseTo(exact, 9);
    }));
  });
});
