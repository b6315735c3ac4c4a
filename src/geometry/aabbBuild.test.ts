import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aabbOfPoints, convexHullIndices } from './aabbBuild';
import { convexHull } from './polygon';
import { type Vec2, transformPoint } from './vec2';

const L: Vec2[] = [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 0.6 }, { x: 0.6, y: 0.6 }, { x: 0.6, y: 1.6 }, { x: 0, y: 1.6 }];
const real = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const cloud = fc.array(fc.record({ x: real(-3, 3), y: real(-3, 3) }), { minLength: 1, maxLength: 30 });
const pose = fc.record({ position: fc.record({ x: real(-5, 5), y: real(-5, 5) }), angle: real(-Math.PI, Math.PI) });

describe('aabbOfPoints', () => {
  it('the L at 0°: centre (1, 0.8), half extents (1, 0.8), bounded by vertices 0, 1, 0 and 4', () => {
    const r = aabbOfPoints(L, { position: { x: 0, y: 0 }, angle: 0 });
    expect(r.center).toEqual({ x: 1, y: 0.8 });
    expect(r.halfExtents).toEqual({ x: 1, y: 0.8 });
    expect(r.boundingIndices).toEqual({ minX: 0, maxX: 1, minY: 0, maxY: 4 });
    expect(r.visited).toBe(6);
  });

  it('a unit square turned 45° has half extents √2 (it was 1)', () => {
    const square = [{ x: -1, y: -1 }, { x: 1, y: -1 }, { x: 1, y: 1 }, { x: -1, y: 1 }];
    const r = aabbOfPoints(square, { position: { x: 0, y: 0 }, angle: Math.PI / 4 });
    expect(r.halfExtents.x).toBeCloseTo(Math.SQRT2, 12);
    expect(r.halfExtents.y).toBeCloseTo(Math.SQRT2, 12);
  });

  it('is the min and max of the turned points, by brute force', () => {
    fc.assert(fc.property(cloud, pose, (points, p) => {
      const r = aabbOfPoints(points, p);
      const world = points.map((q) => transformPoint(p, q));
      const xs = world.map((q) => q.x), ys = world.map((q) => q.y);
      expect(r.center.x - r.halfExtents.x).toBeCloseTo(Math.min(...xs), 12);
      expect(world[r.boundingIndices.minX].x).toBe(Math.min(...xs));
      expect(r.center.x + r.halfExtents.x).toBeCloseTo(Math.max(...xs), 12);
      expect(r.center.y - r.halfExtents.y).toBeCloseTo(Math.min(...ys), 12);
      expect(world[r.boundingIndices.maxY].y).toBe(Math.max(...ys));
    }));
  });

  it('scanning only the hull vertices gives the same box at every angle (the reader comment’s trick)', () => {
    fc.assert(fc.property(cloud, pose, (points, p) => {
      const all = aabbOfPoints(points, p);
      const hull = convexHullIndices(points);
      const some = aabbOfPoints(points, p, hull);
      expect(some.visited).toBe(hull.length);
      for (const key of ['minX', 'maxX', 'minY', 'maxY'] as const) expect(hull).toContain(some.boundingIndices[key]);
      expect(some.center.x).toBeCloseTo(all.center.x, 12);
      expect(some.center.y).toBeCloseTo(all.center.y, 12);
      expect(some.halfExtents.x).toBeCloseTo(all.halfExtents.x, 12);
      expect(some.halfExtents.y).toBeCloseTo(all.halfExtents.y, 12);
    }));
  });
});

describe('convexHullIndices', () => {
  it('leaves out the L’s reflex corner, vertex 3', () => {
    expect([...convexHullIndices(L)].sort()).toEqual([0, 1, 2, 4, 5]);
  });

  it('names the same points as convexHull, in the same counter-clockwise order', () => {
    fc.assert(fc.property(cloud, (points) => {
      expect(convexHullIndices(points).map((i) => points[i])).toEqual(convexHull(points));
    }));
  });
});
