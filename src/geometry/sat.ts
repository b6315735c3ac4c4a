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

import { CACHE, type Placed, type ShapeId, verticesRelativeTo } from './polygon';
import { climbToSupport, packedClimb, packedSupport, supportIndex } from './support';
import { type Contact, contactOf, touchingTolerance } from './tolerances';
import { assertPlaced, assertVector } from './validate';
import { type Vec2, dot, makeRotation, negate, rotateVector, scale, sub } from './vec2';

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
  /** Axes of A's edges, then of B's. */
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

/**
 * One axis of satTest, kept as numbers: its direction and the four interval ends are turned into objects
 * when read. A figure reads a few of them per frame; a game's loop reads none, and building seven objects
 * per axis was most of the test's time (npm run bench).
 */
class Axis implements SatAxis {
  constructor(
    readonly source: ShapeId,
    readonly edgeIndex: number,
    private readonly x: number,
    private readonly y: number,
    /** Interval ends relative to A's position; `shift` (A's position along the axis) turns them to world. */
    private readonly minA: number,
    private readonly maxA: number,
    private readonly minB: number,
    private readonly maxB: number,
    private readonly shift: number,
    readonly overlap: number,
    readonly depth: number,
    readonly separating: boolean,
  ) {}

  get axis(): Vec2 { return { x: this.x, y: this.y }; }
  get intervalA(): Interval { return { min: this.minA + this.shift, max: this.maxA + this.shift }; }
  get intervalB(): Interval { return { min: this.minB + this.shift, max: this.maxB + this.shift }; }
  /** B leaves along +axis when A's max is the nearer wall (the MTV's direction when this axis is the least). */
  get pushesAlong(): boolean { return this.maxA - this.minB <= this.maxB - this.minA; }
}

/** Both polygons' vertices relative to A's position (world orientation), packed, grown and reused. */
let ownX = new Float64Array(16), ownY = new Float64Array(16), otherX = new Float64Array(16), otherY = new Float64Array(16);

/** Fills (xs, ys) with `placed`'s vertices relative to `origin`, world orientation. */
function relativeVertices(placed: Placed, origin: Vec2, c: number, s: number, xs: Float64Array, ys: Float64Array): void {
  const packed = placed.shape[CACHE].packedVertices;
  const ox = placed.pose.position.x - origin.x, oy = placed.pose.position.y - origin.y;
  for (let i = 0, n = packed.length >> 1; i < n; i++) {
    const vx = packed[2 * i], vy = packed[2 * i + 1];
    // offset + R v, in the order verticesRelativeTo adds them (the same rounding).
    xs[i] = ox + (c * vx - s * vy);
    ys[i] = oy + (s * vx + c * vy);
  }
}

export function satTest(a: Placed, b: Placed): SatOutput {
  assertPlaced(a, 'satTest: A');
  assertPlaced(b, 'satTest: B');
  const n = a.shape.vertices.length, m = b.shape.vertices.length;
  if (ownX.length < Math.max(n, m)) {
    const size = 2 * Math.max(n, m);
    ownX = new Float64Array(size); ownY = new Float64Array(size); otherX = new Float64Array(size); otherY = new Float64Array(size);
  }
  const origin = a.pose.position;
  const ca = Math.cos(a.pose.angle), sa = Math.sin(a.pose.angle), cb = Math.cos(b.pose.angle), sb = Math.sin(b.pose.angle);
  // A's vertices in (ownX, ownY) and B's in (otherX, otherY), both relative to A's position.
  relativeVertices(a, origin, ca, sa, ownX, ownY);
  relativeVertices(b, origin, cb, sb, otherX, otherY);
  const axes: Axis[] = [];
  const tolerance = touchingTolerance(a, b);
  axesOf(axes, 'A', a, ca, sa, n, otherX, otherY, m, origin, tolerance);
  axesOf(axes, 'B', b, cb, sb, m, ownX, ownY, n, origin, tolerance);
  let separatingAxis = -1, least = Infinity, minimumAxis = 0;
  for (let k = 0; k < axes.length; k++) {
    const axis = axes[k];
    if (separatingAxis < 0 && axis.separating) separatingAxis = k;
    if (axis.overlap < least) least = axis.overlap;
    if (axis.depth < axes[minimumAxis].depth) minimumAxis = k;
  }
  if (separatingAxis >= 0) {
    const contact = contactOf(-least, tolerance);
    return { intersecting: false, contact, axes, separatingAxis, minimumAxis: -1, depth: 0, normal: null, mtv: null };
  }
  const best = axes[minimumAxis];
  const normal = best.pushesAlong ? best.axis : negate(best.axis);
  return { intersecting: true, contact: 'overlapping', axes, separatingAxis: -1, minimumAxis, depth: best.depth, normal, mtv: scale(normal, -best.depth) };
}

