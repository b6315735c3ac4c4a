// The interaction kit: bodies (drag to move, a knob on a stalk to turn), point handles, velocity handles
// (the arrow's tip), vertex handles and pick points. Each one writes through the figure's setter into the
// store, keeps the grab offset so nothing jumps, keeps what it moves inside its own view (confine.ts), is
// reachable from the keyboard (a Selectable), and says where it is from the state itself (a HandleInfo),
// so a test never reads a position a frame old.

import { Circle, Container, Graphics, Polygon, Rectangle } from './pixi';
import type { ConvexPolygon } from '../geometry/polygon';
import { offsetConvex } from '../geometry/polygonEdit';
import { type Pose, type Vec2, add, sub, transformPoint } from '../geometry/vec2';
import { type BodyOptions, KNOB_RADIUS, type PickOptions, type PointHandleOptions, STALK_REACH, type VelocityHandleOptions, type VertexHandlesOptions } from './figure';
import { type Bounds, clampPoint, insideBounds, pinToBounds, shiftInside } from './confine';
import type { Obstacle } from './labels';
import type { Pointer } from './pointer';
import type { Store } from './store';
import type { Theme } from './theme';
import type { View } from './view';

export type HandleKind = 'body' | 'rotate' | 'point' | 'velocity' | 'vertex';

/** Where a handle is (canvas pixels) and what it holds (world), both from the current state. */
export interface HandleInfo {
  readonly id: string;
  readonly kind: HandleKind;
  readonly viewId: string;
  screen(): { x: number; y: number };
  world(): { x: number; y: number; angle: number };
  visible(): boolean;
  /** What a press must hit to take this handle. */
  readonly target: Container;
}

/** Something the keyboard can select and move (arrows) or turn (Q, E). */
export interface Selectable {
  readonly id: string;
  readonly label: string;
  readonly kind: HandleKind | 'pick';
  move(dx: number, dy: number): void;
  rotate?(dAngle: number): void;
}

/** One view's containers, bottom to top, and the world rectangle its handles stay in. */
export interface ViewEntry {
  readonly view: View;
  readonly pickers: Container;
  readonly layers: Container;
  readonly handles: Container;
  readonly knobs: Container;
  /** The view's world rectangle less a margin: where every handle of the view stays. */
  readonly inner: Bounds;
}

/** What the handles need from the scene they belong to. */
export interface HandleContext<S, D> {
  readonly store: Store<S>;
  readonly theme: Theme;
  readonly pointer: Pointer;
  derivedOf(state: S): D;
  isSelected(id: string): boolean;
  onUpdate(update: (state: S, derived: D) => void): void;
  /**
   * A change made by a handle (drag or key): applied, then every body is brought back inside its own view,
   * since a handle in one view may move a shape drawn in another (a circle dragged in a box's frame).
   */
  update(change: (state: S) => S): void;
  /**
   * A move by a handle (drag or key), given as the state with the move's x part done by the fraction tx and
   * its y part by ty (0, 0: as it is; 1, 1: where the move asks to go): applied as `update` does, except that
   * where the end would carry a point the figure keeps in a view (`keepInView`) out of it, the move goes only
   * as far as it may (confine.ts, holdBack).
   */
  move(path: (state: S) => (tx: number, ty: number) => S): void;
  /** Registers what keeps one body inside its view, for `update`. */
  addConfiner(confine: (state: S) => S): void;
  addHandle(handle: HandleInfo): void;
  addSelectables(viewId: string, selectables: () => Selectable[]): void;
  addObstacles(viewId: string, obstacles: () => Obstacle[]): void;
}

/** A knob as drawn (KNOB_RADIUS, figure.ts); the radius that catches a press is larger and follows the view's size. */
export { KNOB_RADIUS };
const VERTEX_KNOB_RADIUS = 4.5;
const KNOB_HIT_MAX = 20;
const KNOB_HIT_MIN = 12;
/** A vertex knob catches presses no farther into its polygon than this share of its shorter edge. */
const VERTEX_HIT_SHARE = 0.3;
const VERTEX_HIT_MIN = 8;
const VELOCITY_HIT_MIN = 10;
/** How far a body's grabbable area reaches beyond its outline, in pixels. */
const BODY_HIT_MARGIN = 6;
/** The rotation knob's stalk reaches this far past the body's farthest vertex, pixels. */
const PICK_RADIUS = 14;

