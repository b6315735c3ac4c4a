// The pixi side of a figure: one container per view (clipped to it, and hit-tested only inside it), the
// figure's layers, and the handles (bodyHandle.ts, knobHandles.ts) placed in them. Each frame: every layer draws, every
// handle moves, then each view's labels are placed clear of what was drawn and of the handles.

import { Container, Graphics, Rectangle, Text, type TextStyle } from './pixi';
import type { Pose, Vec2 } from '../geometry/vec2';
import {
  type BodyOptions, type Pen, type PickOptions, type PointHandleOptions, type Scene, type VelocityHandleOptions, type VertexHandlesOptions, KNOB_RADIUS,
} from './figure';
import { type Bounds, KEEP_ROUNDING, holdBack, inset, outsideBy } from './confine';
import { confined, guardedChange } from './guard';
import { addBody } from './bodyHandle';
import { type BodyPose, type HandleContext, type HandleInfo, type Selectable, type ViewEntry, someKnob } from './handles';
import { addPickPoints, addPointHandle, addVelocityHandle, addVertexHandles } from './knobHandles';
import { type Box, type Obstacle, circleHitsBox, obstacleHitsBox } from './labels';
import { PixiPen, textStyle } from './pen';
import { Pointer } from './pointer';
import type { Store } from './store';
import type { Theme } from './theme';
import { KEEP_MARGIN, type View } from './view';

/** How much of a view's title shows while a knob lies on it. */
const TITLE_UNDER_KNOB = 0.25;
/** How much of a title's plate shows while a drawing runs under it (its text stays whole). */
const PLATE_OVER_DRAWING = 0.3;

/** What the scene asks of its host. */
export interface SceneHost<S, D> {
  derivedOf(state: S): D;
  selected(): string | null;
  dragStarted(id: string): void;
  hoverChanged(): void;
  /** A handle's change that the figure (or the core under it) refused: the state stays as it was. */
  refused(error: unknown): void;
  /**
   * A move stopped short because it would carry what a view keeps (B − A) out of it: `note` says so (the scene shows
   * it in that view from the next frame); `first` for the first move of a run of such moves.
   */
  held(note: string, first: boolean): void;
  /** The reader moved something by hand (a drag or a key), and the state went from `before` to `after` with it. */
  movedByHand(before: S, after: S): void;
}

/**
 * A line of text no wider than `width`: where it is wider (three views side by side at 600 px), it ends at a whole
 * word with an ellipsis, since the view clips what it draws and would cut it mid-word.
 */
function fittedText(text: string, style: TextStyle, width: number): Text {
  const shown = new Text({ text, style });
  const words = text.split(' ');
  while (shown.width > width && words.length > 1) {
    words.pop();
    shown.text = `${words.join(' ').replace(/[,;:—–-]+$/, '')}…`;
  }
  return shown;
}

/** What a view that keeps B − A in it says while a move is stopped at its edge. */
export const HELD_NOTE = 'B − A stops at this view’s edge';

export class PixiScene<S, D> implements Scene<S, D> {
  readonly root = new Container();
  readonly handles: HandleInfo[] = [];
  readonly pointer: Pointer;
  private readonly entries = new Map<string, ViewEntry>();
  private readonly updaters: ((state: S, derived: D) => void)[] = [];
  private readonly pens = new Map<string, PixiPen[]>();
  private readonly selectableSources: { viewId: string; list: () => Selectable[] }[] = [];
  private readonly obstacleSources = new Map<string, (() => Obstacle[])[]>();
  private readonly context: HandleContext<S, D>;
  private readonly confiners: ((state: S) => S)[] = [];
  private readonly layoutConfiners: ((state: S) => S)[] = [];
  private readonly keepers: { viewId: string; bounds: Bounds; points: (state: S, derived: D) => readonly Vec2[] }[] = [];
  private readonly bodyPoses: { body: BodyPose<S>; onLayout?: (state: S) => boolean }[] = [];
  /** The state a move was last stopped in by a view's keeper, and that view: its note shows while the state is that one. */
  private held: { state: S; viewId: string; low: boolean } | null = null;
  /** Each keeping view's note, and where it sits: at the view's foot, or at its top where B − A went out below. */
  private readonly heldNotes = new Map<string, { note: Container; foot: number; top: number; height: number }>();
  private readonly derivedOf: (state: S) => D;

