// Building an AABB as "Collision detection for dummies" does: turn the outline's vertices into the world
// and keep the least and greatest x and y. The object here is concave and turns; only the vertices of its
// convex hull can ever set a side, so a scan of those alone gives the same box (a reader's remark under
// the article). A second object and the box that holds both (CombineAABBs).

import {
  type Aabb, type ConvexPolygon, type PointsAabb, type Vec2, aabbMax, aabbMin, aabbOfPlaced, aabbOfPoints, combineAabbs,
  clampToDisc, convexHullIndices, inverseTransformPoint, makePolygon, moveVertexKeepingSimple, transformPoint,
} from '../geometry';
import { type BoxState, boxFields, boxShape, clampedPose, memoize, poseFields, poseOf, withPose } from './shared/shapes';
import { besideCentre } from './shared/labels';
import { defineFigure } from '../ui/figure';
import { fixed } from '../ui/format';

type ObjectName = 'L' | 'star' | 'arrow';

interface State {
  /** A's outline in its own frame, counter-clockwise about the point it turns on; the reader drags its vertices. */
  readonly outline: readonly Vec2[];
  readonly a: { readonly x: number; readonly y: number; readonly angle: number };
  readonly b: BoxState;
  readonly hullOnly: boolean;
  readonly spinning: boolean;
}

interface Derived {
  readonly outline: readonly Vec2[];
  readonly hull: readonly number[];
  /** A's box, scanning every vertex and scanning the hull's only (always the same box). */
  readonly all: PointsAabb;
  readonly hullScan: PointsAabb;
  readonly b: Aabb;
  readonly combined: Aabb;
}

/** Concave outlines, counter-clockwise about their local origin. */
const OUTLINES: Record<ObjectName, readonly Vec2[]> = {
  // The L of the sources audit: vertex 3 is the reflex corner, which never bounds.
  L: [{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 0.6 }, { x: 0.6, y: 0.6 }, { x: 0.6, y: 1.6 }, { x: 0, y: 1.6 }].map((p) => ({ x: p.x - 0.8, y: p.y - 0.6 })),
  star: Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 1.3 : 0.55, angle = Math.PI / 2 + (i * Math.PI) / 5;
    return { x: r * Math.cos(angle), y: r * Math.sin(angle) };
  }),
  arrow: [{ x: -1.4, y: -0.25 }, { x: 0.4, y: -0.25 }, { x: 0.4, y: -0.7 }, { x: 1.4, y: 0 }, { x: 0.4, y: 0.7 }, { x: 0.4, y: 0.25 }, { x: -1.4, y: 0.25 }],
};
const SPIN = 0.5; // radians per second while spinning
/** A dragged vertex stays this far from every edge that does not end at it (world units), and this near the turning point. */
const OUTLINE_MARGIN = 0.05;
const OUTLINE_REACH = 2;

/** The hull as a body's shape: what a press on A takes, and the outline of the vertices that can bound it. */
const hullShape: (outline: readonly Vec2[]) => ConvexPolygon = memoize(
  (outline: readonly Vec2[]) => outline.map((p) => `${p.x},${p.y}`).join(';'),
  (outline: readonly Vec2[]) => makePolygon(convexHullIndices(outline).map((i) => outline[i])));

/** Vertex `index` of A dragged to the world point `target`: no farther than the reach from the turning point, and the outline kept simple. */
function withVertexMoved(s: State, index: number, target: Vec2): State {
  const local = inverseTransformPoint(poseOf(s.a), target);
  const moved = moveVertexKeepingSimple(s.outline, index, clampToDisc(local, { x: 0, y: 0 }, OUTLINE_REACH), OUTLINE_MARGIN);
  return { ...s, outline: s.outline.map((p, i) => (i === index ? moved : p)) };
}

const initialState = (): State => ({
  outline: OUTLINES.L,
  a: { x: -1.1, y: 0, angle: 0.35 },
  b: { x: 1.9, y: 0.5, angle: -0.4, halfWidth: 0.45, halfHeight: 0.3 },
  hullOnly: false,
  spinning: false,
});

const boxCorners = (box: Aabb): Vec2[] => {
  const min = aabbMin(box), max = aabbMax(box);
  return [min, { x: max.x, y: min.y }, max, { x: min.x, y: max.y }];
};
const area = (box: Aabb) => 4 * box.halfExtents.x * box.halfExtents.y;
const fmt = (v: Vec2) => `(${fixed(v.x, 2)}, ${fixed(v.y, 2)})`;

