import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { angularCast } from './angularCast';
import { polygonDistance } from './distance';
import { makeBox, type Placed } from './polygon';
import { castMotion, scene, sizeOf } from './testing/arbitraries';
import { expectConservativeCast } from './testing/castChecks';
import { type Motion, advancePose, makeTransform, motion, vec } from './vec2';

const at = (shape: Placed['shape'], x: number, y: number, a = 0): Placed => ({ shape, pose: { position: vec(x, y), angle: a } });
const still = motion(0, 0, 0);

/** Distance at time t of the swept pair (the distance query itself is proven against brute force elsewhere). */
const distanceAt = (a: Placed, b: Placed, ma: Motion, mb: Motion, t: number) =>
  polygonDistance({ shape: a.shape, pose: advancePose(a.pose, ma, t) }, { shape: b.shape, pose: advancePose(b.pose, mb, t) }).distance;


describe('angularCast on cases checked by hand', () => {
  it('without rotation it finds the linear time of impact', () => {
    const r = angularCast({ a: at(makeBox(0.5, 0.5), 0, 0), b: at(makeBox(0.5, 0.5), 3, 0), motionA: motion(4, 0), motionB: still });
    expect(r.state).toBe('hit');
    expect(r.t).toBeCloseTo(0.5, 4);
    expect(r.t).toBeLessThanOrEqual(0.5);
  });

  it('finds a hit that happens only through rotation, with both ends of the step clear', () => {
    // A bar of half length 2 turns half a revolution about its centre; a small box sits above it.
    const bar = at(makeBox(2, 0.1), 0, 0), small = at(makeBox(0.2, 0.2), 0, 1.5);
    const turn = motion(0, 0, Math.PI);
    expect(distanceAt(bar, small, turn, still, 0)).toBeGreaterThan(0);
    expect(distanceAt(bar, small, turn, still, 1)).toBeGreaterThan(0);
    // First contact: the bar's leading face reaches the box's corner (0.2, 1.3), at polar angle phi and
    // radius rho, when the bar's angle is phi - asin(0.1 / rho).
    const rho = Math.hypot(0.2, 1.3);
    const expected = (Math.atan2(1.3, 0.2) - Math.asin(0.1 / rho)) / Math.PI;
    const r = angularCast({ a: bar, b: small, motionA: turn, motionB: still });
    expect(r.state).toBe('hit');
    expect(r.t).toBeLessThanOrEqual(expected + 1e-12);
    expect(expected - r.t).toBeLessThan(1e-3);
  });

  it('starting overlapped is its own state', () => {
    const r = angularCast({ a: at(makeBox(1, 1), 0, 0), b: at(makeBox(1, 1), 0.5, 0), motionA: motion(1, 0, 1), motionB: still });
    expect(r.state).toBe('overlapped');
    expect(r.t).toBe(0);
  });

  it('zero motion and receding from contact are misses', () => {
    const a = at(makeBox(0.5, 0.5), 0, 0);
    expect(angularCast({ a, b: at(makeBox(0.5, 0.5), 3, 0), motionA: still, motionB: still }).state).toBe('miss');
    expect(angularCast({ a, b: at(makeBox(0.5, 0.5), 1, 0), motionA: motion(-1, 0), motionB: still }).state).toBe('miss');
  });

  it('a crate over a ground box 5000 long stops as close as over a crate: the smaller shape sets the contact distance', () => {
    const ground = at(makeBox(5000, 5), 5000, -5), crate = makeBox(0.5, 0.5); // the ground's top face at y = 0
    // 0.3 above the ground and sinking 0.01 in the step: it cannot touch.
    const drifting = angularCast({ a: ground, b: at(crate, 5000, 0.8), motionA: still, motionB: motion(0, -0.01) });
    expect(drifting.state).toBe('miss');
    // Falling 3 while turning 4 rad: the gap where it stops is within the crate's own contact distance.
    const falling = angularCast({ a: ground, b: at(crate, 5000, 3), motionA: still, motionB: motion(0, -3, 4) });
    expect(falling.tolerance).toBeLessThanOrEqual(1e-4 * crate.radius);
    expect(falling.state).toBe('hit');
    const gap = polygonDistance(ground, at(crate, 5000, 3 - 3 * falling.t, 4 * falling.t)).distance;
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(falling.tolerance);
  });

  it('ten turns in one step beside an unreachable box: gives up honestly, or proves a miss with room to iterate', () => {
    const spinner = at(makeBox(1, 0.2), 0, 0), far = at(makeBox(0.5, 0.5), 3, 0);
    const spin = motion(0, 0, 20 * Math.PI);
    const capped = angularCast({ a: spinner, b: far, motionA: spin, motionB: still, maxIterations: 10 });
    expect(capped.state).toBe('maxIterations');
    expect(capped.iterations).toHaveLength(10);
    const patient = angularCast({ a: spinner, b: far, motionA: spin, motionB: still, maxIterations: 1000 });
    expect(patient.state).toBe('miss');
  });

  it('rejects a non-finite motion or a bad tolerance with a message', () => {
    const a = at(makeBox(1, 1), 0, 0), b = at(makeBox(1, 1), 3, 0);
    expect(() => angularCast({ a, b, motionA: motion(NaN, 0), motionB: still })).toThrow(/finite/);
    expect(() => angularCast({ a, b, motionA: still, motionB: still, tolerance: 0 })).toThrow(/tolerance/);
    expect(() => angularCast({ a, b, motionA: still, motionB: still, maxIterations: 0 })).toThrow(/maxIterations/);
  });
});

