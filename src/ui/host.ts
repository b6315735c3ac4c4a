// FigureHost: one figure on the page, and the one place its parts meet. Data flows one way: handle, key or
// panel -> setter -> store -> derive (pure core) -> layers, readouts and panel redrawn -> one coalesced
// render. The parts: figureDom.ts (the HTML), pixiMount.ts (the canvas and its context), scene.ts with
// the handles (handles.ts, bodyHandle.ts, knobHandles.ts) and pointer.ts (drawing and interaction),
// keyboard.ts, panel.ts, readouts.ts.

import type { Application } from './pixi';
import type { Controller } from 'lil-gui';
import { GeometryError } from '../geometry/errors';
import type { AnyFigure } from './figure';
import type { ContextBudget, Mountable } from './budget';
import { FigureDom } from './figureDom';
import { type KeyboardBinding, bindKeyboard } from './keyboard';
import { linkedState } from './link';
import { PixiMount } from './pixiMount';
import { bindStagePointer } from './pointer';
import { type RendererChoice, drawsInSoftware } from './renderer';
import { PixiScene } from './scene';
import { Store } from './store';
import { currentTheme, prefersReducedMotion } from './theme';
import { linkedStateOf, urlKey } from './url';
import { type View, layoutViews } from './view';
import { warmUp } from './warmUp';

/** The least width and height of a view, pixels, whose layout may move the shapes into it (buildScene). */
const USABLE_VIEW = 120;

/** A handle as the browser tests see it: page coordinates, whether a press there takes it, what it holds. */
export interface HandleOnPage {
  id: string; kind: string; view: string; x: number; y: number; reachable: boolean;
  world: { x: number; y: number; angle: number };
  /** Its view's rectangle in page coordinates. */
  viewBox: { x: number; y: number; width: number; height: number };
}

/** Seams for the browser tests and the page benchmark, gathered here; nothing else of the page uses them. */
export interface HostDebug {
  /** Every visible handle, computed from the current state (a pending frame is drawn first). */
  handles(): HandleOnPage[];
  /** What a press at page point (x, y) would take, and the view that point lies in. */
  hitAt(x: number, y: number): { id: string; kind: string; view: string } | null;
  viewAt(x: number, y: number): string | null;
  /** Each view shown: its box on the page, the world it shows, how much of its title shows (1, less under a knob) and of its plate (1, less over a drawing); null for none. */
  views(): { id: string; box: { x: number; y: number; width: number; height: number }; world: { min: { x: number; y: number }; max: { x: number; y: number } }; titleShown: number | null; plateShown: number | null; title: { text: string; box: { x: number; y: number; width: number; height: number } } | null }[];
  /** Frames rendered so far. */
  frames(): number;
  /** True while a frame or an animation step is pending. */
  busy(): boolean;
  /** What the keyboard can select now, in Tab order. */
  selectables(): { id: string; kind: string; label: string }[];
  /** The points the figure keeps inside each view (keepInView), in world coordinates, from the current state. */
  kept(): { viewId: string; points: { x: number; y: number }[] }[];
  /** Whether a new layout would leave the state as it is: every body, free point and B − A already in view. */
  inView(): boolean;
  /** The view whose note says a move stopped at its edge (B − A kept in it), as drawn now; null for none. */
  heldIn(): string | null;
  /**
   * Every label drawn now: its view, its text, the box it was placed in (page coordinates), what it crosses there
   * (1 a line, 3 a label or knob covered), and whether a leader line ties it to its point (placed far from it).
   */
  labels(): { view: string; text: string; box: { x: number; y: number; width: number; height: number }; collisions: number; leader: boolean }[];
}

