// EPA stepped: how deep two overlapping convex shapes are, found by growing a polygon inside B − A from
// GJK's last simplex until its edge nearest the origin lies on B − A's outline. Every iteration comes from
// the core's epaPenetration; the figure only draws them.

import {
  type EpaOutput, type GjkOutput, type PlacedShape, type Vec2, differenceOutline, epaPenetration, gjkDistance, polygonDistance,
} from '../geometry';
import { type AnyShapeState, DIFFERENCE_SPAN, SHAPE_SIZE, anyShapeBodies, anyShapeControls, anyShapeFields, convexShapeOf, placedShapeOf } from './shared/convexShapes';
import { type SteppedState, stepping } from './shared/stepping';
import { defineFigure } from '../ui/figure';

interface State extends SteppedState {
  readonly a: AnyShapeState;
  readonly b: AnyShapeState;
}

interface Derived {
  readonly a: PlacedShape;
  readonly b: PlacedShape;
  readonly gjk: GjkOutput;
  readonly epa: EpaOutput;
  readonly outline: readonly Vec2[];
  readonly coreOutline: readonly Vec2[];
  /** polygonDistance's answer where both shapes are plain polygons, for comparison. */
  readonly polygonAnswer: number | null;
  readonly step: number;
}

const SECONDS_PER_STEP = 1.1;
const MAX_STEP = 40;

const initialState = (): State => ({
  a: { kind: 'polygon', x: -0.4, y: -0.1, angle: 0.2, size: 1.2 },
  b: { kind: 'rounded box', x: 0.45, y: 0.35, angle: 0.6, size: 1 },
  step: 0,
  playing: false,
  elapsed: 0,
});

const steps = stepping<State>((s) => Math.max(1, epaPenetration(placedShapeOf(s.a), placedShapeOf(s.b), { record: true }).iterations.length), SECONDS_PER_STEP);

const stateText = (epa: EpaOutput) => {
  switch (epa.state) {
    case 'separated': return 'the cores are apart: nothing to expand (GJK’s distance stands)';
    case 'degenerate': return 'B − A of the cores has no area: depth rA + rB';
    case 'converged': return 'converged';
    case 'maxIterations': return 'stopped at the iteration limit';
  }
};

