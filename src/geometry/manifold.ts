// Contact manifolds: the one or two points at which a physics engine pushes two touching shapes apart,
// by reference and incident edges and clipping (Box2D's b2ClipPolygons; Ericson 5.x; Catto's GDC talks).
//
// 1. shapeDistance gives the normal n (from A to B) and the signed distance. Farther apart than the
//    speculative margin (and the touching tolerance, so touching shapes keep their points): no contact.
// 2. If a face of A faces along n (or a face of B against n), that face is the reference face; A's is
//    preferred when both do (two parallel faces). If no face does, the shapes meet vertex to vertex (or a
//    circle is involved): one contact point, the two nearest points.
// 3. The incident edge is the edge of the other shape whose normal is most opposed to the reference
//    normal. It is clipped to the slab between the two side lines of the reference face (the lines
//    through the face's ends, along its normal), which leaves a segment of at most two points.
// 4. Each clipped point p of the incident core gets its separation: (p − face)·n_ref − rA − rB, negative
//    while penetrating. Points farther than the margin are dropped, so near-touching pairs report
//    speculative contacts with positive separation, and a tilted box about to land reports its lower
//    corner first.

import type { PlacedShape } from './convexShape';
import { GeometryError } from './errors';
import { polygonDistance } from './distance';
import { assertPlacedShape } from './gjk';
import { type SignedDistance, shapeDistance, shapeTouchingTolerance } from './shapeDistance';
import { RELATIVE_TOLERANCE } from './tolerances';
import { CACHE } from './polygon';
import { type Vec2, invRotateVector, poseRotation, rotateVector, transformPoint } from './vec2';

/**
 * A face counts as facing the normal when the cosine between them is at least 1 − this: an angle of about
 * 1.4e-6 rad. The normal of a face contact is that face's normal to rounding (~1e-16 rad), whether it
 * comes from polygonDistance, EPA, or GJK's witness points on the face; a face turned even a millionth
 * of a radian from it must not be taken instead, or the manifold's normal would differ from the MTD's.
 */
export const FACE_ALIGNMENT = 1e-12;

export interface ContactPoint {
  /** World point midway between the two surfaces. */
  readonly point: Vec2;
  /**
   * pointB − pointA = separation × normal. For polygons, on A's outline and on B's. A rounded shape's point is its
   * core's point moved by its radius along the normal, as Box2D places them: on its outline where that faces the
   * normal (a flat side), off it by a fraction of the radius where the rounding turns away (a capsule's end).
   */
  readonly pointA: Vec2;
  readonly pointB: Vec2;
  /** Negative while penetrating; up to the margin for speculative contacts. */
  readonly separation: number;
  /**
   * Names the features that made the point (stable while they do): reference face, incident edge, then which end
   * of the incident edge it is ('-' its start, '+' its end) or which side of the reference face's slab clipped it
   * ('<' the face's start, '>' its end). 'A1/B3+' is the end of B's edge 3 against A's face 1; 'vertex' a single
   * point where no face faces the normal.
   */
  readonly id: string;
}

export interface ManifoldEdge {
  readonly shape: 'A' | 'B';
  readonly edge: number;
  /** World ends of the edge's core (before the shape's radius). */
  readonly from: Vec2;
  readonly to: Vec2;
  /** Outward unit normal, world. */
  readonly normal: Vec2;
}

export interface ContactManifold {
  /** Unit, from A towards B. */
  readonly normal: Vec2;
  /** 0, 1 or 2 points. */
  readonly points: readonly ContactPoint[];
  /** The reference face and the incident edge (null for a vertex contact or no contact). */
  readonly reference: ManifoldEdge | null;
  readonly incident: ManifoldEdge | null;
  /** The incident edge's core clipped to the reference face's slab, before points beyond the margin were dropped. */
  readonly clipped: readonly Vec2[];
  /** The pair's signed distance and normal the manifold was built from. */
  readonly distance: SignedDistance;
}

export interface ManifoldOptions {
  /** Speculative margin: pairs up to this far apart report contacts (default 0). */
  readonly margin?: number;
}

interface Edge { readonly from: Vec2; readonly to: Vec2; readonly normal: Vec2 }

