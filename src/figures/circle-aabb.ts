// A circle against an axis-aligned box by clamping: V from the box centre to the circle's, each component
// clamped to the half extents, the closest point B_c, and the signed distance, including the centre-inside
// case where the clamp alone gives a gap of 0 and no direction.

import { type CircleAabbDetail, circleAabbDetail } from '../geometry';
import { type AabbState, aabbCorners, aabbFields, aabbOf, aabbShape, withAabbCenter, withCornerAt } from './shared/boxes-aabb';
import { type DiscState, DISC_RADIUS, circleOf, clampRadius, discFields, discShape, rimPoint, withCenter, withRimAt } from './shared/circles-disc';
import { BOX_SIZE, formatVector } from './shared/shapes';
import { defineFigure } from '../ui/figure';
import { fixed } from '../ui/format';

interface State {
  readonly box: AabbState;
  readonly circle: DiscState;
  readonly showRegions: boolean;
}

const initialState = (): State => ({
  box: { x: -0.4, y: -0.25, halfWidth: 1.1, halfHeight: 0.6 },
  circle: { x: 1.45, y: 1.05, radius: 0.7, knob: 0.6 },
  showRegions: true,
});

const REGION_TEXT = { corner: 'beyond a corner (both clamped)', face: 'beyond a face (one clamped)', inside: 'inside (nothing clamped)' } as const;

const preset = (circle: Omit<DiscState, 'knob'>) => (s: State): State => ({
  ...s, box: { x: 0, y: 0, halfWidth: 1, halfHeight: 0.5 }, circle: { ...s.circle, ...circle },
});

