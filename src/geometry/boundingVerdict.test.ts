import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingCircleTest } from './boundingVerdict';
import { makePolygon, type Placed } from './polygon';
import { distanceOracle, worldPoints } from './testing/oracles';
import { scene, sizeOf } from './testing/arbitraries';
import { vec } from './vec2';

const spike = makePolygon([vec(-0.3, -0.3), vec(2, 0), vec(-0.3, 0.3)]);
const at = (x: number, y: number, angle = 0): Placed['pose'] => ({ position: vec(x, y), angle });

describe('bounding circles judged by the exact test', () => {
  it('tip to tip: the spikes overlap, the average and midway circles miss (false negatives), the max circles catch it', () => {
    // Worked by hand: tips at x = 2 and 3.5 - 2 = 1.5 overlap by about 0.5 along x (the audit measured d = -0.065);
    // average radius (0.4243 + 2 + 0.4243) / 3 = 0.9495, so 2 × 0.9495 < 3.5; midway 1.4748, 2 × 1.4748 < 3.5; max 2, 4 >= 3.5.
    const a = { shape: spike, pose: at(0, 0) }, b = { shape: spike, pose: at(3.5, 0, Math.PI) };
    expect(boundingCircleTest(a, b, 'average').verdict).toBe('false-negative');
    expect(boundingCircleTest(a, b, 'midway').verdict).toBe('false-negative');
    expect(boundingCircleTest(a, b, 'max').verdict).toBe('hit');
    expect(boundingCircleTest(a, b, 'average').circleA.radius).toBeCloseTo((2 * Math.hypot(0.3, 0.3) + 2) / 3, 12);
  });

  it('side by side: the spikes are 0.4 apart, yet every rule says the circles meet (false positives)', () => {
    const a = { shape: spike, pose: at(0, 0) }, b = { shape: spike, pose: at(0, 1) };
    for (const rule of ['average', 'midway', 'max'] as const) expect(boundingCircleTest(a, b, rule).verdict).toBe('false-positive');
  });

  it('the max rule never misses a contact; every verdict agrees with brute-force circles and the exact distance', () => {
    fc.assert(fc.property(scene, fc.constantFrom('average', 'midway', 'max' as const), ({ a, b }, rule) => {
      const out = boundingCircleTest(a, b, rule);
      const d = distanceOracle(a, b);
      // Away from the touching band, the exact verdict is the oracle's sign.
      if (Math.abs(d) > 1e-6) expect(out.shapesMeet).toBe(d < 0);
      // Brute force: the farthest world vertex from each centre bounds the polygon at any angle.
      const reach = (p: Placed) => Math.max(...worldPoints(p).map((v) => Math.hypot(v.x - p.pose.position.x, v.y - p.pose.position.y)));
      if (rule === 'max') {
        expect(out.circleA.radius).toBeCloseTo(reach(a), 9);
        if (out.shapesMeet) expect(out.verdict).toBe('hit');
      }
      const gap = Math.hypot(b.pose.position.x - a.pose.position.x, b.pose.position.y - a.pose.position.y) - out.radiusSum;
      if (Math.abs(gap) > 1e-6 * sizeOf({ a, b })) expect(out.circlesMeet).toBe(gap < 0);
    }), { numRuns: 300 });
  });
});