/** The radius that catches a press on a knob: 20 px on a wide view, less on a phone's. */
export const knobHitRadius = (view: View): number =>
  Math.max(KNOB_HIT_MIN, Math.min(KNOB_HIT_MAX, 0.045 * Math.min(view.rect.width, view.rect.height)));

const screenOf = (view: View, p: Vec2) => view.toScreen(p);
/** A point part of the way to another: the fraction tx of the way in x, ty in y. */
const lerp = (a: Vec2, b: Vec2, tx: number, ty: number): Vec2 => ({ x: a.x + (b.x - a.x) * tx, y: a.y + (b.y - a.y) * ty });
/** A pose part of the way to another, turning the short way round (by the smaller fraction). */
const lerpPose = (a: Pose, b: Pose, tx: number, ty: number): Pose => ({
  position: lerp(a.position, b.position, tx, ty), angle: a.angle + Math.atan2(Math.sin(b.angle - a.angle), Math.cos(b.angle - a.angle)) * Math.min(tx, ty),
});
const whole = (tx: number, ty: number) => tx === 1 && ty === 1;

function knob(parent: Container, hitRadius: number): { container: Container; graphic: Graphics } {
  const container = new Container();
  const graphic = new Graphics();
  container.addChild(graphic);
  container.eventMode = 'static';
  container.cursor = 'move';
  container.hitArea = new Circle(0, 0, hitRadius);
  parent.addChild(container);
  return { container, graphic };
}

function drawKnob(graphic: Graphics, theme: Theme, color: number, radius: number, selected: boolean, highlighted: boolean): void {
  graphic.clear();
  if (selected) graphic.circle(0, 0, radius + 5).stroke({ width: 2.5, color: theme.selection });
  graphic.circle(0, 0, radius + (highlighted ? 2 : 0)).fill(theme.background).stroke({ width: 2.5, color });
}

/** A knob redrawn only when its look changes. */
function knobLook(graphic: Graphics, theme: Theme, color: number, radius: number) {
  let key = '';
  return (selected: boolean, highlighted: boolean) => {
    const next = `${selected}|${highlighted}`;
    if (next === key) return;
    key = next;
    drawKnob(graphic, theme, color, radius, selected, highlighted);
  };
}

