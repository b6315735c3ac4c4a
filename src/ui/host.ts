// FigureHost: one figure on the page. It owns the figure's DOM (stage, panel, readouts, caption, status),
// its state, and the lifecycle of its pixi Application, which exists only while the figure is near the
// viewport. Data flows one way: handle or panel -> setter -> store -> derive (pure core) -> layers,
// readouts and panel redrawn -> one coalesced render.

import { Application } from './pixi';
import GUI, { type Controller } from 'lil-gui';
import { GeometryError } from '../geometry/errors';
import type { AnyFigure, Readout } from './figure';
import type { ContextBudget, Mountable } from './budget';
import { StorePanel } from './panel';
import { ReadoutList } from './readouts';
import { type RendererChoice, rendererOptions, webglSupport } from './renderer';
import { PixiScene } from './scene';
import { Store } from './store';
import { currentTheme, cssHex, prefersReducedMotion } from './theme';
import { linkedStateOf, urlKey } from './url';
import { layoutViews, type View } from './view';

/** Keyboard steps, world units and radians; Shift takes the fine step. */
const MOVE_STEP = 0.1;
const MOVE_STEP_FINE = 0.01;
const TURN_STEP = (5 * Math.PI) / 180;
const TURN_STEP_FINE = Math.PI / 180;
/** A lost context that has not come back after this long is replaced by a fresh one. */
const CONTEXT_RESTORE_WAIT_MS = 1500;

export class FigureHost implements Mountable {
  readonly store: Store<unknown>;
  readonly stage: HTMLDivElement;
  private readonly readouts = new ReadoutList();
  private readonly status: HTMLDivElement;
  private readonly gui: GUI;
  private readonly controllers: Controller[] = [];
  private derived: unknown;
  private lastGood: unknown;
  private app: Application | null = null;
  private scene: PixiScene<unknown, unknown> | null = null;
  private views: View[] = [];
  private width = 0;
  private frameRequested = false;
  private mounted = false;
  private generation = 0;
  private selected: string | null = null;
  private messages = new Map<string, string>();
  private restoreTimer: number | undefined;
  private resolveDrawn: () => void = () => undefined;
  /** Settles when the figure has drawn its first frame. */
  readonly drawn = new Promise<void>((resolve) => { this.resolveDrawn = resolve; });

  constructor(
    readonly element: HTMLElement, readonly figure: AnyFigure, private readonly budget: ContextBudget,
    start: { state: unknown; notes: string[] }, private readonly renderer: RendererChoice = 'auto',
  ) {
    this.store = new Store(() => figure.initialState(), start.state);
    this.lastGood = this.store.state;
    element.classList.add('figure');
    element.id ||= figure.id;
    element.replaceChildren();

    const heading = document.createElement('h3');
    heading.className = 'figure-title';
    heading.textContent = figure.title;

    this.stage = document.createElement('div');
    this.stage.className = 'figure-stage';
    this.stage.tabIndex = 0;
    this.stage.setAttribute('role', 'application');
    this.stage.setAttribute('aria-label', `${figure.title}. Tab selects a shape, arrow keys move it (Shift: finer), Q and E turn it.`);

    const panel = document.createElement('div');
    panel.className = 'figure-panel';
    this.gui = new GUI({ container: panel, title: 'Parameters', width: 250 });
    if (matchMedia('(max-width: 640px)').matches) this.gui.close();

    this.status = document.createElement('div');
    this.status.className = 'figure-status';
    this.status.setAttribute('role', 'status');
    this.status.hidden = true;
    this.stage.append(this.status);

    const caption = document.createElement('figcaption');
    caption.innerHTML = figure.caption; // our own words, from this repository
    if (figure.legend) {
      const legend = document.createElement('ul');
      legend.className = 'legend';
      const theme = currentTheme();
      for (const entry of figure.legend) {
        const item = document.createElement('li');
        const swatch = document.createElement('span');
        swatch.className = 'swatch';
        swatch.style.background = cssHex(theme[entry.color]);
        item.append(swatch, document.createTextNode(entry.label));
        legend.append(item);
      }
      caption.prepend(legend);
    }

    const actions = document.createElement('div');
    actions.className = 'figure-actions';
    const copy = document.createElement('button');
    copy.type = 'button';
    copy.textContent = 'Copy link';
    copy.addEventListener('click', () => void this.copyLink());
    actions.append(copy);

    const body = document.createElement('div');
    body.className = 'figure-body';
    const main = document.createElement('div');
    main.className = 'figure-main';
    main.append(this.stage, this.readouts.element, actions);
    body.append(main, panel);
    element.append(heading, body, caption);

    const panelApi = new StorePanel(this.gui, this.store, this.controllers, (message) => this.say('input', message));
    figure.controls?.(panelApi);
    this.gui.add({ reset: () => this.reset() }, 'reset').name('Reset');

    start.notes.forEach((note, i) => this.say(`link-${i}`, note));
    this.derived = this.derive(this.store.state);
    this.store.subscribe(() => this.requestFrame());
    this.bindKeyboard();
    this.bindTouch();
    new ResizeObserver(() => this.resize()).observe(this.element);
    this.watchPixelRatio();
    this.resize();
    this.frame();
  }

