// Where a label goes. A figure names a point and a preferred offset (pen.label); the label takes the first
// of a few candidate places around the point whose box crosses no drawn outline, no handle and no label
// placed before it, and lies inside its view. Candidates: the preferred offset, then the same distance
// turned in eighths of a turn (nearest turns first), then the same turns 1.6, 2.4 and 3.4 times as far, each
// with the side of its box facing the point; a label that allows it (a verdict) then tries the corners of its
// view. Where every
// candidate collides, the one that hides least wins (the preferred one on a tie): text under text or under
// a knob cannot be read, a line through a label still can, so covering a label or a handle weighs more
// than crossing a line. A label that had to go far from its point gets a thin leader line back to it, so it
// cannot be read as another point's. Screen pixels.

import { clipSpanTo } from './confine';

export interface Box { readonly x: number; readonly y: number; readonly width: number; readonly height: number }
export interface Point { readonly x: number; readonly y: number }

export type Obstacle =
  /** A line; crossing it costs 1, or FAINT_WEIGHT when it is `faint` (drawn at under half strength). */
  | { readonly kind: 'segment'; readonly a: Point; readonly b: Point; readonly faint?: boolean }
  | { readonly kind: 'circle'; readonly center: Point; readonly radius: number }
  /**
   * A circle's outline (not its inside): in the way where it runs through the box; crossing it costs as a line
   * does, or a quarter of that when it is `faint` (a dashed ghost: kept off where a clear place exists).
   */
  | { readonly kind: 'ring'; readonly center: Point; readonly radius: number; readonly faint?: boolean };

export interface LabelRequest {
  readonly at: Point;
  /** Preferred offset of the label's anchor from `at`. */
  readonly offset: Point;
  /** Which point of the label's box sits at at + offset: (0, 0) top left, (0.5, 0.5) centre. */
  readonly anchor: Point;
  readonly width: number;
  readonly height: number;
  /** Where every place near the point collides, the label may go to a clear corner of its view (a verdict). */
  readonly corners?: boolean;
  /** Drawn exactly where asked (kept in its view), before the other labels, which keep clear of it. */
  readonly fixed?: boolean;
}

/** Labels keep this much air around them, pixels. */
const PADDING = 2;
/** What covering a label or a knob costs, against 1 for a line crossed (a crossed label stays legible). */
const COVER_WEIGHT = 3;
/** What crossing a faint line or a dashed circle costs: a place clear of them is taken where one exists. */
const FAINT_WEIGHT = 0.25;
/**
 * How far out the candidates go, as multiples of the preferred distance: the outer rings let a label inside a
 * crowded spot (the lens where two outlines overlap) step out of it rather than sit on a line.
 */
const RINGS = [1, 1.6, 2.4, 3.4];
/** How far inside its view a label in a corner sits, pixels; the top left one sits below the view's title. */
const CORNER_INSET = 10;
const TITLE_ROOM = 20;
/** The smallest distance from its point a moved label is tried at, pixels. */
const MIN_RADIUS = 12;

export function boxAt(request: LabelRequest, offset: Point, anchor: Point = request.anchor): Box {
  return {
    x: request.at.x + offset.x - anchor.x * request.width,
    y: request.at.y + offset.y - anchor.y * request.height,
    width: request.width,
    height: request.height,
  };
}

/** The turns of the candidates on each ring, in eighths of a turn from the preferred direction: nearest first. */
const TURNS = [0, 1, -1, 2, -2, 3, -3, 4];

/**
 * The corners of the view, a little inside (the top left one under the view's title): where a label that
 * allows it (`corners`) goes when every place near its point collides.
 */
function cornerBoxes(request: LabelRequest, bounds: Box): Box[] {
  const { width, height } = request;
  const left = bounds.x + CORNER_INSET, right = bounds.x + bounds.width - CORNER_INSET - width;
  const top = bounds.y + CORNER_INSET, bottom = bounds.y + bounds.height - CORNER_INSET - height;
  return [
    { x: left, y: top + TITLE_ROOM, width, height },
    { x: right, y: top, width, height },
    { x: left, y: bottom, width, height },
    { x: right, y: bottom, width, height },
  ];
}

/** Whether a label that allows corners (`corners`) was sent to one of them, rather than placed by its point. */
export function inCorner(request: LabelRequest, box: Box, bounds: Box): boolean {
  return cornerBoxes(request, bounds).some((c) => c.x === box.x && c.y === box.y);
}

