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
    const request = { edgeStart: box[1], edgeEnd: box[2], normal: { x: 1, y: 0 }, groups: [box], margin: 0.3, low: -0.75, high: 0.75 };
    expect(rulerInView(request, view)).toEqual(axisRuler(box[1], box[2], { x: 1, y: 0 }, box, 0.3, 1));
  });

  it('stands the ruler past the edge start where past its end it would leave the view', () => {
    // The same edge with a second box high up at the right: past the edge's end (up) the ruler would stand
    // above y = 2.3, out of sight; past its start (down) it stands at y = -0.8.
    const box = [{ x: -0.5, y: -0.5 }, { x: 0.5, y: -0.5 }, { x: 0.5, y: 0.5 }, { x: -0.5, y: 0.5 }];
    const far = box.map((p) => ({ x: p.x + 3, y: p.y + 1.5 }));
    const request = { edgeStart: box[1], edgeEnd: box[2], normal: { x: 1, y: 0 }, groups: [box, far], margin: 0.3, low: -0.75, high: 3.75 };
    const forward = axisRuler(box[1], box[2], { x: 1, y: 0 }, [...box, ...far], 0.3, 1);
    expect(inside(rulerPoint(forward, 0))).toBe(false);
    const chosen = rulerInView(request, view);
    expect(chosen.anchor.y).toBeCloseTo(-0.8, 12);
    for (const value of [request.low, 0, request.high - 0.1]) expect(inside(rulerPoint(chosen, value))).toBe(true);
  });

  it('runs the ruler between the shapes where neither end of the edge leaves it in sight', () => {
    // A low at the left, B high at the right: past either end of A's right edge the ruler would stand at
    // y = 2 or y = -2, on the view's border; the gap between them across the axis is y in (-0.7, 0.7).
    const square = (cx: number, cy: number) => [{ x: cx - 0.5, y: cy - 0.5 }, { x: cx + 0.5, y: cy - 0.5 }, { x: cx + 0.5, y: cy + 0.5 }, { x: cx - 0.5, y: cy + 0.5 }];
    const a = square(-2.5, -1.2), b = square(2.5, 1.2);
    const request = { edgeStart: a[1], edgeEnd: a[2], normal: { x: 1, y: 0 }, groups: [a, b], margin: 0.3, low: -3.25, high: 3.25 };
    const chosen = rulerInView(request, view);
    expect(chosen.anchor.y).toBeCloseTo(0, 12);
    expect(rulerPoint(chosen, 3).x).toBeCloseTo(3, 12);
    for (const value of [request.low + 0.1, 0, request.high - 0.1]) expect(inside(rulerPoint(chosen, value))).toBe(true);
  });

  it('stands no ruler between shapes whose spans across the axis overlap or leave too narrow a gap', () => {
    const square = (cx: number, cy: number) => [{ x: cx - 0.5, y: cy - 0.5 }, { x: cx + 0.5, y: cy - 0.5 }, { x: cx + 0.5, y: cy + 0.5 }, { x: cx - 0.5, y: cy + 0.5 }];
    // A gap of 0.5 across the axis, under twice the margin: the ruler stays off the edge's ends, at y = ±2.
    const a = square(-2.5, -0.75), b = square(2.5, 0.75);
    const chosen = rulerInView({ edgeStart: a[1], edgeEnd: a[2], normal: { x: 1, y: 0 }, groups: [a, b], margin: 0.3, low: -3.25, high: 3.25 }, view);
    expect(Math.abs(chosen.anchor.y)).toBeCloseTo(1.55, 12);
  });

  it('keeps the usual side when the other shows only a little more', () => {
    // Both sides out of sight but for a sliver: the usual side stays.
    const box = [{ x: -0.5, y: -0.5 }, { x: 0.5, y: -0.5 }, { x: 0.5, y: 0.5 }, { x: -0.5, y: 0.5 }];
    const points = [...box, { x: 0, y: 1.9 }, { x: 0, y: -1.85 }];
    const request = { edgeStart: box[1], edgeEnd: box[2], normal: { x: 1, y: 0 }, groups: [points], margin: 0.3, low: -0.75, high: 0.75 };
    expect(rulerInView(request, view)).toEqual(axisRuler(box[1], box[2], { x: 1, y: 0 }, points, 0.3, 1));
  });
});
