import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { polygonDistance } from './distance';
import { classifyEdges, linearCast } from './linearCast';
import { minkowskiDifference } from './minkowski';
import { makeBox, type Placed } from './polygon';
import { distanceOracle, linearCastOracle } from './testing/oracles';
import { resolvedScene, scene, sizeOf, velocity } from './testing/arbitraries';
import { angularCast } from './angularCast';
import { advancementCast } from './advancement';
import { addScaled, vec } from './vec2';

const at = (shape: Placed['shape'], x: number, y: number, a = 0): Placed => ({ shape, pose: { position: vec(x, y), angle: a } });
const box = makeBox(0.5, 0.5);

describe('linearCast on cases checked by hand', () => {
  it('A moving right at 4 per unit time meets B whose face is 2 away at t = 0.5', () => {
    const r = linearCast({ a: at(box, 0, 0), b: at(box, 3, 0), velocityA: vec(4, 0), velocityB: vec(0, 0) });
    expect(r.state).toBe('hit');
    expect(r.t).toBeCloseTo(0.5, 12);
    expect(r.normal.x).toBeCloseTo(1, 12);
    expect(r.ray.hitPoint!.x).toBeCloseTo(2, 12);
  });

  it('both moving: only the relative velocity matters', () => {
    const r = linearCast({ a: at(box, 0, 0), b: at(box, 3, 0), velocityA: vec(1, 0), velocityB: vec(-3, 0) });
    expect(r.t).toBeCloseTo(0.5, 12);
  });

  it('too slow to reach within the step is a miss', () => {
    expect(linearCast({ a: at(box, 0, 0), b: at(box, 3, 0), velocityA: vec(1, 0), velocityB: vec(0, 0) }).state).toBe('miss');
  });

  it('moving past is a miss', () => {
    expect(linearCast({ a: at(box, 0, 0), b: at(box, 3, 2), velocityA: vec(4, 0), velocityB: vec(0, 0) }).state).toBe('miss');
  });

  it('overlapping at the start is its own state at t = 0', () => {
    const r = linearCast({ a: at(box, 0, 0), b: at(box, 0.5, 0), velocityA: vec(4, 0), velocityB: vec(0, 0) });
    expect(r.state).toBe('overlapped');
    expect(r.t).toBe(0);
  });

  it('touching and closing is a hit at 0; touching and receding or sliding is a miss', () => {
    const a = at(box, 0, 0), b = at(box, 1, 0);
    expect(linearCast({ a, b, velocityA: vec(1, 0), velocityB: vec(0, 0) })).toMatchObject({ state: 'hit', t: 0 });
    expect(linearCast({ a, b, velocityA: vec(-1, 0), velocityB: vec(0, 0) }).state).toBe('miss');
    expect(linearCast({ a, b, velocityA: vec(0, 1), velocityB: vec(0, 0) }).state).toBe('miss');
  });

  it('zero motion between separated shapes is a miss', () => {
    expect(linearCast({ a: at(box, 0, 0), b: at(box, 3, 0), velocityA: vec(0, 0), velocityB: vec(0, 0) }).state).toBe('miss');
  });
});

describe('linearCast properties', () => {
  it('matches sweeping every vertex against every edge', () => {
    fc.assert(fc.property(scene, velocity, velocity, (s, velocityA, velocityB) => {
      const start = polygonDistance(s.a, s.b).distance;
      const tolerance = 1e-9 * sizeOf(s);
      fc.pre(start > tolerance);
      const ours = linearCast({ ...s, velocityA, velocityB });
      const oracle = linearCastOracle(s.a, s.b, velocityA, velocityB);
      if (ours.state === 'hit') {
        expect(Math.abs(ours.t - oracle)).toBeLessThanOrEqual(1e-7);
        // At the time of impact the shapes touch.
        const moved = (p: Placed, v: { x: number; y: number }): Placed => ({ shape: p.shape, pose: { ...p.pose, position: addScaled(p.pose.position, v, ours.t) } });
        expect(Math.abs(polygonDistance(moved(s.a, velocityA), moved(s.b, velocityB)).distance)).toBeLessThanOrEqual(1e-7 * sizeOf(s));
      } else {
        expect(ours.state).toBe('miss');
        // A miss may disagree only with a grazing contact at the very end or along an edge.
        if (Number.isFinite(oracle)) {
          const moved = (p: Placed, v: { x: number; y: number }): Placed => ({ shape: p.shape, pose: { ...p.pose, position: addScaled(p.pose.position, v, oracle) } });
          expect(polygonDistance(moved(s.a, velocityA), moved(s.b, velocityB)).distance).toBeGreaterThanOrEqual(-1e-7 * sizeOf(s));
        }
      }
    }));
  });

  it('reports overlapped exactly when the shapes penetrate at the start', () => {
    fc.assert(fc.property(scene, velocity, (s, v) => {
      const d = polygonDistance(s.a, s.b).distance;
      fc.pre(Math.abs(d) > 1e-9 * sizeOf(s));
      expect(linearCast({ ...s, velocityA: v, velocityB: vec(0, 0) }).state === 'overlapped').toBe(d < 0);
    }));
  });
});

