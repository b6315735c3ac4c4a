import { describe, expect, it } from 'vitest';
import { axisRuler, rulerPoint } from '../../geometry';
import { rulerInView } from './rulers';

// A view 8 wide and 4 high about the origin, at 50 px a unit.
const view = {
  worldBounds: () => ({ min: { x: -4, y: -2 }, max: { x: 4, y: 2 } }),
  toWorldLength: (pixels: number) => pixels / 50,
};
const inside = (p: { x: number; y: number }) => p.x > -4 && p.x < 4 && p.y > -2 && p.y < 2;

describe('rulerInView', () => {
  it('keeps the ruler past the edge end where both sides show it whole', () => {
    // The right edge of a unit box at the origin; its ruler runs along +x just above the box.
    const box = [{ x: -0.5, y: -0.5 }, { x: 0.5, y: -0.5 }, { x: 0.5, y: 0.5 }, { x: -0.5, y: 0.5 }];
    const request = { edgeStart: box[1], edgeEnd: box[2], normal: { x: 1, y: 0 }, points: box, margin: 0.3, low: -0.75, high: 0.75 };
    expect(rulerInView(request, view)).toEqual(axisRuler(box[1], box[2], { x: 1, y: 0 }, box, 0.3, 1));
  });

  it('stands the ruler past the edge start where past its end it would leave the view', () => {
    // The same edge with a second box high up at the right: past the edge's end (up) the ruler would stand
    // above y = 2.3, out of sight; past its start (down) it stands at y = -0.8.
    const box = [{ x: -0.5, y: -0.5 }, { x: 0.5, y: -0.5 }, { x: 0.5, y: 0.5 }, { x: -0.5, y: 0.5 }];
    const far = box.map((p) => ({ x: p.x + 3, y: p.y + 1.5 }));
    const request = { edgeStart: box[1], edgeEnd: box[2], normal: { x: 1, y: 0 }, points: [...box, ...far], margin: 0.3, low: -0.75, high: 3.75 };
    const forward = axisRuler(box[1], box[2], { x: 1, y: 0 }, request.points, 0.3, 1);
    expect(inside(rulerPoint(forward, 0))).toBe(false);
    const chosen = rulerInView(request, view);
    expect(chosen.anchor.y).toBeCloseTo(-0.8, 12);
    for (const value of [request.low, 0, request.high - 0.1]) expect(inside(rulerPoint(chosen, value))).toBe(true);
  });

  it('keeps the usual side when the other shows only a little more', () => {
    // Both sides out of sight but for a sliver: the usual side stays.
    const box = [{ x: -0.5, y: -0.5 }, { x: 0.5, y: -0.5 }, { x: 0.5, y: 0.5 }, { x: -0.5, y: 0.5 }];
    const points = [...box, { x: 0, y: 1.9 }, { x: 0, y: -1.85 }];
    const request = { edgeStart: box[1], edgeEnd: box[2], normal: { x: 1, y: 0 }, points, margin: 0.3, low: -0.75, high: 0.75 };
    expect(rulerInView(request, view)).toEqual(axisRuler(box[1], box[2], { x: 1, y: 0 }, points, 0.3, 1));
  });
});
