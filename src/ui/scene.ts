// The pixi side of a figure: one container per view (clipped to it), the figure's layers, and the
// interaction kit (bodies with rotation handles, point handles, velocity handles). Handles write through
// the figure's setters into the store; nothing here reads positions back out of pixi objects.

import { Circle, Container, type FederatedPointerEvent, Graphics, Polygon, Rectangle, Text } from './pixi';
// The core's modules one by one, not its index: the page's first file then holds only what the host needs,
// and the figures' own files the rest.
import type { ConvexPolygon } from '../geometry/polygon';
import { offsetConvex } from '../geometry/polygonEdit';
import { type Pose, type Vec2, sub, transformPoint } from '../geometry/vec2';
import type { BodyOptions, Pen, PickOptions, PointHandleOptions, Scene, VelocityHandleOptions, VertexHandlesOptions } from './figure';
import { PixiPen } from './pen';
import type { Store } from './store';
import type { Theme } from './theme';
import type { View } from './view';

/** Something the keyboard can select, move and turn. */
export interface Selectable {
  readonly id: string;
  readonly label: string;
  move(dx: number, dy: number): void;
  rotate?(dAngle: number): void;
}

/** Where a handle is, for the browser tests (canvas pixels) and what it holds (world). */
export interface HandleInfo {
  readonly id: string;
  readonly kind: 'body' | 'rotate' | 'point' | 'velocity' | 'vertex';
  screen(): { x: number; y: number };
  world(): { x: number; y: number; angle: number };
  /** What a press must hit to take this handle. */
  readonly target: Container;
}

/** Pixels: visible knob radius, and the larger radius that catches the pointer. */
const KNOB_RADIUS = 6;
const KNOB_HIT_RADIUS = 20;
/** How far a body's grabbable area reaches beyond its outline, in pixels. */
const BODY_HIT_MARGIN = 6;

type Updater<S, D> = (state: S, derived: D) => void;

interface DragHooks {
  start(world: Vec2): void;
  move(world: Vec2): void;
}

export class PixiScene<S, D> implements Scene<S, D> {
  readonly root = new Container();
  readonly selectables: Selectable[] = [];
  readonly handles: HandleInfo[] = [];
  private readonly viewLayers = new Map<string, { layers: Container; arrows: Container; handles: Container; knobs: Container; pickers: Container; view: View }>();
  private latest: { state: S; derived: D } | null = null;
  private readonly updaters: Updater<S, D>[] = [];
  private hovered: string | null = null;
  private draggingNow = false;
  private pointerKind = 'mouse';
  private readonly pointerKindListeners: (() => void)[] = [];

  /** The kind of pointer in use ('mouse', 'pen', 'touch'), told before pixi sees its press. */
  setPointerKind(kind: string): void {
    if (kind === this.pointerKind) return;
    this.pointerKind = kind;
    this.pointerKindListeners.forEach((listener) => listener());
  }

