// Two circles: the overlap test with and without the square root, the signed penetration p, the normal N
// and the penetration vector P = p N that, applied, leaves the circles just touching.

import { type Circle, type CircleContactOutput, type ResolveShare, circleContact, resolveCircles } from '../geometry';
import { type DiscState, DISC_RADIUS, circleOf, clampRadius, discFields, discShape, rimPoint, withCenter, withRimAt } from './shared/circles-disc';
import { formatVector } from './shared/shapes';
import { defineFigure } from '../ui/figure';
import { fixed } from '../ui/format';

const SHARES = ['b', 'a', 'half'] as const;

interface State {
  readonly a: DiscState;
  readonly b: DiscState;
  /** Who moves when the overlap is resolved. */
  readonly share: ResolveShare;
}

interface Derived {
  readonly a: Circle;
  readonly b: Circle;
  readonly contact: CircleContactOutput;
  /** Where the centres go if the overlap is resolved now (the ghosts). */
  readonly resolved: { readonly a: { x: number; y: number }; readonly b: { x: number; y: number } };
}

const initialState = (): State => ({
  a: { x: -0.7, y: -0.25, radius: 1.1, knob: 2.4 },
  b: { x: 0.75, y: 0.35, radius: 0.8, knob: 0.9 },
  share: 'b',
});

const VERDICT_TEXT = { overlapping: 'overlapping (p < 0)', touching: 'touching (p = 0)', separated: 'separated (p > 0)' } as const;

const withDiscs = (s: State, a: Partial<DiscState>, b: Partial<DiscState>): State => ({ ...s, a: { ...s.a, ...a }, b: { ...s.b, ...b } });

