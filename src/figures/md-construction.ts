// The source article's loop that finds the minimum translation, one feature pair at a time: each edge of A
// against B's supporting vertex, then each edge of B against A's.

import {
  type ConstructionOutput, type DistanceOutput, type MinkowskiDifference, type Placed, type Vec2, distanceFromMinkowski, featurePairSteps,
  minkowskiDifference, worldNormals,
} from '../geometry';
import { type PolygonState, formatVector, outlineOf, placedPolygon, polygonFields, polygonShape, poseOf, withPolygonPose, worldVerticesOf } from './shared/shapes';
import { defineFigure, shapeColor } from '../ui/figure';

interface State {
  readonly a: PolygonState;
  readonly b: PolygonState;
  /** 0 .. pairs: step k < pairs shows pair k; step = pairs shows the answer. */
  readonly step: number;
  readonly playing: boolean;
  /** Seconds since the last automatic step. */
  readonly elapsed: number;
}

interface Derived {
  readonly a: Placed;
  readonly b: Placed;
  readonly construction: ConstructionOutput;
  readonly minkowski: MinkowskiDifference;
  readonly distance: DistanceOutput;
  readonly pairs: number;
  readonly step: number;
}

const SECONDS_PER_STEP = 0.9;

const initialState = (): State => ({
  a: { x: -0.9, y: -0.1, angle: 0.25, vertices: outlineOf(4, 1, true, 0).map((v) => ({ x: v.x * 1.1, y: v.y * 0.7 })) },
  b: { x: 0.9, y: 0.35, angle: -0.4, vertices: [{ x: -0.5, y: -0.45 }, { x: 0.55, y: -0.35 }, { x: 0.35, y: 0.5 }, { x: -0.4, y: 0.4 }] },
  step: 0,
  playing: false,
  elapsed: 0,
});

const clampStep = (step: number, pairs: number) => Math.min(pairs, Math.max(0, Math.round(step)));
const pairCount = (s: State) => s.a.vertices.length + s.b.vertices.length;
const other = (source: 'A' | 'B') => (source === 'A' ? 'B' : 'A');
const distanceText = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(3));

