// World <-> screen for one view of a canvas. World is y-up; the screen is y-down, in CSS pixels.
// A canvas may hold several views side by side (a world view beside a configuration-space view),
// each with its own centre and scale. Nothing else in the project knows about pixels.

import type { Vec2 } from '../geometry';
import { type Bounds, inset } from './confine';

/** Handles and knobs are kept this many pixels inside a view's edges. */
export const VIEW_MARGIN = 16;
/** Points a figure keeps in a view (keepInView) stay this far (pixels) inside its edge: a vertex dot whole, the outline clear of the border. */
export const KEEP_MARGIN = 10;

export interface Rect { readonly x: number; readonly y: number; readonly width: number; readonly height: number }

export interface ViewSpec {
  readonly id: string;
  /** A short title drawn in the view's corner. */
  readonly title?: string;
  /** World point at the view's centre. */
  readonly center: Vec2;
  /** World length that fits the view's smaller side. */
  readonly span: number;
  /**
   * A world width that must fit across the view as well (a wide scene on a narrow screen): the scale is the
   * smaller of the two fits, and a lone view is then no taller than span / fitWidth of its width.
   */
  readonly fitWidth?: number;
}

export class View {
  readonly scale: number;

  constructor(readonly spec: ViewSpec, readonly rect: Rect) {
    const fitted = spec.fitWidth ? rect.width / spec.fitWidth : Infinity;
    this.scale = Math.min(Math.min(rect.width, rect.height) / spec.span, fitted);
  }

  get id(): string {
    return this.spec.id;
  }

  toScreen(p: Vec2): { x: number; y: number } {
    return {
      x: this.rect.x + this.rect.width / 2 + (p.x - this.spec.center.x) * this.scale,
      y: this.rect.y + this.rect.height / 2 - (p.y - this.spec.center.y) * this.scale,
    };
  }

  toWorld(s: { x: number; y: number }): Vec2 {
    return {
      x: this.spec.center.x + (s.x - this.rect.x - this.rect.width / 2) / this.scale,
      y: this.spec.center.y - (s.y - this.rect.y - this.rect.height / 2) / this.scale,
    };
  }

  /** A world length in pixels. */
  toPixels(length: number): number {
    return length * this.scale;
  }

  /** A pixel length in world units. */
  toWorldLength(pixels: number): number {
    return pixels / this.scale;
  }

  contains(s: { x: number; y: number }): boolean {
    return s.x >= this.rect.x && s.x <= this.rect.x + this.rect.width && s.y >= this.rect.y && s.y <= this.rect.y + this.rect.height;
  }

  /** The part of the view that handles and knobs are kept in: VIEW_MARGIN pixels inside its edges. */
  inner(): Bounds {
    return inset(this.worldBounds(), this.toWorldLength(VIEW_MARGIN));
  }

  /** The world rectangle the view shows. */
  worldBounds(): { min: Vec2; max: Vec2 } {
    const a = this.toWorld({ x: this.rect.x, y: this.rect.y + this.rect.height });
    const b = this.toWorld({ x: this.rect.x + this.rect.width, y: this.rect.y });
    return { min: a, max: b };
  }
}

/** Narrower than this, views stack vertically instead of sitting side by side. */
export const STACK_BELOW_WIDTH = 560;

/** Lays out the views of a canvas `width` wide; returns the canvas height and each view's rectangle. */
export function layoutViews(specs: readonly ViewSpec[], width: number, wideHeight: number): { height: number; views: View[] } {
  const w = Math.max(1, width);
  if (specs.length === 1) {
    const { span, fitWidth } = specs[0];
    const fitted = fitWidth ? w * (span / fitWidth) : Infinity;
    const height = Math.round(Math.min(w < STACK_BELOW_WIDTH ? Math.min(wideHeight, w * 0.9) : wideHeight, fitted));
    return { height, views: [new View(specs[0], { x: 0, y: 0, width: w, height })] };
  }
  if (w >= STACK_BELOW_WIDTH) {
    const each = w / specs.length;
    return { height: wideHeight, views: specs.map((spec, i) => new View(spec, { x: i * each, y: 0, width: each, height: wideHeight })) };
  }
  const each = Math.round(Math.min(wideHeight, w * 0.8));
  return { height: each * specs.length, views: specs.map((spec, i) => new View(spec, { x: 0, y: i * each, width: w, height: each })) };
}
