import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { polygonDistance } from './distance';
import { makeBox, makePolygon, type Placed } from './polygon';
import { halfSpaceTest } from './bounding';
import { axisRuler, axisRulersBetween, rulerPoint, satPointTest, satTest } from './sat';
import { overlapOracle, insideConvex, worldPoints } from './testing/oracles';
import { resolvedScene, scene, sizeOf, translateScene, unitPolygon, angle } from './testing/arbitraries';
import { length, makeTransform, sub, vec } from './vec2';

const at = (shape: Placed['shape'], x: number, y: number, a = 0): Placed => ({ shape, pose: { position: vec(x, y), angle: a } });

describe('satTest on cases checked by hand', () => {
  it('boxes 3 apart are separated by the first axis of A that faces B', () => {
    const r = satTest(at(makeBox(1, 1), 0, 0), at(makeBox(1, 1), 3, 0));
    expect(r.intersecting).toBe(false);
    // A's edges: bottom (0,-1), right (1,0), ... so axis 1 is the first to separate.
    expect(r.separatingAxis).toBe(1);
    expect(r.axes[1].intervalA).toEqual({ min: -1, max: 1 });
    expect(r.axes[1].intervalB).toEqual({ min: 2, max: 4 });
    expect(r.axes[1].overlap).toBe(-1);
    expect(r.mtv).toBeNull();
  });

  it('touching boxes are not intersecting (overlap exactly 0)', () => {
    const r = satTest(at(makeBox(1, 1), 0, 0), at(makeBox(1, 1), 2, 0.5));
    expect(r.intersecting).toBe(false);
    expect(r.axes[r.separatingAxis].overlap).toBe(0);
  });

  it('containment: overlap is the small interval, depth is the way out', () => {
    // A spans [-2, 2] in x; B spans [0.5, 1.5]. Overlap = 1, depth = min(2 - 0.5, 1.5 + 2) = 1.5.
    const r = satTest(at(makeBox(2, 2), 0, 0), at(makeBox(0.5, 0.5), 1, 0));
    expect(r.intersecting).toBe(true);
    const x = r.axes[1];
    expect(x.overlap).toBe(1);
    expect(x.depth).toBe(1.5);
    expect(r.depth).toBe(1.5);
    expect(r.normal).toEqual({ x: 1, y: 0 });
    expect(r.mtv).toEqual({ x: -1.5, y: -0 });
  });
});

