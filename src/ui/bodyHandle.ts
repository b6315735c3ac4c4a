// A body: a polygon the reader drags to move and turns by a knob on a stalk (handles.ts has the parts
// every handle shares).

import { Container, Graphics, Polygon } from './pixi';
import { depthInConvex } from '../geometry/bounding';
import { type ConvexPolygon, worldVertices } from '../geometry/polygon';
import { offsetConvex } from '../geometry/polygonEdit';
import { type Pose, type Vec2, add, sub, transformPoint, wrapAnglePi } from '../geometry/vec2';
import { type BodyOptions, STALK_REACH } from './figure';
import { insideBounds, pinToBounds, shiftInside, whollyOutside } from './confine';
import { type Obstacle, circleHitsBox } from './labels';
import { type KnobSpot, STALK_TURNS, placeTurnKnobs } from './turnKnobs';
import { type HandleContext, type TurnKnob, type ViewEntry, KNOB_RADIUS, knob, knobHitRadius, knobLook, lerp, screenOf, whole } from './handles';

/** How far a body's grabbable area reaches beyond its outline, in pixels. */
const BODY_HIT_MARGIN = 6;
/**
 * A body of a view as its siblings see it, for BodyCatch: its outline on the canvas (pixels) while shown, and the
 * area that takes its presses there (the outline pushed out by BODY_HIT_MARGIN, as its hit area is), made when asked.
 */
interface BodyOnCanvas { readonly container: Container; outline: Vec2[] | null; catchArea: Vec2[] | null }

/** The bodies of each view (keyed by the view's handles layer), in the order they are drawn. */
const bodiesOf = new WeakMap<Container, BodyOnCanvas[]>();

/**
 * A body's grabbable area that gives way to a body drawn beneath it and lying wholly inside it (a small circle
 * dropped inside a large box): where both hold a press, the inner one takes it, since nowhere else could it be taken.
 * Where bodies only overlap, the one drawn on top takes the press, as before.
 */
class BodyCatch extends Polygon {
  constructor(points: number[], private readonly self: BodyOnCanvas, private readonly layer: Container) {
    super(points);
  }

  override contains(x: number, y: number): boolean {
    if (!super.contains(x, y)) return false;
    const own = this.self.outline, c = this.self.container;
    if (!own) return true;
    // The press on the canvas: the container's own frame turned by its rotation and moved to its position.
    const p = transformPoint({ position: { x: c.position.x, y: c.position.y }, angle: c.rotation }, { x, y });
    const depth = this.layer.getChildIndex(c);
    return !(bodiesOf.get(this.layer) ?? []).some((other) => {
      if (other === this.self || !other.outline || !other.container.visible || this.layer.getChildIndex(other.container) >= depth) return false;
      other.catchArea ??= offsetConvex(other.outline, BODY_HIT_MARGIN);
      return depthInConvex(other.catchArea, p) >= 0 && other.outline.every((v) => depthInConvex(own, v) >= 0.5);
    });
  }
}

/** A pose part of the way to another, turning the short way round (by the smaller fraction). */
const lerpPose = (a: Pose, b: Pose, tx: number, ty: number): Pose => ({
  position: lerp(a.position, b.position, tx, ty), angle: a.angle + wrapAnglePi(b.angle - a.angle) * Math.min(tx, ty),
});

