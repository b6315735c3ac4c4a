// Convex shapes described by a core and a radius, as Box2D's distance proxies are: the shape is every
// point within `radius` of the convex hull of its `core` points (local coordinates).
//
//   polygon          core = its vertices, radius 0
//   rounded polygon  core = its vertices, radius r > 0 (a polygon with rounded corners, grown by r)
//   circle           core = [its centre], radius r
//   capsule          core = [two ends of its segment], radius r
//
// Distance queries work on the cores and add the radii afterwards: the support point of a shape in a
// direction d is the core's support point plus r * d / |d|. Polygons keep their own fast paths
// (polygonDistance, satTest); these shapes are for GJK and EPA (gjk.ts, epa.ts) and contact manifolds.

import { GeometryError } from './errors';
import { MAX_SAMPLES } from './tolerances';
import { CACHE, type ConvexPolygon, makePolygon } from './polygon';
import { type Pose, type Vec2, isFiniteVec, transformPoint } from './vec2';

export type ConvexShapeKind = 'polygon' | 'rounded-polygon' | 'circle' | 'capsule';

/**
 * What a shape builder records on the shape it makes: the core it checked (the record vouches for that array only,
 * so a shape spread with another core is checked afresh) and how far that core reaches from the shape's position.
 * The queries read it instead of re-checking and re-measuring the core on every call.
 */
export const BUILT: unique symbol = Symbol('made by a shape builder');
export interface BuiltRecord { readonly core: readonly Vec2[]; readonly reach: number }

export interface ConvexShape {
  readonly kind: ConvexShapeKind;
  /** Local core points: a convex polygon's vertices (counter-clockwise), a segment's two ends, or one point. */
  readonly core: readonly Vec2[];
  /** Distance the shape reaches beyond its core (0 for a plain polygon). */
  readonly radius: number;
  /** The core as a validated polygon, for polygon and rounded-polygon shapes. */
  readonly polygon: ConvexPolygon | null;
  /** Set by the builders (polygonShape, circleShape, ...); absent on a shape written by hand. */
  readonly [BUILT]?: BuiltRecord;
}

/** The shape a builder returns: frozen, with the record of the core it checked. */
function built(kind: ConvexShapeKind, core: readonly Vec2[], radius: number, polygon: ConvexPolygon | null): ConvexShape {
  return Object.freeze({ kind, core, radius, polygon, [BUILT]: Object.freeze({ core, reach: reachOf(core) }) });
}

/** The farthest of the points from the origin. */
function reachOf(points: readonly Vec2[]): number {
  let reach = 0;
  for (const p of points) reach = Math.max(reach, Math.hypot(p.x, p.y));
  return reach;
}

export interface PlacedShape {
  readonly shape: ConvexShape;
  readonly pose: Pose;
}

function assertRadius(radius: number, what: string, allowZero: boolean): void {
  if (!Number.isFinite(radius) || radius < 0 || (!allowZero && radius === 0)) {
    throw new GeometryError('bad-parameter', `${what} needs a ${allowZero ? 'non-negative' : 'positive'}, finite radius; got ${radius}.`);
  }
}

function assertPolygon(polygon: ConvexPolygon, builder: string): void {
  if (!polygon || typeof polygon !== 'object' || !polygon[CACHE]) {
    throw new GeometryError('bad-parameter', `${builder} needs a polygon made by makePolygon (or makeBox, ...), or a list of points; got ${String(polygon)}.`);
  }
}

/** A plain convex polygon as a shape (the polygon is already validated by makePolygon). */
export function polygonShape(polygon: ConvexPolygon): ConvexShape {
  assertPolygon(polygon, 'polygonShape');
  return built('polygon', polygon.vertices, 0, polygon);
}

/** A convex polygon grown by `radius`: its corners become arcs. */
export function roundedPolygonShape(points: readonly Vec2[] | ConvexPolygon, radius: number): ConvexShape {
  assertRadius(radius, 'A rounded polygon', true);
  const polygon = Array.isArray(points) ? makePolygon(points) : (points as ConvexPolygon);
  assertPolygon(polygon, 'roundedPolygonShape');
  return built(radius > 0 ? 'rounded-polygon' : 'polygon', polygon.vertices, radius, polygon);
}

/** A circle of `radius` about `center` (local; the shape turns about its pose's position). */
export function circleShape(radius: number, center: Vec2 = { x: 0, y: 0 }): ConvexShape {
  assertRadius(radius, 'A circle', false);
  if (!isFiniteVec(center)) throw new GeometryError('non-finite', `A circle's centre must be a vector of finite numbers; got ${center && typeof center === 'object' ? `(${center.x}, ${center.y})` : String(center)}.`);
  return built('circle', [center], radius, null);
}

/** A capsule: the segment from (-halfLength, 0) to (halfLength, 0), grown by `radius`. */
export function capsuleShape(halfLength: number, radius: number): ConvexShape {
  if (!Number.isFinite(halfLength) || !(halfLength > 0)) {
    throw new GeometryError('bad-parameter', `A capsule needs a positive, finite half length (a capsule of length 0 is a circle); got ${halfLength}.`);
  }
  assertRadius(radius, 'A capsule', false);
  return built('capsule', [{ x: -halfLength, y: 0 }, { x: halfLength, y: 0 }], radius, null);
}

