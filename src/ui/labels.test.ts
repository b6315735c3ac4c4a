import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Box, type LabelRequest, type Obstacle, boxAt, inCorner, keepInside, leaderFor, obstacleHitsBox, placeLabel, ringHitsBox, segmentHitsBox } from './labels';

const view = { x: 0, y: 0, width: 400, height: 300 };
// A 20 × 10 label centred 12 px to the right of (100, 100).
/** How far point p lies from the box (0 inside it). */
const nearest = (box: { x: number; y: number; width: number; height: number }, p: { x: number; y: number }) =>
  Math.hypot(Math.max(box.x - p.x, 0, p.x - box.x - box.width), Math.max(box.y - p.y, 0, p.y - box.y - box.height));
const request: LabelRequest = { at: { x: 100, y: 100 }, offset: { x: 12, y: 0 }, anchor: { x: 0.5, y: 0.5 }, width: 20, height: 10 };

describe('label placement', () => {
  it('takes a line for in the way where it crosses or touches the box, and one with a broken end for in no way', () => {
    const box = { x: 10, y: 10, width: 20, height: 10 };
    expect(segmentHitsBox({ x: 0, y: 15 }, { x: 40, y: 15 }, box)).toBe(true);
    expect(segmentHitsBox({ x: 0, y: 10 }, { x: 40, y: 10 }, box)).toBe(true);
    // Past the corner (30, 10), by a hair, and through it.
    expect(segmentHitsBox({ x: 25, y: 0 }, { x: 40, y: 15.01 }, box)).toBe(false);
    expect(segmentHitsBox({ x: 25, y: 5 }, { x: 35, y: 15 }, box)).toBe(true);
    expect(segmentHitsBox({ x: 15, y: 15 }, { x: Number.NaN, y: 15 }, box)).toBe(false);
    expect(segmentHitsBox({ x: 15, y: 15 }, { x: Infinity, y: 15 }, box)).toBe(false);
    // Finite ends far out still count (their sum would not be finite).
    expect(segmentHitsBox({ x: 1e308, y: 1e308 }, { x: 15, y: 15 }, box)).toBe(true);
  });

  it('keeps the preferred place when nothing is in the way', () => {
    expect(placeLabel(request, [], [], view)).toEqual({ x: 102, y: 95, width: 20, height: 10 });
  });

  it('moves off a line drawn through the preferred place, to a box the line does not cross', () => {
    const line = { kind: 'segment' as const, a: { x: 112, y: 0 }, b: { x: 112, y: 300 } };
    expect(segmentHitsBox(line.a, line.b, boxAt(request, request.offset))).toBe(true);
    const box = placeLabel(request, [line], [], view);
    expect(segmentHitsBox(line.a, line.b, box)).toBe(false);
    // Still beside its point: the box's nearest point within 1.6 times the preferred distance of it.
    expect(nearest(box, request.at)).toBeLessThanOrEqual(12 * 1.6 + 1e-9);
  });

  it('where every place crosses a line, crosses a faint one (drawn at under half strength) before one drawn in full', () => {
    // Faint vertical lines every 12 px cross every place near the point twice, except the preferred place, which
    // they leave free (cut from y 90 to 110 where they pass it) and where one full line runs instead.
    const faint = Array.from({ length: 34 }, (_, k) => 6 + 12 * k).flatMap((x) => (x > 96 && x < 128
      ? [{ a: { x, y: 0 }, b: { x, y: 90 } }, { a: { x, y: 110 }, b: { x, y: 300 } }]
      : [{ a: { x, y: 0 }, b: { x, y: 300 } }]).map((line) => ({ kind: 'segment' as const, ...line, faint: true })));
    const full = { kind: 'segment' as const, a: { x: 112, y: 0 }, b: { x: 112, y: 300 } };
    // Counted in full, two faint lines cost more than the one full line, so the label stays on it.
    const unweighted = placeLabel(request, [full, ...faint.map(({ a, b }) => ({ kind: 'segment' as const, a, b }))], [], view);
    expect(segmentHitsBox(full.a, full.b, unweighted)).toBe(true);
    // Counted as faint, a quarter each, they cost less: the label leaves the full line.
    const box = placeLabel(request, [full, ...faint], [], view);
    expect(segmentHitsBox(full.a, full.b, box)).toBe(false);
  });

  it('does not cover a knob or a label placed before it', () => {
    const knob = { kind: 'circle' as const, center: { x: 112, y: 100 }, radius: 8 };
    const earlier = { x: 85, y: 90, width: 30, height: 20 };
    const box = placeLabel(request, [knob], [earlier], view);
    expect(box.x >= earlier.x + earlier.width || box.x + box.width <= earlier.x || box.y >= earlier.y + earlier.height || box.y + box.height <= earlier.y).toBe(true);
  });

  it('stays inside its view near an edge', () => {
    const atEdge: LabelRequest = { ...request, at: { x: 395, y: 2 } };
    const box = placeLabel(atEdge, [], [], view);
    expect(box.x + box.width).toBeLessThanOrEqual(400);
    expect(box.y).toBeGreaterThanOrEqual(0);
  });

  it('where every place collides, crosses a line rather than cover another label', () => {
    // A label took the preferred place; lines frame that place, so every other place crosses one.
    const earlier = boxAt(request, request.offset);
    const lines = [
      { kind: 'segment' as const, a: { x: 80, y: 0 }, b: { x: 80, y: 300 } },
      { kind: 'segment' as const, a: { x: 98, y: 0 }, b: { x: 98, y: 300 } },
      { kind: 'segment' as const, a: { x: 126, y: 0 }, b: { x: 126, y: 300 } },
      { kind: 'segment' as const, a: { x: 0, y: 92 }, b: { x: 400, y: 92 } },
      { kind: 'segment' as const, a: { x: 0, y: 108 }, b: { x: 400, y: 108 } },
    ];
    const box = placeLabel(request, lines, [earlier], view);
    const overlaps = box.x < earlier.x + earlier.width && earlier.x < box.x + box.width && box.y < earlier.y + earlier.height && earlier.y < box.y + box.height;
    expect(overlaps, JSON.stringify(box)).toBe(false);
  });

  it('steps out of a ring of outline that holds its point, rather than sit on the outline', () => {
    // A circle of radius 14 round the point, drawn as 32 segments: the label (20 × 10, 2 px of air) fits
    // nowhere inside it, and every place within 1.6 times the preferred 12 px crosses it; 2.4 times clears it.
    const ring = Array.from({ length: 32 }, (_, k) => {
      const p = (i: number) => ({ x: 100 + 14 * Math.cos((i * Math.PI) / 16), y: 100 + 14 * Math.sin((i * Math.PI) / 16) });
      return { kind: 'segment' as const, a: p(k), b: p(k + 1) };
    });
    const box = placeLabel(request, ring, [], view);
    expect(ring.some((o) => segmentHitsBox(o.a, o.b, box)), JSON.stringify(box)).toBe(false);
  });

  it('steps off a circle’s outline drawn round its point, but may sit inside it', () => {
    const ring = { kind: 'ring' as const, center: { x: 100, y: 100 }, radius: 14 };
    expect(ringHitsBox(ring.center, 14, boxAt(request, request.offset))).toBe(true);
    expect(ringHitsBox(ring.center, 40, { x: 95, y: 95, width: 10, height: 10 })).toBe(false);
    const box = placeLabel(request, [ring], [], view);
    expect(ringHitsBox(ring.center, ring.radius, { x: box.x - 2, y: box.y - 2, width: box.width + 4, height: box.height + 4 }), JSON.stringify(box)).toBe(false);
  });

  it('falls back to the place with the fewest collisions when every place collides', () => {
    const walls = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => ({ kind: 'segment' as const, a: { x: 60 + i * 8, y: 0 }, b: { x: 60 + i * 8, y: 300 } }));
    const box = placeLabel(request, walls, [], view);
    expect(box.width).toBe(20);
  });

  it('turned to the other side of its point, grows away from it rather than cover it', () => {
    // Anchored at its left end, 8 px right of its point; a line through that place sends it elsewhere.
    const wide: LabelRequest = { at: { x: 200, y: 150 }, offset: { x: 8, y: 0 }, anchor: { x: 0, y: 0.5 }, width: 60, height: 12 };
    const walls = [{ kind: 'segment' as const, a: { x: 230, y: 0 }, b: { x: 230, y: 300 } }];
    const box = placeLabel(wide, walls, [], view);
    expect(walls.some((o) => segmentHitsBox(o.a, o.b, box))).toBe(false);
    expect(nearest(box, wide.at), JSON.stringify(box)).toBeGreaterThan(0);
  });

  it('a verdict with nowhere clear near its point goes to a clear corner of its view; other labels stay near', () => {
    // A grid of lines 8 px apart round the middle of the view: no place within reach of the point is clear.
    const lines = Array.from({ length: 30 }, (_, i) => [
      { kind: 'segment' as const, a: { x: 80 + i * 8, y: 60 }, b: { x: 80 + i * 8, y: 240 } },
      { kind: 'segment' as const, a: { x: 80, y: 60 + i * 6 }, b: { x: 320, y: 60 + i * 6 } },
    ]).flat();
    const verdict: LabelRequest = { ...request, at: { x: 200, y: 150 }, corners: true };
    const box = placeLabel(verdict, lines, [], view);
    expect(lines.some((o) => segmentHitsBox(o.a, o.b, box)), JSON.stringify(box)).toBe(false);
    expect(box).toEqual({ x: 10, y: 30, width: 20, height: 10 });
    const plain = placeLabel({ ...verdict, corners: false }, lines, [], view);
    expect(nearest(plain, verdict.at)).toBeLessThan(12 * 3.4 + 1);
  });
});

