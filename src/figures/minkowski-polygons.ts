// Two convex polygons the reader reshapes, and their Minkowski difference: the same construction as for
// boxes, for any convex outline.

import {
  type DistanceOutput, type MinkowskiDifference, type Placed, distanceFromMinkowski, mdVertexWitnesses,
  minkowskiDifference,
} from '../geometry';
import {
  type PolygonState, formatVector, outlineOf, placedPolygon, polygonFields, polygonShape, poseOf, withPolygonPose, withVertexMoved,
  worldVerticesOf,
} from './shared/shapes';
import { beside, besideCentre } from './shared/labels';
import { bodiesAB } from './shared/bodies';
import { drawMinkowski, featureText, minkowskiLegend, minkowskiViews } from './shared/minkowskiView';
import { defineFigure, shapeColor } from '../ui/figure';

interface Outline extends PolygonState {
  readonly regular: boolean;
}

interface State {
  readonly a: Outline;
  readonly b: Outline;
  readonly seed: number;
  /** The MD vertex under the pointer. */
  readonly picked: number | null;
}

interface Derived {
  readonly a: Placed;
  readonly b: Placed;
  readonly minkowski: MinkowskiDifference;
  readonly distance: DistanceOutput;
  readonly touching: boolean;
}

const RADIUS = { a: 1.1, b: 0.8 };

const outline = (count: number, regular: boolean, seed: number, which: 'a' | 'b', at: { x: number; y: number; angle: number }): Outline => ({
  x: at.x, y: at.y, angle: at.angle, regular, vertices: outlineOf(count, RADIUS[which], regular, seed),
});

const initialState = (): State => ({
  a: outline(6, false, 3, 'a', { x: -0.8, y: -0.2, angle: 0.2 }),
  b: outline(5, true, 0, 'b', { x: 0.25, y: 0.2, angle: 0 }),
  seed: 3,
  picked: null,
});


const applyMtd = (s: State): State => {
  const a = placedPolygon(s.a), b = placedPolygon(s.b);
  const d = distanceFromMinkowski(a, b, minkowskiDifference(a, b));
  return { ...s, b: withPolygonPose(s.b, { position: { x: s.b.x - d.mtd.x, y: s.b.y - d.mtd.y }, angle: s.b.angle }) };
};

