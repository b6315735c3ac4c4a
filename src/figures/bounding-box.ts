// Bounding boxes as LaMothe's chapter builds them: the min/max of a polygon's vertices measured from its
// centre, rebuilt as it turns; the looser box of its own frame turned with it; and two polygons tested by
// their boxes two ways (intervals, and the text's corners-inside test), judged by the exact test.

import { type BoundingBoxTestOutput, type Placed, type Vec2, type WorldBox, boundingBoxTest, boxArea, boxOfPoints, ownFrameBoxCorners } from '../geometry';
import {
  type PolygonState, placedPolygon, polygonFields, polygonShape, poseOf, withPolygonPose, withVertexMoved, worldVerticesOf,
} from './shared/shapes';
import { bodiesAB } from './shared/bodies';
import { besideCentre } from './shared/labels';
import { defineFigure, shapeColor } from '../ui/figure';
import { fixed } from '../ui/format';

interface State {
  readonly a: PolygonState;
  readonly b: PolygonState;
  /** The text's loop, with min and max started at 0. */
  readonly initAtZero: boolean;
  /** Also draw the box of each outline in its own frame, turned with it, and that box's world box. */
  readonly ownFrame: boolean;
}

interface Derived {
  readonly a: Placed;
  readonly b: Placed;
  readonly test: BoundingBoxTestOutput;
  readonly ownA: { readonly corners: Vec2[]; readonly box: WorldBox };
  readonly ownB: { readonly corners: Vec2[]; readonly box: WorldBox };
}

const VERDICT_TEXT = {
  hit: 'right', miss: 'right', 'false-positive': 'wrong (a false positive)', 'false-negative': 'wrong (a false negative)',
} as const;

const bar = (halfWidth: number, halfHeight: number) => [
  { x: -halfWidth, y: -halfHeight }, { x: halfWidth, y: -halfHeight }, { x: halfWidth, y: halfHeight }, { x: -halfWidth, y: halfHeight },
];
const ROD = [{ x: -2, y: -0.15 }, { x: 2, y: -0.15 }, { x: 2.1, y: 0.1 }, { x: -2, y: 0.15 }];
const TRIANGLE = [{ x: -0.9, y: -0.7 }, { x: 1.1, y: -0.5 }, { x: -0.2, y: 0.9 }];
/** A square whose centre (its local origin) lies outside it, below and to the left. */
const OFF_CENTRE = [{ x: 0.5, y: 0.4 }, { x: 1.6, y: 0.4 }, { x: 1.6, y: 1.5 }, { x: 0.5, y: 1.5 }];

const initialState = (): State => ({
  a: { x: -1.2, y: -0.3, angle: 0.5, vertices: ROD },
  b: { x: 1.5, y: 0.6, angle: -0.3, vertices: TRIANGLE },
  initAtZero: false,
  ownFrame: true,
});

const ownBox = (placed: Placed) => {
  const corners = ownFrameBoxCorners(placed);
  return { corners, box: boxOfPoints(corners) };
};

const boxCorners = (box: WorldBox): Vec2[] => [box.min, { x: box.max.x, y: box.min.y }, box.max, { x: box.min.x, y: box.max.y }];