  /** Follows the device pixel ratio (zoom, or a window moved to another screen). */
  private watchPixelRatio(): void {
    matchMedia(`(resolution: ${devicePixelRatio}dppx)`).addEventListener('change', () => {
      if (this.app) {
        this.app.renderer.resize(this.width, parseFloat(this.stage.style.height) || this.figure.height, Math.min(devicePixelRatio || 1, 3));
        this.requestFrame();
      }
      this.watchPixelRatio();
    }, { once: true });
  }

  /** Handles in page (client) coordinates, for the browser tests. */
  testHandles(): { id: string; kind: string; x: number; y: number; reachable: boolean; world: { x: number; y: number; angle: number } }[] {
    const app = this.app;
    if (!app || !this.scene) return [];
    const box = app.canvas.getBoundingClientRect();
    return this.scene.handles.map((h) => {
      const s = h.screen();
      // Whether a press at the handle's point would take this handle, not something drawn over it.
      const reachable = this.hitAt(s.x, s.y) === h.target;
      return { id: h.id, kind: h.kind, x: box.left + s.x, y: box.top + s.y, reachable, world: h.world() };
    });
  }

  reset(): void {
    this.messages.clear();
    this.showMessages();
    this.store.reset();
  }

  distanceToViewport(): number {
    const box = this.element.getBoundingClientRect();
    return Math.abs(box.top + box.height / 2 - innerHeight / 2);
  }

