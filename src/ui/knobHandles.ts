// Handles drawn as knobs: a point, a velocity (the arrow's tip), a polygon's vertices, and pick points that
// the pointer hovers or taps (handles.ts has the parts every handle shares).

import { Container, Graphics, Rectangle } from './pixi';
import { type Vec2, add, sub } from '../geometry/vec2';
import type { PickOptions, PointHandleOptions, VelocityHandleOptions, VertexHandlesOptions } from './figure';
import { clampPoint, insideBounds, pinToBounds, pinnedPoint } from './confine';
import type { View } from './view';
import { type HandleContext, type KnobCatch, type ViewEntry, KNOB_RADIUS, knob, knobHitRadius, knobLook, lerp, screenOf, whole } from './handles';

const VERTEX_KNOB_RADIUS = 4.5;
/** A vertex knob catches presses no farther into its polygon than this share of its shorter edge. */
const VERTEX_HIT_SHARE = 0.3;
const VERTEX_HIT_MIN = 8;
const VELOCITY_HIT_MIN = 10;
const POINT_HIT_MIN = 6;
/** How far from a still body's centre its velocity knob stands, pixels, and how far at least from any other knob. */
const STILL_STALK = 28;
const STILL_CLEARANCE = 20;
/** Set while a still knob looks where the other knobs are (theirs may ask where it is: they are not asked back). */
let placingStill = false;
const PICK_RADIUS = 14;

/**
 * A knob's catch shrunk to half its distance (pixels) from the point it hangs from, between `min` and `max`: a velocity
 * tip's from its body's centre, a radius knob's from its circle's, so a press near that point takes what is there.
 */
function catchWithinHalf(hit: KnobCatch, knobAt: Vec2, from: Vec2, min: number, view: View): void {
  const half = Math.hypot(knobAt.x - from.x, knobAt.y - from.y) / 2;
  hit.setRadii(Math.max(min, Math.min(knobHitRadius(view), half)), Math.max(min, Math.min(knobHitRadius(view, true), half)));
}

export function addPointHandle<S, D>(ctx: HandleContext<S, D>, viewId: string, entry: ViewEntry, options: PointHandleOptions<S, D>): void {
  const { view } = entry;
  const { store, theme } = ctx;
  const position = (s: S) => options.position(s, ctx.derivedOf(s));
  const visible = (s: S) => (options.visible ? options.visible(s, ctx.derivedOf(s)) : true);
  // Where the knob is drawn and grabbed: the point itself, or (pinnedAlong, pinnedFrom) where it leaves the view.
  const shown = (s: S): Vec2 => {
    const p = position(s);
    if (insideBounds(p, entry.inner)) return p;
    const d = ctx.derivedOf(s);
    return pinnedPoint(p, entry.inner, options.pinnedAlong?.(s, d), options.pinnedFrom?.(s, d));
  };
  // A shape's centre, or a point placed freely, is brought into view by a link or a new layout (figure.ts).
  if (options.shapeCentre || (!options.pinnedFrom && !options.pinnedAlong)) {
    ctx.addConfiner((s) => {
      const p = position(s);
      return !visible(s) || insideBounds(p, entry.inner) ? s : options.setPosition(s, clampPoint(p, entry.inner));
    });
  }
  if (options.shapeCentre) {
    ctx.addBodyPose({ pose: (s) => ({ position: position(s), angle: 0 }), setPose: (s, pose) => options.setPosition(s, pose.position) });
  }
  // A knob that hangs from a point (a radius knob on a small circle's rim) catches presses no farther than half its
  // distance from that point, down to a small minimum, so a press on the circle's middle takes the circle.
  const { container, graphic, hit } = knob(entry.knobs, view, ctx.pointer);
  const look = knobLook(graphic, theme, theme[options.color], KNOB_RADIUS);
  entry.knobMarks.push((state) => (visible(state as S) ? [screenOf(view, shown(state as S))] : []));
  // While the point follows a hovering mouse, a press goes to what lies beneath it; a touch still drags it.
  const grabbable = () => !(options.followsMouse?.(store.state, ctx.derivedOf(store.state)) && ctx.pointer.kind !== 'touch');
  ctx.pointer.onKindChange(() => { container.eventMode = grabbable() ? 'static' : 'none'; });
  ctx.onUpdate((state) => {
    container.visible = visible(state);
    const s = screenOf(view, shown(state));
    if (options.pinnedFrom) catchWithinHalf(hit, s, screenOf(view, options.pinnedFrom(state, ctx.derivedOf(state))), POINT_HIT_MIN, view);
    container.position.set(s.x, s.y);
    container.eventMode = grabbable() ? 'static' : 'none';
    look(ctx.isSelected(options.id), ctx.pointer.hovered === options.id);
  });
  // A knob that hangs from a point never moves that point: a radius knob pulled past the view's edge stops where
  // the circle meets it, rather than have the circle shoved back into view by its centre.
  const { pinnedFrom } = options;
  const held = pinnedFrom && ((s: S) => {
    const here = pinnedFrom(s, ctx.derivedOf(s)), kept = ctx.confined(s), there = pinnedFrom(kept, ctx.derivedOf(kept));
    return Math.hypot(there.x - here.x, there.y - here.y);
  });
  dragKnob(ctx, viewId, entry, container, {
    id: options.id, kind: 'point', label: options.label, at: shown, from: position, visible, held,
    set: (s, p) => options.setPosition(s, p), dragged: options.dragged, world: () => ({ ...shown(store.state), angle: 0 }),
  });
}