export default defineFigure<State, Derived>({
  id: 'bounding-box',
  title: 'Bounding boxes: rebuilt as the shape turns, and tested two ways',
  height: 440,
  views: [{ id: 'world', title: 'World', center: { x: 0, y: 0.2 }, span: 6.5 }],
  legend: [
    { color: 'shapeA', label: 'polygon A and its box (solid: of the turned vertices; dashed: of its own frame)' },
    { color: 'shapeB', label: 'polygon B, the same' },
    { color: 'muted', label: 'the world box around the turned own-frame box' },
    { color: 'overlap', label: 'a test says the boxes meet' },
    { color: 'apart', label: 'a test says the boxes are apart' },
    { color: 'feature', label: 'a test is wrong: a false positive or a false negative' },
  ],
  caption: `
    <p>A box can fit a long shape far better than a circle can. LaMothe’s section on polygon collision builds it by
    running through the vertices, already turned about the polygon’s centre, and keeping the least and greatest x
    and y (his Figures 8.39 and 8.40). The solid box is that one: it is rebuilt whenever the polygon turns, and it
    always fits tightly. The dashed box is the cheaper alternative, built once in the shape’s own frame and turned
    with it; a test on axis-aligned boxes needs the grey box around it, which grows as the shape turns (try the
    long rod at 45°).</p>
    <p>Two boxes can be tested two ways. The <em>interval</em> test asks whether they overlap on x and on y: it never
    misses a contact, though it may raise a false alarm. The book also suggests checking whether a corner of either box
    lies inside the other. Press <strong>Cross</strong>: two bars at one centre overlap, no corner of either box lies in
    the other, and the corner test loses the collision. Tick <strong>start at 0</strong> to run the book’s loop as
    printed, with the minimum and maximum started at zero: it assumes the centre lies inside the shape, and
    <strong>Centre outside</strong> shows the box stretched to reach it.</p>`,
  initialState,
  fields: [
    ...polygonFields('a'), ...polygonFields('b'),
    { kind: 'boolean', path: 'initAtZero' },
    { kind: 'boolean', path: 'ownFrame' },
  ],

  derive(state) {
    const a = placedPolygon(state.a), b = placedPolygon(state.b);
    return { a, b, test: boundingBoxTest(a, b, { initAtZero: state.initAtZero }), ownA: ownBox(a), ownB: ownBox(b) };
  },

  readouts(_state, d) {
    const { test } = d;
    const size = (box: WorldBox) => `${fixed(box.max.x - box.min.x, 2)} × ${fixed(box.max.y - box.min.y, 2)}`;
    return [
      { name: 'box-a', label: 'A’s box (turned vertices)', value: size(test.boxA) },
      { name: 'box-a-own', label: 'A’s own-frame box, turned: its world box', value: size(d.ownA.box) },
      { name: 'area-ratio-a', label: 'A: own-frame world box / tight box (area)', value: boxArea(d.ownA.box) / boxArea(test.boxA) },
      { name: 'box-b', label: 'B’s box (turned vertices)', value: size(test.boxB) },
      { name: 'exact', label: 'Polygons (exact)', value: test.contact },
      { name: 'intervals', label: 'Interval test', value: `says ${test.intervals ? 'meet' : 'apart'}: ${VERDICT_TEXT[test.verdict]}` },
      { name: 'corners', label: 'Corner-inside test', value: `says ${test.corners ? 'meet' : 'apart'}: ${VERDICT_TEXT[test.cornerVerdict]}` },
    ];
  },

  controls(panel) {
    panel.toggle('start at 0 (the book’s loop)', { get: (s) => s.initAtZero, set: (s, initAtZero) => ({ ...s, initAtZero }) });
    panel.toggle('own-frame boxes', { get: (s) => s.ownFrame, set: (s, ownFrame) => ({ ...s, ownFrame }) });
    const presets = panel.folder('Presets');
    presets.button('Cross (the corner test misses)', (s) => ({
      ...s, a: { x: 0, y: 0, angle: 0, vertices: bar(2, 0.3) }, b: { x: 0, y: 0, angle: 0, vertices: bar(0.3, 2) },
    }));
    presets.button('Long rod at 45°', (s) => ({ ...s, ownFrame: true, a: { x: -1.2, y: -0.1, angle: Math.PI / 4, vertices: ROD } }));
    presets.button('Centre outside (start at 0)', (s) => ({ ...s, initAtZero: true, b: { x: 1, y: -0.8, angle: 0, vertices: OFF_CENTRE } }));
  },

  draw(scene) {
    scene.layer('world', (pen, s, d) => {
      pen.grid(1);
      for (const which of ['A', 'B'] as const) {
        const own = which === 'A' ? d.ownA : d.ownB;
        const color = shapeColor(which);
        if (s.ownFrame) {
          pen.polygon(boxCorners(own.box), { color: 'muted', width: 1, alpha: 0.7, dash: 3 });
          pen.polygon(own.corners, { color, width: 1.5, alpha: 0.7, dash: 6 });
        }
        pen.polygon(boxCorners(which === 'A' ? d.test.boxA : d.test.boxB), { color, width: 2 });
      }
    });
    bodiesAB(scene, 'world', (which) => ({
      label: `polygon ${which.toUpperCase()}`, rotatable: true, fillAlpha: 0.16,
      shape: (s) => polygonShape(s[which]),
      pose: (s) => poseOf(s[which]),
      setPose: (s, pose) => ({ ...s, [which]: withPolygonPose(s[which], pose) }),
    }));
    for (const which of ['a', 'b'] as const) {
      scene.vertexHandles('world', {
        id: which.toUpperCase(), color: shapeColor(which),
        vertices: (s) => worldVerticesOf(s[which]),
        setVertex: (s, index, position) => ({ ...s, [which]: withVertexMoved(s[which], index, position) }),
      });
    }
    scene.layer('world', (pen, s, d) => {
      pen.dot(d.a.pose.position, 3.5, { fill: 'shapeA' });
      pen.dot(d.b.pose.position, 3.5, { fill: 'shapeB' });
      pen.label('A', d.a.pose.position, { color: 'shapeA', bold: true, size: 15, ...besideCentre(poseOf(s.a)) });
      pen.label('B', d.b.pose.position, { color: 'shapeB', bold: true, size: 15, ...besideCentre(poseOf(s.b)) });
      const { test } = d;
      const { min, max } = pen.view.worldBounds();
      const line = (text: string, row: number, meet: boolean, wrong: boolean) => pen.label(text, { x: min.x, y: max.y }, {
        color: wrong ? 'feature' : meet ? 'overlap' : 'apart', bold: true, size: 13, anchor: { x: 0, y: 0 }, offset: { x: 10, y: 30 + 18 * row }, fixed: true,
      });
      const wrong = (v: string) => v === 'false-positive' || v === 'false-negative';
      line(`intervals: ${test.intervals ? 'meet' : 'apart'}${wrong(test.verdict) ? ` (${test.verdict.replace('-', ' ')})` : ''}`, 0, test.intervals, wrong(test.verdict));
      line(`corners inside: ${test.corners ? 'meet' : 'apart'}${wrong(test.cornerVerdict) ? ` (${test.cornerVerdict.replace('-', ' ')})` : ''}`, 1, test.corners, wrong(test.cornerVerdict));
    });
  },
});
