// The Pen figures draw with: world coordinates in, pixi Graphics out, through one view. It also keeps what
// it drew as obstacles (outlines, segments, arrows, dots; not the grid) and its labels as requests: once
// every layer of the view has drawn, the scene places the labels (labels.ts) clear of all of it.

import { Container, Graphics, Text, TextStyle } from './pixi';
import type { Vec2 } from '../geometry';
import type { Color, LabelStyle, Pen, Stroke, Style } from './figure';
import { clipToRect } from './confine';
import { type Box, type LabelRequest, type Obstacle, boxAt, collisions, inCorner, keepInside, leaderFor, placeLabel } from './labels';
import type { Theme } from './theme';
import type { View } from './view';

/** How far inside its view's edge every label stays, pixels. */
const LABEL_INSET = 3;

export const resolveColor = (theme: Theme, color: Color | undefined, fallback: number): number =>
  color === undefined ? fallback : typeof color === 'number' ? color : theme[color];

const textStyles = new Map<string, TextStyle>();

/**
 * The one TextStyle of each look (font, size, colour, weight), shared by every label and view title of every
 * figure and kept across mounts; never changed once made. pixi caches its text measurements (the last 1,000)
 * under the style object's id: a style made per Text and per mount filled that cache with measurements no
 * remount could reuse, each keeping its style alive (the heap grew by a fifth over five scroll passes of the
 * article, npm run bench:page). With shared styles a remount finds its measurements in the cache.
 */
export function textStyle(fontFamily: string, fontSize: number, fill: number, bold = false): TextStyle {
  const key = `${fontFamily}|${fontSize}|${fill}|${bold ? 1 : 0}`;
  let style = textStyles.get(key);
  if (!style) {
    style = new TextStyle({ fontFamily, fontSize, fill, fontWeight: bold ? '700' : '400' });
    textStyles.set(key, style);
  }
  return style;
}

/** Reuses Text objects by call order, so a redraw creates no new text unless the count grows. */
class LabelPool {
  private readonly texts: Text[] = [];
  private used = 0;

  constructor(private readonly parent: Container, private readonly style: TextStyle) {}

  begin(): void {
    this.used = 0;
  }

  next(): Text {
    let text = this.texts[this.used];
    if (!text) {
      text = new Text({ text: '', style: this.style });
      this.texts.push(text);
      this.parent.addChild(text);
    }
    this.used++;
    text.visible = true;
    return text;
  }

  end(): void {
    for (let i = this.used; i < this.texts.length; i++) this.texts[i].visible = false;
  }
}

/** Pixels past a view's edge that a clipped line still reaches (beyond every stroke's width and cap). */
const CLIP_MARGIN = 24;
/** Lines drawn at less than this alpha are faint obstacles for labels (see labels.ts). */
const FAINT_ALPHA = 0.5;
/** What placeLabel found the box it chose to cost: written over for each label. */
const cost = { collisions: 0 };

export class PixiPen implements Pen {
  readonly graphics = new Graphics();
  private readonly labels: LabelPool;
  /** What this pen drew in this frame that a label must not cover, in canvas pixels. */
  readonly obstacles: Obstacle[] = [];
  private readonly requests: { text: Text; color: number; request: Omit<LabelRequest, 'width' | 'height'> }[] = [];
  /** This frame's labels where placeLabels put them (canvas pixels), for the browser tests. */
  readonly placed: { text: string; box: Box; collisions: number; leader: boolean }[] = [];
  /** Where this pen's fixed labels went at the last placement (kept until the next, for knobs to keep off). */
  readonly fixedBoxes: Box[] = [];
  /** While true (the grid), what is drawn is background, not an obstacle. */
  private background = false;

  /** Where this pen's labels go; its fixed labels go to `notes` (above the bodies) on plates drawn here. */
  private readonly labelLayer = new Container();
  private readonly notes: Container;
  private readonly plates = new Graphics();

  constructor(readonly view: View, private readonly theme: Theme, parent: Container, notes: Container = parent) {
    parent.addChild(this.graphics);
    parent.addChild(this.labelLayer);
    this.notes = notes;
    notes.addChild(this.plates);
    this.labels = new LabelPool(this.labelLayer, textStyle(theme.font, 13, theme.ink));
  }

