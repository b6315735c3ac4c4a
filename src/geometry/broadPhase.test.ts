import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WorldBox } from './boundingVerdict';
import { allPairsOverlap, broadPhase, intervalLanes, sweepAndPrune, worldBoxOf } from './broadPhase';
import { polygonDistance } from './distance';
import { GeometryError } from './errors';
import { type Placed, makeBox, randomConvexPolygon } from './polygon';
import { distanceOracle, worldPoints } from './testing/oracles';

const box = (minX: number, minY: number, maxX: number, maxY: number): WorldBox => ({ min: { x: minX, y: minY }, max: { x: maxX, y: maxY } });

/** The oracle: every pair, apart exactly when a gap shows on x or on y (closed boxes: touching meets). */
function bruteForcePairs(boxes: readonly WorldBox[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], b = boxes[j];
      const gap = a.max.x < b.min.x || b.max.x < a.min.x || a.max.y < b.min.y || b.max.y < a.min.y;
      if (!gap) out.push(`${i},${j}`);
    }
  }
  return out.sort();
}
const pairKeys = (pairs: readonly (readonly [number, number])[]) => pairs.map(([i, j]) => `${i},${j}`).sort();
const xMeets = (a: WorldBox, b: WorldBox) => !(a.max.x < b.min.x || b.max.x < a.min.x);

// Boxes on a coarse integer grid make touching sides, equal extents, zero widths and duplicates common.
const gridBox = fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }))
  .map(([x, y, w, h]) => box(x, y, x + w, y + h));
const real = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const realBox = fc.tuple(real(-10, 10), real(-10, 10), real(0, 4), real(0, 4)).map(([x, y, w, h]) => box(x, y, x + w, y + h));
const sameX = fc.tuple(real(-3, 3), real(0, 2)).chain(([x, w]) => fc.array(fc.tuple(real(-5, 5), real(0, 2)).map(([y, h]) => box(x, y, x + w, y + h)), { maxLength: 25 }));
const withDuplicates = fc.array(gridBox, { minLength: 1, maxLength: 10 }).chain((boxes) =>
  fc.array(fc.nat(boxes.length - 1), { maxLength: 15 }).map((picks) => [...boxes, ...picks.map((k) => ({ ...boxes[k] }))]));
const boxLists = fc.oneof(fc.array(gridBox, { maxLength: 40 }), fc.array(realBox, { maxLength: 40 }), sameX, withDuplicates, fc.constant([]), gridBox.map((b) => [b]));

describe('sweepAndPrune', () => {
  it('finds the one pair of three boxes that meets, after two tests where all pairs takes three', () => {
    // [0, 2] and [1, 3] meet on x and y; [5, 6] starts beyond both.
    const boxes = [box(5, 0, 6, 1), box(0, 0, 2, 2), box(1, 1, 3, 3)];
    const sweep = sweepAndPrune(boxes);
    expect(sweep.order).toEqual([1, 2, 0]);
    expect(sweep.pairs).toEqual([[1, 2]]);
    // 1 against 2 (x meets), 2 against 0 (starts at 5 > 3: stop), so one pair test.
    expect(sweep.pairTests).toBe(1);
    expect(allPairsOverlap(boxes)).toEqual({ pairs: [[1, 2]], pairTests: 3 });
  });

  it('counts boxes that touch on a side or a corner as meeting, and a gap on y as apart', () => {
    const touchingSide = [box(0, 0, 1, 1), box(1, 0, 2, 1)];
    const touchingCorner = [box(0, 0, 1, 1), box(1, 1, 2, 2)];
    const gapOnY = [box(0, 0, 1, 1), box(0.5, 1.25, 2, 2)];
    expect(sweepAndPrune(touchingSide).pairs).toEqual([[0, 1]]);
    expect(sweepAndPrune(touchingCorner).pairs).toEqual([[0, 1]]);
    expect(sweepAndPrune(gapOnY)).toMatchObject({ pairs: [], pairTests: 1 });
  });

  it('handles no box, one box, and duplicates', () => {
    expect(sweepAndPrune([])).toEqual({ pairs: [], order: [], pairTests: 0 });
    expect(sweepAndPrune([box(0, 0, 1, 1)])).toEqual({ pairs: [], order: [0], pairTests: 0 });
    const same = box(0, 0, 1, 1);
    expect(pairKeys(sweepAndPrune([same, same, same]).pairs)).toEqual(['0,1', '0,2', '1,2']);
  });

  it('refuses a box with a NaN corner or min beyond max, naming the box', () => {
    expect(() => sweepAndPrune([box(0, 0, 1, 1), box(Number.NaN, 0, 1, 1)])).toThrow(/box 1/);
    expect(() => sweepAndPrune([box(2, 0, 1, 1)])).toThrow(GeometryError);
    expect(() => allPairsOverlap([box(0, 0, 1, Infinity)])).toThrow(/finite/);
  });

  it('finds exactly the pairs all pairs finds (oracle: a gap on x or y), touching, equal x extents and duplicates included', () => {
    fc.assert(fc.property(boxLists, (boxes) => {
      const expected = bruteForcePairs(boxes);
      expect(pairKeys(sweepAndPrune(boxes).pairs)).toEqual(expected);
      expect(pairKeys(allPairsOverlap(boxes).pairs)).toEqual(expected);
    }));
  });

  it('tests exactly the pairs whose x intervals meet, never more than all pairs, each pair once', () => {
    fc.assert(fc.property(boxLists, (boxes) => {
      const sweep = sweepAndPrune(boxes);
      let xPairs = 0;
      for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) if (xMeets(boxes[i], boxes[j])) xPairs++;
      expect(sweep.pairTests).toBe(xPairs);
      expect(sweep.pairTests).toBeLessThanOrEqual((boxes.length * (boxes.length - 1)) / 2);
      expect(new Set(pairKeys(sweep.pairs)).size).toBe(sweep.pairs.length);
      sweep.pairs.forEach(([i, j]) => expect(i).toBeLessThan(j));
      expect([...sweep.order].sort((a, b) => a - b)).toEqual(boxes.map((_, i) => i));
      for (let k = 1; k < sweep.order.length; k++) expect(boxes[sweep.order[k]].min.x).toBeGreaterThanOrEqual(boxes[sweep.order[k - 1]].min.x);
    }));
  });
});

