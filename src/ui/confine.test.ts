import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPoint, clipToRect, farthestAllowed, holdBack, inset, lastInside, outsideBy, pinToBounds, shiftInside } from './confine';

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

  it('waits where a path last leaves the view, after its last point inside', () => {
    // In, out across x = 4, back in, and out across y = 3 between (2, 2) and (2, 6): the knob waits at (2, 3).
    const path = [{ x: 0, y: 0 }, { x: 6, y: 0 }, { x: 2, y: 2 }, { x: 2, y: 6 }, { x: 9, y: 9 }];
    expect(lastInside(path, box)).toEqual({ x: 2, y: 3 });
    // A path that ends inside ends at its end; one never inside has no place.
    expect(lastInside(path.slice(0, 3), box)).toEqual({ x: 2, y: 2 });
    expect(lastInside([{ x: 9, y: 9 }, { x: 8, y: -9 }], box)).toBeNull();
  });
});

describe('holding a move back so that kept points stay inside', () => {
  it('measures how far the farthest point lies outside', () => {
    expect(outsideBy([{ x: 0, y: 0 }, { x: 3.9, y: -2.9 }], box)).toBe(0);
    expect(outsideBy([{ x: 5, y: 0 }, { x: 0, y: -4.5 }], box)).toBe(1.5);
    expect(outsideBy([{ x: NaN, y: 0 }], box)).toBe(Infinity);
  });

  // A square of side 2 whose lower left corner slides from (0, 0) towards (10, 0): the box ends at x = 4, so
  // the square stops with its corner at x = 2, whatever the move asked.
  const square = (x: number, y = 0) => [{ x, y }, { x: x + 2, y }, { x: x + 2, y: y + 2 }, { x, y: y + 2 }];
  const along = (from: number, to: number) => (tx: number) => ({ x: from + (to - from) * tx, y: 0 });
  const excess = (s: { x: number; y: number }) => outsideBy(square(s.x, s.y), box);

  it('lets a move that stays inside through whole', () => {
    expect(holdBack({ x: 0, y: 0 }, along(0, 1.5), excess)).toEqual({ x: 1.5, y: 0 });
  });

  it('stops a move where the first point reaches the edge', () => {
    const held = holdBack({ x: 0, y: 0 }, along(0, 10), excess);
    expect(held.x).toBeCloseTo(2, 5);
    expect(held.x).toBeLessThanOrEqual(2);
  });

  it('keeps the state when the first step already goes out', () => {
    const start = { x: 2, y: 0 };
    expect(holdBack(start, along(2, 3), excess)).toEqual(start);
  });

  it('lets a state already outside move back in, and no farther out', () => {
    expect(holdBack({ x: 5, y: 0 }, along(5, 0), excess)).toEqual({ x: 0, y: 0 });
    expect(holdBack({ x: 5, y: 0 }, along(5, 8), excess).x).toBeCloseTo(5, 5);
  });

  it('stops a move from well inside in a dozen looks at the state, where halving took 53', () => {
    let looks = 0;
    const held = holdBack({ x: 0, y: 0 }, along(0, 10), (s) => { looks++; return excess(s); });
    expect(held.x).toBeLessThanOrEqual(2);
    expect(2 - held.x).toBeLessThanOrEqual(10 * 2 ** -24);
    expect(looks).toBeLessThanOrEqual(12);
  });

  it('stops a move from inside at the edge with nothing left out (no rounding past it for a confiner to push back)', () => {
    // Squares of half side r slid from inside the box anywhere: before the search aimed a rounding inside, 12,084 of
    // 20,000 such slides ended up to 1e-12 out, and a circle grown to the view's edge had its centre pushed 1e-12 in.
    const centred = (x: number, y: number, r: number) => [{ x: x - r, y: y - r }, { x: x + r, y: y - r }, { x: x + r, y: y + r }, { x: x - r, y: y + r }];
    const coordinate = (size: number) => fc.double({ min: -size, max: size, noNaN: true });
    fc.assert(fc.property(fc.double({ min: 0.2, max: 1.2, noNaN: true }), coordinate(1.5), coordinate(1.5), coordinate(15), coordinate(15), (r, sx, sy, ex, ey) => {
      const out = (p: { x: number; y: number }) => outsideBy(centred(p.x, p.y, r), box);
      fc.pre(out({ x: sx, y: sy }) === 0);
      const held = holdBack({ x: sx, y: sy }, (tx, ty) => ({ x: sx + (ex - sx) * tx, y: sy + (ey - sy) * ty }), out);
      expect(out(held)).toBe(0);
    }), { numRuns: 500 });
  });

  it('lets a move from a state with a point that is not finite go where it asks', () => {
    const notFinite = (s: { x: number; y: number }) => (s.x < 0.5 || s.x > 5 ? Infinity : excess(s));
    expect(holdBack({ x: 0, y: 0 }, along(0, 9), notFinite)).toEqual({ x: 9, y: 0 });
  });

  it('slides along the edge it reached: a move up and right from the right edge still goes up', () => {
    // The corner at (2, -3): x may not grow, y may grow by up to 4 (the square's top reaches y = 3 at y = 1).
    const held = holdBack({ x: 2, y: -3 }, (tx, ty) => ({ x: 2 + 3 * tx, y: -3 + 2 * ty }), excess);
    expect(held.x).toBe(2);
    expect(held.y).toBeCloseTo(-1, 9);
  });
});

