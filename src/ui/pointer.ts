// Pointer plumbing for a figure's canvas: drags (pointerdown starts, globalpointermove moves, pointerup or
// pointerupoutside ends, also off the canvas; so do a pointercancel, which pixi does not pass on, and a mouse
// that moves with no button held, its release never seen), hover, the kind of pointer in use, and what a touch may do
// to the page, and a drag that outlives its scene (a window resized mid-drag rebuilds the scene: the new scene's
// handle takes it over). Handles (handles.ts) say what a drag changes; this file says how a drag happens.

import type { Container, FederatedPointerEvent } from './pixi';
import type { Vec2 } from '../geometry/vec2';
import type { View } from './view';

/** A pointer that stays this long (ms) has come to rest: what a follower returns to when the pointer leaves. */
const REST_MS = 250;

export interface DragHooks {
  start(world: Vec2): void;
  move(world: Vec2): void;
  end?(): void;
}

/** A drag under way: its handle's key, its pointer, and the world point the pointer last dragged it to. */
export interface ActiveDrag { readonly key: string; readonly pointerId: number; world: Vec2 }

export class Pointer {
  /** 'mouse', 'pen' or 'touch', told before pixi sees the press. */
  kind = 'mouse';
  dragging = false;
  hovered: string | null = null;
  /** Whether the pointer is over the drawing itself (not over the page around it, nor over anything on top). */
  overDrawing = false;
  private readonly kindListeners: (() => void)[] = [];
  private readonly leaveListeners: (() => void)[] = [];
  /** Each drag's way to end itself when the browser cancels its pointer. */
  private readonly cancelListeners: ((pointerId: number) => void)[] = [];
  /** The drag under way: its handle's key (view, id, and which of that id's handles) and its pointer. */
  private active: ActiveDrag | null = null;
  /** Each handle's way to take over a drag begun on the handle it replaces (a scene rebuilt mid-drag). */
  private readonly resumers = new Map<string, (drag: ActiveDrag) => void>();
  /** Each resumed drag's way to end on a release pixi does not pass on (the press was on another scene's handle). */
  private readonly releaseListeners: ((pointerId: number) => void)[] = [];
  /** How each drag under way ends (one per finger: two fingers may each hold a shape). */
  private readonly finishers = new Set<() => void>();

  constructor(private readonly hooks: { hoverChanged(): void; dragStarted(id: string): void }) {}

  setKind(kind: string): void {
    if (kind === this.kind) return;
    this.kind = kind;
    this.kindListeners.forEach((listener) => listener());
  }

  onKindChange(listener: () => void): void {
    this.kindListeners.push(listener);
  }