  begin(): void {
    this.graphics.clear();
    this.plates.clear();
    this.labels.begin();
    this.obstacles.length = 0;
    this.requests.length = 0;
    this.placed.length = 0;
  }

  /**
   * Puts this frame's labels where they cover nothing in `obstacles` or `placed` (which it extends): those fixed
   * to their place (`fixed`: true), or the others.
   */
  placeLabels(obstacles: readonly Obstacle[], placed: Box[], fixed: boolean): void {
    // A little inside the view: text flush with its edge reads as cut off (the stage's border and rounded corners).
    const { x, y, width, height } = this.view.rect;
    const r = { x: x + LABEL_INSET, y: y + LABEL_INSET, width: width - 2 * LABEL_INSET, height: height - 2 * LABEL_INSET };
    if (fixed) this.fixedBoxes.length = 0;
    for (const { text, color, request } of this.requests) {
      if (Boolean(request.fixed) !== fixed) continue;
      const sized = { ...request, width: text.width, height: text.height };
      const box = fixed ? keepInside(boxAt(sized, sized.offset), r) : placeLabel(sized, obstacles, placed, r, cost);
      text.position.set(Math.round(box.x + request.anchor.x * box.width), Math.round(box.y + request.anchor.y * box.height));
      // A text is reused by call order: it moves between the layers as its label is fixed or not.
      const layer = fixed ? this.notes : this.labelLayer;
      if (text.parent !== layer) layer.addChild(text);
      if (fixed) this.plates.roundRect(box.x - 3, box.y - 1, box.width + 6, box.height + 2, 3).fill({ color: this.theme.background, alpha: 0.85 });
      // A verdict sent to a corner names no point; any other label far from its point is tied back to it.
      const leader = fixed || (request.corners && inCorner(sized, box, r)) ? null : leaderFor(request, box);
      if (leader) {
        this.graphics.moveTo(leader.from.x, leader.from.y).lineTo(leader.to.x, leader.to.y);
        this.graphics.stroke({ width: 1, color, alpha: 0.6 });
      }
      this.placed.push({ text: text.text, box, collisions: fixed ? collisions(box, obstacles, placed) : cost.collisions, leader: leader !== null });
      if (fixed) this.fixedBoxes.push(box);
      placed.push(box);
    }
  }

  end(): void {
    this.labels.end();
  }

  private flat(points: readonly Vec2[]): number[] {
    const out: number[] = [];
    for (const p of points) {
      const s = this.view.toScreen(p);
      out.push(s.x, s.y);
    }
    return out;
  }

  private strokeWith(style: Stroke, fallback: number, join?: 'round'): void {
    const stroke = { width: style.width ?? 2, color: resolveColor(this.theme, style.color, fallback), alpha: style.alpha ?? 1 };
    this.graphics.stroke(join ? { ...stroke, join } : stroke);
  }

  /**
   * A line drawn at under half strength is faint: labels cross it before they cross a line drawn in full. A line in
   * the grid's colour (a plot's tick lines) is background, as the grid is: labels may lie across it.
   */
  private obstacle(a: { x: number; y: number }, b: { x: number; y: number }, style?: { readonly alpha?: number; readonly color?: Color }): void {
    if (this.background || style?.color === 'grid') return;
    if ((style?.alpha ?? 1) < FAINT_ALPHA) this.obstacles.push({ kind: 'segment', a, b, faint: true });
    else this.obstacles.push({ kind: 'segment', a, b });
  }

  polygon(points: readonly Vec2[], style: Style): void {
    if (points.length < 2) return;
    if (style.stroke !== false || style.dash) {
      const screen = points.map((p) => this.view.toScreen(p));
      screen.forEach((a, i) => this.obstacle(a, screen[(i + 1) % screen.length], style));
    }
    if (style.dash) {
      if (style.fill !== undefined) this.graphics.poly(this.flat(points), true).fill({ color: resolveColor(this.theme, style.fill, 0), alpha: style.fillAlpha ?? 0.15 });
      const outline = this.background;
      this.background = true; // already recorded above
      this.polyline([...points, points[0]], style);
      this.background = outline;
      return;
    }
    this.graphics.poly(this.flat(points), true);
    if (style.fill !== undefined) this.graphics.fill({ color: resolveColor(this.theme, style.fill, 0), alpha: style.fillAlpha ?? 0.15 });
    if (style.stroke !== false) this.strokeWith(style, this.theme.ink);
  }