describe('leaderFor', () => {
  const request = { at: { x: 100, y: 100 }, offset: { x: 0, y: -14 } };
  it('draws none for a label beside its point, or as far as the figure itself asked', () => {
    expect(leaderFor(request, { x: 90, y: 70, width: 20, height: 16 })).toBeNull();
    expect(leaderFor({ at: request.at, offset: { x: 60, y: 0 } }, { x: 160, y: 92, width: 40, height: 16 })).toBeNull();
  });
  it('runs from just off the point to just short of the nearest side of a box placed far away', () => {
    const leader = leaderFor(request, { x: 150, y: 92, width: 40, height: 16 })!;
    // The nearest point of the box is (150, 100), 50 px to the right.
    expect(leader.from).toEqual({ x: 106, y: 100 });
    expect(leader.to).toEqual({ x: 148, y: 100 });
  });
});

describe('inCorner', () => {
  const at = { x: 200, y: 150 };
  const verdict: LabelRequest = { at, offset: { x: 0, y: -14 }, anchor: { x: 0.5, y: 0.5 }, width: 60, height: 14, corners: true };
  it('says a verdict was sent to a corner only where every place by its point was taken', () => {
    const free = placeLabel(verdict, [], [], view);
    expect(inCorner(verdict, free, view)).toBe(false);
    // A disc round the point wider than the outer ring: every place near it covers the disc.
    const crowded = placeLabel(verdict, [{ kind: 'circle', center: at, radius: 120 }], [], view);
    expect(inCorner(verdict, crowded, view)).toBe(true);
  });
});

