import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capsuleShape, circleShape, polygonShape, roundedPolygonShape } from './convexShape';
import { polygonDistance } from './distance';
import { epaPenetration } from './epa';
import { GeometryError } from './errors';
import { gjkDistance } from './gjk';
import { makeBox } from './polygon';
import { shapeDistance } from './shapeDistance';
import { randomScene, hardScene } from './testing/arbitraries';
import { placeShape, shapeSceneAround, shapeSceneSize } from './testing/shapeArbitraries';
import { pointToShapeOracle, signedDistanceOracle } from './testing/shapeOracles';

const place = placeShape;
const shapeScene = shapeSceneAround(0.3);
const sizeOf = shapeSceneSize;

describe('gjkDistance', () => {
  it('measures two unit boxes 3 apart as 1 apart, with the normal along x and the nearest points on the facing sides', () => {
    const out = gjkDistance(place(polygonShape(makeBox(1, 1)), 0, 0), place(polygonShape(makeBox(1, 1)), 3, 0.5));
    expect(out.state).toBe('separated');
    expect(out.distance).toBeCloseTo(1, 12);
    expect(out.normal.x).toBeCloseTo(1, 12);
    expect(out.pointA.x).toBeCloseTo(1, 12);
    expect(out.pointB.x).toBeCloseTo(2, 12);
  });

  it('measures a circle of radius 1 at (5, 0) and a capsule of half length 2 and radius 0.5 at the origin as 1.5 apart', () => {
    const out = gjkDistance(place(capsuleShape(2, 0.5), 0, 0), place(circleShape(1), 5, 0));
    expect(out.distance).toBeCloseTo(1.5, 12);
    expect(out.pointA).toEqual({ x: 2.5, y: 0 });
    expect(out.pointB).toEqual({ x: 4, y: 0 });
  });

  it('gets nearer the origin at every iteration, and ends where the distance is', () => {
    fc.assert(fc.property(shapeScene, ({ a, b }) => {
      const out = gjkDistance(a, b, { record: true });
      for (let i = 1; i < out.iterations.length; i++) expect(out.iterations[i].distance).toBeLessThanOrEqual(out.iterations[i - 1].distance * (1 + 1e-12) + 1e-15);
      const last = out.iterations[out.iterations.length - 1];
      if (out.state === 'separated') expect(last.distance).toBeCloseTo(out.coreDistance, 9);
      expect(out.state).not.toBe('maxIterations');
    }));
  });

  it('keeps at most three simplex points, and says the origin is enclosed only where it stopped as overlapping', () => {
    fc.assert(fc.property(shapeScene, ({ a, b }) => {
      const out = gjkDistance(a, b, { record: true });
      out.iterations.forEach((it, i) => {
        expect(it.simplex.length).toBeLessThanOrEqual(3);
        expect(it.kept.every((k) => k < it.simplex.length)).toBe(true);
        if (it.enclosesOrigin) expect(i).toBe(out.iterations.length - 1);
      });
    }));
  });
});

