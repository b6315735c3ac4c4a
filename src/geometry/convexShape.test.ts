import { describe, expect, it } from 'vitest';
import { capsuleShape, circleShape, polygonShape, roundedPolygonShape, shapeOutline, shapeReach } from './convexShape';
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