export function addBody<S, D>(ctx: HandleContext<S, D>, viewId: string, entry: ViewEntry, options: BodyOptions<S, D>): void {
  const { view } = entry;
  const { store, theme } = ctx;
  const color = theme[options.color];
  const at = (s: S) => ({ shape: options.shape(s, ctx.derivedOf(s)), pose: options.pose(s, ctx.derivedOf(s)) });
  const visible = (s: S) => (options.visible ? options.visible(s, ctx.derivedOf(s)) : true);

  const container = new Container();
  const outline = new Graphics();
  const stalk = new Graphics();
  container.addChild(outline);
  container.eventMode = 'static';
  container.cursor = 'grab';
  entry.handles.addChild(container);
  const hitRadius = knobHitRadius(view);
  const turn = knob(entry.knobs, hitRadius);
  turn.container.cursor = 'alias';
  if (options.rotatable) container.addChild(stalk);
  else turn.container.visible = false;

  /** Keeps the body inside its view: shifted back by what pokes out of the view's inner rectangle. */
  const confine = (s: S, pose: Pose): Pose => {
    const shape = options.shape(s, ctx.derivedOf(s));
    const world = shape.vertices.map((v) => transformPoint(pose, v));
    const shift = shiftInside(world, transformPoint(pose, shape.centroid), entry.inner);
    return shift.x === 0 && shift.y === 0 ? pose : { position: add(pose.position, shift), angle: pose.angle };
  };
  const setPose = (pose: (s: S, current: Pose) => Pose) => ctx.move((s) => {
    const current = options.pose(s, ctx.derivedOf(s));
    const target = confine(s, pose(s, current));
    return (tx, ty) => options.setPose(s, whole(tx, ty) ? target : lerpPose(current, target, tx, ty));
  });
  ctx.addConfiner((s) => {
    if (!visible(s)) return s;
    const current = options.pose(s, ctx.derivedOf(s));
    const inside = confine(s, current);
    return inside === current ? s : options.setPose(s, inside);
  });

  // The stalk points along the body's local +y, or along -y where +y would put the knob out of the view.
  const stalkLength = (shape: ConvexPolygon) => view.toPixels(shape.radius) + STALK_REACH;
  const knobAt = (shape: ConvexPolygon, pose: Pose): { x: number; y: number; sign: number } => {
    const s = screenOf(view, pose.position);
    const length = stalkLength(shape);
    const along = (sign: number) => ({ x: s.x - Math.sin(pose.angle) * length * sign, y: s.y - Math.cos(pose.angle) * length * sign, sign });
    const up = along(1);
    const r = view.rect, pad = KNOB_RADIUS + 2;
    const fits = (p: { x: number; y: number }) => p.x >= r.x + pad && p.x <= r.x + r.width - pad && p.y >= r.y + pad && p.y <= r.y + r.height - pad;
    if (fits(up)) return up;
    const down = along(-1);
    return fits(down) ? down : up;
  };

  let built: { shape: ConvexPolygon; key: string } | null = null;
  const turnLook = knobLook(turn.graphic, theme, color, KNOB_RADIUS);
  ctx.onUpdate((state) => {
    const shown = visible(state);
    container.visible = shown;
    turn.container.visible = shown && !!options.rotatable;
    if (!shown) return;
    const { shape, pose } = at(state);
    const selected = ctx.isSelected(options.id);
    const highlighted = ctx.pointer.hovered === options.id;
    const k = knobAt(shape, pose);
    const key = `${selected}|${highlighted}|${k.sign}`;
    if (!built || built.shape !== shape || built.key !== key) {
      const pixels = shape.vertices.map((v) => ({ x: view.toPixels(v.x), y: -view.toPixels(v.y) }));
      outline.clear();
      outline.poly(pixels.flatMap((p) => [p.x, p.y]), true)
        .fill({ color, alpha: (options.fillAlpha ?? 0.18) + (highlighted ? 0.1 : 0) })
        .stroke({ width: selected ? 3.5 : 2, color: selected ? theme.selection : color });
      container.hitArea = new Polygon(offsetConvex(pixels, BODY_HIT_MARGIN).flatMap((p) => [p.x, p.y]));
      const length = stalkLength(shape);
      stalk.clear();
      stalk.moveTo(0, 0).lineTo(0, -(length - KNOB_RADIUS) * k.sign).stroke({ width: 1.5, color, alpha: 0.8 });
      stalk.circle(0, 0, 3).fill(color);
      built = { shape, key };
    }
    turnLook(false, highlighted);
    const s = screenOf(view, pose.position);
    container.position.set(s.x, s.y);
    container.rotation = -pose.angle;
    turn.container.position.set(k.x, k.y);
  });

  // Drag the body: keep the offset between the pointer and the body's position.
  let grabOffset: Vec2 = { x: 0, y: 0 };
  ctx.pointer.draggable(container, view, options.id, {
    start: (world) => {
      grabOffset = sub(options.pose(store.state, ctx.derivedOf(store.state)).position, world);
      container.cursor = 'grabbing';
    },
    move: (world) => setPose((_s, current) => ({ position: add(world, grabOffset), angle: current.angle })),
    end: () => { container.cursor = 'grab'; },
  });
  // Turn the body: keep the angle between the pointer and the stalk, whichever way the stalk points.
  let grabAngle = 0;
  const bearing = (world: Vec2, pose: Pose) => Math.atan2(world.y - pose.position.y, world.x - pose.position.x);
  ctx.pointer.draggable(turn.container, view, options.id, {
    start: (world) => { grabAngle = bearing(world, options.pose(store.state, ctx.derivedOf(store.state))) - options.pose(store.state, ctx.derivedOf(store.state)).angle; },
    move: (world) => setPose((_s, current) => ({ position: current.position, angle: bearing(world, current) - grabAngle })),
  });

  const worldPose = () => {
    const { pose } = at(store.state);
    return { x: pose.position.x, y: pose.position.y, angle: pose.angle };
  };
  const shownNow = () => visible(store.state);
  ctx.addHandle({
    id: options.id, kind: 'body', viewId, target: container, world: worldPose, visible: shownNow,
    screen: () => { const { shape, pose } = at(store.state); return screenOf(view, transformPoint(pose, shape.centroid)); },
  });
  if (options.rotatable) {
    ctx.addHandle({
      id: options.id, kind: 'rotate', viewId, target: turn.container, world: worldPose, visible: shownNow,
      screen: () => { const { shape, pose } = at(store.state); const k = knobAt(shape, pose); return { x: k.x, y: k.y }; },
    });
  }
  ctx.addSelectables(viewId, () => (shownNow() ? [{
    id: options.id, label: options.label, kind: 'body',
    move: (dx, dy) => setPose((_s, current) => ({ position: add(current.position, { x: dx, y: dy }), angle: current.angle })),
    rotate: options.rotatable ? (da) => setPose((_s, current) => ({ position: current.position, angle: current.angle + da })) : undefined,
  }] : []));
  ctx.addObstacles(viewId, () => {
    if (!shownNow()) return [];
    const { shape, pose } = at(store.state);
    const points = shape.vertices.map((v) => screenOf(view, transformPoint(pose, v)));
    const out: Obstacle[] = points.map((a, i) => ({ kind: 'segment', a, b: points[(i + 1) % points.length] }));
    if (options.rotatable) {
      const k = knobAt(shape, pose);
      out.push({ kind: 'segment', a: screenOf(view, pose.position), b: k }, { kind: 'circle', center: k, radius: KNOB_RADIUS + 3 });
    }
    return out;
  });
}