  requestFrame(): void {
    if (this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame(() => {
      this.frameRequested = false;
      this.frame();
    });
  }

  /** Derive once, then redraw everything that shows the result, then render once. */
  private frame(): void {
    const started = performance.now();
    this.drawFrame();
    const work = window.__figures;
    if (work?.frameWork) work.frameWork.push(performance.now() - started);
  }

  private drawFrame(): void {
    const state = this.store.state;
    if (state !== this.lastGood) {
      const derived = this.derive(state);
      if (derived === undefined) return;
      this.derived = derived;
      this.lastGood = state;
    }
    if (this.visibleSpecs().map((v) => v.id).join('|') !== this.viewKey) this.resize(true);
    const readouts: Readout[] = this.figure.readouts(state, this.derived);
    this.readouts.update(readouts);
    this.element.dataset.state = JSON.stringify(state);
    for (const c of this.controllers) c.updateDisplay();
    this.animate();
    if (this.scene && this.app) {
      this.scene.update(state, this.derived);
      this.app.render();
      this.element.dataset.rendered = String(Number(this.element.dataset.rendered ?? 0) + 1);
      if (this.element.dataset.firstFrame === undefined) {
        this.element.dataset.firstFrame = String(Math.round(performance.now()));
        this.resolveDrawn();
      }
    }
  }

  private lastTick: number | null = null;
  private ticking = false;

  /** Runs one animation frame after another only while the figure says it is animating. */
  private animate(): void {
    const { animating, advance } = this.figure;
    if (!animating || !advance || this.ticking || !animating(this.store.state)) {
      if (!animating?.(this.store.state)) this.lastTick = null;
      return;
    }
    this.ticking = true;
    requestAnimationFrame((time) => {
      this.ticking = false;
      if (!animating(this.store.state)) { this.lastTick = null; return; }
      const seconds = this.lastTick === null ? 1 / 60 : Math.min(0.1, (time - this.lastTick) / 1000);
      this.lastTick = time;
      this.store.update((s) => advance(s, seconds, { reducedMotion: prefersReducedMotion() }));
    });
  }

  /** derive() through the core; on a GeometryError keep the last good state and say why. */
  private derive(state: unknown): unknown {
    try {
      const derived = this.figure.derive(state);
      this.say('geometry', null);
      return derived;
    } catch (error) {
      const message = error instanceof GeometryError ? error.message : `Something went wrong: ${String(error)}`;
      this.say('geometry', `${message} The figure kept its last valid shape.`);
      if (this.lastGood !== state) this.store.replace(this.lastGood);
      return undefined;
    }
  }

  private say(key: string, message: string | null): void {
    if (message === null) {
      if (!this.messages.delete(key)) return;
    } else {
      this.messages.set(key, message);
    }
    this.showMessages();
  }

  private showMessages(): void {
    const text = [...this.messages.values()].join(' ');
    this.status.textContent = text;
    this.status.hidden = text === '';
  }

  private viewKey = '';

  private visibleSpecs() {
    const ids = this.figure.visibleViews?.(this.store.state);
    return ids ? this.figure.views.filter((v) => ids.includes(v.id)) : this.figure.views;
  }

  private resize(force = false): void {
    const width = Math.round(this.stage.clientWidth || this.element.clientWidth);
    if ((width === this.width && !force) || width === 0) return;
    this.width = width;
    const specs = this.visibleSpecs();
    this.viewKey = specs.map((v) => v.id).join('|');
    const layout = layoutViews(specs, width, this.figure.height);
    this.stage.style.height = `${layout.height}px`;
    this.views = layout.views;
    if (this.app) {
      this.app.renderer.resize(width, layout.height);
      this.buildScene();
    }
  }

  mount(): void {
    if (this.mounted) return;
    this.mounted = true;
    void this.createApp();
  }

  unmount(): void {
    if (!this.mounted) return;
    this.mounted = false;
    this.generation++;
    this.destroyApp();
  }

  private async createApp(): Promise<void> {
    const generation = ++this.generation;
    const app = new Application();
    try {
      await app.init({
        width: this.width, height: parseFloat(this.stage.style.height) || this.figure.height,
        antialias: true, autoDensity: true, resolution: Math.min(devicePixelRatio || 1, 3),
        autoStart: false, backgroundAlpha: 0, ...rendererOptions(this.renderer, this.renderer === 'canvas' ? 'none' : webglSupport()),
      });
    } catch (error) {
      this.say('renderer', `This figure could not start drawing here (${String(error)}). The values below still follow the state.`);
      this.budget.release(this);
      return;
    }
    // Unmounted (or remounted) while init was pending: this app is not wanted any more.
    if (generation !== this.generation || !this.mounted) {
      app.destroy({ removeView: true }, { children: true });
      return;
    }
    this.say('renderer', null);
    this.app = app;
    this.element.dataset.renderer = app.renderer.name;
    app.ticker?.stop();
    const canvas = app.canvas;
    canvas.classList.add('figure-canvas');
    // Pixi blocks all touch gestures on its canvas; the page must still scroll on touches off the handles.
    canvas.style.touchAction = 'manipulation';
    // WebGL's events, and Canvas 2D's (a 2D context is lost with the GPU that rasterises it).
    canvas.addEventListener('webglcontextlost', this.onContextLost);
    canvas.addEventListener('webglcontextrestored', this.onContextRestored);
    canvas.addEventListener('contextlost', this.onContextLost);
    canvas.addEventListener('contextrestored', this.onContextRestored);
    this.stage.prepend(canvas);
    this.buildScene();
    this.element.dataset.mounted = 'true';
  }

  private destroyApp(): void {
    window.clearTimeout(this.restoreTimer);
    this.scene?.destroy();
    this.scene = null;
    if (this.app) {
      const canvas = this.app.canvas;
      canvas.removeEventListener('webglcontextlost', this.onContextLost);
      canvas.removeEventListener('webglcontextrestored', this.onContextRestored);
      canvas.removeEventListener('contextlost', this.onContextLost);
      canvas.removeEventListener('contextrestored', this.onContextRestored);
      this.app.destroy({ removeView: true }, { children: true });
      this.app = null;
    }
    this.element.dataset.mounted = 'false';
  }

  private buildScene(): void {
    if (!this.app) return;
    this.scene?.destroy();
    const scene = new PixiScene(this.views, currentTheme(), this.store, {
      selected: () => this.selected,
      onDragStart: (id) => this.select(id),
      onDragEnd: () => undefined,
    });
    scene.onHoverChange = () => this.requestFrame();
    this.figure.draw(scene);
    this.app.stage.addChild(scene.root);
    this.scene = scene;
    this.frame();
  }

  /** Rebuild with the current colour scheme (called when prefers-color-scheme changes). */
  restyle(): void {
    this.buildScene();
  }

  private readonly onContextLost = (): void => {
    this.budget.stats.lost++;
    this.say('context', 'The graphics context was lost; restoring it…');
    window.clearTimeout(this.restoreTimer);
    this.restoreTimer = window.setTimeout(() => {
      if (!this.mounted) return;
      // It did not come back by itself: start over with a fresh context.
      this.destroyApp();
      void this.createApp().then(() => this.say('context', null));
    }, CONTEXT_RESTORE_WAIT_MS);
  };

  private readonly onContextRestored = (): void => {
    window.clearTimeout(this.restoreTimer);
    this.say('context', null);
    this.buildScene();
  };

  private select(id: string | null): void {
    if (this.selected === id) return;
    this.selected = id;
    this.element.dataset.selected = id ?? '';
    this.requestFrame();
  }

  private bindKeyboard(): void {
    this.stage.addEventListener('focus', () => {
      const first = this.scene?.selectables[0];
      if (!this.selected && first) this.select(first.id);
    });
    this.stage.addEventListener('blur', () => this.select(null));
    this.stage.addEventListener('keydown', (event) => {
      if (event.target !== this.stage) return;
      const selectables = this.scene?.selectables ?? [];
      const index = selectables.findIndex((s) => s.id === this.selected);
      const current = selectables[index];
      const fine = event.shiftKey;
      const step = fine ? MOVE_STEP_FINE : MOVE_STEP;
      const turn = fine ? TURN_STEP_FINE : TURN_STEP;
      switch (event.key) {
        case 'Tab': {
          // Tab walks the shapes, then leaves the figure as usual.
          const next = index + (event.shiftKey ? -1 : 1);
          if (next >= 0 && next < selectables.length) {
            event.preventDefault();
            this.select(selectables[next].id);
          }
          return;
        }
        case 'ArrowLeft': current?.move(-step, 0); break;
        case 'ArrowRight': current?.move(step, 0); break;
        case 'ArrowUp': current?.move(0, step); break;
        case 'ArrowDown': current?.move(0, -step); break;
        case 'q': case 'Q': current?.rotate?.(turn); break;
        case 'e': case 'E': current?.rotate?.(-turn); break;
        case 'Escape': this.select(null); return;
        default: return;
      }
      event.preventDefault();
    });
  }

  /** The interactive object a press at canvas point (x, y) would reach, as pixi decides it. */
  private hitAt(x: number, y: number) {
    if (!this.app) return null;
    const boundary = this.app.renderer.events.rootBoundary;
    // pixi sets the root on the first pointer event; a hit test may come before any.
    boundary.rootTarget ??= this.app.stage;
    return boundary.hitTest(x, y);
  }

  /** A touch that starts on a handle must not scroll the page; one that starts elsewhere scrolls it. */
  private bindTouch(): void {
    // Capture phase on the stage: runs before pixi's own listener on the canvas hit-tests the press.
    for (const type of ['pointerdown', 'pointermove'] as const) {
      this.stage.addEventListener(type, (event) => this.scene?.setPointerKind(event.pointerType), { capture: true });
    }
    this.stage.addEventListener('touchstart', (event) => {
      if (!this.app || event.touches.length !== 1) return;
      const box = this.app.canvas.getBoundingClientRect();
      const touch = event.touches[0];
      const hit = this.hitAt(touch.clientX - box.left, touch.clientY - box.top);
      if (hit && hit.eventMode === 'static') event.preventDefault();
    }, { passive: false });
  }

  private async copyLink(): Promise<void> {
    const url = new URL(location.href);
    url.searchParams.set(urlKey(this.figure.id), linkedStateOf(this.store.state, this.figure.fields));
    url.hash = this.figure.id;
    history.replaceState(null, '', url);
    try {
      await navigator.clipboard.writeText(url.toString());
      this.say('link', 'Link copied: it opens this figure as it is now.');
    } catch {
      this.say('link', 'The link to this figure as it is now is in the address bar.');
    }
    window.setTimeout(() => this.say('link', null), 4000);
  }
}