export class FigureHost implements Mountable {
  readonly store: Store<unknown>;
  readonly stage: HTMLDivElement;
  readonly debug: HostDebug;
  private readonly dom: FigureDom;
  private readonly controllers: Controller[] = [];
  private readonly mount_: PixiMount;
  private readonly keyboard: KeyboardBinding;
  /** The last state that derived without error, and what it derived. */
  private lastGood: unknown;
  /** The state came from a link: the first scene built keeps its shapes in view, and says so (buildScene). */
  private confineOnBuild = false;
  /**
   * The views of the last scene built, as a key (null before the first): a scene built in other views (a new
   * width, a view added) keeps the shapes in view; one built in the same views (a remount) leaves them be.
   */
  private builtLayout: string | null = null;
  /** Whether B − A fitted its view in the last scene built in views a reader can use (see USABLE_VIEW). */
  private fitted = true;
  /** Whether the scene drawn now was built in such views. */
  private usable = false;
  private derived: unknown;
  private memo: { state: unknown; derived: unknown } | null = null;
  private scene: PixiScene<unknown, unknown> | null = null;
  private views: View[] = [];
  private viewKey = '';
  private width = 0;
  private height = 0;
  private frameRequested = false;
  private ticking = false;
  private lastTick: number | null = null;
  private rendered = 0;
  private selected: string | null = null;
  private resolveDrawn: () => void = () => undefined;
  private panelShown: Promise<void> | null = null;
  /** Settles when the figure has drawn its first frame. */
  readonly drawn = new Promise<void>((resolve) => { this.resolveDrawn = resolve; });

  constructor(
    readonly element: HTMLElement, readonly figure: AnyFigure, private readonly budget: ContextBudget,
    start: { state: unknown; notes: string[]; linked?: boolean }, renderer: RendererChoice = 'auto',
  ) {
    // A link that arrives playing, where motion is reduced: the linked moment, paused (see paused).
    const stillStart = start.linked === true && figure.paused && figure.animating?.(start.state) && prefersReducedMotion();
    this.store = new Store(() => figure.initialState(), stillStart ? figure.paused!(start.state) : start.state);
    this.lastGood = this.store.state;
    this.dom = new FigureDom(element, figure, { copyLink: () => void this.copyLink() });
    this.stage = this.dom.stage;
    this.mount_ = new PixiMount(this.stage, renderer, budget.stats, {
      size: () => ({ width: this.width, height: this.height || figure.height }),
      ready: (app) => this.ready(app),
      leaving: () => this.dropScene(),
      restored: () => this.buildScene(),
      interactive: () => {
        this.buildScene();
        this.element.dataset.mounted = 'true';
      },
      say: (key, message) => this.dom.say(key, message),
      failed: () => this.budget.release(this),
      redraw: () => this.requestFrame(),
    });

    this.dom.linkNotes(stillStart ? [...start.notes, 'Motion is reduced on this device, so the link’s animation is paused.'] : start.notes);
    this.confineOnBuild = start.linked === true;

    this.derived = this.derive(this.store.state);
    this.store.subscribe(() => this.requestFrame());
    // Focus by keyboard says what is selected; focus by a click on the drawing says nothing.
    this.stage.addEventListener('focus', () => { if (this.stage.matches(':focus-visible')) this.announceSelection(); });
    this.keyboard = bindKeyboard(this.stage, {
      selectables: () => this.scene?.selectables() ?? [],
      selected: () => this.selected,
      select: (id, byKey) => this.select(id, byKey),
    });
    bindStagePointer(this.stage, () => this.scene?.pointer ?? null, () => this.mount_.app?.canvas ?? null, (x, y) => this.grabsAt(x, y));
    new ResizeObserver(() => this.resize()).observe(this.element);
    this.resize();
    this.debug = this.makeDebug();
    this.frame();
  }

  /**
   * Builds the panel. lil-gui (and panel.ts) are fetched here, not with the page: main.ts asks once the page's first figure
   * is drawn, so the first drawing does not wait for it. Marks the figure `data-panel="ready"`.
   */
  showPanel(): Promise<void> {
    this.panelShown ??= Promise.all([import('lil-gui'), import('./panel')]).then(([{ default: Gui }, { StorePanel }]) => {
      const gui = this.dom.buildGui(Gui);
      const panel = new StorePanel(
        gui, this.store, this.controllers, (message) => this.dom.say('input', message), (s) => this.derivedOf(s),
        // As a new layout confines them: a body whose pose a run has reached (keptInViewOnLayout) is left alone, so a
        // button or a toggle mid-run does not send the run back to its start.
        (s) => this.scene?.keptInView(s, false) ?? s,
        () => this.scene?.pointer.endDrag(),
      );
      this.figure.controls?.(panel);
      gui.add({ reset: () => this.reset() }, 'reset').name('Reset');
      this.element.dataset.panel = 'ready';
      this.requestFrame();
    }, () => {
      this.dom.say('panel', 'The parameter panel could not be loaded; the drawing still works.');
    });
    return this.panelShown;
  }