export function addPointHandle<S, D>(ctx: HandleContext<S, D>, viewId: string, entry: ViewEntry, options: PointHandleOptions<S, D>): void {
  const { view } = entry;
  const { store, theme } = ctx;
  const position = (s: S) => options.position(s, ctx.derivedOf(s));
  // Where the knob is drawn and grabbed: the point itself, or (pinnedFrom) where it leaves the view.
  const shown = (s: S): Vec2 => {
    const p = position(s);
    if (!options.pinnedFrom || insideBounds(p, entry.inner)) return p;
    return pinToBounds(options.pinnedFrom(s, ctx.derivedOf(s)), p, entry.inner);
  };
  const { container, graphic } = knob(entry.knobs, knobHitRadius(view));
  const look = knobLook(graphic, theme, theme[options.color], KNOB_RADIUS);
  // While the point follows a hovering mouse, a press goes to what lies beneath it; a touch still drags it.
  const grabbable = () => !(options.followsMouse?.(store.state, ctx.derivedOf(store.state)) && ctx.pointer.kind !== 'touch');
  ctx.pointer.onKindChange(() => { container.eventMode = grabbable() ? 'static' : 'none'; });
  ctx.onUpdate((state) => {
    const s = screenOf(view, shown(state));
    container.position.set(s.x, s.y);
    container.eventMode = grabbable() ? 'static' : 'none';
    look(ctx.isSelected(options.id), ctx.pointer.hovered === options.id);
  });
  const setPosition = (to: (current: Vec2) => Vec2) => ctx.move((s) => {
    const from = position(s), target = clampPoint(to(from), entry.inner);
    return (tx, ty) => options.setPosition(s, whole(tx, ty) ? target : lerp(from, target, tx, ty));
  });
  let offset: Vec2 = { x: 0, y: 0 };
  ctx.pointer.draggable(container, view, options.id, {
    start: (world) => { offset = sub(shown(store.state), world); },
    move: (world) => setPosition(() => add(world, offset)),
  });
  ctx.addHandle({
    id: options.id, kind: 'point', viewId, target: container, visible: () => true,
    screen: () => screenOf(view, shown(store.state)),
    world: () => ({ ...shown(store.state), angle: 0 }),
  });
  ctx.addSelectables(viewId, () => [{ id: options.id, label: options.label, kind: 'point', move: (dx, dy) => setPosition((p) => add(p, { x: dx, y: dy })) }]);
  ctx.addObstacles(viewId, () => [{ kind: 'circle', center: screenOf(view, shown(store.state)), radius: KNOB_RADIUS + 3 }]);
}

