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

import { type Placed, type ShapeId, verticesRelativeTo } from './polygon';
import { climbToSupport, supportIndex } from './support';
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

export function satTest(a: Placed, b: Placed): SatOutput {
  assertPlaced(a, 'satTest: A');
  assertPlaced(b, 'satTest: B');
  const origin = a.pose.position;
  const verticesA = verticesRelativeTo(a, origin);
  const verticesB = verticesRelativeTo(b, origin);
  const axes: SatAxis[] = [];
  const tolerance = touchingTolerance(a, b);
  axesOf(axes, 'A', a, verticesA, verticesB, origin, tolerance);
  axesOf(axes, 'B', b, verticesB, verticesA, origin, tolerance);
  const separatingAxis = axes.findIndex((axis) => axis.separating);
  if (separatingAxis >= 0) {
    let least = Infinity;
    for (const axis of axes) least = Math.min(least, axis.overlap);
    const contact = contactOf(-least, tolerance);
    return { intersecting: false, contact, axes, separatingAxis, minimumAxis: -1, depth: 0, normal: null, mtv: null };
  }
  let minimumAxis = 0;
  for (let k = 1; k < axes.length; k++) if (axes[k].depth < axes[minimumAxis].depth) minimumAxis = k;
  const best = axes[minimumAxis];
  // B leaves along +axis when A's max is the nearer wall, along -axis otherwise.
  const alongAxis = best.intervalA.max - best.intervalB.min <= best.intervalB.max - best.intervalA.min;
  const normal = alongAxis ? best.axis : negate(best.axis);
  return { intersecting: true, contact: 'overlapping', axes, separatingAxis: -1, minimumAxis, depth: best.depth, normal, mtv: scale(normal, -best.depth) };
}

/** Appends the axes of `owner`'s edges. `own` and `other` are vertex lists relative to `origin` (A's position). */
function axesOf(axes: SatAxis[], source: ShapeId, owner: Placed, own: Vec2[], other: Vec2[], origin: Vec2, tolerance: number): void {
  const n = own.length;
  const q = makeRotation(owner.pose.angle);
  let ownMin = -1;
  let otherMin = -1;
  let otherMax = -1;
  for (let i = 0; i < n; i++) {
    const axis = rotateVector(q, owner.shape.normals[i]);
    const back = negate(axis);
    ownMin = ownMin < 0 ? supportIndex(own, back) : climbToSupport(own, ownMin, back);
    otherMin = otherMin < 0 ? supportIndex(other, back) : climbToSupport(other, otherMin, back);
    otherMax = otherMax < 0 ? supportIndex(other, axis) : climbToSupport(other, otherMax, axis);
    const ownInterval = { min: dot(own[ownMin], axis), max: dot(own[i], axis) };
    const otherInterval = { min: dot(other[otherMin], axis), max: dot(other[otherMax], axis) };
    const relativeA = source === 'A' ? ownInterval : otherInterval;
    const relativeB = source === 'A' ? otherInterval : ownInterval;
    // Measured on projections relative to A's position, which keep their precision far from the origin.
    const overlap = Math.min(relativeA.max, relativeB.max) - Math.max(relativeA.min, relativeB.min);
    const depth = Math.min(relativeA.max - relativeB.min, relativeB.max - relativeA.min);
    const shift = dot(origin, axis);
    const intervalA = { min: relativeA.min + shift, max: relativeA.max + shift };
    const intervalB = { min: relativeB.min + shift, max: relativeB.max + shift };
    axes.push({ axis, source, edgeIndex: i, intervalA, intervalB, overlap, depth, separating: overlap <= tolerance });
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