  constructor(
    views: readonly View[],
    readonly theme: Theme,
    private readonly store: Store<S>,
    private readonly selection: { selected(): string | null; onDragStart(id: string): void; onDragEnd(): void },
  ) {
    views.forEach((view, index) => {
      const container = new Container();
      // Each view must not draw over another. The first view needs no mask: the canvas edge clips it, and the
      // opaque backgrounds of the views after it cover whatever it draws past its edge. Later views are masked.
      // (A stencil mask costs about a sixth of a frame under software WebGL: npm run bench:page.)
      if (index > 0) {
        const mask = new Graphics().rect(view.rect.x, view.rect.y, view.rect.width, view.rect.height).fill(0xffffff);
        container.addChild(mask);
        container.mask = mask;
      }
      const background = new Graphics().rect(view.rect.x, view.rect.y, view.rect.width, view.rect.height).fill(theme.background);
      // Hover and tap targets listen here, under every handle, so handles win where both are.
      const pickers = new Container();
      const layers = new Container();
      // Velocity knobs sit under the bodies: a body wins where both are (a still body's arrow has no length).
      const arrows = new Container();
      const handles = new Container();
      // Knobs sit above every body, so no shape can hide another's handle.
      const knobs = new Container();
      // The view's title sits above its drawings (a grid would otherwise run through it).
      const titles = new Container();
      container.addChild(background, pickers, layers, titles, arrows, handles, knobs);
      if (view.spec.title) {
        const title = new Text({ text: view.spec.title, style: { fontFamily: theme.font, fontSize: 12, fill: theme.muted } });
        title.position.set(Math.round(view.rect.x + 10), Math.round(view.rect.y + 10));
        const plate = new Graphics().roundRect(view.rect.x + 6, view.rect.y + 7, title.width + 8, title.height + 6, 3).fill({ color: theme.background, alpha: 0.85 });
        titles.addChild(plate, title);
      }
      if (view.rect.x > 0 || view.rect.y > 0) {
        const divider = new Graphics();
        if (view.rect.x > 0) divider.moveTo(view.rect.x + 0.5, view.rect.y).lineTo(view.rect.x + 0.5, view.rect.y + view.rect.height);
        else divider.moveTo(view.rect.x, view.rect.y + 0.5).lineTo(view.rect.x + view.rect.width, view.rect.y + 0.5);
        divider.stroke({ width: 1, color: theme.axis });
        container.addChild(divider);
      }
      this.root.addChild(container);
      this.viewLayers.set(view.id, { layers, arrows, handles, knobs, pickers, view });
    });
  }

  view(id: string): View {
    const entry = this.viewLayers.get(id);
    if (!entry) throw new Error(`No view named ${id}`);
    return entry.view;
  }

  update(state: S, derived: D): void {
    this.latest = { state, derived };
    for (const update of this.updaters) update(state, derived);
  }

  layer(viewId: string, draw: (pen: Pen, state: S, derived: D) => void): void {
    if (!this.viewLayers.has(viewId)) return; // a view hidden for this state
    const entry = this.entry(viewId);
    const group = new Container();
    entry.layers.addChild(group);
    const pen = new PixiPen(entry.view, this.theme, group);
    this.updaters.push((state, derived) => {
      pen.begin();
      draw(pen, state, derived);
      pen.end();
    });
  }

