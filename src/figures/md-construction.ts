// The source article's loop that finds the minimum translation, one feature pair at a time: each edge of A
// against B's supporting vertex, then each edge of B against A's.

import {
  type ConstructionOutput, type DistanceOutput, type MinkowskiDifference, type Placed, type Vec2, distanceFromMinkowski, dot, featurePairSteps,
  minkowskiDifference, negate, support, worldCentroid, worldNormals,
} from '../geometry';
import { type PolygonState, CONVEX_MARGIN, POLYGON_REACH, formatVector, outlineOf, placedPolygon, poseFields, polygonShape, poseOf, withPolygonPose, worldVerticesOf } from './shared/shapes';
import { bodiesAB } from './shared/bodies';
import { beside } from './shared/labels';
import { defineFigure, shapeColor } from '../ui/figure';
import { fixed } from '../ui/format';

interface State {
  readonly a: PolygonState;
  readonly b: PolygonState;
  /** 0 .. pairs: step k < pairs shows pair k; step = pairs shows the answer. */
  readonly step: number;
  readonly playing: boolean;
  /** Seconds since the last automatic step. */
  readonly elapsed: number;
  /** The source's remark: the supporting vertex is the one with the largest dot product; show every vertex's. */
  readonly showDots: boolean;
  /** The source's other remark: a test that only asks "do they overlap?" stops at the first positive distance. */
  readonly earlyExit: boolean;
}

interface Derived {
  readonly a: Placed;
  readonly b: Placed;
  readonly construction: ConstructionOutput;
  readonly minkowski: MinkowskiDifference;
  readonly distance: DistanceOutput;
  readonly pairs: number;
  /** The step shown: 0 .. last, or last + 1 for the end of the loop. */
  readonly step: number;
  /** The last pair the loop visits: the first positive one when stopping early, else the last pair. */
  readonly last: number;
  /** The first pair with a positive distance (a separating edge), or -1. */
  readonly firstPositive: number;
}

const SECONDS_PER_STEP = 0.9;
/** The loop here walks two quadrilaterals: 8 feature pairs, so the step slider's range is the pair count. */
const CORNERS = 4;
const PAIRS = 2 * CORNERS;

const initialState = (): State => ({
  a: { x: -0.9, y: -0.1, angle: 0.25, vertices: outlineOf(4, 1, true, 0).map((v) => ({ x: v.x * 1.1, y: v.y * 0.7 })) },
  b: { x: 0.9, y: 0.35, angle: -0.4, vertices: [{ x: -0.5, y: -0.45 }, { x: 0.55, y: -0.35 }, { x: 0.35, y: 0.5 }, { x: -0.4, y: 0.4 }] },
  step: 0,
  playing: false,
  elapsed: 0,
  showDots: false,
  earlyExit: false,
});

const clampStep = (step: number, end: number) => Math.min(end, Math.max(0, Math.round(step)));
/** One past the last pair the loop visits: where the loop ends (the answer, or the early exit). */
const endOf = (s: State) => {
  if (!s.earlyExit) return PAIRS;
  const first = featurePairSteps(placedPolygon(s.a), placedPolygon(s.b)).steps.findIndex((step) => step.candidates.some((c) => c.distance > 0));
  return first < 0 ? PAIRS : first + 1;
};
const other = (source: 'A' | 'B') => (source === 'A' ? 'B' : 'A');
/** A polygon of exactly CORNERS corners, as a link may carry it. */
const quadrilateralFields = (path: string) => [
  ...poseFields(path),
  { kind: 'polygon' as const, path: `${path}.vertices`, minCount: CORNERS, maxCount: CORNERS, maxRadius: POLYGON_REACH, margin: CONVEX_MARGIN },
];
const distanceText = (value: number | undefined) => (value === undefined ? '—' : fixed(value, 3));