describe('angularCast properties', () => {

  it('never passes the first contact found by sampling and bisection, and its iterates are safe and increasing', () => {
    fc.assert(fc.property(scene, castMotion, castMotion, (s, motionA, motionB) => {
      const size = sizeOf(s);
      fc.pre(polygonDistance(s.a, s.b).distance > 1e-6 * size);
      const r = angularCast({ a: s.a, b: s.b, motionA, motionB, maxIterations: 200 });
      expectConservativeCast(r, (t) => distanceAt(s.a, s.b, motionA, motionB, t), size);
    }));
  });

  it('without its records gives the same answer to the bit, keeps none, and leaves the poses it was given alone', () => {
    fc.assert(fc.property(scene, castMotion, castMotion, fc.boolean(), (s, motionA, motionB, transforms) => {
      const place = (p: Placed): Placed => ({ shape: p.shape, pose: transforms ? makeTransform(p.pose) : p.pose });
      const a = place(s.a), b = place(s.b);
      const before = JSON.stringify([a.pose, b.pose]);
      const kept = angularCast({ a, b, motionA, motionB, maxIterations: 50 });
      const lean = angularCast({ a, b, motionA, motionB, maxIterations: 50, keepIterations: false });
      expect(lean.iterations).toHaveLength(0);
      expect(kept.iterations.length).toBeGreaterThan(0);
      expect([lean.state, lean.t, lean.normal.x, lean.normal.y, lean.tolerance]).toEqual([kept.state, kept.t, kept.normal.x, kept.normal.y, kept.tolerance]);
      expect(Object.is(lean.t, kept.t) && Object.is(lean.normal.x, kept.normal.x) && Object.is(lean.normal.y, kept.normal.y)).toBe(true);
      expect(JSON.stringify([a.pose, b.pose])).toBe(before);
    }));
  });

  it('reports overlapped, at t = 0 with one iteration, whenever the shapes start penetrating', () => {
    fc.assert(fc.property(scene, castMotion, castMotion, (s, motionA, motionB) => {
      const d = polygonDistance(s.a, s.b).distance;
      const r = angularCast({ a: s.a, b: s.b, motionA, motionB });
      fc.pre(d < -r.tolerance);
      expect(r.state).toBe('overlapped');
      expect(r.t).toBe(0);
      expect(r.iterations).toHaveLength(1);
    }));
  });
});

describe('angularCast iteration records', () => {
  it('hold the three terms of the bound and the step they allow, and each step leads to the next iterate', () => {
    // The source text's scene: a rod that slides 2.5 and turns 90 degrees towards a tilted box.
    const r = angularCast({ a: at(makeBox(1, 0.15), -2.6, 0.3), b: at(makeBox(0.5, 0.5), 0.6, 0, 0.3), motionA: motion(2.5, 0, Math.PI / 2), motionB: still });
    expect(r.state).toBe('hit');
    // rA = |(1, 0.15)|, turning at pi/2 per step.
    expect(r.iterations[0].reachA).toBeCloseTo(Math.hypot(1, 0.15) * Math.PI / 2, 12);
    expect(r.iterations[0].reachB).toBe(0);
    r.iterations.forEach((it, k) => {
      expect(it.closingSpeed).toBeCloseTo(2.5 * it.normal.x, 12);
      // The witness points are the distance apart, along the normal.
      expect(Math.hypot(it.pointB.x - it.pointA.x, it.pointB.y - it.pointA.y)).toBeCloseTo(Math.abs(it.distance), 9);
      if (k < r.iterations.length - 1) {
        expect(it.bound).toBeCloseTo(it.closingSpeed + it.reachA + it.reachB, 12);
        expect(it.step).toBeCloseTo(it.distance / it.bound, 12);
        expect(r.iterations[k + 1].t).toBeCloseTo(it.t + it.step!, 12);
        expect(r.iterations[k + 1].distance).toBeLessThan(it.distance);
      } else {
        expect(it.step).toBeNull();
      }
    });
  });

  it('contact exactly at t = 1 is a hit at 1; touching and closing at t = 0 is a hit at 0', () => {
    const end = angularCast({ a: at(makeBox(0.5, 0.5), 0, 0), b: at(makeBox(0.5, 0.5), 3, 0), motionA: motion(2, 0), motionB: still });
    expect(end).toMatchObject({ state: 'hit', t: 1 });
    const start = angularCast({ a: at(makeBox(0.5, 0.5), 0, 0), b: at(makeBox(0.5, 0.5), 1, 0), motionA: motion(2, 0), motionB: still });
    expect(start).toMatchObject({ state: 'hit', t: 0 });
  });

  it('a shape spinning in place inside another is overlapped at once, without iterating', () => {
    const r = angularCast({ a: at(makeBox(0.2, 0.1), 0, 0), b: at(makeBox(1, 1), 0, 0), motionA: motion(0, 0, 3), motionB: still });
    expect(r.state).toBe('overlapped');
    expect(r.iterations).toHaveLength(1);
  });

  it('rejects a negative or fractional iteration limit', () => {
    const a = at(makeBox(1, 1), 0, 0), b = at(makeBox(1, 1), 3, 0);
    expect(() => angularCast({ a, b, motionA: still, motionB: still, maxIterations: -3 })).toThrow(/maxIterations/);
    expect(() => angularCast({ a, b, motionA: still, motionB: still, maxIterations: 2.5 })).toThrow(/maxIterations/);
    expect(() => angularCast({ a, b, motionA: still, motionB: still, keepIterations: 'no' as unknown as boolean })).toThrow(/keepIterations must be true or false/);
  });
});
