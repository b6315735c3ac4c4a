// The Minkowski difference MD = B - A = { b - a : b in B, a in A }.
//
// The origin lies inside MD exactly when A and B overlap, and the point of MD's boundary nearest the
// origin is the minimum translation (see distance.ts). MD of two convex polygons is convex, and each of
// its edges is made by one feature pair: an edge of B minus a vertex of A (outward normal = B's edge
// normal), or a vertex of B minus an edge of A (outward normal = minus A's edge normal). So MD has
// exactly n + m edges, one per edge of A and of B, met in the order of their normal angles.
//
// Construction (O(n + m)): the edge normals of B and of -A each go round once in increasing angle.
// Start both at their smallest angle, at the vertex that supports the direction just before it, and
// merge the two sequences like sorted lists; each step walks along one edge of B or of -A. When two
// edges are exactly parallel the A edge goes first, so the two collinear MD edges meet end to end
// and neither has zero length.
//
// MD vertices are computed relative to A's position (posB - posA + ...), so shapes far from the world
// origin lose no precision. MD itself lives in configuration space around the origin.

import { type Placed, type ShapeId, verticesRelativeTo } from './polygon';
import { walkMinkowski } from './minkowskiWalk';
import { assertPlaced } from './validate';
import { type Vec2, transformPoint } from './vec2';

export type { ShapeId };

/** The feature pair that made one MD edge: edge `edgeIndex` of `source` and vertex `vertexIndex` of the other shape. */
export interface FeaturePair {
  readonly source: ShapeId;
  readonly edgeIndex: number;
  readonly vertexIndex: number;
}

export interface MinkowskiDifference {
  /** Counter-clockwise; edge k runs from vertices[k] to vertices[k + 1]. May hold collinear vertices where edges of A and B are parallel. */
  readonly vertices: readonly Vec2[];
  /** Unit outward normal of edge k. */
  readonly normals: readonly Vec2[];
  /** Which shape edge k comes from. */
  readonly sources: readonly ShapeId[];
  /** The feature pair behind edge k. */
  readonly pairs: readonly FeaturePair[];
  /** vertices[k] = B.vertex[vertexPairs[k].b] - A.vertex[vertexPairs[k].a] (world). */
  readonly vertexPairs: readonly { readonly a: number; readonly b: number }[];
}

/** @deprecated moved to polygon.ts; kept so that imports from this module keep working. */
export { verticesRelativeTo };

export function minkowskiDifference(a: Placed, b: Placed): MinkowskiDifference {
  assertPlaced(a, 'minkowskiDifference: A');
  assertPlaced(b, 'minkowskiDifference: B');
  const vertices: Vec2[] = [];
  const normals: Vec2[] = [];
  const sources: ShapeId[] = [];
  const pairs: FeaturePair[] = [];
  const vertexPairs: { a: number; b: number }[] = [];
  walkMinkowski(a, b, (_k, fromA, edgeIndex, vertexIndex, x0, y0, _x1, _y1, nx, ny) => {
    vertices.push({ x: x0, y: y0 });
    normals.push({ x: nx, y: ny });
    sources.push(fromA ? 'A' : 'B');
    pairs.push({ source: fromA ? 'A' : 'B', edgeIndex, vertexIndex });
    // The edge starts at B's vertex minus A's vertex: for an edge of A that is (vertexIndex, edgeIndex).
    vertexPairs.push(fromA ? { a: edgeIndex, b: vertexIndex } : { a: vertexIndex, b: edgeIndex });
  });
  return { vertices, normals, sources, pairs, vertexPairs };
}

/** World position of an MD vertex's witness points (for drawing which vertices of A and B made it). */
export function minkowskiVertexWitnesses(a: Placed, b: Placed, md: MinkowskiDifference, k: number): { pointA: Vec2; pointB: Vec2 } {
  const pair = md.vertexPairs[k];
  return { pointA: transformPoint(a.pose, a.shape.vertices[pair.a]), pointB: transformPoint(b.pose, b.shape.vertices[pair.b]) };
}

/** The former, abbreviated name of minkowskiVertexWitnesses. */
export const mdVertexWitnesses = minkowskiVertexWitnesses;

