// The contact points a physics engine uses: a reference face, an incident edge clipped to the face's
// slab, and one or two points with their separations, speculative ones included. All from the core's
// contactManifold; the figure only draws it.

import { type ContactManifold, type PlacedShape, contactManifold } from '../geometry';
import { type AnyShapeState, type ShapeKind, anyShapeBodies, anyShapeControls, anyShapeFields, placedShapeOf } from './shared/convexShapes';
import { beside } from './shared/labels';
import { defineFigure } from '../ui/figure';
import { fixed } from '../ui/format';

interface State {
  readonly a: AnyShapeState;
  readonly b: AnyShapeState;
  /** Speculative margin, world units. */
  readonly margin: number;
  /** Unused here; kept so the shared shape controls can reset it. */
  readonly step: number;
}

interface Derived {
  readonly a: PlacedShape;
  readonly b: PlacedShape;
  readonly manifold: ContactManifold;
}

export const MARGIN = { min: 0, max: 0.5 };

// The ground: a box 3.6 × 1.8 whose top is at y = −0.1. The upper box is 1.44 × 0.72.
const GROUND: AnyShapeState = { kind: 'box', x: 0, y: -1, angle: 0, size: 3 };

/**
 * The ground as each kind (chosen in the panel): at most 3.6 wide, its top at y = −0.1 where the box's is, so a body
 * resting on one rests on the next, and all of it inside the view (its lowest point no lower than y = −2.1), on a phone too. The pentagon lies on a vertex,
 * its flat side up; the circle is the one ground without a flat top.
 */
const GROUNDS: Record<ShapeKind, AnyShapeState> = {
  box: GROUND,
  // Half extents 0.8 s × 0.5 s = 1.6 × 1 (a core of 0.6 s × 0.3 s rounded by 0.2 s).
  'rounded box': { kind: 'rounded box', x: 0, y: -1.1, angle: 0, size: 2 },
  // Radius 0.7 s = 0.98.
  circle: { kind: 'circle', x: 0, y: -1.08, angle: 0, size: 1.4 },
  // Half length 0.7 s = 1.19, radius 0.35 s = 0.595: 3.57 wide.
  capsule: { kind: 'capsule', x: 0, y: -0.695, angle: 0, size: 1.7 },
  // Radius 0.9 s = 1.08, turned half a turn: the flat side 1.08 cos 36° above the centre.
  polygon: { kind: 'polygon', x: 0, y: -0.1 - 1.08 * Math.cos(Math.PI / 5), angle: Math.PI, size: 1.2 },
};

/** A box of size 1.2 turned by 0.12 rad, its lower corner 0.02 above the ground and its other bottom corner 0.19 above. */
const initialState = (): State => ({
  a: GROUND,
  b: { kind: 'box', x: 0.4, y: 0.3636, angle: 0.12, size: 1.2 },
  margin: 0.25,
  step: 0,
});

const edgeText = (e: ContactManifold['reference']) => (e ? `edge ${e.edge} of ${e.shape}` : '—');