  /**
   * `views`: the views shown now; `declared`: every view id the figure has (a hidden view is skipped, an
   * unknown one is an error).
   */
  constructor(views: readonly View[], private readonly declared: readonly string[], readonly theme: Theme, store: Store<S>, host: SceneHost<S, D>) {
    this.derivedOf = (state) => host.derivedOf(state);
    this.pointer = new Pointer({ hoverChanged: () => host.hoverChanged(), dragStarted: (id) => host.dragStarted(id) });
    views.forEach((view, index) => this.addView(view, index));
    this.context = {
      store, theme, pointer: this.pointer,
      derivedOf: (state) => host.derivedOf(state),
      isSelected: (id) => host.selected() === id,
      onUpdate: (update) => { this.updaters.push(update); },
      update: (change) => store.update(guardedChange(change, this.confiners, (error) => host.refused(error))),
      move: (path, held) => {
        // Set inside the change, which the store runs before update returns.
        const stop: { by: { viewId: string; low: boolean } | null } = { by: null };
        const before = store.state;
        store.update(guardedChange((s) => {
          const at = path(s);
          if (this.keepers.length === 0 && !held) return at(1, 1);
          const end = at(1, 1);
          const reached = holdBack(s, at, (state) => this.outsideKept(state, (x) => host.derivedOf(x)) + (held ? held(state) : 0));
          stop.by = reached === end ? null : this.keeperLeftBy(s, end, host.derivedOf(end));
          return reached;
        }, this.confiners, (error) => host.refused(error)));
        const wasHeld = this.held !== null;
        this.held = stop.by === null ? null : { state: store.state, ...stop.by };
        if (stop.by !== null) host.held(HELD_NOTE, !wasHeld);
        if (store.state !== before) host.movedByHand(before, store.state);
      },
      confined: (state) => confined(state, this.confiners),
      addBodyPose: (body, onLayout) => { this.bodyPoses.push({ body, onLayout }); },
      addConfiner: (confine, onLayout) => {
        this.confiners.push(confine);
        this.layoutConfiners.push(onLayout ? (s) => (onLayout(s) ? confine(s) : s) : confine);
      },
      addHandle: (handle) => { this.handles.push(handle); },
      addSelectables: (viewId, list) => { this.selectableSources.push({ viewId, list }); },
      addObstacles: (viewId, list) => { this.obstacleSources.get(viewId)?.push(list); },
    };
  }

  /**
   * `state` with every body brought inside its view, as a drag would leave it (the confiners, twice), and then,
   * where what the figure keeps in a view (B − A) is still out of it, the bodies drawn together (drawnTogether).
   * The state itself when nothing pokes out, or when a confiner meets a shape the core rejects. With
   * `drawTogether` false, only the bodies are brought in.
   */
  keptInView(state: S, drawTogether = true): S {
    let inside: S;
    try {
      inside = confined(state, this.layoutConfiners);
    } catch {
      return state;
    }
    if (!drawTogether) return inside;
    try {
      return this.drawnTogether(inside);
    } catch {
      return inside;
    }
  }

  /**
   * Whether all that the figure keeps in a view (B − A) lies inside it in `state`, to rounding (KEEP_ROUNDING, what a
   * held move may leave out; the bounds lie KEEP_MARGIN inside the view), and true where it keeps none.
   */
  keepsInside(state: S): boolean {
    try {
      return this.keepers.length === 0 || this.outsideKept(state, this.derivedOf) <= KEEP_ROUNDING;
    } catch {
      return true;
    }
  }

