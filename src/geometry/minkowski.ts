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
import { EXACT_ANGLE, type Vec2, poseCos, poseSin, transformPoint, wrapAngle } from './vec2';

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
  /** World angle of normals[k] in [0, 2pi): non-decreasing along k, the order the merge takes the edges in. */
  readonly angles: readonly number[];
}

/** @deprecated moved to polygon.ts; kept so that imports from this module keep working. */
export { verticesRelativeTo };

/**
 * The merge of minkowskiDifference on numbers: per MD edge k, its first vertex (x, y), its outward normal
 * (nx, ny), its world angle, whether it comes from an edge of A, and the vertices (pa, pb) that make vertex k.
 * Grown to the largest pair seen and reused; linearCast clips against it without building the records.
 */
export class MergedDifference {
  x = new Float64Array(16); y = new Float64Array(16);
  nx = new Float64Array(16); ny = new Float64Array(16);
  angle = new Float64Array(16);
  fromA = new Uint8Array(16);
  pa = new Int32Array(16); pb = new Int32Array(16);
  count = 0;

  grow(total: number): void {
    if (this.x.length >= total) return;
    const size = Math.max(total, 2 * this.x.length);
    this.x = new Float64Array(size); this.y = new Float64Array(size);
    this.nx = new Float64Array(size); this.ny = new Float64Array(size);
    this.angle = new Float64Array(size);
    this.fromA = new Uint8Array(size);
    this.pa = new Int32Array(size); this.pb = new Int32Array(size);
  }
}

/** Fills `out` with MD = B - A for poses already checked (world orientation, relative to A's position). */
export function mergeDifference(a: Placed, b: Placed, out: MergedDifference): void {
  const cacheA = a.shape[CACHE], cacheB = b.shape[CACHE];
  const n = a.shape.vertices.length, m = b.shape.vertices.length;
  out.grow(n + m);
  out.count = n + m;
  // Rotations and angles on numbers, read from the polygons' packed arrays (it was twice as slow with a
  // vector object per intermediate step; npm run bench, linearCast).
  const ca = poseCos(a.pose), sa = poseSin(a.pose), cb = poseCos(b.pose), sb = poseSin(b.pose);
  const ox = b.pose.position.x - a.pose.position.x, oy = b.pose.position.y - a.pose.position.y;
  const pva = cacheA.packedVertices, pvb = cacheB.packedVertices, pna = cacheA.packedNormals, pnb = cacheB.packedNormals;
  // World angles of -A's normals and of B's: each sequence increases once round from its smallest.
  // (A huge angle is wrapped before the half turn is added: its sum would round away from the turn cos and sin make.)
  const angleA = a.pose.angle, turnA = wrapAngle((Math.abs(angleA) <= EXACT_ANGLE ? angleA : wrapAngle(angleA)) + Math.PI), turnB = wrapAngle(b.pose.angle);
  const localA = cacheA.normalAngles, localB = cacheB.normalAngles;
  let pa = 0, pb = 0;
  for (let i = 1; i < n; i++) if (angleOf(localA[i], turnA) < angleOf(localA[pa], turnA)) pa = i;
  for (let j = 1; j < m; j++) if (angleOf(localB[j], turnB) < angleOf(localB[pb], turnB)) pb = j;

  const xs = out.x, ys = out.y, nxs = out.nx, nys = out.ny, angles = out.angle, fromA = out.fromA, pas = out.pa, pbs = out.pb;
  let takenA = 0, takenB = 0;
  for (let k = 0; takenA < n || takenB < m; k++) {
    // MD vertex: B's vertex pb (placed relative to A's position) minus A's vertex pa (turned); the next edge
    // walks along whichever normal comes first (A's on a tie, so that collinear MD edges meet end to end).
    const avx = pva[2 * pa], avy = pva[2 * pa + 1], bvx = pvb[2 * pb], bvy = pvb[2 * pb + 1];
    const ax = ca * avx - sa * avy, ay = sa * avx + ca * avy;
    const bx = ox + (cb * bvx - sb * bvy), by = oy + (sb * bvx + cb * bvy);
    xs[k] = bx - ax; ys[k] = by - ay;
    pas[k] = pa; pbs[k] = pb;
    const angleA = angleOf(localA[pa], turnA), angleB = angleOf(localB[pb], turnB);
    if (takenB === m || (takenA < n && angleA <= angleB)) {
      // Vertex pb of B against edge pa of A: the MD edge's outward normal is -nA.
      const nx = pna[2 * pa], ny = pna[2 * pa + 1];
      nxs[k] = -(ca * nx - sa * ny); nys[k] = -(sa * nx + ca * ny);
      fromA[k] = 1;
      angles[k] = angleA;
      pa = pa + 1 === n ? 0 : pa + 1;
      takenA++;
    } else {
      // Edge pb of B against vertex pa of A: the outward normal is nB.
      const nx = pnb[2 * pb], ny = pnb[2 * pb + 1];
      nxs[k] = cb * nx - sb * ny; nys[k] = sb * nx + cb * ny;
      fromA[k] = 0;
      angles[k] = angleB;
      pb = pb + 1 === m ? 0 : pb + 1;
      takenB++;
    }
  }
}

const merged = new MergedDifference();

export function minkowskiDifference(a: Placed, b: Placed): MinkowskiDifference {
  assertPlaced(a, 'minkowskiDifference: A');
  assertPlaced(b, 'minkowskiDifference: B');
  mergeDifference(a, b, merged);
  return differenceRecord(merged);
}

