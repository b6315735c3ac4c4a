// A circle against an oriented box: move the circle into the box's frame, where the box is an AABB at the
// origin, clamp there as for an AABB, and move the nearest point back out into the world.

import { type CircleObbDetail, circleObbDetail, inverseTransformPoint, transformPoint, unitFromAngle } from '../geometry';
import { type DiscState, DISC_RADIUS, circleOf, clampRadius, discFields, discShape, rimPoint, withCenter, withRimAt } from './shared/circles-disc';
import { type BoxState, BOX_SIZE, boxFields, boxShape, formatVector, poseOf, withPose } from './shared/shapes';
import { defineFigure } from '../ui/figure';
import { fixed } from '../ui/format';

interface State {
  readonly box: BoxState;
  readonly circle: DiscState;
}

const initialState = (): State => ({
  box: { x: -0.3, y: -0.2, angle: Math.PI / 6, halfWidth: 1.1, halfHeight: 0.55 },
  circle: { x: 1.35, y: 1.2, radius: 0.6, knob: 0.3 },
});

const REGION_TEXT = { corner: 'beyond a corner', face: 'beyond a face', inside: 'inside' } as const;

/** Presets put the box at the origin turned 30°, and the circle where it lands in the box's own frame. */
const PRESET_BOX: BoxState = { x: 0, y: 0, angle: Math.PI / 6, halfWidth: 1, halfHeight: 0.5 };
const presetLocal = (x: number, y: number, radius: number) => (s: State): State => {
  const world = transformPoint(poseOf(PRESET_BOX), { x, y });
  return { box: PRESET_BOX, circle: { ...s.circle, x: world.x, y: world.y, radius } };
};

