// The contract between a figure and the page. A figure file imports the geometry core and these types
// only: no pixi.js, no lil-gui. It holds plain state, derives everything through the core in one pure
// `derive`, and describes its drawing, handles and controls through the Scene and Panel it is given.
// So a figure can be imported anywhere (unit tests, browser tests in Node) and tested as data.

import type { ConvexPolygon, Pose, Vec2 } from '../geometry';
import type { Theme, ThemeColor } from './theme';
import type { View, ViewSpec } from './view';

export interface Readout {
  /** Stable name: the element gets data-readout="name". */
  readonly name: string;
  readonly label: string;
  /**
   * A number or a vector is formatted by the kit (fixed decimals, "0" for minus zero); one that is not
   * finite shows "—" and is flagged (data-invalid), never "NaN". A string is shown as given.
   */
  readonly value: number | string | boolean | null | { readonly x: number; readonly y: number };
  readonly unit?: string;
  /** Decimals shown for numbers and for each component of a vector (default 3). */
  readonly digits?: number;
  /**
   * A time measured as the figure derived, not a function of the state: shown like any readout but flagged
   * (data-measured), left out of what the live region reads, and left out of the tests that compare readouts.
   */
  readonly measured?: boolean;
}

/** A value that may come from a URL, with what counts as valid. `path` is dot-separated into the state. */
export type Field =
  | {
    readonly kind: 'number'; readonly path: string; readonly min: number; readonly max: number; readonly integer?: boolean;
    /** A tighter upper limit that follows the rest of the state (a step no further than the pairs there are). */
    maxOf?(state: unknown): number;
  }
  | { readonly kind: 'boolean'; readonly path: string }
  | { readonly kind: 'choice'; readonly path: string; readonly options: readonly string[] }
  /**
   * Local vertices of a convex polygon: minCount..maxCount points within maxRadius of the origin, counter-
   * clockwise, no corner flatter than `margin` (the margin the figure's vertex drags keep; see url.ts).
   */
  | { readonly kind: 'polygon'; readonly path: string; readonly minCount: number; readonly maxCount: number; readonly maxRadius: number; readonly margin: number }
  /**
   * Local vertices of a simple outline, concave allowed: minCount..maxCount points within maxRadius of the
   * origin, counter-clockwise, no edge crossing another, every vertex at least `margin` from the edges that do
   * not end at it (what the figure's vertex drags keep: moveVertexKeepingSimple).
   */
  | { readonly kind: 'outline'; readonly path: string; readonly minCount: number; readonly maxCount: number; readonly maxRadius: number; readonly margin: number };

export type Color = ThemeColor | number;

export interface Stroke { readonly color?: Color; readonly width?: number; readonly alpha?: number; readonly dash?: number }
export interface Style extends Stroke { readonly fill?: Color; readonly fillAlpha?: number; readonly stroke?: boolean }
export interface LabelStyle {
  readonly color?: Color; readonly size?: number; readonly offset?: { x: number; y: number }; readonly anchor?: { x: number; y: number }; readonly bold?: boolean;
  /** A verdict: where every place near its point crosses something, it may go to a clear corner of its view. */
  readonly corners?: boolean;
  /**
   * A note that belongs to one place in its view (lines of a verdict under the view's title, read in order):
   * drawn exactly there, before every other label, which keep clear of it. A knob may then sit over it.
   */
  readonly fixed?: boolean;
}

/**
 * Immediate drawing in one view's world coordinates; widths and sizes in pixels. Labels keep off what is drawn,
 * except the grid and lines in the grid's colour (a plot's tick lines), which are background; a line drawn at under
 * half strength is one they cross before a line drawn in full.
 */
export interface Pen {
  readonly view: View;
  polygon(points: readonly Vec2[], style: Style): void;
  polyline(points: readonly Vec2[], style: Stroke): void;
  segment(from: Vec2, to: Vec2, style: Stroke): void;
  arrow(from: Vec2, to: Vec2, style: Stroke & { readonly head?: number }): void;
  dot(at: Vec2, radius: number, style: Style): void;
  circle(center: Vec2, radius: number, style: Style): void;
  label(text: string, at: Vec2, style?: LabelStyle): void;
  grid(step: number): void;
  /**
   * A crowd in one style, drawn in one pass (one path, one fill, one stroke) however many there are: for
   * hundreds of shapes. Labels treat it as background and may sit on it, unless `obstacles` asks them to
   * keep off its outlines (which costs label placement time in proportion). Dashes are not drawn here.
   */
  polygons(list: readonly (readonly Vec2[])[], style: Style, options?: { readonly obstacles?: boolean }): void;
  segments(list: readonly (readonly [Vec2, Vec2])[], style: Stroke): void;
}

// Handle getters receive the derived record of the same state as a second argument (figures may ignore
// it); the kit keeps what they place inside its view, a margin inside the edge, whatever the setter allows.

