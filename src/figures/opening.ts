// The article's opening: discrete versus continuous collision detection. Two boxes move in a straight line
// from frame 1 to frame 2; a per-frame check looks only at those two moments, a continuous check (the
// linear cast) finds the time of impact in between. At any time t where they overlap, the penetration
// depth d and the push direction n (polygonDistance) are drawn, as in Figure 1 of "Collision detection
// for dummies".

import {
  type DistanceOutput, type LinearCastOutput, type Placed, type Pose, type Vec2, aabbMax, aabbMin, aabbOfPlaced, advancePose, linearCast,
  polygonDistance, worldVertices,
} from '../geometry';
import { type BoxState, boxFields, boxShape, clampPosition, formatVector, placedBox, poseOf, withPose } from './shared/shapes';
import { bodiesAB } from './shared/bodies';
import { defineFigure, shapeColor } from '../ui/figure';
import { fixed } from '../ui/format';

interface Moving extends BoxState {
  /** Displacement from frame 1 to frame 2 (one step of time). */
  readonly vx: number;
  readonly vy: number;
}

interface State {
  readonly a: Moving;
  readonly b: Moving;
  /** Time between the frames: 0 at frame 1, 1 at frame 2. */
  readonly t: number;
}

interface Pair { readonly a: Placed; readonly b: Placed }

interface Derived {
  readonly frame1: Pair;
  readonly frame2: Pair;
  /** The shapes at the scrubber's time t. */
  readonly now: Pair;
  readonly check1: DistanceOutput;
  readonly check2: DistanceOutput;
  readonly checkNow: DistanceOutput;
  readonly cast: LinearCastOutput;
  /** At the time of impact (null unless the cast hits): where the shapes first touch. */
  readonly first: DistanceOutput | null;
}

const SPEED_LIMIT = 8;
/** The time line along the bottom of the view: t = 0 at TIMELINE_X0, t = 1 at TIMELINE_X1. */
const TIMELINE_Y = -1.95;
const TIMELINE_X0 = -2.7;
const TIMELINE_X1 = 2.7;
/** No shape goes below this line at frame 1 or frame 2, so the time line stays clear. */
const FLOOR = -1.35;
const VIEW = { center: { x: 0, y: 0.35 }, span: 6 };
/** Lifting a box clear of the floor takes its top no higher than this: below the view's top by more than its margin on a phone. */
const CEILING = VIEW.center.y + VIEW.span / 2 - 0.45;
/** Half the height of the marks on the time line. */
const TICK = 0.22;

const clampSpeed = (v: number) => Math.max(-SPEED_LIMIT, Math.min(SPEED_LIMIT, v));
const clampTime = (t: number) => (Number.isFinite(t) ? Math.max(0, Math.min(1, t)) : 0);
const timelineX = (t: number) => TIMELINE_X0 + (TIMELINE_X1 - TIMELINE_X0) * t;
const motionOf = (m: Moving) => ({ velocity: { x: m.vx, y: m.vy }, angularVelocity: 0 });
const placedAt = (m: Moving, t: number): Placed => ({ shape: boxShape(m), pose: advancePose(poseOf(m), motionOf(m), t) });
const lowest = (m: Moving) => aabbMin(aabbOfPlaced(placedBox(m))).y;
const highest = (m: Moving) => aabbMax(aabbOfPlaced(placedBox(m))).y;

/**
 * The box clear of the floor at frame 1 and at frame 2. It is raised until both clear it, so a box dragged down
 * stops where its frame 2 meets the floor and keeps the motion the reader gave it; only where that would lift
 * frame 1 past CEILING is its downward speed cut instead, to what keeps frame 2 above the floor.
 */
const lifted = (m: Moving): Moving => {
  const low = lowest(m);
  const wanted = FLOOR + Math.max(0, -m.vy);
  const lift = low >= wanted ? 0 : Math.max(0, FLOOR - low, Math.min(wanted - low, CEILING - highest(m)));
  const raised = lift === 0 ? m : { ...m, y: clampPosition(m.y + lift) };
  const floorSpeed = FLOOR - lowest(raised);
  // A lift to exactly the wanted height may land a rounding short of it: that is no reason to touch the motion.
  return raised.vy >= floorSpeed - 1e-9 ? raised : { ...raised, vy: floorSpeed };
};
const settle = (s: State): State => ({ ...s, a: lifted(s.a), b: lifted(s.b), t: clampTime(s.t) });
/** A new velocity, no steeper downwards than keeps frame 2 above the floor. */
const withVelocity = (m: Moving, v: Vec2): Moving => ({ ...m, vx: clampSpeed(v.x), vy: clampSpeed(Math.max(v.y, FLOOR - lowest(m))) });

