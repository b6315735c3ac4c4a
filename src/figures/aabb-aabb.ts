// Two axis-aligned boxes: the vector between their centres, D = |cB − cA| − (hA + hB) per axis, overlap
// only when both components are negative, and the minimum translation along the axis of least overlap.

import { type AabbContactOutput, type Vec2, aabbContact, resolveAabbs } from '../geometry';
import { type AabbState, aabbCorners, aabbFields, aabbOf, aabbShape, withAabbCenter, withCornerAt } from './shared/boxes-aabb';
import { BOX_SIZE, formatVector } from './shared/shapes';
import { defineFigure } from '../ui/figure';
import { fixed } from '../ui/format';

interface State {
  readonly a: AabbState;
  readonly b: AabbState;
}

interface Derived {
  readonly contact: AabbContactOutput;
  /** Where B's centre goes when the MTV is applied. */
  readonly resolvedB: Vec2;
}

const initialState = (): State => ({
  a: { x: -0.6, y: -0.2, halfWidth: 1.1, halfHeight: 0.6 },
  b: { x: 0.9, y: 0.45, halfWidth: 0.7, halfHeight: 0.5 },
});

const VERDICT_TEXT = { overlapping: 'overlapping', touching: 'touching', separated: 'separated' } as const;

const preset = (a: AabbState, b: AabbState) => (): State => ({ a, b });

