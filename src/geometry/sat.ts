// The separating axis theorem (SAT) for convex polygons, and for a point against a polygon.
//
// Two convex polygons are disjoint exactly when their projections onto some edge normal of either
// polygon are disjoint. For each such axis we report both projection intervals and two measures:
//   overlap = min(maxA, maxB) - max(minA, minB)   the source text's yes/no test (> 0: intervals overlap)
//   depth   = min(maxA - minB, maxB - minA)        how far B must move along the axis to clear A
// They agree unless one interval contains the other; then overlap is the smaller interval's length and
// only depth is a correct push-out. The minimum translation (MTV) is along the axis of least depth.
// Touching counts as not intersecting, as in the source text: an axis separates when its overlap is at most
// the touching tolerance (the core's one rule, touchingTolerance), so "just touching" reads the same here as
// in polygonDistance, rounding included.
//
// Each interval endpoint is a supporting vertex. As the axes walk a polygon's normals in order they turn
// counter-clockwise, so every support moves forward around its polygon: climbing from the previous one
// makes the whole test O(n + m) instead of O(n * m).

import { CACHE, type ConvexPolygon, type Placed, type ShapeId, verticesRelativeTo } from './polygon';
import { climbToSupport, supportIndex } from './support';
import { type Contact, RELATIVE_TOLERANCE, contactOf, sceneScale, touchingTolerance } from './tolerances';
import { assertPlaced, assertVector } from './validate';
import { type Vec2, dot, negate, poseCos, poseRotation, poseSin, rotateVector, sub } from './vec2';

export interface Interval { readonly min: number; readonly max: number }

export interface SatAxis {
  /** Unit world direction: the outward normal of edge `edgeIndex` of `source`. */
  readonly axis: Vec2;
  readonly source: ShapeId;
  readonly edgeIndex: number;
  /** Projections (dot products of world points with `axis`). */
  readonly intervalA: Interval;
  readonly intervalB: Interval;
  readonly overlap: number;
  readonly depth: number;
  /** overlap <= touching tolerance: this axis separates the shapes (or they just touch along it). */
  readonly separating: boolean;
}

export interface SatOutput {
  /** contact === 'overlapping': every axis overlaps by more than the touching tolerance. */
  readonly intersecting: boolean;
  /** The verdict under the one touching rule: the least overlap over all axes against touchingTolerance. */
  readonly contact: Contact;
  /**
   * Axes of A's edges, then of B's: built the first time it is read (then kept), from the poses as they were at
   * the call. It is a getter: a spread copy, JSON.stringify or a deep equality leaves it out; copy `[...r.axes]`.
   */
  readonly axes: readonly SatAxis[];
  /** Index into axes of the first separating axis (what an early-exit test stops at), or -1. */
  readonly separatingAxis: number;
  /** Index into axes of the axis of least depth, when intersecting, else -1. */
  readonly minimumAxis: number;
  /** When intersecting: depth along the minimum axis. */
  readonly depth: number;
  /** When intersecting: unit, from A towards B along the minimum axis. */
  readonly normal: Vec2 | null;
  /** When intersecting: -depth * normal, the same convention as polygonDistance's mtd (move B by -mtv). */
  readonly mtv: Vec2 | null;
}

/** Both polygons' vertices relative to A's position (world orientation), packed, grown and reused. */
let ownX = new Float64Array(16), ownY = new Float64Array(16), otherX = new Float64Array(16), otherY = new Float64Array(16);

/** Fills (xs, ys) with a shape's vertices turned by (c, s) and offset by (ox, oy). */
function relativeVertices(shape: ConvexPolygon, ox: number, oy: number, c: number, s: number, xs: Float64Array, ys: Float64Array): void {
  const packed = shape[CACHE].packedVertices;
  for (let i = 0, n = packed.length >> 1; i < n; i++) {
    const vx = packed[2 * i], vy = packed[2 * i + 1];
    // offset + R v, in the order verticesRelativeTo adds them (the same rounding).
    xs[i] = ox + (c * vx - s * vy);
    ys[i] = oy + (s * vx + c * vy);
  }
}