export function addVelocityHandle<S, D>(ctx: HandleContext<S, D>, viewId: string, entry: ViewEntry, options: VelocityHandleOptions<S, D>): void {
  const { view } = entry;
  const { store, theme } = ctx;
  const tip = (s: S) => add(options.origin(s, ctx.derivedOf(s)), options.velocity(s, ctx.derivedOf(s)));
  // Above the bodies: a still body's knob sits on the body itself and must still be grabbable. It catches
  // presses no farther than half its arrow's length (down to a small minimum), so a short arrow's knob
  // does not cover the body it starts from, nor a body next to it.
  const maxHit = knobHitRadius(view);
  const { container, graphic } = knob(entry.knobs, maxHit);
  let hit = maxHit;
  const look = knobLook(graphic, theme, theme[options.color], KNOB_RADIUS);
  ctx.onUpdate((state) => {
    const s = screenOf(view, tip(state));
    const o = screenOf(view, options.origin(state, ctx.derivedOf(state)));
    const wanted = Math.max(VELOCITY_HIT_MIN, Math.min(maxHit, Math.hypot(s.x - o.x, s.y - o.y) / 2));
    if (Math.abs(wanted - hit) > 0.25) { hit = wanted; container.hitArea = new Circle(0, 0, hit); }
    container.position.set(s.x, s.y);
    look(ctx.isSelected(options.id), ctx.pointer.hovered === options.id);
  });
  const setTip = (to: (current: Vec2) => Vec2) => ctx.move((s) => {
    const origin = options.origin(s, ctx.derivedOf(s));
    const from = tip(s), target = clampPoint(to(from), entry.inner);
    return (tx, ty) => options.setVelocity(s, sub(whole(tx, ty) ? target : lerp(from, target, tx, ty), origin));
  });
  let offset: Vec2 = { x: 0, y: 0 };
  ctx.pointer.draggable(container, view, options.id, {
    start: (world) => { offset = sub(tip(store.state), world); },
    move: (world) => setTip(() => add(world, offset)),
  });
  ctx.addHandle({
    id: options.id, kind: 'velocity', viewId, target: container, visible: () => true,
    screen: () => screenOf(view, tip(store.state)),
    world: () => ({ ...options.velocity(store.state, ctx.derivedOf(store.state)), angle: 0 }),
  });
  ctx.addSelectables(viewId, () => [{
    id: options.id, label: options.label ?? `velocity of ${options.id.replace(/-velocity$/, '')}`, kind: 'velocity',
    move: (dx, dy) => setTip((p) => add(p, { x: dx, y: dy })),
  }]);
  ctx.addObstacles(viewId, () => [{ kind: 'circle', center: screenOf(view, tip(store.state)), radius: KNOB_RADIUS + 3 }]);
}

export function addVertexHandles<S, D>(ctx: HandleContext<S, D>, viewId: string, entry: ViewEntry, options: VertexHandlesOptions<S, D>): void {
  const { view } = entry;
  const { store, theme } = ctx;
  const color = theme[options.color];
  const vertices = (s: S) => options.vertices(s, ctx.derivedOf(s));
  const visible = (s: S) => (options.visible ? options.visible(s, ctx.derivedOf(s)) : true);
  const group = new Container();
  entry.knobs.addChild(group);
  const idOf = (index: number) => `${options.id}:${index}`;
  const maxHit = knobHitRadius(view);
  const setVertex = (index: number, to: (current: Vec2) => Vec2) => ctx.move((s) => {
    const current = vertices(s)[index];
    if (!current) return () => s;
    const target = clampPoint(to(current), entry.inner);
    return (tx, ty) => options.setVertex(s, index, whole(tx, ty) ? target : lerp(current, target, tx, ty));
  });
  const made: { container: Container; look: (selected: boolean, highlighted: boolean) => void; hit: number }[] = [];
  const knobFor = (index: number) => {
    const { container, graphic } = knob(group, maxHit);
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
    return { container, look: knobLook(graphic, theme, color, VERTEX_KNOB_RADIUS), hit: maxHit };
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
      const hit = Math.max(VERTEX_HIT_MIN, Math.min(maxHit, VERTEX_HIT_SHARE * shorter));
      if (Math.abs(hit - k.hit) > 0.25) { k.hit = hit; k.container.hitArea = new Circle(0, 0, hit); }
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