export function addBody<S, D>(ctx: HandleContext<S, D>, viewId: string, entry: ViewEntry, options: BodyOptions<S, D>): void {
  const { view } = entry;
  const { store, theme } = ctx;
  const color = theme[options.color];
  const at = (s: S) => ({ shape: options.shape(s, ctx.derivedOf(s)), pose: options.pose(s, ctx.derivedOf(s)) });
  const visible = (s: S) => (options.visible ? options.visible(s, ctx.derivedOf(s)) : true);
  /** Whether the body ever turns (it then has a knob), and whether it does in state s. */
  const rotatable = options.rotatable !== undefined && options.rotatable !== false;
  const turns = (s: S) => (typeof options.rotatable === 'function' ? options.rotatable(s, ctx.derivedOf(s)) : rotatable);

  const container = new Container();
  const outline = new Graphics();
  const stalk = new Graphics();
  container.addChild(outline);
  container.eventMode = 'static';
  container.cursor = 'grab';
  entry.handles.addChild(container);
  const onCanvas: BodyOnCanvas = { container, outline: null, catchArea: null };
  const siblings = bodiesOf.get(entry.handles) ?? [];
  siblings.push(onCanvas);
  bodiesOf.set(entry.handles, siblings);
  const hitRadius = knobHitRadius(view);
  const turn = knob(entry.knobs, view, ctx.pointer);
  turn.container.cursor = 'alias';
  if (rotatable) container.addChild(stalk);
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
  const outOfSight = (s: S): boolean => whollyOutside(worldVertices(at(s)), view.worldBounds());
  // A pose a run has reached is left where it is on a new layout (keptInViewOnLayout false), as long as some of
  // the body is in sight: wholly out of it (a link can ask for that), it is brought back all the same.
  const { keptInViewOnLayout } = options;
  const onLayout = keptInViewOnLayout ? (s: S) => keptInViewOnLayout(s) || outOfSight(s) : undefined;
  ctx.addConfiner((s) => {
    if (!visible(s)) return s;
    const current = options.pose(s, ctx.derivedOf(s));
    const inside = confine(s, current);
    return inside === current ? s : options.setPose(s, inside);
  }, onLayout);
  ctx.addBodyPose({
    pose: (s) => (visible(s) ? options.pose(s, ctx.derivedOf(s)) : null),
    setPose: (s, pose) => options.setPose(s, pose),
  }, onLayout);

  // The stalk points along the body's local +y where it can; placeTurnKnobs (turnKnobs.ts) turns it to −y, −x
  // or +x where +y would put the knob out of the view, on a label fixed to its place (a view's verdict lines),
  // or on another knob of the view (a body's, a point's, a corner's, a velocity's), all the view's turning knobs
  // placed together, so no two stack and none takes another's press.
  const stalkLength = (shape: ConvexPolygon) => view.toPixels(shape.radius) + STALK_REACH;
  const spot = (shape: ConvexPolygon, pose: Pose, turn: number): KnobSpot => {
    const s = screenOf(view, pose.position), length = stalkLength(shape), angle = pose.angle + turn;
    return { x: s.x - Math.sin(angle) * length, y: s.y - Math.cos(angle) * length, turn, reach: length };
  };
  // Where a knob is whole in its view, in pixels. A body larger than its view: the knob waits where its stalk
  // leaves that (the body's centre is in view).
  const r = view.rect, pad = KNOB_RADIUS + 2;
  const inner = { min: { x: r.x + pad, y: r.y + pad }, max: { x: r.x + r.width - pad, y: r.y + r.height - pad } };
  const fits = (p: KnobSpot) => insideBounds(p, inner);
  const pinnedOn = (pose: Pose) => (p: KnobSpot): KnobSpot => {
    const c = screenOf(view, pose.position), at = pinToBounds(c, p, inner);
    return { ...p, x: at.x, y: at.y, reach: Math.hypot(at.x - c.x, at.y - c.y) };
  };
  const turnKnob: TurnKnob = {
    id: options.id,
    request: (state) => {
      const s = state as S;
      if (!turns(s) || !visible(s)) return null;
      const shape = options.shape(s, ctx.derivedOf(s)), pose = options.pose(s, ctx.derivedOf(s));
      return { length: stalkLength(shape), spots: STALK_TURNS.map((turn) => spot(shape, pose, turn)), pinned: pinnedOn(pose) };
    },
  };
  const knobAt = (shape: ConvexPolygon, pose: Pose, state: S): KnobSpot => {
    const labels = entry.fixedLabels();
    const places = placeTurnKnobs(
      entry.turnKnobs.map((k) => k.request(state)), fits,
      (p) => labels.some((box) => circleHitsBox(p, hitRadius, box)), 2 * hitRadius,
      entry.knobMarks.flatMap((marks) => marks(state)),
    );
    return places[entry.turnKnobs.indexOf(turnKnob)] ?? spot(shape, pose, 0);
  };
  if (rotatable) entry.turnKnobs.push(turnKnob);

  let built: { shape: ConvexPolygon; key: string } | null = null;
  const turnLook = knobLook(turn.graphic, theme, color, KNOB_RADIUS);
  ctx.onUpdate((state) => {
    const shown = visible(state);
    container.visible = shown;
    const turning = shown && turns(state);
    turn.container.visible = turning;
    stalk.visible = turning;
    onCanvas.outline = null;
    onCanvas.catchArea = null;
    if (!shown) return;
    const { shape, pose } = at(state);
    onCanvas.outline = worldVertices({ shape, pose }).map((v) => screenOf(view, v));
    const selected = ctx.isSelected(options.id);
    const highlighted = ctx.pointer.hovered === options.id;
    const k = knobAt(shape, pose, state);
    const key = `${selected}|${highlighted}|${k.turn}|${Math.round(k.reach)}`;
    if (!built || built.shape !== shape || built.key !== key) {
      const pixels = shape.vertices.map((v) => ({ x: view.toPixels(v.x), y: -view.toPixels(v.y) }));
      outline.clear();
      outline.poly(pixels.flatMap((p) => [p.x, p.y]), true)
        .fill({ color, alpha: (options.fillAlpha ?? 0.18) + (highlighted ? 0.1 : 0) })
        .stroke({ width: selected ? 3.5 : 2, color: selected ? theme.selection : color });
      container.hitArea = new BodyCatch(offsetConvex(pixels, BODY_HIT_MARGIN).flatMap((p) => [p.x, p.y]), onCanvas, entry.handles);
      stalk.clear();
      // In the body's own pixels (y down): its +y turned by k.turn, up to the knob.
      const reach = k.reach - KNOB_RADIUS;
      stalk.moveTo(0, 0).lineTo(-Math.sin(k.turn) * reach, -Math.cos(k.turn) * reach).stroke({ width: 1.5, color, alpha: 0.8 });
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
  if (rotatable) {
    ctx.addHandle({
      id: options.id, kind: 'rotate', viewId, target: turn.container, world: worldPose, visible: () => shownNow() && turns(store.state),
      screen: () => { const { shape, pose } = at(store.state); const k = knobAt(shape, pose, store.state); return { x: k.x, y: k.y }; },
    });
  }
  ctx.addSelectables(viewId, () => (shownNow() ? [{
    id: options.id, label: options.label, kind: 'body',
    move: (dx, dy) => setPose((_s, current) => ({ position: add(current.position, { x: dx, y: dy }), angle: current.angle })),
    rotate: turns(store.state) ? (da) => setPose((_s, current) => ({ position: current.position, angle: current.angle + da })) : undefined,
  }] : []));
  ctx.addObstacles(viewId, () => {
    if (!shownNow()) return [];
    const { shape, pose } = at(store.state);
    const points = shape.vertices.map((v) => screenOf(view, transformPoint(pose, v)));
    const out: Obstacle[] = points.map((a, i) => ({ kind: 'segment', a, b: points[(i + 1) % points.length] }));
    if (turns(store.state)) {
      const k = knobAt(shape, pose, store.state);
      out.push({ kind: 'segment', a: screenOf(view, pose.position), b: k }, { kind: 'circle', center: k, radius: KNOB_RADIUS + 3 });
    }
    return out;
  });
}