  /** Makes `target` draggable in `view`; `id` is what the drag selects and what hovering highlights. */
  draggable(target: Container, view: View, id: string, hooks: DragHooks): void {
    let pointerId: number | null = null;
    // A drag taken over from a scene rebuilt under it (a resized window) starts again at the pointer's next move,
    // as if pressed at the world point it had last reached (so what is dragged keeps the same point under the
    // pointer), and ends on a release pixi does not report to this handle, which never saw the press.
    let resumed: Vec2 | null = null, orphan = false;
    const base = `${view.id}|${id}`;
    const nth = [...this.resumers.keys()].filter((key) => key.startsWith(`${base}|`)).length;
    const key = `${base}|${nth}`;
    const world = (event: FederatedPointerEvent) => view.toWorld({ x: event.global.x, y: event.global.y });
    target.on('pointerdown', (event) => {
      if (pointerId !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
      pointerId = event.pointerId;
      this.dragging = true;
      const at = world(event);
      this.active = { key, pointerId, world: at };
      this.finishers.add(finish);
      event.stopPropagation();
      this.hooks.dragStarted(id);
      hooks.start(at);
    });
    const finish = () => {
      pointerId = null;
      resumed = null;
      orphan = false;
      this.dragging = false;
      this.active = null;
      this.finishers.delete(finish);
      hooks.end?.();
    };
    this.resumers.set(key, (drag) => {
      pointerId = drag.pointerId;
      resumed = drag.world;
      orphan = true;
      this.dragging = true;
      this.active = { ...drag };
      this.finishers.add(finish);
    });
    this.releaseListeners.push((released) => { if (orphan && released === pointerId) finish(); });
    target.on('globalpointermove', (event) => {
      if (event.pointerId !== pointerId) return;
      // The mouse was released where the page could not see it (another window, a context menu): the drag is over.
      if (event.pointerType === 'mouse' && event.buttons === 0) finish();
      else {
        const started = performance.now();
        const at = world(event);
        if (resumed) { hooks.start(resumed); resumed = null; }
        if (this.active) this.active.world = at;
        hooks.move(at);
        // The move's own work (confiners, a move held back at a view's edge, the derive they need): the benchmark
        // adds it to the frame's, which then often finds that derive done (bench/page.bench.ts).
        window.__figures?.moveWork?.push(performance.now() - started);
      }
    });
    const end = (event: FederatedPointerEvent) => { if (event.pointerId === pointerId) finish(); };
    target.on('pointerup', end);
    target.on('pointerupoutside', end);
    // A touch the browser takes back (a system gesture, a second finger's pinch) sends pointercancel: the drag
    // is over, or its handle would never take a press again.
    this.cancelListeners.push((id) => { if (id === pointerId) finish(); });
    target.on('pointerover', () => this.setHovered(id));
    target.on('pointerout', () => { if (pointerId === null) this.setHovered(null); });
  }

  /**
   * Calls `follow` with the world point under a hovering mouse or pen while it is over `view` on the
   * drawing. Leaving the drawing (for Copy link, the panel, the page) crosses the drawing on the way out:
   * the point then goes back to where the pointer last rested, so the way out does not drag it along.
   */
  follow(target: Container, view: View, follow: (world: Vec2) => void): void {
    let last: Vec2 | null = null;
    let lastTime = 0;
    let rested: Vec2 | null = null;
    const noteRest = (now: number) => { if (last && now - lastTime >= REST_MS) rested = last; };
    target.on('globalpointermove', (event) => {
      // A touch drags handles instead of steering the point; a drag in progress owns the pointer.
      if (this.dragging || event.pointerType === 'touch' || !this.overDrawing) return;
      const at = { x: event.global.x, y: event.global.y };
      if (!view.contains(at)) return;
      const now = performance.now();
      noteRest(now);
      last = view.toWorld(at);
      lastTime = now;
      follow(last);
    });
    this.leaveListeners.push(() => {
      noteRest(performance.now());
      if (rested && last !== rested) follow(rested);
      last = rested;
    });
  }

  /** Ends every drag under way, as their releases would: the pointers' next moves change nothing. */
  endDrag(): void {
    [...this.finishers].forEach((finish) => finish());
  }

  /** The drag under way, for a scene built to replace this one to take over (resume); null for none. */
  activeDrag(): ActiveDrag | null {
    return this.active;
  }

  /** Takes over a drag begun in the scene this one replaces, on the handle built in the same place; false if none is. */
  resume(drag: ActiveDrag): boolean {
    const take = this.resumers.get(drag.key);
    take?.(drag);
    return take !== undefined;
  }

  /** Pointer `pointerId` was released (seen on the window, whatever pixi reports). */
  released(pointerId: number): void {
    this.releaseListeners.forEach((listener) => listener(pointerId));
  }

  /** The browser cancelled pointer `pointerId` (pointercancel). */
  cancelled(pointerId: number): void {
    this.cancelListeners.forEach((listener) => listener(pointerId));
  }

  /** The pointer left the drawing. */
  left(): void {
    if (!this.dragging) this.leaveListeners.forEach((listener) => listener());
  }

  private setHovered(id: string | null): void {
    if (this.hovered === id) return;
    this.hovered = id;
    this.hooks.hoverChanged();
  }
}

/**
 * The stage's own listeners: the pointer kind, whether the pointer is over the canvas, and the touch
 * policy (a touch that starts on a handle must not scroll the page; one that starts elsewhere scrolls it).
 * `hitAt` answers whether a press at a canvas point would take something.
 */
export function bindStagePointer(
  stage: HTMLElement, pointer: () => Pointer | null, canvas: () => HTMLCanvasElement | null, grabsAt: (x: number, y: number) => boolean,
): void {
  // The window's capture phase runs before pixi's listeners (on the document, and on the canvas for a
  // press), so pixi already sees this event's pointer kind and whether it is over the drawing.
  const note = (event: PointerEvent) => {
    const current = pointer();
    if (!current) return;
    const over = event.target === canvas();
    const leaving = current.overDrawing && !over;
    current.overDrawing = over;
    if (leaving) current.left();
    if (current.overDrawing || event.type === 'pointerdown') current.setKind(event.pointerType);
  };
  window.addEventListener('pointermove', note, { capture: true });
  stage.addEventListener('pointerdown', note, { capture: true });
  window.addEventListener('pointercancel', (event) => pointer()?.cancelled(event.pointerId), { capture: true });
  window.addEventListener('pointerup', (event) => pointer()?.released(event.pointerId), { capture: true });
  stage.addEventListener('touchstart', (event) => {
    const drawing = canvas();
    if (!drawing || event.touches.length !== 1) return;
    const box = drawing.getBoundingClientRect();
    const touch = event.touches[0];
    if (grabsAt(touch.clientX - box.left, touch.clientY - box.top)) event.preventDefault();
  }, { passive: false });
}
