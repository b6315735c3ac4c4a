// B − A built in one pass: the outward normals of B and of −A placed on the unit circle and merged by angle,
// like two sorted lists, into the edge sequence of the difference (the Gauss-map merge). The core's
// minkowskiMergeSteps records every step; this figure only draws them.

import { type MergeNormal, type MergeSteps, type Placed, type Vec2, minkowskiMergeSteps, worldNormals } from '../geometry';
import {
  type PolygonState, CONVEX_MARGIN, formatVector, outlineOf, placedPolygon, poseFields, polygonShape, poseOf, withPolygonPose, worldVerticesOf,
} from './shared/shapes';
import { beside, besideCentre } from './shared/labels';
import { bodiesAB } from './shared/bodies';
import { type SteppedState, stepping } from './shared/stepping';
import { type Color, type Field, type Pen, defineFigure, shapeColor } from '../ui/figure';
import { fixed } from '../ui/format';

interface Outline extends PolygonState {
  readonly regular: boolean;
}

interface State extends SteppedState {
  readonly a: Outline;
  readonly b: Outline;
  readonly seed: number;
}

interface Derived {
  readonly a: Placed;
  readonly b: Placed;
  readonly merge: MergeSteps;
  /** The step shown, 0 .. n + m − 1: edges 0 .. step − 1 are done, edge `step` is being added. */
  readonly step: number;
}

/** Corners lie within these radii of their shape's centre (a link may not place them farther). */
const RADIUS = { a: 0.7, b: 0.6 };
const MAX_CORNERS = 12;
const SPAN = 4.4;
/**
 * B − A's view shows more: it is a third of a wide figure, taller than wide, and at the shapes' span B − A (as
 * wide as A and B together) met its edge after a drag of B of a few pixels.
 */
const MD_SPAN = 6;
const SECONDS_PER_STEP = 0.8;
const DEGREES = 180 / Math.PI;

const outline = (count: number, regular: boolean, seed: number, which: 'a' | 'b', at: { x: number; y: number; angle: number }): Outline => ({
  x: at.x, y: at.y, angle: at.angle, regular, vertices: outlineOf(count, RADIUS[which], regular, seed),
});
const seedOf = (seed: number, which: 'a' | 'b') => seed + (which === 'b' ? 101 : 0);
/** A pose and an outline as a link may carry them: corners within the shape's radius (outlineOf rounds to 1e-4). */
const outlineFields = (which: 'a' | 'b'): Field[] => [
  ...poseFields(which),
  { kind: 'polygon', path: `${which}.vertices`, minCount: 3, maxCount: MAX_CORNERS, maxRadius: RADIUS[which] + 1e-3, margin: CONVEX_MARGIN },
];

const initialState = (): State => ({
  a: outline(4, false, 23, 'a', { x: -0.45, y: -0.15, angle: 0.3 }),
  b: outline(6, false, 23 + 101, 'b', { x: 0.3, y: 0.25, angle: 0 }),
  seed: 23,
  step: 3,
  playing: false,
  elapsed: 0,
});

const countOf = (s: State) => s.a.vertices.length + s.b.vertices.length;
const steps = stepping<State>(countOf, SECONDS_PER_STEP);

/** How the merge names a normal: B's own, or A's turned half a turn (a normal of −A). */
const nameOf = (n: Pick<MergeNormal, 'source' | 'edgeIndex'>) => (n.source === 'A' ? `−A${n.edgeIndex}` : `B${n.edgeIndex}`);
const degrees = (angle: number) => `${fixed(angle * DEGREES, 1)}°`;
const onCircle = (angle: number, radius = 1): Vec2 => ({ x: radius * Math.cos(angle), y: radius * Math.sin(angle) });

function comparedText(merge: MergeSteps, step: number): string {
  const { nextA, nextB } = merge.steps[step];
  const a = nextA === null ? null : merge.normalsA[nextA], b = nextB === null ? null : merge.normalsB[nextB];
  if (a && b) {
    const tie = a.angle === b.angle;
    const [first, second] = a.angle <= b.angle ? [a, b] : [b, a];
    return `${nameOf(first)} at ${degrees(first.angle)} ${tie ? '= ' : '< '}${nameOf(second)} at ${degrees(second.angle)}${tie ? ': a tie, A’s first' : ''}`;
  }
  const left = a ?? b!;
  return `only ${left.source === 'A' ? '−A' : 'B'}’s normals are left: ${nameOf(left)} at ${degrees(left.angle)}`;
}