  mount(): void {
    this.mount_.mount();
  }

  unmount(): void {
    this.mount_.unmount();
  }

  /** Rebuild with the current colour scheme (called when prefers-color-scheme changes). */
  restyle(): void {
    this.buildScene();
  }

  reset(): void {
    this.dom.clearMessages();
    this.store.reset();
  }

  distanceToViewport(): number {
    const box = this.element.getBoundingClientRect();
    return Math.abs(box.top + box.height / 2 - innerHeight / 2);
  }

  /** For the browser tests (e2e/helpers.ts): the same as debug.handles(). */
  testHandles(): HandleOnPage[] {
    return this.debug.handles();
  }

  requestFrame(): void {
    if (this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame(() => {
      if (!this.frameRequested) return; // drawn early, for a test that asked
      this.frame();
    });
  }

  /** The derived record of `state`: the one drawn, or computed (and kept) for a state not drawn yet. */
  private derivedOf(state: unknown): unknown {
    if (state === this.lastGood) return this.derived;
    const memo = this.memo;
    if (memo && memo.state === state) return memo.derived;
    try {
      const derived = this.figure.derive(state);
      this.memo = { state, derived };
      return derived;
    } catch {
      return this.derived;
    }
  }

  /** Derive once, then redraw everything that shows the result, then render once. */
  private frame(): void {
    this.frameRequested = false;
    const started = performance.now();
    const state = this.store.state;
    if (state !== this.lastGood) {
      // A handle's confiner has often derived this very state already (derivedOf), while the pointer moved.
      const memo = this.memo;
      const derived = memo !== null && memo.state === state ? this.derivedAgain(memo.derived) : this.derive(state);
      if (derived === undefined) return;
      this.derived = derived;
      this.lastGood = state;
    }
    if (this.visibleIds().join('|') !== this.viewKey) this.resize(true);
    const drawn = this.show(state);
    this.dom.announcer.values(this.dom.readouts.text);
    this.element.dataset.state = JSON.stringify(state); // for the browser tests
    for (const c of this.controllers) c.updateDisplay();
    this.animate();
    if (drawn) {
      this.rendered++;
      this.element.dataset.rendered = String(this.rendered);
      if (this.element.dataset.firstFrame === undefined) {
        // Also a mark on the page's timeline, to the microsecond (the browser tests and a profiler read it).
        const mark = performance.mark(`first frame: ${this.figure.id}`);
        this.element.dataset.firstFrame = String(Math.round(mark.startTime));
        this.resolveDrawn();
      }
    }
    window.__figures?.frameWork?.push(performance.now() - started);
  }

  /**
   * What a frame shows of the record derived for `state`: the readouts, then, where a scene is up, its layers and one
   * render (left out where `render` is false: warmUp). Whether the scene was drawn.
   */
  private show(state: unknown, render = true): boolean {
    this.dom.readouts.update(this.figure.readouts(state, this.derived));
    const app = this.mount_.app;
    if (!this.scene || !app) return false;
    this.scene.update(state, this.derived);
    if (render) app.render();
    return true;
  }

  /** Runs one animation frame after another only while the figure says it is animating. */
  private animate(): void {
    const { animating, advance } = this.figure;
    if (!animating || !advance || !animating(this.store.state)) {
      this.lastTick = null;
      return;
    }
    if (this.ticking) return;
    this.ticking = true;
    requestAnimationFrame((time) => {
      this.ticking = false;
      if (!animating(this.store.state)) { this.lastTick = null; return; }
      const seconds = this.lastTick === null ? 1 / 60 : Math.min(0.1, (time - this.lastTick) / 1000);
      this.lastTick = time;
      this.store.update((s) => advance(s, seconds, { reducedMotion: prefersReducedMotion() }));
    });
  }

  /** A handle's change refused by the figure or the core: the state is kept; the reason is shown. */
  private refused(error: unknown): void {
    const message = error instanceof GeometryError ? error.message : `Something went wrong: ${String(error)}`;
    this.dom.say('geometry', `${message} The figure kept its last valid shape.`);
  }

  /** A derived record from derivedOf, which succeeded: the same as derive would give, and any old message goes. */
  private derivedAgain(derived: unknown): unknown {
    this.dom.say('geometry', null);
    return derived;
  }

  /** derive() through the core; on an error keep the last good state and say why. */
  private derive(state: unknown): unknown {
    try {
      const derived = this.figure.derive(state);
      this.dom.say('geometry', null);
      return derived;
    } catch (error) {
      const message = error instanceof GeometryError ? error.message : `Something went wrong: ${String(error)}`;
      this.dom.say('geometry', `${message} The figure kept its last valid shape.`);
      if (this.lastGood !== state) this.store.replace(this.lastGood);
      return undefined;
    }
  }

  private visibleIds(): string[] {
    const ids = this.figure.visibleViews?.(this.store.state);
    return this.figure.views.filter((v) => !ids || ids.includes(v.id)).map((v) => v.id);
  }

  private resize(force = false): void {
    const width = Math.round(this.stage.clientWidth || this.element.clientWidth);
    if ((width === this.width && !force) || width === 0) return;
    this.width = width;
    const ids = this.visibleIds();
    this.viewKey = ids.join('|');
    const layout = layoutViews(this.figure.views.filter((v) => ids.includes(v.id)), width, this.figure.height);
    this.height = layout.height;
    // The stage's height counts its border (box-sizing: border-box): the canvas gets the whole layout.height.
    const border = this.stage.offsetHeight - this.stage.clientHeight;
    this.stage.style.height = `${layout.height + Math.max(0, border)}px`;
    this.views = layout.views;
    if (this.mount_.app) {
      this.mount_.resize(width, layout.height);
      this.buildScene();
    }
  }

  private ready(app: Application): void {
    this.element.dataset.renderer = app.renderer.name;
    this.buildScene();
    // Mounted: drawn and taking the pointer (which may come just after the first frame: pixiMount.ts).
    if ('events' in app.renderer) this.element.dataset.mounted = 'true';
    this.warmUp(app);
  }

  /**
   * The work of a frame for the state drawn now (derive, readouts, layers, render), repeated in idle moments after
   * the figure is first shown (warmUp.ts). Its derive is made and thrown away: what is written and drawn is the
   * record drawn now, so nothing shown changes, even where a derive measures times (broad-phase). It waits for a
   * pending frame, and stops for good if it finds the figure animating or being dragged: those frames compile the
   * same code.
   */
  private warmUp(app: Application): void {
    // WebGL in software (only ever forced: the page picks Canvas 2D there) rasterises each render on the processor,
    // and a dozen of them queued stalled the page for up to 3 s while scrolling: there the renders are left out.
    const renders = !('gl' in app.renderer) || !drawsInSoftware(app.renderer.gl);
    warmUp(this.figure.id, () => {
      if (this.ticking || (this.scene?.pointer.activeDrag() ?? null) !== null) return 'never';
      return document.hidden || this.frameRequested || this.store.state !== this.lastGood ? 'later' : 'now';
    }, () => app !== this.mount_.app || !this.scene, () => {
      const state = this.store.state;
      try {
        this.figure.derive(state);
      } catch {
        return false;
      }
      return this.show(state, renders);
    }, (count) => { this.element.dataset.warmUps = String(count); });
  }

  private dropScene(): void {
    this.scene?.destroy();
    this.scene = null;
    this.element.dataset.mounted = 'false';
  }

  private buildScene(): void {
    const app = this.mount_.app;
    if (!app) return;
    // Whether B − A fitted its view in the scene this one replaces: what fitted is kept fitting in the new views,
    // and what a preset left poking out is left so (drawing the bodies together is for a link, or for a B − A
    // that a narrower view now cuts).
    // (A scene built in views too small to use says nothing of that: the last one that could is asked.)
    if (this.scene && this.usable) this.fitted = this.scene.keepsInside(this.store.state);
    const fitted = this.scene ? this.fitted : true;
    // A drag under way goes on in the new scene, on the handle built in its place.
    const drag = this.scene?.pointer.activeDrag() ?? null;
    this.scene?.destroy();
    const scene = new PixiScene<unknown, unknown>(this.views, this.figure.views.map((v) => v.id), currentTheme(), this.store, {
      derivedOf: (state) => this.derivedOf(state),
      selected: () => this.selected,
      dragStarted: (id) => this.select(id),
      movedByHand: (before, after) => this.movedByHand(before, after),
      hoverChanged: () => this.requestFrame(),
      refused: (error) => this.refused(error),
      // A keyboard user hears once why the shape stopped; everyone sees the note in the view.
      held: (note, first) => { if (first) this.dom.announcer.now(`${note}.`); this.requestFrame(); },
    });
    this.figure.draw(scene);
    app.stage.addChild(scene.root);
    this.scene = scene;
    if (drag) scene.pointer.resume(drag);
    this.keyboard.drawingReady();
    // A link may place a shape where no drag could (past the view's edge, or far outside it), and a narrower
    // window or a second view beside the first leaves less room than the shapes were placed in: the scene brings
    // them in, as a drag would (a link's with a word). The first scene of a figure's own state is left as it is,
    // and so is a scene built again in the views it had (scrolled away and back): a preset may leave part of
    // B − A out of its view, and nothing the reader did since should move the shapes.
    // Views too small to use (a page laid out for a moment at a few pixels' width: print, a split screen being
    // dragged, a browser's own capture) move nothing: their margins would squeeze every shape onto one line, and
    // the reader's arrangement is kept for the next layout that can show it.
    this.usable = this.views.every((v) => v.rect.width >= USABLE_VIEW && v.rect.height >= USABLE_VIEW);
    if (!this.usable) {
      this.frame();
      return;
    }
    const layout = this.views.map((v) => `${v.id}:${v.rect.x},${v.rect.y},${v.rect.width},${v.rect.height}`).join('|');
    if (this.confineOnBuild || (this.builtLayout !== null && layout !== this.builtLayout)) {
      const before = this.store.state, inside = scene.keptInView(before, this.confineOnBuild || fitted);
      if (inside !== before) {
        this.store.replace(inside);
        if (this.confineOnBuild) this.dom.say('view', 'The link placed a shape (or B − A) out of sight; it was moved back into view.');
      }
    }
    this.confineOnBuild = false;
    this.builtLayout = layout;
    this.frame();
  }

  /**
   * The reader moved something by hand (a drag or a key that changed the state; a press alone, or a key or drag
   * held at the view's edge, changes nothing): what the panel said of a value it took or refused, and what a link's
   * state needed done to it, no longer describe the figure, so they go. What holds of the figure as it is now (a
   * shape the core refused) stays.
   */
  private movedByHand(before: unknown, after: unknown): void {
    // Most moves have nothing to clear: the states are written out only when there is.
    if (!this.dom.saying('input') && !this.dom.saying('view')) return;
    // A move held at a view's edge can still change a coordinate by rounding (1e-16 to 1e-8): as a link rounds
    // them, the state is then the same, and nothing moved.
    if (linkedStateOf(before, this.figure.fields) === linkedStateOf(after, this.figure.fields)) return;
    this.dom.say('input', null);
    this.dom.say('view', null);
  }

  /** Selects a shape (or nothing); `announce` when the keyboard chose it (a pointer user sees it). */
  private select(id: string | null, announce = false): void {
    if (this.selected === id) return;
    this.selected = id;
    this.element.dataset.selected = id ?? '';
    if (announce) this.announceSelection();
    this.requestFrame();
  }

  private announceSelection(): void {
    const chosen = this.selected === null ? null : this.scene?.selectables().find((s) => s.id === this.selected);
    if (chosen) this.dom.announcer.now(`Selected: ${chosen.label}.`);
  }

  /** The interactive object a press at canvas point (x, y) would reach, as pixi decides it. */
  private hitAt(x: number, y: number) {
    const app = this.mount_.app;
    if (!app) return null;
    // Pointer events come just after the first frame (pointerEvents.ts); until then nothing is hit.
    if (!('events' in app.renderer)) return null;
    const boundary = app.renderer.events.rootBoundary;
    // pixi sets the root on the first pointer event; a hit test may come before any.
    boundary.rootTarget ??= app.stage;
    return boundary.hitTest(x, y);
  }

  private grabsAt(x: number, y: number): boolean {
    const hit = this.hitAt(x, y);
    return !!hit && hit.eventMode === 'static' && !!this.scene?.handles.some((h) => h.target === hit);
  }

  /** Draws a pending frame now, so what a test reads is the current state's. */
  private flush(): void {
    if (this.frameRequested) this.frame();
  }

  private makeDebug(): HostDebug {
    const canvasBox = () => this.mount_.app?.canvas.getBoundingClientRect() ?? null;
    return {
      handles: () => {
        this.flush();
        const box = canvasBox();
        const scene = this.scene;
        if (!box || !scene) return [];
        return scene.handles.filter((h) => h.visible()).map((h) => {
          const s = h.screen();
          const rect = this.views.find((v) => v.id === h.viewId)!.rect;
          return {
            id: h.id, kind: h.kind, view: h.viewId, x: box.left + s.x, y: box.top + s.y,
            // Whether a press at the handle's point would take this handle, not something drawn over it.
            reachable: this.hitAt(s.x, s.y) === h.target,
            world: h.world(),
            viewBox: { x: box.left + rect.x, y: box.top + rect.y, width: rect.width, height: rect.height },
          };
        });
      },
      hitAt: (x, y) => {
        this.flush();
        const box = canvasBox();
        if (!box || !this.scene) return null;
        const hit = this.hitAt(x - box.left, y - box.top);
        const handle = hit && this.scene.handles.find((h) => h.target === hit);
        return handle ? { id: handle.id, kind: handle.kind, view: handle.viewId } : null;
      },
      viewAt: (x, y) => {
        const box = canvasBox();
        return box && this.scene ? this.scene.viewAt(x - box.left, y - box.top) : null;
      },
      views: () => {
        const box = canvasBox();
        return this.views.map((v) => ({
          id: v.id, world: v.worldBounds(), titleShown: this.scene?.titleShown(v.id) ?? null, plateShown: this.scene?.plateShown(v.id) ?? null,
          title: ((t) => t && { text: t.text, box: { ...t.box, x: (box?.left ?? 0) + t.box.x, y: (box?.top ?? 0) + t.box.y } })(this.scene?.titleOf(v.id) ?? null),
          box: { x: (box?.left ?? 0) + v.rect.x, y: (box?.top ?? 0) + v.rect.y, width: v.rect.width, height: v.rect.height },
        }));
      },
      frames: () => this.rendered,
      busy: () => this.frameRequested || this.ticking,
      selectables: () => (this.scene?.selectables() ?? []).map(({ id, kind, label }) => ({ id, kind, label })),
      kept: () => {
        this.flush();
        return this.scene?.kept(this.store.state, this.derivedOf(this.store.state)) ?? [];
      },
      heldIn: () => { this.flush(); return this.scene?.heldIn() ?? null; },
      inView: () => {
        const scene = this.scene;
        return !scene || scene.keptInView(this.store.state) === this.store.state;
      },
      labels: () => {
        this.flush();
        const box = canvasBox();
        return (this.scene?.labels() ?? []).map((l) => ({
          view: l.viewId, text: l.text, collisions: l.collisions, leader: l.leader,
          box: { x: (box?.left ?? 0) + l.box.x, y: (box?.top ?? 0) + l.box.y, width: l.box.width, height: l.box.height },
        }));
      },
    };
  }

  private async copyLink(): Promise<void> {
    // This figure's state only: states other figures' links put in the address stay out of this one's.
    const url = new URL(location.href);
    for (const key of [...url.searchParams.keys()]) if (key.startsWith(urlKey(''))) url.searchParams.delete(key);
    url.searchParams.set(urlKey(this.figure.id), linkedState(this.store.state, this.figure.fields));
    url.hash = this.figure.id;
    history.replaceState(null, '', url);
    try {
      await navigator.clipboard.writeText(url.toString());
      this.dom.say('link', 'Link copied: it opens this figure as it is now.');
    } catch {
      this.dom.say('link', 'The link to this figure as it is now is in the address bar.');
    }
    window.setTimeout(() => this.dom.say('link', null), 4000);
  }
}