  body(viewId: string, options: BodyOptions<S>): void {
    if (!this.viewLayers.has(viewId)) return; // a view hidden for this state
    const { view, handles, knobs } = this.entry(viewId);
    const container = new Container();
    const outline = new Graphics();
    container.addChild(outline);
    container.eventMode = 'static';
    container.cursor = 'grab';
    handles.addChild(container);
    const color = this.theme[options.color];

    // Rotation handle: a knob on a stalk, in the body's own frame so it turns with it.
    const stalk = new Graphics();
    const knob = new Container();
    const knobGraphic = new Graphics();
    knob.addChild(knobGraphic);
    knob.eventMode = 'static';
    knob.cursor = 'alias';
    knob.hitArea = new Circle(0, 0, KNOB_HIT_RADIUS);
    if (options.rotatable) {
      container.addChild(stalk);
      knobs.addChild(knob);
    }

    let builtFor: ConvexPolygon | null = null;
    let stalkLength = 0;
    const rebuild = (shape: ConvexPolygon, highlighted: boolean, selected: boolean) => {
      const pixels = shape.vertices.map((v) => ({ x: view.toPixels(v.x), y: -view.toPixels(v.y) }));
      outline.clear();
      outline.poly(pixels.flatMap((p) => [p.x, p.y]), true)
        .fill({ color, alpha: (options.fillAlpha ?? 0.18) + (highlighted ? 0.1 : 0) })
        .stroke({ width: selected ? 3.5 : 2, color: selected ? this.theme.selection : color });
      container.hitArea = new Polygon(offsetConvex(pixels, BODY_HIT_MARGIN).flatMap((p) => [p.x, p.y]));
      stalkLength = view.toPixels(shape.radius) + 26;
      stalk.clear();
      stalk.moveTo(0, 0).lineTo(0, -(stalkLength - KNOB_RADIUS)).stroke({ width: 1.5, color, alpha: 0.8 });
      stalk.circle(0, 0, 3).fill(color);
      knobGraphic.clear();
      knobGraphic.circle(0, 0, KNOB_RADIUS + (highlighted ? 2 : 0)).fill(this.theme.background).stroke({ width: 2.5, color });
      builtFor = shape;
    };
    let builtKey = '';

    const place = (pose: Pose) => {
      const s = view.toScreen(pose.position);
      container.position.set(s.x, s.y);
      container.rotation = -pose.angle;
      // The stalk points along the body's local +y.
      knob.position.set(s.x - Math.sin(pose.angle) * stalkLength, s.y - Math.cos(pose.angle) * stalkLength);
    };

    this.updaters.push((state) => {
      const visible = options.visible ? options.visible(state) : true;
      container.visible = visible;
      knob.visible = visible && !!options.rotatable;
      if (!visible) return;
      const shape = options.shape(state);
      const selected = this.selection.selected() === options.id;
      const highlighted = this.hovered === options.id;
      const key = `${selected}|${highlighted}`;
      if (shape !== builtFor || key !== builtKey) {
        rebuild(shape, highlighted, selected);
        builtKey = key;
      }
      place(options.pose(state));
    });

    // Drag the body: keep the offset between the pointer and the body's position.
    let grabOffset: Vec2 = { x: 0, y: 0 };
    this.draggable(container, view, options.id, {
      start: (world) => {
        grabOffset = sub(options.pose(this.store.state).position, world);
        container.cursor = 'grabbing';
      },
      move: (world) => this.store.update((s) => {
        const pose = options.pose(s);
        return options.setPose(s, { position: { x: world.x + grabOffset.x, y: world.y + grabOffset.y }, angle: pose.angle });
      }),
    }, () => { container.cursor = 'grab'; });

    // Turn the body: keep the angle between the pointer and the stalk.
    let grabAngle = 0;
    this.draggable(knob, view, options.id, {
      start: (world) => {
        const pose = options.pose(this.store.state);
        grabAngle = Math.atan2(world.y - pose.position.y, world.x - pose.position.x) - pose.angle;  // the grab offset, whichever way the stalk points
      },
      move: (world) => this.store.update((s) => {
        const pose = options.pose(s);
        const angle = Math.atan2(world.y - pose.position.y, world.x - pose.position.x) - grabAngle;
        return options.setPose(s, { position: pose.position, angle });
      }),
    });

    const worldPose = () => {
      const pose = options.pose(this.store.state);
      return { x: pose.position.x, y: pose.position.y, angle: pose.angle };
    };
    this.handles.push({
      id: options.id, kind: 'body', world: worldPose, target: container,
      screen: () => {
        const pose = options.pose(this.store.state);
        return view.toScreen(transformPoint(pose, options.shape(this.store.state).centroid));
      },
    });
    if (options.rotatable) this.handles.push({ id: options.id, kind: 'rotate', world: worldPose, target: knob, screen: () => ({ x: knob.position.x, y: knob.position.y }) });
    this.selectables.push({
      id: options.id,
      label: options.label,
      move: (dx, dy) => this.store.update((s) => {
        const pose = options.pose(s);
        return options.setPose(s, { position: { x: pose.position.x + dx, y: pose.position.y + dy }, angle: pose.angle });
      }),
      rotate: options.rotatable
        ? (da) => this.store.update((s) => {
          const pose = options.pose(s);
          return options.setPose(s, { position: pose.position, angle: pose.angle + da });
        })
        : undefined,
    });
  }