/**
 * The placement rule written out plainly, as the oracle: every candidate place listed (the preferred offset; then
 * eighths of a turn, nearest first, on rings 1, 1.6, 2.4 and 3.4 times the distance, at least 12 px, each with its
 * side facing the point; then the view's corners for a verdict), each kept inside the view; the first that collides
 * with nothing, else the first of the fewest collisions, counted here on their own (a line 1, a faint one 0.25, a
 * dot or a label placed before 3, each against the box grown by 2 px).
 */
function plainCollisions(box: Box, obstacles: readonly Obstacle[], placed: readonly Box[]): number {
  const grown = { x: box.x - 2, y: box.y - 2, width: box.width + 4, height: box.height + 4 };
  let count = 0;
  for (const o of obstacles) if (obstacleHitsBox(o, grown)) count += o.kind === 'circle' ? 3 : o.faint ? 0.25 : 1;
  for (const p of placed) {
    if (grown.x < p.x + p.width && p.x < grown.x + grown.width && grown.y < p.y + p.height && p.y < grown.y + grown.height) count += 3;
  }
  return count;
}

function placeByList(request: LabelRequest, obstacles: readonly Obstacle[], placed: readonly Box[], bounds: Box): Box {
  const { offset } = request;
  const length = Math.hypot(offset.x, offset.y);
  const radius = Math.max(12, length);
  const start = offset.x === 0 && offset.y === 0 ? -Math.PI / 4 : Math.atan2(offset.y, offset.x);
  const boxes = [keepInside(boxAt(request, offset), bounds)];
  for (const scale of [1, 1.6, 2.4, 3.4]) {
    for (const turn of [0, 1, -1, 2, -2, 3, -3, 4]) {
      if (scale === 1 && turn === 0 && length >= 12) continue;
      const angle = start + (turn * Math.PI) / 4;
      const u = { x: Math.cos(angle), y: Math.sin(angle) };
      boxes.push(keepInside(boxAt(request, { x: u.x * radius * scale, y: u.y * radius * scale }, { x: 0.5 - 0.5 * u.x, y: 0.5 - 0.5 * u.y }), bounds));
    }
  }
  if (request.corners) {
    const { width, height } = request;
    const left = bounds.x + 10, right = bounds.x + bounds.width - 10 - width;
    const top = bounds.y + 10, bottom = bounds.y + bounds.height - 10 - height;
    boxes.push({ x: left, y: top + 20, width, height }, { x: right, y: top, width, height }, { x: left, y: bottom, width, height }, { x: right, y: bottom, width, height });
  }
  const costs = boxes.map((box) => plainCollisions(box, obstacles, placed));
  const clear = costs.indexOf(0);
  return boxes[clear >= 0 ? clear : costs.indexOf(Math.min(...costs))];
}