/** The core's edges in world coordinates: a polygon's, a segment's two sides, or none for a point. */
function edgesOf(placed: PlacedShape): Edge[] {
  const core = placed.shape.core.map((p) => transformPoint(placed.pose, p));
  if (core.length < 2) return [];
  const edge = (from: Vec2, to: Vec2): Edge => {
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    return { from, to, normal: { x: (to.y - from.y) / length, y: -(to.x - from.x) / length } };
  };
  if (core.length === 2) return [edge(core[0], core[1]), edge(core[1], core[0])];
  return core.map((p, i) => edge(p, core[(i + 1) % core.length]));
}

function mostAligned(edges: readonly Edge[], direction: Vec2): { index: number; cosine: number } {
  let index = -1, cosine = -Infinity;
  for (let i = 0; i < edges.length; i++) {
    const c = edges[i].normal.x * direction.x + edges[i].normal.y * direction.y;
    if (c > cosine) { cosine = c; index = i; }
  }
  return { index, cosine };
}

/**
 * A shape's core edges, asked for one at a time. A polygon answers from its own normals (the world
 * direction turned into its frame once, then one dot product per edge) and turns into the world only
 * the edges the manifold uses: building every edge in world coordinates cost more than the rest of the
 * manifold (npm run bench, shapes). Other cores (a capsule's segment) list their edges as they are.
 */
interface CoreEdges {
  readonly count: number;
  mostAligned(direction: Vec2): { index: number; cosine: number };
  edge(index: number): Edge;
}

function coreEdges(placed: PlacedShape): CoreEdges {
  const polygon = placed.shape.polygon;
  if (polygon === null) {
    const edges = edgesOf(placed);
    return { count: edges.length, mostAligned: (direction) => mostAligned(edges, direction), edge: (index) => edges[index] };
  }
  const q = poseRotation(placed.pose);
  const normals = polygon[CACHE].packedNormals, n = polygon.vertices.length;
  return {
    count: n,
    mostAligned(direction) {
      const local = invRotateVector(q, direction);
      let index = 0, cosine = -Infinity;
      for (let i = 0; i < n; i++) {
        const c = normals[2 * i] * local.x + normals[2 * i + 1] * local.y;
        if (c > cosine) { cosine = c; index = i; }
      }
      return { index, cosine };
    },
    edge(index) {
      const from = polygon.vertices[index], to = polygon.vertices[index + 1 === n ? 0 : index + 1];
      return { from: transformPoint(placed.pose, from), to: transformPoint(placed.pose, to), normal: rotateVector(q, polygon.normals[index]) };
    },
  };
}