describe('shapeDistance (GJK, then EPA where the cores overlap)', () => {
  it('equals polygonDistance on pairs of polygons, overlapping or not', () => {
    fc.assert(fc.property(fc.oneof(randomScene, hardScene), ({ a, b }) => {
      const expected = polygonDistance(a, b);
      const out = shapeDistance(place(polygonShape(a.shape), a.pose.position.x, a.pose.position.y, a.pose.angle), place(polygonShape(b.shape), b.pose.position.x, b.pose.position.y, b.pose.angle));
      const size = a.shape.radius + b.shape.radius + Math.hypot(b.pose.position.x - a.pose.position.x, b.pose.position.y - a.pose.position.y);
      expect(Math.abs(out.distance - expected.distance)).toBeLessThanOrEqual(1e-9 * size);
    }));
  });

  it('equals the support-function oracle for circles, capsules and rounded polygons', () => {
    fc.assert(fc.property(shapeScene, (scene) => {
      const out = shapeDistance(scene.a, scene.b);
      expect(Math.abs(out.distance - signedDistanceOracle(scene.a, scene.b))).toBeLessThanOrEqual(1e-7 * sizeOf(scene));
    }), { numRuns: 300 });
  });

  it('puts its witness points on the two outlines, pointB − pointA = mtd = distance × normal, with a unit normal', () => {
    fc.assert(fc.property(shapeScene, (scene) => {
      const out = shapeDistance(scene.a, scene.b);
      const tolerance = 1e-8 * sizeOf(scene);
      expect(Math.abs(Math.hypot(out.normal.x, out.normal.y) - 1)).toBeLessThan(1e-12);
      expect(Math.abs(pointToShapeOracle(out.pointA, scene.a))).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(pointToShapeOracle(out.pointB, scene.b))).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(out.pointB.x - out.pointA.x - out.mtd.x)).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(out.pointB.y - out.pointA.y - out.mtd.y)).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(out.mtd.x - out.distance * out.normal.x)).toBeLessThanOrEqual(1e-12 * sizeOf(scene));
    }), { numRuns: 500 });
  });

  it('leaves overlapping shapes touching when B is moved by −mtd', () => {
    fc.assert(fc.property(shapeScene, (scene) => {
      const out = shapeDistance(scene.a, scene.b);
      fc.pre(out.distance < 0);
      const moved = { ...scene.b, pose: { ...scene.b.pose, position: { x: scene.b.pose.position.x - out.mtd.x, y: scene.b.pose.position.y - out.mtd.y } } };
      expect(Math.abs(signedDistanceOracle(scene.a, moved))).toBeLessThanOrEqual(1e-7 * sizeOf(scene));
    }), { numRuns: 300 });
  });

  it('gives the same distance and the opposite normal when A and B swap', () => {
    fc.assert(fc.property(shapeScene, ({ a, b }) => {
      const ab = shapeDistance(a, b), ba = shapeDistance(b, a);
      const size = sizeOf({ a, b });
      expect(Math.abs(ab.distance - ba.distance)).toBeLessThanOrEqual(1e-9 * size);
      // The direction is unique unless two directions give the same depth; compare the translations' effect instead.
      const moved = { ...a, pose: { ...a.pose, position: { x: a.pose.position.x - ba.mtd.x, y: a.pose.position.y - ba.mtd.y } } };
      if (ab.distance < 0) expect(Math.abs(signedDistanceOracle(moved, b))).toBeLessThanOrEqual(1e-7 * size);
    }), { numRuns: 300 });
  });

  it('states its fallback for two circles on one centre: depth rA + rB along +x', () => {
    const out = shapeDistance(place(circleShape(1), 2, 2), place(circleShape(0.5), 2, 2));
    expect(out.distance).toBe(-1.5);
    expect(out.normal).toEqual({ x: 1, y: 0 });
    expect(out.epa?.state).toBe('degenerate');
  });

  it('measures a circle centred on a capsule’s segment as deep as both radii, across the segment', () => {
    const out = shapeDistance(place(capsuleShape(2, 0.5), 0, 0), place(circleShape(1), 1, 0));
    expect(out.distance).toBeCloseTo(-1.5, 12);
    expect(Math.abs(out.normal.y)).toBeCloseTo(1, 12);
  });
});