/** `box` moved the least that puts it inside `bounds` (its top-left corner, where it is larger). */
export function keepInside(box: Box, bounds: Box): Box {
  const x = Math.max(bounds.x, Math.min(box.x, bounds.x + bounds.width - box.width));
  const y = Math.max(bounds.y, Math.min(box.y, bounds.y + bounds.height - box.height));
  return { ...box, x, y };
}

/**
 * Whether segment ab crosses or lies in the box (the core's clip). Called for every drawn line and every
 * candidate place of every label on each redraw (a sampled curve is hundreds of lines), so it first rejects a
 * segment whose bounding box misses the box, and allocates nothing. A line with a broken end hits nothing.
 */
export function segmentHitsBox(a: Point, b: Point, box: Box): boolean {
  const right = box.x + box.width, bottom = box.y + box.height;
  if ((a.x < box.x && b.x < box.x) || (a.x > right && b.x > right) || (a.y < box.y && b.y < box.y) || (a.y > bottom && b.y > bottom)) return false;
  if (!(Number.isFinite(a.x) && Number.isFinite(a.y) && Number.isFinite(b.x) && Number.isFinite(b.y) && Number.isFinite(right) && Number.isFinite(bottom))) return false;
  if (box.width < 0 || box.height < 0) return false;
  return clipSpanTo(a, b, box.x, box.y, right, bottom) !== null;
}

export function circleHitsBox(center: Point, radius: number, box: Box): boolean {
  const nx = Math.max(box.x, Math.min(center.x, box.x + box.width));
  const ny = Math.max(box.y, Math.min(center.y, box.y + box.height));
  return Math.hypot(center.x - nx, center.y - ny) < radius;
}

/** Whether a circle's outline runs through the box: the box's nearest point lies inside it and its farthest outside. */
export function ringHitsBox(center: Point, radius: number, box: Box): boolean {
  const far = Math.hypot(Math.max(Math.abs(center.x - box.x), Math.abs(center.x - box.x - box.width)), Math.max(Math.abs(center.y - box.y), Math.abs(center.y - box.y - box.height)));
  return circleHitsBox(center, radius, box) && far > radius;
}

const boxesOverlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether an obstacle runs through (a line, a ring) or covers part of (a dot) `box`. */
export function obstacleHitsBox(o: Obstacle, box: Box): boolean {
  if (o.kind === 'segment') return segmentHitsBox(o.a, o.b, box);
  if (o.kind === 'ring') return ringHitsBox(o.center, o.radius, box);
  return circleHitsBox(o.center, o.radius, box);
}

/** The candidate box being tried and its padded copy: written over at each try, so no box is made per candidate. */
const trial = { x: 0, y: 0, width: 0, height: 0 };
const padded = { x: 0, y: 0, width: 0, height: 0 };
const unit = { x: new Float64Array(TURNS.length), y: new Float64Array(TURNS.length) };

/** The trial box at the request's point plus (dx, dy), anchored at (ax, ay) of the box, moved inside `bounds` (as keepInside). */
function setTrial(request: LabelRequest, dx: number, dy: number, ax: number, ay: number, bounds: Box): void {
  const { width, height } = request;
  const x = request.at.x + dx - ax * width;
  const y = request.at.y + dy - ay * height;
  trial.x = Math.max(bounds.x, Math.min(x, bounds.x + bounds.width - width));
  trial.y = Math.max(bounds.y, Math.min(y, bounds.y + bounds.height - height));
  trial.width = width;
  trial.height = height;
}

/** The trial box's collisions (as `collisions`), counted with the padded box written over rather than made anew. */
function trialCost(obstacles: readonly Obstacle[], placed: readonly Box[], enough: number): number {
  padded.x = trial.x - PADDING; padded.y = trial.y - PADDING;
  padded.width = trial.width + 2 * PADDING; padded.height = trial.height + 2 * PADDING;
  let count = 0;
  // Indexed loops: a label on a plot tries its places against hundreds of lines, and with for-of loops (whose
  // steps were not all optimised away) this function made 5.0 of the 6.8 MB that placing labels allocated in a
  // 2 s drag of fast-distance; 0.8 MB with these.
  for (let i = 0; i < obstacles.length; i++) {
    const o = obstacles[i];
    if (obstacleHitsBox(o, padded)) count += o.kind === 'circle' ? COVER_WEIGHT : o.faint ? FAINT_WEIGHT : 1;
    if (count >= enough) return count;
  }
  for (let i = 0; i < placed.length; i++) if (boxesOverlap(padded, placed[i])) count += COVER_WEIGHT;
  return count;
}

