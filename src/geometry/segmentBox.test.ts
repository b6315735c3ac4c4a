import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WorldBox } from './boundingVerdict';
import { GeometryError } from './errors';
import { type SegmentSpan, clipSegmentToBox } from './segmentBox';
import { vec, type Vec2 } from './vec2';

const box = (minX: number, minY: number, maxX: number, maxY: number): WorldBox => ({ min: vec(minX, minY), max: vec(maxX, maxY) });

/** Exact for small integers: the sign of the turn a → b → c. */
const turn = (a: Vec2, b: Vec2, c: Vec2) => Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
const onSegment = (p: Vec2, a: Vec2, b: Vec2) =>
  turn(a, b, p) === 0 && Math.min(a.x, b.x) <= p.x && p.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y);
/** Whether two closed segments share a point, by orientations (exact on integers). */
function segmentsMeet(a: Vec2, b: Vec2, c: Vec2, d: Vec2): boolean {
  const [d1, d2, d3, d4] = [turn(c, d, a), turn(c, d, b), turn(a, b, c), turn(a, b, d)];
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b);
}
const inBox = (p: Vec2, q: WorldBox, slack = 0) =>
  p.x >= q.min.x - slack && p.x <= q.max.x + slack && p.y >= q.min.y - slack && p.y <= q.max.y + slack;

/** The oracle's verdict: an end lies in the box, or the segment meets one of its four sides. */
function meetsBox(a: Vec2, b: Vec2, q: WorldBox): boolean {
  const corners = [q.min, vec(q.max.x, q.min.y), q.max, vec(q.min.x, q.max.y)];
  return inBox(a, q) || inBox(b, q) || corners.some((c, i) => segmentsMeet(a, b, c, corners[(i + 1) % 4]));
}

/** The oracle's span: among the ends and the crossings of the box's four lines, the first and last point in the box. */
function spanOracle(a: Vec2, b: Vec2, q: WorldBox): SegmentSpan | null {
  const d = vec(b.x - a.x, b.y - a.y);
  const candidates = [0, 1];
  for (const [along, from, lines] of [[d.x, a.x, [q.min.x, q.max.x]], [d.y, a.y, [q.min.y, q.max.y]]] as const) {
    if (along === 0) continue;
    for (const line of lines) {
      const t = (line - from) / along;
      if (t >= 0 && t <= 1) candidates.push(t);
    }
  }
  const inside = candidates.filter((t) => inBox(vec(a.x + d.x * t, a.y + d.y * t), q, 1e-9)).sort((s, t) => s - t);
  return inside.length === 0 ? null : { enter: inside[0], exit: inside[inside.length - 1] };
}

const small = fc.integer({ min: -12, max: 12 });
const point = fc.record({ x: small, y: small });
const boxes = fc.tuple(small, small, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 }))
  .map(([x, y, w, h]) => box(x, y, x + w, y + h));