export default defineFigure<State, Derived>({
  id: 'md-construction',
  title: 'Building the answer one feature pair at a time',
  height: 440,
  views: [
    { id: 'world', title: 'World (corners and edges numbered counter-clockwise)', center: { x: 0, y: 0 }, span: 5 },
    { id: 'md', title: 'Configuration space: B − A', center: { x: 1.6, y: 0.3 }, span: 6.5 },
  ],
  legend: [
    { color: 'shapeA', label: 'edges of A and the MD edges they make' },
    { color: 'shapeB', label: 'edges of B and theirs' },
    { color: 'feature', label: 'supporting vertex, and the origin projected onto the MD edge' },
    { color: 'translation', label: 'best so far, and the answer' },
  ],
  caption: `
    <p>Step through the loop with the slider, the buttons or <strong>Play</strong>. Each step takes one edge, with
    its outward normal (edges and corners are numbered counter-clockwise, and every normal points out of its
    shape). The supporting vertex of the other shape is the one that reaches farthest against that normal. The
    edge and that vertex make one edge of B − A, on the right.</p>
    <p>The origin is projected onto that edge and clamped to its ends, since the nearest point of a segment may
    be an end. The pair’s distance is the length of that projection, negative when the origin lies inside the
    edge’s line. So a negative distance means the shapes overlap as seen along this normal. The loop keeps the
    least negative and the smallest positive distance it has met. The shapes overlap only if every pair is
    negative, and then the least negative pair is the shortest way out.</p>
    <p>Both loops are needed: an edge of B − A comes from an edge of A <em>or</em> of B, and the nearest one can be
    either. When two edges are exactly parallel, two vertices tie as supports, and both are tried.</p>`,
  initialState,
  fields: [
    ...polygonFields('a'), ...polygonFields('b'),
    { kind: 'number', path: 'step', min: 0, max: 24, integer: true },
  ],

  derive(state) {
    const a = placedPolygon(state.a), b = placedPolygon(state.b);
    const construction = featurePairSteps(a, b);
    const minkowski = minkowskiDifference(a, b);
    const pairs = construction.steps.length;
    return { a, b, construction, minkowski, distance: distanceFromMinkowski(a, b, minkowski), pairs, step: clampStep(state.step, pairs) };
  },

  readouts(_state, d) {
    const done = d.step >= d.pairs;
    const current = done ? null : d.construction.steps[d.step];
    const bests = d.construction.steps[Math.min(d.step, d.pairs - 1)];
    const chosen = d.construction.chosen;
    const chosenStep = d.construction.steps[chosen.step];
    const pairText = (step: typeof current, candidate?: number) => step
      ? `edge ${step.edgeIndex} of ${step.source}, vertex ${candidate === undefined ? step.candidates.map((c) => c.vertexIndex).join(' and ') : step.candidates[candidate].vertexIndex} of ${other(step.source)}`
      : '—';
    return [
      { name: 'step', label: 'Step', value: done ? `done (${d.pairs} pairs)` : `${d.step + 1} of ${d.pairs}` },
      { name: 'pair', label: 'Feature pair', value: pairText(current) },
      { name: 'supports', label: 'Supporting vertices', value: current ? current.candidates.length : null, digits: 0 },
      { name: 'projection', label: 'Origin projected (clamped)', value: current ? formatVector(current.candidates[0].projection) : '—' },
      { name: 'pair-distance', label: 'Pair distance', value: current ? current.candidates.map((c) => c.distance.toFixed(3)).join(' / ') : '—' },
      { name: 'least-penetrating', label: 'Least penetrating so far', value: distanceText(bests.leastPenetrating?.distance) },
      { name: 'least-positive', label: 'Least positive so far', value: distanceText(bests.leastPositive?.distance) },
      { name: 'chosen', label: 'Chosen pair', value: done ? pairText(chosenStep, chosen.candidate) : '(at the end)' },
      { name: 'distance', label: 'Signed distance', value: done ? chosen.distance : null, unit: 'u' },
    ];
  },

  controls(panel) {
    // Counted from 1, as the Step readout counts; one past the last pair shows the answer.
    panel.number('step', {
      min: 1, max: 25, step: 1,
      get: (s) => clampStep(s.step, pairCount(s)) + 1,
      set: (s, v) => ({ ...s, step: clampStep(v - 1, pairCount(s)), playing: false }),
    });
    panel.button('Previous pair', (s) => ({ ...s, step: clampStep(s.step - 1, pairCount(s)), playing: false }));
    panel.button('Next pair', (s) => ({ ...s, step: clampStep(s.step + 1, pairCount(s)), playing: false }));
    panel.button('Play / pause', (s) => ({ ...s, playing: !s.playing, elapsed: 0, step: s.step >= pairCount(s) && !s.playing ? 0 : s.step }));
    panel.button('Parallel edges (two supports)', (s) => ({
      ...s,
      a: { ...s.a, x: -0.9, y: 0, angle: 0 },
      b: { ...s.b, x: 0.9, y: 0.2, angle: 0, vertices: [{ x: -0.5, y: -0.45 }, { x: 0.5, y: -0.45 }, { x: 0.5, y: 0.45 }, { x: -0.5, y: 0.45 }] },
    }));
    panel.button('Separated', (s) => ({ ...s, a: { ...s.a, x: -1.3, y: -0.3 }, b: { ...s.b, x: 1.2, y: 0.6 } }));
  },

  animating: (s) => s.playing,
  advance(s, seconds, { reducedMotion }) {
    const pairs = pairCount(s);
    if (reducedMotion) return { ...s, step: pairs, playing: false };
    const elapsed = s.elapsed + seconds;
    if (elapsed < SECONDS_PER_STEP) return { ...s, elapsed };
    const step = clampStep(s.step + 1, pairs);
    return { ...s, step, elapsed: 0, playing: step < pairs };
  },

  draw(scene) {
    scene.layer('world', (pen) => pen.grid(1));
    for (const which of ['a', 'b'] as const) {
      scene.body('world', {
        id: which.toUpperCase(), label: `polygon ${which.toUpperCase()}`, color: shapeColor(which), rotatable: true, fillAlpha: 0.1,
        shape: (s) => polygonShape(s[which]),
        pose: (s) => poseOf(s[which]),
        setPose: (s, pose) => ({ ...s, [which]: withPolygonPose(s[which], pose) }),
      });
    }
    scene.layer('world', (pen, s, d) => {
      // Winding and normals: every edge numbered with a short outward tick, every corner numbered.
      for (const which of ['a', 'b'] as const) {
        const placed = which === 'a' ? d.a : d.b;
        const world = worldVerticesOf(s[which]);
        const normals = worldNormals(placed);
        world.forEach((v, i) => {
          const next = world[(i + 1) % world.length];
          const middle = { x: (v.x + next.x) / 2, y: (v.y + next.y) / 2 };
          const normal = normals[i];
          pen.arrow(middle, { x: middle.x + normal.x * 0.22, y: middle.y + normal.y * 0.22 }, { color: shapeColor(which), width: 1, alpha: 0.55, head: 5 });
          pen.label(`e${i}`, middle, { color: shapeColor(which), size: 10, offset: { x: -normal.x * 12, y: normal.y * 12 } });
          pen.label(String(i), v, { color: 'muted', size: 10, offset: { x: 9, y: -9 } });
        });
      }
      if (d.step < d.pairs) {
        const step = d.construction.steps[d.step];
        const color = shapeColor(step.source);
        pen.segment(step.edge[0], step.edge[1], { color, width: 5 });
        const middle = { x: (step.edge[0].x + step.edge[1].x) / 2, y: (step.edge[0].y + step.edge[1].y) / 2 };
        pen.arrow(middle, { x: middle.x + step.normal.x * 0.6, y: middle.y + step.normal.y * 0.6 }, { color, width: 2.5 });
        pen.label('n', { x: middle.x + step.normal.x * 0.75, y: middle.y + step.normal.y * 0.75 }, { color, bold: true });
        const supportShape = step.source === 'A' ? s.b : s.a;
        const supportWorld = worldVerticesOf(supportShape);
        for (const candidate of step.candidates) {
          const v = supportWorld[candidate.vertexIndex];
          pen.arrow(v, { x: v.x - step.normal.x * 0.45, y: v.y - step.normal.y * 0.45 }, { color: 'feature', width: 2 });
          pen.dot(v, 7, { fill: 'feature' });
        }
      } else {
        pen.arrow(d.distance.pointA, d.distance.pointB, { color: 'translation', width: 3 });
      }
    });

    scene.layer('md', (pen, _s, d) => {
      pen.grid(1);
      pen.polygon(d.minkowski.vertices, { fill: 'minkowski', fillAlpha: 0.06, color: 'muted', width: 1, alpha: 0.4, dash: 4 });
      const origin: Vec2 = { x: 0, y: 0 };
      const shown = Math.min(d.step, d.pairs - 1);
      d.construction.steps.forEach((step, k) => {
        if (k > shown) return;
        const current = k === d.step;
        for (const c of step.candidates) pen.segment(c.start, c.end, { color: shapeColor(step.source), width: current ? 5 : 2, alpha: current ? 1 : 0.6 });
      });
      const bests = d.construction.steps[shown];
      for (const best of [bests.leastPenetrating, bests.leastPositive]) {
        if (!best) continue;
        const p = d.construction.steps[best.step].candidates[best.candidate].projection;
        pen.circle(p, pen.view.toWorldLength(8), { color: 'translation', width: 2 });
      }
      if (d.step < d.pairs) {
        for (const c of d.construction.steps[d.step].candidates) {
          pen.segment(origin, c.projection, { color: 'feature', width: 2, dash: 5 });
          pen.dot(c.projection, 5, { fill: 'feature' });
          pen.label(c.distance.toFixed(2), c.projection, { color: 'feature', size: 12, offset: { x: 14, y: -12 } });
        }
      } else {
        const chosen = d.construction.steps[d.construction.chosen.step].candidates[d.construction.chosen.candidate];
        pen.segment(origin, chosen.projection, { color: 'translation', width: 3 });
        pen.dot(chosen.projection, 5, { fill: 'translation' });
        pen.label(`${d.construction.chosen.distance.toFixed(3)}`, chosen.projection, { color: 'translation', size: 12, offset: { x: 14, y: -12 } });
      }
      pen.dot(origin, 5, { fill: 'origin' });
      pen.label('origin', origin, { color: 'muted', size: 11, offset: { x: -8, y: 8 }, anchor: { x: 1, y: 0 } });
    });
  },
});
