// The interaction kit's common parts: what a handle tells the scene (HandleInfo, Selectable), what it is
// given (HandleContext, ViewEntry), and the knob every handle draws. The handles themselves: bodies in
// bodyHandle.ts; point, velocity and vertex handles and pick points in knobHandles.ts. Each one writes
// through the figure's setter into the store, keeps the grab offset so nothing jumps, keeps what it moves
// inside its own view (confine.ts), is reachable from the keyboard (a Selectable), and says where it is
// from the state itself (a HandleInfo), so a test never reads a position a frame old.

import type { KnobRequest } from './turnKnobs';
import { Circle, Container, Graphics } from './pixi';
import type { Pose, Vec2 } from '../geometry/vec2';
import type { Bounds } from './confine';
import { KNOB_RADIUS } from './figure';
import type { Box, Obstacle } from './labels';
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
  /** Above the bodies and under the knobs: the view's fixed labels (a verdict's lines), on plates. */
  readonly notes: Container;
  readonly knobs: Container;
  /** The view's world rectangle less a margin: where every handle of the view stays. */
  readonly inner: Bounds;
  /** The turning knobs of the view's bodies, in the order they were added, for knobs that would stack. */
  readonly turnKnobs: TurnKnob[];
  /** Where the view's other knobs (points, vertices, velocity tips) are in a state, in the view's pixels: turning knobs keep off them. */
  readonly knobMarks: ((state: unknown) => readonly { readonly x: number; readonly y: number }[])[];
  /** Where the view's fixed labels (LabelStyle.fixed) were last placed, in the view's pixels. */
  fixedLabels(): readonly Box[];
  /** The view's title and the box of its plate, in the view's pixels; none for a view without a title. */
  readonly title?: { readonly container: Container; readonly plate: Container; readonly box: Box; readonly text: string };
}

/** A body's pose in a state, and the state with it set. */
export interface BodyPose<S> {
  pose(state: S): Pose | null;
  setPose(state: S, pose: Pose): S;
}

/** A body's turning knob: the places it may take in a state, in order of preference (turnKnobs.ts). */
export interface TurnKnob {
  readonly id: string;
  request(state: unknown): KnobRequest | null;
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
   * as far as it may (confine.ts, holdBack). `held`, when given, holds it back too: how far the state a move
   * reaches is from what the handle allows (0 where it does), as far as it is measured after the confiners
   * (`confined`).
   */
  move(path: (state: S) => (tx: number, ty: number) => S, held?: (state: S) => number): void;
  /** `state` as the confiners leave it after a handle's change. */
  confined(state: S): S;
  /**
   * Registers what keeps one body inside its view, for `update`; and, unless `onLayout` is false, for a linked
   * state and a new layout too (a narrower window, a view added beside).
   */
  addConfiner(confine: (state: S) => S, onLayout?: (state: S) => boolean): void;
  /**
   * Registers a body's pose (null while hidden), so that a linked state or a new layout whose shapes leave what
   * a figure keeps in a view (`keepInView`: B − A in its own view) can draw the bodies closer together; unless
   * `onLayout` is false.
   */
  addBodyPose(body: BodyPose<S>, onLayout?: (state: S) => boolean): void;
  addHandle(handle: HandleInfo): void;
  addSelectables(viewId: string, selectables: () => Selectable[]): void;
  addObstacles(viewId: string, obstacles: () => Obstacle[]): void;
}

/** A knob as drawn (KNOB_RADIUS, in figure.ts so that a figure can keep clear of it); the radius that catches a press is larger and follows the view's size. */
export { KNOB_RADIUS };
const KNOB_HIT_MAX = 20;
const KNOB_HIT_MIN = 12;
/** A finger's: 44 px across, the least target a touch screen's guidelines ask for, on a phone's small view too. */
const KNOB_HIT_TOUCH = 22;

/**
 * The radius that catches a press on a knob: for a mouse, 20 px on a wide view and less on a small one, so knobs
 * leave the shapes room; for a finger, which covers more and lands less exactly, KNOB_HIT_TOUCH on any view.
 */
export const knobHitRadius = (view: View, touch = false): number =>
  touch ? KNOB_HIT_TOUCH : Math.max(KNOB_HIT_MIN, Math.min(KNOB_HIT_MAX, 0.045 * Math.min(view.rect.width, view.rect.height)));

/** A point part of the way to another: the fraction tx of the way in x, ty in y. */
export const lerp = (a: Vec2, b: Vec2, tx: number, ty: number): Vec2 => ({ x: a.x + (b.x - a.x) * tx, y: a.y + (b.y - a.y) * ty });
export const screenOf = (view: View, p: Vec2) => view.toScreen(p);
export const whole = (tx: number, ty: number) => tx === 1 && ty === 1;