const moving = (x: number, y: number, angle: number, halfWidth: number, halfHeight: number, vx: number, vy: number): Moving => ({
  x, y, angle, halfWidth, halfHeight, vx, vy,
});

// A small fast box and a still wall: A moves 5 per step, against 0.4 of wall plus about 0.8 of box, so at
// both frames they are apart, and in between they overlap for t from about 0.38 to 0.62.
const tunnelling = (): State => ({
  a: moving(-2.4, 0.8, 0.2, 0.35, 0.35, 5, -0.4),
  b: moving(0.1, 0.7, 0, 0.2, 1.3, 0, 0),
  t: 0.45,
});
// Two boxes closing slowly: they first touch late in the step and overlap by a little at frame 2.
const caughtLate = (): State => ({
  a: moving(-1.9, 0.6, 0.25, 0.5, 0.4, 1.4, 0.15),
  b: moving(1.3, 0.8, -0.35, 0.6, 0.6, -0.7, 0),
  t: 1,
});
// The box passes just over the wall's top: neither check finds anything, rightly.
const nearMiss = (): State => ({
  a: moving(-2.4, 2.45, 0, 0.35, 0.35, 5, 0.2),
  b: moving(0.1, 0.7, 0, 0.2, 1.3, 0, 0),
  t: 0.5,
});

const CHECK_TEXT = { separated: 'no overlap', touching: 'touching', overlapping: 'overlap' } as const;
const AT_TEXT = { separated: 'apart', touching: 'touching', overlapping: 'overlapping' } as const;