describe('clipSegmentToBox', () => {
  it('keeps a segment inside whole, cuts one that crosses, and misses one beside the box', () => {
    const q = box(0, 0, 10, 5);
    expect(clipSegmentToBox(vec(1, 1), vec(9, 4), q)).toEqual({ enter: 0, exit: 1 });
    expect(clipSegmentToBox(vec(-10, 2), vec(10, 2), q)).toEqual({ enter: 0.5, exit: 1 });
    expect(clipSegmentToBox(vec(-5, 6), vec(15, 6), q)).toBeNull();
    // Corner to corner through the box, and the other way.
    expect(clipSegmentToBox(vec(-10, -5), vec(20, 10), q)).toEqual({ enter: 1 / 3, exit: 2 / 3 });
    expect(clipSegmentToBox(vec(20, 10), vec(-10, -5), q)).toEqual({ enter: 1 / 3, exit: 2 / 3 });
  });

  it('counts touching: along a side, through a corner, a point on the edge, a box with no width', () => {
    const q = box(0, 0, 10, 5);
    expect(clipSegmentToBox(vec(-2, 5), vec(12, 5), q)).toEqual({ enter: 1 / 7, exit: 6 / 7 });
    expect(clipSegmentToBox(vec(-1, 1), vec(1, -1), q)).toEqual({ enter: 0.5, exit: 0.5 });
    expect(clipSegmentToBox(vec(10, 3), vec(10, 3), q)).toEqual({ enter: 0, exit: 1 });
    expect(clipSegmentToBox(vec(10.5, 3), vec(10.5, 3), q)).toBeNull();
    expect(clipSegmentToBox(vec(-1, 2), vec(1, 2), box(0, 0, 0, 5))).toEqual({ enter: 0.5, exit: 0.5 });
  });

  it('writes into the record it is given, and leaves it alone on a miss', () => {
    const out: SegmentSpan = { enter: 7, exit: 7 };
    expect(clipSegmentToBox(vec(-10, 2), vec(10, 2), box(0, 0, 10, 5), out)).toBe(out);
    expect(out).toEqual({ enter: 0.5, exit: 1 });
    expect(clipSegmentToBox(vec(-10, 9), vec(10, 9), box(0, 0, 10, 5), out)).toBeNull();
    expect(out).toEqual({ enter: 0.5, exit: 1 });
  });

  it('meets the box exactly when the oracle says the segment does (integers: the oracle is exact)', () => {
    fc.assert(fc.property(point, point, boxes, (a, b, q) => {
      expect(clipSegmentToBox(a, b, q) !== null).toBe(meetsBox(a, b, q));
    }), { numRuns: 3000 });
  });

  it('gives the first and last point of the segment in the box', () => {
    fc.assert(fc.property(point, point, boxes, (a, b, q) => {
      const span = clipSegmentToBox(a, b, q);
      const oracle = spanOracle(a, b, q);
      expect(span === null).toBe(oracle === null);
      if (!span || !oracle) return;
      expect(0 <= span.enter && span.enter <= span.exit && span.exit <= 1).toBe(true);
      expect(span.enter).toBeCloseTo(oracle.enter, 12);
      expect(span.exit).toBeCloseTo(oracle.exit, 12);
    }), { numRuns: 3000 });
  });

  it('holds far from the origin and at any scale (the span does not change when everything is moved or scaled)', () => {
    // Moved by whole numbers and scaled by powers of two, so that the moved inputs are exact and a segment that
    // touches the box still touches it.
    const scales = fc.constantFrom(2 ** -900, 2 ** -20, 1, 2 ** 20, 2 ** 900);
    const shifts = fc.constantFrom(0, 2 ** 40, -(2 ** 45));
    fc.assert(fc.property(point, point, boxes, scales, shifts, (a, b, q, s, shift) => {
      const at = (p: Vec2) => vec((p.x + shift) * s, (p.y - shift) * s);
      const span = clipSegmentToBox(a, b, q);
      const scaled = clipSegmentToBox(at(a), at(b), { min: at(q.min), max: at(q.max) });
      expect(scaled === null).toBe(span === null);
      if (span && scaled) {
        expect(scaled.enter).toBeCloseTo(span.enter, 12);
        expect(scaled.exit).toBeCloseTo(span.exit, 12);
      }
    }), { numRuns: 1000 });
  });

  it('holds at the largest finite numbers, where the differences of coordinates overflow', () => {
    const big = Number.MAX_VALUE;
    // The line y = x misses a box far beside it (at this length, 5 units beside it is within rounding), and crosses
    // one on it halfway.
    expect(clipSegmentToBox(vec(-big, -big), vec(big, big), box(big / 4, -big / 2, big / 2, -big / 4))).toBeNull();
    expect(clipSegmentToBox(vec(-big, -big), vec(big, big), box(-1, -1, 1, 1))).toEqual({ enter: 0.5, exit: 0.5 });
    expect(clipSegmentToBox(vec(-big, 0), vec(big, 0), { min: vec(-big, -1), max: vec(0, 1) })).toEqual({ enter: 0, exit: 0.5 });
  });

  it('refuses what it cannot answer: a broken point, a box turned inside out', () => {
    const q = box(0, 0, 1, 1);
    expect(() => clipSegmentToBox(vec(Number.NaN, 0), vec(1, 1), q)).toThrow(GeometryError);
    expect(() => clipSegmentToBox(vec(0, 0), vec(Infinity, 1), q)).toThrow(/finite/);
    expect(() => clipSegmentToBox(vec(0, 0), vec(1, 1), box(1, 0, 0, 1))).toThrow(/min.*max|max.*min/);
    expect(() => clipSegmentToBox(vec(0, 0), vec(1, 1), undefined as unknown as WorldBox)).toThrow(GeometryError);
  });
});
