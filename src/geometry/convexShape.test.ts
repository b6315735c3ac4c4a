import { describe, expect, it } from 'vitest';
import { capsuleShape, circleShape, differenceOutline, polygonShape, roundedPolygonShape, shapeOutline, shapeReach } from './convexShape';
import { makeBox, makeRegularPolygon } from './polygon';
import { pointToShapeOracle } from './testing/shapeOracles';

const placed = (shape: ReturnType<typeof circleShape>) => ({ shape, pose: { position: { x: 1, y: -2 }, angle: 0.7 } });

describe('convex shapes by core and radius', () => {
  it('draw outlines whose every point lies on the shape’s outline', () => {
    for (const shape of [circleShape(0.5), capsuleShape(1, 0.3), roundedPolygonShape(makeRegularPolygon(5, 1), 0.2), polygonShape(makeBox(1, 0.5))]) {
      const outline = shapeOutline(placed(shape));
      expect(outline.length).toBeGreaterThanOrEqual(4);
      for (const p of outline) expect(Math.abs(pointToShapeOracle(p, placed(shape)))).toBeLessThan(1e-12);
    }
  });

  it('reach as far as their farthest core point plus the radius', () => {
    expect(shapeReach(capsuleShape(1, 0.3))).toBeCloseTo(1.3, 15);
    expect(shapeReach(circleShape(0.5))).toBe(0.5);
    expect(shapeReach(roundedPolygonShape(makeBox(3, 4), 1))).toBeCloseTo(6, 15);
  });

  it('turn a rounded polygon of radius 0 into a plain polygon', () => {
    expect(roundedPolygonShape(makeBox(1, 1), 0).kind).toBe('polygon');
  });
});

describe('differenceOutline', () => {
  it('traces B − A of two circles as the circle of radius rA + rB about the centres’ difference', () => {
    const a = { shape: circleShape(0.5), pose: { position: { x: 1, y: 1 }, angle: 0 } };
    const b = { shape: circleShape(0.25), pose: { position: { x: 3, y: 0 }, angle: 0 } };
    const outline = differenceOutline(a, b, 32);
    expect(outline).toHaveLength(32);
    for (const p of outline) expect(Math.hypot(p.x - 2, p.y + 1)).toBeCloseTo(0.75, 12);
  });

  it('traces B − A of two boxes on the outline of their 3 × 3 difference, through its four corners', () => {
    const a = { shape: polygonShape(makeBox(1, 1)), pose: { position: { x: 0, y: 0 }, angle: 0 } };
    const b = { shape: polygonShape(makeBox(0.5, 0.5)), pose: { position: { x: 0, y: 0 }, angle: 0 } };
    const outline = differenceOutline(a, b, 100);
    for (const p of outline) expect(Math.max(Math.abs(p.x), Math.abs(p.y))).toBe(1.5);
    const keys = new Set(outline.map((p) => `${p.x},${p.y}`));
    for (const corner of ['1.5,1.5', '-1.5,1.5', '-1.5,-1.5', '1.5,-1.5']) expect(keys.has(corner), corner).toBe(true);
  });
});