/**
 * What a label at `box` hides or crosses: 1 a line or ring crossed (FAINT_WEIGHT a faint one), COVER_WEIGHT a
 * label or a knob covered. Counting stops once it reaches `enough` (a place that costs that much has lost already).
 */
export function collisions(box: Box, obstacles: readonly Obstacle[], placed: readonly Box[], enough = Infinity): number {
  trial.x = box.x; trial.y = box.y; trial.width = box.width; trial.height = box.height;
  return trialCost(obstacles, placed, enough);
}

/**
 * The box the label takes, inside `bounds`: the first candidate (in the order the header describes) that
 * collides with nothing, else the one that collides least, the earliest on a tie. Candidates are made one at a
 * time, as they are tried: most labels take the first. `cost`, when given, receives the chosen box's collisions.
 */
export function placeLabel(request: LabelRequest, obstacles: readonly Obstacle[], placed: readonly Box[], bounds: Box, cost?: { collisions: number }): Box {
  let fewest = Infinity;
  let bestX = 0, bestY = 0;
  const take = (): boolean => {
    const count = trialCost(obstacles, placed, fewest);
    if (count < fewest) { fewest = count; bestX = trial.x; bestY = trial.y; }
    return count === 0;
  };
  const { offset } = request;
  setTrial(request, offset.x, offset.y, request.anchor.x, request.anchor.y, bounds);
  if (!take()) {
    const length = Math.hypot(offset.x, offset.y);
    const radius = Math.max(MIN_RADIUS, length);
    const start = offset.x === 0 && offset.y === 0 ? -Math.PI / 4 : Math.atan2(offset.y, offset.x);
    for (let k = 0; k < TURNS.length; k++) {
      const angle = start + (TURNS[k] * Math.PI) / 4;
      unit.x[k] = Math.cos(angle);
      unit.y[k] = Math.sin(angle);
    }
    search: {
      for (const scale of RINGS) {
        for (let k = 0; k < TURNS.length; k++) {
          if (scale === 1 && TURNS[k] === 0 && length >= MIN_RADIUS) continue;
          // The box's side facing the point sits at the candidate place, so the text grows away from the point
          // (a box anchored as the preferred one would cover the point once turned to the other side).
          const ux = unit.x[k], uy = unit.y[k];
          setTrial(request, ux * radius * scale, uy * radius * scale, 0.5 - 0.5 * ux, 0.5 - 0.5 * uy, bounds);
          if (take()) break search;
        }
      }
      if (request.corners) {
        for (const corner of cornerBoxes(request, bounds)) {
          trial.x = corner.x; trial.y = corner.y; trial.width = corner.width; trial.height = corner.height;
          if (take()) break;
        }
      }
    }
  }
  if (cost) cost.collisions = fewest;
  return { x: bestX, y: bestY, width: request.width, height: request.height };
}

/**
 * A label whose box lies farther than this from its point, and half as far again as the figure asked, gets a
 * leader, pixels (a label moved out to the second ring of candidates or beyond).
 */
const LEADER_AFTER = 20;
const LEADER_RATIO = 1.5;
/** The leader starts this far from the point (clear of the dot or knob there) and stops short of the box. */
const LEADER_START = 6;
const LEADER_END = 2;

/**
 * The leader line from a label's point to the box it was placed in, or null where the box is near enough to read
 * as the point's own: within LEADER_AFTER pixels, or within LEADER_RATIO times the figure's own offset.
 */
export function leaderFor(request: Pick<LabelRequest, 'at' | 'offset'>, box: Box): { from: Point; to: Point } | null {
  const { at } = request;
  const nearest = { x: Math.max(box.x, Math.min(at.x, box.x + box.width)), y: Math.max(box.y, Math.min(at.y, box.y + box.height)) };
  const gap = Math.hypot(nearest.x - at.x, nearest.y - at.y);
  if (!(gap > LEADER_AFTER) || gap <= LEADER_RATIO * Math.hypot(request.offset.x, request.offset.y)) return null;
  const ux = (nearest.x - at.x) / gap, uy = (nearest.y - at.y) / gap;
  return {
    from: { x: at.x + ux * LEADER_START, y: at.y + uy * LEADER_START },
    to: { x: nearest.x - ux * LEADER_END, y: nearest.y - uy * LEADER_END },
  };
}