export default defineFigure<State, Derived>({
  id: 'aabb-build',
  title: 'Building an AABB: every vertex, or only the hull’s',
  height: 440,
  views: [{ id: 'world', title: 'World', center: { x: 0.2, y: 0 }, span: 5.5 }],
  legend: [
    { color: 'shapeA', label: 'object A (concave; drag its corners), its convex hull and its AABB (dashed)' },
    { color: 'shapeB', label: 'object B and its AABB (dashed)' },
    { color: 'feature', label: 'the vertices that set A’s box, side by side' },
    { color: 'muted', label: 'vertices inside the hull: they never set a side' },
    { color: 'construction', label: 'the box that holds both boxes (drawn just outside it)' },
  ],
  caption: `
    <p>An axis-aligned box is built by running through the vertices, turned into the world, and keeping the least and
    greatest x and y. This recreates Figure 2 of Paul Firth’s “Collision detection for dummies” (a complex object
    bounded by its box) and its <em>BuildAABB</em> and <em>CombineAABBs</em>. Turn object A by its knob, or press
    <strong>Play</strong> to spin it: the box must be rebuilt whenever the object turns, and the orange vertices show which
    corner sets each side right now. Drag A’s corners to make an object of your own: any outline whose edges do not
    cross.</p>
    <p>A reader under the article pointed out that a vertex in a dent can never set a side, at any angle: only the
    corners of its convex hull can. Tick <strong>scan hull only</strong> and the
    loop visits fewer vertices and finds the same box every time. The dashed construction box holds both boxes, as
    a tree of boxes does for a group of objects; drag B away and see how much empty space it then holds.</p>`,
  initialState,
  fields: [
    { kind: 'outline', path: 'outline', minCount: 3, maxCount: 12, maxRadius: OUTLINE_REACH, margin: OUTLINE_MARGIN },
    ...poseFields('a'),
    ...boxFields('b'),
    { kind: 'boolean', path: 'hullOnly' },
    { kind: 'boolean', path: 'spinning' },
  ],

  derive(state) {
    const outline = state.outline;
    const hull = convexHullIndices(outline);
    const pose = poseOf(state.a);
    const all = aabbOfPoints(outline, pose);
    const hullScan = aabbOfPoints(outline, pose, hull);
    const b = aabbOfPlaced({ shape: boxShape(state.b), pose: poseOf(state.b) });
    return { outline, hull, all, hullScan, b, combined: combineAabbs(state.hullOnly ? hullScan : all, b) };
  },

  readouts(state, d) {
    const box = state.hullOnly ? d.hullScan : d.all;
    const sides = box.boundingIndices;
    const upright = aabbOfPoints(d.outline, { position: { x: 0, y: 0 }, angle: 0 });
    return [
      { name: 'center', label: 'A’s box: centre', value: fmt(box.center) },
      { name: 'half-extents', label: 'A’s box: half extents', value: fmt(box.halfExtents) },
      { name: 'sides', label: 'Vertex setting min x, max x, min y, max y', value: `${sides.minX}, ${sides.maxX}, ${sides.minY}, ${sides.maxY}` },
      { name: 'visited', label: 'Vertices visited (all / hull)', value: `${d.all.visited} / ${d.hullScan.visited}${state.hullOnly ? ' (hull)' : ' (all)'}` },
      { name: 'same-box', label: 'Hull scan gives the same box', value: d.all.center.x === d.hullScan.center.x && d.all.center.y === d.hullScan.center.y && d.all.halfExtents.x === d.hullScan.halfExtents.x && d.all.halfExtents.y === d.hullScan.halfExtents.y },
      { name: 'area-ratio', label: 'Box area ÷ its area upright', value: area(box) / area(upright) },
      { name: 'combined', label: 'Box holding both: centre, half extents', value: `${fmt(d.combined.center)}, ${fmt(d.combined.halfExtents)}` },
    ];
  },

  controls(panel) {
    panel.angle('angle of A', { get: (s) => s.a.angle, set: (s, angle) => ({ ...s, a: { ...s.a, angle } }) });
    panel.toggle('scan hull only', { get: (s) => s.hullOnly, set: (s, hullOnly) => ({ ...s, hullOnly }) });
    panel.button('Play / pause (spin A)', (s) => ({ ...s, spinning: !s.spinning }));
    const presets = panel.folder('Presets');
    presets.button('An L', (s) => ({ ...s, outline: OUTLINES.L }));
    presets.button('A star', (s) => ({ ...s, outline: OUTLINES.star }));
    presets.button('An arrow', (s) => ({ ...s, outline: OUTLINES.arrow }));
    presets.button('L upright: the reflex corner never bounds', (s) => ({ ...s, outline: OUTLINES.L, a: { x: -1.1, y: 0, angle: 0 }, spinning: false }));
    presets.button('B far away', (s) => ({ ...s, b: { ...s.b, x: 2.2, y: 1.6 } }));
  },

  animating: (s) => s.spinning,
  paused: (s) => ({ ...s, spinning: false }),
  advance(s, seconds, { reducedMotion }) {
    // Reduced motion: a quarter turn at once, then stop.
    const angle = reducedMotion ? s.a.angle + Math.PI / 2 : s.a.angle + SPIN * seconds;
    const wrapped = Math.atan2(Math.sin(angle), Math.cos(angle));
    return { ...s, a: { ...s.a, angle: wrapped }, spinning: reducedMotion ? false : s.spinning };
  },

  draw(scene) {
    scene.layer('world', (pen, s, d) => {
      pen.grid(1);
      const box = s.hullOnly ? d.hullScan : d.all;
      // Drawn 5 px outside the box it is, so it never hides under the edges it shares with A's and B's boxes.
      const pad = pen.view.toWorldLength(5), c = d.combined;
      pen.polygon(boxCorners({ center: c.center, halfExtents: { x: c.halfExtents.x + pad, y: c.halfExtents.y + pad } }), { color: 'construction', width: 2, dash: 10 });
      pen.polygon(boxCorners(d.b), { color: 'shapeB', width: 1.5, dash: 5 });
      pen.polygon(boxCorners(box), { color: 'shapeA', width: 1.5, dash: 5 });
      pen.polygon(d.all.world, { color: 'shapeA', width: 2, fill: 'shapeA', fillAlpha: 0.18 });
    });
    scene.body('world', {
      id: 'A', label: 'object A', color: 'shapeA', rotatable: true, fillAlpha: 0,
      shape: (s) => hullShape(s.outline),
      pose: (s) => poseOf(s.a),
      setPose: (s, pose) => ({ ...s, a: clampedPose(pose) }),
    });
    scene.vertexHandles('world', {
      id: 'A', color: 'shapeA',
      vertices: (s) => s.outline.map((p) => transformPoint(poseOf(s.a), p)),
      // Concave is the point; an outline that would cross itself stops short of it.
      setVertex: (s, index, position) => withVertexMoved(s, index, position),
    });
    scene.body('world', {
      id: 'B', label: 'object B', color: 'shapeB', rotatable: true,
      shape: (s) => boxShape(s.b),
      pose: (s) => poseOf(s.b),
      setPose: (s, pose) => ({ ...s, b: withPose(s.b, pose) }),
    });
    scene.layer('world', (pen, s, d) => {
      const box = s.hullOnly ? d.hullScan : d.all;
      const onHull = new Set(d.hull);
      // Each vertex has its knob on top: the marks are discs wider than the knob, seen as a ring round it.
      d.all.world.forEach((p, i) => {
        if (!onHull.has(i)) pen.dot(p, 8.5, { fill: 'muted' });
      });
      const sides = box.boundingIndices;
      const names: [keyof typeof sides, string, { x: number; y: number }][] = [
        ['minX', 'min x', { x: -16, y: 0 }], ['maxX', 'max x', { x: 16, y: 0 }], ['minY', 'min y', { x: 0, y: 14 }], ['maxY', 'max y', { x: 0, y: -14 }],
      ];
      for (const [key, text, offset] of names) {
        const p = d.all.world[sides[key]];
        pen.dot(p, 9.5, { fill: 'feature' });
        pen.label(text, p, { color: 'feature', bold: true, size: 12, offset, anchor: { x: offset.x < 0 ? 1 : offset.x > 0 ? 0 : 0.5, y: 0.5 } });
      }
      // Each vertex's number, the one the readouts name, just outside the outline (away from A's centre).
      const centre = { x: s.a.x, y: s.a.y };
      d.all.world.forEach((p, i) => {
        const dx = p.x - centre.x, dy = p.y - centre.y, length = Math.hypot(dx, dy) || 1;
        pen.label(`${i}`, p, { color: 'muted', size: 11, offset: { x: (14 * dx) / length, y: (-14 * dy) / length } });
      });
      pen.label('A', { x: s.a.x, y: s.a.y }, { color: 'shapeA', bold: true, size: 15, ...besideCentre(poseOf(s.a)) });
      pen.label('B', { x: s.b.x, y: s.b.y }, { color: 'shapeB', bold: true, size: 15, ...besideCentre(poseOf(s.b)) });
    });
  },
});