/**
 * A knob's catch circle that gives way to a nearer knob: where the circles of two knobs of a view overlap, a
 * press goes to the knob whose centre is nearer, whichever is drawn on top. Without it a knob beside another
 * could not be taken where their circles met, or at all when the one on top covered it (a velocity tip beside a
 * point, two polygons' corners at a contact). `layer` is the view's knobs layer, which holds every knob of the
 * view (vertex knobs in groups under it).
 */
export class KnobCatch extends Circle {
  /** The radius that catches a finger's press; `radius` catches a mouse's (or a pen's). */
  touchRadius: number;

  constructor(radius: number, touchRadius: number, private readonly own: Container, private readonly layer: Container, private readonly touching: () => boolean) {
    super(0, 0, radius);
    this.touchRadius = touchRadius;
  }

  /** The radius that catches a press now, by the kind of pointer in use (known before pixi tests the press). */
  get reach(): number {
    return this.touching() ? this.touchRadius : this.radius;
  }

  /** Sets both radii, each only when it changes by more than a quarter pixel. */
  setRadii(mouse: number, touch: number): void {
    if (Math.abs(mouse - this.radius) > 0.25) this.radius = mouse;
    if (Math.abs(touch - this.touchRadius) > 0.25) this.touchRadius = touch;
  }

  override contains(x: number, y: number): boolean {
    const reach = this.reach, own = x * x + y * y;
    if (!(reach > 0) || own > reach * reach) return false;
    const at = offsetIn(this.own, this.layer);
    if (!at) return true;
    const px = at.x + x, py = at.y + y;
    return !someKnob(this.layer, (area, cx, cy, pressable) => {
      if (area === this || !pressable) return false;
      const d = (px - cx) ** 2 + (py - cy) ** 2, r = area.reach;
      return d < own && d <= r * r;
    });
  }
}

/** Where `node`'s origin lies in `layer` (knobs are only moved, never scaled or turned); null when not under it. */
function offsetIn(node: Container, layer: Container): { x: number; y: number } | null {
  let x = 0, y = 0;
  for (let n: Container | null = node; n !== layer; n = n.parent) {
    if (!n) return null;
    x += n.position.x; y += n.position.y;
  }
  return { x, y };
}

/**
 * Whether `test` holds for a shown knob under `layer` (a view's knobs layer; vertex knobs sit in groups under it):
 * given its catch circle, its centre in the layer, and whether it takes presses now.
 */
export function someKnob(layer: Container, test: (area: KnobCatch, x: number, y: number, pressable: boolean) => boolean, x = 0, y = 0): boolean {
  return layer.children.some((child) => {
    if (!child.visible || !(child instanceof Container)) return false;
    const cx = x + child.position.x, cy = y + child.position.y;
    const area = child.hitArea;
    if (area instanceof KnobCatch) return test(area, cx, cy, child.eventMode !== 'none' && child.eventMode !== 'passive');
    return someKnob(child, test, cx, cy);
  });
}

/** A knob under `parent` whose catch follows the pointer in use: `view`'s knobHitRadius for a mouse and for a finger. */
export function knob(parent: Container, view: View, pointer: Pick<Pointer, 'kind'>, layer: Container = parent): { container: Container; graphic: Graphics; hit: KnobCatch } {
  const container = new Container();
  const graphic = new Graphics();
  container.addChild(graphic);
  container.eventMode = 'static';
  container.cursor = 'move';
  const hit = new KnobCatch(knobHitRadius(view), knobHitRadius(view, true), container, layer, () => pointer.kind === 'touch');
  container.hitArea = hit;
  parent.addChild(container);
  return { container, graphic, hit };
}

function drawKnob(graphic: Graphics, theme: Theme, color: number, radius: number, selected: boolean, highlighted: boolean): void {
  graphic.clear();
  if (selected) graphic.circle(0, 0, radius + 5).stroke({ width: 2.5, color: theme.selection });
  graphic.circle(0, 0, radius + (highlighted ? 2 : 0)).fill(theme.background).stroke({ width: 2.5, color });
}

/** A knob redrawn only when its look changes. */
export function knobLook(graphic: Graphics, theme: Theme, color: number, radius: number) {
  let key = '';
  return (selected: boolean, highlighted: boolean) => {
    const next = `${selected}|${highlighted}`;
    if (next === key) return;
    key = next;
    drawKnob(graphic, theme, color, radius, selected, highlighted);
  };
}