export function addVelocityHandle<S, D>(ctx: HandleContext<S, D>, viewId: string, entry: ViewEntry, options: VelocityHandleOptions<S, D>): void {
  const { view } = entry;
  const { store, theme } = ctx;
  const origin = (s: S) => options.origin(s, ctx.derivedOf(s));
  const tip = (s: S) => add(origin(s), options.velocity(s, ctx.derivedOf(s)));
  // A still body (its arrow shorter than a pixel): the knob stands on a short stalk beside its centre (the
  // figure's stillDirection, else to the right), so a press on the centre takes the body; pulling the knob gives it
  // a velocity, from the stalk's length on.
  const stillAt = (s: S): Vec2 | null => {
    const o = origin(s), t = tip(s);
    if (view.toPixels(Math.hypot(t.x - o.x, t.y - o.y)) >= 1) return null;
    const wanted = options.stillDirection?.(s, ctx.derivedOf(s)) ?? { x: 1, y: 0 };
    const norm = Math.hypot(wanted.x, wanted.y);
    const u = norm > 0 && Number.isFinite(norm) ? { x: wanted.x / norm, y: wanted.y / norm } : { x: 1, y: 0 };
    const length = view.toWorldLength(STILL_STALK);
    // That way, else the other way, else across: the first place inside the view and clear of the view's other
    // knobs (a knob standing exactly where another's tip is could not be told from it).
    const places = [u, { x: -u.x, y: -u.y }, { x: -u.y, y: u.x }, { x: u.y, y: -u.x }]
      .map((d) => ({ x: o.x + d.x * length, y: o.y + d.y * length }))
      .filter((p) => insideBounds(p, entry.inner));
    if (places.length === 0) return o;
    if (placingStill) return places[0];
    placingStill = true;
    try {
      const others = entry.knobMarks.filter((m) => m !== ownMark).flatMap((m) => m(s));
      const clear = (p: Vec2) => {
        const q = screenOf(view, p);
        return others.every((k) => Math.hypot(k.x - q.x, k.y - q.y) >= STILL_CLEARANCE);
      };
      return places.find(clear) ?? places[0];
    } finally {
      placingStill = false;
    }
  };
  // Where the knob is drawn and grabbed: the tip, or where the arrow leaves the view when a drag of its body has
  // carried the tip out (a drag from there sets the tip where the pointer goes), or the still body's stalk.
  const shown = (s: S): Vec2 => stillAt(s) ?? pinToBounds(origin(s), tip(s), entry.inner);
  // Above the bodies. It catches presses no farther than half its arrow's (or stalk's) length, down to a small
  // minimum, so a short arrow's knob does not cover the body it starts from, nor a body next to it.
  const { container, graphic, hit } = knob(entry.knobs, view, ctx.pointer);
  const stalk = new Graphics();
  container.addChildAt(stalk, 0);
  let stalkTo: Vec2 | null = null;
  const ownMark = (state: unknown) => [screenOf(view, shown(state as S))];
  entry.knobMarks.push(ownMark);
  const color = theme[options.color];
  const look = knobLook(graphic, theme, color, KNOB_RADIUS);
  ctx.onUpdate((state) => {
    const s = screenOf(view, shown(state));
    const o = screenOf(view, origin(state));
    catchWithinHalf(hit, s, o, VELOCITY_HIT_MIN, view);
    container.position.set(s.x, s.y);
    // The stalk, from the knob's edge back to the centre, redrawn only when it changes.
    const to = stillAt(state) ? { x: Math.round(o.x - s.x), y: Math.round(o.y - s.y) } : null;
    if (to?.x !== stalkTo?.x || to?.y !== stalkTo?.y) {
      stalkTo = to;
      stalk.clear();
      if (to) stalk.moveTo(0, 0).lineTo(to.x, to.y).stroke({ width: 1.5, color, alpha: 0.55 });
    }
    look(ctx.isSelected(options.id), ctx.pointer.hovered === options.id);
  });
  dragKnob(ctx, viewId, entry, container, {
    // A move (an arrow key) starts from the tip itself, not from a still body's stalk; a tip left within a pixel of
    // the centre is a still body again, exactly.
    id: options.id, kind: 'velocity', label: options.label ?? `velocity of ${options.id.replace(/-velocity$/, '')}`, at: shown,
    from: (s) => pinToBounds(origin(s), tip(s), entry.inner),
    set: (s, p) => {
      const v = sub(p, origin(s));
      return options.setVelocity(s, view.toPixels(Math.hypot(v.x, v.y)) < 1 ? { x: 0, y: 0 } : v);
    },
    world: () => ({ ...options.velocity(store.state, ctx.derivedOf(store.state)), angle: 0 }),
  });
}