/**
 * Appends the axes of `owner`'s n edges. (otherX, otherY) are the other polygon's m vertices relative to
 * `origin` (A's position); (c, s) turns the owner into the world.
 */
function axesOf(
  axes: Axis[], source: ShapeId, owner: Placed, c: number, s: number, n: number,
  otherX: Float64Array, otherY: Float64Array, m: number, origin: Vec2, tolerance: number,
): void {
  const { packedNormals: normals, edgeLow, edgeHigh } = owner.shape[CACHE];
  // The owner's own interval on its edge normal does not change as it turns (edgeLow, edgeHigh): only its
  // offset from the origin moves it.
  const offsetX = owner.pose.position.x - origin.x, offsetY = owner.pose.position.y - origin.y;
  let otherMin = -1, otherMax = -1;
  for (let i = 0; i < n; i++) {
    const lx = normals[2 * i], ly = normals[2 * i + 1];
    const x = c * lx - s * ly, y = s * lx + c * ly;
    otherMin = otherMin < 0 ? packedSupport(otherX, otherY, m, -x, -y) : packedClimb(otherX, otherY, m, otherMin, -x, -y);
    otherMax = otherMax < 0 ? packedSupport(otherX, otherY, m, x, y) : packedClimb(otherX, otherY, m, otherMax, x, y);
    const along = offsetX * x + offsetY * y;
    const ownLow = along + edgeLow[i], ownHigh = along + edgeHigh[i];
    const otherLow = otherX[otherMin] * x + otherY[otherMin] * y, otherHigh = otherX[otherMax] * x + otherY[otherMax] * y;
    const fromA = source === 'A';
    const minA = fromA ? ownLow : otherLow, maxA = fromA ? ownHigh : otherHigh;
    const minB = fromA ? otherLow : ownLow, maxB = fromA ? otherHigh : ownHigh;
    // Measured on projections relative to A's position, which keep their precision far from the origin.
    const overlap = Math.min(maxA, maxB) - Math.max(minA, minB);
    const depth = Math.min(maxA - minB, maxB - minA);
    axes.push(new Axis(source, i, x, y, minA, maxA, minB, maxB, origin.x * x + origin.y * y, overlap, depth, overlap <= tolerance));
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
  const q = makeRotation(polygon.pose.angle);
  for (let i = 0; i < vertices.length; i++) {
    const axis = rotateVector(q, polygon.shape.normals[i]);
    const back = negate(axis);
    minIndex = minIndex < 0 ? supportIndex(vertices, back) : climbToSupport(vertices, minIndex, back);
    const min = dot(vertices[minIndex], axis);
    const max = dot(vertices[i], axis);
    const projection = dot(relative, axis);
    const shift = dot(origin, axis);
    axes.push({
      axis, edgeIndex: i,
      interval: { min: min + shift, max: max + shift },
      projection: projection + shift,
      inside: projection >= min && projection <= max,
    });
  }
  const separatingAxis = axes.findIndex((axis) => !axis.inside);
  return { inside: separatingAxis < 0, axes, separatingAxis, axesChecked: separatingAxis < 0 ? axes.length : separatingAxis + 1 };
}

/**
 * Where to draw an axis so that projections read clearly: a line along `normal` beside a set of points,
 * shifted from the middle of the edge [edgeStart, edgeEnd] along the edge until every point is behind it
 * (plus `margin`). `rulerPoint(ruler, value)` is the world point on that line whose projection is `value`.
 */
export interface AxisRuler { readonly anchor: Vec2; readonly direction: Vec2; readonly anchorValue: number }

export function axisRuler(edgeStart: Vec2, edgeEnd: Vec2, normal: Vec2, points: readonly Vec2[], margin: number): AxisRuler {
  const middle = { x: (edgeStart.x + edgeEnd.x) / 2, y: (edgeStart.y + edgeEnd.y) / 2 };
  const edge = sub(edgeEnd, edgeStart);
  const length = Math.hypot(edge.x, edge.y);
  const along = length > 0 ? { x: edge.x / length, y: edge.y / length } : { x: -normal.y, y: normal.x };
  let reach = 0;
  for (const p of points) reach = Math.max(reach, dot(sub(p, middle), along));
  const anchor = { x: middle.x + along.x * (reach + margin), y: middle.y + along.y * (reach + margin) };
  return { anchor, direction: normal, anchorValue: dot(anchor, normal) };
}

export const rulerPoint = (ruler: AxisRuler, value: number): Vec2 => ({
  x: ruler.anchor.x + ruler.direction.x * (value - ruler.anchorValue),
  y: ruler.anchor.y + ruler.direction.y * (value - ruler.anchorValue),
});