describe('satTest properties', () => {
  it('intersecting agrees with an all-edge-pairs overlap test away from touching', () => {
    fc.assert(fc.property(scene, (s) => {
      const d = polygonDistance(s.a, s.b).distance;
      fc.pre(Math.abs(d) > 1e-9 * sizeOf(s));
      expect(satTest(s.a, s.b).intersecting).toBe(overlapOracle(s.a, s.b));
    }));
  });

  it('intervals are the true min and max of the projected vertices', () => {
    fc.assert(fc.property(scene, (s) => {
      const r = satTest(s.a, s.b);
      const pa = worldPoints(s.a), pb = worldPoints(s.b);
      const tolerance = 1e-9 * sizeOf(s);
      for (const axis of r.axes) {
        const project = (points: { x: number; y: number }[]) => points.map((p) => p.x * axis.axis.x + p.y * axis.axis.y);
        expect(Math.abs(axis.intervalA.min - Math.min(...project(pa)))).toBeLessThanOrEqual(tolerance);
        expect(Math.abs(axis.intervalA.max - Math.max(...project(pa)))).toBeLessThanOrEqual(tolerance);
        expect(Math.abs(axis.intervalB.min - Math.min(...project(pb)))).toBeLessThanOrEqual(tolerance);
        expect(Math.abs(axis.intervalB.max - Math.max(...project(pb)))).toBeLessThanOrEqual(tolerance);
        expect(axis.depth).toBeGreaterThanOrEqual(axis.overlap - tolerance);
      }
      expect(r.axes).toHaveLength(s.a.shape.vertices.length + s.b.shape.vertices.length);
    }));
  });

  it('its verdict is the one its axes give: the first separating axis, the least depth, the MTV along it', () => {
    fc.assert(fc.property(scene, (s) => {
      const r = satTest(s.a, s.b);
      const axes = r.axes;
      expect(r.separatingAxis).toBe(axes.findIndex((axis) => axis.separating));
      expect(r.intersecting).toBe(r.separatingAxis < 0);
      if (!r.intersecting) return;
      const depths = axes.map((axis) => axis.depth);
      expect(r.minimumAxis).toBe(depths.indexOf(Math.min(...depths)));
      const best = axes[r.minimumAxis];
      expect(r.depth).toBe(best.depth);
      // B leaves through the nearer wall of A's interval (either, where the two walls are as near to rounding).
      const forward = best.intervalA.max - best.intervalB.min, backward = best.intervalB.max - best.intervalA.min;
      const along = r.normal!.x * best.axis.x + r.normal!.y * best.axis.y;
      expect(Math.abs(along)).toBeCloseTo(1, 12);
      if (Math.abs(forward - backward) > 1e-12 * sizeOf(s)) expect(Math.sign(along)).toBe(forward < backward ? 1 : -1);
      expect(r.mtv).toEqual({ x: -r.depth * r.normal!.x, y: -r.depth * r.normal!.y });
    }));
  });

  it('owes nothing to the call before it, even where the depths overflow', () => {
    const box = makeBox(1, 1);
    const far = () => satTest(at(box, -1e308, -1e308), at(box, 1e308, 1e308));
    satTest(at(box, 0, 0), at(box, 0.5, 0, 0.3));
    const first = { ...far() };
    satTest(at(box, 0, 0), at(box, -0.5, 0.2, 2));
    expect({ ...far() }).toEqual(first);
  });

  it('gives the same verdict, to the bit, for poses given as Transforms', () => {
    fc.assert(fc.property(scene, (s) => {
      const plain = { ...satTest(s.a, s.b) }; // the verdict fields (a spread leaves the axes getter out)
      const turned = satTest({ shape: s.a.shape, pose: makeTransform(s.a.pose) }, { shape: s.b.shape, pose: makeTransform(s.b.pose) });
      expect({ ...turned }).toEqual(plain);
    }));
  });

  it('reads its axes as they were at the call, after other calls and with poses given as Transforms', () => {
    fc.assert(fc.property(scene, scene, (s, other) => {
      const pose = { position: { ...s.b.pose.position }, angle: s.b.pose.angle };
      const r = satTest(s.a, { shape: s.b.shape, pose });
      const fresh = satTest(s.a, s.b).axes.map((axis) => ({ ...axis }));
      satTest(other.a, other.b);
      pose.position.x += 1; pose.angle += 1; // a JavaScript caller may change its pose object afterwards
      expect(r.axes.map((axis) => ({ ...axis }))).toEqual(fresh);
      const turned = satTest({ shape: s.a.shape, pose: makeTransform(s.a.pose) }, { shape: s.b.shape, pose: makeTransform(s.b.pose) });
      expect(turned.axes.map((axis) => ({ ...axis }))).toEqual(fresh);
    }));
  });

  it('when overlapping, the least depth equals minus the signed distance and the MTV equals the MTD', () => {
    fc.assert(fc.property(scene, (s) => {
      const r = satTest(s.a, s.b);
      fc.pre(r.intersecting);
      const d = polygonDistance(s.a, s.b);
      const tolerance = 1e-9 * sizeOf(s);
      expect(Math.abs(r.depth + d.distance)).toBeLessThanOrEqual(tolerance);
      // Moving B by -mtv leaves them touching.
      const moved = { shape: s.b.shape, pose: { ...s.b.pose, position: sub(s.b.pose.position, r.mtv!) } };
      expect(Math.abs(polygonDistance(s.a, moved).distance)).toBeLessThanOrEqual(tolerance);
    }));
  });

  it('gives the verdict of the Minkowski distance on exactly touching pairs: touching', () => {
    fc.assert(fc.property(resolvedScene, (s) => {
      expect(polygonDistance(s.a, s.b).contact).toBe('touching');
      expect(satTest(s.a, s.b).contact).toBe('touching');
    }));
  });

  it('gives the verdict of the Minkowski distance on every pair', () => {
    fc.assert(fc.property(scene, (s) => {
      const sat = satTest(s.a, s.b);
      expect(sat.contact).toBe(polygonDistance(s.a, s.b).contact);
      expect(sat.intersecting).toBe(sat.contact === 'overlapping');
    }));
  });

  it('after moving B by -mtv the pair touches (the verdict a figure shows after "Move B by −MTV")', () => {
    fc.assert(fc.property(scene, (s) => {
      const r = satTest(s.a, s.b);
      fc.pre(r.intersecting);
      const moved = { shape: s.b.shape, pose: { ...s.b.pose, position: sub(s.b.pose.position, r.mtv!) } };
      expect(satTest(s.a, moved).contact).toBe('touching');
    }));
  });

  it('far from the origin the overlaps are as precise as near it', () => {
    fc.assert(fc.property(scene, (s) => {
      const near = satTest(s.a, s.b), far = translateScene(s, vec(-1e6, 2e6));
      const r = satTest(far.a, far.b);
      near.axes.forEach((axis, k) => expect(Math.abs(r.axes[k].overlap - axis.overlap)).toBeLessThanOrEqual(1e-9 * sizeOf(s)));
    }));
  });
});