  pointHandle(viewId: string, options: PointHandleOptions<S>): void {
    if (!this.viewLayers.has(viewId)) return; // a view hidden for this state
    const { view, knobs } = this.entry(viewId);
    const knob = this.knob(knobs, this.theme[options.color]);
    const grabbable = () => !(options.followsMouse?.(this.store.state) && this.pointerKind !== 'touch');
    this.pointerKindListeners.push(() => { knob.eventMode = grabbable() ? 'static' : 'none'; });
    this.updaters.push((state) => {
      const s = view.toScreen(options.position(state));
      knob.position.set(s.x, s.y);
      knob.eventMode = grabbable() ? 'static' : 'none';
    });
    this.handles.push({
      id: options.id, kind: 'point', target: knob, screen: () => ({ x: knob.position.x, y: knob.position.y }),
      world: () => ({ ...options.position(this.store.state), angle: 0 }),
    });
    let offset: Vec2 = { x: 0, y: 0 };
    this.draggable(knob, view, options.id, {
      start: (world) => { offset = sub(options.position(this.store.state), world); },
      move: (world) => this.store.update((s) => options.setPosition(s, { x: world.x + offset.x, y: world.y + offset.y })),
    });
    this.selectables.push({
      id: options.id,
      label: options.label,
      move: (dx, dy) => this.store.update((s) => {
        const p = options.position(s);
        return options.setPosition(s, { x: p.x + dx, y: p.y + dy });
      }),
    });
  }

  velocityHandle(viewId: string, options: VelocityHandleOptions<S>): void {
    if (!this.viewLayers.has(viewId)) return; // a view hidden for this state
    const { view, arrows } = this.entry(viewId);
    const knob = this.knob(arrows, this.theme[options.color]);
    this.updaters.push((state) => {
      const o = options.origin(state), v = options.velocity(state);
      const s = view.toScreen({ x: o.x + v.x, y: o.y + v.y });
      knob.position.set(s.x, s.y);
    });
    this.handles.push({
      id: options.id, kind: 'velocity', target: knob, screen: () => ({ x: knob.position.x, y: knob.position.y }),
      world: () => ({ ...options.velocity(this.store.state), angle: 0 }),
    });
    let offset: Vec2 = { x: 0, y: 0 };
    this.draggable(knob, view, options.id, {
      start: (world) => {
        const o = options.origin(this.store.state), v = options.velocity(this.store.state);
        offset = sub({ x: o.x + v.x, y: o.y + v.y }, world);
      },
      move: (world) => this.store.update((s) => {
        const o = options.origin(s);
        return options.setVelocity(s, { x: world.x + offset.x - o.x, y: world.y + offset.y - o.y });
      }),
    });
  }

  vertexHandles(viewId: string, options: VertexHandlesOptions<S>): void {
    if (!this.viewLayers.has(viewId)) return; // a view hidden for this state
    const { view, knobs } = this.entry(viewId);
    const color = this.theme[options.color];
    const group = new Container();
    knobs.addChild(group);
    const made: Container[] = [];
    const knobFor = (index: number): Container => {
      const knob = this.knob(group, color, 4.5);
      knob.cursor = 'crosshair';
      let offset: Vec2 = { x: 0, y: 0 };
      this.draggable(knob, view, `${options.id}:${index}`, {
        start: (world) => { offset = sub(options.vertices(this.store.state)[index], world); },
        move: (world) => this.store.update((s) => options.setVertex(s, index, { x: world.x + offset.x, y: world.y + offset.y })),
      });
      this.handles.push({
        id: `${options.id}:${index}`, kind: 'vertex', target: knob,
        screen: () => ({ x: knob.position.x, y: knob.position.y }),
        world: () => ({ ...options.vertices(this.store.state)[index], angle: 0 }),
      });
      return knob;
    };
    this.updaters.push((state) => {
      const visible = options.visible ? options.visible(state) : true;
      group.visible = visible;
      const vertices = options.vertices(state);
      while (made.length < vertices.length) made.push(knobFor(made.length));
      made.forEach((knob, i) => {
        knob.visible = i < vertices.length;
        if (i < vertices.length) {
          const s = view.toScreen(vertices[i]);
          knob.position.set(s.x, s.y);
        }
      });
    });
  }

