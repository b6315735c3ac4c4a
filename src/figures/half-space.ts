// Point in polygon by half-spaces (the game-programming text's point containment): each edge's line
// splits the plane, and the point is inside a convex polygon when every edge puts it on the inner side.
// The reader can drag a vertex until the polygon is concave, and watch that test disagree with the exact one.

import { type HalfSpaceOutput, type Vec2, halfSpaceTest, isSimplePolygon } from '../geometry';
import { clampPosition } from './shared/shapes';
import { defineFigure } from '../ui/figure';
import { fixed } from '../ui/format';

interface State {
  readonly p0: Vec2;
  readonly p1: Vec2;
  readonly p2: Vec2;
  readonly p3: Vec2;
  readonly point: Vec2;
  readonly showHalfPlanes: boolean;
}

interface Derived {
  readonly vertices: Vec2[];
  readonly test: HalfSpaceOutput;
  readonly simple: boolean;
}

const SQUARE: Pick<State, 'p0' | 'p1' | 'p2' | 'p3'> = { p0: { x: -1, y: -1 }, p1: { x: 1, y: -1 }, p2: { x: 1, y: 1 }, p3: { x: -1, y: 1 } };
/** The dart of the sources audit: (0.6, -0.6) lies inside it, but beyond edge 0's line. */
const DART: Pick<State, 'p0' | 'p1' | 'p2' | 'p3'> = { p0: { x: -1, y: -1 }, p1: { x: 0, y: -0.2 }, p2: { x: 1, y: -1 }, p3: { x: 0, y: 1.2 } };
const KEYS = ['p0', 'p1', 'p2', 'p3'] as const;

/** Why an outline that is not simple is not: corners that coincide, no area, or edges that cross. */
const notSimpleBecause = (test: HalfSpaceOutput): string =>
  test.edges.some((e) => e.degenerate) ? 'corners coincide' : test.winding === 'degenerate' ? 'it has no area' : 'edges cross';
const verticesOf = (s: State): Vec2[] => KEYS.map((k) => s[k]);
/** Vertices and the point stay within the view. */
const LIMIT = 2.6;
const clampPoint = (p: Vec2): Vec2 => ({ x: Math.max(-LIMIT, Math.min(LIMIT, clampPosition(p.x))), y: Math.max(-LIMIT, Math.min(LIMIT, clampPosition(p.y))) });

const initialState = (): State => ({ ...SQUARE, point: { x: 0.5, y: 0.2 }, showHalfPlanes: true });

const verdict = (inside: boolean) => (inside ? 'inside' : 'outside');