describe('epaPenetration', () => {
  it('finds the depth of two overlapping unit boxes, 0.5 along x, with face distances that only grow', () => {
    const out = epaPenetration(place(polygonShape(makeBox(1, 1)), 0, 0), place(polygonShape(makeBox(1, 1)), 1.5, 0.2), { record: true });
    expect(out.state).toBe('converged');
    expect(out.distance).toBeCloseTo(-0.5, 12);
    expect(out.normal.x).toBeCloseTo(1, 12);
    for (let i = 1; i < out.iterations.length; i++) expect(out.iterations[i].faceDistance).toBeGreaterThanOrEqual(out.iterations[i - 1].faceDistance - 1e-12);
  });

  it('grows a polytope that stays convex and holds the origin, and ends with no gap left', () => {
    fc.assert(fc.property(shapeScene, ({ a, b }) => {
      const out = epaPenetration(a, b, { record: true });
      fc.pre(out.state === 'converged');
      for (const it of out.iterations) {
        const n = it.polytope.length;
        for (let i = 0; i < n; i++) {
          const p = it.polytope[i], q = it.polytope[(i + 1) % n], r = it.polytope[(i + 2) % n];
          expect((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)).toBeGreaterThanOrEqual(-1e-12);
        }
        expect(it.faceDistance).toBeGreaterThanOrEqual(-1e-9 * sizeOf({ a, b }));
      }
      expect(out.iterations[out.iterations.length - 1].gap).toBeLessThanOrEqual(1e-8 * sizeOf({ a, b }));
    }), { numRuns: 300 });
  });

  it('takes GJK’s answer for the same pair as its seed, and refuses one from another pair or from before a move', () => {
    const a = place(polygonShape(makeBox(1, 1)), 0, 0), b = place(polygonShape(makeBox(1, 1)), 1.5, 0.2, 0.3);
    const own = epaPenetration(a, b, { gjk: gjkDistance(a, b) });
    expect(own).toEqual(epaPenetration(a, b));
    // Another pair's answer (here an overlapping one, whose simplex would seed the polytope with its points).
    const other = place(capsuleShape(3, 0.5), 0, 0), ball = place(circleShape(1), 0.5, 0.5);
    expect(() => epaPenetration(a, b, { gjk: gjkDistance(other, ball) })).toThrow(/options\.gjk/);
    // The same shapes, but B moved in place since GJK ran: last frame's answer.
    const stale = gjkDistance(a, b);
    (b.pose.position as { x: number }).x = 1.2;
    expect(() => epaPenetration(a, b, { gjk: stale })).toThrow(GeometryError);
    // The shapes swapped, and an answer written by hand.
    expect(() => epaPenetration(b, a, { gjk: gjkDistance(a, b) })).toThrow(GeometryError);
    const copy = { ...gjkDistance(a, b) };
    expect(() => epaPenetration(a, b, { gjk: copy })).toThrow(GeometryError);
  });

  it('reports apart cores as separated, with GJK’s distance', () => {
    const out = epaPenetration(place(circleShape(1), 0, 0), place(circleShape(1), 5, 0));
    expect(out.state).toBe('separated');
    expect(out.distance).toBeCloseTo(3, 12);
  });
});

describe('bad input', () => {
  it('rejects a capsule of length 0, a circle of radius 0 and negative radii, naming the value', () => {
    expect(() => capsuleShape(0, 1)).toThrow(/half length.*0/);
    expect(() => circleShape(0)).toThrow(GeometryError);
    expect(() => roundedPolygonShape(makeBox(1, 1), -1)).toThrow(/-1/);
  });

  it('rejects non-finite poses and iteration limits in every query', () => {
    const good = place(circleShape(1), 0, 0);
    for (const bad of [place(circleShape(1), NaN, 0), place(circleShape(1), 0, Infinity), place(circleShape(1), 0, 0, NaN)]) {
      expect(() => gjkDistance(good, bad)).toThrow(GeometryError);
      expect(() => gjkDistance(bad, good)).toThrow(GeometryError);
      expect(() => epaPenetration(good, bad)).toThrow(GeometryError);
      expect(() => shapeDistance(bad, good)).toThrow(GeometryError);
    }
    expect(() => gjkDistance(good, good, { maxIterations: 0 })).toThrow(GeometryError);
    expect(() => gjkDistance(good, good, { maxIterations: 2.5 })).toThrow(GeometryError);
  });
});

describe('recording', () => {
  it('keeps no iterations unless asked, and the same answer either way', () => {
    const a = place(polygonShape(makeBox(1, 1)), 0, 0), b = place(capsuleShape(1, 0.5), 1.2, 0.3, 0.4);
    const quiet = shapeDistance(a, b), recorded = shapeDistance(a, b, { record: true });
    expect(quiet.gjk.iterations).toHaveLength(0);
    expect(quiet.epa?.iterations).toHaveLength(0);
    expect(recorded.gjk.iterations.length).toBeGreaterThan(0);
    expect(recorded.epa?.iterations.length).toBeGreaterThan(0);
    expect(recorded.distance).toBe(quiet.distance);
  });
});