describe('linearCast', () => {
  it('casts against the MD of its poses as they were at the call, whose entered edge gives its normal', () => {
    fc.assert(fc.property(scene, scene, velocity, (s, other, velocityB) => {
      const poseB = { position: { ...s.b.pose.position }, angle: s.b.pose.angle };
      const r = linearCast({ a: s.a, b: { shape: s.b.shape, pose: poseB }, velocityA: vec(0, 0), velocityB });
      linearCast({ a: other.a, b: other.b, velocityA: vec(0, 0), velocityB });
      poseB.position.x += 1; poseB.angle += 1; // a JavaScript caller may change its pose object afterwards
      expect(r.minkowski).toEqual(minkowskiDifference(s.a, s.b));
      if (r.state === 'hit' && r.t > 0) expect(r.normal).toEqual({ x: -r.minkowski.normals[r.mdEdge].x, y: -r.minkowski.normals[r.mdEdge].y });
    }));
  });
});

describe('linearCast edge classification', () => {
  it('the edge the ray enters faces it, and the ray crosses its line at the time of impact', () => {
    fc.assert(fc.property(scene, velocity, velocity, (s, velocityA, velocityB) => {
      fc.pre(polygonDistance(s.a, s.b).distance > 1e-9 * sizeOf(s));
      const r = linearCast({ ...s, velocityA, velocityB });
      expect(classifyEdges(r.minkowski, r.ray.direction)).toHaveLength(r.minkowski.vertices.length);
      classifyEdges(r.minkowski, r.ray.direction).forEach((edge, k) => {
        const rate = r.ray.direction.x * r.minkowski.normals[k].x + r.ray.direction.y * r.minkowski.normals[k].y;
        expect(edge.facing).toBe(rate < 0 ? 'front' : rate > 0 ? 'back' : 'parallel');
      });
      if (r.state === 'hit' && r.t > 0) {
        expect(classifyEdges(r.minkowski, r.ray.direction)[r.mdEdge].facing).toBe('front');
        expect(classifyEdges(r.minkowski, r.ray.direction)[r.mdEdge].t).toBeCloseTo(r.t, 9);
        // The first crossing of the MD's outline lies on a front-facing edge: no back edge is crossed earlier.
        for (const edge of classifyEdges(r.minkowski, r.ray.direction)) if (edge.facing === 'back' && edge.t! >= 0) expect(edge.t!).toBeGreaterThanOrEqual(r.t - 1e-9);
      }
    }));
  });

  it('a ray along +x between unit boxes: the left faces are entered, the right skipped, top and bottom parallel', () => {
    const r = linearCast({ a: at(box, 0, 0), b: at(box, 3, 0), velocityA: vec(4, 0), velocityB: vec(0, 0) });
    expect(classifyEdges(r.minkowski, r.ray.direction).filter((e) => e.facing === 'front')).toHaveLength(2);
    expect(classifyEdges(r.minkowski, r.ray.direction).filter((e) => e.facing === 'back')).toHaveLength(2);
    expect(classifyEdges(r.minkowski, r.ray.direction).filter((e) => e.facing === 'parallel').every((e) => e.t === null)).toBe(true);
    // MD spans x in [2, 4]: entered at 2 / 4, left at 4 / 4.
    expect(classifyEdges(r.minkowski, r.ray.direction).filter((e) => e.facing === 'front').map((e) => e.t)).toEqual([0.5, 0.5]);
    expect(classifyEdges(r.minkowski, r.ray.direction).filter((e) => e.facing === 'back').map((e) => e.t)).toEqual([1, 1]);
  });
});

