// What to do with the minimum translation: split it between the shapes by inverse mass, then reflect their
// relative velocity along the normal with restitution e (an impulse). The readers of "Collision detection
// for dummies" asked exactly this, three times, in the comments.

import { type Placed, type ResolveOutput, type Vec2, resolveContact } from '../geometry';
import { type BoxState, boxFields, boxShape, clampPosition, placedBox, poseOf, withPose } from './shared/shapes';
import { bodiesAB } from './shared/bodies';
import { besideCentre } from './shared/labels';
import { defineFigure, shapeColor } from '../ui/figure';
import { fixed } from '../ui/format';

interface Moving extends BoxState {
  readonly vx: number;
  readonly vy: number;
  /** Mass in units; `static` makes the inverse mass 0. */
  readonly mass: number;
  readonly isStatic: boolean;
}

interface State {
  readonly a: Moving;
  readonly b: Moving;
  readonly restitution: number;
}

interface Derived {
  readonly a: Placed;
  readonly b: Placed;
  readonly result: ResolveOutput;
}

const MASS = { min: 0.2, max: 10 };
const SPEED_LIMIT = 4;
/** Velocity arrows show half a second of motion, so they stay short beside the shapes. */
const ARROW = 0.5;
const clampSpeed = (v: number) => Math.max(-SPEED_LIMIT, Math.min(SPEED_LIMIT, v));

const box = (x: number, y: number, angle: number, halfWidth: number, halfHeight: number, vx: number, vy: number, mass: number, isStatic = false): Moving => ({
  x, y, angle, halfWidth, halfHeight, vx, vy, mass, isStatic,
});

const initialState = (): State => ({
  a: box(-0.75, -0.1, 0.15, 0.8, 0.55, 1.4, 0.8, 2),
  b: box(0.45, 0.25, -0.35, 0.5, 0.5, -1.2, -1, 1),
  restitution: 0.5,
});

const inverseMass = (m: Moving) => (m.isStatic ? 0 : 1 / m.mass);
const bodyOf = (m: Moving, placed: Placed) => ({ placed, velocity: { x: m.vx, y: m.vy }, inverseMass: inverseMass(m) });
const momentum = (s: State, va: Vec2, vb: Vec2) => {
  // A static body's momentum is not defined; the sum is shown for the moving ones only.
  const pa = s.a.isStatic ? { x: 0, y: 0 } : { x: s.a.mass * va.x, y: s.a.mass * va.y };
  const pb = s.b.isStatic ? { x: 0, y: 0 } : { x: s.b.mass * vb.x, y: s.b.mass * vb.y };
  return { x: pa.x + pb.x, y: pa.y + pb.y };
};
const energy = (s: State, va: Vec2, vb: Vec2) =>
  (s.a.isStatic ? 0 : 0.5 * s.a.mass * (va.x ** 2 + va.y ** 2)) + (s.b.isStatic ? 0 : 0.5 * s.b.mass * (vb.x ** 2 + vb.y ** 2));
const vector = (v: Vec2) => `(${fixed(v.x, 2)}, ${fixed(v.y, 2)})`;
const NOTES = {
  'both-static': 'both are static: nothing can move',
  apart: 'the shapes do not touch: nothing to resolve',
  separating: 'already moving apart: the shapes are pushed out, with no impulse',
} as const;

/** Moves both shapes out of the overlap and gives them their velocities after the impulse. */
const apply = (s: State, d: Derived): State => {
  const r = d.result;
  const moved = (m: Moving, by: Vec2, v: Vec2): Moving => ({
    ...m, x: clampPosition(m.x + by.x), y: clampPosition(m.y + by.y), vx: clampSpeed(v.x), vy: clampSpeed(v.y),
  });
  return { ...s, a: moved(s.a, r.moveA, r.velocityA), b: moved(s.b, r.moveB, r.velocityB) };
};

/**
 * What Apply cannot keep: the figure holds each velocity component within ±SPEED_LIMIT (its arrows stay in the
 * drawing), and a light body struck by a heavy one can come out faster. Said, so the readouts after the press are
 * not taken for a broken law.
 */
const capNote = (_s: State, d: Derived): string | null => {
  const r = d.result;
  const over = (v: Vec2) => Math.abs(v.x) > SPEED_LIMIT || Math.abs(v.y) > SPEED_LIMIT;
  const cut = (v: Vec2) => ({ x: clampSpeed(v.x), y: clampSpeed(v.y) });
  const told = [['A', r.velocityA], ['B', r.velocityB]] as const;
  const parts = told.filter(([, v]) => over(v)).map(([name, v]) => `${name}’s velocity after the bounce, ${vector(v)}, was cut to ${vector(cut(v))}`);
  if (parts.length === 0) return null;
  return `${parts.join('; ')}: the figure keeps each velocity within ${SPEED_LIMIT} u/s along each axis, so momentum and energy now differ from what the readouts showed.`;
};

