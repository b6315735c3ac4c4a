// The broad phase: of many shapes, which pairs are worth an exact test? Each shape gets its world AABB;
// two shapes can only meet where their boxes meet, so only those pairs go on to the narrow phase
// (polygonDistance). Testing every pair of boxes costs n(n − 1)/2 box tests. Sort and sweep (Baraff's
// "sweep and prune", as in Ericson's Real-Time Collision Detection §7.5 and Box2D v2's broad phase before
// its tree) sorts the boxes by their left side and walks the sorted list once: box q can only meet an
// earlier box p when q starts before p ends (min q.x ≤ max p.x), so each p is tested against the boxes
// that start inside its x interval, and the walk stops at the first that starts beyond it.
//
// Boxes are closed: boxes that touch count as meeting, like worldBoxesOverlap, so shapes that touch under
// the one touching rule are never dropped by the box test (their boxes touch at least).

import { type WorldBox, worldBoxesOverlap } from './boundingVerdict';
import { buildAabb } from './boxes';
import { polygonDistance } from './distance';
import { GeometryError } from './errors';
import { type Placed, worldVertices } from './polygon';
import type { Contact } from './tolerances';
import { assertPlaced } from './validate';

export type BoxPair = readonly [number, number];

export interface SweepAndPruneOutput {
  /** Pairs [i, j], i < j, of box indices whose boxes overlap or touch, in the order the sweep finds them. */
  readonly pairs: readonly BoxPair[];
  /** Box indices sorted by their left side (ties by index): the order the sweep visits them. */
  readonly order: readonly number[];
  /** Box tests the sweep made: the pairs whose x intervals meet, each then tested on y. */
  readonly pairTests: number;
}

export interface AllPairsOutput {
  /** Pairs [i, j], i < j, whose boxes overlap or touch, in lexicographic order. */
  readonly pairs: readonly BoxPair[];
  /** Box tests made: every pair, n(n − 1)/2. */
  readonly pairTests: number;
}

function assertBoxes(boxes: readonly WorldBox[], query: string): void {
  if (!Array.isArray(boxes)) throw new GeometryError('bad-parameter', `${query} needs a list of boxes; got ${String(boxes)}.`);
  boxes.forEach((box, i) => {
    const ok = box && typeof box === 'object' && box.min && box.max
      && Number.isFinite(box.min.x) && Number.isFinite(box.min.y) && Number.isFinite(box.max.x) && Number.isFinite(box.max.y);
    if (!ok) throw new GeometryError('non-finite', `${query}: box ${i} must have finite min and max corners.`, i);
    if (box.min.x > box.max.x || box.min.y > box.max.y) {
      throw new GeometryError('bad-parameter', `${query}: box ${i} has min (${box.min.x}, ${box.min.y}) beyond max (${box.max.x}, ${box.max.y}).`, i);
    }
  });
}

/** Every pair of boxes tested: the n(n − 1)/2 baseline a broad phase is measured against. */
export function allPairsOverlap(boxes: readonly WorldBox[]): AllPairsOutput {
  assertBoxes(boxes, 'allPairsOverlap');
  const pairs: BoxPair[] = [];
  const n = boxes.length;
  for (let i = 0; i < n; i++) {
    const a = boxes[i];
    for (let j = i + 1; j < n; j++) {
      const b = boxes[j];
      if (worldBoxesOverlap(a, b)) pairs.push([i, j]);
    }
  }
  return { pairs, pairTests: (n * (n - 1)) / 2 };
}

/**
 * Sort and sweep along x. Sorting by min x costs O(n log n); the walk costs one test per pair whose x
 * intervals meet, plus one failed look per box: O(n + k) for k such pairs, against n(n − 1)/2 for all pairs.
 */
export function sweepAndPrune(boxes: readonly WorldBox[]): SweepAndPruneOutput {
  assertBoxes(boxes, 'sweepAndPrune');
  const n = boxes.length;
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((i, j) => boxes[i].min.x - boxes[j].min.x || i - j);
  const pairs: BoxPair[] = [];
  let pairTests = 0;
  for (let p = 0; p < n; p++) {
    const a = boxes[order[p]];
    for (let q = p + 1; q < n; q++) {
      const b = boxes[order[q]];
      if (b.min.x > a.max.x) break; // every later box starts further right still
      pairTests++;
      if (a.min.y <= b.max.y && b.min.y <= a.max.y) {
        const i = order[p], j = order[q];
        pairs.push(i < j ? [i, j] : [j, i]);
      }
    }
  }
  return { pairs, order, pairTests };
}

export interface IntervalLanes {
  /** For each box, the row of the strip its x interval is drawn in. */
  readonly lanes: readonly number[];
  /** Rows used: the most x intervals that share one point, the longest the sweep's list of open boxes gets. */
  readonly laneCount: number;
}

/**
 * The boxes' x intervals packed into rows, in the sweep's order: each takes the first row whose last
 * interval ended strictly before it starts (intervals that touch meet, so they never share a row). Taking
 * intervals by their left ends, this greedy packing uses exactly as many rows as the most intervals over
 * one point (interval graphs are perfect), which is what a drawing of the sweep wants.
 */
export function intervalLanes(boxes: readonly WorldBox[], order: readonly number[] = sweepAndPrune(boxes).order): IntervalLanes {
  assertBoxes(boxes, 'intervalLanes');
  const lanes = new Array<number>(boxes.length).fill(0);
  const ends: number[] = [];
  for (const i of order) {
    const box = boxes[i];
    let lane = ends.findIndex((end) => end < box.min.x);
    if (lane < 0) lane = ends.length;
    ends[lane] = box.max.x;
    lanes[i] = lane;
  }
  return { lanes, laneCount: ends.length };
}

/** The world AABB of a placed polygon, as corners: buildAabb over its turned vertices (the points that set each side). */
export function worldBoxOf(placed: Placed): WorldBox {
  assertPlaced(placed, 'worldBoxOf');
  const world = worldVertices(placed);
  const sides = buildAabb(world).boundingIndices;
  return { min: { x: world[sides.minX].x, y: world[sides.minY].y }, max: { x: world[sides.maxX].x, y: world[sides.maxY].y } };
}

export interface BroadPhaseOutput {
  readonly boxes: readonly WorldBox[];
  readonly sweep: SweepAndPruneOutput;
  /** The exact verdict of each pair of `sweep.pairs` (same index): polygonDistance under the one touching rule. */
  readonly contacts: readonly Contact[];
  /** How many of those pairs touch or overlap. */
  readonly meeting: number;
}

/** Boxes, the sweep's candidate pairs, and the exact test on each candidate only. */
export function broadPhase(placed: readonly Placed[]): BroadPhaseOutput {
  if (!Array.isArray(placed)) throw new GeometryError('bad-parameter', `broadPhase needs a list of placed shapes; got ${String(placed)}.`);
  const boxes = placed.map(worldBoxOf);
  const sweep = sweepAndPrune(boxes);
  const contacts = sweep.pairs.map(([i, j]) => polygonDistance(placed[i], placed[j]).contact);
  return { boxes, sweep, contacts, meeting: contacts.filter((c) => c !== 'separated').length };
}