describe('linearCast edge classification: sides', () => {
  it('edges of parallel edges of A and B lying end to end make one side: unit boxes give 8 edges and 4 sides', () => {
    const r = linearCast({ a: at(box, 0, 0), b: at(box, 3, 0.3), velocityA: vec(4, 0), velocityB: vec(0, 0) });
    const edges = classifyEdges(r.minkowski, r.ray.direction);
    expect(edges).toHaveLength(8);
    expect(new Set(edges.map((e) => e.side)).size).toBe(4);
    // The two edges the ray can enter by are one side, the one the entered edge lies on.
    const front = edges.filter((e) => e.facing === 'front');
    expect(new Set(front.map((e) => e.side)).size).toBe(1);
    expect(front[0].side).toBe(edges[r.mdEdge].side);
    // Turned together by any angle, and wherever the list of edges starts, still 4 sides.
    for (let i = 0; i < 200; i++) {
      const angle = (i / 200) * 2 * Math.PI;
      const md = minkowskiDifference(at(box, 0, 0, angle), at(makeBox(0.3, 0.8), 1 + i / 50, -0.5, angle));
      const sides = classifyEdges(md, vec(1, 0)).map((e) => e.side);
      expect(new Set(sides).size, `angle ${angle}`).toBe(4);
      expect(Math.max(...sides)).toBe(3);
    }
  });

  it('a side is a run of edges with one outward normal, each side one run, the first and last edges joined round the end', () => {
    fc.assert(fc.property(scene, velocity, (s, velocityA) => {
      const md = minkowskiDifference(s.a, s.b);
      const edges = classifyEdges(md, velocityA);
      const n = edges.length;
      const same = (i: number, j: number) => {
        const p = md.normals[i], q = md.normals[j];
        return Math.abs(p.x * q.y - p.y * q.x) <= 1e-12 && p.x * q.x + p.y * q.y > 0;
      };
      for (let k = 0; k < n; k++) {
        const next = (k + 1) % n;
        // Neighbours share a side exactly when their normals point one way.
        expect(edges[k].side === edges[next].side, `edges ${k} and ${next}`).toBe(same(k, next));
      }
      // Sides are numbered 0, 1, 2, … in the order the edges reach them.
      const sides = [...new Set(edges.map((e) => e.side))];
      expect(sides).toEqual(sides.map((_, i) => i));
    }));
  });
});

describe('linearCast exit: when the shapes part again', () => {
  it('unit boxes 3 apart: at speed 4 A meets B at 0.5 and still overlaps at the end (exit 1); at speed 8 it passes through, 0.25 to 0.5', () => {
    // MD spans x in [2, 4]: the ray point 4t is inside for t in [0.5, 1], 8t for t in [0.25, 0.5].
    const slow = linearCast({ a: at(box, 0, 0), b: at(box, 3, 0), velocityA: vec(4, 0), velocityB: vec(0, 0) });
    expect(slow.t).toBeCloseTo(0.5, 12);
    expect(slow.exit).toBeCloseTo(1, 12);
    const fast = linearCast({ a: at(box, 0, 0), b: at(box, 3, 0), velocityA: vec(8, 0), velocityB: vec(0, 0) });
    expect(fast.t).toBeCloseTo(0.25, 12);
    expect(fast.exit).toBeCloseTo(0.5, 12);
  });

  it('a box tunnelling through a thin wall: in at 0.4, out at 0.6, apart at both ends of the step', () => {
    // A (half 0.25) from x = -2.5 at speed 5 against a wall of half width 0.25 at 0: the MD spans x in [2, 3].
    const wall = makeBox(0.25, 2);
    const r = linearCast({ a: at(makeBox(0.25, 0.25), -2.5, 0), b: at(wall, 0, 0), velocityA: vec(5, 0), velocityB: vec(0, 0) });
    expect(r.state).toBe('hit');
    expect(r.t).toBeCloseTo(0.4, 12);
    expect(r.exit).toBeCloseTo(0.6, 12);
  });

  it('overlapping at the start: the exit is when the ray leaves B − A, or 1 when there is no motion', () => {
    // MD spans x in [-0.5, 1.5]; the ray 4t leaves at 1.5 / 4.
    expect(linearCast({ a: at(box, 0, 0), b: at(box, 0.5, 0), velocityA: vec(4, 0), velocityB: vec(0, 0) }).exit).toBeCloseTo(0.375, 12);
    expect(linearCast({ a: at(box, 0, 0), b: at(box, 0.5, 0), velocityA: vec(0, 0), velocityB: vec(0, 0) }).exit).toBe(1);
  });

  it('a miss has no exit', () => {
    expect(linearCast({ a: at(box, 0, 0), b: at(box, 3, 2), velocityA: vec(4, 0), velocityB: vec(0, 0) }).exit).toBeNull();
  });

  it('matches sampling the motion: the shapes touch or overlap inside [t, exit] and are apart outside', () => {
    const moved = (p: Placed, v: { x: number; y: number }, t: number): Placed => ({ shape: p.shape, pose: { ...p.pose, position: addScaled(p.pose.position, v, t) } });
    fc.assert(fc.property(scene, velocity, velocity, (s, velocityA, velocityB) => {
      const r = linearCast({ ...s, velocityA, velocityB });
      const tolerance = 1e-7 * sizeOf(s);
      const speed = Math.hypot(velocityA.x - velocityB.x, velocityA.y - velocityB.y);
      // Within this much time of either end the shapes are within `tolerance` of touching: no verdict there.
      const slack = speed > 0 ? (2 * tolerance) / speed : 0;
      if (r.exit !== null) expect(r.exit).toBeGreaterThanOrEqual(r.t);
      for (let i = 0; i <= 64; i++) {
        const t = i / 64;
        // The brute-force signed distance: B − A as the hull of every difference of vertices.
        const distance = distanceOracle(moved(s.a, velocityA, t), moved(s.b, velocityB, t));
        const inside = r.exit !== null && t >= r.t + slack && t <= r.exit - slack;
        const outside = r.exit === null || t < r.t - slack || t > r.exit + slack;
        if (inside) expect(distance, `t = ${t} in [${r.t}, ${r.exit}]`).toBeLessThanOrEqual(tolerance);
        if (outside) expect(distance, `t = ${t} outside [${r.t}, ${r.exit}]`).toBeGreaterThanOrEqual(-tolerance);
      }
    }), { numRuns: 300 });
  });
});

