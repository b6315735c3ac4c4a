import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circleAabbDetail, circleObbDetail } from './circleBoxDetail';
import { makeBox } from './polygon';
import { insideConvex, worldPoints } from './testing/oracles';
import { type Vec2, transformPoint, vec } from './vec2';

const real = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const box = { center: vec(0, 0), halfExtents: vec(1, 0.5) };

/** The box's outline sampled densely, and the signed distance from a centre to it (negative inside), minus r. */
function sampledDistance(corners: Vec2[], center: Vec2, radius: number): { distance: number; nearest: Vec2 } {
  let best = Infinity, nearest = corners[0];
  const SAMPLES = 2000;
  corners.forEach((p, i) => {
    const q = corners[(i + 1) % corners.length];
    for (let k = 0; k <= SAMPLES; k++) {
      const s = { x: p.x + ((q.x - p.x) * k) / SAMPLES, y: p.y + ((q.y - p.y) * k) / SAMPLES };
      const d = Math.hypot(s.x - center.x, s.y - center.y);
      if (d < best) { best = d; nearest = s; }
    }
  });
  return { distance: (insideConvex(corners, center) ? -best : best) - radius, nearest };
}

describe('circleAabbDetail', () => {
  it('a corner: V (2, 1.5) clamps to (1, 0.5) on both axes, distance √2 − 0.8', () => {
    const d = circleAabbDetail(box, { center: vec(2, 1.5), radius: 0.8 });
    expect(d.clamped).toEqual({ x: 1, y: 0.5 });
    expect(d.clampedAxes).toEqual({ x: true, y: true });
    expect(d.region).toBe('corner');
    expect(d.distance).toBeCloseTo(Math.SQRT2 - 0.8, 12);
  });

  it('a face: only x is clamped, the closest point lies on the right face', () => {
    const d = circleAabbDetail(box, { center: vec(1.6, 0.2), radius: 0.8 });
    expect(d.clamped).toEqual({ x: 1, y: 0.2 });
    expect(d.clampedAxes).toEqual({ x: true, y: false });
    expect(d.region).toBe('face');
    expect(d.distance).toBeCloseTo(-0.2, 12);
  });

  it('centre inside: the naive clamp gives gap 0 and no direction; the nearest face gives the right answer', () => {
    const d = circleAabbDetail(box, { center: vec(0.8, 0.1), radius: 0.3 });
    expect(d.region).toBe('inside');
    expect(d.naive.gap).toBe(0);
    expect(d.naive.distance).toBeCloseTo(-0.3, 12);
    expect(d.naive.direction).toBe(null);
    expect(d.closestPoint.x).toBeCloseTo(1, 12);
    expect(d.closestPoint.y).toBeCloseTo(0.1, 12);
    expect(d.distance).toBeCloseTo(-0.5, 12);
    expect(d.normal).toEqual({ x: 1, y: 0 });
  });

  it('agrees with a dense sampling of the outline, inside and out', () => {
    const arbitraryBox = fc.record({ center: fc.record({ x: real(-3, 3), y: real(-3, 3) }), halfExtents: fc.record({ x: real(0.1, 2), y: real(0.1, 2) }) });
    fc.assert(fc.property(arbitraryBox, real(-5, 5), real(-5, 5), real(0, 2), (b, x, y, r) => {
      const d = circleAabbDetail(b, { center: vec(x, y), radius: r });
      const corners = worldPoints({ shape: makeBox(b.halfExtents.x, b.halfExtents.y), pose: { position: b.center, angle: 0 } });
      const oracle = sampledDistance(corners, vec(x, y), r);
      // Sample spacing is at most 4 / 2000; the nearest sample is within half of that.
      expect(Math.abs(d.distance - oracle.distance)).toBeLessThan(2e-3);
      // The closest point is as near the centre as the nearest sample (ties, e.g. the box's own centre, allowed).
      expect(Math.abs(Math.hypot(d.closestPoint.x - x, d.closestPoint.y - y) - Math.hypot(oracle.nearest.x - x, oracle.nearest.y - y))).toBeLessThan(2e-3);
      // The naive value is right exactly when the centre is outside.
      if (d.region !== 'inside') expect(d.naive.distance).toBeCloseTo(d.distance, 9);
    }), { numRuns: 300 });
  });
});

describe('circleObbDetail', () => {
  it('the audit case: box at 30°, circle (1.8, 1.2) r 0.5', () => {
    const d = circleObbDetail({ pose: { position: vec(0, 0), angle: Math.PI / 6 }, halfExtents: vec(1, 0.5) }, { center: vec(1.8, 1.2), radius: 0.5 });
    expect(d.localCenter.x).toBeCloseTo(2.1588, 4);
    expect(d.localCenter.y).toBeCloseTo(0.1392, 4);
    expect(d.local.clamped.x).toBeCloseTo(1, 12);
    expect(d.closestPoint.x).toBeCloseTo(0.7964, 4);
    expect(d.closestPoint.y).toBeCloseTo(0.6206, 4);
    expect(d.distance).toBeCloseTo(0.6588, 4);
    expect(d.normal.x).toBeCloseTo(Math.cos(Math.PI / 6), 9);
  });

  it('is circle vs AABB in the box frame, moved back: same distance, closest point transformed', () => {
    fc.assert(fc.property(real(-3, 3), real(-3, 3), real(-Math.PI, Math.PI), real(0.1, 2), real(0.1, 2), real(-5, 5), real(-5, 5), real(0, 2),
      (px, py, angle, hx, hy, x, y, r) => {
        const pose = { position: vec(px, py), angle };
        const d = circleObbDetail({ pose, halfExtents: vec(hx, hy) }, { center: vec(x, y), radius: r });
        const corners = worldPoints({ shape: makeBox(hx, hy), pose });
        expect(Math.abs(d.distance - sampledDistance(corners, vec(x, y), r).distance)).toBeLessThan(2e-3);
        const back = transformPoint(pose, d.local.closestPoint);
        expect(back.x).toBeCloseTo(d.closestPoint.x, 9);
        expect(back.y).toBeCloseTo(d.closestPoint.y, 9);
      }), { numRuns: 300 });
  });
});