  /**
   * Where the bodies, each in its view, leave a point the figure keeps in a view (B − A in its own) outside it:
   * the bodies drawn along their lines to the middle of their positions, their angles kept, to the place on
   * those lines that leaves the least of it out (drawn together, B − A shrinks to round the origin, but a view
   * may show the origin only near its edge), then as far back out as that allows. Taken only where all of it
   * then fits (to KEEP_ROUNDING), after the confiners have had the bodies again; else `state` as it is, so a B − A
   * too large for its view costs the figure nothing (a body's move resets a run; a part of the way is not worth
   * that).
   */
  private drawnTogether(state: S): S {
    const excess = (s: S) => this.outsideKept(s, this.derivedOf);
    const before = this.keepers.length === 0 ? 0 : excess(state);
    if (before <= KEEP_ROUNDING) return state;
    const bodies = this.bodyPoses.filter(({ onLayout }) => !onLayout || onLayout(state)).map(({ body }) => ({ body, pose: body.pose(state) }))
      .filter((b): b is { body: BodyPose<S>; pose: Pose } => b.pose !== null);
    if (bodies.length < 2) return state;
    const middle = {
      x: bodies.reduce((sum, b) => sum + b.pose.position.x, 0) / bodies.length,
      y: bodies.reduce((sum, b) => sum + b.pose.position.y, 0) / bodies.length,
    };
    // at(0, 0): every body at the middle; at(1, 1): where the state has them.
    const at = (tx: number, ty: number) => bodies.reduce((s, { body, pose }) => body.setPose(s, {
      position: { x: middle.x + (pose.position.x - middle.x) * tx, y: middle.y + (pose.position.y - middle.y) * ty }, angle: pose.angle,
    }), state);
    // What is left out is convex along the lines (B − A moves along one line as the bodies do): its least, by
    // golden-section search, then holdBack from there towards where the bodies were.
    const ratio = (Math.sqrt(5) - 1) / 2;
    let lo = 0, hi = 1;
    for (let i = 0; i < 40; i++) {
      const u1 = hi - ratio * (hi - lo), u2 = lo + ratio * (hi - lo);
      if (excess(at(u1, u1)) <= excess(at(u2, u2))) hi = u2; else lo = u1;
    }
    const u = (lo + hi) / 2;
    const along = (tx: number, ty: number) => at(u + (1 - u) * tx, u + (1 - u) * ty);
    const drawn = confined(holdBack(along(0, 0), along, excess), this.layoutConfiners);
    return excess(drawn) <= KEEP_ROUNDING ? drawn : state;
  }

  private addView(view: View, index: number): void {
    const { rect } = view;
    const container = new Container();
    // Presses are tested against this view's own shapes only inside its rectangle: a shape (or a knob's
    // catch radius) reaching past the edge never takes a press meant for the view beside it.
    container.hitArea = new Rectangle(rect.x, rect.y, rect.width, rect.height);
    // Each view must not draw over another. The first view needs no mask: the canvas edge clips it, and the
    // opaque backgrounds of the views after it cover whatever it draws past its edge. Later views are masked.
    // (A stencil mask costs about a sixth of a frame under software WebGL: npm run bench:page.)
    if (index > 0) {
      const mask = new Graphics().rect(rect.x, rect.y, rect.width, rect.height).fill(0xffffff);
      container.addChild(mask);
      container.mask = mask;
    }
    const background = new Graphics().rect(rect.x, rect.y, rect.width, rect.height).fill(this.theme.background);
    // Hover and tap targets listen here, under every handle, so handles win where both are.
    const pickers = new Container();
    const layers = new Container();
    // The view's title sits above its drawings (a grid would otherwise run through it).
    const titles = new Container();
    const handles = new Container();
    // A verdict's lines (fixed labels) sit on plates above the bodies, so a shape dragged under them leaves them legible.
    const notes = new Container();
    // Knobs (rotation, points, velocities, vertices) sit above every body, so no shape hides a knob.
    const knobs = new Container();
    container.addChild(background, pickers, layers, titles, handles, notes, knobs);
    let titlePlate: Box | undefined;
    let titleText = '';
    let plateShape: Graphics | undefined;
    if (view.spec.title) {
      const title = fittedText(view.spec.title, textStyle(this.theme.font, 12, this.theme.muted), rect.width - 20);
      titleText = title.text;
      title.position.set(Math.round(rect.x + 10), Math.round(rect.y + 10));
      const plate = new Graphics().roundRect(rect.x + 6, rect.y + 7, title.width + 8, title.height + 6, 3).fill({ color: this.theme.background, alpha: 0.85 });
      titles.addChild(plate, title);
      plateShape = plate;
      const box = { x: rect.x + 6, y: rect.y + 7, width: title.width + 8, height: title.height + 6 };
      titlePlate = box;
      this.obstacleSources.set(view.id, [() => [
        { kind: 'segment', a: { x: box.x, y: box.y + box.height / 2 }, b: { x: box.x + box.width, y: box.y + box.height / 2 } },
      ]]);
    } else {
      this.obstacleSources.set(view.id, []);
    }
    if (rect.x > 0 || rect.y > 0) {
      const divider = new Graphics();
      if (rect.x > 0) divider.moveTo(rect.x + 0.5, rect.y).lineTo(rect.x + 0.5, rect.y + rect.height);
      else divider.moveTo(rect.x, rect.y + 0.5).lineTo(rect.x + rect.width, rect.y + 0.5);
      divider.stroke({ width: 1, color: this.theme.axis });
      container.addChild(divider);
    }
    this.root.addChild(container);
    const inner = view.inner();
    const fixedLabels = () => (this.pens.get(view.id) ?? []).flatMap((pen) => pen.fixedBoxes);
    this.entries.set(view.id, { view, pickers, layers, handles, notes, knobs, inner, turnKnobs: [], knobMarks: [], fixedLabels, title: titlePlate && plateShape && { container: titles, plate: plateShape, box: titlePlate, text: titleText } });
    this.pens.set(view.id, []);
  }

