import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aabbOverlap, buildAabb, circleAabb, circleObb, combineAabbs } from './boxes';
import { polygonDistance } from './distance';
import { makeBox } from './polygon';
import { insideConvex, pointSegmentDistance, worldPoints } from './testing/oracles';
import { vec } from './vec2';

const real = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const box = fc.record({ center: fc.record({ x: real(-3, 3), y: real(-3, 3) }), halfExtents: fc.record({ x: real(0.1, 2), y: real(0.1, 2) }) });

describe('AABBs', () => {
  it('D is |cB - cA| - (hA + hB) per axis, negative on both axes exactly when overlapping', () => {
    const r = aabbOverlap({ center: vec(0, 0), halfExtents: vec(1, 1) }, { center: vec(1.5, -0.5), halfExtents: vec(1, 1) });
    expect(r.gap).toEqual({ x: -0.5, y: -1.5 });
    expect(r.overlapping).toBe(true);
    expect(r.distance).toBe(-0.5);
    expect(r.mtd).toEqual({ x: -0.5, y: -0 });
  });

  it('agrees with the polygon distance of the same boxes', () => {
    fc.assert(fc.property(box, box, (a, b) => {
      const ours = aabbOverlap(a, b);
      const polygon = polygonDistance(
        { shape: makeBox(a.halfExtents.x, a.halfExtents.y), pose: { position: a.center, angle: 0 } },
        { shape: makeBox(b.halfExtents.x, b.halfExtents.y), pose: { position: b.center, angle: 0 } },
      );
      expect(ours.distance).toBeCloseTo(polygon.distance, 9);
      if (Math.abs(polygon.distance) > 1e-9) expect(ours.overlapping).toBe(polygon.distance < 0);
    }));
  });

  it('builds the box of a concave outline and says which points bound it', () => {
    const outline = [vec(0, 0), vec(4, 0), vec(4, 3), vec(2, 1), vec(0, 3)];
    const built = buildAabb(outline);
    expect(built.center).toEqual({ x: 2, y: 1.5 });
    expect(built.halfExtents).toEqual({ x: 2, y: 1.5 });
    expect(built.boundingIndices).toEqual({ minX: 0, maxX: 1, minY: 0, maxY: 2 });
  });

  it('combines two boxes', () => {
    const c = combineAabbs({ center: vec(0, 0), halfExtents: vec(1, 1) }, { center: vec(3, 1), halfExtents: vec(1, 2) });
    expect(c).toEqual({ center: { x: 1.5, y: 1 }, halfExtents: { x: 2.5, y: 2 } });
  });
});

describe('circle against boxes', () => {
  it('outside: clamps V to the half extents', () => {
    const r = circleAabb({ center: vec(0, 0), halfExtents: vec(2, 1) }, { center: vec(5, 5), radius: 1 });
    expect(r.clamped).toEqual({ x: 2, y: 1 });
    expect(r.closestPoint).toEqual({ x: 2, y: 1 });
    expect(r.distance).toBe(4);
    expect(r.centerInside).toBe(false);
  });

  it('centre inside: leaves through the nearest face', () => {
    const r = circleAabb({ center: vec(0, 0), halfExtents: vec(2, 1) }, { center: vec(0.5, 0.75), radius: 0.5 });
    expect(r.centerInside).toBe(true);
    expect(r.normal).toEqual({ x: 0, y: 1 });
    expect(r.closestPoint).toEqual({ x: 0.5, y: 1 });
    expect(r.distance).toBe(-0.75);
  });

  it('gives its verdict under the one touching rule: a circle laid against a face or a corner touches', () => {
    // The circle figure's Touching preset: centre (0.4, 1.1), radius 0.6, against a box of half height 0.5.
    const face = circleAabb({ center: vec(0, 0), halfExtents: vec(1, 0.5) }, { center: vec(0.4, 1.1), radius: 0.6 });
    expect(face.distance).not.toBe(0); // rounding: 1.1 - 0.5 is not 0.6 in binary
    expect(face.contact).toBe('touching');
    // At a corner, along a direction whose rounding leaves the gap a hair either side of the radius.
    fc.assert(fc.property(real(0.05, 2), real(0, Math.PI / 2), (radius, angle) => {
      const h = vec(0.7, 0.3);
      const r = circleAabb({ center: vec(0, 0), halfExtents: h }, { center: vec(h.x + radius * Math.cos(angle), h.y + radius * Math.sin(angle)), radius });
      expect(r.contact).toBe('touching');
    }));
    expect(circleAabb({ center: vec(0, 0), halfExtents: vec(1, 1) }, { center: vec(3, 0), radius: 1 }).contact).toBe('separated');
    expect(circleAabb({ center: vec(0, 0), halfExtents: vec(1, 1) }, { center: vec(1.5, 0), radius: 1 }).contact).toBe('overlapping');
    expect(circleObb({ pose: { position: vec(0, 0), angle: 0.3 }, halfExtents: vec(1, 1) }, { center: vec(0, 0), radius: 0.1 }).contact).toBe('overlapping');
  });

  it('circle against OBB matches the distance from the centre to the rotated box outline', () => {
    const point = fc.record({ x: real(-4, 4), y: real(-4, 4) });
    fc.assert(fc.property(point, real(0.1, 2), real(0.1, 2), real(-Math.PI, Math.PI), point, real(0, 1), (c, hx, hy, angle, centre, radius) => {
      const pose = { position: c, angle };
      const outline = worldPoints({ shape: makeBox(hx, hy), pose });
      const edge = Math.min(...outline.map((p, i) => pointSegmentDistance(centre, p, outline[(i + 1) % 4])));
      const signed = insideConvex(outline, centre) ? -edge : edge;
      const r = circleObb({ pose, halfExtents: vec(hx, hy) }, { center: centre, radius });
      expect(r.distance).toBeCloseTo(signed - radius, 9);
      expect(r.mtd.x).toBeCloseTo(r.normal.x * r.distance, 12);
    }));
  });
});