export default defineFigure<State, Derived>({
  id: 'circle-circle',
  title: 'Two circles: penetration, normal and the way out',
  height: 420,
  views: [{ id: 'world', center: { x: 0, y: 0 }, span: 4.4 }],
  legend: [
    { color: 'shapeA', label: 'circle A and its radius r₁' },
    { color: 'shapeB', label: 'circle B and its radius r₂' },
    { color: 'construction', label: 'normal N (unit, from A towards B)' },
    { color: 'translation', label: 'penetration vector P = p N' },
    { color: 'muted', label: 'where the circles go when resolved' },
  ],
  caption: `
    <p>Two circles overlap when their centres are closer than the sum of their radii: ‖B − A‖ &lt; r₁ + r₂.
    Both sides are lengths, so both can be squared, and ‖B − A‖² &lt; (r₁ + r₂)² asks the same question without a
    square root; the readouts run both tests and they agree. (At touching, rounding can leave the two sides a hair
    apart either way, so both count a gap within a billionth of the scene’s size as touching, not overlapping.) The difference p = ‖B − A‖ − (r₁ + r₂) is the
    signed penetration: negative while the circles overlap, zero when they touch, positive across a gap.</p>
    <p>The normal N is the unit direction from A’s centre to B’s; the contact plane is perpendicular to it. The
    blue arrow is the penetration vector P = p N, drawn from the point of A deepest in B to the point of B deepest
    in A. Moving B by −P (or A by +P, or each by half) is the shortest move that separates them: the faint circles
    show where <strong>Resolve overlap</strong> puts them. Only this step needs the square root, and it runs only
    after the cheap test has found an overlap.</p>
    <p>Drag a circle by its body and its radius by the knob on its rim. Try <strong>Touching</strong>: p is 0 and
    the strict test says “no”. Try <strong>Coincident centres</strong>: no direction joins the centres, so N falls
    back to +x by convention. This recreates the “Circle vs circle” section of <em>Collision detection for
    dummies</em>. That text writes N from B to A, so its P has the opposite sign to ours; applied the right way
    round, both push the circles apart.</p>`,
  initialState,
  fields: [...discFields('a'), ...discFields('b'), { kind: 'choice', path: 'share', options: SHARES }],

  derive(state) {
    const a = circleOf(state.a), b = circleOf(state.b);
    return { a, b, contact: circleContact(a, b), resolved: resolveCircles(a, b, state.share) };
  },

  readouts(_state, d) {
    const c = d.contact;
    return [
      { name: 'center-distance', label: '‖B − A‖', value: c.centerDistance, unit: 'u' },
      { name: 'radius-sum', label: 'r₁ + r₂', value: c.radiusSum, unit: 'u' },
      { name: 'root-test', label: '‖B − A‖ < r₁ + r₂', value: c.rootTest },
      { name: 'center-distance-squared', label: '‖B − A‖²', value: c.centerDistanceSquared, unit: 'u²' },
      { name: 'radius-sum-squared', label: '(r₁ + r₂)²', value: c.radiusSumSquared, unit: 'u²' },
      { name: 'squared-test', label: '‖B − A‖² < (r₁ + r₂)²', value: c.squaredTest },
      { name: 'cheaper', label: 'Cheaper test', value: 'the squared one (no √)' },
      { name: 'penetration', label: 'p = ‖B − A‖ − (r₁ + r₂)', value: c.distance, unit: 'u' },
      { name: 'normal', label: 'N (A → B)', value: c.concentric ? `${formatVector(c.normal)}: centres coincide, +x by convention` : formatVector(c.normal) },
      { name: 'penetration-vector', label: 'P = p N', value: formatVector(c.mtd) },
      { name: 'verdict', label: 'Circles', value: VERDICT_TEXT[c.verdict] },
    ];
  },

  controls(panel) {
    const radius = (which: 'a' | 'b') => ({
      min: DISC_RADIUS.min, max: DISC_RADIUS.max, step: 0.05, unit: 'u',
      get: (s: State) => s[which].radius,
      set: (s: State, v: number) => ({ ...s, [which]: { ...s[which], radius: clampRadius(v) } }),
    });
    panel.number('r₁ (radius of A)', radius('a'));
    panel.number('r₂ (radius of B)', radius('b'));
    panel.choice('resolve moves', {
      options: { 'B by −P': 'b', 'A by +P': 'a', 'each half': 'half' },
      get: (s) => s.share,
      set: (s, share) => ({ ...s, share: SHARES.find((x) => x === share) ?? 'b' }),
    });
    panel.button('Resolve overlap', (s) => {
      const moved = resolveCircles(circleOf(s.a), circleOf(s.b), s.share);
      return { ...s, a: withCenter(s.a, moved.a), b: withCenter(s.b, moved.b) };
    });
    const presets = panel.folder('Presets');
    presets.button('Overlapping', (s) => withDiscs(s, { x: -1, y: 0, radius: 1 }, { x: 0.5, y: 0, radius: 1 }));
    presets.button('Touching', (s) => withDiscs(s, { x: -1, y: -0.3, radius: 1 }, { x: 0.8, y: 0.7, radius: Math.hypot(1.8, 1) - 1 }));
    presets.button('Coincident centres', (s) => withDiscs(s, { x: 0, y: 0, radius: 1.2 }, { x: 0, y: 0, radius: 0.8 }));
    presets.button('Separated', (s) => withDiscs(s, { x: -1.3, y: -0.4, radius: 0.8 }, { x: 1.2, y: 0.6, radius: 0.7 }));
  },

  draw(scene) {
    scene.layer('world', (pen) => pen.grid(1));
    scene.layer('world', (pen, s, d) => {
      // Where Resolve would put the circles: faint rings in their own colours.
      if (d.contact.distance < 0) {
        if (d.resolved.a.x !== s.a.x || d.resolved.a.y !== s.a.y) pen.circle(d.resolved.a, s.a.radius, { color: 'shapeA', alpha: 0.4, width: 1.5, dash: 5 });
        if (d.resolved.b.x !== s.b.x || d.resolved.b.y !== s.b.y) pen.circle(d.resolved.b, s.b.radius, { color: 'shapeB', alpha: 0.4, width: 1.5, dash: 5 });
      }
    });
    for (const [id, color] of [['a', 'shapeA'], ['b', 'shapeB']] as const) {
      scene.body('world', {
        id: id.toUpperCase(), label: `circle ${id.toUpperCase()}`, color, fillAlpha: 0.14,
        shape: (s) => discShape(s[id].radius),
        pose: (s) => ({ position: { x: s[id].x, y: s[id].y }, angle: 0 }),
        setPose: (s, pose) => ({ ...s, [id]: withCenter(s[id], pose.position) }),
      });
    }
    scene.layer('world', (pen, _s, d) => {
      const c = d.contact;
      // The centre line, each radius laid along it, and the distance between the centres.
      pen.segment(d.a.center, d.b.center, { color: 'muted', width: 1, dash: 4 });
      pen.segment(d.a.center, c.pointA, { color: 'shapeA', width: 2.5 });
      pen.segment(d.b.center, c.pointB, { color: 'shapeB', width: 2.5 });
      pen.dot(d.a.center, 3, { fill: 'shapeA' });
      pen.dot(d.b.center, 3, { fill: 'shapeB' });
      // Labels stand off the centre line on either side (a perpendicular on screen is (n.y, n.x)).
      const along = (t: number) => ({ x: d.a.center.x + (d.b.center.x - d.a.center.x) * t, y: d.a.center.y + (d.b.center.y - d.a.center.y) * t });
      if (!c.concentric) pen.label('‖B − A‖', along(0.3), { color: 'muted', size: 12, offset: { x: c.normal.y * 16, y: c.normal.x * 16 } });
      pen.label('A', d.a.center, { color: 'shapeA', bold: true, size: 15, offset: { x: -12, y: 12 } });
      pen.label('B', d.b.center, { color: 'shapeB', bold: true, size: 15, offset: { x: 12, y: 12 } });
      // The normal: a unit arrow from A's contact point.
      pen.arrow(c.pointA, { x: c.pointA.x + c.normal.x, y: c.pointA.y + c.normal.y }, { color: 'construction', width: 1.5, head: 8 });
      pen.label('N', { x: c.pointA.x + c.normal.x, y: c.pointA.y + c.normal.y }, { color: 'construction', bold: true, offset: { x: 10 * c.normal.x, y: -10 * c.normal.y - 8 } });
      if (c.distance < 0) {
        pen.arrow(c.pointA, c.pointB, { color: 'translation', width: 3, head: 9 });
        pen.label('P', { x: (c.pointA.x + c.pointB.x) / 2, y: (c.pointA.y + c.pointB.y) / 2 }, { color: 'translation', bold: true, offset: { x: c.normal.y * 14, y: c.normal.x * 14 } });
      } else {
        pen.segment(c.pointA, c.pointB, { color: 'translation', width: 2, dash: 3 });
      }
      pen.dot(c.pointA, 4, { fill: 'shapeA', stroke: true, color: 'background', width: 1 });
      pen.dot(c.pointB, 4, { fill: 'shapeB', stroke: true, color: 'background', width: 1 });
      const verdictColor = c.verdict === 'separated' ? 'apart' : 'overlap';
      const contact = { x: (c.pointA.x + c.pointB.x) / 2, y: (c.pointA.y + c.pointB.y) / 2 };
      pen.label(`p = ${fixed(c.distance, 3)}`, contact, { color: verdictColor, bold: true, size: 14, offset: { x: -c.normal.y * 30, y: -c.normal.x * 30 } });
    });
    for (const [id, color] of [['a', 'shapeA'], ['b', 'shapeB']] as const) {
      scene.pointHandle('world', {
        id: `r${id === 'a' ? 1 : 2}`, label: `radius of ${id.toUpperCase()}`, color,
        position: (s) => rimPoint(s[id]),
        // A circle larger than its view keeps its radius knob on the view's edge, on the line from its centre.
        pinnedFrom: (s) => ({ x: s[id].x, y: s[id].y }),
        setPosition: (s, p) => ({ ...s, [id]: withRimAt(s[id], p) }),
      });
    }
  },
});