/**
 * What a knob that stands for one world point does, for points and velocity tips alike: a drag keeps the offset
 * it was grabbed at, a move is clamped into the view and eased (ctx.move), arrow keys nudge it once selected, and
 * labels keep clear of it. `at` is where the knob is drawn and grabbed, `from` the point a move starts from
 * (they differ for a point pinned to the view's edge), `set` writes a point back into the state.
 */
function dragKnob<S, D>(
  ctx: HandleContext<S, D>, viewId: string, entry: ViewEntry, container: Container,
  knobOptions: {
    readonly id: string; readonly kind: 'point' | 'velocity'; readonly label: string;
    readonly at: (s: S) => Vec2; readonly from: (s: S) => Vec2; readonly set: (s: S, p: Vec2) => S;
    readonly dragged?: (start: S, grabbed: Vec2, to: Vec2, current: S) => S;
    readonly world: () => Vec2 & { angle: number };
    readonly visible?: (s: S) => boolean;
    /** How far a state is from what the knob allows (ctx.move's `held`). */
    readonly held?: (s: S) => number;
  },
): void {
  const { view } = entry;
  const { store } = ctx;
  const { id, kind, label, at, from, set, dragged, world, held } = knobOptions;
  const shownNow = () => knobOptions.visible?.(store.state) ?? true;
  const setPoint = (to: (current: Vec2) => Vec2) => ctx.move((s) => {
    const start = from(s), target = clampPoint(to(start), entry.inner);
    return (tx, ty) => set(s, whole(tx, ty) ? target : lerp(start, target, tx, ty));
  }, held);
  let offset: Vec2 = { x: 0, y: 0 };
  // The state and the knob's place when grabbed, for a knob whose drag is measured from there (`dragged`).
  let grabbedState = store.state, grabbedAt: Vec2 = { x: 0, y: 0 };
  ctx.pointer.draggable(container, view, id, {
    start: (grab) => { grabbedState = store.state; grabbedAt = at(store.state); offset = sub(grabbedAt, grab); },
    move: (pointer) => {
      if (!dragged) return setPoint(() => add(pointer, offset));
      const to = clampPoint(add(pointer, offset), entry.inner);
      ctx.move((s) => () => dragged(grabbedState, grabbedAt, to, s));
    },
  });
  ctx.addHandle({ id, kind, viewId, target: container, visible: shownNow, screen: () => screenOf(view, at(store.state)), world });
  // An arrow key moves the knob from where it is drawn, as a drag from there would (a pinned knob stays put).
  const nudge = (dx: number, dy: number) => {
    if (!dragged) return setPoint((p) => add(p, { x: dx, y: dy }));
    const s0 = store.state, from0 = at(s0), to = clampPoint(add(from0, { x: dx, y: dy }), entry.inner);
    ctx.move((s) => () => dragged(s0, from0, to, s));
  };
  ctx.addSelectables(viewId, () => (shownNow() ? [{ id, label, kind, move: nudge }] : []));
  ctx.addObstacles(viewId, () => (shownNow() ? [{ kind: 'circle', center: screenOf(view, at(store.state)), radius: KNOB_RADIUS + 3 }] : []));
}