  /**
   * One stroked path through the points (a dashed one: segment by segment, each dashed from its start).
   * A sampled curve is hundreds of points: one stroke for all of them, not one each, and no darker beads
   * where the ends of translucent pieces overlapped. Round joins, so no corner grows a spike.
   */
  polyline(points: readonly Vec2[], style: Stroke): void {
    if (style.dash) {
      for (let i = 0; i + 1 < points.length; i++) this.segment(points[i], points[i + 1], style);
      return;
    }
    let end: { x: number; y: number } | null = null;
    let drawn = false;
    // Each point is taken to the screen once, as the end of one line and the start of the next.
    let next = points.length > 1 ? this.view.toScreen(points[0]) : null;
    for (let i = 0; i + 1 < points.length; i++) {
      const start = next!;
      next = this.view.toScreen(points[i + 1]);
      const clipped = clipToRect(start, next, this.view.rect, CLIP_MARGIN);
      if (!clipped) { end = null; continue; }
      const [a, b] = clipped;
      this.obstacle(a, b, style);
      if (!end || end.x !== a.x || end.y !== a.y) this.graphics.moveTo(a.x, a.y);
      this.graphics.lineTo(b.x, b.y);
      end = b;
      drawn = true;
    }
    if (drawn) this.strokeWith(style, this.theme.ink, 'round');
  }

  segment(from: Vec2, to: Vec2, style: Stroke): void {
    // Only the part inside the view (and a margin) is drawn: a line to a point far away (a ray's meeting
    // with a plane it nearly runs along) would otherwise be dashed across millions of pixels.
    const clipped = clipToRect(this.view.toScreen(from), this.view.toScreen(to), this.view.rect, CLIP_MARGIN);
    if (!clipped) return;
    const [a, b] = clipped;
    this.obstacle(a, b, style);
    this.line(a, b, style);
  }

  /** The line a–b in screen pixels, dashed from a when the style asks, stroked. */
  private line(a: { x: number; y: number }, b: { x: number; y: number }, style: Stroke): void {
    if (!style.dash) {
      this.graphics.moveTo(a.x, a.y).lineTo(b.x, b.y);
      this.strokeWith(style, this.theme.ink);
      return;
    }
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (!(length > 0)) return;
    const ux = (b.x - a.x) / length, uy = (b.y - a.y) / length;
    for (let s = 0; s < length; s += 2 * style.dash) {
      const e = Math.min(length, s + style.dash);
      this.graphics.moveTo(a.x + ux * s, a.y + uy * s).lineTo(a.x + ux * e, a.y + uy * e);
    }
    this.strokeWith(style, this.theme.ink);
  }

  arrow(from: Vec2, to: Vec2, style: Stroke & { readonly head?: number }): void {
    const a = this.view.toScreen(from), b = this.view.toScreen(to);
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (!(length > 0.5)) return;
    const head = Math.min(style.head ?? 10, length * 0.6);
    const ux = (b.x - a.x) / length, uy = (b.y - a.y) / length;
    const baseX = b.x - ux * head, baseY = b.y - uy * head;
    this.obstacle(a, b, style);
    // The shaft (dashed when asked: an arrow's after-state beside its solid before); the head is always solid.
    this.line(a, { x: baseX, y: baseY }, style);
    const color = resolveColor(this.theme, style.color, this.theme.ink);
    this.graphics
      .poly([b.x, b.y, baseX - uy * head * 0.45, baseY + ux * head * 0.45, baseX + uy * head * 0.45, baseY - ux * head * 0.45], true)
      .fill({ color, alpha: style.alpha ?? 1 });
  }

  dot(at: Vec2, radius: number, style: Style): void {
    const s = this.view.toScreen(at);
    if (!this.background) this.obstacles.push({ kind: 'circle', center: s, radius });
    this.graphics.circle(s.x, s.y, radius).fill({ color: resolveColor(this.theme, style.fill ?? style.color, this.theme.ink), alpha: style.fillAlpha ?? 1 });
    if (style.stroke) this.strokeWith(style, this.theme.background);
  }