/**
 * What one pass over the axes finds, besides the axes themselves: kept in module state so the pass allocates
 * nothing (satTest reads it right after the pass).
 */
const found = { separatingAxis: -1, least: Infinity, minimumAxis: 0, minimumDepth: Infinity, x: 0, y: 0, pushesAlong: true };

/**
 * One pass over every axis of A's edges, then B's, for the pair frozen in `pair`. With `record` it also appends
 * each axis as a plain object; without, it builds none: a game's loop reads only the verdict, and per-axis
 * objects were most of the test's time (npm run bench). Both runs do the same arithmetic, so the axes read
 * later are the ones the verdict was taken from.
 */
function passOverAxes(pair: SatPair, record: SatAxis[] | null): void {
  const { shapeA, shapeB, ax, ay, ca, sa, bx, by, cb, sb, tolerance } = pair;
  const n = shapeA.vertices.length, m = shapeB.vertices.length;
  if (ownX.length < Math.max(n, m)) {
    const size = 2 * Math.max(n, m);
    ownX = new Float64Array(size); ownY = new Float64Array(size); otherX = new Float64Array(size); otherY = new Float64Array(size);
  }
  // A's vertices in (ownX, ownY) and B's in (otherX, otherY), both relative to A's position.
  relativeVertices(shapeA, 0, 0, ca, sa, ownX, ownY);
  relativeVertices(shapeB, bx - ax, by - ay, cb, sb, otherX, otherY);
  found.separatingAxis = -1; found.least = Infinity; found.minimumAxis = 0; found.minimumDepth = Infinity;
  axesOf(record, 'A', shapeA, 0, ca, sa, n, otherX, otherY, m, 0, 0, ax, ay, tolerance);
  axesOf(record, 'B', shapeB, n, cb, sb, m, ownX, ownY, n, bx - ax, by - ay, ax, ay, tolerance);
}

/** The pair as satTest saw it: numbers, so the axes read later are those of this call's poses. */
interface SatPair {
  readonly shapeA: ConvexPolygon; readonly shapeB: ConvexPolygon;
  readonly ax: number; readonly ay: number; readonly ca: number; readonly sa: number;
  readonly bx: number; readonly by: number; readonly cb: number; readonly sb: number;
  readonly tolerance: number;
}

/**
 * satTest's answer. The verdict fields are plain data; `axes` is built the first time it is read (then kept),
 * by the same arithmetic on the poses as they were at the call, so a spread copy `{ ...r }` leaves it out:
 * copy it with `[...r.axes]`.
 */
class SatResult implements SatOutput {
  readonly intersecting: boolean;
  readonly contact: Contact;
  readonly separatingAxis: number;
  readonly minimumAxis: number;
  readonly depth: number;
  readonly normal: Vec2 | null;
  readonly mtv: Vec2 | null;
  readonly #pair: SatPair;
  #axes: SatAxis[] | null = null;

  constructor(pair: SatPair) {
    this.#pair = pair;
    passOverAxes(pair, null);
    const { separatingAxis, least, minimumAxis, minimumDepth, x, y, pushesAlong } = found;
    const intersecting = separatingAxis < 0;
    this.intersecting = intersecting;
    this.contact = intersecting ? 'overlapping' : contactOf(-least, pair.tolerance);
    this.separatingAxis = separatingAxis;
    this.minimumAxis = intersecting ? minimumAxis : -1;
    this.depth = intersecting ? minimumDepth : 0;
    const normal = intersecting ? (pushesAlong ? { x, y } : { x: -x, y: -y }) : null;
    this.normal = normal;
    this.mtv = normal ? { x: -minimumDepth * normal.x, y: -minimumDepth * normal.y } : null;
  }

