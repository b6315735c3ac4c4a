// The broad phase: why the cheap tests exist. Many seeded convex polygons, each with its AABB; of the
// n(n − 1)/2 pairs only those whose boxes meet go on to the exact test, and a sort and sweep along x finds
// them without testing every pair. Shape A (the reader's) is dragged; the others drift when Play is on.

import {
  type BroadPhaseOutput, type ConvexPolygon, type IntervalLanes, type Placed, type Vec2, type WorldBox,
  allPairsOverlap, broadPhase, intervalLanes, randomConvexPolygon, sweepAndPrune, worldVertices,
} from '../geometry';
import { type PoseState, memoize, normalizeAngle, poseOf } from './shared/shapes';
import { besideCentre } from './shared/labels';
import { type Pen, defineFigure } from '../ui/figure';
import { fixed } from '../ui/format';

type Layout = 'scattered' | 'column';

interface State {
  /** Shapes in the scene, A included. */
  readonly count: number;
  readonly seed: number;
  readonly layout: Layout;
  /** Seconds the shapes have drifted. */
  readonly time: number;
  readonly playing: boolean;
  readonly boxes: boolean;
  readonly highlight: boolean;
  readonly a: PoseState;
}

/** What each shape takes part in: 0 nothing, 1 a pair of boxes that meet, 2 a pair that truly meets. */
type Role = 0 | 1 | 2;

interface Derived {
  readonly placed: readonly Placed[];
  readonly phase: BroadPhaseOutput;
  readonly lanes: IntervalLanes;
  readonly roles: readonly Role[];
  readonly allPairs: number;
  /** Boxes A's box meets, and shapes A truly meets. */
  readonly aBoxes: number;
  readonly aMeets: number;
  /** Milliseconds per run, measured as this state was derived (not a function of the state). */
  readonly sweepTime: number;
  readonly allPairsTime: number;
}

export const COUNT = { min: 10, max: 500 };
export const SEED = { min: 1, max: 99999 };
const TIME_LIMIT = 3600;
/** The scene the shapes drift in, and the strip under it where the sweep's intervals are drawn. */
export const SCENE: WorldBox = { min: { x: -10, y: -2.3 }, max: { x: 10, y: 5.6 } };
const COLUMN_HALF_WIDTH = 0.6;
/** In the column, shapes are drawn smaller, so that it reads as a crowd, not a solid pile. */
const COLUMN_SIZE = 0.5;
const STRIP = { top: -2.9, bottom: -5.6 };

/** A fixed hexagon-like shape for A: large enough to grab at any count. */
const SHAPE_A: ConvexPolygon = randomConvexPolygon(6, 0.7, 5);

