import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBoxTest, boundingCircleTest, boxOfPoints, cornerContainmentTest, ownFrameBoxCorners, polygonWorldBox, worldBoxesOverlap } from './boundingVerdict';
import { makeBox, makePolygon, type Placed } from './polygon';
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

describe('bounding boxes judged by the exact test', () => {
  const contains = (outer: { min: { x: number; y: number }; max: { x: number; y: number } }, p: { x: number; y: number }, slack = 1e-9) =>
    p.x >= outer.min.x - slack && p.x <= outer.max.x + slack && p.y >= outer.min.y - slack && p.y <= outer.max.y + slack;

  it('a cross of two bars: the intervals overlap, no corner lies in the other box, and the bars overlap', () => {
    // A 4 × 0.6 and B 0.6 × 4 at one centre: the overlap is the 0.6 × 0.6 middle, 2.3 deep the short way out.
    const a = { shape: makeBox(2, 0.3), pose: at(0, 0) }, b = { shape: makeBox(0.3, 2), pose: at(0, 0) };
    const out = boundingBoxTest(a, b);
    expect(out.intervals).toBe(true);
    expect(out.corners).toBe(false);
    expect(out.contact).toBe('overlapping');
    expect(out.cornerVerdict).toBe('false-negative');
    expect(out.verdict).toBe('hit');
  });

  it('the text\'s init at 0 reaches back to a centre outside the outline', () => {
    const offCentre = makePolygon([vec(1, 1), vec(2, 1), vec(2, 2), vec(1, 2)]);
    const placed = { shape: offCentre, pose: at(0, 0) };
    expect(polygonWorldBox(placed)).toEqual({ min: { x: 1, y: 1 }, max: { x: 2, y: 2 } });
    expect(polygonWorldBox(placed, { initAtZero: true })).toEqual({ min: { x: 0, y: 0 }, max: { x: 2, y: 2 } });
  });

  it('a unit square turned 45° has a world box 2√2 wide, while its own-frame box stays 2 × 2', () => {
    const placed = { shape: makeBox(1, 1), pose: at(0, 0, Math.PI / 4) };
    const box = polygonWorldBox(placed);
    expect(box.max.x - box.min.x).toBeCloseTo(2 * Math.SQRT2, 12);
    const corners = ownFrameBoxCorners(placed);
    expect(Math.hypot(corners[1].x - corners[0].x, corners[1].y - corners[0].y)).toBeCloseTo(2, 12);
  });

  it('on any scene: the box holds every vertex, the turned own-frame box\'s box holds it, the interval test never misses, and a corner inside implies the intervals overlap', () => {
    fc.assert(fc.property(scene, fc.boolean(), ({ a, b }, initAtZero) => {
      const out = boundingBoxTest(a, b, { initAtZero });
      for (const [placed, box] of [[a, out.boxA], [b, out.boxB]] as const) {
        for (const v of worldPoints(placed)) expect(contains(box, v)).toBe(true);
        const loose = boxOfPoints(ownFrameBoxCorners(placed));
        expect(contains(loose, box.min, 1e-9 * sizeOf({ a, b })) || initAtZero).toBe(true);
        expect(contains(loose, box.max, 1e-9 * sizeOf({ a, b })) || initAtZero).toBe(true);
      }
      const d = distanceOracle(a, b);
      if (d < -1e-6 * sizeOf({ a, b })) expect(out.intervals).toBe(true);
      if (out.corners) expect(out.intervals).toBe(true);
      expect(cornerContainmentTest(out.boxA, out.boxB)).toBe(out.corners);
      expect(worldBoxesOverlap(out.boxA, out.boxB)).toBe(out.intervals);
    }), { numRuns: 300 });
  });
});