export default defineFigure<State, CircleAabbDetail>({
  id: 'circle-aabb',
  title: 'Circle against a box: clamp, then measure',
  height: 440,
  views: [{ id: 'world', center: { x: 0.1, y: 0.1 }, span: 4.6 }],
  legend: [
    { color: 'shapeA', label: 'box A, its half extents, and the clamped part of V' },
    { color: 'shapeB', label: 'circle B' },
    { color: 'construction', label: 'V, from the box centre to the circle’s' },
    { color: 'feature', label: 'B_c, the point of the box nearest the centre' },
    { color: 'translation', label: 'D = B − B_c' },
  ],
  caption: `
    <p>Which point of the box is nearest the circle’s centre? Draw V from the box’s centre to the circle’s and
    <em>clamp</em> it: cut each component that is longer than the half extent on its axis down to that half
    extent, and leave the others alone. The clamped vector ends at B_c, the nearest point of the box. Then
    D = B − B_c runs from there to the centre, and the signed distance is ‖D‖ − r.</p>
    <p>The dashed lines carry the box’s edges across the plane and cut it into nine regions. Beyond a corner both
    components are clamped and B_c is that corner; beyond a face only one is, and B_c slides along the face. Drag
    the circle by its body, its radius by the knob on its rim, and the box by its body or a corner.</p>
    <p>Now drag the centre into the box (or press <strong>Centre inside</strong>). Nothing is clamped, B_c is the
    centre itself, and the recipe gives ‖D‖ = 0: a distance of −r and no direction to push. The box point nearest
    the centre is then on the nearest face, and the circle is in by its radius plus the depth of its centre. The
    readouts show both. This recreates the “Circle vs AABB” section of <em>Collision detection for dummies</em>
    and its figure of the clamped region (drawn there in red, as the box’s colour is here), and the readers’
    question of what “clamping against the half extents” means.</p>`,
  initialState,
  fields: [...aabbFields('box'), ...discFields('circle'), { kind: 'boolean', path: 'showRegions' }],

  derive(state) {
    return circleAabbDetail(aabbOf(state.box), circleOf(state.circle));
  },

  readouts(state, d) {
    return [
      { name: 'offset', label: 'V = B − A', value: formatVector(d.offset) },
      { name: 'half-extents', label: 'h', value: formatVector({ x: state.box.halfWidth, y: state.box.halfHeight }) },
      { name: 'clamped', label: 'V clamped to ±h', value: formatVector(d.clamped) },
      { name: 'clamped-axes', label: 'Clamped', value: `x ${d.clampedAxes.x ? 'yes' : 'no'}, y ${d.clampedAxes.y ? 'yes' : 'no'}` },
      { name: 'closest', label: 'Nearest box point', value: formatVector(d.closestPoint) },
      { name: 'region', label: 'Centre lies', value: REGION_TEXT[d.region] },
      { name: 'distance', label: 'Signed distance', value: d.distance, unit: 'u' },
      { name: 'normal', label: 'Normal (box → circle)', value: formatVector(d.normal) },
      { name: 'naive-gap', label: 'Clamp alone: ‖B − B_c‖', value: d.naive.gap, unit: 'u' },
      { name: 'naive-distance', label: 'Clamp alone: distance', value: d.region === 'inside' ? `${fixed(d.naive.distance, 3)} u, no direction (wrong)` : `${fixed(d.naive.distance, 3)} u (right: the centre is outside)` },
      { name: 'verdict', label: 'Circle and box', value: d.contact },
    ];
  },

  controls(panel) {
    panel.number('radius of B', {
      min: DISC_RADIUS.min, max: DISC_RADIUS.max, step: 0.05, unit: 'u',
      get: (s) => s.circle.radius, set: (s, v) => ({ ...s, circle: { ...s.circle, radius: clampRadius(v) } }),
    });
    const size = (key: 'halfWidth' | 'halfHeight') => ({
      min: BOX_SIZE.min, max: BOX_SIZE.max, step: 0.05, unit: 'u',
      get: (s: State) => s.box[key],
      set: (s: State, v: number) => ({ ...s, box: { ...s.box, [key]: Math.min(BOX_SIZE.max, Math.max(BOX_SIZE.min, v)) } }),
    });
    panel.number('box half width', size('halfWidth'));
    panel.number('box half height', size('halfHeight'));
    panel.toggle('regions', { get: (s) => s.showRegions, set: (s, v) => ({ ...s, showRegions: v }) });
    const presets = panel.folder('Presets');
    presets.button('Corner', preset({ x: 1.6, y: 1.2, radius: 0.8 }));
    presets.button('Face', preset({ x: 1.6, y: 0.2, radius: 0.8 }));
    presets.button('Centre inside', preset({ x: 0.8, y: 0.1, radius: 0.3 }));
    presets.button('Touching', preset({ x: 0.4, y: 1.1, radius: 0.6 }));
  },

  draw(scene) {
    scene.layer('world', (pen) => pen.grid(1));
    scene.layer('world', (pen, s, d) => {
      if (!s.showRegions) return;
      // The box's edges carried across the view: nine regions, the centre's shaded.
      const { min, max } = pen.view.worldBounds();
      const x0 = s.box.x - s.box.halfWidth, x1 = s.box.x + s.box.halfWidth, y0 = s.box.y - s.box.halfHeight, y1 = s.box.y + s.box.halfHeight;
      for (const x of [x0, x1]) pen.segment({ x, y: min.y }, { x, y: max.y }, { color: 'muted', width: 1, dash: 5, alpha: 0.6 });
      for (const y of [y0, y1]) pen.segment({ x: min.x, y }, { x: max.x, y }, { color: 'muted', width: 1, dash: 5, alpha: 0.6 });
      const column = d.offset.x < -s.box.halfWidth ? [min.x, x0] : d.offset.x > s.box.halfWidth ? [x1, max.x] : [x0, x1];
      const row = d.offset.y < -s.box.halfHeight ? [min.y, y0] : d.offset.y > s.box.halfHeight ? [y1, max.y] : [y0, y1];
      pen.polygon([{ x: column[0], y: row[0] }, { x: column[1], y: row[0] }, { x: column[1], y: row[1] }, { x: column[0], y: row[1] }],
        { fill: 'feature', fillAlpha: 0.08, stroke: false });
    });
    scene.body('world', {
      id: 'A', label: 'box A', color: 'shapeA', fillAlpha: 0.12,
      shape: (s) => aabbShape(s.box),
      pose: (s) => ({ position: { x: s.box.x, y: s.box.y }, angle: 0 }),
      setPose: (s, pose) => ({ ...s, box: withAabbCenter(s.box, pose.position) }),
    });
    scene.body('world', {
      id: 'B', label: 'circle B', color: 'shapeB', fillAlpha: 0.12,
      shape: (s) => discShape(s.circle.radius),
      pose: (s) => ({ position: { x: s.circle.x, y: s.circle.y }, angle: 0 }),
      setPose: (s, pose) => ({ ...s, circle: withCenter(s.circle, pose.position) }),
    });
    scene.layer('world', (pen, s, d) => {
      const a = { x: s.box.x, y: s.box.y }, b = { x: s.circle.x, y: s.circle.y };
      pen.arrow(a, { x: a.x + s.box.halfWidth, y: a.y }, { color: 'shapeA', width: 1.5, head: 6, alpha: 0.7 });
      pen.arrow(a, { x: a.x, y: a.y + s.box.halfHeight }, { color: 'shapeA', width: 1.5, head: 6, alpha: 0.7 });
      // V's components: the clamped part solid, the part cut off dashed.
      const clampedX = { x: a.x + d.clamped.x, y: a.y }, fullX = { x: a.x + d.offset.x, y: a.y };
      pen.segment(a, clampedX, { color: 'shapeA', width: 4 });
      if (d.clampedAxes.x) pen.segment(clampedX, fullX, { color: 'muted', width: 1.5, dash: 4 });
      const clampedY = { x: fullX.x, y: a.y + d.clamped.y };
      pen.segment({ x: clampedX.x, y: a.y }, { x: clampedX.x, y: a.y + d.clamped.y }, { color: 'shapeA', width: 4 });
      if (d.clampedAxes.y) pen.segment(clampedY, b, { color: 'muted', width: 1.5, dash: 4 });
      pen.segment(fullX, b, { color: 'muted', width: 1, dash: 2, alpha: d.clampedAxes.x ? 0.6 : 0 });
      pen.arrow(a, b, { color: 'construction', width: 1.5, head: 8 });
      pen.label('V', { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, { color: 'construction', bold: true, offset: { x: -10, y: -10 } });
      pen.dot(a, 3.5, { fill: 'shapeA' });
      pen.label('A', a, { color: 'shapeA', bold: true, size: 15, offset: { x: -12, y: 12 } });
      pen.label('B', b, { color: 'shapeB', bold: true, size: 15, offset: { x: 12, y: 12 } });
      if (d.region === 'inside') {
        // The clamp's own answer: B_c on the centre, nothing to measure.
        pen.dot(b, 6, { color: 'feature', width: 1.5, stroke: true, fill: 'background', fillAlpha: 0 });
        pen.label('clamp alone: B_c = B, ‖D‖ = 0', b, { color: 'muted', size: 12, offset: { x: 0, y: -pen.view.toPixels(s.circle.radius) - 12 } });
      }
      pen.arrow(d.closestPoint, b, { color: 'translation', width: 2.5, head: 8 });
      pen.dot(d.closestPoint, 5, { fill: 'feature', stroke: true, color: 'background', width: 1.5 });
      pen.label(d.region === 'inside' ? 'nearest face' : 'B_c', d.closestPoint, { color: 'feature', bold: true, offset: { x: 14, y: 12 } });
      pen.label(`distance ${fixed(d.distance, 3)}`, b, { color: d.contact === 'separated' ? 'apart' : 'overlap', bold: true, size: 13, offset: { x: 0, y: pen.view.toPixels(s.circle.radius) + 12 } });
    });
    scene.vertexHandles('world', {
      id: 'A-corner', color: 'shapeA',
      vertices: (s) => aabbCorners(s.box),
      setVertex: (s, index, p) => ({ ...s, box: withCornerAt(s.box, index, p) }),
    });
    scene.pointHandle('world', {
      id: 'r', label: 'radius of B', color: 'shapeB',
      position: (s) => rimPoint(s.circle),
      // A circle larger than its view keeps its radius knob on the view's edge, on the line from its centre.
      pinnedFrom: (s) => ({ x: s.circle.x, y: s.circle.y }),
      setPosition: (s, p) => ({ ...s, circle: withRimAt(s.circle, p) }),
    });
  },
});