/** The records of a merged difference (numbers copied out: `merged` is reused). */
export function differenceRecord(md: MergedDifference): MinkowskiDifference {
  const total = md.count;
  const vertices: Vec2[] = new Array(total), normals: Vec2[] = new Array(total), sources: ShapeId[] = new Array(total);
  const angles: number[] = new Array(total), pairs: FeaturePair[] = new Array(total), vertexPairs: { a: number; b: number }[] = new Array(total);
  for (let k = 0; k < total; k++) {
    const pa = md.pa[k], pb = md.pb[k], edgeFromA = md.fromA[k] === 1;
    vertices[k] = { x: md.x[k], y: md.y[k] };
    normals[k] = { x: md.nx[k], y: md.ny[k] };
    vertexPairs[k] = { a: pa, b: pb };
    sources[k] = edgeFromA ? 'A' : 'B';
    angles[k] = md.angle[k];
    pairs[k] = edgeFromA ? { source: 'A', edgeIndex: pa, vertexIndex: pb } : { source: 'B', edgeIndex: pb, vertexIndex: pa };
  }
  return { vertices, normals, sources, pairs, vertexPairs, angles };
}

/** A polygon's own normal angle turned by `turn` (both in [0, 2pi)), back into [0, 2pi). */
const angleOf = (local: number, turn: number) => (local + turn >= TWO_PI ? local + turn - TWO_PI : local + turn);

/** World position of an MD vertex's witness points (for drawing which vertices of A and B made it). */
export function minkowskiVertexWitnesses(a: Placed, b: Placed, md: MinkowskiDifference, k: number): { pointA: Vec2; pointB: Vec2 } {
  const pair = md.vertexPairs[k];
  return { pointA: transformPoint(a.pose, a.shape.vertices[pair.a]), pointB: transformPoint(b.pose, b.shape.vertices[pair.b]) };
}

/** The former, abbreviated name of minkowskiVertexWitnesses. */
export const mdVertexWitnesses = minkowskiVertexWitnesses;


/** One edge normal as the merge sees it: B's own outward normal, or A's turned half a turn (the normal of -A). */
export interface MergeNormal {
  readonly source: ShapeId;
  /** The edge of `source` it belongs to. */
  readonly edgeIndex: number;
  /** World angle in [0, 2pi). */
  readonly angle: number;
  /** Unit, world. */
  readonly normal: Vec2;
  /** The step of the merge that takes it: it becomes edge `step` of B - A. */
  readonly step: number;
}

/** Step k of the merge: edge k of B - A, and the two normals that were compared to choose it. */
export interface MergeStep {
  readonly source: ShapeId;
  readonly edgeIndex: number;
  /** The vertex of the other shape that the edge is translated by (the feature pair's vertex). */
  readonly vertexIndex: number;
  readonly angle: number;
  readonly normal: Vec2;
  /** The edge of B - A: from vertices[k] to vertices[k + 1]. */
  readonly start: Vec2;
  readonly end: Vec2;
  /** The next edge of A and of B not yet taken when this step begins (null once all of that shape's are taken). */
  readonly nextA: number | null;
  readonly nextB: number | null;
}

export interface MergeSteps {
  /** -A's normals (A's turned half a turn), in A's edge order. */
  readonly normalsA: readonly MergeNormal[];
  /** B's normals, in B's edge order. */
  readonly normalsB: readonly MergeNormal[];
  /** n + m steps, one per edge of B - A, in increasing angle. */
  readonly steps: readonly MergeStep[];
  readonly difference: MinkowskiDifference;
}

/**
 * The merge behind minkowskiDifference, one step per edge of B - A (the Gauss-map merge). Place B's outward
 * normals and -A's on the unit circle: each list goes round once in increasing angle. Like merging two sorted
 * lists, every step compares the next normal of each and takes the one with the smaller angle (A's on a
 * tie); its edge, translated to the current vertex, is the next edge of B - A. So B - A has n + m edges and
 * costs O(n + m), whichever shape has more; the brute force, the hull of all n m differences, costs more.
 */
export function minkowskiMergeSteps(a: Placed, b: Placed): MergeSteps {
  const difference = minkowskiDifference(a, b);
  const count = difference.vertices.length;
  const stepOf = { A: new Array<number>(a.shape.vertices.length), B: new Array<number>(b.shape.vertices.length) };
  difference.pairs.forEach((pair, k) => { stepOf[pair.source][pair.edgeIndex] = k; });
  // Each shape's normals in its own edge order, with the angle and normal the merge gave the edge they make.
  const normalsOf = (source: ShapeId): MergeNormal[] => stepOf[source].map((step, edgeIndex) => (
    { source, edgeIndex, angle: difference.angles[step], normal: difference.normals[step], step }
  ));
  // Walking backwards: the next edge of each shape still to come at step k.
  const steps = new Array<MergeStep>(count);
  let nextA: number | null = null, nextB: number | null = null;
  for (let k = count - 1; k >= 0; k--) {
    const pair = difference.pairs[k];
    if (pair.source === 'A') nextA = pair.edgeIndex;
    else nextB = pair.edgeIndex;
    steps[k] = {
      source: pair.source, edgeIndex: pair.edgeIndex, vertexIndex: pair.vertexIndex,
      angle: difference.angles[k], normal: difference.normals[k],
      start: difference.vertices[k], end: difference.vertices[k + 1 === count ? 0 : k + 1],
      nextA, nextB,
    };
  }
  return { normalsA: normalsOf('A'), normalsB: normalsOf('B'), steps, difference };
}