describe('intervalLanes', () => {
  it('packs [0, 1], [2, 3] in one row and [0.5, 2.5] in a second', () => {
    expect(intervalLanes([box(0, 0, 1, 1), box(2, 0, 3, 1), box(0.5, 0, 2.5, 1)])).toEqual({ lanes: [0, 0, 1], laneCount: 2 });
    expect(intervalLanes([box(0, 0, 1, 1), box(1, 0, 2, 1)]).laneCount).toBe(2); // touching meets
    expect(intervalLanes([])).toEqual({ lanes: [], laneCount: 0 });
  });

  it('never puts intervals that meet in one row, and uses as many rows as the most intervals over one point', () => {
    fc.assert(fc.property(boxLists, (boxes) => {
      const { lanes, laneCount } = intervalLanes(boxes);
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) if (lanes[i] === lanes[j]) expect(xMeets(boxes[i], boxes[j])).toBe(false);
      }
      // The most intervals over one point: some interval's left end is such a point.
      const depth = Math.max(0, ...boxes.map((b) => boxes.filter((c) => c.min.x <= b.min.x && b.min.x <= c.max.x).length));
      expect(laneCount).toBe(depth);
    }));
  });
});

describe('broadPhase', () => {
  const at = (shape: Placed['shape'], x: number, y: number, angle = 0): Placed => ({ shape, pose: { position: { x, y }, angle } });

  it('keeps two unit boxes side by side touching, and sends a diamond whose box overlaps a square’s box to the exact test, which finds them apart', () => {
    const unit = makeBox(0.5, 0.5);
    // A diamond whose box touches the square's box corner but whose outline stays away from it.
    const diamond = makeBox(0.5, 0.5);
    const shapes = [at(unit, 0, 0), at(unit, 1, 0), at(diamond, 2, 1, Math.PI / 4)];
    const result = broadPhase(shapes);
    expect(pairKeys(result.sweep.pairs)).toEqual(['0,1', '1,2']);
    const verdicts = Object.fromEntries(result.sweep.pairs.map(([i, j], k) => [`${i},${j}`, result.contacts[k]]));
    expect(verdicts).toEqual({ '0,1': 'touching', '1,2': 'separated' });
    expect(result.meeting).toBe(1);
  });

  it('the world box holds every turned vertex and is touched by one on each side', () => {
    fc.assert(fc.property(fc.integer({ min: 3, max: 9 }), fc.nat(), real(-5, 5), real(-5, 5), real(-4, 4), (count, seed, x, y, angle) => {
      const placed = at(randomConvexPolygon(count, 1, seed), x, y, angle);
      const b = worldBoxOf(placed), points = worldPoints(placed);
      const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
      expect(b.min.x).toBeCloseTo(Math.min(...xs), 12);
      expect(b.max.x).toBeCloseTo(Math.max(...xs), 12);
      expect(b.min.y).toBeCloseTo(Math.min(...ys), 12);
      expect(b.max.y).toBeCloseTo(Math.max(...ys), 12);
    }), { numRuns: 300 });
  });

  it('misses no pair that meets: the same meeting pairs as the exact test on every pair', () => {
    const scene = fc.array(fc.tuple(fc.integer({ min: 3, max: 7 }), fc.nat(), real(0.2, 1), real(-3, 3), real(-3, 3), real(-4, 4)), { maxLength: 14 })
      .map((list) => list.map(([count, seed, radius, x, y, angle]) => at(randomConvexPolygon(count, radius, seed), x, y, angle)));
    fc.assert(fc.property(scene, (shapes) => {
      const result = broadPhase(shapes);
      const found = pairKeys(result.sweep.pairs.filter((_, k) => result.contacts[k] !== 'separated'));
      const everyPair: string[] = [];
      for (let i = 0; i < shapes.length; i++) {
        for (let j = i + 1; j < shapes.length; j++) {
          if (polygonDistance(shapes[i], shapes[j]).contact !== 'separated') everyPair.push(`${i},${j}`);
          // Independently of the core: a pair that clearly overlaps by the hull of all differences is found.
          if (distanceOracle(shapes[i], shapes[j]) < -1e-6) expect(found).toContain(`${i},${j}`);
        }
      }
      expect(found).toEqual(everyPair.sort());
      expect(result.meeting).toBe(everyPair.length);
    }), { numRuns: 300 });
  });
});
