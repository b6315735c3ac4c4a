import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBox, type Placed } from './polygon';
import { rotationBound } from './rotationBound';
import { scene } from './testing/arbitraries';
import { worldPoints } from './testing/oracles';
import { vec } from './vec2';

const rod: Placed = { shape: makeBox(2, 0.1), pose: { position: vec(0, 0), angle: 0 } };

describe('rotationBound on cases checked by hand', () => {
  it('a 4 by 0.2 rod turned 90° about its centre: r = |(2, 0.1)|, L = r π/2, chord = r √2', () => {
    const r = rotationBound(rod, vec(0, 0), Math.PI / 2);
    const radius = Math.hypot(2, 0.1);
    expect(r.radius).toBeCloseTo(radius, 12);
    expect(r.arcLength).toBeCloseTo(3.1455, 4);
    expect(r.chordLength).toBeCloseTo(2.8320, 4);
    expect(r.largestDisplacement).toBeCloseTo(r.chordLength, 12);
    expect(r.arc[0]).toEqual(r.point);
    expect(r.arc[r.arc.length - 1].x).toBeCloseTo(r.movedPoint.x, 12);
  });

  it('moving the centre to one end doubles r, and the bound with it', () => {
    const r = rotationBound(rod, vec(-2, 0), Math.PI / 2);
    expect(r.radius).toBeCloseTo(Math.hypot(4, 0.1), 12);
  });

  it('rejects a non-finite angle or centre', () => {
    expect(() => rotationBound(rod, vec(NaN, 0), 1)).toThrow(/finite/);
    expect(() => rotationBound(rod, vec(0, 0), Infinity)).toThrow(/finite/);
  });
});

describe('rotationBound properties', () => {
  it('no point of the shape (vertices and points along every edge) moves farther than L, and the chord is the largest move', () => {
    const real = (min: number, max: number) => fc.double({ min, max, noNaN: true });
    fc.assert(fc.property(scene, real(-3, 3), real(-3, 3), real(-4 * Math.PI, 4 * Math.PI), (s, cx, cy, theta) => {
      const r = rotationBound(s.a, vec(cx, cy), theta);
      const c = Math.cos(theta), sn = Math.sin(theta);
      const turn = (p: { x: number; y: number }) => ({ x: cx + c * (p.x - cx) - sn * (p.y - cy), y: cy + sn * (p.x - cx) + c * (p.y - cy) });
      const points = worldPoints(s.a);
      let largest = 0;
      points.forEach((p, i) => {
        const q = points[(i + 1) % points.length];
        for (let k = 0; k < 10; k++) {
          const x = { x: p.x + ((q.x - p.x) * k) / 10, y: p.y + ((q.y - p.y) * k) / 10 };
          const y = turn(x);
          largest = Math.max(largest, Math.hypot(y.x - x.x, y.y - x.y));
          // Its path is an arc of radius |x - c|: never longer than L.
          expect(Math.abs(theta) * Math.hypot(x.x - cx, x.y - cy)).toBeLessThanOrEqual(r.arcLength * (1 + 1e-12) + 1e-12);
        }
      });
      expect(largest).toBeLessThanOrEqual(r.arcLength * (1 + 1e-12) + 1e-12);
      expect(largest).toBeLessThanOrEqual(r.largestDisplacement * (1 + 1e-9) + 1e-12);
      expect(r.chordLength).toBeCloseTo(r.largestDisplacement, 9);
    }));
  });
});