export function addVertexHandles<S, D>(ctx: HandleContext<S, D>, viewId: string, entry: ViewEntry, options: VertexHandlesOptions<S, D>): void {
  const { view } = entry;
  const { store, theme } = ctx;
  const color = theme[options.color];
  const vertices = (s: S) => options.vertices(s, ctx.derivedOf(s));
  const visible = (s: S) => (options.visible ? options.visible(s, ctx.derivedOf(s)) : true);
  const group = new Container();
  entry.knobs.addChild(group);
  entry.knobMarks.push((state) => (visible(state as S) ? vertices(state as S).map((v) => screenOf(view, v)) : []));
  const idOf = (index: number) => `${options.id}:${index}`;
  const maxHit = knobHitRadius(view), maxTouch = knobHitRadius(view, true);
  const setVertex = (index: number, to: (current: Vec2) => Vec2) => ctx.move((s) => {
    const current = vertices(s)[index];
    if (!current) return () => s;
    const target = clampPoint(to(current), entry.inner);
    return (tx, ty) => options.setVertex(s, index, whole(tx, ty) ? target : lerp(current, target, tx, ty));
  });
  const made: { container: Container; hit: KnobCatch; look: (selected: boolean, highlighted: boolean) => void }[] = [];
  const knobFor = (index: number) => {
    const { container, graphic, hit } = knob(group, view, ctx.pointer, entry.knobs);
    container.cursor = 'crosshair';
    let offset: Vec2 = { x: 0, y: 0 };
    ctx.pointer.draggable(container, view, idOf(index), {
      start: (world) => { offset = sub(vertices(store.state)[index], world); },
      move: (world) => setVertex(index, () => add(world, offset)),
    });
    ctx.addHandle({
      id: idOf(index), kind: 'vertex', viewId, target: container,
      visible: () => visible(store.state) && index < vertices(store.state).length,
      screen: () => screenOf(view, vertices(store.state)[index] ?? { x: NaN, y: NaN }),
      world: () => ({ ...(vertices(store.state)[index] ?? { x: NaN, y: NaN }), angle: 0 }),
    });
    return { container, hit, look: knobLook(graphic, theme, color, VERTEX_KNOB_RADIUS) };
  };
  ctx.onUpdate((state) => {
    const shown = visible(state);
    group.visible = shown;
    if (!shown) return;
    const points = vertices(state).map((v) => screenOf(view, v));
    while (made.length < points.length) made.push(knobFor(made.length));
    made.forEach((k, i) => {
      k.container.visible = i < points.length;
      if (i >= points.length) return;
      const p = points[i];
      k.container.position.set(p.x, p.y);
      // A corner catches presses only near itself: the polygon's body wins everywhere else, on a phone too.
      const before = points[(i + points.length - 1) % points.length], after = points[(i + 1) % points.length];
      const shorter = Math.min(Math.hypot(p.x - before.x, p.y - before.y), Math.hypot(p.x - after.x, p.y - after.y));
      const share = VERTEX_HIT_SHARE * shorter;
      k.hit.setRadii(Math.max(VERTEX_HIT_MIN, Math.min(maxHit, share)), Math.max(VERTEX_HIT_MIN, Math.min(maxTouch, share)));
      k.look(ctx.isSelected(idOf(i)), ctx.pointer.hovered === idOf(i));
    });
  });
  ctx.addSelectables(viewId, () => (visible(store.state) ? vertices(store.state).map((_, i) => ({
    id: idOf(i), label: `corner ${i} of ${options.id}`, kind: 'vertex' as const,
    move: (dx: number, dy: number) => setVertex(i, (p) => add(p, { x: dx, y: dy })),
  })) : []));
  ctx.addObstacles(viewId, () => (visible(store.state) ? vertices(store.state).map((v) => ({ kind: 'circle' as const, center: screenOf(view, v), radius: VERTEX_KNOB_RADIUS + 3 })) : []));
}

export function addPickPoints<S, D>(ctx: HandleContext<S, D>, viewId: string, entry: ViewEntry, options: PickOptions<S, D>): void {
  const { view } = entry;
  const { store } = ctx;
  const target = new Container();
  target.eventMode = 'static';
  target.hitArea = new Rectangle(view.rect.x, view.rect.y, view.rect.width, view.rect.height);
  entry.pickers.addChild(target);
  const points = () => options.points(store.state, ctx.derivedOf(store.state));
  let current: number | null = null;
  const pick = (index: number | null) => {
    if (index === current) return;
    current = index;
    ctx.update((s) => options.pick(s, index));
  };
  const pickAt = (x: number, y: number) => {
    let best: number | null = null;
    let bestDistance = PICK_RADIUS;
    if (view.contains({ x, y })) {
      points().forEach((p, i) => {
        const s = screenOf(view, p);
        const d = Math.hypot(s.x - x, s.y - y);
        if (d < bestDistance) { bestDistance = d; best = i; }
      });
    }
    pick(best);
  };
  target.on('globalpointermove', (event) => { if (ctx.pointer.overDrawing || current !== null) pickAt(event.global.x, event.global.y); });
  target.on('pointertap', (event) => pickAt(event.global.x, event.global.y));
  // From the keyboard: the arrows step through the points (right or up: the next one).
  const id = `${viewId}:pick`;
  ctx.addSelectables(viewId, () => [{
    id, label: `a corner of ${view.spec.title ?? viewId}`, kind: 'pick',
    move: (dx, dy) => {
      const count = points().length;
      if (count === 0) return;
      const step = dx + dy > 0 ? 1 : -1;
      pick(current === null ? (step > 0 ? 0 : count - 1) : (current + step + count) % count);
    },
  }]);
}