export default defineFigure<State, Derived>({
  id: 'aabb-aabb',
  title: 'Two axis-aligned boxes, one axis at a time',
  height: 440,
  views: [{ id: 'world', center: { x: 0.1, y: 0.05 }, span: 4.6 }],
  legend: [
    { color: 'shapeA', label: 'box A, its half extents and its shadow on each axis' },
    { color: 'shapeB', label: 'box B, the same; dashed, where −MTV puts it' },
    { color: 'construction', label: 'Δ = cB − cA and its components' },
    { color: 'overlap', label: 'shadows overlap on this axis (D < 0)' },
    { color: 'apart', label: 'a gap on this axis (D > 0)' },
    { color: 'translation', label: '−MTV: B’s way out (the minimum translation, reversed)' },
  ],
  caption: `
    <p>An <em>axis-aligned bounding box</em> (AABB) never turns, so it is fully given by its centre and its half
    extents: half its width and half its height, drawn as arrows from each centre. Drag a box by its body, or
    resize it by any corner (the opposite corner stays put).</p>
    <p>The axes can be handled one at a time. On each, the centres are |Δ| apart, and the boxes’ shadows (the
    bars along the bottom and left edges) overlap while that is less than the two half extents added together.
    So D = |cB − cA| − (hA + hB), one number per axis, is negative where the shadows overlap. The boxes overlap
    only when <em>both</em> are negative: drag B above A and D<sub>x</sub> stays negative while the boxes come
    apart.</p>
    <p>While they overlap, −D on an axis is how far B must move along it to get out. The shorter of the two is the
    <em>minimum translation</em>: moving along the other axis would go farther. When the two tie, x is taken. The
    readout’s MTV is D on that axis times the normal from A to B, so it points back into A; the blue arrow is
    B’s way out, −MTV, and
    <strong>Move B by −MTV</strong> takes it, leaving the boxes touching. In <strong>B inside A</strong> the
    shared stretch of the shadows is B’s own width, yet −D is the distance B must travel to clear A: D measures the
    way out, not the shared length. This recreates the “AABB vs AABB” section of <em>Collision detection for
    dummies</em> (which draws every half extent in red; here each box has its own colour), and answers a reader
    who asked how to get a minimum translation out of this test.</p>`,
  initialState,
  fields: [...aabbFields('a'), ...aabbFields('b')],

  derive(state) {
    const a = aabbOf(state.a), b = aabbOf(state.b);
    return { contact: aabbContact(a, b), resolvedB: resolveAabbs(a, b) };
  },

  readouts(_state, d) {
    const c = d.contact;
    return [
      { name: 'between', label: 'Δ = cB − cA', value: formatVector(c.between) },
      { name: 'half-sum', label: 'hA + hB', value: formatVector(c.halfSum) },
      { name: 'gap', label: 'D = |Δ| − (hA + hB)', value: formatVector(c.gap) },
      { name: 'overlap-x', label: 'D_x < 0 (x shadows overlap)', value: c.overlapOnAxis.x },
      { name: 'overlap-y', label: 'D_y < 0 (y shadows overlap)', value: c.overlapOnAxis.y },
      { name: 'overlap', label: 'Overlap (both)', value: c.overlapping },
      { name: 'verdict', label: 'Boxes', value: VERDICT_TEXT[c.verdict] },
      { name: 'axis', label: 'MTV axis', value: c.axis === null ? 'none (a gap)' : c.tie ? `${c.axis} (a tie: x taken)` : c.axis },
      // Apart, there is no overlap to undo: the same vector then closes the gap, and says so.
      { name: 'mtd', label: 'MTV (move B by −MTV)', value: c.verdict === 'separated' ? `${formatVector(c.mtd)}: a gap, −MTV closes it` : formatVector(c.mtd) },
      { name: 'distance', label: 'Signed distance', value: c.distance, unit: 'u' },
    ];
  },

  controls(panel) {
    const size = (box: 'a' | 'b', key: 'halfWidth' | 'halfHeight') => ({
      min: BOX_SIZE.min, max: BOX_SIZE.max, step: 0.05, unit: 'u',
      get: (s: State) => s[box][key],
      set: (s: State, v: number) => ({ ...s, [box]: { ...s[box], [key]: Math.min(BOX_SIZE.max, Math.max(BOX_SIZE.min, v)) } }),
    });
    const boxA = panel.folder('Box A');
    boxA.number('half width', size('a', 'halfWidth'));
    boxA.number('half height', size('a', 'halfHeight'));
    const boxB = panel.folder('Box B');
    boxB.number('half width', size('b', 'halfWidth'));
    boxB.number('half height', size('b', 'halfHeight'));
    panel.button('Move B by −MTV', (s) => ({ ...s, b: withAabbCenter(s.b, resolveAabbs(aabbOf(s.a), aabbOf(s.b))) }));
    const presets = panel.folder('Presets');
    presets.button('x is the short way', preset({ x: 0, y: 0, halfWidth: 1, halfHeight: 0.5 }, { x: 1.5, y: 0.6, halfWidth: 0.75, halfHeight: 0.5 }));
    presets.button('Tie', preset({ x: 0, y: 0, halfWidth: 1, halfHeight: 1 }, { x: 1.1, y: 1.1, halfWidth: 1, halfHeight: 1 }));
    presets.button('B inside A', preset({ x: 0, y: 0, halfWidth: 2, halfHeight: 1 }, { x: 0.3, y: 0.1, halfWidth: 0.5, halfHeight: 0.3 }));
    presets.button('Gap on one axis only', preset({ x: 0, y: 0, halfWidth: 1, halfHeight: 0.5 }, { x: 1.2, y: 1.5, halfWidth: 0.75, halfHeight: 0.5 }));
  },

  draw(scene) {
    scene.layer('world', (pen) => pen.grid(1));
    scene.layer('world', (pen, s, d) => {
      // Where Move B by −MTV puts B.
      if (d.contact.verdict === 'overlapping') {
        const ghost = aabbCorners({ ...s.b, x: d.resolvedB.x, y: d.resolvedB.y });
        pen.polygon(ghost, { color: 'shapeB', alpha: 0.45, width: 1.5, dash: 5 });
      }
    });
    for (const [id, color] of [['a', 'shapeA'], ['b', 'shapeB']] as const) {
      scene.body('world', {
        id: id.toUpperCase(), label: `box ${id.toUpperCase()}`, color, fillAlpha: 0.14,
        shape: (s) => aabbShape(s[id]),
        pose: (s) => ({ position: { x: s[id].x, y: s[id].y }, angle: 0 }),
        setPose: (s, pose) => ({ ...s, [id]: withAabbCenter(s[id], pose.position) }),
      });
    }
    scene.layer('world', (pen, s, d) => {
      const c = d.contact;
      for (const [id, color] of [['a', 'shapeA'], ['b', 'shapeB']] as const) {
        const box = s[id], center = { x: box.x, y: box.y };
        pen.arrow(center, { x: box.x + box.halfWidth, y: box.y }, { color, width: 2, head: 7 });
        pen.arrow(center, { x: box.x, y: box.y + box.halfHeight }, { color, width: 2, head: 7 });
        pen.dot(center, 3.5, { fill: color });
        pen.label(id.toUpperCase(), center, { color, bold: true, size: 15, offset: { x: -12, y: 12 } });
      }
      // Δ and its components.
      const a = { x: s.a.x, y: s.a.y }, b = { x: s.b.x, y: s.b.y }, elbow = { x: s.b.x, y: s.a.y };
      pen.segment(a, elbow, { color: 'construction', width: 1, dash: 4, alpha: 0.7 });
      pen.segment(elbow, b, { color: 'construction', width: 1, dash: 4, alpha: 0.7 });
      pen.arrow(a, b, { color: 'construction', width: 1.5, head: 8 });
      pen.label('Δ', { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, { color: 'construction', bold: true, offset: { x: -10, y: -10 } });

      // The shadows on each axis, along the view's bottom and left edges.
      const bounds = pen.view.worldBounds();
      const unit = pen.view.toWorldLength(1);
      const stripY = bounds.min.y + 30 * unit, stripX = bounds.min.x + 30 * unit;
      const { x: sx, y: sy } = c.shadows;
      pen.segment({ x: sx.a.min, y: stripY + 6 * unit }, { x: sx.a.max, y: stripY + 6 * unit }, { color: 'shapeA', width: 5 });
      pen.segment({ x: sx.b.min, y: stripY - 6 * unit }, { x: sx.b.max, y: stripY - 6 * unit }, { color: 'shapeB', width: 5 });
      pen.segment({ x: stripX - 6 * unit, y: sy.a.min }, { x: stripX - 6 * unit, y: sy.a.max }, { color: 'shapeA', width: 5 });
      pen.segment({ x: stripX + 6 * unit, y: sy.b.min }, { x: stripX + 6 * unit, y: sy.b.max }, { color: 'shapeB', width: 5 });
      const xColor = c.overlapOnAxis.x ? 'overlap' : 'apart', yColor = c.overlapOnAxis.y ? 'overlap' : 'apart';
      pen.segment({ x: sx.shared.min, y: stripY }, { x: sx.shared.max, y: stripY }, { color: xColor, width: 3 });
      pen.segment({ x: stripX, y: sy.shared.min }, { x: stripX, y: sy.shared.max }, { color: yColor, width: 3 });
      pen.label(`D_x = ${fixed(c.gap.x, 2)}`, { x: (sx.shared.min + sx.shared.max) / 2, y: stripY }, { color: xColor, bold: true, size: 12, offset: { x: 0, y: -18 } });
      pen.label(`D_y = ${fixed(c.gap.y, 2)}`, { x: stripX, y: (sy.shared.min + sy.shared.max) / 2 }, { color: yColor, bold: true, size: 12, offset: { x: 52, y: 0 } });

      if (c.verdict === 'overlapping') {
        // Drawn beside B's half-extent arrows rather than on them.
        const from = c.axis === 'x' ? { x: s.b.x, y: s.b.y - s.b.halfHeight / 2 } : { x: s.b.x - s.b.halfWidth / 2, y: s.b.y };
        const to = { x: from.x - c.mtd.x, y: from.y - c.mtd.y };
        pen.arrow(from, to, { color: 'translation', width: 3, head: 9 });
        pen.label('−MTV', to, { color: 'translation', bold: true, offset: { x: c.axis === 'x' ? 0 : 22, y: c.axis === 'x' ? -14 : 0 } });
      }
    });
    for (const [id, color] of [['a', 'shapeA'], ['b', 'shapeB']] as const) {
      scene.vertexHandles('world', {
        id: `${id.toUpperCase()}-corner`, color,
        vertices: (s) => aabbCorners(s[id]),
        setVertex: (s, index, p) => ({ ...s, [id]: withCornerAt(s[id], index, p) }),
      });
    }
  },
});
