// A linear cast: A sweeps along its velocity towards B (no turning). In configuration space the sweep is a
// ray from the origin along r = vA - vB against B - A, and where the ray enters B - A is the time of impact.

import {
  type DistanceOutput, type LinearCastEdge, type LinearCastOutput, type Placed, type Pose, type Vec2, advancePose, classifyEdges,
  convexHull, linearCast,
  polygonDistance, worldVertices,
} from '../geometry';
import { type PolygonState, formatVector, placedPolygon, polygonFields, polygonShape, poseOf, withPolygonPose } from './shared/shapes';
import { defineFigure, shapeColor } from '../ui/figure';
import { fixed } from '../ui/format';
import { pinnedPoint } from '../ui/confine';

interface State {
  readonly a: PolygonState;
  readonly b: PolygonState;
  /** A's velocity: its displacement over the whole step, t in [0, 1]. */
  readonly vx: number;
  readonly vy: number;
  /** B's velocity, the same way (0 while B stands still). */
  readonly bvx: number;
  readonly bvy: number;
  readonly showSwept: boolean;
}

interface Derived {
  readonly a: Placed;
  readonly b: Placed;
  readonly cast: LinearCastOutput;
  /** Every edge of B − A against the ray: facing it, or skipped, and the side of the outline it lies on. */
  readonly edges: readonly LinearCastEdge[];
  /** A and B at the time of impact (null unless hit), and the contact found there. */
  readonly ghost: Pose | null;
  readonly ghostB: Pose | null;
  readonly contact: DistanceOutput | null;
  /** A and B swept over the whole step: the hull of each outline at t = 0 and t = 1. */
  readonly swept: Vec2[];
  readonly sweptB: Vec2[];
  /** The ray r = vA − vB, and r · n for the outward normal n of the edge of B − A it enters (null unless hit). */
  readonly ray: Vec2;
  readonly rayDotNormal: number | null;
}

const VELOCITY_LIMIT = 8;
const box = (halfWidth: number, halfHeight: number) => [
  { x: -halfWidth, y: -halfHeight }, { x: halfWidth, y: -halfHeight }, { x: halfWidth, y: halfHeight }, { x: -halfWidth, y: halfHeight },
];
const pentagon = [{ x: -0.55, y: -0.5 }, { x: 0.5, y: -0.6 }, { x: 0.75, y: 0.2 }, { x: 0.05, y: 0.75 }, { x: -0.65, y: 0.3 }];

const initialState = (): State => ({
  a: { x: -2.6, y: -0.9, angle: 0.25, vertices: box(0.6, 0.35) },
  b: { x: 0.6, y: 0.4, angle: -0.3, vertices: pentagon },
  vx: 4.6, vy: 1, bvx: 0, bvy: 0, showSwept: true,
});

const moves = (s: State) => s.bvx !== 0 || s.bvy !== 0;

/**
 * The configuration-space view: its centre and span. Centred on the origin, where the ray starts, so that B − A
 * after Swap A and B (the same outline turned half round the origin) is in sight whenever it was before.
 */
const MD_CENTER = { x: 0, y: 0 };
const MD_SPAN = 10;

const clampVelocity = (v: number) => Math.max(-VELOCITY_LIMIT, Math.min(VELOCITY_LIMIT, v));
const stateText: Record<LinearCastOutput['state'], string> = { hit: 'hit', miss: 'miss', overlapped: 'overlapped at the start' };