  pickPoints(viewId: string, options: PickOptions<S, D>): void {
    if (!this.viewLayers.has(viewId)) return; // a view hidden for this state
    const { view, pickers } = this.entry(viewId);
    const target = new Container();
    target.eventMode = 'static';
    target.hitArea = new Rectangle(view.rect.x, view.rect.y, view.rect.width, view.rect.height);
    pickers.addChild(target);
    const PICK_RADIUS = 14;
    let current: number | null = null;
    const pickAt = (x: number, y: number) => {
      if (!this.latest) return;
      let best: number | null = null;
      let bestDistance = PICK_RADIUS;
      if (view.contains({ x, y })) {
        options.points(this.latest.state, this.latest.derived).forEach((p, i) => {
          const s = view.toScreen(p);
          const d = Math.hypot(s.x - x, s.y - y);
          if (d < bestDistance) { bestDistance = d; best = i; }
        });
      }
      if (best !== current) {
        current = best;
        this.store.update((s) => options.pick(s, best));
      }
    };
    target.on('globalpointermove', (event) => pickAt(event.global.x, event.global.y));
    target.on('pointertap', (event) => pickAt(event.global.x, event.global.y));
  }

  pointerFollow(viewId: string, options: { enabled(state: S): boolean; follow(state: S, position: Vec2): S }): void {
    if (!this.viewLayers.has(viewId)) return; // a view hidden for this state
    const { view, pickers } = this.entry(viewId);
    const target = new Container();
    target.eventMode = 'static';
    pickers.addChild(target);
    target.on('globalpointermove', (event) => {
      // Mice and pens hover; a touch drags handles instead of steering the point.
      if (this.draggingNow || event.pointerType === 'touch') return;
      const at = { x: event.global.x, y: event.global.y };
      if (!view.contains(at) || !options.enabled(this.store.state)) return;
      const world = view.toWorld(at);
      this.store.update((s) => options.follow(s, world));
    });
  }

  destroy(): void {
    this.updaters.length = 0;
    this.selectables.length = 0;
    this.handles.length = 0;
    this.root.destroy({ children: true });
  }

  private entry(viewId: string) {
    const entry = this.viewLayers.get(viewId);
    if (!entry) throw new Error(`No view named ${viewId}`);
    return entry;
  }

  private knob(parent: Container, color: number, radius = KNOB_RADIUS): Container {
    const knob = new Container();
    const g = new Graphics().circle(0, 0, radius).fill(this.theme.background).stroke({ width: 2.5, color });
    knob.addChild(g);
    knob.eventMode = 'static';
    knob.cursor = 'move';
    knob.hitArea = new Circle(0, 0, KNOB_HIT_RADIUS);
    parent.addChild(knob);
    return knob;
  }

  /** pointerdown starts, globalpointermove moves, pointerup or pointerupoutside ends (also outside the canvas). */
  private draggable(target: Container, view: View, id: string, hooks: DragHooks, onEnd?: () => void): void {
    let pointerId: number | null = null;
    const world = (event: FederatedPointerEvent) => view.toWorld({ x: event.global.x, y: event.global.y });
    target.on('pointerdown', (event) => {
      if (pointerId !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
      pointerId = event.pointerId;
      this.draggingNow = true;
      event.stopPropagation();
      this.selection.onDragStart(id);
      hooks.start(world(event));
    });
    target.on('globalpointermove', (event) => {
      if (event.pointerId !== pointerId) return;
      hooks.move(world(event));
    });
    const end = (event: FederatedPointerEvent) => {
      if (event.pointerId !== pointerId) return;
      pointerId = null;
      this.draggingNow = false;
      this.selection.onDragEnd();
      onEnd?.();
    };
    target.on('pointerup', end);
    target.on('pointerupoutside', end);
    target.on('pointerover', () => { this.setHovered(id); });
    target.on('pointerout', () => { if (pointerId === null) this.setHovered(null); });
  }

  private setHovered(id: string | null): void {
    if (this.hovered === id) return;
    this.hovered = id;
    this.onHoverChange?.();
  }

  onHoverChange?: () => void;
}