export default defineFigure<State, Derived>({
  id: 'contact-manifold',
  title: 'Where two shapes touch: the contact manifold',
  height: 420,
  views: [{ id: 'world', title: 'World', center: { x: 0, y: -0.3 }, span: 4.5 }],
  legend: [
    { color: 'shapeA', label: 'A' },
    { color: 'shapeB', label: 'B' },
    { color: 'feature', label: 'reference face, and its side lines' },
    { color: 'muted', label: 'incident edge (dashed) and what the side lines leave of it' },
    { color: 'overlap', label: 'contact point, penetrating' },
    { color: 'apart', label: 'speculative contact, still apart (within the margin)' },
    { color: 'translation', label: 'normal, from A to B' },
  ],
  caption: `
    <p>Drag and turn the upper shape, and change the margin. A single nearest point is not enough to stop a box
    from sinking into the floor: pushed at one corner only, it would start to spin. A physics engine wants every
    place where the shapes meet, at most two in the plane: the <em>contact manifold</em>.</p>
    <p>It is built from the minimum translation’s normal. The face that normal comes from is the <em>reference
    face</em>; on the other shape, the <em>incident edge</em> is the one facing most directly back at it. The
    incident edge is clipped between the two side lines of the reference face, and each end that survives gives a
    contact point, drawn midway between that end and the reference face (as Box2D places it, fair to both
    shapes). Where the incident edge runs past a side line, the line cuts it: slide the box over the ground’s end,
    or press <strong>Overhanging the end</strong>. Its <em>separation</em> is how far it lies beyond the reference face: negative while
    penetrating. Ends a little beyond the face, within the <em>margin</em>, are kept as speculative contacts: the
    higher corner of the tilted box is reported before it lands, so a solver can catch it in time.</p>
    <p>Try the presets: face to face gives two points, a corner on a face gives one. A circle always gives one;
    a capsule lying flat gives two. This is how Box2D builds its manifolds (Erin Catto’s clipping of the incident
    edge).</p>`,
  initialState,
  fields: [...anyShapeFields('a'), ...anyShapeFields('b'), { kind: 'number', path: 'margin', min: MARGIN.min, max: MARGIN.max }],

  derive(state) {
    const a = placedShapeOf(state.a), b = placedShapeOf(state.b);
    return { a, b, manifold: contactManifold(a, b, { margin: state.margin }) };
  },

  readouts(_state, d) {
    const m = d.manifold;
    const separations = m.points.map((p) => fixed(p.separation, 3)).join(', ');
    return [
      { name: 'points', label: 'Contact points', value: m.points.length, digits: 0 },
      { name: 'separations', label: 'Separations (u)', value: separations || '—' },
      { name: 'reference', label: 'Reference face', value: edgeText(m.reference) },
      { name: 'incident', label: 'Incident edge', value: edgeText(m.incident) },
      { name: 'normal', label: 'Normal (A → B)', value: `(${fixed(m.normal.x, 3)}, ${fixed(m.normal.y, 3)})` },
      { name: 'distance', label: 'Signed distance', value: m.distance.distance, unit: 'u' },
    ];
  },

  controls(panel) {
    panel.number('margin', { min: MARGIN.min, max: MARGIN.max, step: 0.01, unit: 'u', get: (s) => s.margin, set: (s, v) => ({ ...s, margin: v }) });
    anyShapeControls(panel, 'a', undefined, (kind) => GROUNDS[kind]);
    anyShapeControls(panel, 'b');
    // Each 0.03 deep into the ground.
    panel.button('Face to face (two points)', (s) => ({ ...s, a: GROUND, b: { kind: 'box', x: 0.4, y: 0.23, angle: 0, size: 1.2 } }));
    panel.button('Corner on a face (one point)', (s) => ({ ...s, a: GROUND, b: { kind: 'box', x: 0.2, y: 0.6091, angle: 0.7, size: 1.2 } }));
    panel.button('Tilted box about to settle', (s) => ({ ...s, a: GROUND, b: initialState().b }));
    // Face to face, 0.03 deep, with the box's right end 0.27 past the ground's: the side line cuts the incident edge.
    panel.button('Overhanging the end (clipped)', (s) => ({ ...s, a: GROUND, b: { kind: 'box', x: 1.35, y: 0.23, angle: 0, size: 1.2 } }));
    panel.button('Capsule lying flat', (s) => ({ ...s, a: GROUND, b: { kind: 'capsule', x: -0.3, y: 0.185, angle: 0, size: 0.9 } }));
  },

  draw(scene) {
    scene.layer('world', (pen) => pen.grid(1));
    // The ground turns from the panel; a knob on it would stand among the contacts.
    anyShapeBodies(scene, 'world', { rotatable: 'b' });
    scene.layer('world', (pen, _s, d) => {
      const m = d.manifold;
      if (m.reference && m.incident) {
        const ref = m.reference;
        pen.segment(ref.from, ref.to, { color: 'feature', width: 4 });
        // The side lines: through the face's ends, along its normal, reaching past the incident edge.
        const reach = pen.view.toWorldLength(90);
        for (const end of [ref.from, ref.to]) {
          pen.segment({ x: end.x - ref.normal.x * reach * 0.4, y: end.y - ref.normal.y * reach * 0.4 }, { x: end.x + ref.normal.x * reach, y: end.y + ref.normal.y * reach }, { color: 'feature', width: 1, dash: 4, alpha: 0.8 });
        }
        pen.segment(m.incident.from, m.incident.to, { color: 'muted', width: 2, dash: 5 });
        if (m.clipped.length === 2) pen.segment(m.clipped[0], m.clipped[1], { color: 'muted', width: 5, alpha: 0.5 });
      }
      for (const p of m.points) {
        const color = p.separation <= 0 ? 'overlap' : 'apart';
        const tip = { x: p.point.x + m.normal.x * pen.view.toWorldLength(36), y: p.point.y + m.normal.y * pen.view.toWorldLength(36) };
        pen.arrow(p.point, tip, { color: 'translation', width: 2, head: 7 });
        pen.dot(p.point, 6, { fill: color, stroke: true, color: 'background', width: 1.5 });
        // Behind its point, away from the normal's arrow: each number beside its own contact, never between two.
        pen.label(fixed(p.separation, 3), p.point, { color, size: 12, bold: true, ...beside({ x: -m.normal.x, y: -m.normal.y }, 12) });
      }
    });
  },
});