  /** The view's entry; null for a declared view hidden in this state; an error for a view the figure lacks. */
  private entry(viewId: string): ViewEntry | null {
    const entry = this.entries.get(viewId);
    if (entry) return entry;
    if (this.declared.includes(viewId)) return null;
    throw new Error(`This figure has no view called “${viewId}”; its views are: ${this.declared.join(', ')}.`);
  }

  /** A view's title as shown (cut at a word where the view is narrow) and its plate, in the view's pixels; null for none. */
  titleOf(viewId: string): { text: string; box: Box } | null {
    const title = this.entries.get(viewId)?.title;
    return title ? { text: title.text, box: title.box } : null;
  }

  /** How much of a view's title shows (1 unless a knob lies on it); null for a view without one. */
  titleShown(viewId: string): number | null {
    return this.entries.get(viewId)?.title?.container.alpha ?? null;
  }

  /** How much of a view's title plate shows (1 unless a drawing runs under it); null for a view without a title. */
  plateShown(viewId: string): number | null {
    return this.entries.get(viewId)?.title?.plate.alpha ?? null;
  }

  view(id: string): View {
    const entry = this.entry(id);
    if (!entry) throw new Error(`The view “${id}” is hidden in this state.`);
    return entry.view;
  }

  /**
   * The view whose kept points `end` carries farther out than `start` left them, and whether they went out through
   * its lower half (the note then goes to the top, off them); null for none.
   */
  private keeperLeftBy(start: S, end: S, derived: D): { viewId: string; low: boolean } | null {
    const before = this.derivedOf(start);
    for (const k of this.keepers) {
      const points = k.points(end, derived);
      if (!(outsideBy(points, k.bounds) > outsideBy(k.points(start, before), k.bounds) + KEEP_ROUNDING)) continue;
      const middle = (k.bounds.min.y + k.bounds.max.y) / 2;
      const lowest = Math.min(...points.map((p) => p.y)), highest = Math.max(...points.map((p) => p.y));
      return { viewId: k.viewId, low: middle - lowest > highest - middle };
    }
    return null;
  }

  /** The view whose held note shows now (a move stopped at its edge), or null: for the browser tests. */
  heldIn(): string | null {
    for (const [viewId, { note }] of this.heldNotes) if (note.visible) return viewId;
    return null;
  }

