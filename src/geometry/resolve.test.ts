import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { polygonDistance } from './distance';
import { makeBox, type Placed } from './polygon';
import { type MovingBody, resolveContact } from './resolve';
import { scene, sizeOf } from './testing/arbitraries';
import { add, vec } from './vec2';

const moved = (p: Placed, by: { x: number; y: number }): Placed => ({ shape: p.shape, pose: { position: add(p.pose.position, by), angle: p.pose.angle } });
const velocity = fc.record({ x: fc.double({ min: -5, max: 5, noNaN: true }), y: fc.double({ min: -5, max: 5, noNaN: true }) });
const inverseMass = fc.oneof(fc.constant(0), fc.double({ min: 0.05, max: 5, noNaN: true }));
const restitution = fc.double({ min: 0, max: 1, noNaN: true });

describe('resolving a contact', () => {
  it('two unit boxes, 0.5 deep, equal masses, head on at 2 u/s, e = 1: each moves 0.25 back and they swap velocities', () => {
    // Worked by hand: n = +x, v = (−1) − 1 = −2, j = −2 · (−2) / 2 = 2, vA′ = 1 − 2 = −1, vB′ = −1 + 2 = 1.
    const a: MovingBody = { placed: { shape: makeBox(0.5, 0.5), pose: { position: vec(0, 0), angle: 0 } }, velocity: vec(1, 0), inverseMass: 1 };
    const b: MovingBody = { placed: { shape: makeBox(0.5, 0.5), pose: { position: vec(0.5, 0), angle: 0 } }, velocity: vec(-1, 0), inverseMass: 1 };
    const r = resolveContact(a, b, 1);
    expect(r.depth).toBeCloseTo(0.5, 12);
    expect(r.moveA.x).toBeCloseTo(-0.25, 12);
    expect(r.moveB.x).toBeCloseTo(0.25, 12);
    expect(r.impulse).toBeCloseTo(2, 12);
    expect(r.velocityA.x).toBeCloseTo(-1, 12);
    expect(r.velocityB.x).toBeCloseTo(1, 12);
    // Against a static wall (A), B takes the whole move and, at e = 0, stops along the normal.
    const wall = resolveContact({ ...a, inverseMass: 0, velocity: vec(0, 0) }, b, 0);
    expect(wall.moveA).toEqual(vec(0, 0));
    expect(wall.moveB.x).toBeCloseTo(0.5, 12);
    expect(wall.velocityB.x).toBeCloseTo(0, 12);
  });

  it('on any overlapping pair: after the moves the shapes touch; momentum is kept; the normal speed becomes −e v; energy never grows', () => {
    fc.assert(fc.property(scene, velocity, velocity, inverseMass, inverseMass, restitution, ({ a, b }, va, vb, wa, wb, e) => {
      const r = resolveContact({ placed: a, velocity: va, inverseMass: wa }, { placed: b, velocity: vb, inverseMass: wb }, e);
      if (r.contact === 'overlapping' && wa + wb > 0) {
        const after = polygonDistance(moved(a, r.moveA), moved(b, r.moveB));
        expect(Math.abs(after.distance)).toBeLessThanOrEqual(1e-7 * sizeOf({ a, b }));
      }
      if (r.impulse > 0) {
        if (wa > 0 && wb > 0) {
          expect(r.velocityA.x / wa + r.velocityB.x / wb).toBeCloseTo(va.x / wa + vb.x / wb, 6);
          expect(r.velocityA.y / wa + r.velocityB.y / wb).toBeCloseTo(va.y / wa + vb.y / wb, 6);
          const energy = (v1: { x: number; y: number }, v2: { x: number; y: number }) => (v1.x ** 2 + v1.y ** 2) / wa + (v2.x ** 2 + v2.y ** 2) / wb;
          expect(energy(r.velocityA, r.velocityB)).toBeLessThanOrEqual(energy(va, vb) * (1 + 1e-9) + 1e-9);
          if (e === 1) expect(energy(r.velocityA, r.velocityB)).toBeCloseTo(energy(va, vb), 6);
        }
        const speedAfter = (r.velocityB.x - r.velocityA.x) * r.normal.x + (r.velocityB.y - r.velocityA.y) * r.normal.y;
        expect(speedAfter).toBeCloseTo(-e * r.normalSpeed, 6);
      } else {
        // No impulse: apart, separating, or both static; the velocities are untouched.
        expect(r.velocityA).toEqual(va);
        expect(r.velocityB).toEqual(vb);
        expect(r.normalSpeed >= 0 || r.contact === 'separated' || wa + wb === 0).toBe(true);
      }
    }), { numRuns: 300 });
  });

  it('refuses a negative inverse mass, a restitution outside [0, 1] and a non-finite velocity', () => {
    const body: MovingBody = { placed: { shape: makeBox(1, 1), pose: { position: vec(0, 0), angle: 0 } }, velocity: vec(0, 0), inverseMass: 1 };
    expect(() => resolveContact({ ...body, inverseMass: -1 }, body, 0.5)).toThrow(/inverse mass/);
    expect(() => resolveContact(body, body, 1.5)).toThrow(/Restitution/);
    expect(() => resolveContact({ ...body, velocity: vec(NaN, 0) }, body, 0.5)).toThrow(/velocity/);
  });
});

describe('resolveContact at the ends of the number line', () => {
  it('bodies whose inverse masses are both tiny (5e-324) still get finite velocities, sharing the change equally', () => {
    const box = makeBox(0.5, 0.5);
    const body = (x: number, vx: number): MovingBody => ({ placed: { shape: box, pose: { position: vec(x, 0), angle: 0 } }, velocity: vec(vx, 0), inverseMass: 5e-324 });
    const r = resolveContact(body(0, 1), body(0.9, -1), 1);
    for (const v of [r.velocityA, r.velocityB]) expect(Number.isFinite(v.x) && Number.isFinite(v.y)).toBe(true);
    // Equal masses, e = 1, head on: they swap velocities.
    expect(r.velocityA.x).toBeCloseTo(-1, 12);
    expect(r.velocityB.x).toBeCloseTo(1, 12);
  });
});
