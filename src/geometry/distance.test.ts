import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DistanceFeature, DistanceResult, distanceFromMinkowski, polygonDistance } from './distance';
import { minkowskiDifference } from './minkowski';
import { makeBox, makePolygon, makeRegularPolygon, type Placed } from './polygon';
import { distanceOracle, pointSegmentDistance, vertexEdgeDistance, worldPoints } from './testing/oracles';
import { gridBoxes, resolvedScene, scaledScene, scene, sizeOf, translateScene } from './testing/arbitraries';
import { GeometryError } from './errors';
import { contactOf, touchingTolerance } from './tolerances';
import { add, length, makeTransform, rotate, scale, sub, vec } from './vec2';

const at = (shape: Placed['shape'], x: number, y: number, angle = 0): Placed => ({ shape, pose: { position: vec(x, y), angle } });
const unitBox = makeBox(0.5, 0.5);

describe('polygonDistance on cases checked by hand', () => {
  it('two unit boxes centred 2.5 apart in x are 1.5 apart', () => {
    const result = polygonDistance(at(unitBox, 0, 0), at(unitBox, 2.5, 0.2));
    expect(result.distance).toBeCloseTo(1.5, 12);
    expect(result.normal.x).toBeCloseTo(1, 12);
    expect(result.mtd.x).toBeCloseTo(1.5, 12);
    expect(result.pointB.x - result.pointA.x).toBeCloseTo(1.5, 12);
  });

  it('overlapping aligned boxes: depth is the smaller overlap, normal from A to B', () => {
    // Centres 0.75 apart in x: overlap 0.25 in x, 1 in y.
    const result = polygonDistance(at(unitBox, 0, 0), at(unitBox, 0.75, 0));
    expect(result.distance).toBeCloseTo(-0.25, 12);
    expect(result.normal.x).toBeCloseTo(1, 12);
    // Moving B by -mtd leaves the boxes touching.
    const moved = at(unitBox, 0.75 - result.mtd.x, -result.mtd.y);
    expect(polygonDistance(at(unitBox, 0, 0), moved).distance).toBeCloseTo(0, 12);
  });

  it('corner to corner: distance is the diagonal gap and the feature is vertex-vertex', () => {
    const result = polygonDistance(at(unitBox, 0, 0), at(unitBox, 2, 2));
    expect(result.distance).toBeCloseTo(Math.SQRT2, 12);
    expect(result.feature.kind).toBe('vertex-vertex');
    expect(result.normal.x).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it('exact touching gives distance 0', () => {
    expect(Math.abs(polygonDistance(at(unitBox, 0, 0), at(unitBox, 1, 0.3)).distance)).toBe(0);
  });

  it('identical coincident boxes penetrate by half the box size', () => {
    expect(polygonDistance(at(makeBox(1, 2), 0, 0), at(makeBox(1, 2), 0, 0)).distance).toBeCloseTo(-2, 12);
  });

  it('a diamond above a box: vertex against edge', () => {
    const diamond = makePolygon([vec(0, -1), vec(1, 0), vec(0, 1), vec(-1, 0)]);
    const result = polygonDistance(at(unitBox, 0, 0), at(diamond, 0.1, 2));
    expect(result.distance).toBeCloseTo(0.5, 12);
    expect(result.feature.kind).toBe('vertex-edge');
    expect(result.pointB.y).toBeCloseTo(1, 12);
  });
});

describe('polygonDistance properties', () => {
  it('matches the distance from the origin to the hull of all differences', () => {
    fc.assert(fc.property(scene, (s) => {
      const ours = polygonDistance(s.a, s.b);
      expect(Math.abs(ours.distance - distanceOracle(s.a, s.b))).toBeLessThanOrEqual(1e-9 * sizeOf(s));
    }));
  });

  it('aligned boxes on a grid (collinear MD edges, the origin often on their line) match the oracle and read their contact', () => {
    // A pair apart may stop its walk at the nearest feature; where two MD edges are collinear, the tests for a vertex
    // also hold with the origin inside their line, and a box 4e-9 from another once read 4 apart there (4e-9 being within the touching tolerance, the walk went on round).
    fc.assert(fc.property(gridBoxes, (s) => {
      const ours = polygonDistance(s.a, s.b), expected = distanceOracle(s.a, s.b);
      expect(Math.abs(ours.distance - expected)).toBeLessThanOrEqual(1e-12 * sizeOf(s));
      expect(ours.contact).toBe(contactOf(expected, touchingTolerance(s.a, s.b)));
    }), { numRuns: 400 });
  });

  it('when separated, matches the best of every vertex against every edge', () => {
    fc.assert(fc.property(scene, (s) => {
      const ours = polygonDistance(s.a, s.b);
      fc.pre(ours.distance > 1e-9 * sizeOf(s));
      expect(Math.abs(ours.distance - vertexEdgeDistance(s.a, s.b))).toBeLessThanOrEqual(1e-9 * sizeOf(s));
    }));
  });

  it('the allocation-free path gives what the Minkowski difference record gives: same feature, same numbers', () => {
    fc.assert(fc.property(scene, (s) => {
      const fast = polygonDistance(s.a, s.b), slow = distanceFromMinkowski(s.a, s.b, minkowskiDifference(s.a, s.b));
      const tolerance = 1e-12 * sizeOf(s);
      expect(Math.abs(fast.distance - slow.distance)).toBeLessThanOrEqual(tolerance);
      // Equally near features (coincident shapes, symmetric overlaps) may resolve either way under different
      // rounding; where both chose the same feature, everything else must match too. The feature is compared by the
      // vertices and edge it names: its index along B − A counts from where each walk started.
      const named = (f: DistanceFeature) => (f.kind === 'vertex-edge' ? `${f.pair.source} ${f.pair.edgeIndex} ${f.pair.vertexIndex}` : `${f.vertexA} ${f.vertexB}`);
      if (named(fast.feature) === named(slow.feature)) {
        expect(length(sub(fast.mtd, slow.mtd))).toBeLessThanOrEqual(tolerance);
        expect(length(sub(fast.pointA, slow.pointA))).toBeLessThanOrEqual(tolerance);
      }
    }));
  });

  it('mtd = distance * normal, normal is unit, and pointB - pointA = mtd', () => {
    fc.assert(fc.property(scene, (s) => {
      const r = polygonDistance(s.a, s.b);
      const tolerance = 1e-9 * sizeOf(s);
      expect(length(r.normal)).toBeCloseTo(1, 12);
      expect(length(sub(r.mtd, scale(r.normal, r.distance)))).toBeLessThanOrEqual(1e-15 * sizeOf(s));
      expect(length(sub(sub(r.pointB, r.pointA), r.mtd))).toBeLessThanOrEqual(tolerance);
      [r.distance, r.normal.x, r.normal.y, r.pointA.x, r.pointB.y].forEach((v) => expect(Number.isFinite(v)).toBe(true));
    }));
  });

  it('the witness points lie on the boundaries of their shapes, also where edges are parallel', () => {
    fc.assert(fc.property(scene, (s) => {
      const r = polygonDistance(s.a, s.b);
      const onBoundary = (p: { x: number; y: number }, placed: Placed) => {
        const w = worldPoints(placed);
        return Math.min(...w.map((q, i) => pointSegmentDistance(p, q, w[(i + 1) % w.length])));
      };
      expect(onBoundary(r.pointA, s.a)).toBeLessThanOrEqual(1e-9 * sizeOf(s));
      expect(onBoundary(r.pointB, s.b)).toBeLessThanOrEqual(1e-9 * sizeOf(s));
    }));
  });

  it('a resolved pair (B moved by -mtd) touches, and every output field is finite with a unit normal', () => {
    const finite = (r: ReturnType<typeof polygonDistance>) => {
      [r.distance, r.normal.x, r.normal.y, r.mtd.x, r.mtd.y, r.pointA.x, r.pointA.y, r.pointB.x, r.pointB.y]
        .forEach((v) => expect(Number.isFinite(v)).toBe(true));
      expect(Math.abs(length(r.normal) - 1)).toBeLessThanOrEqual(1e-12);
    };
    fc.assert(fc.property(resolvedScene, (s) => {
      const fast = polygonDistance(s.a, s.b);
      const slow = distanceFromMinkowski(s.a, s.b, minkowskiDifference(s.a, s.b));
      finite(fast);
      finite(slow);
      expect(Math.abs(fast.distance)).toBeLessThanOrEqual(1e-9 * sizeOf(s));
    }));
  });

  it('the resolve of issue 10 (boxes at right angles, vertex against vertex) gives a finite normal', () => {
    const a = at(makeBox(1.2, 0.55), 1.3, -0.8, -1.5708), b0 = at(makeBox(0.1, 0.35), 0.2, 0.7, 1.5708);
    const { mtd } = polygonDistance(a, b0);
    const b = at(b0.shape, 0.2 - mtd.x, 0.7 - mtd.y, 1.5708);
    for (const r of [polygonDistance(a, b), distanceFromMinkowski(a, b, minkowskiDifference(a, b))]) {
      expect(Number.isFinite(r.normal.x) && Number.isFinite(r.normal.y)).toBe(true);
      expect(length(r.normal)).toBeCloseTo(1, 12);
    }
  });

  it('moving B by -mtd brings the shapes to touching contact', () => {
    fc.assert(fc.property(scene, (s) => {
      const r = polygonDistance(s.a, s.b);
      const moved = { shape: s.b.shape, pose: { ...s.b.pose, position: sub(s.b.pose.position, r.mtd) } };
      expect(Math.abs(polygonDistance(s.a, moved).distance)).toBeLessThanOrEqual(1e-9 * sizeOf(s));
    }));
  });

  it('swapping A and B keeps the distance and flips the normal', () => {
    fc.assert(fc.property(scene, (s) => {
      const ab = polygonDistance(s.a, s.b), ba = polygonDistance(s.b, s.a);
      const tolerance = 1e-9 * sizeOf(s);
      expect(Math.abs(ab.distance - ba.distance)).toBeLessThanOrEqual(tolerance);
      // Separated convex shapes have one nearest direction, so the normal must flip exactly. (Penetrating shapes
      // can tie between equally deep faces, e.g. coincident boxes, and may resolve either way.)
      if (ab.distance > tolerance) expect(length(add(ab.normal, ba.normal))).toBeLessThan(1e-9);
    }));
  });

  it('is unchanged by translating the scene by 1e6 and by rotating it about the origin', () => {
    fc.assert(fc.property(scene, fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }), (s, turn) => {
      const base = polygonDistance(s.a, s.b);
      const far = translateScene(s, vec(1e6, -1e6));
      expect(Math.abs(polygonDistance(far.a, far.b).distance - base.distance)).toBeLessThanOrEqual(1e-9 * sizeOf(s));
      const spin = (p: Placed): Placed => ({ shape: p.shape, pose: { position: rotate(p.pose.position, turn), angle: p.pose.angle + turn } });
      const turned = polygonDistance(spin(s.a), spin(s.b));
      expect(Math.abs(turned.distance - base.distance)).toBeLessThanOrEqual(1e-9 * sizeOf(s));
    }));
  });

  it('reversing the winding of the input changes nothing', () => {
    fc.assert(fc.property(scene, (s) => {
      const reversed = (p: Placed): Placed => ({ shape: makePolygon([...p.shape.vertices].reverse()), pose: p.pose });
      expect(polygonDistance(reversed(s.a), reversed(s.b)).distance).toBeCloseTo(polygonDistance(s.a, s.b).distance, 9);
    }));
  });

  it('holds for tiny (1e-6) and huge (1e4) scenes', () => {
    for (const factor of [1e-6, 1e4]) {
      fc.assert(fc.property(scaledScene(factor), (s) => {
        expect(Math.abs(polygonDistance(s.a, s.b).distance - distanceOracle(s.a, s.b))).toBeLessThanOrEqual(1e-9 * sizeOf(s));
      }), { numRuns: 500 });
    }
  });

  it('costs O(n + m): a 1024-gon pair answers like an octagon pair', () => {
    const big = makeRegularPolygon(1024, 1);
    const r = polygonDistance(at(big, 0, 0), at(big, 2.5, 0));
    expect(r.distance).toBeCloseTo(0.5, 12);
    expect(minkowskiDifference(at(big, 0, 0), at(big, 2.5, 0)).vertices).toHaveLength(2048);
  });

  it('gives the same answer, to the bit, for poses given as Transforms', () => {
    fc.assert(fc.property(scene, (s) => {
      const turned = (p: Placed): Placed => ({ shape: p.shape, pose: makeTransform(p.pose) });
      expect({ ...polygonDistance(turned(s.a), turned(s.b)) }).toEqual({ ...polygonDistance(s.a, s.b) });
    }));
  });

  it('writes over a DistanceResult handed back to it, leaving nothing of the previous answer', () => {
    const out = new DistanceResult();
    fc.assert(fc.property(scene, scene, (first, second) => {
      polygonDistance(first.a, first.b, out);
      const reused = polygonDistance(second.a, second.b, out);
      expect(reused).toBe(out);
      const fresh = polygonDistance(second.a, second.b);
      expect({ ...reused, feature: { ...reused.feature } }).toEqual({ ...fresh, feature: { ...fresh.feature } });
      // The result of a call without `out` is one to hand back too (this line type-checks with no cast).
      expect(polygonDistance(first.a, first.b, fresh)).toBe(fresh);
    }));
  });
});