describe('placeLabel against the plain rule', () => {
  const coordinate = fc.double({ min: -50, max: 450, noNaN: true });
  const point = fc.record({ x: coordinate, y: coordinate });
  const obstacle: fc.Arbitrary<Obstacle> = fc.oneof(
    fc.record({ kind: fc.constant('segment' as const), a: point, b: point, faint: fc.boolean() }),
    fc.record({ kind: fc.constant('circle' as const), center: point, radius: fc.double({ min: 1, max: 20, noNaN: true }) }),
    fc.record({ kind: fc.constant('ring' as const), center: point, radius: fc.double({ min: 5, max: 200, noNaN: true }), faint: fc.boolean() }),
  );
  const box = fc.record({ x: coordinate, y: coordinate, width: fc.double({ min: 5, max: 80, noNaN: true }), height: fc.double({ min: 5, max: 30, noNaN: true }) });
  const scene = fc.record({
    at: point,
    // Zero, short (under 12 px, so the rings start at 12) and long offsets.
    offset: fc.oneof(fc.constant({ x: 0, y: 0 }), fc.record({ x: fc.double({ min: -10, max: 10, noNaN: true }), y: fc.double({ min: -10, max: 10, noNaN: true }) }), fc.record({ x: fc.double({ min: -40, max: 40, noNaN: true }), y: fc.double({ min: -40, max: 40, noNaN: true }) })),
    anchor: fc.record({ x: fc.constantFrom(0, 0.5, 1), y: fc.constantFrom(0, 0.5, 1) }),
    width: fc.double({ min: 5, max: 80, noNaN: true }),
    height: fc.double({ min: 8, max: 20, noNaN: true }),
    corners: fc.boolean(),
    // From none to crowded: a crowded scene sends labels out to the far rings and the corners.
    obstacles: fc.array(obstacle, { maxLength: 60 }),
    placed: fc.array(box, { maxLength: 8 }),
  });

  // Views of any size, some narrower or lower than the label.
  const bounds = fc.record({ x: fc.double({ min: -20, max: 60, noNaN: true }), y: fc.double({ min: -20, max: 60, noNaN: true }), width: fc.double({ min: 10, max: 420, noNaN: true }), height: fc.double({ min: 10, max: 320, noNaN: true }) });

  it('takes the same box as the plain rule, and reports its collisions', () => {
    fc.assert(fc.property(scene, bounds, ({ obstacles, placed, ...request }, bounds) => {
      const cost = { collisions: -1 };
      const box = placeLabel(request, obstacles, placed, bounds, cost);
      const expected = placeByList(request, obstacles, placed, bounds);
      expect(box).toEqual(expected);
      expect(cost.collisions).toBe(plainCollisions(expected, obstacles, placed));
    }), { numRuns: 3000 });
  });
});

