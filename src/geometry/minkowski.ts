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

import { CACHE, type Placed, type ShapeId, verticesRelativeTo } from './polygon';
import { assertPlaced } from './validate';
import { type Vec2, add, makeRotation, negate, rotateVector, sub, transformPoint, wrapAngle } from './vec2';

const TWO_PI = 2 * Math.PI;

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
  const n = a.shape.vertices.length, m = b.shape.vertices.length;
  const qa = makeRotation(a.pose.angle), qb = makeRotation(b.pose.angle);
  // A's vertices turned, B's turned and placed relative to A's position; both in world orientation.
  const offset = sub(b.pose.position, a.pose.position);
  const verticesA = a.shape.vertices.map((v) => rotateVector(qa, v));
  const verticesB = b.shape.vertices.map((v) => add(offset, rotateVector(qb, v)));
  // World angles of -A's normals and of B's: each sequence increases once round from its smallest.
  const turnA = wrapAngle(a.pose.angle + Math.PI), turnB = wrapAngle(b.pose.angle);
  const angleOf = (local: number, turn: number) => (local + turn >= TWO_PI ? local + turn - TWO_PI : local + turn);
  const anglesA = a.shape[CACHE].normalAngles.map((angle) => angleOf(angle, turnA));
  const anglesB = b.shape[CACHE].normalAngles.map((angle) => angleOf(angle, turnB));
  const smallest = (angles: Float64Array) => angles.reduce((best, angle, i) => (angle < angles[best] ? i : best), 0);

  const vertices: Vec2[] = [], normals: Vec2[] = [], sources: ShapeId[] = [];
  const pairs: FeaturePair[] = [], vertexPairs: { a: number; b: number }[] = [];
  let pa = smallest(anglesA), pb = smallest(anglesB), takenA = 0, takenB = 0;
  while (takenA < n || takenB < m) {
    // MD vertex: B's vertex pb minus A's vertex pa; the next edge walks along whichever normal comes first
    // (A's on a tie, so that collinear MD edges meet end to end).
    vertices.push(sub(verticesB[pb], verticesA[pa]));
    vertexPairs.push({ a: pa, b: pb });
    if (takenB === m || (takenA < n && anglesA[pa] <= anglesB[pb])) {
      // Vertex pb of B against edge pa of A: the MD edge's outward normal is -nA.
      normals.push(negate(rotateVector(qa, a.shape.normals[pa])));
      sources.push('A');
      pairs.push({ source: 'A', edgeIndex: pa, vertexIndex: pb });
      pa = pa + 1 === n ? 0 : pa + 1;
      takenA++;
    } else {
      // Edge pb of B against vertex pa of A: the outward normal is nB.
      normals.push(rotateVector(qb, b.shape.normals[pb]));
      sources.push('B');
      pairs.push({ source: 'B', edgeIndex: pb, vertexIndex: pa });
      pb = pb + 1 === m ? 0 : pb + 1;
      takenB++;
    }
  }
  return { vertices, normals, sources, pairs, vertexPairs };
}

/** World position of an MD vertex's witness points (for drawing which vertices of A and B made it). */
export function minkowskiVertexWitnesses(a: Placed, b: Placed, md: MinkowskiDifference, k: number): { pointA: Vec2; pointB: Vec2 } {
  const pair = md.vertexPairs[k];
  return { pointA: transformPoint(a.pose, a.shape.vertices[pair.a]), pointB: transformPoint(b.pose, b.shape.vertices[pair.b]) };
}

/** The former, abbreviated name of minkowskiVertexWitnesses. */
export const mdVertexWitnesses = minkowskiVertexWitnesses;