/** A small seeded generator (mulberry32): the same seed and index give the same shape anywhere. */
function random(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

interface Drifter {
  readonly shape: ConvexPolygon;
  /** Distance from its origin to its farthest vertex: how far inside the walls its centre bounces. */
  readonly reach: number;
  readonly start: Vec2;
  readonly velocity: Vec2;
  readonly angle: number;
  readonly spin: number;
}

/** Typical radius for n shapes: the scene about as full at 10 shapes as at 500. */
const radiusFor = (count: number) => 3.2 / Math.sqrt(count);

/** Shape i of the seed (i ≥ 1; shape 0 is A): its outline, start, velocity and spin. */
function drifter(seed: number, index: number, radius: number, layout: Layout): Drifter {
  const next = random(seed * 7919 + index * 104729);
  const vertices = 3 + Math.floor(next() * 5);
  const shape = randomConvexPolygon(vertices, radius * (0.6 + 0.8 * next()), Math.floor(next() * 2 ** 31));
  // How far it reaches from its centre: the polygon's own radius (its farthest vertex).
  const reach = shape.radius;
  const halfWidth = layout === 'column' ? COLUMN_HALF_WIDTH : (SCENE.max.x - SCENE.min.x) / 2;
  const start = { x: (next() * 2 - 1) * halfWidth, y: SCENE.min.y + next() * (SCENE.max.y - SCENE.min.y) };
  const heading = next() * 2 * Math.PI, speed = 0.3 + 0.7 * next();
  return { shape, reach, start, velocity: { x: speed * Math.cos(heading), y: speed * Math.sin(heading) }, angle: next() * 2 * Math.PI, spin: (next() - 0.5) * 1.2 };
}

const drifters: (seed: number, count: number, layout: Layout) => readonly Drifter[] = memoize(
  (seed: number, count: number, layout: Layout) => `${seed}|${count}|${layout}`,
  (seed: number, count: number, layout: Layout) =>
    Array.from({ length: count - 1 }, (_, i) => drifter(seed, i + 1, radiusFor(count) * (layout === 'column' ? COLUMN_SIZE : 1), layout)),
  8,
);

/** u bounced back and forth between lo and hi (a triangle wave): where a drifter is after a straight run. Exported for its test. */
export function bounce(u: number, lo: number, hi: number): number {
  const span = hi - lo;
  if (!(span > 0)) return (lo + hi) / 2;
  const m = ((((u - lo) % (2 * span)) + 2 * span) % (2 * span));
  return lo + (m <= span ? m : 2 * span - m);
}

function placeDrifter(d: Drifter, time: number, layout: Layout): Placed {
  const halfWidth = layout === 'column' ? COLUMN_HALF_WIDTH : (SCENE.max.x - SCENE.min.x) / 2;
  const r = Math.min(d.reach, halfWidth * 0.9);
  const x = bounce(d.start.x + d.velocity.x * time, -halfWidth + r, halfWidth - r);
  const y = bounce(d.start.y + d.velocity.y * time, SCENE.min.y + d.reach, SCENE.max.y - d.reach);
  return { shape: d.shape, pose: { position: { x, y }, angle: d.angle + d.spin * time } };
}

/** The shapes a state shows, A first: the browser tests rebuild the scene from a page's state with it. */
export const sceneOf = (state: State): Placed[] =>
  [{ shape: SHAPE_A, pose: poseOf(state.a) }, ...drifters(state.seed, state.count, state.layout).map((d) => placeDrifter(d, state.time, state.layout))];

/** The runs already warmed up, untimed. */
const warm = new Set<string>();
const WARM_UP_RUNS = 30;

/**
 * The time of one run of `run`, in ms: runs repeated in batches of at least 0.3 ms (browsers give
 * performance.now() in steps of up to 0.1 ms), two or three batches, the fastest batch kept, so that a
 * pause of the page (garbage collection, another tab) in one batch does not show as the algorithm's time.
 */
function timePerRun(name: string, run: () => void): number {
  if (!warm.has(name)) {
    // The first runs on a page pay for compiling the code, tier after tier: not what a frame costs.
    warm.add(name);
    for (let i = 0; i < WARM_UP_RUNS; i++) run();
  }
  let best = Infinity, spent = 0;
  for (let batch = 0; batch < 2 || (batch < 3 && spent < 0.9); batch++) {
    const start = performance.now();
    let runs = 0, elapsed: number;
    do {
      run();
      runs++;
      elapsed = performance.now() - start;
    } while (elapsed < 0.3 && runs < 300);
    spent += elapsed;
    best = Math.min(best, elapsed / runs);
  }
  return best;
}

const clampCount = (v: number) => Math.round(Math.min(COUNT.max, Math.max(COUNT.min, v)));
const clampSeed = (v: number) => Math.round(Math.min(SEED.max, Math.max(SEED.min, v)));
const clampA = (p: Vec2): Vec2 => ({
  x: Math.min(SCENE.max.x, Math.max(SCENE.min.x, p.x)), y: Math.min(SCENE.max.y, Math.max(SCENE.min.y, p.y)),
});

const initialState = (): State => ({
  count: 120, seed: 1, layout: 'scattered', time: 0, playing: false, boxes: true, highlight: true, a: { x: -1.5, y: 1.6, angle: 0.3 },
});

const corners = (b: WorldBox): Vec2[] => [b.min, { x: b.max.x, y: b.min.y }, b.max, { x: b.min.x, y: b.max.y }];
const ROLE_COLOR = ['muted', 'feature', 'overlap'] as const;
/** Up to this many shapes, labels keep off their outlines; beyond, the shapes are small and the search would cost a frame. */
const LABELS_AVOID_SHAPES = 150;

/** Row k of `rows` in the strip, top to bottom, under its title; rows at most 7 px apart. */
function rowY(pen: Pen, k: number, rows: number): number {
  const top = STRIP.top - pen.view.toWorldLength(18);
  const step = Math.min(pen.view.toWorldLength(7), (top - STRIP.bottom) / Math.max(1, rows));
  return top - step * (k + 0.5);
}

export default defineFigure<State, Derived>({
  id: 'broad-phase',
  title: 'Many shapes: the broad phase, and a sort and sweep along x',
  height: 600,
  views: [{ id: 'world', title: 'Scene', center: { x: 0, y: 0 }, span: 11.4, fitWidth: 20.6 }],
  legend: [
    { color: 'shapeA', label: 'shape A (drag it; Q and E turn it) and the x band of boxes the sweep tests it against' },
    { color: 'muted', label: 'a shape, its AABB, its x interval: its box meets no other' },
    { color: 'feature', label: 'boxes that meet: the pair goes on to the exact test' },
    { color: 'overlap', label: 'shapes that truly touch or overlap (the exact test)' },
  ],
  caption: `
    <p>A game world holds many shapes, and an exact test on every pair costs n(n − 1)/2 tests: 7,140 pairs for 120
    shapes, 124,750 for 500. Most pairs are far apart, and their axis-aligned boxes say so at the price of four
    comparisons. Paul Firth’s “Collision detection for dummies” names this use of the AABB: a cheap overlap check for
    broad overlap first, the expensive fine-grained check later. Here the exact test (the signed distance, with a gap
    within a billionth of the scene’s size counted as touching) runs only on the pairs whose boxes meet. Drag shape A into the crowd (Q and E turn it),
    or press <strong>Play</strong> to set the others drifting, and compare the two counts under the drawing.</p>
    <p>Testing every pair of boxes is still n(n − 1)/2 tests. A <em>sort and sweep</em> sorts the boxes by their left
    side and walks the list once: a box can only meet the boxes that start before it ends, so each box is tested against
    those alone. The strip under the scene shows the boxes’ x intervals in that order, packed into rows; the faint red band is
    the stretch of x in which the sweep looks for A’s partners. Drag the <strong>shapes</strong> slider from 10 to 500:
    all pairs grow with the square of the count, the pairs the sweep tests far more slowly. The two times under the
    drawing are measured as the figure runs, so they change from frame to frame and from machine to machine: below a
    hundred or so shapes the sort costs about what it saves, and at 500 the sweep takes a fraction of the time. Then
    choose the <strong>column</strong> layout: the boxes crowd into one narrow stretch of x, and the sweep tests many
    times the share of pairs it tested before, though the shapes are smaller. Sorting along y would suit this scene;
    physics engines use grids or trees of boxes, which suit any layout.</p>`,
  initialState,
  fields: [
    { kind: 'number', path: 'count', min: COUNT.min, max: COUNT.max, integer: true },
    { kind: 'number', path: 'seed', min: SEED.min, max: SEED.max, integer: true },
    { kind: 'choice', path: 'layout', options: ['scattered', 'column'] },
    { kind: 'number', path: 'time', min: 0, max: TIME_LIMIT },
    { kind: 'boolean', path: 'playing' },
    { kind: 'boolean', path: 'boxes' },
    { kind: 'boolean', path: 'highlight' },
    { kind: 'number', path: 'a.x', min: SCENE.min.x, max: SCENE.max.x },
    { kind: 'number', path: 'a.y', min: SCENE.min.y, max: SCENE.max.y },
    { kind: 'number', path: 'a.angle', min: -Math.PI, max: Math.PI },
  ],

  derive(state) {
    const placed = sceneOf(state);
    const phase = broadPhase(placed);
    const roles: Role[] = placed.map(() => 0);
    let aBoxes = 0, aMeets = 0;
    phase.sweep.pairs.forEach(([i, j], k) => {
      const role: Role = phase.contacts[k] === 'separated' ? 1 : 2;
      roles[i] = Math.max(roles[i], role) as Role;
      roles[j] = Math.max(roles[j], role) as Role;
      if (i === 0) {
        aBoxes++;
        if (role === 2) aMeets++;
      }
    });
    const n = placed.length;
    return {
      placed, phase, roles, aBoxes, aMeets,
      lanes: intervalLanes(phase.boxes, phase.sweep.order),
      allPairs: (n * (n - 1)) / 2,
      sweepTime: timePerRun('sweep', () => sweepAndPrune(phase.boxes)),
      allPairsTime: timePerRun('all pairs', () => allPairsOverlap(phase.boxes)),
    };
  },

  readouts(_state, d) {
    const tested = d.phase.sweep.pairTests;
    return [
      { name: 'shapes', label: 'Shapes', value: String(d.placed.length) },
      { name: 'all-pairs', label: 'Pairs an all-pairs test checks, n(n − 1)/2', value: String(d.allPairs) },
      { name: 'sweep-tests', label: 'Pairs the sweep tests (their x intervals meet)', value: `${tested} (${fixed(100 * tested / Math.max(1, d.allPairs), 1)} %)` },
      { name: 'box-pairs', label: 'Pairs whose boxes meet (exact tests made)', value: String(d.phase.sweep.pairs.length) },
      { name: 'meeting', label: 'Pairs that truly touch or overlap', value: String(d.phase.meeting) },
      { name: 'a-pairs', label: 'A’s box meets / A truly meets', value: `${d.aBoxes} / ${d.aMeets}` },
      { name: 'rows', label: 'Most boxes open at one x (strip rows)', value: String(d.lanes.laneCount) },
      { name: 'sweep-time', label: 'Sort and sweep: time per frame (measured)', value: d.sweepTime, unit: 'ms', digits: 3, measured: true },
      { name: 'all-pairs-time', label: 'All pairs of boxes: time per frame (measured)', value: d.allPairsTime, unit: 'ms', digits: 3, measured: true },
    ];
  },

  controls(panel) {
    panel.number('shapes', { min: COUNT.min, max: COUNT.max, step: 1, get: (s) => s.count, set: (s, v) => ({ ...s, count: clampCount(v) }) });
    panel.number('seed', { min: SEED.min, max: SEED.max, step: 1, get: (s) => s.seed, set: (s, v) => ({ ...s, seed: clampSeed(v) }) });
    panel.choice('layout', {
      options: { scattered: 'scattered', 'a column (bad for x)': 'column' },
      get: (s) => s.layout,
      set: (s, layout) => ({ ...s, layout: layout === 'column' ? 'column' : 'scattered' }),
    });
    panel.toggle('show boxes', { get: (s) => s.boxes, set: (s, boxes) => ({ ...s, boxes }) });
    panel.toggle('highlight pairs', { get: (s) => s.highlight, set: (s, highlight) => ({ ...s, highlight }) });
    panel.button('Play / pause (drift)', (s) => ({ ...s, playing: !s.playing }));
    panel.button('New seed', (s) => ({ ...s, seed: s.seed >= SEED.max ? SEED.min : s.seed + 1, time: 0 }));
    const presets = panel.folder('Presets');
    presets.button('10 shapes', (s) => ({ ...s, count: 10, layout: 'scattered' }));
    presets.button('500 shapes', (s) => ({ ...s, count: 500, layout: 'scattered' }));
    presets.button('500 in a column: the sweep’s worst case', (s) => ({ ...s, count: 500, layout: 'column' }));
  },

  animating: (s) => s.playing,
  paused: (s) => ({ ...s, playing: false }),
  advance(s, seconds, { reducedMotion }) {
    // Reduced motion: the scene two seconds on, at once, then still.
    const time = (s.time + (reducedMotion ? 2 : seconds)) % TIME_LIMIT;
    return { ...s, time, playing: reducedMotion ? false : s.playing };
  },

  draw(scene) {
    scene.layer('world', (pen, s, d) => {
      const { boxes } = d.phase;
      pen.polygon(corners(SCENE), { color: 'muted', width: 1, alpha: 0.5 });
      // The stretch of x the sweep searches for A's partners: from A's left side to its right.
      const a = boxes[0];
      pen.polygon([{ x: a.min.x, y: STRIP.bottom }, { x: a.max.x, y: STRIP.bottom }, { x: a.max.x, y: SCENE.max.y }, { x: a.min.x, y: SCENE.max.y }],
        { fill: 'shapeA', fillAlpha: 0.07, stroke: false });
      // Shapes, boxes and intervals grouped by what they take part in, each group drawn in one pass.
      const { lanes, laneCount } = d.lanes;
      for (const role of [0, 1, 2] as const) {
        const members = d.placed.map((_, i) => i).filter((i) => i > 0 && (s.highlight ? d.roles[i] : 0) === role);
        const color = ROLE_COLOR[role];
        if (s.boxes) pen.polygons(members.map((i) => corners(boxes[i])), { color: role === 0 ? 'muted' : 'feature', width: 1, alpha: role === 0 ? 0.45 : 0.9 });
        pen.polygons(members.map((i) => worldVertices(d.placed[i])), {
          color: role === 1 ? 'muted' : color, width: role === 2 ? 1.5 : 1, fill: color, fillAlpha: role === 2 ? 0.35 : 0.1,
        }, { obstacles: d.placed.length <= LABELS_AVOID_SHAPES });
        // The strip: x intervals in the sweep's order, packed into rows.
        pen.segments(members.map((i) => {
          const y = rowY(pen, lanes[i], laneCount);
          return [{ x: boxes[i].min.x, y }, { x: boxes[i].max.x, y }] as const;
        }), { color: role === 0 ? 'muted' : 'feature', width: 1.5, alpha: role === 0 ? 0.6 : 1 });
      }
      if (s.boxes) pen.polygon(corners(a), { color: s.highlight && d.roles[0] > 0 ? 'feature' : 'shapeA', width: 1.5, dash: 4 });
      const yA = rowY(pen, lanes[0], laneCount);
      pen.segment({ x: a.min.x, y: yA }, { x: a.max.x, y: yA }, { color: 'shapeA', width: 2.5 });
      pen.segment({ x: SCENE.min.x, y: STRIP.top }, { x: SCENE.max.x, y: STRIP.top }, { color: 'muted', width: 1, alpha: 0.5 });
      pen.label('the sweep: x intervals by left end, in rows', { x: SCENE.min.x, y: STRIP.top }, { color: 'muted', size: 11, anchor: { x: 0, y: 0 }, offset: { x: 2, y: 3 } });
      pen.label('A', { x: s.a.x, y: s.a.y }, { color: 'shapeA', bold: true, size: 15, ...besideCentre(poseOf(s.a), 34) });
    });
    scene.body('world', {
      id: 'A', label: 'shape A', color: 'shapeA', rotatable: true, fillAlpha: 0.25,
      shape: () => SHAPE_A,
      pose: (s) => poseOf(s.a),
      setPose: (s, pose) => ({ ...s, a: { ...clampA(pose.position), angle: normalizeAngle(pose.angle) } }),
    });
  },
});