describe('satPointTest', () => {
  const square = at(makeBox(1, 1), 0, 0);

  it('a point inside passes every axis', () => {
    const r = satPointTest(square, vec(0.5, -0.5));
    expect(r.inside).toBe(true);
    expect(r.axesChecked).toBe(4);
  });

  it('a point to the right fails the right-facing axis and its parallel twin', () => {
    const r = satPointTest(square, vec(1.5, 0));
    expect(r.inside).toBe(false);
    // The left edge's axis (-1, 0) is parallel: it projects the point to -1.5, outside [-1, 1] too.
    expect(r.axes.map((a) => a.inside)).toEqual([true, false, true, false]);
    expect(r.separatingAxis).toBe(1);
    expect(r.axesChecked).toBe(2);
    expect(r.axes[1].projection).toBe(1.5);
    expect(r.axes[1].interval).toEqual({ min: -1, max: 1 });
  });

  it('a point on the boundary counts as inside', () => {
    expect(satPointTest(square, vec(1, 0.3)).inside).toBe(true);
  });

  it('gives the one touching rule’s verdict: a point within the tolerance of an edge touches, from either side', () => {
    // The square's scene scale at (1, 0.3) is about 1.4 (its reach and the point's offset), so the tolerance is
    // about 1.4e-9: 1e-10 is well inside it and 1e-7 well outside.
    expect(satPointTest(square, vec(1, 0.3)).contact).toBe('touching');
    expect(satPointTest(square, vec(1 + 1e-10, 0.3)).contact).toBe('touching');
    expect(satPointTest(square, vec(1 - 1e-10, 0.3)).contact).toBe('touching');
    expect(satPointTest(square, vec(-1 + 1e-10, -1 + 1e-10)).contact).toBe('touching');
    expect(satPointTest(square, vec(1 + 1e-7, 0.3)).contact).toBe('separated');
    expect(satPointTest(square, vec(1 - 1e-7, 0.3)).contact).toBe('overlapping');
    expect(satPointTest(square, vec(0.5, -0.5)).contact).toBe('overlapping');
  });

  it('its verdict agrees with polygonDistance’s for a tiny square at the point, away from the band edges', () => {
    const dot = makeBox(1e-12, 1e-12);
    fc.assert(fc.property(unitPolygon, angle, fc.double({ min: -2, max: 2, noNaN: true }), fc.double({ min: -2, max: 2, noNaN: true }), (shape, a, x, y) => {
      const placed = at(shape, 0.3, -0.2, a);
      const pair = polygonDistance(placed, at(dot, x, y));
      // Where the gap lies near the edge of the touching band, the two tolerances (each of its own scene) may part.
      fc.pre(Math.abs(Math.abs(pair.distance) - 1e-9) > 1e-9);
      expect(satPointTest(placed, vec(x, y)).contact).toBe(pair.contact);
    }));
  });

  it('counts a placed polygon’s own world vertices and edge midpoints as inside, with halfSpaceTest, and a point 1e-7 of its size out as outside', () => {
    const offset = fc.record({ x: fc.double({ min: -50, max: 50, noNaN: true }), y: fc.double({ min: -50, max: 50, noNaN: true }) });
    fc.assert(fc.property(unitPolygon, angle, offset, (shape, a, o) => {
      const placed = at(shape, o.x, o.y, a);
      const corners = worldPoints(placed);
      corners.forEach((v, i) => {
        const w = corners[(i + 1) % corners.length], middle = vec((v.x + w.x) / 2, (v.y + w.y) / 2);
        for (const p of [v, middle]) {
          expect(satPointTest(placed, p).inside).toBe(true);
          expect(halfSpaceTest(corners, p).inside).toBe(true);
        }
        const edge = sub(w, v), out = 1e-7 * shape.radius / length(edge);
        const beyond = vec(middle.x + edge.y * out, middle.y - edge.x * out);
        expect(satPointTest(placed, beyond).inside).toBe(false);
        expect(halfSpaceTest(corners, beyond).inside).toBe(false);
      });
    }), { numRuns: 400 });
  });

  it('agrees with a left-of-every-edge test', () => {
    const point = fc.record({ x: fc.double({ min: -3, max: 3, noNaN: true }), y: fc.double({ min: -3, max: 3, noNaN: true }) });
    fc.assert(fc.property(unitPolygon, angle, point, (shape, a, p) => {
      const placed = at(shape, 0.2, -0.1, a);
      const oracle = insideConvex(worldPoints(placed), p);
      const ours = satPointTest(placed, p);
      const nearEdge = Math.min(...worldPoints(placed).map((q, i, all) => {
        const r = all[(i + 1) % all.length];
        const e = sub(r, q);
        return Math.abs((p.x - q.x) * e.y - (p.y - q.y) * e.x) / length(e);
      }));
      fc.pre(nearEdge > 1e-9);
      expect(ours.inside).toBe(oracle);
    }));
  });

  it('moving a point across one edge of a triangle flips exactly that edge\'s axis', () => {
    // Edge 1 runs from (2, 0) to (0, 2): the line x + y = 2.
    const triangle = at(makePolygon([vec(0, 0), vec(2, 0), vec(0, 2)]), 0, 0);
    expect(satPointTest(triangle, vec(0.9, 0.9)).axes.map((a) => a.inside)).toEqual([true, true, true]);
    expect(satPointTest(triangle, vec(1.1, 1.1)).axes.map((a) => a.inside)).toEqual([true, false, true]);
  });
});

