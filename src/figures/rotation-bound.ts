// The source's Figure 8: a thin rectangle turned by theta about a centre of rotation; its farthest vertex p
// follows an arc of length L = theta r to p'. No point of the shape moves farther, which is the bound the
// angular cast adds for each turning shape.

import { type Placed, type RotationBoundOutput, rotationBound, transformPoint } from '../geometry';
import { type BoxState, BOX_SIZE, boxFields, boxShape, clampPosition, formatVector, placedBox, poseOf, withPose } from './shared/shapes';
import { defineFigure } from '../ui/figure';
import { fixed } from '../ui/format';
import { insideBounds, pinnedPoint } from '../ui/confine';

interface State {
  readonly shape: BoxState;
  /** The centre of rotation, world. */
  readonly pivot: { readonly x: number; readonly y: number };
  /** The turn, radians. */
  readonly theta: number;
  readonly everyPath: boolean;
}

interface Derived {
  readonly placed: Placed;
  readonly bound: RotationBoundOutput;
  /** Every vertex's path, for the "every vertex path" layer. */
  readonly paths: readonly RotationBoundOutput['arc'][];
}

const DEGREES = 180 / Math.PI;
const THETA_LIMIT = 2 * Math.PI;
/** The drawn arcs' step, radians. */
const ARC_STEP = Math.PI / 90;

const initialState = (): State => ({
  shape: { x: 0, y: 0, angle: 0, halfWidth: 2, halfHeight: 0.1 },
  pivot: { x: 0, y: 0 },
  theta: Math.PI / 2,
  everyPath: false,
});

const clampTheta = (theta: number) => Math.max(-THETA_LIMIT, Math.min(THETA_LIMIT, theta));
const angleAbout = (centre: { x: number; y: number }, p: { x: number; y: number }) => Math.atan2(p.y - centre.y, p.x - centre.x);
/** The turn `raw` plus whole turns, nearest the turn `current`, so θ follows the pointer continuously; clamped. */
const nearestTurn = (current: number, raw: number) => clampTheta(raw + Math.round((current - raw) / (2 * Math.PI)) * 2 * Math.PI);