export default defineFigure<State, Derived>({
  id: 'resolve',
  title: 'Resolving a collision: share the way out, then bounce',
  height: 440,
  views: [{ id: 'world', title: 'World', center: { x: 0, y: 0.1 }, span: 4.6 }],
  legend: [
    { color: 'shapeA', label: 'A, its velocity (solid; arrows show half a second) and after the impulse (dashed); faint: where the push leaves it' },
    { color: 'shapeB', label: 'B, the same' },
    { color: 'translation', label: 'each shape’s share of the minimum translation' },
    { color: 'construction', label: 'the contact normal n, from A towards B' },
  ],
  caption: `
    <p>Finding the minimum translation is half the job; readers of Paul Firth’s “Collision detection for dummies” asked
    in the comments what to do with it. First, push the shapes apart along it, sharing the move by <em>inverse mass</em>
    1/m: a heavy shape moves little, a static one (inverse mass 0) not at all, and the two shares always add up to the
    whole overlap. The faint outlines show where that leaves them: just touching.</p>
    <p>Pushing apart does not stop them running into each other again next frame. For that, take their relative
    velocity along the normal, v = (v<sub>B</sub> − v<sub>A</sub>) · n, negative while they approach, and apply an
    impulse j = −(1 + e) v / (1/m<sub>A</sub> + 1/m<sub>B</sub>) along n: A’s velocity loses j/m<sub>A</sub> of n, B’s
    gains j/m<sub>B</sub>. With restitution e = 1 they bounce apart as fast as they came and keep their energy; with
    e = 0 they stop approaching and no more. Between two moving shapes momentum is kept either way (the readouts
    show it); a static shape takes whatever impulse it is given, as a wall does. Drag the velocity
    tips, change the masses, try the presets, then press <strong>Apply</strong>.</p>`,
  initialState,
  fields: [
    ...boxFields('a'), ...boxFields('b'),
    ...(['a', 'b'] as const).flatMap((w) => [
      { kind: 'number' as const, path: `${w}.vx`, min: -SPEED_LIMIT, max: SPEED_LIMIT },
      { kind: 'number' as const, path: `${w}.vy`, min: -SPEED_LIMIT, max: SPEED_LIMIT },
      { kind: 'number' as const, path: `${w}.mass`, min: MASS.min, max: MASS.max },
      { kind: 'boolean' as const, path: `${w}.isStatic` },
    ]),
    { kind: 'number', path: 'restitution', min: 0, max: 1 },
  ],

  derive(state) {
    const a = placedBox(state.a), b = placedBox(state.b);
    return { a, b, result: resolveContact(bodyOf(state.a, a), bodyOf(state.b, b), state.restitution) };
  },

  readouts(state, d) {
    const r = d.result;
    const va = { x: state.a.vx, y: state.a.vy }, vb = { x: state.b.vx, y: state.b.vy };
    // Each body's share of the way out, from the moves themselves: both static, neither moves and there is none.
    const shareA = r.depth > 0 ? Math.hypot(r.moveA.x, r.moveA.y) / r.depth : 0;
    const shareB = r.depth > 0 ? Math.hypot(r.moveB.x, r.moveB.y) / r.depth : 0;
    return [
      { name: 'contact', label: 'Shapes', value: r.contact },
      { name: 'depth', label: 'Overlap depth', value: r.depth, unit: 'u' },
      { name: 'shares', label: 'Share of the move: A / B', value: shareA + shareB > 0 ? `${fixed(100 * shareA, 0)} % / ${fixed(100 * shareB, 0)} %` : '—' },
      { name: 'normal-speed', label: 'Normal speed v = (vB − vA) · n', value: r.normalSpeed, unit: 'u/s' },
      { name: 'impulse', label: 'Impulse j', value: r.impulse },
      { name: 'velocity-a', label: 'A’s velocity: before → after', value: `${vector(va)} → ${vector(r.velocityA)}` },
      { name: 'velocity-b', label: 'B’s velocity: before → after', value: `${vector(vb)} → ${vector(r.velocityB)}` },
      { name: 'momentum', label: 'Momentum before → after', value: `${vector(momentum(state, va, vb))} → ${vector(momentum(state, r.velocityA, r.velocityB))}` },
      { name: 'energy', label: 'Kinetic energy before → after', value: `${fixed(energy(state, va, vb), 3)} → ${fixed(energy(state, r.velocityA, r.velocityB), 3)}` },
      { name: 'note', label: 'Note', value: r.note ? NOTES[r.note] : '—' },
    ];
  },

  controls(panel) {
    panel.number('restitution e', { min: 0, max: 1, step: 0.05, get: (s) => s.restitution, set: (s, restitution) => ({ ...s, restitution }) });
    for (const w of ['a', 'b'] as const) {
      const folder = panel.folder(`Body ${w.toUpperCase()}`);
      folder.number('mass', { min: MASS.min, max: MASS.max, step: 0.1, get: (s) => s[w].mass, set: (s, mass) => ({ ...s, [w]: { ...s[w], mass } }) });
      folder.toggle('static (inverse mass 0)', { get: (s) => s[w].isStatic, set: (s, isStatic) => ({ ...s, [w]: { ...s[w], isStatic } }) });
    }
    panel.button('Apply (push apart, then bounce)', apply, capNote);
    const presets = panel.folder('Presets');
    presets.button('Static wall', (s) => ({
      ...s, restitution: 0.8,
      a: box(-0.4, 0, 0, 0.25, 1.9, 0, 0, 1, true),
      b: box(0.3, 0.4, 0.3, 0.5, 0.4, -1.8, -0.6, 1),
    }));
    // Speeds of 2.5: each velocity knob lies well past the other body's centre (at 1.5 it sat on it, on a phone).
    presets.button('Equal masses, head on', (s) => ({
      ...s, restitution: 1,
      a: box(-0.45, 0, 0, 0.5, 0.5, 2.5, 0, 1),
      b: box(0.45, 0, 0, 0.5, 0.5, -2.5, 0, 1),
    }));
    presets.button('Heavy against light', (s) => ({
      ...s, restitution: 1,
      a: box(-0.8, 0, 0, 0.8, 0.8, 1, 0, 8),
      b: box(0.4, 0.1, 0, 0.4, 0.4, -1, 0, 1),
    }));
    // The opening pair as it first meets (an Apply before leaves it already parting, with nothing to show), at
    // either end of the restitution's range.
    presets.button('e = 0: they stop approaching', () => ({ ...initialState(), restitution: 0 }));
    presets.button('e = 1: a perfect bounce', () => ({ ...initialState(), restitution: 1 }));
  },

  draw(scene) {
    scene.layer('world', (pen, _s, d) => {
      pen.grid(1);
      const r = d.result;
      // Where the push leaves each shape: faint outlines.
      for (const [which, placed, move] of [['A', d.a, r.moveA], ['B', d.b, r.moveB]] as const) {
        if (move.x === 0 && move.y === 0) continue;
        const ghost = placed.shape.vertices.map((v) => {
          const c = Math.cos(placed.pose.angle), sn = Math.sin(placed.pose.angle);
          return { x: placed.pose.position.x + move.x + v.x * c - v.y * sn, y: placed.pose.position.y + move.y + v.x * sn + v.y * c };
        });
        pen.polygon(ghost, { color: shapeColor(which), width: 1.5, alpha: 0.45, dash: 5 });
      }
    });
    bodiesAB(scene, 'world', (which) => ({
      label: `box ${which.toUpperCase()}`, rotatable: true,
      shape: (s) => boxShape(s[which]),
      pose: (s) => poseOf(s[which]),
      setPose: (s, pose) => ({ ...s, [which]: { ...s[which], ...withPose(s[which], pose) } }),
    }));
    scene.layer('world', (pen, s, d) => {
      const r = d.result;
      for (const [which, m, placed, move, after] of [['A', s.a, d.a, r.moveA, r.velocityA], ['B', s.b, d.b, r.moveB, r.velocityB]] as const) {
        const c = placed.pose.position;
        const color = shapeColor(which);
        if (m.vx !== 0 || m.vy !== 0) pen.arrow(c, { x: c.x + ARROW * m.vx, y: c.y + ARROW * m.vy }, { color, width: 2.5, head: 9 });
        if (move.x !== 0 || move.y !== 0) pen.arrow(c, { x: c.x + move.x, y: c.y + move.y }, { color: 'translation', width: 2.5, head: 8 });
        // After the impulse, from where the push leaves the shape.
        const from = { x: c.x + move.x, y: c.y + move.y };
        if (r.impulse > 0) pen.arrow(from, { x: from.x + ARROW * after.x, y: from.y + ARROW * after.y }, { color, width: 2, dash: 5, head: 8 });
        pen.label(m.isStatic ? `${which} (static)` : which, c, { color, bold: true, size: 15, ...besideCentre(poseOf(m)) });
      }
      if (r.contact !== 'separated') {
        // The normal, drawn once from the middle between the centres.
        // Beside the line of centres (a little to its right), so it does not run over the velocities.
        const half = { x: (d.a.pose.position.x + d.b.pose.position.x) / 2, y: (d.a.pose.position.y + d.b.pose.position.y) / 2 };
        const mid = { x: half.x + 0.45 * r.normal.y, y: half.y - 0.45 * r.normal.x };
        pen.arrow(mid, { x: mid.x + 0.6 * r.normal.x, y: mid.y + 0.6 * r.normal.y }, { color: 'construction', width: 1.5, head: 7 });
        pen.label('n', { x: mid.x + 0.6 * r.normal.x, y: mid.y + 0.6 * r.normal.y }, { color: 'construction', bold: true, offset: { x: 10, y: -10 } });
      }
    });
    for (const which of ['a', 'b'] as const) {
      scene.velocityHandle('world', {
        id: `${which.toUpperCase()}-velocity`, color: shapeColor(which),
        origin: (s) => ({ x: s[which].x, y: s[which].y }),
        velocity: (s) => ({ x: ARROW * s[which].vx, y: ARROW * s[which].vy }),
        setVelocity: (s, v) => ({ ...s, [which]: { ...s[which], vx: clampSpeed(v.x / ARROW), vy: clampSpeed(v.y / ARROW) } }),
      });
    }
  },
});