  get axes(): readonly SatAxis[] {
    if (this.#axes === null) {
      const axes: SatAxis[] = [];
      passOverAxes(this.#pair, axes);
      this.#axes = axes;
    }
    return this.#axes;
  }
}

/**
 * SAT over every edge normal of both polygons. The verdict, the least-depth axis and the MTV are found in one
 * pass that builds no per-axis objects; `axes` (every axis with both intervals, for the figures) is built the
 * first time it is read. Poses may be Transforms.
 */
export function satTest(a: Placed, b: Placed): SatOutput {
  assertPlaced(a, 'satTest: A');
  assertPlaced(b, 'satTest: B');
  return new SatResult({
    shapeA: a.shape, shapeB: b.shape,
    ax: a.pose.position.x, ay: a.pose.position.y, ca: poseCos(a.pose), sa: poseSin(a.pose),
    bx: b.pose.position.x, by: b.pose.position.y, cb: poseCos(b.pose), sb: poseSin(b.pose),
    tolerance: touchingTolerance(a, b),
  });
}

/**
 * The axes of `owner`'s n edges, numbered from `first`. (otherX, otherY) are the other polygon's m vertices
 * relative to A's position (ax, ay); (offsetX, offsetY) is the owner's position relative to it and (c, s) turns
 * the owner into the world. Updates `found`, and appends to `record` when given.
 */
function axesOf(
  record: SatAxis[] | null, source: ShapeId, owner: ConvexPolygon, first: number, c: number, s: number, n: number,
  otherX: Float64Array, otherY: Float64Array, m: number, offsetX: number, offsetY: number, ax: number, ay: number, tolerance: number,
): void {
  const { packedNormals: normals, edgeLow, edgeHigh } = owner[CACHE];
  // The owner's own interval on its edge normal does not change as it turns (edgeLow, edgeHigh): only its
  // offset from A's position moves it.
  const fromA = source === 'A';
  // The other polygon's lowest and highest vertex on the axis. The first axis searches them; each next axis
  // has turned counter-clockwise, so they climb forward from where they were (as packedClimb, written out so
  // that the projection the climb ends on is the interval's end, not computed again).
  const x0 = c * normals[0] - s * normals[1], y0 = s * normals[0] + c * normals[1];
  // Both ends found in one pass (the first lowest and the first highest, as packedSupport along -axis and +axis).
  let otherMin = 0, otherMax = 0;
  {
    let low = otherX[0] * x0 + otherY[0] * y0, high = low;
    for (let j = 1; j < m; j++) {
      const value = otherX[j] * x0 + otherY[j] * y0;
      if (value < low) { low = value; otherMin = j; }
      if (value > high) { high = value; otherMax = j; }
    }
  }
  for (let i = 0; i < n; i++) {
    const lx = normals[2 * i], ly = normals[2 * i + 1];
    const x = c * lx - s * ly, y = s * lx + c * ly;
    let otherLow = otherX[otherMin] * x + otherY[otherMin] * y;
    for (let steps = 1; steps < m; steps++) {
      const next = otherMin + 1 === m ? 0 : otherMin + 1;
      const value = otherX[next] * x + otherY[next] * y;
      if (!(value < otherLow)) break;
      otherMin = next; otherLow = value;
    }
    let otherHigh = otherX[otherMax] * x + otherY[otherMax] * y;
    for (let steps = 1; steps < m; steps++) {
      const next = otherMax + 1 === m ? 0 : otherMax + 1;
      const value = otherX[next] * x + otherY[next] * y;
      if (!(value > otherHigh)) break;
      otherMax = next; otherHigh = value;
    }
    const along = offsetX * x + offsetY * y;
    const ownLow = along + edgeLow[i], ownHigh = along + edgeHigh[i];
    const minA = fromA ? ownLow : otherLow, maxA = fromA ? ownHigh : otherHigh;
    const minB = fromA ? otherLow : ownLow, maxB = fromA ? otherHigh : ownHigh;
    // Measured on projections relative to A's position, which keep their precision far from the origin.
    const overlap = Math.min(maxA, maxB) - Math.max(minA, minB);
    const depth = Math.min(maxA - minB, maxB - minA);
    const separating = overlap <= tolerance;
    if (separating && found.separatingAxis < 0) found.separatingAxis = first + i;
    if (overlap < found.least) found.least = overlap;
    // The first axis is the least until a smaller depth comes (so no state of an earlier call can remain).
    if (depth < found.minimumDepth || first + i === 0) {
      found.minimumDepth = depth; found.minimumAxis = first + i; found.x = x; found.y = y;
      // B leaves along +axis when A's max is the nearer wall.
      found.pushesAlong = maxA - minB <= maxB - minA;
    }
    if (record !== null) {
      const shift = ax * x + ay * y;
      record.push({
        axis: { x, y }, source, edgeIndex: i,
        intervalA: { min: minA + shift, max: maxA + shift }, intervalB: { min: minB + shift, max: maxB + shift },
        overlap, depth, separating,
      });
    }
  }
}

export interface SatPointAxis {
  readonly axis: Vec2;
  readonly edgeIndex: number;
  readonly interval: Interval;
  readonly projection: number;
  /** The point's projection lies within the interval (boundary included). */
  readonly inside: boolean;
}

export interface SatPointOutput {
  /** Inside (or on the boundary) exactly when every axis says so. */
  readonly inside: boolean;
  /**
   * The verdict under the one touching rule: 'separated' when not inside, 'touching' when inside but within the
   * tolerance of some edge's line, else 'overlapping'.
   */
  readonly contact: Contact;
  readonly axes: readonly SatPointAxis[];
  /** The first axis whose projection excludes the point, or -1. */
  readonly separatingAxis: number;
  /** How many axes an early-exit test checks: up to and including the first separating one. */
  readonly axesChecked: number;
}

/** SAT for a point against a polygon: each edge normal is an axis; the point is inside iff no axis separates. */
export function satPointTest(polygon: Placed, point: Vec2): SatPointOutput {
  assertPlaced(polygon, 'satPointTest: the polygon');
  assertVector(point, 'satPointTest: the point');
  const origin = polygon.pose.position;
  const vertices = verticesRelativeTo(polygon, origin);
  const relative = sub(point, origin);
  const axes: SatPointAxis[] = [];
  let minIndex = -1;
  const q = poseRotation(polygon.pose);
  let onBoundary = false;
  // A point on the boundary is inside: within the one touching rule's tolerance of the polygon's own vertex
  // (rounding puts a polygon's own world vertices a hair outside about half the time).
  const tolerance = RELATIVE_TOLERANCE * sceneScale(polygon.shape.radius, 0, Math.hypot(relative.x, relative.y));
  for (let i = 0; i < vertices.length; i++) {
    const axis = rotateVector(q, polygon.shape.normals[i]);
    const back = negate(axis);
    minIndex = minIndex < 0 ? supportIndex(vertices, back) : climbToSupport(vertices, minIndex, back);
    const min = dot(vertices[minIndex], axis);
    const max = dot(vertices[i], axis);
    const projection = dot(relative, axis);
    const shift = dot(origin, axis);
    if (projection >= max - tolerance || projection <= min + tolerance) onBoundary = true;
    axes.push({
      axis, edgeIndex: i,
      interval: { min: min + shift, max: max + shift },
      projection: projection + shift,
      inside: projection >= min - tolerance && projection <= max + tolerance,
    });
  }
  const separatingAxis = axes.findIndex((axis) => !axis.inside);
  const contact: Contact = separatingAxis >= 0 ? 'separated' : onBoundary ? 'touching' : 'overlapping';
  return { inside: separatingAxis < 0, contact, axes, separatingAxis, axesChecked: separatingAxis < 0 ? axes.length : separatingAxis + 1 };
}

/**
 * Where to draw an axis so that projections read clearly: a line along `normal` beside a set of points,
 * shifted from the middle of the edge [edgeStart, edgeEnd] along the edge (towards edgeEnd, or towards
 * edgeStart with `side` -1) until every point is behind it (plus `margin`). `rulerPoint(ruler, value)` is the
 * world point on that line whose projection is `value`.
 */
export interface AxisRuler {
  readonly anchor: Vec2;
  readonly direction: Vec2;
  readonly anchorValue: number;
  /** Unit, square to the ruler: the way from the middle of its edge across to the ruler (where its labels go). */
  readonly away: Vec2;
}

export function axisRuler(edgeStart: Vec2, edgeEnd: Vec2, normal: Vec2, points: readonly Vec2[], margin: number, side: 1 | -1 = 1): AxisRuler {
  const middle = { x: (edgeStart.x + edgeEnd.x) / 2, y: (edgeStart.y + edgeEnd.y) / 2 };
  const edge = sub(edgeEnd, edgeStart);
  const length = Math.hypot(edge.x, edge.y);
  const forward = length > 0 ? { x: edge.x / length, y: edge.y / length } : { x: -normal.y, y: normal.x };
  const along = { x: side * forward.x, y: side * forward.y };
  let reach = 0;
  for (const p of points) reach = Math.max(reach, dot(sub(p, middle), along));
  const anchor = { x: middle.x + along.x * (reach + margin), y: middle.y + along.y * (reach + margin) };
  return { anchor, direction: normal, anchorValue: dot(anchor, normal), away: awayFrom(middle, anchor, normal) };
}

/** The unit vector square to `normal` on the side of `anchor` from `middle` (the ruler's side of its edge). */
function awayFrom(middle: Vec2, anchor: Vec2, normal: Vec2): Vec2 {
  const across = -normal.y * (anchor.x - middle.x) + normal.x * (anchor.y - middle.y);
  return across < 0 ? { x: normal.y, y: -normal.x } : { x: -normal.y, y: normal.x };
}

/**
 * Rulers along `normal` that run between groups of points (one group per shape) without crossing any: one at
 * the middle of every gap, at least 2 `margin` wide, that the groups leave between them across the axis.
 * None where the groups' spans across the axis overlap. Each passes level with the middle of the edge
 * [edgeStart, edgeEnd] along the axis, as axisRuler's does.
 */
export function axisRulersBetween(edgeStart: Vec2, edgeEnd: Vec2, normal: Vec2, groups: readonly (readonly Vec2[])[], margin: number): AxisRuler[] {
  const across = { x: -normal.y, y: normal.x };
  const spans = groups.filter((g) => g.length > 0).map((g) => {
    let min = Infinity, max = -Infinity;
    for (const p of g) { const u = dot(p, across); min = Math.min(min, u); max = Math.max(max, u); }
    return { min, max };
  }).sort((p, q) => p.min - q.min);
  const middle = { x: (edgeStart.x + edgeEnd.x) / 2, y: (edgeStart.y + edgeEnd.y) / 2 };
  const rulers: AxisRuler[] = [];
  let reach = -Infinity;
  for (let i = 0; i + 1 < spans.length; i++) {
    reach = Math.max(reach, spans[i].max);
    const next = spans[i + 1].min;
    if (next - reach < 2 * margin) continue;
    const shift = (reach + next) / 2 - dot(middle, across);
    const anchor = { x: middle.x + across.x * shift, y: middle.y + across.y * shift };
    rulers.push({ anchor, direction: normal, anchorValue: dot(anchor, normal), away: awayFrom(middle, anchor, normal) });
  }
  return rulers;
}

export const rulerPoint = (ruler: AxisRuler, value: number): Vec2 => ({
  x: ruler.anchor.x + ruler.direction.x * (value - ruler.anchorValue),
  y: ruler.anchor.y + ruler.direction.y * (value - ruler.anchorValue),
});
