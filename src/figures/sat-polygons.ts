// The separating axis test for two convex polygons: the axes of both, both projections on each, the
// interval overlap of the source text and the push-out depth, the separating axis, and the MTV.

import {
  type DistanceOutput, type MinkowskiDifference, type Placed, type SatOutput, distanceFromMinkowski, makePolygon, makeRegularPolygon, minkowskiDifference, satTest, support, worldVertices, rulerPoint,
} from '../geometry';
import { type PoseState, clampPosition, clampedPose, formatVector, normalizeAngle, poseFields } from './shared/shapes';
import { bodiesAB } from './shared/bodies';
import { beside, besideCentre } from './shared/labels';
import { drawMinkowski } from './shared/minkowskiView';
import { knobRing, rulerInView } from './shared/rulers';
import { defineFigure, shapeColor } from '../ui/figure';
import { fixed } from '../ui/format';

interface State {
  readonly a: PoseState;
  readonly b: PoseState;
  /** 'small' for the containment preset, else 'normal'. */
  readonly size: 'normal' | 'small';
  readonly showMinkowski: boolean;
  readonly follow: boolean;
  /** The axis drawn alone with its projections ('A0' for A's edge 0, …), or 'all'. */
  readonly axis: string;
}

interface Derived {
  readonly a: Placed;
  readonly b: Placed;
  readonly sat: SatOutput;
  readonly distance: DistanceOutput;
  readonly minkowski: MinkowskiDifference;
}

const fixedShape = makePolygon([{ x: -1.3, y: -0.6 }, { x: 0.9, y: -0.9 }, { x: 1.3, y: 0.4 }, { x: 0, y: 1.1 }, { x: -1.1, y: 0.6 }]);
const movingShapes = { normal: makeRegularPolygon(3, 0.75, Math.PI / 2), small: makeRegularPolygon(3, 0.3, Math.PI / 2) };
/** Every axis there is: one per edge of A (5) and of B (3), as satTest lists them. */
const AXES = [...fixedShape.vertices.map((_, i) => `A${i}`), ...movingShapes.normal.vertices.map((_, i) => `B${i}`)];
const axisKey = (axis: { readonly source: 'A' | 'B'; readonly edgeIndex: number }) => `${axis.source}${axis.edgeIndex}`;

const initialState = (): State => ({
  a: { x: 0, y: 0, angle: 0 }, b: { x: 1.55, y: 0.9, angle: 0.3 }, size: 'normal', showMinkowski: false, follow: false, axis: 'all',
});

const place = (p: PoseState, shape: Placed['shape']): Placed => ({ shape, pose: { position: { x: p.x, y: p.y }, angle: p.angle } });
/** World units: how far a ruler stands off the shapes, and how far it runs past what it shows. */
const RULER_MARGIN = 0.3;
const RULER_OVERHANG = 0.25;

