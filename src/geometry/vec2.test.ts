import { describe, expect, it } from 'vitest';
import { clampToDisc } from './vec2';

describe('clampToDisc', () => {
  it('leaves a point inside (or on) the disc where it is', () => {
    const p = { x: 1, y: 1 };
    expect(clampToDisc(p, { x: 0, y: 0 }, 2)).toBe(p);
    expect(clampToDisc({ x: 3, y: 4 }, { x: 0, y: 0 }, 5)).toEqual({ x: 3, y: 4 });
  });

  it('pulls a point outside back along the line from the centre: (6, 8) from (0, 0) to radius 5 is (3, 4)', () => {
    expect(clampToDisc({ x: 6, y: 8 }, { x: 0, y: 0 }, 5)).toEqual({ x: 3, y: 4 });
    const p = clampToDisc({ x: 10, y: 2 }, { x: 2, y: 2 }, 0.5);
    expect(p.x).toBeCloseTo(2.5, 15);
    expect(p.y).toBeCloseTo(2, 15);
  });
});