describe('huge angles (a game that never wraps its bodies\' angles)', () => {
  it('a pose turned by 1e9 to 1e300 rad is measured as the turn its cosine and sine make, by every pair query', () => {
    const huge = fc.double({ min: 1e9, max: 1e300, noNaN: true }).chain((x) => fc.constantFrom(x, -x));
    fc.assert(fc.property(scene, huge, huge, ({ a, b }, angleA, angleB) => {
      const turned = (p: Placed, angle: number): Placed => ({ shape: p.shape, pose: { position: p.pose.position, angle } });
      // The oracle: world vertices from Math.cos and Math.sin of the angle, every vertex against every edge.
      const wide = { a: turned(a, angleA), b: turned(b, angleB) };
      const tolerance = 1e-9 * sizeOf(wide);
      const expected = distanceOracle(wide.a, wide.b);
      expect(Math.abs(polygonDistance(wide.a, wide.b).distance - expected)).toBeLessThanOrEqual(tolerance);
      expect(Math.abs(distanceFromMinkowski(wide.a, wide.b, minkowskiDifference(wide.a, wide.b)).distance - expected)).toBeLessThanOrEqual(tolerance);
    }), { numRuns: 600 });
  });
});

describe('makeTransform', () => {
  it('refuses a pose that is not finite, naming the value', () => {
    expect(() => makeTransform({ position: { x: 0, y: Number.NaN }, angle: 0 })).toThrow(GeometryError);
    expect(() => makeTransform({ position: { x: 0, y: 0 }, angle: Infinity })).toThrow(/Infinity/);
  });
});