export default defineFigure<State, Derived>({
  id: 'rotation-bound',
  title: 'How far can a turning shape move? L = θ·r',
  height: 440,
  views: [{ id: 'world', title: 'World', center: { x: 0, y: 1 }, span: 7.4 }],
  legend: [
    { color: 'shapeA', label: 'the rectangle, and where the turn leaves it (faint)' },
    { color: 'feature', label: 'p, the vertex farthest from the centre, and its arc of length L = θ·r' },
    { color: 'translation', label: 'the straight move from p to p′ (the chord)' },
    { color: 'muted', label: 'r, from the centre of rotation to p' },
  ],
  caption: `
    <p>Turn the rectangle by θ with the slider or the knob at p′, and move the centre of rotation (the grey knob).
    The rectangle itself can be dragged, and its own red knob sets the pose the turn starts from; the faint copy is
    where θ leaves it.
    Every point of the shape travels along an arc around that centre, and the arc is longest for the point
    farthest away, p, at distance r: its length is L = θ·r, with θ in radians (an arc is its angle times its
    radius). No point of the shape moves farther than L, and its straight move p → p′, the chord
    2r·sin(θ/2), is shorter still.</p>
    <p>That is the whole trick behind the angular cast: if a shape turns at ω radians per step, no point of it
    moves faster than r·|ω|, so that much is added to the speed at which the gap can close. Move the centre off
    the middle and r grows, and the bound with it, even for the same turn. Measure θ in degrees by mistake and
    L comes out 57 times too long.</p>
    <p>This recreates Figure 8 of Paul Firth’s “Collision detection for dummies”, the bound it takes from Brian
    Mirtich’s thesis.</p>`,
  initialState,
  fields: [
    ...boxFields('shape'),
    { kind: 'number', path: 'pivot.x', min: -20, max: 20 },
    { kind: 'number', path: 'pivot.y', min: -20, max: 20 },
    { kind: 'number', path: 'theta', min: -THETA_LIMIT, max: THETA_LIMIT },
    { kind: 'boolean', path: 'everyPath' },
  ],

  derive(state) {
    const placed = placedBox(state.shape);
    // A point every 2° of the turn (at least 48): a full turn on a long radius still reads as an arc, not a polygon.
    const samples = Math.max(48, Math.ceil(Math.abs(state.theta) / ARC_STEP));
    const bound = rotationBound(placed, state.pivot, state.theta, samples);
    return { placed, bound, paths: state.everyPath ? bound.paths : [] };
  },

  readouts(state, d) {
    const { bound } = d;
    return [
      { name: 'r', label: 'r (farthest vertex from the centre)', value: bound.radius, unit: 'u' },
      { name: 'theta', label: 'θ', value: `${fixed(state.theta * DEGREES, 1)}° = ${fixed(state.theta, 3)} rad` },
      { name: 'arc', label: 'Bound L = |θ|·r', value: bound.arcLength, unit: 'u' },
      { name: 'largest', label: 'Largest move of any point', value: bound.largestDisplacement, unit: 'u' },
      { name: 'chord', label: 'Chord p → p′', value: bound.chordLength, unit: 'u' },
      { name: 'ratio', label: 'Largest move / L', value: bound.arcLength > 0 ? bound.largestDisplacement / bound.arcLength : null },
      { name: 'degrees-mistake', label: 'L with θ in degrees (wrong)', value: Math.abs(state.theta * DEGREES) * bound.radius, unit: 'u' },
      { name: 'p', label: 'p → p′', value: `${formatVector(bound.point, 2)} → ${formatVector(bound.movedPoint, 2)}` },
    ];
  },

  controls(panel) {
    panel.number('θ', { min: -360, max: 360, step: 1, unit: '°', get: (s) => Number((s.theta * DEGREES).toFixed(1)), set: (s, v) => ({ ...s, theta: clampTheta(v / DEGREES) }) });
    panel.number('half length', { min: BOX_SIZE.min, max: BOX_SIZE.max, step: 0.05, unit: 'u', get: (s) => s.shape.halfWidth, set: (s, v) => ({ ...s, shape: { ...s.shape, halfWidth: v } }) });
    panel.number('half width', { min: BOX_SIZE.min, max: BOX_SIZE.max, step: 0.05, unit: 'u', get: (s) => s.shape.halfHeight, set: (s, v) => ({ ...s, shape: { ...s.shape, halfHeight: v } }) });
    panel.toggle('every vertex path', { get: (s) => s.everyPath, set: (s, everyPath) => ({ ...s, everyPath }) });
    panel.button('Centre of rotation at the middle', (s) => ({ ...s, pivot: { x: s.shape.x, y: s.shape.y } }));
    panel.button('Centre of rotation at one end', (s) => ({ ...s, pivot: transformPoint(poseOf(s.shape), { x: -s.shape.halfWidth, y: 0 }) }));
  },

  draw(scene) {
    scene.layer('world', (pen, _s, d) => {
      pen.grid(1);
      for (const path of d.paths) pen.polyline(path, { color: 'muted', width: 1, alpha: 0.5 });
      pen.polygon(d.bound.vertices, { color: 'shapeA', width: 1.5, alpha: 0.5, fill: 'shapeA', fillAlpha: 0.06, dash: 5 });
    });
    scene.body('world', {
      id: 'A', label: 'the rectangle', color: 'shapeA', rotatable: true,
      shape: (s) => boxShape(s.shape),
      pose: (s) => poseOf(s.shape),
      setPose: (s, pose) => ({ ...s, shape: withPose(s.shape, pose) }),
    });
    scene.layer('world', (pen, s, d) => {
      const { bound } = d;
      pen.segment(s.pivot, bound.point, { color: 'muted', width: 1.5, dash: 4 });
      pen.segment(s.pivot, bound.movedPoint, { color: 'muted', width: 1, alpha: 0.5, dash: 4 });
      pen.label(`r = ${fixed(bound.radius, 2)}`, { x: (s.pivot.x + bound.point.x) / 2, y: (s.pivot.y + bound.point.y) / 2 }, { color: 'muted', size: 12, offset: { x: 0, y: 14 } });
      pen.polyline(bound.arc, { color: 'feature', width: 3 });
      pen.segment(bound.point, bound.movedPoint, { color: 'translation', width: 2, dash: 6 });
      // L is written by the middle of the part of the arc in sight (a long arc may leave the view).
      const seen = bound.arc.filter((q) => insideBounds(q, pen.view.inner()));
      const middle = seen.length > 0 ? seen[Math.floor(seen.length / 2)] : bound.arc[Math.floor(bound.arc.length / 2)];
      pen.label(`L = θ·r = ${fixed(bound.arcLength, 2)}`, middle, { color: 'feature', size: 13, bold: true, offset: { x: 14, y: -12 }, anchor: { x: 0, y: 0.5 } });
      pen.dot(bound.point, 5, { fill: 'feature' });
      pen.label('p', bound.point, { color: 'feature', bold: true, offset: { x: 12, y: 12 } });
      // Out of sight, p′ is named where its knob waits on the arc, and the name says the arc goes on to it.
      const inner = pen.view.inner();
      const shown = pinnedPoint(bound.movedPoint, inner, bound.arc);
      pen.label(shown === bound.movedPoint ? 'p′' : 'p′ (out of view)', shown, { color: 'feature', bold: true, offset: { x: 14, y: -4 } });
      pen.dot(s.pivot, 3, { fill: 'ink' });
    });
    scene.pointHandle('world', {
      id: 'pivot', label: 'centre of rotation', color: 'muted',
      position: (s) => s.pivot,
      setPosition: (s, p) => ({ ...s, pivot: { x: clampPosition(p.x), y: clampPosition(p.y) } }),
    });
    // The knob at p' sets theta: the angle from p to the pointer about the centre, kept continuous with the last.
    scene.pointHandle('world', {
      id: 'theta', label: 'the turn θ (at p′)', color: 'feature',
      position: (s) => rotationBound(placedBox(s.shape), s.pivot, s.theta, 1).movedPoint,
      // p′ at the end of a long arc may lie out of sight: the knob then waits where the arc leaves the view (r
      // from the centre, so never on the centre's knob), and still turns the shape by the direction it is
      // dragged to. Where none of the arc is in view, on the line from the centre.
      pinnedAlong: (_s, d) => d.bound.arc,
      pinnedFrom: (s) => s.pivot,
      setPosition: (s, target) => {
        const p = rotationBound(placedBox(s.shape), s.pivot, 0, 1).point;
        return { ...s, theta: nearestTurn(s.theta, angleAbout(s.pivot, target) - angleAbout(s.pivot, p)) };
      },
      // A drag turns by the angle the pointer sweeps about the centre from where the knob was grabbed: the knob
      // may wait on the view's edge, away from p′, and must not jump there at the first move.
      dragged: (start, grabbed, to, s) => ({
        ...s, theta: nearestTurn(s.theta, start.theta + angleAbout(start.pivot, to) - angleAbout(start.pivot, grabbed)),
      }),
    });
  },
});
