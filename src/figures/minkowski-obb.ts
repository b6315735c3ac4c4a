// Two oriented boxes and their Minkowski difference B - A: the origin is inside it exactly when the boxes
// overlap, and the nearest point of its outline is the minimum translation.

import {
  type DistanceOutput, type MinkowskiDifference, type Placed, distanceFromMinkowski, minkowskiDifference,
  negate, support, worldNormals, worldVertices,
} from '../geometry';
import { type BoxState, BOX_SIZE, boxFields, boxShape, formatVector, placedBox, poseOf, withPose } from './shared/shapes';
import { bodiesAB } from './shared/bodies';
import { besideCentre } from './shared/labels';
import { drawMinkowski, featureText, minkowskiLegend, minkowskiViews } from './shared/minkowskiView';
import { defineFigure } from '../ui/figure';

interface State {
  readonly a: BoxState;
  readonly b: BoxState;
  readonly showWitnesses: boolean;
}

interface Derived {
  readonly a: Placed;
  readonly b: Placed;
  readonly minkowski: MinkowskiDifference;
  readonly distance: DistanceOutput;
  readonly touching: boolean;
  /** Supporting vertices of the other shape against the chosen edge (two when the edges are parallel), and where they are. */
  readonly supports: { readonly shape: 'A' | 'B'; readonly indices: readonly number[]; readonly points: readonly { x: number; y: number }[] } | null;
}

const initialState = (): State => ({
  a: { x: -0.9, y: -0.3, angle: 0.35, halfWidth: 1.1, halfHeight: 0.55 },
  b: { x: 0.55, y: 0.35, angle: -0.55, halfWidth: 0.75, halfHeight: 0.5 },
  showWitnesses: true,
});