describe('a touching start: contact only where the motion enters B − A through every edge it touches', () => {
  const still = { velocity: vec(0, 0), angularVelocity: 0 };
  /** The verdict of each cast that has no turn in it, A and B in the order given. */
  const verdicts = (a: Placed, b: Placed, velocityA: { x: number; y: number }, velocityB: { x: number; y: number }) => [
    linearCast({ a, b, velocityA, velocityB }).state,
    angularCast({ a, b, motionA: { ...still, velocity: velocityA }, motionB: { ...still, velocity: velocityB } }).state,
    advancementCast({ a, b, velocityA, velocityB }).state,
  ];

  it('a corner resting on a corner: moving off it misses whichever shape is A; moving into the other hits at 0', () => {
    const tile = at(box, 0, 0), player = at(box, 1, 1); // B's lower left corner on A's upper right one, at (0.5, 0.5)
    for (const [v, expected] of [[vec(3, 2), 'miss'], [vec(-1, 5), 'miss'], [vec(5, -1), 'miss'], [vec(-1, 0), 'miss'], [vec(-1, -1), 'hit'], [vec(-1, -0.1), 'hit']] as const) {
      expect(verdicts(tile, player, vec(0, 0), v), `B moving (${v.x}, ${v.y})`).toEqual([expected, expected, expected]);
      expect(verdicts(player, tile, v, vec(0, 0)), `A moving (${v.x}, ${v.y})`).toEqual([expected, expected, expected]);
    }
  });

  it('on pairs left touching by −mtd: the same verdict in either order, and for linearCast a hit exactly when a short step overlaps', () => {
    fc.assert(fc.property(resolvedScene, velocity, ({ a, b }, v) => {
      fc.pre(Math.hypot(v.x, v.y) > 1e-3);
      const cast = linearCast({ a, b, velocityA: vec(0, 0), velocityB: v }), forward = cast.state;
      expect(linearCast({ a: b, b: a, velocityA: v, velocityB: vec(0, 0) }).state).toBe(forward);
      // The advancement casts take the edges within their own contact distance, which may be more: the same in either order.
      expect(advancementCast({ a: b, b: a, velocityA: v, velocityB: vec(0, 0) }).state).toBe(advancementCast({ a, b, velocityA: vec(0, 0), velocityB: v }).state);
      const size = sizeOf({ a, b });
      const gapAt = (t: number) => polygonDistance(a, at(b.shape, b.pose.position.x + v.x * t, b.pose.position.y + v.y * t, b.pose.angle)).distance;
      // A hit overlaps halfway to where the shapes part again (which may come soon after: slivers meet at a sharp
      // angle); a miss overlaps neither a millionth nor a thousandth of the scene along.
      if (forward === 'hit') {
        expect(cast.exit!).toBeGreaterThan(0);
        expect(gapAt(cast.exit! / 2)).toBeLessThan(1e-9 * size);
      } else {
        for (const along of [1e-6, 1e-3]) expect(gapAt(along * size / Math.hypot(v.x, v.y))).toBeGreaterThan(-1e-9 * size);
      }
    }), { numRuns: 3000 });
  });

  it('every cast calls a start overlapping by more than the touching tolerance overlapped, as polygonDistance does', () => {
    const a = at(box, 0, 0), b = at(box, 1 - 1e-5, 0);
    expect(polygonDistance(a, b).contact).toBe('overlapping');
    for (const v of [vec(1, 0), vec(0, 1), vec(-1, 0)]) expect(verdicts(a, b, vec(0, 0), v)).toEqual(['overlapped', 'overlapped', 'overlapped']);
  });
});
