import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capsuleShape, circleShape, polygonShape } from './convexShape';
import { GeometryError } from './errors';
import { contactManifold } from './manifold';
import { makeBox } from './polygon';
import { randomScene, hardScene, resolvedScene } from './testing/arbitraries';
import { polygonDistance } from './distance';
import { shapeDistance } from './shapeDistance';
import { placeShape, shapeSceneAround, shapeSceneSize } from './testing/shapeArbitraries';
import { differenceSupportOracle, pointToShapeOracle } from './testing/shapeOracles';

const place = placeShape;
const box = (w: number, h: number) => polygonShape(makeBox(w, h));
const sizeOf = shapeSceneSize;
const polygonScene = fc.oneof(randomScene, hardScene).map(({ a, b }) => ({
  a: place(polygonShape(a.shape), a.pose.position.x, a.pose.position.y, a.pose.angle),
  b: place(polygonShape(b.shape), b.pose.position.x, b.pose.position.y, b.pose.angle),
}));
const shapeScene = shapeSceneAround(0);

describe('contactManifold', () => {
  it('gives a box resting flat on a wider box two points at the ends of the overlap, 0.1 deep', () => {
    // Ground: 4 × 1 at the origin (top at y = 0.5). Box: 1 × 1 centred at (0.3, 0.9): bottom at y = 0.4.
    const m = contactManifold(place(box(2, 0.5), 0, 0), place(box(0.5, 0.5), 0.3, 0.9));
    expect(m.points).toHaveLength(2);
    expect(m.normal.y).toBeCloseTo(1, 12);
    const xs = m.points.map((p) => p.point.x).sort((p, q) => p - q);
    expect(xs[0]).toBeCloseTo(-0.2, 12);
    expect(xs[1]).toBeCloseTo(0.8, 12);
    m.points.forEach((p) => expect(p.separation).toBeCloseTo(-0.1, 12));
    expect(m.reference?.shape).toBe('A');
  });

  it('clips the resting box’s bottom to the ground’s end when it hangs over the edge', () => {
    const m = contactManifold(place(box(2, 0.5), 0, 0), place(box(0.5, 0.5), 2.2, 0.95));
    const xs = m.points.map((p) => p.point.x).sort((p, q) => p - q);
    expect(xs).toHaveLength(2);
    expect(xs[0]).toBeCloseTo(1.7, 12);
    expect(xs[1]).toBeCloseTo(2, 12);
  });

  it('gives a box standing on its corner one point', () => {
    const m = contactManifold(place(box(2, 0.5), 0, 0), place(box(0.5, 0.5), 0, 0.5 + Math.SQRT1_2 - 0.05, Math.PI / 4));
    expect(m.points).toHaveLength(1);
    expect(m.points[0].separation).toBeCloseTo(-0.05, 12);
    expect(m.points[0].point.x).toBeCloseTo(0, 12);
  });

  it('reports the lower corner of a slightly tilted box first, and both once the margin reaches the higher one', () => {
    const tilted = place(box(0.5, 0.5), 0, 0.5 + 0.5 * Math.cos(0.1) + 0.5 * Math.sin(0.1) + 0.01, 0.1);
    const close = contactManifold(place(box(2, 0.5), 0, 0), tilted, { margin: 0.02 });
    expect(close.points).toHaveLength(1);
    expect(close.points[0].separation).toBeCloseTo(0.01, 12);
    const wide = contactManifold(place(box(2, 0.5), 0, 0), tilted, { margin: 0.2 });
    expect(wide.points).toHaveLength(2);
    const higher = Math.max(...wide.points.map((p) => p.separation));
    expect(higher).toBeCloseTo(0.01 + Math.sin(0.1), 12);
  });

  it('gives a circle on a box one point, on both outlines', () => {
    const a = place(box(1, 1), 0, 0), b = place(circleShape(0.5), 0.3, 1.4);
    const m = contactManifold(a, b);
    expect(m.points).toHaveLength(1);
    expect(m.points[0].separation).toBeCloseTo(-0.1, 12);
    expect(pointToShapeOracle(m.points[0].pointA, a)).toBeCloseTo(0, 12);
    expect(pointToShapeOracle(m.points[0].pointB, b)).toBeCloseTo(0, 12);
  });

  it('gives a capsule lying on a box two points, its radius deep', () => {
    const m = contactManifold(place(box(2, 0.5), 0, 0), place(capsuleShape(0.5, 0.25), 0, 0.7));
    expect(m.points).toHaveLength(2);
    m.points.forEach((p) => expect(p.separation).toBeCloseTo(-0.05, 12));
  });

  it('has no points when the shapes are farther apart than the margin', () => {
    expect(contactManifold(place(box(1, 1), 0, 0), place(box(1, 1), 2.5, 0)).points).toHaveLength(0);
    expect(contactManifold(place(box(1, 1), 0, 0), place(box(1, 1), 2.5, 0), { margin: 0.6 }).points).toHaveLength(2);
  });

  it('keeps at least one point for every pair that touches, as moving B by −mtd leaves it, with no margin', () => {
    // Two diamonds tip to tip: 4.4e-16 apart in floating point, which the one touching rule calls touching.
    const diamond = polygonShape(makeBox(0.5, 0.5));
    const tips = contactManifold(place(diamond, 0, 0, Math.PI / 4), place(diamond, Math.SQRT2, 0, Math.PI / 4));
    expect(tips.distance.contact).toBe('touching');
    expect(tips.points.length).toBeGreaterThanOrEqual(1);
    fc.assert(fc.property(resolvedScene, ({ a, b }) => {
      const m = contactManifold(place(polygonShape(a.shape), a.pose.position.x, a.pose.position.y, a.pose.angle),
        place(polygonShape(b.shape), b.pose.position.x, b.pose.position.y, b.pose.angle));
      expect(polygonDistance(a, b).contact).toBe('touching');
      expect(m.points.length).toBeGreaterThanOrEqual(1);
    }), { numRuns: 1500 });
  });

  it('shapeDistance gives two polygons the verdict polygonDistance gives them: one touching rule', () => {
    fc.assert(fc.property(fc.oneof(resolvedScene, randomScene, hardScene), ({ a, b }) => {
      const shapes = shapeDistance(place(polygonShape(a.shape), a.pose.position.x, a.pose.position.y, a.pose.angle),
        place(polygonShape(b.shape), b.pose.position.x, b.pose.position.y, b.pose.angle));
      expect(shapes.contact).toBe(polygonDistance(a, b).contact);
    }), { numRuns: 1500 });
    // 4e-9 apart between boxes of half side 1 (scene size 2√2 + 2, about 4.8): within 1e-9 of that, so touching, either way.
    for (const gap of [4e-9, -4e-9]) {
      const a = { shape: makeBox(1, 1), pose: { position: { x: 0, y: 0 }, angle: 0 } }, b = { shape: makeBox(1, 1), pose: { position: { x: 2 + gap, y: 0 }, angle: 0 } };
      expect(polygonDistance(a, b).contact).toBe('touching');
      expect(shapeDistance(place(box(1, 1), 0, 0), place(box(1, 1), 2 + gap, 0)).contact).toBe('touching');
    }
  });

  it('puts every point of two polygons on both outlines, no deeper than the pair, with pointB − pointA along the normal', () => {
    fc.assert(fc.property(polygonScene, (scene) => {
      const m = contactManifold(scene.a, scene.b, { margin: 0.1 });
      const tolerance = 1e-8 * sizeOf(scene);
      if (m.distance.distance <= 0.1) expect(m.points.length).toBeGreaterThanOrEqual(1);
      expect(m.points.length).toBeLessThanOrEqual(2);
      for (const p of m.points) {
        expect(Math.abs(pointToShapeOracle(p.pointA, scene.a))).toBeLessThanOrEqual(tolerance);
        expect(Math.abs(pointToShapeOracle(p.pointB, scene.b))).toBeLessThanOrEqual(tolerance);
        expect(p.separation).toBeGreaterThanOrEqual(m.distance.distance - tolerance);
        expect(p.separation).toBeLessThanOrEqual(0.1 + tolerance);
        expect(Math.abs(p.pointB.x - p.pointA.x - p.separation * m.normal.x)).toBeLessThanOrEqual(tolerance);
        expect(Math.abs(p.pointB.y - p.pointA.y - p.separation * m.normal.y)).toBeLessThanOrEqual(tolerance);
      }
    }));
  });

  // Near a corner of the reference face the slab reaches past the reference shape's neighbouring edge, so a
  // clipped point may lie outside it by up to its own depth: the tolerance is the depth, no more.
  it('puts every penetrating point of the incident shape, and the midpoint, inside the reference shape (within its depth)', () => {
    fc.assert(fc.property(polygonScene, (scene) => {
      const m = contactManifold(scene.a, scene.b);
      fc.pre(m.reference !== null);
      const tolerance = 1e-8 * sizeOf(scene);
      const [reference, incidentPoint] = m.reference!.shape === 'A' ? [scene.a, 'pointB'] as const : [scene.b, 'pointA'] as const;
      for (const p of m.points.filter((q) => q.separation < 0)) {
        expect(pointToShapeOracle(p[incidentPoint], reference)).toBeLessThanOrEqual(tolerance + Math.abs(p.separation));
        expect(pointToShapeOracle(p.point, reference)).toBeLessThanOrEqual(tolerance + Math.abs(p.separation));
      }
    }));
  });

  it('gives the opposite normal and the same separations when A and B swap, or another normal just as good', () => {
    fc.assert(fc.property(fc.oneof(polygonScene, shapeScene), ({ a, b }) => {
      const ab = contactManifold(a, b, { margin: 0.1 }), ba = contactManifold(b, a, { margin: 0.1 });
      const tolerance = 1e-8 * sizeOf({ a, b });
      expect(ba.points.length > 0).toBe(ab.points.length > 0);
      fc.pre(ab.points.length > 0 && Math.abs(ab.distance.distance) > tolerance);
      const opposite = ab.normal.x * ba.normal.x + ab.normal.y * ba.normal.y < -1 + 1e-9;
      if (opposite) {
        const sorted = (m: typeof ab) => m.points.map((p) => p.separation).sort((p, q) => p - q);
        expect(sorted(ba).length).toBe(sorted(ab).length);
        sorted(ab).forEach((s, i) => expect(Math.abs(s - sorted(ba)[i])).toBeLessThanOrEqual(tolerance));
      } else {
        // Two directions push out equally far (shapes on one centre, a sliver across a box): B − A reaches
        // the same distance along the swapped pair's normal, h(−n) = −distance for n = −(B, A)'s normal.
        expect(Math.abs(differenceSupportOracle(a, b, ba.normal) + ab.distance.distance)).toBeLessThanOrEqual(1e-7 * sizeOf({ a, b }));
      }
    }), { numRuns: 500 });
  });

  it('rejects a negative or non-finite margin', () => {
    expect(() => contactManifold(place(box(1, 1), 0, 0), place(box(1, 1), 1, 0), { margin: -1 })).toThrow(GeometryError);
    expect(() => contactManifold(place(box(1, 1), 0, 0), place(box(1, 1), 1, 0), { margin: NaN })).toThrow(GeometryError);
  });
});