export default defineFigure<State, Derived>({
  id: 'minkowski-obb',
  title: 'Two boxes and their Minkowski difference',
  height: 420,
  views: minkowskiViews,
  legend: [
    ...minkowskiLegend,
    { color: 'translation', label: 'minimum translation (MTD), and the closest points' },
    { color: 'feature', label: 'supporting vertices of the chosen edge' },
    { color: 'origin', label: 'origin' },
  ],
  caption: `
    <p>This recreates the OBB-versus-OBB demo of Paul Firth’s “Collision detection for dummies”. Drag either
    box, or turn it by the round knob on its stalk. The second view (beside the boxes, or below them on a
    narrow screen) shows the <em>Minkowski difference</em> B − A: the set of every point of B minus every
    point of A. Slide B around and the difference slides with it; turn either box and it changes shape.</p>
    <p>The boxes overlap exactly when the difference contains the origin (the black dot in the middle of that
    view). The blue line runs from the origin to the nearest point of the difference’s outline: its length is
    how far apart the boxes are, or how deep they overlap (the signed distance, negative then), and moving B back
    along it by that much
    leaves the boxes just touching. Each edge of the difference is an edge of one box moved by a corner of the
    other. B’s edges appear as they are (green); A’s edges appear turned half a turn (red), because A enters
    the difference with a minus sign.</p>
    <p>Try <strong>Aligned boxes</strong>: with two edges exactly parallel, the edge of B that faces A is met
    by two corners of A at once (both marked). Both are supporting vertices. Their two edges of the difference
    lie on one line, and the origin is projected onto each in turn: only the one whose segment holds the foot of
    the origin gives the true distance. The source text warns of exactly this case.</p>`,
  initialState,
  fields: [...boxFields('a'), ...boxFields('b'), { kind: 'boolean', path: 'showWitnesses' }],

  derive(state) {
    const a = placedBox(state.a), b = placedBox(state.b);
    const minkowski = minkowskiDifference(a, b);
    const distance = distanceFromMinkowski(a, b, minkowski);
    const touching = distance.contact === 'touching';
    let supports: Derived['supports'] = null;
    if (distance.feature.kind === 'vertex-edge') {
      const { source, edgeIndex } = distance.feature.pair;
      const owner = source === 'A' ? a : b, other = source === 'A' ? b : a;
      const indices = support(other.shape, other.pose, negate(worldNormals(owner)[edgeIndex]));
      const corners = worldVertices(other);
      supports = { shape: source === 'A' ? 'B' : 'A', indices, points: indices.map((i) => corners[i]) };
    }
    return { a, b, minkowski, distance, touching, supports };
  },

  readouts(_state, d) {
    return [
      { name: 'distance', label: 'Signed distance', value: d.distance.distance, unit: 'u' },
      { name: 'verdict', label: 'Boxes', value: d.distance.contact },
      { name: 'origin-inside', label: 'Origin strictly inside B − A', value: d.distance.contact === 'overlapping' },
      { name: 'normal', label: 'Normal (A → B)', value: formatVector(d.distance.normal) },
      { name: 'mtd', label: 'MTD', value: formatVector(d.distance.mtd) },
      { name: 'feature', label: 'Feature pair', value: featureText(d.distance) },
      { name: 'supports', label: 'Supporting vertices', value: d.supports ? d.supports.indices.length : null, digits: 0 },
      { name: 'md-edges', label: 'Edges of B − A', value: d.minkowski.vertices.length, digits: 0 },
    ];
  },

  controls(panel) {
    const size = (box: 'a' | 'b', key: 'halfWidth' | 'halfHeight') => ({
      min: BOX_SIZE.min, max: BOX_SIZE.max, step: 0.05, unit: 'u',
      get: (s: State) => s[box][key],
      set: (s: State, v: number) => ({ ...s, [box]: { ...s[box], [key]: v } }),
    });
    const angle = (box: 'a' | 'b') => ({
      get: (s: State) => s[box].angle,
      set: (s: State, radians: number) => ({ ...s, [box]: withPose(s[box], { ...poseOf(s[box]), angle: radians }) }),
    });
    const boxA = panel.folder('Box A');
    boxA.number('half width', size('a', 'halfWidth'));
    boxA.number('half height', size('a', 'halfHeight'));
    boxA.angle('angle', angle('a'));
    const boxB = panel.folder('Box B');
    boxB.number('half width', size('b', 'halfWidth'));
    boxB.number('half height', size('b', 'halfHeight'));
    boxB.angle('angle', angle('b'));
    panel.toggle('witness points', { get: (s) => s.showWitnesses, set: (s, v) => ({ ...s, showWitnesses: v }) });
    panel.button('Aligned boxes', (s) => ({
      ...s,
      a: { ...s.a, x: -1, y: 0, angle: 0, halfWidth: 1, halfHeight: 0.6 },
      b: { ...s.b, x: 0.4, y: 0.3, angle: 0, halfWidth: 0.7, halfHeight: 0.5 },
    }));
    panel.button('Separated', (s) => ({ ...s, a: { ...s.a, x: -1.4, y: -0.4 }, b: { ...s.b, x: 0.5, y: 0.9 } }));
    panel.button('Move B by −MTD', (s) => {
      const d = distanceFromMinkowski(placedBox(s.a), placedBox(s.b), minkowskiDifference(placedBox(s.a), placedBox(s.b)));
      return { ...s, b: withPose(s.b, { position: { x: s.b.x - d.mtd.x, y: s.b.y - d.mtd.y }, angle: s.b.angle }) };
    });
  },

  draw(scene) {
    scene.layer('world', (pen) => pen.grid(1));
    bodiesAB(scene, 'world', (which) => ({
      label: `box ${which.toUpperCase()}`, rotatable: true,
      shape: (s) => boxShape(s[which]),
      pose: (s) => poseOf(s[which]),
      setPose: (s, pose) => ({ ...s, [which]: withPose(s[which], pose) }),
    }));
    scene.layer('world', (pen, s, d) => {
      // Beside the centre, off the rotation stalk.
      pen.label('A', { x: s.a.x, y: s.a.y }, { color: 'shapeA', bold: true, size: 15, ...besideCentre(poseOf(s.a)) });
      pen.label('B', { x: s.b.x, y: s.b.y }, { color: 'shapeB', bold: true, size: 15, ...besideCentre(poseOf(s.b)) });
      for (const p of d.supports?.points ?? []) pen.dot(p, 5, { fill: 'feature', stroke: true, color: 'background', width: 1.5 });
      if (s.showWitnesses) {
        pen.arrow(d.distance.pointA, d.distance.pointB, { color: 'translation', width: 2.5, head: 9 });
        pen.dot(d.distance.pointA, 3.5, { fill: 'shapeA' });
        pen.dot(d.distance.pointB, 3.5, { fill: 'shapeB' });
      }
    });

    // B − A stays in sight: a drag or key that would carry it out of its view stops at the edge.
    scene.keepInView('md', (_s, d) => d.minkowski.vertices);
    scene.layer('md', (pen, _s, d) => drawMinkowski(pen, d.minkowski, d.distance));
  },
});