export default defineFigure<State, Derived>({
  id: 'epa',
  title: 'EPA: how deep two overlapping shapes are',
  height: 440,
  views: [
    { id: 'world', title: 'World', center: { x: 0, y: 0 }, span: 5 },
    { id: 'md', title: 'Configuration space: B − A', center: { x: 0.7, y: 0.3 }, span: DIFFERENCE_SPAN },
  ],
  legend: [
    { color: 'shapeA', label: 'A' },
    { color: 'shapeB', label: 'B' },
    { color: 'minkowski', label: 'B − A (dashed: of the cores)' },
    { color: 'search', label: 'the polytope, growing inside B − A' },
    { color: 'feature', label: 'its edge nearest the origin, and the support point beyond it' },
    { color: 'translation', label: 'depth: the shortest way out' },
  ],
  caption: `
    <p>Drag the shapes until they overlap, and step through the expansion. GJK stops as soon as its simplex holds
    the origin: it knows the shapes overlap, not by how much. EPA, the <em>expanding polytope algorithm</em> (van den
    Bergen), starts from that triangle, widened by B − A’s support points along ±x and ±y so that even a flat
    simplex (shapes barely touching) gives it a polygon to grow: its first step usually shows more corners than three. It takes the polygon’s edge nearest the origin and asks B − A for its support
    point along that edge’s outward normal. If the support point lies on the edge’s line, the edge is part of
    B − A’s outline and its distance from the origin is the depth. If it lies beyond, it is added and the polygon
    grows. The depth estimate only grows, and for polygons it ends exactly on B − A’s nearest edge. Like GJK, EPA
    works on the cores (a rounded box’s inner box, a circle’s centre), whose B − A is the dashed outline. GJK takes both radii off
    the cores’ gap; here they are added to the cores’ depth, since the rounded shapes reach that much further into
    each other.</p>
    <p>The answer is the same minimum translation as in the Minkowski figures: moving B back along the blue line by
    its length leaves the shapes just touching. With two plain polygons, the readouts show
    <code>polygonDistance</code>’s answer beside EPA’s, and they agree. The sources stop at this question: readers of
    Paul Firth’s “Collision detection for dummies” asked for the depth of shapes whose difference has no edges to
    walk, and the answer was a pointer to GJK.</p>`,
  initialState,
  fields: [...anyShapeFields('a', SHAPE_SIZE.besideDifference), ...anyShapeFields('b', SHAPE_SIZE.besideDifference), { kind: 'number', path: 'step', min: 0, max: MAX_STEP, integer: true }],

  derive(state) {
    const a = placedShapeOf(state.a), b = placedShapeOf(state.b);
    const gjk = gjkDistance(a, b);
    const epa = epaPenetration(a, b, { gjk, record: true });
    const shapeA = convexShapeOf(state.a), shapeB = convexShapeOf(state.b);
    const polygonAnswer = shapeA.kind === 'polygon' && shapeB.kind === 'polygon' && shapeA.polygon && shapeB.polygon
      ? polygonDistance({ shape: shapeA.polygon, pose: a.pose }, { shape: shapeB.polygon, pose: b.pose }).distance
      : null;
    return {
      a, b, gjk, epa, polygonAnswer,
      outline: differenceOutline(a, b, 120), coreOutline: differenceOutline(a, b, 120, false),
      step: steps.clamp(state.step, Math.max(1, epa.iterations.length)),
    };
  },

  readouts(_state, d) {
    const it = d.epa.iterations[d.step];
    return [
      // With nothing to expand the panel's slider still reads 1 (of 1): the readout says why there is no iteration.
      { name: 'iteration', label: 'Iteration', value: d.epa.iterations.length ? `${d.step + 1} of ${d.epa.iterations.length}` : 'none: EPA had nothing to expand' },
      { name: 'polytope', label: 'Polytope corners', value: it ? it.polytope.length : null, digits: 0 },
      { name: 'estimate', label: 'Depth estimate (cores)', value: it ? it.faceDistance : null, unit: 'u' },
      { name: 'gap', label: 'Support point beyond the edge', value: it ? it.gap : null, unit: 'u' },
      // Shown once EPA has run: the shapes' depth is the cores' plus both radii (0 for a plain polygon).
      { name: 'radii', label: 'Radii added (rA + rB)', value: it ? d.a.shape.radius + d.b.shape.radius : null, unit: 'u' },
      // Until the last iteration the support point lies beyond the edge, and the polytope grows.
      { name: 'state', label: 'EPA', value: it && d.step < d.epa.iterations.length - 1 ? 'expanding: the support point lies beyond the edge' : stateText(d.epa) },
      { name: 'distance', label: 'Signed distance (EPA)', value: d.epa.distance, unit: 'u' },
      { name: 'polygon-distance', label: 'polygonDistance (two polygons)', value: d.polygonAnswer, unit: 'u' },
    ];
  },

  controls(panel) {
    steps.controls(panel, 'iteration', MAX_STEP + 1);
    anyShapeControls(panel, 'a', SHAPE_SIZE.besideDifference);
    anyShapeControls(panel, 'b', SHAPE_SIZE.besideDifference);
    panel.button('Two polygons', (s) => ({
      ...s, step: 0, a: { kind: 'polygon', x: -0.35, y: 0, angle: 0.1, size: 1.2 }, b: { kind: 'polygon', x: 0.6, y: 0.4, angle: 0.9, size: 1 },
    }));
    // Rounded shapes: EPA expands on the inner boxes, and the depth adds both radii.
    panel.button('Two rounded boxes', (s) => ({
      ...s, step: 0, a: { kind: 'rounded box', x: -0.2, y: 0, angle: 0, size: 1.3 }, b: { kind: 'rounded box', x: 0.35, y: 0.2, angle: 0.9, size: 1.1 },
    }));
    // A circle's core is its centre, which lies off the capsule's segment: the cores never overlap, and GJK's
    // distance less both radii is the whole answer. The preset's name says so, as the EPA readout does.
    panel.button('Circle in a capsule (no EPA needed)', (s) => ({
      ...s, step: 0, a: { kind: 'capsule', x: 0, y: 0, angle: 0, size: 1.2 }, b: { kind: 'circle', x: 0.3, y: 0.2, angle: 0, size: 0.7 },
    }));
  },

  animating: steps.animating,
  paused: steps.paused,
  advance: steps.advance,

  draw(scene) {
    scene.layer('world', (pen) => pen.grid(1));
    anyShapeBodies(scene, 'world', { onMove: (s) => ({ ...s, step: 0 }) });
    scene.layer('world', (pen, _s, d) => {
      if (d.epa.distance < 0) pen.arrow(d.epa.pointA, d.epa.pointB, { color: 'translation', width: 2.5, head: 9 });
    });

    // B − A stays in sight: a drag or key that would carry it out of its view stops at the edge.
    scene.keepInView('md', (_s, d) => d.outline);
    scene.layer('md', (pen, _s, d) => {
      pen.grid(1);
      pen.polygon(d.outline, { fill: 'minkowski', fillAlpha: 0.12, color: 'minkowski', width: 2 });
      if (d.a.shape.radius + d.b.shape.radius > 0) pen.polygon(d.coreOutline, { color: 'minkowski', width: 1.5, dash: 5, alpha: 0.8 });
      const it = d.epa.iterations[d.step];
      const origin = { x: 0, y: 0 };
      if (it) {
        pen.polygon(it.polytope, { color: 'search', width: 1.5, fill: 'search', fillAlpha: 0.05 });
        it.polytope.forEach((p) => pen.dot(p, 3.5, { fill: 'search' }));
        const p = it.polytope[it.edge], q = it.polytope[(it.edge + 1) % it.polytope.length];
        pen.segment(p, q, { color: 'feature', width: 4 });
        const foot = { x: it.edgeNormal.x * it.faceDistance, y: it.edgeNormal.y * it.faceDistance };
        pen.segment(origin, foot, { color: 'feature', width: 1.5, dash: 4 });
        if (it.gap > 0) {
          pen.segment(foot, it.support, { color: 'feature', width: 1, dash: 3, alpha: 0.7 });
          pen.dot(it.support, 7, { fill: 'feature', stroke: true, color: 'background', width: 1.5 });
          pen.label('support', it.support, { color: 'feature', size: 11, offset: { x: 12, y: -12 } });
        }
      }
      if (d.epa.distance < 0) pen.segment(origin, d.epa.mtd, { color: 'translation', width: 2.5 });
      pen.dot(origin, 5, { fill: 'origin' });
      pen.label('origin', origin, { color: 'muted', size: 11, offset: { x: -8, y: 8 }, anchor: { x: 1, y: 0 } });
    });
  },
});