export default defineFigure<State, Derived>({
  id: 'opening',
  title: 'Two frames and what happens between them',
  height: 460,
  views: [{ id: 'world', title: 'World', ...VIEW }],
  legend: [
    { color: 'shapeA', label: 'A at frame 1 (solid), at t (outline) and at frame 2 (faint, dashed); its arrow runs to frame 2' },
    { color: 'shapeB', label: 'B, the same' },
    { color: 'apart', label: 'per-frame check: no overlap' },
    { color: 'overlap', label: 'per-frame check: overlap; on the time line, when the shapes overlap' },
    { color: 'translation', label: 'time of impact, first contact point, and at t the depth d and normal n' },
  ],
  caption: `
    <p>A game moves its shapes in steps. Each step ends in a <em>frame</em>: the picture on the screen, and the moment
    the game looks for collisions. Here A and B are drawn solid at frame 1, and faint and dashed where their arrows
    take them by frame 2. The line along the bottom is the time t between the two frames, from 0 at frame 1 to 1 at
    frame 2; drag its knob and the outlines show where the shapes are at that moment.</p>
    <p>A <em>per-frame</em> (discrete) check asks one question at each frame: do the shapes overlap now? Its answers
    are the two marks at the ends of the time line. In the first preset both say no, yet A passes right through B
    between the frames: the band on the time line is when they overlapped, and no check looked then. This is
    called <em>tunnelling</em>. A <em>continuous</em> check asks instead when, between the frames, the shapes first
    touch: the <em>time of impact</em>, the blue mark on the time line. It is computed exactly from the shapes and
    their motion, not by trying many values of t (the chapter on continuous collision shows how).</p>
    <p>When shapes do overlap, setting them right takes two numbers, as in Figure 1 of Paul Firth’s “Collision
    detection for dummies”: the <em>penetration depth</em> d, how far one has sunk into the other, and the
    <em>normal</em> n, the unit direction, from A towards B, in which to push B out. Moving B by d along n, or A by d
    the opposite way, leaves them just touching. Move t to where the shapes overlap to see both drawn in blue; past
    the middle of the band, n turns round, because the shortest way out is now through the far side of the wall,
    and a check that came that late would push A through it. Drag
    the shapes, turn them by their knobs, drag the arrow tips to change their motion, or try the presets: in the
    second the per-frame check does catch the collision, but only once the shapes are already inside each other.</p>`,
  initialState: tunnelling,
  fields: [
    ...boxFields('a'), ...boxFields('b'),
    ...(['a', 'b'] as const).flatMap((w) => [
      { kind: 'number' as const, path: `${w}.vx`, min: -SPEED_LIMIT, max: SPEED_LIMIT },
      { kind: 'number' as const, path: `${w}.vy`, min: -SPEED_LIMIT, max: SPEED_LIMIT },
    ]),
    { kind: 'number', path: 't', min: 0, max: 1 },
  ],

  derive(state) {
    const pair = (t: number): Pair => ({ a: placedAt(state.a, t), b: placedAt(state.b, t) });
    const frame1 = pair(0), frame2 = pair(1), now = pair(state.t);
    const cast = linearCast({ a: frame1.a, b: frame1.b, velocityA: motionOf(state.a).velocity, velocityB: motionOf(state.b).velocity });
    const contactAt = cast.state === 'hit' ? pair(cast.t) : null;
    return {
      frame1, frame2, now, cast,
      check1: polygonDistance(frame1.a, frame1.b),
      check2: polygonDistance(frame2.a, frame2.b),
      checkNow: polygonDistance(now.a, now.b),
      first: contactAt ? polygonDistance(contactAt.a, contactAt.b) : null,
    };
  },

  readouts(state, d) {
    const { cast } = d;
    const missed = cast.state === 'hit' && d.check2.contact === 'separated';
    const continuous = cast.state === 'hit' ? `hit at t = ${fixed(cast.t, 3)}` : cast.state === 'miss' ? 'miss' : 'overlapping already at frame 1';
    const during = cast.exit === null ? 'never'
      : cast.exit >= 1 ? `t from ${fixed(cast.state === 'hit' ? cast.t : 0, 3)} on (still at frame 2)`
        : `t from ${fixed(cast.state === 'hit' ? cast.t : 0, 3)} to ${fixed(cast.exit, 3)}`;
    const now = d.checkNow;
    return [
      { name: 'frame-1', label: 'Per-frame check at frame 1', value: CHECK_TEXT[d.check1.contact] },
      { name: 'frame-2', label: 'Per-frame check at frame 2', value: missed ? 'no overlap: the collision in between is missed' : CHECK_TEXT[d.check2.contact] },
      { name: 'continuous', label: 'Continuous check', value: continuous },
      { name: 'toi', label: 'Time of impact', value: cast.state === 'hit' ? cast.t : null },
      { name: 'overlapping', label: 'Shapes touch or overlap for', value: during },
      { name: 't', label: 'Time t', value: state.t },
      { name: 'at-t', label: 'Shapes at t', value: AT_TEXT[now.contact] },
      { name: 'depth', label: 'Penetration depth d at t', value: now.contact === 'separated' ? null : Math.max(0, -now.distance), unit: 'u' },
      { name: 'normal', label: 'Normal n at t (A → B)', value: now.contact === 'separated' ? '—' : formatVector(now.normal) },
    ];
  },

  controls(panel) {
    panel.number('time t', { min: 0, max: 1, step: 0.001, get: (s) => s.t, set: (s, t) => ({ ...s, t: clampTime(t) }) });
    panel.button('t = time of impact', (s, d) => (d.cast.state === 'hit' ? { ...s, t: d.cast.t } : s));
    const presets = panel.folder('Presets');
    presets.button('Tunnelling: frame 2 misses it', () => tunnelling());
    presets.button('Caught late: frame 2 overlaps', () => caughtLate());
    presets.button('A near miss', () => nearMiss());
    const sizes = panel.folder('Sizes');
    for (const w of ['a', 'b'] as const) {
      const name = w.toUpperCase();
      sizes.number(`${name} half width`, { min: 0.1, max: 1.5, step: 0.05, unit: 'u', get: (s) => s[w].halfWidth, set: (s, halfWidth) => settle({ ...s, [w]: { ...s[w], halfWidth } }) });
      sizes.number(`${name} half height`, { min: 0.1, max: 1.5, step: 0.05, unit: 'u', get: (s) => s[w].halfHeight, set: (s, halfHeight) => settle({ ...s, [w]: { ...s[w], halfHeight } }) });
    }
  },

  draw(scene) {
    scene.layer('world', (pen, s, d) => {
      pen.grid(1);
      // The time line: the per-frame checks at its ends, the overlap between, the time of impact on it.
      const y = TIMELINE_Y;
      pen.segment({ x: TIMELINE_X0, y }, { x: TIMELINE_X1, y }, { color: 'muted', width: 2 });
      const { cast } = d;
      if (cast.exit !== null) {
        const from = cast.state === 'hit' ? cast.t : 0;
        pen.segment({ x: timelineX(from), y }, { x: timelineX(cast.exit), y }, { color: 'overlap', width: 7, alpha: 0.55 });
      }
      // Ticks taller than the knob, so that a knob resting on one leaves its colour in sight.
      for (const [t, check, name] of [[0, d.check1, 'frame 1'], [1, d.check2, 'frame 2']] as const) {
        const x = timelineX(t);
        pen.segment({ x, y: y - TICK }, { x, y: y + TICK }, { color: check.contact === 'separated' ? 'apart' : 'overlap', width: 5 });
        pen.label(name, { x, y: y - TICK }, { color: 'ink', size: 12, offset: { x: 0, y: 3 }, anchor: { x: 0.5, y: 0 } });
      }
      if (cast.state === 'hit') {
        const x = timelineX(cast.t);
        pen.segment({ x, y: y - TICK }, { x, y: y + TICK }, { color: 'translation', width: 3 });
        pen.label(`time of impact ${fixed(cast.t, 2)}`, { x, y: y + TICK }, { color: 'translation', size: 11, offset: { x: 0, y: -3 }, anchor: { x: 0.5, y: 1 } });
      }
      if (s.t > 0.08 && s.t < 0.92) pen.label('t', { x: timelineX(s.t), y: y - TICK }, { color: 'ink', size: 12, offset: { x: 0, y: 3 }, anchor: { x: 0.5, y: 0 } });
      // Frame 2: faint and dashed, in each shape's colour.
      for (const which of ['a', 'b'] as const) {
        const color = shapeColor(which);
        if (s[which].vx === 0 && s[which].vy === 0) continue;
        const ghost = d.frame2[which];
        pen.polygon(worldVertices(ghost), { color, width: 1.5, alpha: 0.5, dash: 5, fill: color, fillAlpha: 0.04 });
      }
    });
    bodiesAB(scene, 'world', (which) => ({
      label: `box ${which.toUpperCase()} at frame 1`, rotatable: true, fillAlpha: 0.18,
      shape: (s) => boxShape(s[which]),
      pose: (s) => poseOf(s[which]),
      setPose: (s, pose: Pose) => settle({ ...s, [which]: { ...s[which], ...withPose(s[which], pose) } }),
    }));
    scene.layer('world', (pen, s, d) => {
      for (const which of ['a', 'b'] as const) {
        const m = s[which];
        const color = shapeColor(which);
        const start = { x: m.x, y: m.y }, end = { x: m.x + m.vx, y: m.y + m.vy };
        if (m.vx !== 0 || m.vy !== 0) pen.arrow(start, end, { color, width: 2, alpha: 0.8, head: 9 });
        // The shapes at time t (at t = 0 they are the bodies themselves).
        if (s.t > 0 && (m.vx !== 0 || m.vy !== 0)) pen.polygon(worldVertices(d.now[which]), { color, width: 2.5, fill: color, fillAlpha: 0.1 });
        // Under the shape at frame 1, clear of the shapes at t that often cross its middle.
        pen.label(m.vx === 0 && m.vy === 0 ? `${which.toUpperCase()} (still)` : which.toUpperCase(), { x: m.x, y: aabbMin(aabbOfPlaced(d.frame1[which])).y }, { color, bold: true, size: 15, offset: { x: 0, y: 6 }, anchor: { x: 0.5, y: 0 } });
      }
      if (d.first) {
        pen.dot(d.first.pointB, 5, { fill: 'translation' });
      }
      const now = d.checkNow;
      if (now.contact !== 'separated') {
        // B's deepest point, pushed out by d along n, lands on A's outline: the arrow is that push.
        const tip = { x: now.pointA.x + 0.6 * now.normal.x, y: now.pointA.y + 0.6 * now.normal.y };
        if (now.contact === 'overlapping') {
          pen.arrow(now.pointB, now.pointA, { color: 'translation', width: 3.5, head: 8 });
          pen.label('d', { x: (now.pointA.x + now.pointB.x) / 2, y: (now.pointA.y + now.pointB.y) / 2 },
            { color: 'translation', bold: true, size: 14, offset: { x: -12 * now.normal.y, y: -12 * now.normal.x } });
        } else {
          pen.dot(now.pointA, 4, { fill: 'translation' });
        }
        pen.arrow(now.pointA, tip, { color: 'translation', width: 2, head: 8, dash: 4 });
        pen.label('n', tip, { color: 'translation', bold: true, size: 14, offset: { x: 10 * now.normal.x, y: -10 * now.normal.y } });
      }
    });
    for (const which of ['a', 'b'] as const) {
      scene.velocityHandle('world', {
        id: `${which.toUpperCase()}-velocity`, color: shapeColor(which), label: `motion of ${which.toUpperCase()} (where it is at frame 2)`,
        origin: (s) => ({ x: s[which].x, y: s[which].y }),
        velocity: (s) => ({ x: s[which].vx, y: s[which].vy }),
        setVelocity: (s, v) => ({ ...s, [which]: withVelocity(s[which], v) }),
      });
    }
    scene.pointHandle('world', {
      id: 't', label: 'time t between the frames', color: 'ink',
      position: (s) => ({ x: timelineX(s.t), y: TIMELINE_Y }),
      setPosition: (s, p) => ({ ...s, t: clampTime((p.x - TIMELINE_X0) / (TIMELINE_X1 - TIMELINE_X0)) }),
    });
  },
});