  /** How far the farthest point a figure keeps in a view lies outside it, in `state` (0: all inside). */
  private outsideKept(state: S, derivedOf: (state: S) => D): number {
    const derived = derivedOf(state);
    return Math.max(0, ...this.keepers.map((k) => outsideBy(k.points(state, derived), k.bounds)));
  }

  /** For the browser tests: each view's kept points in `state`, in world coordinates. */
  kept(state: S, derived: D): { viewId: string; points: Vec2[] }[] {
    return this.keepers.map((k) => ({ viewId: k.viewId, points: k.points(state, derived).map((p) => ({ x: p.x, y: p.y })) }));
  }

  /**
   * For the browser tests: every label of this frame, its view, the box it was placed in (canvas pixels), what it
   * crosses there and whether a leader ties it back to its point (labels.ts).
   */
  labels(): { viewId: string; text: string; box: Box; collisions: number; leader: boolean }[] {
    return [...this.pens].flatMap(([viewId, pens]) => pens.flatMap((pen) => pen.placed.map(({ text, box, collisions, leader }) => ({ viewId, text, box: { ...box }, collisions, leader }))));
  }

  /** Which view holds canvas point (x, y). */
  viewAt(x: number, y: number): string | null {
    for (const [id, entry] of this.entries) if (entry.view.contains({ x, y })) return id;
    return null;
  }

  /** What the keyboard can select, bodies and points first, then velocities, corners and pick points. */
  selectables(): Selectable[] {
    const rank = { body: 0, point: 0, rotate: 0, velocity: 1, vertex: 2, pick: 3 } as const;
    return this.selectableSources.flatMap((source) => source.list()).sort((a, b) => rank[a.kind] - rank[b.kind]);
  }

  update(state: S, derived: D): void {
    const before = this.fixedLabelsKey();
    this.updateOnce(state, derived);
    // Turning knobs keep off the fixed labels as last placed. Where those moved (a verdict's text changed its
    // width), the frame is made once more, so no knob is drawn where a label has just gone; fixed labels do not
    // depend on knobs, so that settles at once.
    if (this.fixedLabelsKey() !== before) this.updateOnce(state, derived);
  }

  /** Where every view's fixed labels were last placed, as text; empty where no view has a turning knob. */
  private fixedLabelsKey(): string {
    const views = [...this.entries.values()].filter((e) => e.turnKnobs.length > 0);
    return views.map((e) => e.fixedLabels().map((b) => `${b.x},${b.y},${b.width},${b.height}`).join(';')).join('|');
  }

  private updateOnce(state: S, derived: D): void {
    for (const update of this.updaters) update(state, derived);
    // A move stopped at a view's edge says so in that view until the state moves on.
    if (this.held && this.held.state !== state) this.held = null;
    for (const [viewId, { note, foot, top, height }] of this.heldNotes) {
      note.visible = this.held?.viewId === viewId;
      if (!note.visible) continue;
      // At the foot, above a fixed label there (a view's caption line), which the note would hide.
      const under = this.held!.low ? [] : (this.entries.get(viewId)?.fixedLabels() ?? []).filter((b) => b.y + b.height > foot - 3 && b.y < foot + height);
      note.y = this.held!.low ? top : Math.min(foot, ...under.map((b) => b.y - height - 4));
    }
    // A knob on a view's title (a point or a pinned knob in the top left corner) is drawn over it: the title fades,
    // so neither hides the other.
    for (const { knobs, title } of this.entries.values()) {
      if (title) title.container.alpha = someKnob(knobs, (_area, x, y) => circleHitsBox({ x, y }, KNOB_RADIUS, title.box)) ? TITLE_UNDER_KNOB : 1;
    }
    for (const [viewId, pens] of this.pens) {
      if (pens.length === 0) continue;
      const obstacles = [
        ...(this.obstacleSources.get(viewId) ?? []).flatMap((source) => source()),
        ...pens.flatMap((pen) => pen.obstacles),
      ];
      // The title's plate keeps a line or dot drawn under it (B − A dragged to the corner) in sight: it thins, and the
      // title's text stays on top. (Fills are not obstacles and do not thin it.)
      const title = this.entries.get(viewId)?.title;
      if (title) title.plate.alpha = pens.some((pen) => pen.obstacles.some((o) => obstacleHitsBox(o, title.box))) ? PLATE_OVER_DRAWING : 1;
      const placed: Box[] = [];
      // Labels fixed to their place first (a view's verdict lines), so that every other label keeps clear of them.
      for (const pen of pens) pen.placeLabels(obstacles, placed, true);
      for (const pen of pens) pen.placeLabels(obstacles, placed, false);
    }
  }