export interface BodyOptions<S, D = unknown> {
  /** Keyboard selection and hover name, e.g. 'A'. */
  readonly id: string;
  readonly label: string;
  readonly color: ThemeColor;
  shape(state: S, derived: D): ConvexPolygon;
  pose(state: S, derived: D): Pose;
  /** Constrain and store a new pose. */
  setPose(state: S, pose: Pose): S;
  /**
   * Whether the body has a turning knob (and Q/E turn it); a function where that depends on the state: a circle,
   * which turning leaves as it was, has none.
   */
  readonly rotatable?: boolean | ((state: S, derived: D) => boolean);
  readonly fillAlpha?: number;
  /** Whether the body is drawn, grabbable and selectable (default: always). */
  visible?(state: S, derived: D): boolean;
  /**
   * Whether a linked state or a new layout (a narrower window) brings the body back into its view when it lies
   * outside (default: always). False where the pose is what a run has reached and moving it would restart the run;
   * a body wholly out of its view is brought back all the same (its setPose then says what that does to the run).
   */
  keptInViewOnLayout?(state: S): boolean;
}

export interface PointHandleOptions<S, D = unknown> {
  readonly id: string;
  readonly label: string;
  readonly color: ThemeColor;
  position(state: S, derived: D): Vec2;
  setPosition(state: S, position: Vec2): S;
  /** True while the point follows a hovering mouse: then a press goes to what lies beneath (touch still drags it). */
  followsMouse?(state: S, derived: D): boolean;
  /** Whether the knob is shown (and can be grabbed, selected and kept in view); shown when not given. */
  visible?(state: S, derived: D): boolean;
  /**
   * For a point that follows from others and may lie out of sight (the end of a long arc): where the knob is
   * seen from. When the point leaves the view, its knob is drawn where the line from here to it crosses the
   * view's edge, so it can still be grabbed; `setPosition` then gets the pointer's position on that line. The
   * knob also catches presses no farther than half its distance from here (a radius knob on a small circle's rim
   * leaves the circle's middle to the circle).
   */
  pinnedFrom?(state: S, derived: D): Vec2;
  /**
   * For a point at the end of a path that may run out of sight (an arc swept to it): the path, ending at the
   * point. When the point leaves the view, its knob waits where the path last leaves the view, which keeps it
   * off the knobs at the path's far end. Takes precedence over pinnedFrom while some of the path is in view.
   */
  pinnedAlong?(state: S, derived: D): readonly Vec2[];
  /**
   * What a drag and an arrow key do, in place of setPosition: `start` is the state when the knob was grabbed (or
   * the key pressed), `grabbed` where its knob was then, `to` where the move has carried that point now. A knob
   * that turns something about a centre measures the angle swept from `grabbed`, so a knob pinned away from its
   * point turns smoothly from where it is, with no jump at the first move. The change is taken whole: where it
   * would carry a point the figure keeps in a view out (keepInView), it is refused rather than shortened.
   */
  dragged?(start: S, grabbed: Vec2, to: Vec2, current: S): S;
  /**
   * The point is the centre of a shape the figure draws itself (a circle, a shape that changes kind): a link or a
   * new layout that leaves it out of view brings it in, as bodies are, and where B − A then leaves its own view
   * the shapes are drawn together with the bodies (see keepInView). A point with neither pinnedFrom nor
   * pinnedAlong is one the reader places freely (a query point, a centre of rotation): a link or a new layout
   * that leaves it out of view brings it in too.
   */
  readonly shapeCentre?: boolean;
}

export interface VelocityHandleOptions<S, D = unknown> {
  readonly id: string;
  readonly color: ThemeColor;
  /** What the keyboard selection announces (default: "velocity of <id>"). */
  readonly label?: string;
  origin(state: S, derived: D): Vec2;
  velocity(state: S, derived: D): Vec2;
  setVelocity(state: S, velocity: Vec2): S;
  /**
   * The world direction in which a still body's knob stands off its centre, on a short stalk (default +x; the
   * other way, or across, where the view ends there or another knob stands): away from what else is drawn there.
   */
  stillDirection?(state: S, derived: D): Vec2;
}

export interface VertexHandlesOptions<S, D = unknown> {
  readonly id: string;
  readonly color: ThemeColor;
  /** World positions of the vertices to offer as handles. */
  vertices(state: S, derived: D): readonly Vec2[];
  /** Constrain (keep the polygon convex) and store vertex `index` moved to `position` (world). */
  setVertex(state: S, index: number, position: Vec2): S;
  visible?(state: S, derived: D): boolean;
}

export interface PickOptions<S, D> {
  /** Points the pointer can hover (or tap) in this view. */
  points(state: S, derived: D): readonly Vec2[];
  /** Store which point is under the pointer (null for none). */
  pick(state: S, index: number | null): S;
}