export function contactManifold(a: PlacedShape, b: PlacedShape, options: ManifoldOptions | null = {}): ContactManifold {
  assertPlacedShape(a, 'contactManifold: A');
  assertPlacedShape(b, 'contactManifold: B');
  const margin = options?.margin ?? 0;
  if (!Number.isFinite(margin) || margin < 0) {
    throw new GeometryError('bad-parameter', `contactManifold: the speculative margin must be a non-negative, finite length; got ${margin}.`);
  }
  // Two plain polygons take polygonDistance's O(n + m) walk; other shapes GJK and EPA.
  const distance: SignedDistance = a.shape.kind === 'polygon' && b.shape.kind === 'polygon' && a.shape.polygon && b.shape.polygon
    ? polygonDistance({ shape: a.shape.polygon, pose: a.pose }, { shape: b.shape.polygon, pose: b.pose })
    : shapeDistance(a, b);
  const none = { normal: distance.normal, points: [], reference: null, incident: null, clipped: [], distance };
  // Touching pairs (the one touching rule) are in contact with no margin at all: a resting box keeps its points.
  const reach = margin + shapeTouchingTolerance(a, b);
  if (distance.distance > reach) return none;
  const vertexContact = (): ContactManifold => ({
    ...none,
    points: [{
      point: midpoint(distance.pointA, distance.pointB), pointA: distance.pointA, pointB: distance.pointB,
      separation: distance.distance, id: 'vertex',
    }],
  });

  const edgesA = coreEdges(a), edgesB = coreEdges(b);
  if (edgesA.count === 0 || edgesB.count === 0) return vertexContact();
  const n = distance.normal;
  const faceA = edgesA.mostAligned(n);
  const faceB = edgesB.mostAligned({ x: -n.x, y: -n.y });
  const aligned = (cosine: number) => cosine >= 1 - FACE_ALIGNMENT;
  if (!aligned(faceA.cosine) && !aligned(faceB.cosine)) return vertexContact();
  // The better aligned face; A's when both face the normal equally (two parallel faces).
  const referenceIsA = aligned(faceA.cosine) && faceA.cosine >= faceB.cosine - Number.EPSILON;

  const [refShape, incShape] = referenceIsA ? ['A', 'B'] as const : ['B', 'A'] as const;
  const refEdges = referenceIsA ? edgesA : edgesB, incEdges = referenceIsA ? edgesB : edgesA;
  const refIndex = referenceIsA ? faceA.index : faceB.index;
  const ref = refEdges.edge(refIndex);
  const incIndex = incEdges.mostAligned({ x: -ref.normal.x, y: -ref.normal.y }).index;
  const inc = incEdges.edge(incIndex);
  const refRadius = (referenceIsA ? a : b).shape.radius, incRadius = (referenceIsA ? b : a).shape.radius;

  // Clip the incident edge to the slab between the reference face's side lines.
  const length = Math.hypot(ref.to.x - ref.from.x, ref.to.y - ref.from.y);
  const tangent = { x: (ref.to.x - ref.from.x) / length, y: (ref.to.y - ref.from.y) / length };
  const along = (p: Vec2) => (p.x - ref.from.x) * tangent.x + (p.y - ref.from.y) * tangent.y;
  const clipped = clipToRange([{ p: inc.from, end: '-' }, { p: inc.to, end: '+' }], along, 0, length);
  if (clipped.length < 2) return { ...vertexContact(), clipped: clipped.map((c) => c.p) };

  const normal = referenceIsA ? ref.normal : { x: -ref.normal.x, y: -ref.normal.y };
  const points: ContactPoint[] = [];
  for (const { p, end } of clipped) {
    const coreSeparation = (p.x - ref.from.x) * ref.normal.x + (p.y - ref.from.y) * ref.normal.y;
    const separation = coreSeparation - refRadius - incRadius;
    if (separation > reach) continue;
    const onReference = { x: p.x - ref.normal.x * (coreSeparation - refRadius), y: p.y - ref.normal.y * (coreSeparation - refRadius) };
    const onIncident = { x: p.x - ref.normal.x * incRadius, y: p.y - ref.normal.y * incRadius };
    const [pointA, pointB] = referenceIsA ? [onReference, onIncident] : [onIncident, onReference];
    points.push({ point: midpoint(pointA, pointB), pointA, pointB, separation, id: `${refShape}${refIndex}/${incShape}${incIndex}${end}` });
  }
  const world = (shape: 'A' | 'B', index: number, e: Edge): ManifoldEdge => ({ shape, edge: index, from: e.from, to: e.to, normal: e.normal });
  return {
    normal, points, reference: world(refShape, refIndex, ref), incident: world(incShape, incIndex, inc),
    clipped: clipped.map((c) => c.p), distance,
  };
}

const midpoint = (p: Vec2, q: Vec2): Vec2 => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 });

/**
 * The part of segment [s0, s1] whose parameter `along` lies in [low, high]; a clipped end is marked as
 * made by the slab's side ('<' or '>') rather than by the incident edge's own end.
 */
function clipToRange(
  segment: readonly { p: Vec2; end: string }[], along: (p: Vec2) => number, low: number, high: number,
): { p: Vec2; end: string }[] {
  const [s0, s1] = segment;
  const t0 = along(s0.p), t1 = along(s1.p);
  const slack = RELATIVE_TOLERANCE * Math.max(1, Math.abs(high - low));
  const out: { p: Vec2; end: string }[] = [];
  const at = (t: number) => {
    const f = (t - t0) / (t1 - t0);
    return { x: s0.p.x + (s1.p.x - s0.p.x) * f, y: s0.p.y + (s1.p.y - s0.p.y) * f };
  };
  const inside = (t: number) => t >= low - slack && t <= high + slack;
  if (inside(t0)) out.push(s0);
  // Where the segment crosses a side line, the crossing point.
  for (const [bound, name] of [[low, '<'], [high, '>']] as const) {
    if ((t0 - bound) * (t1 - bound) < 0) {
      const crossing = at(bound);
      if (inside(along(crossing))) out.push({ p: crossing, end: name });
    }
  }
  if (inside(t1)) out.push(s1);
  // Keep the two ends of what survived, in the incident edge's order.
  if (out.length > 2) {
    out.sort((p, q) => (along(p.p) - along(q.p)) * (t1 - t0 >= 0 ? 1 : -1));
    return [out[0], out[out.length - 1]];
  }
  return out;
}