  layer(viewId: string, draw: (pen: Pen, state: S, derived: D) => void): void {
    const entry = this.entry(viewId);
    if (!entry) return;
    const group = new Container();
    entry.layers.addChild(group);
    const pen = new PixiPen(entry.view, this.theme, group, entry.notes);
    this.pens.get(viewId)!.push(pen);
    this.updaters.push((state, derived) => {
      pen.begin();
      draw(pen, state, derived);
      pen.end();
    });
  }

  body(viewId: string, options: BodyOptions<S, D>): void {
    const entry = this.entry(viewId);
    if (entry) addBody(this.context, viewId, entry, options);
  }

  pointHandle(viewId: string, options: PointHandleOptions<S, D>): void {
    const entry = this.entry(viewId);
    if (entry) addPointHandle(this.context, viewId, entry, options);
  }

  velocityHandle(viewId: string, options: VelocityHandleOptions<S, D>): void {
    const entry = this.entry(viewId);
    if (entry) addVelocityHandle(this.context, viewId, entry, options);
  }

  vertexHandles(viewId: string, options: VertexHandlesOptions<S, D>): void {
    const entry = this.entry(viewId);
    if (entry) addVertexHandles(this.context, viewId, entry, options);
  }

  pickPoints(viewId: string, options: PickOptions<S, D>): void {
    const entry = this.entry(viewId);
    if (entry) addPickPoints(this.context, viewId, entry, options);
  }

  keepInView(viewId: string, points: (state: S, derived: D) => readonly Vec2[]): void {
    const entry = this.entry(viewId);
    if (!entry) return;
    this.keepers.push({ viewId, bounds: inset(entry.view.worldBounds(), entry.view.toWorldLength(KEEP_MARGIN)), points });
    if (this.heldNotes.has(viewId)) return;
    // The note a stopped move shows, on a plate as the title is, over the drawings: at the foot of the view, or
    // under its title where B − A went out below (so the note does not hide where it stopped).
    const { rect } = entry.view;
    const plate = new Container();
    const text = fittedText(HELD_NOTE, textStyle(this.theme.font, 12, this.theme.ink), rect.width - 20);
    const x = Math.round(rect.x + (rect.width - text.width) / 2);
    plate.addChild(new Graphics().roundRect(x - 4, -3, text.width + 8, text.height + 6, 3).fill({ color: this.theme.background, alpha: 0.9 }).stroke({ width: 1, color: this.theme.muted }), text);
    text.position.set(x, 0);
    plate.visible = false;
    entry.knobs.parent?.addChild(plate);
    this.heldNotes.set(viewId, { note: plate, foot: Math.round(rect.y + rect.height - text.height - 12), top: Math.round(rect.y + 36), height: text.height + 3 });
  }

  pointerFollow(viewId: string, options: { enabled(state: S): boolean; follow(state: S, position: Vec2): S }): void {
    const entry = this.entry(viewId);
    if (!entry) return;
    const target = new Container();
    target.eventMode = 'static';
    entry.pickers.addChild(target);
    const { store } = this.context;
    this.pointer.follow(target, entry.view, (world) => {
      if (!options.enabled(store.state)) return;
      const at = { x: Math.min(entry.inner.max.x, Math.max(entry.inner.min.x, world.x)), y: Math.min(entry.inner.max.y, Math.max(entry.inner.min.y, world.y)) };
      store.update((s) => options.follow(s, at));
    });
  }

  destroy(): void {
    this.updaters.length = 0;
    this.handles.length = 0;
    this.selectableSources.length = 0;
    this.root.destroy({ children: true });
  }
}