describe('axisRuler', () => {
  it('places the axis beside every point, and maps a projection value back onto it', () => {
    // The right edge of a 2 x 2 box: normal +x, edge running up. The ruler lies above the box.
    const box = [vec(-1, -1), vec(1, -1), vec(1, 1), vec(-1, 1)];
    const ruler = axisRuler(vec(1, -1), vec(1, 1), vec(1, 0), box, 0.5);
    expect(ruler.anchor).toEqual({ x: 1, y: 1.5 });
    expect(rulerPoint(ruler, -1)).toEqual({ x: -1, y: 1.5 });
    expect(rulerPoint(ruler, 3).x).toBe(3);
    // Its labels go above it, on its side away from the edge.
    expect(ruler.away).toEqual({ x: -0, y: 1 });
  });

  it('stands on the other side of the points, below the box, with side -1', () => {
    const box = [vec(-1, -1), vec(1, -1), vec(1, 1), vec(-1, 1), vec(0.5, -2)];
    const ruler = axisRuler(vec(1, -1), vec(1, 1), vec(1, 0), box, 0.5, -1);
    // The lowest point is at y = -2, so the ruler runs at y = -2.5, still along +x.
    expect(ruler.anchor).toEqual({ x: 1, y: -2.5 });
    expect(rulerPoint(ruler, -1)).toEqual({ x: -1, y: -2.5 });
    expect(ruler.away).toEqual({ x: 0, y: -1 });
  });
});

describe('axisRulersBetween', () => {
  const square = (cx: number, cy: number) => [vec(cx - 0.5, cy - 0.5), vec(cx + 0.5, cy - 0.5), vec(cx + 0.5, cy + 0.5), vec(cx - 0.5, cy + 0.5)];

  it('runs a ruler along the axis through the middle of each gap the groups leave across it', () => {
    // Normal +x, so "across" is y. Squares spanning y in [-1.7, -0.7], [0.7, 1.7] and [2.5, 3.5]: gaps
    // (-0.7, 0.7) and (1.7, 2.5), their middles at y = 0 and y = 2.1. The edge's middle is at x = -2.
    const rulers = axisRulersBetween(vec(-2, -1.7), vec(-2, -0.7), vec(1, 0), [square(2.5, 1.2), square(-2.5, -1.2), square(0, 3)], 0.3);
    expect(rulers).toHaveLength(2);
    expect(rulers[0].anchor.x).toBeCloseTo(-2, 12);
    expect(rulers[0].anchor.y).toBeCloseTo(0, 12);
    expect(rulers[1].anchor.y).toBeCloseTo(2.1, 12);
    expect(rulerPoint(rulers[1], 1.5)).toEqual({ x: 1.5, y: rulers[1].anchor.y });
    // Both stand above the edge's middle (y = -1.2): away from it is +y.
    for (const ruler of rulers) expect(ruler.away).toEqual({ x: -0, y: 1 });
  });

  it('gives none where the spans overlap across the axis or leave a gap under twice the margin', () => {
    expect(axisRulersBetween(vec(0, 0), vec(0, 1), vec(1, 0), [square(0, 0), square(3, 0.9)], 0.3)).toEqual([]);
    // A gap of 0.5 against a margin of 0.3.
    expect(axisRulersBetween(vec(0, 0), vec(0, 1), vec(1, 0), [square(0, 0), square(3, 1.5)], 0.3)).toEqual([]);
  });
});
