import { describe, expect, it } from 'vitest';
import { clampPoint, inset, pinToBounds, shiftInside } from './confine';

const box = { min: { x: -4, y: -3 }, max: { x: 4, y: 3 } };

describe('keeping shapes inside a view', () => {
  it('insets a rectangle by a margin, down to its centre line', () => {
    expect(inset(box, 0.5)).toEqual({ min: { x: -3.5, y: -2.5 }, max: { x: 3.5, y: 2.5 } });
    expect(inset(box, 3.5)).toEqual({ min: { x: -0.5, y: 0 }, max: { x: 0.5, y: 0 } });
  });

  it('clamps a point to the rectangle', () => {
    expect(clampPoint({ x: 9, y: -9 }, box)).toEqual({ x: 4, y: -3 });
    expect(clampPoint({ x: 1, y: 2 }, box)).toEqual({ x: 1, y: 2 });
  });

  it('shifts a square that pokes out of the right edge back by exactly the overhang', () => {
    const square = [{ x: 3, y: 0 }, { x: 5, y: 0 }, { x: 5, y: 2 }, { x: 3, y: 2 }];
    expect(shiftInside(square, { x: 4, y: 1 }, box)).toEqual({ x: -1, y: 0 });
  });

  it('leaves a shape inside alone, and brings the centre of one wider than the view inside', () => {
    expect(shiftInside([{ x: 0, y: 0 }, { x: 1, y: 1 }], { x: 0.5, y: 0.5 }, box)).toEqual({ x: 0, y: 0 });
    const wide = [{ x: 2, y: 0 }, { x: 14, y: 0 }, { x: 14, y: 1 }];
    expect(shiftInside(wide, { x: 8, y: 0.5 }, box)).toEqual({ x: -4, y: 0 });
  });

  it('pins a point out of sight where the line from an inside point to it crosses the edge', () => {
    // From the centre towards (8, 3): x reaches 4 at half way, where y is 1.5.
    expect(pinToBounds({ x: 0, y: 0 }, { x: 8, y: 3 }, box)).toEqual({ x: 4, y: 1.5 });
    // Towards a corner beyond both edges: the nearer crossing wins (y = -3 at a third of the way to (6, -9)).
    expect(pinToBounds({ x: 0, y: 0 }, { x: 6, y: -9 }, box)).toEqual({ x: 2, y: -3 });
    // A point in sight stays where it is; a line seen from outside falls back to the nearest point.
    expect(pinToBounds({ x: 0, y: 0 }, { x: 1, y: 1 }, box)).toEqual({ x: 1, y: 1 });
    expect(pinToBounds({ x: 9, y: 0 }, { x: 9, y: 9 }, box)).toEqual({ x: 4, y: 3 });
  });
});