describe('farthestAllowed', () => {
  // `over` as a move that slides points along straight lines makes it: the most any of them is past its edge, a
  // maximum of straight lines in u, so convex. Each line a + b u with b drawn from both signs.
  const slope = fc.double({ min: -3, max: 3, noNaN: true }).map((b) => (Math.abs(b) < 1e-3 ? 0 : b));
  const lines = fc.array(fc.tuple(fc.double({ min: -2, max: 0, noNaN: true }), slope), { minLength: 1, maxLength: 6 });
  const precision = 2 ** -24;

  it('finds where the last of several straight edges is reached, within 2^-24 of the move, and never past it', () => {
    fc.assert(fc.property(lines, fc.double({ min: 0.01, max: 5, noNaN: true }), (list, push) => {
      // One line surely crosses zero inside the move: it starts allowed and ends `push` over.
      const all = [...list, [-push / 3, push * 4 / 3] as [number, number]];
      const over = (u: number) => Math.max(...all.map(([a, b]) => a + b * u));
      const end = Math.min(1, ...all.filter(([, b]) => b > 0).map(([a, b]) => -a / b));
      const found = farthestAllowed(0, over(0), undefined, over);
      expect(over(found.u)).toBeLessThanOrEqual(0);
      expect(found.over).toBe(over(found.u));
      expect(found.u).toBeLessThanOrEqual(end);
      expect(end - found.u).toBeLessThanOrEqual(precision);
    }), { numRuns: 2000 });
  });

  it('finds it as well where over is flat until the edge (what is kept lies inside, so its excess is 0 there)', () => {
    fc.assert(fc.property(lines, fc.double({ min: 0.01, max: 5, noNaN: true }), (list, push) => {
      const all = [...list, [-push / 3, push * 4 / 3] as [number, number]];
      const over = (u: number) => Math.max(0, ...all.map(([a, b]) => a + b * u)) - 1e-12;
      const end = Math.min(1, ...all.filter(([, b]) => b > 0).map(([a, b]) => -a / b));
      let tries = 0;
      const found = farthestAllowed(0, over(0), undefined, (u) => { tries++; return over(u); });
      expect(over(found.u)).toBeLessThanOrEqual(0);
      expect(end - found.u).toBeLessThanOrEqual(precision);
      expect(tries).toBeLessThanOrEqual(25);
    }), { numRuns: 2000 });
  });

  it('ends a straight stretch in three tries, where halving takes twenty-four', () => {
    let tries = 0;
    const found = farthestAllowed(0, -0.4, undefined, (u) => { tries++; return -0.4 + 1.3 * u; });
    expect(found.u).toBeCloseTo(0.4 / 1.3, 7);
    expect(tries).toBeLessThanOrEqual(3);
  });

  it('answers an allowed point whatever the shape of over (a turn is not a straight slide)', () => {
    fc.assert(fc.property(fc.double({ min: 0.5, max: 40, noNaN: true }), fc.double({ min: 0, max: 6, noNaN: true }), fc.double({ min: 0, max: 0.9, noNaN: true }), (wiggle, phase, from) => {
      const over = (u: number) => Math.sin(wiggle * u + phase) * 0.3 + (u - from) * 0.5 - 0.1 * (u < from + 0.05 ? 1 : 0) - 0.3;
      const start = over(from);
      fc.pre(start <= 0);
      const found = farthestAllowed(from, start, undefined, over);
      expect(found.u).toBeGreaterThanOrEqual(from);
      expect(over(found.u)).toBeLessThanOrEqual(0);
    }), { numRuns: 2000 });
  });

  it('takes the whole move where its end is allowed, and no try for a value handed to it', () => {
    let tries = 0;
    expect(farthestAllowed(0.2, -1, -0.5, () => { tries++; return 0; })).toEqual({ u: 1, over: -0.5 });
    expect(tries).toBe(0);
  });
});

describe('clipToRect', () => {
  const rect = { x: 0, y: 0, width: 100, height: 50 };
  it('keeps a segment inside, cuts one that crosses, drops one outside', () => {
    expect(clipToRect({ x: 10, y: 10 }, { x: 90, y: 40 }, rect, 0)).toEqual([{ x: 10, y: 10 }, { x: 90, y: 40 }]);
    expect(clipToRect({ x: -50, y: 25 }, { x: 150, y: 25 }, rect, 0)).toEqual([{ x: 0, y: 25 }, { x: 100, y: 25 }]);
    expect(clipToRect({ x: -50, y: 60 }, { x: 150, y: 60 }, rect, 0)).toBeNull();
    expect(clipToRect({ x: -50, y: 60 }, { x: 150, y: 60 }, rect, 20)).toEqual([{ x: -20, y: 60 }, { x: 120, y: 60 }]);
  });

  it('turns a line a billion pixels long into one no longer than the rectangle’s diagonal', () => {
    const [a, b] = clipToRect({ x: 50, y: 25 }, { x: 1e9, y: 3e8 }, rect, 0)!;
    expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeLessThanOrEqual(Math.hypot(100, 50));
    expect(clipToRect({ x: 50, y: 25 }, { x: Infinity, y: 0 }, rect, 0)).toBeNull();
  });

  it('clips to the rectangle shrunk by a negative margin, and to nothing once it is shrunk past its middle', () => {
    expect(clipToRect({ x: -50, y: 25 }, { x: 150, y: 25 }, rect, -10)).toEqual([{ x: 10, y: 25 }, { x: 90, y: 25 }]);
    expect(clipToRect({ x: -50, y: 25 }, { x: 150, y: 25 }, rect, -30)).toBeNull();
    expect(clipToRect({ x: -50, y: 25 }, { x: 150, y: 25 }, rect, Infinity)).toBeNull();
    expect(clipToRect({ x: -50, y: 25 }, { x: 150, y: 25 }, rect, Number.NaN)).toBeNull();
  });
});