export default defineFigure<State, CircleObbDetail>({
  id: 'circle-obb',
  title: 'Circle against a turned box: solve it in the box’s frame',
  height: 400,
  views: [
    { id: 'world', title: 'World', center: { x: 0.2, y: 0.3 }, span: 4.6 },
    { id: 'local', title: 'Box space (the box’s own frame)', center: { x: 0.4, y: 0.2 }, span: 4.6 },
  ],
  legend: [
    { color: 'shapeA', label: 'box A, and the clamped part of V' },
    { color: 'shapeB', label: 'circle B' },
    { color: 'construction', label: 'V, from the box centre to the circle’s (box space)' },
    { color: 'feature', label: 'B_c, the box point nearest the centre' },
    { color: 'translation', label: 'D = B − B_c' },
    { color: 'muted', label: 'the box’s own axes, along which box space is measured' },
  ],
  caption: `
    <p>An <em>oriented bounding box</em> (OBB) may turn, so its sides no longer line up with the axes and the clamp of
    the previous figure does not apply directly. But seen from the box itself, the box is an AABB centred on the
    origin. So move the circle into the box’s frame (shift by the box’s centre, then turn by −θ), solve circle
    against AABB there, and move the nearest point back out (turn by θ, shift back).</p>
    <p>One view shows the world; the other, <em>Box space</em>, where the box always sits still and square. Drag the box,
    turn it by its knob, or drag the circle in either view: in box space the circle swings round the other way as
    the box turns. Distances do not change when everything is turned and shifted together, so the distance found
    in box space is the distance in the world, and only the nearest point and the normal need turning back.</p>
    <p>Try <strong>Centre inside</strong>: the clamp leaves the centre where it is, D has zero length, and a unit
    vector along it would be 0/0. As for the AABB, the way out is through the nearest face. This recreates the
    “Circle vs OBB” section of <em>Collision detection for dummies</em>, whose code takes that unit vector without
    checking.</p>`,
  initialState,
  fields: [...boxFields('box'), ...discFields('circle')],

  derive(state) {
    return circleObbDetail({ pose: poseOf(state.box), halfExtents: { x: state.box.halfWidth, y: state.box.halfHeight } }, circleOf(state.circle));
  },

  readouts(state, d) {
    return [
      { name: 'box-angle', label: 'Box angle θ', value: (state.box.angle * 180) / Math.PI, unit: '°', digits: 1 },
      { name: 'local-center', label: 'Circle centre in box space', value: formatVector(d.localCenter) },
      { name: 'local-clamped', label: 'Clamped (box space)', value: formatVector(d.local.clamped) },
      { name: 'region', label: 'Centre lies', value: REGION_TEXT[d.local.region] },
      { name: 'closest', label: 'B_c moved back (world)', value: formatVector(d.closestPoint) },
      { name: 'distance', label: 'Signed distance', value: d.distance, unit: 'u' },
      { name: 'normal', label: 'Normal (world, box → circle)', value: formatVector(d.normal) },
      { name: 'naive-direction', label: 'Unit D of the clamp alone (box space)', value: d.local.naive.direction ? formatVector(d.local.naive.direction) : '0/0: none (centre inside)' },
    ];
  },

  controls(panel) {
    panel.angle('box angle', { get: (s) => s.box.angle, set: (s, r) => ({ ...s, box: withPose(s.box, { ...poseOf(s.box), angle: r }) }) });
    const size = (key: 'halfWidth' | 'halfHeight') => ({
      min: BOX_SIZE.min, max: BOX_SIZE.max, step: 0.05, unit: 'u',
      get: (s: State) => s.box[key],
      set: (s: State, v: number) => ({ ...s, box: { ...s.box, [key]: Math.min(BOX_SIZE.max, Math.max(BOX_SIZE.min, v)) } }),
    });
    panel.number('box half width', size('halfWidth'));
    panel.number('box half height', size('halfHeight'));
    panel.number('radius of B', {
      min: DISC_RADIUS.min, max: DISC_RADIUS.max, step: 0.05, unit: 'u',
      get: (s) => s.circle.radius, set: (s, v) => ({ ...s, circle: { ...s.circle, radius: clampRadius(v) } }),
    });
    const presets = panel.folder('Presets');
    presets.button('Separated', (s) => ({ box: PRESET_BOX, circle: { ...s.circle, x: 1.8, y: 1.2, radius: 0.5 } }));
    presets.button('Face', presetLocal(1.4, 0.2, 0.6));
    presets.button('Corner', presetLocal(1.5, 1, 0.5));
    presets.button('Centre inside', presetLocal(0.7, -0.1, 0.4));
  },

  draw(scene) {
    scene.layer('world', (pen) => pen.grid(1));
    scene.layer('local', (pen) => pen.grid(1));
    scene.body('world', {
      id: 'A', label: 'box A', color: 'shapeA', rotatable: true, fillAlpha: 0.12,
      shape: (s) => boxShape(s.box),
      pose: (s) => poseOf(s.box),
      setPose: (s, pose) => ({ ...s, box: withPose(s.box, pose) }),
    });
    scene.body('world', {
      id: 'B', label: 'circle B', color: 'shapeB', fillAlpha: 0.12,
      shape: (s) => discShape(s.circle.radius),
      pose: (s) => ({ position: { x: s.circle.x, y: s.circle.y }, angle: 0 }),
      setPose: (s, pose) => ({ ...s, circle: withCenter(s.circle, pose.position) }),
    });
    scene.layer('world', (pen, s, d) => {
      const a = { x: s.box.x, y: s.box.y }, b = { x: s.circle.x, y: s.circle.y };
      // The view's note has one place, in the corner, and the other labels keep clear of it.
      const { min } = pen.view.worldBounds();
      pen.label('B_c moved back: turn by θ, shift', { x: min.x, y: min.y }, { color: 'muted', size: 12, anchor: { x: 0, y: 1 }, offset: { x: 10, y: -8 }, fixed: true });
      // The box's own axes: what box space is measured along.
      const ux = unitFromAngle(s.box.angle), uy = unitFromAngle(s.box.angle + Math.PI / 2);
      pen.arrow(a, { x: a.x + ux.x * (s.box.halfWidth + 0.4), y: a.y + ux.y * (s.box.halfWidth + 0.4) }, { color: 'muted', width: 1, head: 6 });
      pen.arrow(a, { x: a.x + uy.x * (s.box.halfHeight + 0.4), y: a.y + uy.y * (s.box.halfHeight + 0.4) }, { color: 'muted', width: 1, head: 6 });
      pen.segment(a, b, { color: 'construction', width: 1, dash: 4, alpha: 0.6 });
      pen.dot(a, 3.5, { fill: 'shapeA' });
      pen.label('A', a, { color: 'shapeA', bold: true, size: 15, offset: { x: -12, y: 12 } });
      pen.label('B', b, { color: 'shapeB', bold: true, size: 15, offset: { x: 12, y: 12 } });
      pen.arrow(d.closestPoint, b, { color: 'translation', width: 2.5, head: 8 });
      pen.dot(d.closestPoint, 5, { fill: 'feature', stroke: true, color: 'background', width: 1.5 });
      pen.label('B_c', d.closestPoint, { color: 'feature', bold: true, offset: { x: 14, y: 12 } });
      pen.label(`distance ${fixed(d.distance, 3)}`, b, { color: d.contact === 'separated' ? 'apart' : 'overlap', bold: true, size: 13, offset: { x: 0, y: pen.view.toPixels(s.circle.radius) + 12 } });
    });
    scene.layer('local', (pen, s, d) => {
      const o = { x: 0, y: 0 }, hx = s.box.halfWidth, hy = s.box.halfHeight, c = d.localCenter;
      const { min } = pen.view.worldBounds();
      pen.label('circle moved in: shift, turn by −θ', { x: min.x, y: min.y }, { color: 'muted', size: 12, anchor: { x: 0, y: 1 }, offset: { x: 10, y: -8 }, fixed: true });
      pen.polygon([{ x: -hx, y: -hy }, { x: hx, y: -hy }, { x: hx, y: hy }, { x: -hx, y: hy }], { color: 'shapeA', width: 2, fill: 'shapeA', fillAlpha: 0.12 });
      pen.circle(c, s.circle.radius, { color: 'shapeB', width: 2, fill: 'shapeB', fillAlpha: 0.1 });
      // V clamped: the part within the half extents solid, the rest dashed.
      const k = d.local.clamped;
      pen.segment(o, { x: k.x, y: 0 }, { color: 'shapeA', width: 4 });
      pen.segment({ x: k.x, y: 0 }, k, { color: 'shapeA', width: 4 });
      if (d.local.clampedAxes.x) pen.segment({ x: k.x, y: 0 }, { x: c.x, y: 0 }, { color: 'muted', width: 1.5, dash: 4 });
      if (d.local.clampedAxes.y || d.local.clampedAxes.x) pen.segment(k, c, { color: 'muted', width: 1, dash: 2 });
      pen.arrow(o, c, { color: 'construction', width: 1.5, head: 8 });
      pen.label('V', { x: c.x / 2, y: c.y / 2 }, { color: 'construction', bold: true, offset: { x: -10, y: -10 } });
      pen.arrow(d.local.closestPoint, c, { color: 'translation', width: 2.5, head: 8 });
      pen.dot(d.local.closestPoint, 5, { fill: 'feature', stroke: true, color: 'background', width: 1.5 });
      pen.label('B_c', d.local.closestPoint, { color: 'feature', bold: true, offset: { x: 14, y: 12 } });
      pen.dot(o, 3.5, { fill: 'shapeA' });
    });
    scene.pointHandle('world', {
      id: 'r', label: 'radius of B', color: 'shapeB',
      position: (s) => rimPoint(s.circle),
      // A circle larger than its view keeps its radius knob on the view's edge, on the line from its centre.
      pinnedFrom: (s) => ({ x: s.circle.x, y: s.circle.y }),
      setPosition: (s, p) => ({ ...s, circle: withRimAt(s.circle, p) }),
    });
    scene.pointHandle('local', {
      id: 'B-local', label: 'circle B in box space', color: 'shapeB',
      position: (s) => inverseTransformPoint(poseOf(s.box), { x: s.circle.x, y: s.circle.y }),
      setPosition: (s, p) => ({ ...s, circle: withCenter(s.circle, transformPoint(poseOf(s.box), p)) }),
      // A box dragged far from the circle leaves the circle out of box space's sight: its knob waits on the edge.
      pinnedFrom: () => ({ x: 0, y: 0 }),
    });
  },
});