export default defineFigure<State, Derived>({
  id: 'linear-cast',
  title: 'A linear cast: the sweep becomes a ray',
  height: 440,
  views: [
    { id: 'world', title: 'World', center: { x: 0, y: 0 }, span: 7 },
    { id: 'md', title: 'Configuration space: B − A and the ray r = vA − vB', center: MD_CENTER, span: MD_SPAN },
  ],
  legend: [
    { color: 'shapeA', label: 'A, its velocity, and A′ where it first touches B (faint)' },
    { color: 'shapeB', label: 'B, its velocity and B′ when it moves' },
    { color: 'minkowski', label: 'B − A' },
    { color: 'translation', label: 'the ray, its hit, the contact point and normal' },
    { color: 'feature', label: 'the side of B − A the ray enters' },
  ],
  caption: `
    <p>A slides along its arrow over one step of time, t from 0 to 1, without turning; B stays put unless it is
    given a velocity too (pull the knob on the short stalk beside its centre). Drag either shape, turn them by their knobs, and drag the
    arrows’ tips. The faint copy A′ (and B′) is where the shapes first touch, and the blue dot and arrow are the
    contact point and the normal there.</p>
    <p>In the second view, the same question in configuration space. Moving A by r moves B − A by −r, so the shapes
    first touch when the point t r, travelling out from the origin, reaches the outline of B − A: a ray cast
    against one polygon. The ray can only enter through an edge that faces it; edges facing away (drawn faint
    and dashed) are skipped without a test. The time of impact is where the ray crosses the last edge it enters
    before it leaves through any other.</p>
    <p>Only the difference of the velocities counts: <strong>Both moving</strong>, 2 each way, meets at the same t as
    <strong>Head-on</strong>, where A alone moves at 4. <strong>Swap A and B</strong> turns B − A and r half round
    the origin together, so the ray enters the same edge at the same t and r · n keeps its sign; only the normal
    from A to B turns round. <strong>Swap the velocities only</strong> turns r alone: every edge that faced the ray
    now faces away, and in the opening scene the shapes no longer meet.</p>
    <p>The cast needs A and B apart at the start. When they already overlap the origin lies inside B − A, no
    ray is needed, and the figure says <em>overlapped at the start</em> instead of making a time up.</p>
    <p>This recreates Figure 5 and the linear-cast demo of Paul Firth’s “Collision detection for dummies” (its
    section “Continuous Linear”, where A′ is pink), with its remark that back-facing edges need no test.</p>`,
  initialState,
  fields: [
    ...polygonFields('a'), ...polygonFields('b'),
    { kind: 'number', path: 'vx', min: -VELOCITY_LIMIT, max: VELOCITY_LIMIT },
    { kind: 'number', path: 'vy', min: -VELOCITY_LIMIT, max: VELOCITY_LIMIT },
    { kind: 'number', path: 'bvx', min: -VELOCITY_LIMIT, max: VELOCITY_LIMIT },
    { kind: 'number', path: 'bvy', min: -VELOCITY_LIMIT, max: VELOCITY_LIMIT },
    { kind: 'boolean', path: 'showSwept' },
  ],

  derive(state) {
    const a = placedPolygon(state.a), b = placedPolygon(state.b);
    const velocityA = { x: state.vx, y: state.vy }, velocityB = { x: state.bvx, y: state.bvy };
    const cast = linearCast({ a, b, velocityA, velocityB });
    const motionA = { velocity: velocityA, angularVelocity: 0 }, motionB = { velocity: velocityB, angularVelocity: 0 };
    const hit = cast.state === 'hit';
    const ghost = hit ? advancePose(a.pose, motionA, cast.t) : null;
    const ghostB = hit ? advancePose(b.pose, motionB, cast.t) : null;
    const contact = ghost && ghostB ? polygonDistance({ shape: a.shape, pose: ghost }, { shape: b.shape, pose: ghostB }) : null;
    const sweep = (p: Placed, motion: typeof motionA) => convexHull([...worldVertices(p), ...worldVertices({ shape: p.shape, pose: advancePose(p.pose, motion, 1) })]);
    const ray = cast.ray.direction;
    const entered = hit && cast.mdEdge >= 0 ? cast.minkowski.normals[cast.mdEdge] : null;
    return {
      a, b, cast, edges: classifyEdges(cast.minkowski, ray), ghost, ghostB, contact, swept: sweep(a, motionA),
      sweptB: moves(state) ? sweep(b, motionB) : [], ray, rayDotNormal: entered ? ray.x * entered.x + ray.y * entered.y : null,
    };
  },

  readouts(_state, d) {
    const { cast } = d;
    const hit = cast.state === 'hit';
    // Counted by sides of the outline: where A and B have parallel edges, B − A has two edges end to end there.
    const sides = new Set(d.edges.map((e) => e.side)).size;
    const front = new Set(d.edges.filter((e) => e.facing === 'front').map((e) => e.side)).size;
    const split = d.edges.length > sides ? ` (${d.edges.length} edges, parallel ones end to end)` : '';
    return [
      { name: 'state', label: 'State', value: stateText[cast.state] },
      { name: 't', label: 'Time of impact t', value: hit ? cast.t : null },
      { name: 'ray', label: 'Ray r = vA − vB', value: formatVector(d.ray) },
      { name: 'ray-dot-n', label: 'r · n, n the entered edge’s outward normal', value: d.rayDotNormal },
      { name: 'hit-point', label: 'Hit point t r', value: cast.ray.hitPoint && hit ? formatVector(cast.ray.hitPoint) : '—' },
      { name: 'normal', label: d.rayDotNormal === null ? 'Normal at impact (A → B)' : 'Normal at impact (A → B) = −n', value: hit ? formatVector(cast.normal) : '—' },
      { name: 'edges', label: 'Sides of B − A: facing the ray / skipped', value: `${front} / ${sides - front}${split}` },
      { name: 'gap-at-t', label: 'Distance from A′ to B at t', value: d.contact ? d.contact.distance : null, unit: 'u' },
    ];
  },

  controls(panel) {
    const velocity = panel.folder('Velocity of A (per step)');
    velocity.number('x', { min: -VELOCITY_LIMIT, max: VELOCITY_LIMIT, step: 0.05, unit: 'u', get: (s) => s.vx, set: (s, vx) => ({ ...s, vx }) });
    velocity.number('y', { min: -VELOCITY_LIMIT, max: VELOCITY_LIMIT, step: 0.05, unit: 'u', get: (s) => s.vy, set: (s, vy) => ({ ...s, vy }) });
    const velocityB = panel.folder('Velocity of B (per step)');
    velocityB.number('x', { min: -VELOCITY_LIMIT, max: VELOCITY_LIMIT, step: 0.05, unit: 'u', get: (s) => s.bvx, set: (s, bvx) => ({ ...s, bvx }) });
    velocityB.number('y', { min: -VELOCITY_LIMIT, max: VELOCITY_LIMIT, step: 0.05, unit: 'u', get: (s) => s.bvy, set: (s, bvy) => ({ ...s, bvy }) });
    panel.angle('angle of B', { get: (s) => s.b.angle, set: (s, angle) => ({ ...s, b: withPolygonPose(s.b, { ...poseOf(s.b), angle }) }) });
    panel.toggle('swept areas', { get: (s) => s.showSwept, set: (s, showSwept) => ({ ...s, showSwept }) });
    // A becomes B and B becomes A, each with its own velocity: B − A and r both turn half round the origin.
    panel.button('Swap A and B', (s) => ({ ...s, a: s.b, b: s.a, vx: s.bvx, vy: s.bvy, bvx: s.vx, bvy: s.vy }));
    // The shapes stay; only the velocities change places, so r turns round and the ray points the other way.
    panel.button('Swap the velocities only', (s) => ({ ...s, vx: s.bvx, vy: s.bvy, bvx: s.vx, bvy: s.vy }));
    // Two unit boxes, A's front face 2 from B's: at speed 4 they meet at t = 0.5.
    panel.button('Head-on', (s) => ({
      ...s, vx: 4, vy: 0, bvx: 0, bvy: 0,
      a: { x: -2.7, y: 0, angle: 0, vertices: box(0.5, 0.5) },
      b: { x: 0.3, y: 0, angle: 0, vertices: box(0.5, 0.5) },
    }));
    // Head-on again with both moving, 2 each way: r is the same (4, 0), and so is t.
    panel.button('Both moving', (s) => ({
      ...s, vx: 2, vy: 0, bvx: -2, bvy: 0,
      a: { x: -2.7, y: 0, angle: 0, vertices: box(0.5, 0.5) },
      b: { x: 0.3, y: 0, angle: 0, vertices: box(0.5, 0.5) },
    }));
    // The same boxes with A raised by 1.02: its lower face passes 0.02 above B's top face.
    panel.button('Graze (just misses)', (s) => ({
      ...s, vx: 4, vy: 0, bvx: 0, bvy: 0,
      a: { x: -2.7, y: 1.02, angle: 0, vertices: box(0.5, 0.5) },
      b: { x: 0.3, y: 0, angle: 0, vertices: box(0.5, 0.5) },
    }));
    panel.button('Overlapped at the start', (s) => ({
      ...s, vx: 3, vy: 0, bvx: 0, bvy: 0,
      a: { x: -0.2, y: 0.1, angle: 0.3, vertices: box(0.6, 0.35) },
      b: { ...s.b, x: 0.5, y: 0.2 },
    }));
  },

  draw(scene) {
    scene.layer('world', (pen, s, d) => {
      pen.grid(1);
      if (s.showSwept) pen.polygon(d.swept, { fill: 'shapeA', fillAlpha: 0.06, color: 'shapeA', width: 1, alpha: 0.35, dash: 4 });
      if (s.showSwept && d.sweptB.length > 0) pen.polygon(d.sweptB, { fill: 'shapeB', fillAlpha: 0.06, color: 'shapeB', width: 1, alpha: 0.35, dash: 4 });
    });
    for (const which of ['b', 'a'] as const) {
      scene.body('world', {
        id: which.toUpperCase(), label: `polygon ${which.toUpperCase()}`, color: shapeColor(which), rotatable: true,
        shape: (s) => polygonShape(s[which]),
        pose: (s) => poseOf(s[which]),
        setPose: (s, pose) => ({ ...s, [which]: withPolygonPose(s[which], pose) }),
      });
    }
    scene.layer('world', (pen, s, d) => {
      pen.label('A', { x: s.a.x, y: s.a.y }, { color: 'shapeA', bold: true, size: 15, offset: { x: -12, y: -12 } });
      pen.label('B', { x: s.b.x, y: s.b.y }, { color: 'shapeB', bold: true, size: 15, offset: { x: -12, y: -12 } });
      pen.arrow({ x: s.a.x, y: s.a.y }, { x: s.a.x + s.vx, y: s.a.y + s.vy }, { color: 'shapeA', width: 2 });
      if (moves(s)) pen.arrow({ x: s.b.x, y: s.b.y }, { x: s.b.x + s.bvx, y: s.b.y + s.bvy }, { color: 'shapeB', width: 2 });
      if (d.ghost && d.contact) {
        const outline = worldVertices({ shape: d.a.shape, pose: d.ghost });
        pen.polygon(outline, { fill: 'shapeA', fillAlpha: 0.1, color: 'shapeA', width: 1.5, alpha: 0.55 });
        pen.label('A′', d.ghost.position, { color: 'shapeA', size: 13, offset: { x: -10, y: 12 } });
        if (d.ghostB && moves(s)) {
          pen.polygon(worldVertices({ shape: d.b.shape, pose: d.ghostB }), { fill: 'shapeB', fillAlpha: 0.1, color: 'shapeB', width: 1.5, alpha: 0.55 });
          pen.label('B′', d.ghostB.position, { color: 'shapeB', size: 13, offset: { x: 10, y: 12 } });
        }
        const p = d.contact.pointB, n = d.contact.normal;
        pen.arrow(p, { x: p.x + n.x * 0.7, y: p.y + n.y * 0.7 }, { color: 'translation', width: 2.5 });
        pen.dot(p, 5, { fill: 'translation' });
      }
    });
    scene.velocityHandle('world', {
      id: 'A-velocity', color: 'shapeA',
      origin: (s) => ({ x: s.a.x, y: s.a.y }),
      velocity: (s) => ({ x: s.vx, y: s.vy }),
      setVelocity: (s, v) => ({ ...s, vx: clampVelocity(v.x), vy: clampVelocity(v.y) }),
    });
    scene.velocityHandle('world', {
      id: 'B-velocity', color: 'shapeB',
      origin: (s) => ({ x: s.b.x, y: s.b.y }),
      velocity: (s) => ({ x: s.bvx, y: s.bvy }),
      setVelocity: (s, v) => ({ ...s, bvx: clampVelocity(v.x), bvy: clampVelocity(v.y) }),
    });

    // B − A stays in sight: a drag or key that would carry it out of its view stops at the edge.
    scene.keepInView('md', (_s, d) => d.cast.minkowski.vertices);
    scene.layer('md', (pen, _s, d) => {
      pen.grid(1);
      const md = d.cast.minkowski;
      const overlapped = d.cast.state === 'overlapped';
      pen.polygon(md.vertices, { fill: 'minkowski', fillAlpha: overlapped ? 0.22 : 0.1, stroke: false });
      // The side the ray enters is drawn whole, however many edges of B − A lie along it.
      const entered = d.cast.state === 'hit' && d.cast.mdEdge >= 0 ? d.edges[d.cast.mdEdge].side : -1;
      md.vertices.forEach((v, k) => {
        const next = md.vertices[(k + 1) % md.vertices.length];
        const edge = d.edges[k];
        if (edge.side === entered) pen.segment(v, next, { color: 'feature', width: 5 });
        else if (edge.facing === 'front') pen.segment(v, next, { color: 'minkowski', width: 2.5 });
        else pen.segment(v, next, { color: 'minkowski', width: 1.5, alpha: 0.35, dash: 5 });
      });
      const origin = { x: 0, y: 0 };
      const r = d.cast.ray.direction;
      pen.arrow(origin, r, { color: 'translation', width: 2, alpha: 0.5 });
      // r may reach past the view (a fast A): named where its arrow leaves the view, as in rotation-bound.
      const rShown = pinnedPoint(r, pen.view.inner(), undefined, origin);
      pen.label(rShown === r ? 'r' : 'r (tip out of view)', rShown, { color: 'translation', offset: { x: 10, y: -10 } });
      if (d.cast.state === 'hit' && d.cast.ray.hitPoint) {
        pen.segment(origin, d.cast.ray.hitPoint, { color: 'translation', width: 3.5 });
        pen.dot(d.cast.ray.hitPoint, 5.5, { fill: 'translation' });
        pen.label(`t r, t = ${fixed(d.cast.t, 3)}`, d.cast.ray.hitPoint, { color: 'translation', size: 12, offset: { x: 12, y: 14 }, anchor: { x: 0, y: 0.5 } });
      }
      pen.dot(origin, 5, { fill: 'origin' });
      pen.label('origin', origin, { color: 'muted', size: 11, offset: { x: -8, y: 8 }, anchor: { x: 1, y: 0 } });
    });
  },
});
