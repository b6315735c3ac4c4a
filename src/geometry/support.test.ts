import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBox, makeRegularPolygon } from './polygon';
import { climbToSupport, support } from './support';
import { PARALLEL_ANGLE } from './tolerances';
import { unitPolygon } from './testing/arbitraries';
import { vec } from './vec2';

describe('support', () => {
  const box = makeBox(1, 1);
  const home = { position: vec(0, 0), angle: 0 };

  it('returns one vertex for a diagonal direction', () => {
    expect(support(box, home, vec(1, 1))).toEqual([2]);
  });

  it('returns both vertices of an edge that faces the direction', () => {
    expect(support(box, home, vec(1, 0))).toEqual([1, 2]);
    expect(support(box, home, vec(0, -1))).toEqual([0, 1]);
  });

  it('finds the tie for a box rotated by a quarter turn in floating point', () => {
    expect(support(box, { position: vec(5, 5), angle: Math.PI / 2 }, vec(1, 0))).toHaveLength(2);
  });

  it('works in world space: rotating the pose rotates the answer', () => {
    // Rotated by +90 degrees, the local +y edge (vertices 2, 3) faces world -x.
    expect(support(box, { position: vec(0, 0), angle: Math.PI / 2 }, vec(-1, 0))).toEqual([2, 3]);
  });

  it('rejects a zero direction', () => {
    expect(() => support(box, home, vec(0, 0))).toThrow(/non-zero/);
  });

  it('every returned vertex attains the maximum and no other vertex does', () => {
    fc.assert(fc.property(unitPolygon, fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }), fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }), (polygon, turn, heading) => {
      const direction = vec(Math.cos(heading), Math.sin(heading));
      const pose = { position: vec(0, 0), angle: turn };
      const world = polygon.vertices.map((v) => ({ x: Math.cos(turn) * v.x - Math.sin(turn) * v.y, y: Math.sin(turn) * v.x + Math.cos(turn) * v.y }));
      const values = world.map((v) => v.x * direction.x + v.y * direction.y);
      const max = Math.max(...values);
      const indices = support(polygon, pose, direction);
      // Two vertices tie when their edge is within PARALLEL_ANGLE of facing the direction: their values may then
      // differ by up to the edge's length times that angle.
      for (const i of indices) expect(values[i]).toBeGreaterThanOrEqual(max - PARALLEL_ANGLE * 2 * polygon.radius - 1e-15);
      expect(indices).toContain(values.indexOf(max));
    }));
  });
});

describe('climbToSupport', () => {
  it('walks forward to the support from the previous one', () => {
    const octagon = makeRegularPolygon(8, 1);
    let index = 0;
    for (let k = 0; k < 16; k++) {
      const direction = vec(Math.cos((k * Math.PI) / 8 + 0.01), Math.sin((k * Math.PI) / 8 + 0.01));
      index = climbToSupport(octagon.vertices, index, direction);
      const best = octagon.vertices.reduce((b, v, i) => (v.x * direction.x + v.y * direction.y > octagon.vertices[b].x * direction.x + octagon.vertices[b].y * direction.y ? i : b), 0);
      expect(index).toBe(best);
    }
  });
});

describe('Rotation and wrapAngle', () => {
  it('rotateVector and invRotateVector undo each other; invMulRotations gives the relative turn', async () => {
    const { makeRotation, rotateVector, invRotateVector, invMulRotations, transformPoint, invTransformPoint } = await import('./vec2');
    const q = makeRotation(0.7), r = makeRotation(-1.9), v = vec(0.3, -2);
    const back = invRotateVector(q, rotateVector(q, v));
    expect(back.x).toBeCloseTo(0.3, 14); expect(back.y).toBeCloseTo(-2, 14);
    const relative = invMulRotations(q, r);
    expect(relative.cos).toBeCloseTo(Math.cos(-2.6), 14); expect(relative.sin).toBeCloseTo(Math.sin(-2.6), 14);
    // A quarter turn takes +x to +y.
    expect(rotateVector(makeRotation(Math.PI / 2), vec(1, 0)).y).toBeCloseTo(1, 15);
    const pose = { position: vec(4, -1), angle: 2.2 };
    const local = invTransformPoint(pose, transformPoint(pose, v));
    expect(local.x).toBeCloseTo(0.3, 12); expect(local.y).toBeCloseTo(-2, 12);
  });

  it('wrapAngle lands in [0, 2 pi) and wrapAnglePi in (-pi, pi], a half turn reading +pi', async () => {
    const { wrapAngle, wrapAnglePi } = await import('./vec2');
    expect(wrapAngle(-Math.PI / 2)).toBeCloseTo(1.5 * Math.PI, 14);
    expect(wrapAngle(2 * Math.PI)).toBe(0);
    expect(wrapAnglePi(Math.PI)).toBe(Math.PI);
    expect(wrapAnglePi(-Math.PI)).toBe(Math.PI);
    expect(wrapAnglePi(1.5 * Math.PI)).toBeCloseTo(-Math.PI / 2, 14);
  });
});