/** The farthest any point of the shape lies from its local origin (the reach of a rotation about it). */
export function shapeReach(shape: ConvexShape): number {
  return coreReach(shape) + shape.radius;
}

/** How far the shape's core reaches from its position: the radius of the fastest circle a turn moves it along. */
export function coreReach(shape: ConvexShape): number {
  const record = shape[BUILT];
  return record !== undefined && record.core === shape.core ? record.reach : reachOf(shape.core);
}

/** The core's points in world coordinates. */
export function worldCore(placed: PlacedShape): Vec2[] {
  return placed.shape.core.map((p) => transformPoint(placed.pose, p));
}

/** The index of the core point farthest along `direction` (the first of equals). */
export function coreSupportIndex(points: readonly Vec2[], direction: Vec2): number {
  let best = 0;
  let bestValue = points[0].x * direction.x + points[0].y * direction.y;
  for (let i = 1; i < points.length; i++) {
    const value = points[i].x * direction.x + points[i].y * direction.y;
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}

/** The shape's outline as a polyline of about `segmentsPerTurn` points per full turn of its rounded parts (for drawing). */
export function shapeOutline(placed: PlacedShape, segmentsPerTurn = 64): Vec2[] {
  if (!Number.isInteger(segmentsPerTurn) || segmentsPerTurn < 3 || segmentsPerTurn > MAX_SAMPLES) {
    throw new GeometryError('bad-parameter', `shapeOutline: segmentsPerTurn must be a whole number from 3 to ${MAX_SAMPLES}; got ${segmentsPerTurn}.`);
  }
  const core = worldCore(placed);
  const r = placed.shape.radius;
  if (r === 0) return core;
  const out: Vec2[] = [];
  if (core.length === 1) {
    for (let k = 0; k < segmentsPerTurn; k++) {
      const angle = (2 * Math.PI * k) / segmentsPerTurn;
      out.push({ x: core[0].x + r * Math.cos(angle), y: core[0].y + r * Math.sin(angle) });
    }
    return out;
  }
  // Around each core point, the arc between the normals of its two edges (a segment has two "edges":
  // there and back, so each end gets a half turn).
  const n = core.length;
  for (let i = 0; i < n; i++) {
    const previous = core[(i + n - 1) % n], here = core[i], next = core[(i + 1) % n];
    const from = Math.atan2(-(here.x - previous.x), here.y - previous.y);
    let to = Math.atan2(-(next.x - here.x), next.y - here.y);
    while (to < from) to += 2 * Math.PI;
    const steps = Math.max(1, Math.ceil(((to - from) / (2 * Math.PI)) * segmentsPerTurn));
    for (let k = 0; k <= steps; k++) {
      const angle = from + ((to - from) * k) / steps;
      out.push({ x: here.x + r * Math.cos(angle), y: here.y + r * Math.sin(angle) });
    }
  }
  return out;
}

/** The point of the placed shape farthest along `direction` (world), its radius included. */
export function supportPoint(placed: PlacedShape, direction: Vec2): Vec2 {
  const length = Math.hypot(direction.x, direction.y);
  const u = length > 0 ? { x: direction.x / length, y: direction.y / length } : { x: 1, y: 0 };
  const core = worldCore(placed);
  const p = core[coreSupportIndex(core, u)];
  return { x: p.x + u.x * placed.shape.radius, y: p.y + u.y * placed.shape.radius };
}

/**
 * The outline of B − A traced by its support points, s(u) = supportB(u) − supportA(−u), at `samples`
 * directions evenly spread around the circle (for drawing the configuration space of any two shapes).
 * With `withRadii` false, the cores' B − A: the set GJK and EPA walk on.
 */
export function differenceOutline(a: PlacedShape, b: PlacedShape, samples = 96, withRadii = true): Vec2[] {
  const coreA = worldCore(a), coreB = worldCore(b);
  const ra = withRadii ? a.shape.radius : 0, rb = withRadii ? b.shape.radius : 0;
  const out: Vec2[] = [];
  // The two directions are written over at each sample (a figure traces two outlines of 120 a frame).
  const u = { x: 0, y: 0 }, back = { x: 0, y: 0 };
  for (let k = 0; k < samples; k++) {
    const angle = (2 * Math.PI * k) / samples;
    u.x = Math.cos(angle); u.y = Math.sin(angle);
    back.x = -u.x; back.y = -u.y;
    const pb = coreB[coreSupportIndex(coreB, u)], pa = coreA[coreSupportIndex(coreA, back)];
    const point = { x: pb.x - pa.x + u.x * (ra + rb), y: pb.y - pa.y + u.y * (ra + rb) };
    const last = out[out.length - 1];
    if (!last || last.x !== point.x || last.y !== point.y) out.push(point);
  }
  if (out.length > 1 && out[0].x === out[out.length - 1].x && out[0].y === out[out.length - 1].y) out.pop();
  return out;
}