/** Swaps the two shapes' outlines and places (A takes B's, B takes A's); the roles and colours stay. */
const swapped = (s: State): State => ({ ...s, a: { ...s.b }, b: { ...s.a }, step: 0, playing: false });

export default defineFigure<State, Derived>({
  id: 'md-merge',
  title: 'B − A in one pass: merging the normals by angle',
  height: 400,
  views: [
    { id: 'world', title: 'A and B', center: { x: 0, y: 0 }, span: SPAN },
    { id: 'circle', title: 'Normals of B and of −A', center: { x: 0, y: 0 }, span: 3 },
    { id: 'md', title: 'B − A, edge by edge', center: { x: 0, y: 0 }, span: MD_SPAN },
  ],
  legend: [
    { color: 'shapeA', label: 'A; its normals turned half a turn (the normals of −A), and the edges of B − A they make' },
    { color: 'shapeB', label: 'B; its normals, and the edges of B − A they make' },
    { color: 'feature', label: 'this step: the normal taken, its edge, the corner of the other shape it pairs with, and where it goes in B − A' },
    { color: 'minkowski', label: 'B − A: built so far (filled) and the whole outline (dashed)' },
  ],
  caption: `
    <p>B − A can be built without listing all of its candidate corners. Every edge of B − A is an edge of B, or an edge
    of A turned half a turn (A enters with a minus sign), and each keeps its outward normal, so put those normals on a
    unit circle: B’s in green, A’s turned half a turn in red (they are the normals of −A). Going once round the circle,
    each colour meets its own normals in the order of the shape’s edges. Merge the two like two sorted lists: at every
    step compare the next normal of each and take the one at the smaller angle; its edge, laid where the previous one
    ended, is the next edge of B − A. Where the first one starts: each edge of B − A pairs an edge of one shape with
    the corner of the other that would meet it first if the shapes slid together straight along its normal (the
    orange dot). B’s point minus A’s point of that pair, the edge’s first corner for its own shape, is where the
    edge starts in B − A (for the first edge, the black dot marked “start”). Step through with the slider, <strong>Previous</strong> and <strong>Next</strong>,
    or <strong>Play</strong>; drag the shapes, turn them by their knobs, or change their corners, and watch the order change.</p>
    <p>Each normal is taken once, so B − A always has n + m edges, and building it takes n + m steps. The brute force
    forms all n × m differences of corners and then finds their convex hull. Neither A nor B needs the most edges: a
    reader of Paul Firth’s “Collision detection for dummies” asked whether A must, and the answer is no, as any corner
    counts here show. <strong>Swap A and B</strong> gives A − B, the same outline turned half a turn. Where two normals
    point the same way the two edges are parallel and make one straight side; the merge takes A’s first
    (<strong>Parallel edges</strong>). No figure of the sources draws this merge. Another reader suggested “rotating
    calipers”: they walk round both outlines in this same order of angle, without building B − A at all.</p>`,
  initialState,
  fields: [
    ...outlineFields('a'), ...outlineFields('b'),
    { kind: 'boolean', path: 'a.regular' }, { kind: 'boolean', path: 'b.regular' },
    { kind: 'number', path: 'seed', min: 0, max: 1e6, integer: true },
    { kind: 'number', path: 'step', min: 0, max: 2 * MAX_CORNERS - 1, integer: true, maxOf: (s) => countOf(s as State) - 1 },
  ],

  derive(state) {
    const a = placedPolygon(state.a), b = placedPolygon(state.b);
    const merge = minkowskiMergeSteps(a, b);
    return { a, b, merge, step: steps.clamp(state.step, merge.steps.length) };
  },

  readouts(state, d) {
    const step = d.merge.steps[d.step];
    const n = state.a.vertices.length, m = state.b.vertices.length;
    return [
      { name: 'step', label: 'Step', value: `${d.step + 1} of ${d.merge.steps.length}` },
      { name: 'source', label: 'This edge comes from', value: step.source === 'A' ? `edge ${step.edgeIndex} of A, turned half a turn` : `edge ${step.edgeIndex} of B` },
      { name: 'compared', label: 'Next normals compared', value: comparedText(d.merge, d.step) },
      { name: 'angle', label: 'Its normal’s angle', value: step.angle * DEGREES, unit: '°', digits: 1 },
      { name: 'edge', label: 'Edge of B − A', value: `${formatVector(step.start)} → ${formatVector(step.end)}` },
      { name: 'edges', label: 'Edges of B − A = n + m', value: `${d.merge.steps.length} = ${n} + ${m}` },
      { name: 'n', label: 'n (edges of A)', value: n, digits: 0 },
      { name: 'm', label: 'm (edges of B)', value: m, digits: 0 },
      { name: 'work', label: 'Merge steps / differences the brute force forms', value: `${n + m} / ${n * m}` },
    ];
  },

  controls(panel) {
    steps.controls(panel, 'step', 2 * MAX_CORNERS);
    for (const which of ['a', 'b'] as const) {
      const folder = panel.folder(`Polygon ${which.toUpperCase()}`);
      folder.number('corners', {
        min: 3, max: MAX_CORNERS, step: 1,
        get: (s) => s[which].vertices.length,
        set: (s, v) => ({ ...s, [which]: outline(Math.round(v), s[which].regular, seedOf(s.seed, which), which, s[which]) }),
      });
      folder.toggle('regular', {
        get: (s) => s[which].regular,
        set: (s, v) => ({ ...s, [which]: outline(s[which].vertices.length, v, seedOf(s.seed, which), which, s[which]) }),
      });
      folder.angle('angle', {
        get: (s) => s[which].angle,
        set: (s, radians) => ({ ...s, [which]: withPolygonPose(s[which], { ...poseOf(s[which]), angle: radians }) }),
      });
    }
    panel.button('Randomise', (s) => {
      const seed = (s.seed * 7919 + 13) % 1000003;
      return { ...s, seed, a: outline(s.a.vertices.length, false, seedOf(seed, 'a'), 'a', s.a), b: outline(s.b.vertices.length, false, seedOf(seed, 'b'), 'b', s.b) };
    });
    panel.button('Swap A and B', swapped);
    panel.button('Parallel edges (a tie)', (s) => ({
      ...s, step: 0, playing: false,
      a: outline(4, true, seedOf(s.seed, 'a'), 'a', { x: -0.5, y: -0.15, angle: 0 }),
      b: outline(6, true, seedOf(s.seed, 'b'), 'b', { x: 0.4, y: 0.2, angle: 0 }),
    }));
  },

  animating: steps.animating,
  paused: steps.paused,
  advance: steps.advance,

  draw(scene) {
    scene.layer('world', (pen) => pen.grid(1));
    scene.keepInView('md', (_s, d) => d.merge.difference.vertices);
    bodiesAB(scene, 'world', (which) => ({
      label: `polygon ${which.toUpperCase()}`, rotatable: true, fillAlpha: 0.12,
      shape: (s) => polygonShape(s[which]),
      pose: (s) => poseOf(s[which]),
      setPose: (s, pose) => ({ ...s, [which]: withPolygonPose(s[which], pose) }),
    }));
    scene.layer('world', (pen, s, d) => {
      pen.label('A', { x: s.a.x, y: s.a.y }, { color: 'shapeA', bold: true, size: 15, ...besideCentre(poseOf(s.a)) });
      pen.label('B', { x: s.b.x, y: s.b.y }, { color: 'shapeB', bold: true, size: 15, ...besideCentre(poseOf(s.b)) });
      // This step's edge, with its own outward normal, and the corner of the other shape it is laid against.
      const step = d.merge.steps[d.step];
      const own = step.source === 'A' ? s.a : s.b, other = step.source === 'A' ? s.b : s.a;
      const corners = worldVerticesOf(own), start = corners[step.edgeIndex], end = corners[(step.edgeIndex + 1) % corners.length];
      pen.segment(start, end, { color: 'feature', width: 7, alpha: 0.7 });
      pen.segment(start, end, { color: shapeColor(step.source), width: 3 });
      const normal = worldNormals(step.source === 'A' ? d.a : d.b)[step.edgeIndex];
      const middle = { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
      const tip = { x: middle.x + normal.x * 0.35, y: middle.y + normal.y * 0.35 };
      pen.arrow(middle, tip, { color: shapeColor(step.source), width: 2, head: 7 });
      pen.label(`${step.source}${step.edgeIndex}`, tip, { color: shapeColor(step.source), bold: true, size: 12, ...beside(normal, 6) });
      pen.dot(worldVerticesOf(other)[step.vertexIndex], 5, { fill: 'feature' });
    });

    scene.layer('circle', (pen, _s, d) => drawNormals(pen, d));
    scene.layer('md', (pen, _s, d) => drawDifference(pen, d));
  },
});

/** The unit circle with every normal of B and of −A, the arc the merge has swept, and this step's choice. */
function drawNormals(pen: Pen, d: Derived): void {
  const origin = { x: 0, y: 0 };
  const steps = d.merge.steps, step = steps[d.step];
  pen.circle(origin, 1, { color: 'muted', width: 1, alpha: 0.6 });
  // Where angles are counted from.
  pen.segment({ x: 1.04, y: 0 }, { x: 1.22, y: 0 }, { color: 'muted', width: 1.5 });
  pen.label('0°', { x: 1.22, y: 0 }, { color: 'muted', size: 10, ...beside({ x: 1, y: 0 }, 4) });
  // The sweep so far: from the first edge's angle round to this step's.
  const arc: Vec2[] = [];
  const from = steps[0].angle, to = step.angle;
  for (let i = 0; i <= 48; i++) arc.push(onCircle(from + ((to - from) * i) / 48, 1.12));
  if (to > from) pen.polyline(arc, { color: 'minkowski', width: 3, alpha: 0.7 });
  const compared = new Set([step.nextA === null ? '' : `A${step.nextA}`, step.nextB === null ? '' : `B${step.nextB}`]);
  for (const normal of [...d.merge.normalsA, ...d.merge.normalsB]) {
    const color: Color = shapeColor(normal.source);
    const tip = onCircle(normal.angle);
    const done = normal.step < d.step, current = normal.step === d.step;
    const waiting = compared.has(`${normal.source}${normal.edgeIndex}`) && !current;
    if (current) pen.segment(origin, tip, { color: 'feature', width: 8, alpha: 0.6 });
    pen.arrow(origin, tip, { color, width: current ? 3.5 : done ? 2 : 1.5, alpha: current || done || waiting ? 1 : 0.35, head: current ? 10 : 7 });
    // A halo, not a ring: a ring is what a knob looks like, and this one takes no press.
    if (waiting) pen.circle(tip, pen.view.toWorldLength(8), { fill: color, fillAlpha: 0.3, stroke: false });
    pen.label(nameOf(normal), tip, { color: current || done || waiting ? color : 'muted', size: current ? 12 : 10, bold: current || waiting, ...beside(tip, 6) });
  }
  pen.dot(origin, 3, { fill: 'ink' });
}

/** B − A: the whole outline dashed, the edges merged so far in their shapes' colours, and this step's edge. */
function drawDifference(pen: Pen, d: Derived): void {
  pen.grid(1);
  const steps = d.merge.steps, step = steps[d.step];
  pen.polygon(d.merge.difference.vertices, { color: 'minkowski', width: 1.5, dash: 5, alpha: 0.7 });
  const built = [steps[0].start, ...steps.slice(0, d.step + 1).map((s) => s.end)];
  if (built.length >= 3) pen.polygon(built, { fill: 'minkowski', fillAlpha: 0.18, stroke: false });
  steps.slice(0, d.step).forEach((s) => pen.segment(s.start, s.end, { color: shapeColor(s.source), width: 3 }));
  pen.segment(step.start, step.end, { color: 'feature', width: 9, alpha: 0.6 });
  pen.arrow(step.start, step.end, { color: shapeColor(step.source), width: 3.5, head: 9 });
  pen.dot(steps[0].start, 4, { fill: 'ink' });
  const inward = { x: -steps[0].normal.x, y: -steps[0].normal.y };
  pen.label('start', steps[0].start, { color: 'ink', size: 10, ...beside(inward, 7) });
  const middle = { x: (step.start.x + step.end.x) / 2, y: (step.start.y + step.end.y) / 2 };
  pen.label(nameOf(step), middle, { color: shapeColor(step.source), bold: true, size: 12, ...beside(step.normal, 8) });
  const origin = { x: 0, y: 0 };
  pen.dot(origin, 4, { fill: 'origin' });
  pen.label('origin', origin, { color: 'muted', size: 10, ...beside({ x: 0, y: -1 }, 7) });
}