export default defineFigure<State, Derived>({
  id: 'md-construction',
  title: 'Building the answer one feature pair at a time',
  height: 440,
  views: [
    { id: 'world', title: 'World', center: { x: 0, y: 0 }, span: 5 },
    { id: 'md', title: 'Configuration space: B − A', center: { x: 1.6, y: 0.3 }, span: 6.5 },
  ],
  legend: [
    { color: 'shapeA', label: 'edges of A and the MD edges they make' },
    { color: 'shapeB', label: 'edges of B and theirs' },
    { color: 'feature', label: 'supporting vertex, and the origin projected onto the MD edge' },
    { color: 'translation', label: 'the running values (rings): the largest pair distance so far and the smallest positive one; and the answer' },
    { color: 'minkowski', label: 'B − A' },
  ],
  caption: `
    <p>This is the loop behind the minimum translation in Paul Firth’s “Collision detection for dummies”, one
    feature pair at a time. Step through it with the slider, the buttons or <strong>Play</strong>. Each step takes
    one edge, with its outward normal (edges and corners are numbered counter-clockwise, and every normal points
    out of its shape). The supporting vertex of the other shape is the one that reaches farthest against that
    normal: the largest dot product with the reversed normal (<strong>show every vertex’s reach</strong> prints
    each one). The edge and that vertex make one edge of B − A, in the second view (beside the shapes, or below
    them on a narrow screen).</p>
    <p>The origin is projected onto that edge and clamped to its ends, since the nearest point of a segment may
    be an end. The pair’s distance is the length of that projection, negative when the origin lies on the inner
    side of the edge’s line. A negative pair only says that this edge does not separate the shapes; one positive
    pair is enough to prove a gap. The source keeps two running values: the largest distance of any pair (it calls
    it the least penetrating, and it only means that while every pair so far is negative) and the smallest positive
    one. At the end, if the largest is negative the shapes overlap and that pair is the shortest way out; otherwise
    the smallest positive distance is the gap. The source also notes that a test that only asks whether they
    overlap can stop at the first positive pair: switch on <strong>stop at the first positive pair</strong>.</p>
    <p>Both loops are needed: an edge of B − A comes from an edge of A <em>or</em> of B, and the nearest one can be
    either. When two edges are exactly parallel, two vertices tie as supports, and both are tried.</p>`,
  initialState,
  fields: [
    ...quadrilateralFields('a'), ...quadrilateralFields('b'),
    { kind: 'number', path: 'step', min: 0, max: PAIRS, integer: true },
    { kind: 'boolean', path: 'showDots' }, { kind: 'boolean', path: 'earlyExit' },
  ],

  derive(state) {
    const a = placedPolygon(state.a), b = placedPolygon(state.b);
    const construction = featurePairSteps(a, b);
    const minkowski = minkowskiDifference(a, b);
    const pairs = construction.steps.length;
    const firstPositive = construction.steps.findIndex((step) => step.candidates.some((c) => c.distance > 0));
    const last = state.earlyExit && firstPositive >= 0 ? firstPositive : pairs - 1;
    return {
      a, b, construction, minkowski, distance: distanceFromMinkowski(a, b, minkowski), pairs, step: clampStep(state.step, last + 1), last, firstPositive,
    };
  },

  readouts(_state, d) {
    const done = d.step > d.last;
    const stopped = done && d.last < d.pairs - 1;
    const current = done ? null : d.construction.steps[d.step];
    const shown = Math.min(d.step, d.last);
    const bests = d.construction.steps[shown];
    const chosen = d.construction.chosen;
    const chosenStep = d.construction.steps[chosen.step];
    const pairText = (step: typeof current, candidate?: number) => step
      ? `edge ${step.edgeIndex} of ${step.source}, vertex ${candidate === undefined ? step.candidates.map((c) => c.vertexIndex).join(' and ') : step.candidates[candidate].vertexIndex} of ${other(step.source)}`
      : '—';
    return [
      { name: 'step', label: 'Step', value: stopped ? `stopped after pair ${d.last + 1} of ${d.pairs}` : done ? `done (${d.pairs} pairs)` : `${d.step + 1} of ${d.pairs}` },
      { name: 'pair', label: 'Feature pair', value: pairText(current) },
      { name: 'supports', label: 'Supporting vertices', value: current ? current.candidates.length : null, digits: 0 },
      { name: 'projection', label: 'Origin projected (clamped)', value: current ? formatVector(current.candidates[0].projection) : '—' },
      { name: 'pair-distance', label: 'Pair distance', value: current ? current.candidates.map((c) => fixed(c.distance, 3)).join(' / ') : '—' },
      { name: 'largest', label: 'Largest pair distance so far (the source’s “least penetrating”)', value: distanceText(bests.largest.distance) },
      { name: 'least-positive', label: 'Smallest positive so far', value: distanceText(bests.leastPositive?.distance) },
      {
        name: 'chosen', label: 'Chosen pair',
        value: stopped ? `none: pair ${d.last + 1} is positive, so the shapes are apart` : done ? pairText(chosenStep, chosen.candidate) : '(at the end)',
      },
      { name: 'distance', label: 'Signed distance', value: done && !stopped ? chosen.distance : null, unit: 'u' },
    ];
  },

  controls(panel) {
    // Counted from 1, as the Step readout counts; one past the last pair shows the answer.
    panel.number('step', {
      min: 1, max: PAIRS + 1, step: 1, maxOf: (s) => endOf(s) + 1,
      get: (s) => clampStep(s.step, endOf(s)) + 1,
      set: (s, v) => ({ ...s, step: clampStep(v - 1, endOf(s)), playing: false }),
    });
    panel.button('Previous pair', (s) => ({ ...s, step: clampStep(s.step - 1, endOf(s)), playing: false }));
    panel.button('Next pair', (s) => ({ ...s, step: clampStep(s.step + 1, endOf(s)), playing: false }));
    panel.button('Play / pause', (s) => ({ ...s, playing: !s.playing, elapsed: 0, step: s.step >= endOf(s) && !s.playing ? 0 : s.step }));
    panel.toggle('show every vertex’s reach', { get: (s) => s.showDots, set: (s, showDots) => ({ ...s, showDots }) });
    panel.toggle('stop at the first positive pair', { get: (s) => s.earlyExit, set: (s, earlyExit) => ({ ...s, earlyExit, step: clampStep(s.step, endOf({ ...s, earlyExit })) }) });
    panel.button('Parallel edges (two supports)', (s) => ({
      ...s,
      a: { ...s.a, x: -0.9, y: 0, angle: 0 },
      b: { ...s.b, x: 0.9, y: 0.2, angle: 0, vertices: [{ x: -0.5, y: -0.45 }, { x: 0.5, y: -0.45 }, { x: 0.5, y: 0.45 }, { x: -0.5, y: 0.45 }] },
    }));
    panel.button('Separated', (s) => ({ ...s, a: { ...s.a, x: -1.3, y: -0.3 }, b: { ...s.b, x: 1.2, y: 0.6 } }));
  },

  animating: (s) => s.playing,
  paused: (s) => ({ ...s, playing: false }),
  advance(s, seconds, { reducedMotion }) {
    const end = endOf(s);
    if (reducedMotion) return { ...s, step: end, playing: false };
    const elapsed = s.elapsed + seconds;
    if (elapsed < SECONDS_PER_STEP) return { ...s, elapsed };
    const step = clampStep(s.step + 1, end);
    return { ...s, step, elapsed: 0, playing: step < end };
  },

  draw(scene) {
    scene.layer('world', (pen) => pen.grid(1));
    bodiesAB(scene, 'world', (which) => ({
      label: `polygon ${which.toUpperCase()}`, rotatable: true, fillAlpha: 0.1,
      shape: (s) => polygonShape(s[which]),
      pose: (s) => poseOf(s[which]),
      setPose: (s, pose) => ({ ...s, [which]: withPolygonPose(s[which], pose) }),
    }));
    scene.layer('world', (pen, s, d) => {
      // Winding and normals: every edge numbered with a short outward tick, every corner numbered.
      for (const which of ['a', 'b'] as const) {
        const placed = which === 'a' ? d.a : d.b;
        const world = worldVerticesOf(s[which]);
        const normals = worldNormals(placed);
        const centre = worldCentroid(placed);
        world.forEach((v, i) => {
          const next = world[(i + 1) % world.length];
          const middle = { x: (v.x + next.x) / 2, y: (v.y + next.y) / 2 };
          const normal = normals[i];
          pen.arrow(middle, { x: middle.x + normal.x * 0.22, y: middle.y + normal.y * 0.22 }, { color: shapeColor(which), width: 1, alpha: 0.55, head: 5 });
          // The edge's name outside it, a little along the edge from its tick (the stalk crosses the middle of an edge).
          const along = pen.view.toWorldLength(16);
          const edge = { x: next.x - v.x, y: next.y - v.y }, length = Math.hypot(edge.x, edge.y) || 1;
          pen.label(`e${i}`, { x: middle.x + (edge.x / length) * along, y: middle.y + (edge.y / length) * along }, { color: shapeColor(which), size: 10, ...beside(normal, 5) });
          // A corner's number outside the corner, away from the shape's centre.
          pen.label(String(i), v, { color: 'muted', size: 10, ...beside({ x: v.x - centre.x, y: v.y - centre.y }, 7) });
        });
      }
      if (d.step <= d.last) {
        const step = d.construction.steps[d.step];
        const color = shapeColor(step.source);
        pen.segment(step.edge[0], step.edge[1], { color, width: 5 });
        // From a third of the way along the edge, not its middle: a shape's rotation stalk may stand on the middle.
        const middle = { x: step.edge[0].x + (step.edge[1].x - step.edge[0].x) * 0.3, y: step.edge[0].y + (step.edge[1].y - step.edge[0].y) * 0.3 };
        const tip = { x: middle.x + step.normal.x * 0.6, y: middle.y + step.normal.y * 0.6 };
        pen.arrow(middle, tip, { color, width: 2.5 });
        // Beside the arrow's tip, square to it: off the arrow and off the edge.
        pen.label('n', tip, { color, bold: true, ...beside({ x: step.normal.y, y: -step.normal.x }, 7) });
        const supportShape = step.source === 'A' ? s.b : s.a;
        const supportWorld = worldVerticesOf(supportShape);
        if (s.showDots) {
          // The source's definition: the supporting vertex has the largest dot product with the reversed normal.
          const against = negate(step.normal);
          const best = new Set(support(polygonShape(supportShape), poseOf(supportShape), against));
          const centre = worldCentroid(placedPolygon(supportShape));
          supportWorld.forEach((v, i) => pen.label(fixed(dot(v, against), 2), v, {
            color: best.has(i) ? 'feature' : 'muted', size: 11, bold: best.has(i), ...beside({ x: v.x - centre.x, y: v.y - centre.y }, 22),
          }));
        }
        for (const candidate of step.candidates) {
          const v = supportWorld[candidate.vertexIndex];
          pen.arrow(v, { x: v.x - step.normal.x * 0.45, y: v.y - step.normal.y * 0.45 }, { color: 'feature', width: 2 });
          pen.dot(v, 7, { fill: 'feature' });
        }
      } else if (d.last === d.pairs - 1) {
        pen.arrow(d.distance.pointA, d.distance.pointB, { color: 'translation', width: 3 });
      }
    });

    // B − A stays in sight: a drag or key that would carry it out of its view stops at the edge.
    scene.keepInView('md', (_s, d) => d.minkowski.vertices);
    scene.layer('md', (pen, _s, d) => {
      pen.grid(1);
      pen.polygon(d.minkowski.vertices, { fill: 'minkowski', fillAlpha: 0.06, color: 'muted', width: 1, alpha: 0.4, dash: 4 });
      const origin: Vec2 = { x: 0, y: 0 };
      const shown = Math.min(d.step, d.last);
      d.construction.steps.forEach((step, k) => {
        if (k > shown) return;
        const current = k === d.step;
        for (const c of step.candidates) pen.segment(c.start, c.end, { color: shapeColor(step.source), width: current ? 5 : 2, alpha: current ? 1 : 0.6 });
      });
      // The source's two running values, as the readouts give them: the largest pair distance so far (of any
      // sign) and the smallest positive one, each ringed and named (once, where they are the same pair).
      const { largest: largestAt, leastPositive } = d.construction.steps[shown];
      const same = leastPositive !== null && leastPositive.step === largestAt.step && leastPositive.candidate === largestAt.candidate;
      const rings: [{ readonly step: number; readonly candidate: number }, string][] = [[largestAt, same ? 'largest, least > 0' : 'largest']];
      if (leastPositive && !same) rings.push([leastPositive, 'least > 0']);
      for (const [at, name] of rings) {
        const p = d.construction.steps[at.step].candidates[at.candidate].projection;
        pen.circle(p, pen.view.toWorldLength(8), { color: 'translation', width: 2 });
        pen.label(name, p, { color: 'translation', size: 11, ...beside({ x: -p.y, y: p.x }, 12) });
      }
      if (d.step > d.last && d.last < d.pairs - 1) {
        // Stopped early at a positive pair: that edge separates the shapes.
        const c = d.construction.steps[d.last].candidates[0];
        pen.segment(origin, c.projection, { color: 'apart', width: 3 });
        pen.label('apart: stop here', c.projection, { color: 'apart', size: 12, bold: true, ...beside(c.projection, 10) });
      } else if (d.step <= d.last) {
        for (const c of d.construction.steps[d.step].candidates) {
          pen.segment(origin, c.projection, { color: 'feature', width: 2, dash: 5 });
          pen.dot(c.projection, 5, { fill: 'feature' });
          pen.label(fixed(c.distance, 2), c.projection, { color: 'feature', size: 12, ...beside(c.projection, 10) });
        }
      } else {
        const chosen = d.construction.steps[d.construction.chosen.step].candidates[d.construction.chosen.candidate];
        pen.segment(origin, chosen.projection, { color: 'translation', width: 3 });
        pen.dot(chosen.projection, 5, { fill: 'translation' });
        pen.label(`${fixed(d.construction.chosen.distance, 3)}`, chosen.projection, { color: 'translation', size: 12, ...beside(chosen.projection, 10) });
      }
      pen.dot(origin, 5, { fill: 'origin' });
      const nearest = d.distance.mtd;
      pen.label('origin', origin, { color: 'muted', size: 11, ...beside(Math.hypot(nearest.x, nearest.y) > 1e-9 ? negate(nearest) : { x: -1, y: -1 }, 9) });
    });
  },
});
