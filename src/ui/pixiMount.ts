// A figure's pixi Application: created when the figure nears the viewport, destroyed when it leaves, and
// replaced when its drawing context is lost and does not come back. Also follows the device pixel ratio.

import { Application } from './pixi';
import type { ContextStats } from './budget';
import { type RendererChoice, rendererOptions, webglSupport } from './renderer';

/** A lost context that has not come back after this long is replaced by a fresh one. */
const CONTEXT_RESTORE_WAIT_MS = 1500;
/** Past this, more pixels per CSS pixel cost memory and fill rate for nothing visible. */
const MAX_PIXEL_RATIO = 3;

let pointerEvents: Promise<typeof import('./pointerEvents')> | null = null;

/**
 * Fetches pixi's pointer events (pointerEvents.ts), once. A figure's renderer made before they arrive draws
 * without them and gets them after its first frame is painted; the article's first download leaves them
 * out that way. A figure shown alone (?figure=) asks for them at once, to be draggable as soon as it shows.
 */
export const loadPointerEvents = (): Promise<typeof import('./pointerEvents')> => (pointerEvents ??= import('./pointerEvents'));

/**
 * Runs `then` once the frame drawn now has been painted (the next animation frame, then a task). A page out of
 * sight paints nothing, and its animation frames wait until it is shown: there `then` runs in the next task.
 */
export const afterPaint = (then: () => void): void => {
  if (document.hidden) setTimeout(then, 0);
  else requestAnimationFrame(() => setTimeout(then, 0));
};

/** pixi's renderer options for the choice; WebGL is probed only where the page chooses by itself. */
const optionsFor = (choice: RendererChoice) => rendererOptions(choice, choice === 'auto' ? webglSupport() : 'none');

/**
 * Starts fetching the code of the renderer the figures will get (pixi asks for it only inside
 * Application.init, once a figure's own code has arrived), so that both come at once. After the page's
 * first paint: choosing may mean making a WebGL context to ask what draws it, which the text need not wait for.
 */
export function prefetchRenderer(choice: RendererChoice): void {
  afterPaint(() => {
    const { preference } = optionsFor(choice);
    const first = Array.isArray(preference) ? preference[0] : preference;
    const code = first === 'webgl' ? import('pixi-lib/rendering/renderers/gl/WebGLRenderer') : import('pixi-lib/rendering/renderers/canvas/CanvasRenderer');
    // A failure here is met again, and reported, where the renderer is made.
    void code.catch(() => undefined);
  });
}

export const pixelRatio = (): number => Math.min(devicePixelRatio || 1, MAX_PIXEL_RATIO);

export interface MountHooks {
  /** Canvas size in CSS pixels. */
  size(): { width: number; height: number };
  /** The app is ready on the page: build the scene. */
  ready(app: Application): void;
  /** The app is about to go: drop the scene. */
  leaving(): void;
  /** The context came back by itself: rebuild what the GPU lost. */
  restored(): void;
  /** Pointer events arrived after the first frame (pointerEvents.ts): rebuild the scene so its handles take them. */
  interactive(): void;
  say(key: string, message: string | null): void;
  /** Drawing could not start at all. */
  failed(): void;
  /** The pixel ratio changed: a frame is needed. */
  redraw(): void;
}

export class PixiMount {
  app: Application | null = null;
  private mounted = false;
  private generation = 0;
  private restoreTimer: number | undefined;

  constructor(private readonly stage: HTMLElement, private readonly renderer: RendererChoice, private readonly stats: ContextStats, private readonly hooks: MountHooks) {
    this.watchPixelRatio();
  }

  mount(): void {
    if (this.mounted) return;
    this.mounted = true;
    void this.create();
  }

  unmount(): void {
    if (!this.mounted) return;
    this.mounted = false;
    this.generation++;
    this.destroy();
  }

  resize(width: number, height: number): void {
    this.app?.renderer.resize(width, height, pixelRatio());
  }

  private async create(): Promise<void> {
    const generation = ++this.generation;
    const app = new Application();
    const { width, height } = this.hooks.size();
    try {
      await app.init({
        width, height, antialias: true, autoDensity: true, resolution: pixelRatio(), autoStart: false, backgroundAlpha: 0,
        ...optionsFor(this.renderer),
      });
    } catch (error) {
      this.hooks.say('renderer', `This figure could not start drawing here (${String(error)}). The values below still follow the state.`);
      this.hooks.failed();
      return;
    }
    // Unmounted (or remounted) while init was pending: this app is not wanted any more.
    if (generation !== this.generation || !this.mounted) {
      app.destroy({ removeView: true }, { children: true });
      return;
    }
    this.hooks.say('renderer', null);
    this.app = app;
    app.ticker?.stop();
    const canvas = app.canvas;
    canvas.classList.add('figure-canvas');
    // Pixi blocks all touch gestures on its canvas (when its pointer events attach); the page must still
    // scroll on touches off the handles.
    const allowScrolling = () => { canvas.style.touchAction = 'manipulation'; };
    allowScrolling();
    // WebGL's events, and Canvas 2D's (a 2D context is lost with the GPU that rasterises it).
    for (const type of ['webglcontextlost', 'contextlost']) canvas.addEventListener(type, this.onLost);
    for (const type of ['webglcontextrestored', 'contextrestored']) canvas.addEventListener(type, this.onRestored);
    this.stage.prepend(canvas);
    this.hooks.ready(app);
    // The first frame is drawn: once it is on the screen, the pointer events, if this renderer came before them.
    if (!('events' in app.renderer)) afterPaint(() => {
      void loadPointerEvents().then(({ attachPointerEvents }) => {
        if (this.app !== app) return;
        attachPointerEvents(app);
        allowScrolling();
        this.hooks.interactive();
      }, () => {
        this.hooks.say('pointer', 'The shapes cannot be dragged: the code for it did not load. Reloading the page may help.');
      });
    });
  }

  private destroy(): void {
    window.clearTimeout(this.restoreTimer);
    this.hooks.leaving();
    if (!this.app) return;
    const canvas = this.app.canvas;
    for (const type of ['webglcontextlost', 'contextlost']) canvas.removeEventListener(type, this.onLost);
    for (const type of ['webglcontextrestored', 'contextrestored']) canvas.removeEventListener(type, this.onRestored);
    this.app.destroy({ removeView: true }, { children: true });
    this.app = null;
  }

  private readonly onLost = (): void => {
    this.stats.lost++;
    this.hooks.say('context', 'The graphics context was lost; restoring it…');
    window.clearTimeout(this.restoreTimer);
    this.restoreTimer = window.setTimeout(() => {
      if (!this.mounted) return;
      // It did not come back by itself: start over with a fresh context.
      this.destroy();
      void this.create().then(() => this.hooks.say('context', null));
    }, CONTEXT_RESTORE_WAIT_MS);
  };

  private readonly onRestored = (): void => {
    window.clearTimeout(this.restoreTimer);
    this.hooks.say('context', null);
    this.hooks.restored();
  };

  /** Follows the device pixel ratio (zoom, or a window moved to another screen). */
  private watchPixelRatio(): void {
    matchMedia(`(resolution: ${devicePixelRatio}dppx)`).addEventListener('change', () => {
      if (this.app) {
        const { width, height } = this.hooks.size();
        this.resize(width, height);
        this.hooks.redraw();
      }
      this.watchPixelRatio();
    }, { once: true });
  }
}