export default defineFigure<State, Derived>({
  id: 'half-space',
  title: 'Inside when every edge agrees — if the polygon is convex',
  height: 440,
  views: [{ id: 'world', title: 'World', center: { x: 0, y: 0 }, span: 5.6 }],
  legend: [
    { color: 'shapeA', label: 'the polygon (drag its corners)' },
    { color: 'shapeB', label: 'the point' },
    { color: 'muted', label: 'edge lines, inner sides tinted; outward normals' },
    { color: 'overlap', label: 'edge that puts the point inside / inside' },
    { color: 'apart', label: 'edge that puts it outside / outside' },
  ],
  caption: `
    <p>Drag the point, or a corner of the polygon. Every edge lies on a line that cuts the plane in two, and the arrow on
    the edge is its outward normal n (the edge turned a quarter turn clockwise and scaled to length 1). For a point P
    and a corner v of the edge, the dot product (P − v) · n is the signed distance from the line: negative on the inner
    side. The dot on each edge shows that sign for the point in the legend’s inside or outside colour, and a convex polygon
    contains the point exactly when every dot says inside. This recreates LaMothe’s figures on point containment with half-spaces (<em>Tricks of the Windows Game
    Programming Gurus</em>, the collision chapter), where the book leaves the arithmetic out.</p>
    <p>Now press <strong>Dart</strong>, or drag a corner inwards until the polygon is concave. Part of the inside now lies
    beyond one edge’s line, and the half-space test calls such a point outside while the exact test (counting how often a
    ray from the point crosses the outline) says inside. Press <strong>Reverse winding</strong>: with the corners listed
    clockwise every normal points inwards and even the centre reads outside. The readouts keep the two questions apart:
    which way the corners run, and whether the polygon is convex.</p>`,
  initialState,
  fields: [
    ...KEYS.flatMap((k) => [
      { kind: 'number' as const, path: `${k}.x`, min: -LIMIT, max: LIMIT }, { kind: 'number' as const, path: `${k}.y`, min: -LIMIT, max: LIMIT },
    ]),
    { kind: 'number', path: 'point.x', min: -LIMIT, max: LIMIT }, { kind: 'number', path: 'point.y', min: -LIMIT, max: LIMIT },
    { kind: 'boolean', path: 'showHalfPlanes' },
  ],

  derive(state) {
    const vertices = verticesOf(state);
    return { vertices, test: halfSpaceTest(vertices, state.point), simple: isSimplePolygon(vertices) };
  },

  readouts(_state, d) {
    const disagree = d.test.inside !== d.test.insideExact;
    return [
      { name: 'half-space', label: 'Half-space test', value: verdict(d.test.inside) },
      { name: 'exact', label: 'Exact (crossing count)', value: verdict(d.test.insideExact) },
      { name: 'agree', label: 'The two tests', value: disagree ? 'disagree: the half-space test is wrong' : 'agree' },
      { name: 'winding', label: 'Corners run', value: d.test.winding === 'counterClockwise' ? 'counter-clockwise' : d.test.winding === 'clockwise' ? 'clockwise' : 'degenerate' },
      { name: 'convex', label: 'Convex', value: d.test.convex ? 'yes' : 'no' },
      { name: 'simple', label: 'Outline simple', value: d.simple ? 'yes' : `no (${notSimpleBecause(d.test)})` },
      ...d.test.edges.map((e, i) => ({
        name: `edge-${i}`, label: `Edge ${i}: (P − v) · n`,
        value: e.degenerate ? 'none: its corners coincide' : `${fixed(e.signedDistance, 3)} ${e.inner ? 'inner' : 'outer'}`,
      })),
    ];
  },

  controls(panel) {
    panel.button('Square, point inside', (s) => ({ ...s, ...SQUARE, point: { x: 0.5, y: 0.2 } }));
    panel.button('Dart: inside, but not by half-spaces', (s) => ({ ...s, ...DART, point: { x: 0.6, y: -0.6 } }));
    panel.button('Reverse winding', (s) => ({ ...s, p0: s.p3, p1: s.p2, p2: s.p1, p3: s.p0 }));
    panel.toggle('show half-planes', { get: (s) => s.showHalfPlanes, set: (s, showHalfPlanes) => ({ ...s, showHalfPlanes }) });
  },

  draw(scene) {
    scene.layer('world', (pen, s, d) => {
      pen.grid(1);
      const n = d.vertices.length;
      // Each edge's line and strip run past the view on every side: as far as the view's farthest corner from any corner.
      const { min, max } = pen.view.worldBounds();
      const reach = Math.max(...d.vertices.map((v) => Math.hypot(Math.max(v.x - min.x, max.x - v.x), Math.max(v.y - min.y, max.y - v.y)))) + 1;
      d.test.edges.forEach((edge, i) => {
        // An edge whose corners coincide has no line to draw, nor a normal.
        if (edge.degenerate) return;
        const v = d.vertices[i], w = d.vertices[(i + 1) % n];
        const along = { x: -edge.normal.y, y: edge.normal.x };
        const far = (p: Vec2, t: number) => ({ x: p.x + along.x * t, y: p.y + along.y * t });
        if (s.showHalfPlanes) {
          // The inner half-plane as a long strip behind the edge's line.
          const inward = (p: Vec2) => ({ x: p.x - edge.normal.x * reach, y: p.y - edge.normal.y * reach });
          const a = far(v, reach), b = far(v, -reach);
          pen.polygon([a, b, inward(b), inward(a)], { fill: 'muted', fillAlpha: 0.05, stroke: false });
          pen.segment(a, b, { color: 'muted', width: 1, dash: 4, alpha: 0.7 });
        }
        const mid = { x: (v.x + w.x) / 2, y: (v.y + w.y) / 2 };
        pen.arrow(mid, { x: mid.x + edge.normal.x * 0.45, y: mid.y + edge.normal.y * 0.45 }, { color: 'muted', width: 1.5 });
        pen.dot(mid, 6, { fill: edge.inner ? 'overlap' : 'apart' });
        pen.label(`${i}`, mid, { color: 'muted', size: 11, offset: { x: 10, y: 10 } });
      });
      pen.polygon(d.vertices, { color: 'shapeA', width: 2, fill: 'shapeA', fillAlpha: 0.12 });
      const wrong = d.test.inside !== d.test.insideExact;
      // The two verdicts in the view's corner, under its title, where no outline or edge line runs through them.
      const corner = { x: min.x, y: max.y };
      pen.label(`half-space: ${verdict(d.test.inside)}${wrong ? ' ✗' : ''}`, corner, { color: d.test.inside ? 'overlap' : 'apart', bold: true, size: 13, anchor: { x: 0, y: 0 }, offset: { x: 10, y: 30 }, fixed: true });
      pen.label(`exact: ${verdict(d.test.insideExact)}`, corner, { color: d.test.insideExact ? 'overlap' : 'apart', size: 13, anchor: { x: 0, y: 0 }, offset: { x: 10, y: 48 }, fixed: true });
    });
    scene.vertexHandles('world', {
      id: 'corner', color: 'shapeA',
      vertices: (s) => verticesOf(s),
      // Concave is allowed; an outline whose edges cross is not (the move is refused).
      setVertex: (s, index, position) => {
        const next = { ...s, [KEYS[index]]: clampPoint(position) };
        return isSimplePolygon(verticesOf(next)) ? next : s;
      },
    });
    scene.pointHandle('world', {
      id: 'point', label: 'the point', color: 'shapeB',
      position: (s) => s.point,
      setPosition: (s, p) => ({ ...s, point: clampPoint(p) }),
    });
  },
});