  circle(center: Vec2, radius: number, style: Style): void {
    const s = this.view.toScreen(center);
    // A solid circle's outline is an obstacle for labels, as a polygon's is (its inside is not). Dashed rings
    // (ghosts, the rules not chosen) and rings drawn at under half strength are faint ones, as lines are: kept
    // off where a clear place exists, but where every place collides, a label had better cross those than a
    // solid line.
    const pixels = this.view.toPixels(radius);
    if (style.stroke !== false && !this.background && pixels > 0 && Number.isFinite(pixels)) this.obstacles.push({ kind: 'ring', center: s, radius: pixels, faint: Boolean(style.dash) || (style.alpha ?? 1) < FAINT_ALPHA });
    this.graphics.circle(s.x, s.y, Math.max(0, this.view.toPixels(radius)));
    if (style.fill !== undefined) this.graphics.fill({ color: resolveColor(this.theme, style.fill, 0), alpha: style.fillAlpha ?? 0.15 });
    if (style.stroke !== false) this.strokeWith(style, this.theme.ink);
  }

  label(text: string, at: Vec2, style: LabelStyle = {}): void {
    const s = this.view.toScreen(at);
    const label = this.labels.next();
    if (label.text !== text) label.text = text;
    const color = resolveColor(this.theme, style.color, this.theme.ink);
    const look = textStyle(this.theme.font, style.size ?? 13, color, style.bold);
    // Changing a style re-rasterises the text: only when it really changed.
    if (label.style !== look) label.style = look;
    const anchor = { x: style.anchor?.x ?? 0.5, y: style.anchor?.y ?? 0.5 };
    label.anchor.set(anchor.x, anchor.y);
    const offset = { x: style.offset?.x ?? 0, y: style.offset?.y ?? 0 };
    // Where the figure asked; placeLabels moves it once everything of the frame is drawn.
    label.position.set(Math.round(s.x + offset.x), Math.round(s.y + offset.y));
    this.requests.push({ text: label, color, request: { at: s, offset, anchor, corners: style.corners, fixed: style.fixed } });
  }

  polygons(list: readonly (readonly Vec2[])[], style: Style, options: { readonly obstacles?: boolean } = {}): void {
    let any = false;
    for (const points of list) {
      if (points.length < 2) continue;
      const flat = this.flat(points);
      this.graphics.poly(flat, true);
      if (options.obstacles && style.stroke !== false) {
        for (let i = 0; i < flat.length; i += 2) {
          const j = (i + 2) % flat.length;
          this.obstacle({ x: flat[i], y: flat[i + 1] }, { x: flat[j], y: flat[j + 1] }, style);
        }
      }
      any = true;
    }
    if (!any) return;
    if (style.fill !== undefined) this.graphics.fill({ color: resolveColor(this.theme, style.fill, 0), alpha: style.fillAlpha ?? 0.15 });
    if (style.stroke !== false) this.strokeWith(style, this.theme.ink);
  }

  segments(list: readonly (readonly [Vec2, Vec2])[], style: Stroke): void {
    if (list.length === 0) return;
    for (const [from, to] of list) {
      const a = this.view.toScreen(from), b = this.view.toScreen(to);
      this.graphics.moveTo(a.x, a.y).lineTo(b.x, b.y);
    }
    this.strokeWith(style, this.theme.ink);
  }

  grid(step: number): void {
    const { min, max } = this.view.worldBounds();
    if (!(step > 0) || (max.x - min.x) / step > 200) return;
    const was = this.background;
    this.background = true;
    for (let x = Math.ceil(min.x / step) * step; x <= max.x; x += step) {
      this.segment({ x, y: min.y }, { x, y: max.y }, { color: Math.abs(x) < step / 2 ? this.theme.axis : this.theme.grid, width: 1 });
    }
    for (let y = Math.ceil(min.y / step) * step; y <= max.y; y += step) {
      this.segment({ x: min.x, y }, { x: max.x, y }, { color: Math.abs(y) < step / 2 ? this.theme.axis : this.theme.grid, width: 1 });
    }
    this.background = was;
  }
}