export default defineFigure<State, Derived>({
  id: 'sat-polygons',
  title: 'Two polygons: an axis that separates, or the least way out',
  height: 460,
  views: [
    { id: 'world', title: 'World', center: { x: 0, y: 0 }, span: 7.5 },
    { id: 'md', title: 'Configuration space: B − A', center: { x: 0, y: 0 }, span: 10 },
  ],
  visibleViews: (s) => (s.showMinkowski ? ['world', 'md'] : ['world']),
  legend: [
    { color: 'shapeA', label: 'A (fixed), its projections, and the edges of B − A from A' },
    { color: 'shapeB', label: 'B (moving), its projections, and the edges of B − A from B' },
    { color: 'overlap', label: 'axis where the projections overlap' },
    { color: 'apart', label: 'axis where they do not: it separates' },
    { color: 'translation', label: 'the minimum translation: −MTV from B, its way out (World); the MTV from the origin to the outline (B − A)' },
    { color: 'minkowski', label: 'B − A (with Show B − A)' },
  ],
  caption: `
    <p>This recreates the polygon-versus-polygon figure of Hunter GW’s separating-axis article (which drew A green
    and B blue; here, as everywhere in this article, A is red and B green). Drag B (or, with a mouse, switch on
    <strong>B follows pointer</strong>; a touch screen has no pointer to follow) and turn either polygon. Every edge of both polygons gives an axis, drawn as a ruler just off the
    end of its edge. On each one the two projections are drawn side by side in their shapes’ colours, and the ruler
    takes the colour of its verdict (see the legend). An axis whose two intervals are disjoint separates the polygons:
    they cannot touch, and a test can stop there. (In 3D the faces’ normals are not enough: two boxes can meet edge
    to edge, so the cross product of each edge of one with each edge of the other is an axis too, 15 axes for two
    boxes in all.)</p>
    <p>When no axis separates them the polygons overlap. Hunter GW’s article measures <em>overlap</em> = min of the
    maxima − max of the minima, but the distance B must move along an axis to get clear is the <em>depth</em>, the
    smaller of maxA − minB and maxB − minA. They differ when one interval holds the other. Try <strong>B inside
    A</strong>: there the overlap is only B’s own width while the way out is much longer. The MTV uses the least depth;
    the arrow is −MTV, B’s way out, and <strong>Move B by −MTV</strong> takes it.
    <strong>Show B − A</strong> adds the Minkowski difference (beside the shapes, or below them on a narrow screen):
    the least depth is exactly the distance from the origin to its outline. With every axis drawn the rulers crowd each
    other: pick one under <strong>axis shown</strong> to see its projection alone, each polygon’s two extreme corners
    carried across to the ruler by dashed lines.</p>`,
  initialState,
  fields: [
    ...poseFields('a'), ...poseFields('b'),
    { kind: 'choice', path: 'size', options: ['normal', 'small'] },
    { kind: 'boolean', path: 'showMinkowski' }, { kind: 'boolean', path: 'follow' },
    { kind: 'choice', path: 'axis', options: ['all', ...AXES] },
  ],

  derive(state) {
    const a = place(state.a, fixedShape), b = place(state.b, movingShapes[state.size]);
    const minkowski = minkowskiDifference(a, b);
    return { a, b, sat: satTest(a, b), minkowski, distance: distanceFromMinkowski(a, b, minkowski) };
  },

  readouts(_state, d) {
    const { sat } = d;
    const separating = sat.separatingAxis >= 0 ? sat.axes[sat.separatingAxis] : null;
    return [
      { name: 'verdict', label: 'Polygons', value: sat.contact },
      { name: 'separating-axis', label: 'First separating axis', value: separating ? `${separating.source} edge ${separating.edgeIndex}` : 'none' },
      { name: 'depth', label: 'Least depth', value: sat.intersecting ? sat.depth : null, unit: 'u' },
      { name: 'mtv', label: 'MTV (move B by −MTV)', value: sat.mtv ? formatVector(sat.mtv) : '—' },
      { name: 'md-distance', label: 'Distance to B − A', value: d.distance.distance, unit: 'u' },
      ...sat.axes.map((axis, i) => ({
        name: `axis-${i}`, label: `${axis.source} edge ${axis.edgeIndex}`,
        value: `A [${fixed(axis.intervalA.min, 2)}, ${fixed(axis.intervalA.max, 2)}] B [${fixed(axis.intervalB.min, 2)}, ${fixed(axis.intervalB.max, 2)}] overlap ${fixed(axis.overlap, 2)} depth ${fixed(axis.depth, 2)}`,
      })),
    ];
  },

  controls(panel) {
    panel.angle('angle of A', { get: (s) => s.a.angle, set: (s, r) => ({ ...s, a: { ...s.a, angle: normalizeAngle(r) } }) });
    panel.angle('angle of B', { get: (s) => s.b.angle, set: (s, r) => ({ ...s, b: { ...s.b, angle: normalizeAngle(r) } }) });
    panel.toggle('B follows pointer', { get: (s) => s.follow, set: (s, follow) => ({ ...s, follow }) });
    panel.toggle('Show B − A', { get: (s) => s.showMinkowski, set: (s, showMinkowski) => ({ ...s, showMinkowski }) });
    panel.choice('axis shown', {
      options: Object.fromEntries([['every axis', 'all'], ...AXES.map((k) => [`${k[0]}’s edge ${k.slice(1)}`, k])]),
      get: (s) => s.axis,
      set: (s, axis) => ({ ...s, axis }),
    });
    panel.button('B inside A (containment)', (s) => ({ ...s, size: 'small', a: { x: 0, y: 0, angle: 0 }, b: { x: 0.55, y: 0.05, angle: 0.2 }, follow: false }));
    panel.button('Separated', (s) => ({ ...s, size: 'normal', a: { x: 0, y: 0, angle: 0 }, b: { x: 2.2, y: 0.3, angle: 0 }, follow: false }));
    panel.button('Move B by −MTV', (s, d) => {
      const { mtv } = d.sat;
      return mtv ? { ...s, b: { ...s.b, x: s.b.x - mtv.x, y: s.b.y - mtv.y } } : s;
    }, (_s, d) => (d.sat.mtv ? null : 'the shapes do not overlap: there is no MTV, and B stays where it is.'));
  },

  draw(scene) {
    scene.layer('world', (pen) => pen.grid(1));
    bodiesAB(scene, 'world', (which) => ({
      label: which === 'a' ? 'polygon A (fixed)' : 'polygon B (moving)', rotatable: true, fillAlpha: 0.12,
      shape: (s) => (which === 'a' ? fixedShape : movingShapes[s.size]),
      pose: (s) => place(s[which], fixedShape).pose,
      setPose: (s, pose) => ({ ...s, [which]: clampedPose(pose) }),
    }));
    scene.layer('world', (pen, s, d) => {
      const edges = { A: worldVertices(d.a), B: worldVertices(d.b) };
      // What a ruler stands clear of: each polygon with its turning knob.
      const clear = [[...edges.A, ...knobRing(pen.view, d.a.pose, d.a.shape.radius)], [...edges.B, ...knobRing(pen.view, d.b.pose, d.b.shape.radius)]];
      d.sat.axes.forEach((axis) => {
        // With one axis chosen, the others stay as faint marks of where they are.
        const chosen = s.axis === axisKey(axis), alpha = s.axis === 'all' || chosen ? 1 : 0.15;
        const w = edges[axis.source];
        const low = Math.min(axis.intervalA.min, axis.intervalB.min) - RULER_OVERHANG, high = Math.max(axis.intervalA.max, axis.intervalB.max) + RULER_OVERHANG;
        // A ruler beside both polygons, off the end of the edge that gives the axis (or off its start, or
        // between the polygons, where that keeps more of it in sight).
        const ruler = rulerInView({
          edgeStart: w[axis.edgeIndex], edgeEnd: w[(axis.edgeIndex + 1) % w.length], normal: axis.axis, groups: clear, margin: RULER_MARGIN, low, high,
        }, pen.view);
        const side = { x: -axis.axis.y * pen.view.toWorldLength(3.5), y: axis.axis.x * pen.view.toWorldLength(3.5) };
        const shifted = (value: number, sign: number) => { const p = rulerPoint(ruler, value); return { x: p.x + side.x * sign, y: p.y + side.y * sign }; };
        const overlapping = axis.overlap > 0;
        pen.segment(rulerPoint(ruler, low), rulerPoint(ruler, high), { color: overlapping ? 'overlap' : 'apart', width: overlapping ? 1.5 : 3, alpha });
        pen.segment(shifted(axis.intervalA.min, -1), shifted(axis.intervalA.max, -1), { color: 'shapeA', width: 4, alpha });
        pen.segment(shifted(axis.intervalB.min, 1), shifted(axis.intervalB.max, 1), { color: 'shapeB', width: 4, alpha });
        if (!chosen) return;
        // The edge that gives the axis, and the projection itself: each polygon's two extreme corners carried
        // across onto the ruler.
        pen.segment(w[axis.edgeIndex], w[(axis.edgeIndex + 1) % w.length], { color: shapeColor(axis.source), width: 5, alpha: 0.7 });
        const back = { x: -axis.axis.x, y: -axis.axis.y };
        for (const [which, placed, interval, sign] of [['A', d.a, axis.intervalA, -1], ['B', d.b, axis.intervalB, 1]] as const) {
          // The corners that support the polygon along the axis and against it give its interval's two ends.
          for (const [direction, end] of [[axis.axis, interval.max], [back, interval.min]] as const) {
            const corner = edges[which][support(placed.shape, placed.pose, direction)[0]];
            pen.segment(corner, shifted(end, sign), { color: shapeColor(which), width: 1.5, dash: 4, alpha: 0.9 });
          }
        }
        // Beside the ruler's middle, across it on the side away from the edge that gives the axis, the box growing
        // away from the ruler so it does not reach back across it (or in a corner where that side has no room).
        pen.label(`overlap ${fixed(axis.overlap, 2)}\ndepth ${fixed(axis.depth, 2)}`, rulerPoint(ruler, (low + high) / 2), {
          color: overlapping ? 'overlap' : 'apart', bold: true, size: 12, ...beside(ruler.away, 16), corners: true,
        });
      });
      if (d.sat.separatingAxis >= 0) {
        const axis = d.sat.axes[d.sat.separatingAxis];
        const w = edges[axis.source];
        const p = w[axis.edgeIndex], q = w[(axis.edgeIndex + 1) % w.length];
        pen.segment(p, q, { color: 'muted', width: 6, alpha: 0.6 });
      }
      if (d.sat.mtv) {
        const from = d.b.pose.position;
        pen.arrow(from, { x: from.x - d.sat.mtv.x, y: from.y - d.sat.mtv.y }, { color: 'translation', width: 3 });
      }
      pen.label('A', d.a.pose.position, { color: 'shapeA', bold: true, size: 15, ...besideCentre(d.a.pose) });
      pen.label('B', d.b.pose.position, { color: 'shapeB', bold: true, size: 15, ...besideCentre(d.b.pose) });
    });
    scene.pointerFollow('world', {
      enabled: (s) => s.follow,
      follow: (s, p) => ({ ...s, b: { ...s.b, x: clampPosition(p.x), y: clampPosition(p.y) } }),
    });
    // B − A stays in sight: a drag or key that would carry it out of its view stops at the edge.
    scene.keepInView('md', (_s, d) => d.minkowski.vertices);
    scene.layer('md', (pen, _s, d) => drawMinkowski(pen, d.minkowski, d.distance));
  },
});