export default defineFigure<State, Derived>({
  id: 'minkowski-polygons',
  title: 'Any two convex polygons',
  height: 440,
  views: minkowskiViews,
  legend: [
    ...minkowskiLegend,
    { color: 'translation', label: 'minimum translation' },
    { color: 'feature', label: 'the vertices behind the MD vertex under the pointer' },
  ],
  caption: `
    <p>This recreates the “Poly vs Poly” demo of Paul Firth’s “Collision detection for dummies”: nothing in the
    construction needs boxes. Drag a polygon to move it, its knob to turn it, or any corner to reshape it: a corner
    stops where the polygon would stop being convex. Choose how many corners each has and whether it is regular, or
    roll new random ones. Either polygon may have more corners than the other: B − A always has one edge per edge of
    A and of B, n + m in all.</p>
    <p>Every corner of B − A is one corner of B minus one corner of A. Point at a corner of the difference (in the
    second view, beside the shapes or below them on a narrow screen) and the two corners that made it light up.
    <strong>Move B by −MTD</strong> takes B back along the blue line: the distance becomes zero and the shapes just touch,
    whichever polygons you drew.</p>`,
  initialState,
  fields: [
    ...polygonFields('a'), ...polygonFields('b'),
    { kind: 'boolean', path: 'a.regular' }, { kind: 'boolean', path: 'b.regular' },
    { kind: 'number', path: 'seed', min: 0, max: 1e6, integer: true },
  ],

  derive(state) {
    const a = placedPolygon(state.a), b = placedPolygon(state.b);
    const minkowski = minkowskiDifference(a, b);
    const distance = distanceFromMinkowski(a, b, minkowski);
    return { a, b, minkowski, distance, touching: distance.contact === 'touching' };
  },

  readouts(state, d) {
    const picked = state.picked !== null && state.picked < d.minkowski.vertices.length ? d.minkowski.vertexPairs[state.picked] : null;
    return [
      { name: 'distance', label: 'Signed distance', value: d.distance.distance, unit: 'u' },
      { name: 'verdict', label: 'Polygons', value: d.distance.contact },
      { name: 'origin-inside', label: 'Origin inside B − A', value: d.distance.contact === 'overlapping' },
      { name: 'mtd', label: 'MTD', value: formatVector(d.distance.mtd) },
      { name: 'feature', label: 'Feature pair', value: featureText(d.distance) },
      { name: 'md-edges', label: 'Edges of B − A', value: `${d.minkowski.vertices.length} = ${state.a.vertices.length} + ${state.b.vertices.length}` },
      { name: 'picked', label: 'MD corner under pointer', value: picked ? `B${picked.b} − A${picked.a}` : '—' },
    ];
  },

  controls(panel) {
    for (const which of ['a', 'b'] as const) {
      const folder = panel.folder(`Polygon ${which.toUpperCase()}`);
      folder.number('corners', {
        min: 3, max: 12, step: 1,
        get: (s) => s[which].vertices.length,
        set: (s, v) => ({ ...s, picked: null, [which]: outline(Math.round(v), s[which].regular, s.seed + (which === 'b' ? 101 : 0), which, s[which]) }),
      });
      folder.toggle('regular', {
        get: (s) => s[which].regular,
        set: (s, v) => ({ ...s, picked: null, [which]: outline(s[which].vertices.length, v, s.seed + (which === 'b' ? 101 : 0), which, s[which]) }),
      });
      folder.angle('angle', {
        get: (s) => s[which].angle,
        set: (s, radians) => ({ ...s, [which]: withPolygonPose(s[which], { ...poseOf(s[which]), angle: radians }) }),
      });
    }
    panel.button('Randomise', (s) => {
      const seed = (s.seed * 7919 + 13) % 1000003;
      return {
        ...s, seed, picked: null,
        a: outline(s.a.vertices.length, false, seed, 'a', s.a),
        b: outline(s.b.vertices.length, false, seed + 101, 'b', s.b),
      };
    });
    panel.button('Move B by −MTD', applyMtd);
  },

  draw(scene) {
    scene.layer('world', (pen) => pen.grid(1));
    bodiesAB(scene, 'world', (which) => ({
      label: `polygon ${which.toUpperCase()}`, rotatable: true,
      shape: (s) => polygonShape(s[which]),
      pose: (s) => poseOf(s[which]),
      setPose: (s, pose) => ({ ...s, [which]: withPolygonPose(s[which], pose) }),
    }));
    scene.layer('world', (pen, s, d) => {
      pen.label('A', { x: s.a.x, y: s.a.y }, { color: 'shapeA', bold: true, size: 15, ...besideCentre(poseOf(s.a)) });
      pen.label('B', { x: s.b.x, y: s.b.y }, { color: 'shapeB', bold: true, size: 15, ...besideCentre(poseOf(s.b)) });
      pen.arrow(d.distance.pointA, d.distance.pointB, { color: 'translation', width: 2.5, head: 9 });
      if (s.picked !== null && s.picked < d.minkowski.vertices.length) {
        const { pointA, pointB } = mdVertexWitnesses(d.a, d.b, d.minkowski, s.picked);
        pen.segment(pointA, pointB, { color: 'feature', width: 2, dash: 5 });
        pen.dot(pointA, 7, { fill: 'feature' });
        pen.dot(pointB, 7, { fill: 'feature' });
        // Each corner's name outside its polygon, away from the polygon's centre.
        const out = (p: { x: number; y: number }, c: { x: number; y: number }) => ({ x: p.x - c.x, y: p.y - c.y });
        pen.label(`A${d.minkowski.vertexPairs[s.picked].a}`, pointA, { color: 'shapeA', bold: true, ...beside(out(pointA, d.a.pose.position), 12) });
        pen.label(`B${d.minkowski.vertexPairs[s.picked].b}`, pointB, { color: 'shapeB', bold: true, ...beside(out(pointB, d.b.pose.position), 12) });
      }
    });
    for (const which of ['a', 'b'] as const) {
      scene.vertexHandles('world', {
        id: which.toUpperCase(), color: shapeColor(which),
        vertices: (s) => worldVerticesOf(s[which]),
        setVertex: (s, index, position) => ({ ...s, picked: null, [which]: { ...withVertexMoved(s[which], index, position), regular: false } }),
      });
    }

    // B − A stays in sight: a drag or key that would carry it out of its view stops at the edge.
    scene.keepInView('md', (_s, d) => d.minkowski.vertices);
    scene.layer('md', (pen, s, d) => drawMinkowski(pen, d.minkowski, d.distance, s.picked));
    scene.pickPoints('md', {
      points: (_s, d) => d.minkowski.vertices,
      pick: (s, index) => (s.picked === index ? s : { ...s, picked: index }),
    });
  },
});