export interface Scene<S, D> {
  readonly theme: Theme;
  view(id: string): View;
  /** A drawing redrawn on every change. Layers draw in the order they are added, under handles. */
  layer(viewId: string, draw: (pen: Pen, state: S, derived: D) => void): void;
  /** A draggable polygon, with a rotation handle when rotatable. */
  body(viewId: string, options: BodyOptions<S, D>): void;
  pointHandle(viewId: string, options: PointHandleOptions<S, D>): void;
  velocityHandle(viewId: string, options: VelocityHandleOptions<S, D>): void;
  /** A small knob on each vertex; the figure's setter keeps the polygon valid. */
  vertexHandles(viewId: string, options: VertexHandlesOptions<S, D>): void;
  /** Hover or tap targets: the nearest point within a few pixels of the pointer is picked. */
  pickPoints(viewId: string, options: PickOptions<S, D>): void;
  /**
   * Points that no handle may carry out of this view (B − A in a configuration-space view): a drag or key
   * that would, stops where the first of them reaches the view's edge. Panel buttons are not held; a link, or a
   * new layout, that leaves them out draws the bodies together until they fit, where they can.
   */
  keepInView(viewId: string, points: (state: S, derived: D) => readonly Vec2[]): void;
  /** Something that follows a hovering pointer over the view (not while a handle is dragged). */
  pointerFollow(viewId: string, options: { enabled(state: S): boolean; follow(state: S, position: Vec2): S }): void;
}

export interface NumberControl<S, D = unknown> {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly unit?: string;
  /**
   * The slider's right end for this state, when it follows the state (a step slider over the n iterations the
   * derived run has): at most `max`. What is typed or linked past it is brought back to it.
   */
  maxOf?(state: S, derived: D): number;
  get(state: S, derived: D): number;
  set(state: S, value: number): S;
}

/** The figure's lil-gui panel, bound to its state. */
export interface Panel<S, D = unknown> {
  number(label: string, control: NumberControl<S, D>): void;
  /** An angle stored in radians, shown in degrees. */
  angle(label: string, control: { get(state: S): number; set(state: S, radians: number): S }): void;
  toggle(label: string, control: { get(state: S): boolean; set(state: S, value: boolean): S }): void;
  choice(label: string, control: { options: Record<string, string>; get(state: S): string; set(state: S, value: string): S }): void;
  /**
   * A button: the new state from the current state and its derived record. `note`, from the same two, is what the
   * press says under the drawing (null for nothing): why it did nothing, or did less than the readouts promised.
   */
  button(label: string, action: (state: S, derived: D) => S, note?: (state: S, derived: D) => string | null): void;
  folder(title: string): Panel<S, D>;
}

export interface FigureDefinition<S, D> {
  /** Fixed id: the placeholder is <figure data-figure="id">, and ?figure=id shows it alone. */
  readonly id: string;
  readonly title: string;
  /** Our own words. Trusted HTML written in this repository (never from a URL). */
  readonly caption: string;
  readonly legend?: readonly { readonly color: ThemeColor; readonly label: string }[];
  /** Canvas height in CSS pixels when the views sit side by side. */
  readonly height: number;
  readonly views: readonly ViewSpec[];
  /** Which views are shown for this state (default: all). A figure draws into hidden views for nothing. */
  visibleViews?(state: S): readonly string[];
  initialState(): S;
  /** The parts of the state a link may carry, and their valid ranges. */
  readonly fields: readonly Field[];
  derive(state: S): D;
  readouts(state: S, derived: D): Readout[];
  controls?(panel: Panel<S, D>): void;
  draw(scene: Scene<S, D>): void;
  /** While true, the host advances the state once per animation frame. */
  animating?(state: S): boolean;
  /** The state `seconds` later. With reduced motion the figure should jump rather than glide. */
  advance?(state: S, seconds: number, options: { readonly reducedMotion: boolean }): S;
  /**
   * The state held still where it is. A link may arrive playing; where motion is reduced, the figure then shows
   * the linked moment paused (with a note), rather than jumping on at once as a press of Play does there.
   */
  paused?(state: S): S;
}

// The registry holds figures of many state types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFigure = FigureDefinition<any, any>;

/**
 * Pixels past its shape's radius (a rounded shape's) at which a rotatable body's knob sits, on a stalk from its
 * centre along the body's own +y (or -y where +y would leave the view). Figures that draw beside a body keep clear of it.
 */
export const STALK_REACH = 26;
/** Pixels: the drawn radius of a handle's knob. */
export const KNOB_RADIUS = 6;

export const defineFigure = <S, D>(figure: FigureDefinition<S, D>): FigureDefinition<S, D> => figure;

/** The colour of shape A or B, by name ('a', 'A', 'b' or 'B'). */
export const shapeColor = (which: 'a' | 'b' | 'A' | 'B'): ThemeColor => (which === 'a' || which === 'A' ? 'shapeA' : 'shapeB');
