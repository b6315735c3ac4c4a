// Signed distance between two convex polygons, penetrating or separated, from their Minkowski
// difference MD = B - A (see minkowski.ts).
//
// Let p be the point of MD's boundary nearest the origin.
// - Separated (the origin is outside some MD edge line): distance = |p| = min over MD edges of the
//   distance from the origin to the edge segment.
// - Overlapping or touching (the origin is inside every MD edge line): the nearest boundary point is the
//   foot of the origin on the nearest edge line, so distance = max over edges of the signed face
//   distance -v0 . n (<= 0).
// normal is minus the outward normal of the nearest MD edge (or p / |p| at an MD vertex): unit, from A
// towards B. mtd = distance * normal = p. Moving B by -mtd (or A by +mtd) leaves the shapes touching.
//
// This is the loop of the source article (every edge of A against B's supporting vertex, then every edge
// of B against A's), but the supporting vertices come from walking the MD in angular order, O(n + m),
// instead of a scan of every vertex per edge, O(n * m).

import type { FeaturePair, MergedDifference, MinkowskiDifference } from './minkowski';
import { CACHE, type Placed } from './polygon';
import { type Contact, contactOf, touchingTolerance } from './tolerances';
import { GeometryError } from './errors';
import { assertPlaced } from './validate';
import { type Vec2, poseCos, poseSin, turnBetween, wrapAngle } from './vec2';

/**
 * The feature the answer comes from, named by the shapes' own vertices and edges. mdEdge and mdVertex count along
 * B − A from where the query's walk started: from distanceFromMinkowski they index the MinkowskiDifference it was
 * given; polygonDistance starts each pair's walk where that pair's answer is likely to be, so its indices name no
 * fixed edge of minkowskiDifference(a, b) (use `pair`, `vertexA` and `vertexB`).
 */
export type DistanceFeature =
  /** The nearest MD point lies inside an MD edge: a vertex of one shape against an edge of the other. */
  | { readonly kind: 'vertex-edge'; readonly pair: FeaturePair; readonly mdEdge: number }
  /** The nearest MD point is an MD vertex: a vertex of A against a vertex of B. */
  | { readonly kind: 'vertex-vertex'; readonly vertexA: number; readonly vertexB: number; readonly mdVertex: number };

export interface DistanceOutput {
  /** Signed: positive when separated, negative while penetrating, 0 when touching. */
  readonly distance: number;
  /** Unit, from A towards B. */
  readonly normal: Vec2;
  /** distance * normal: the point of MD's boundary nearest the origin. */
  readonly mtd: Vec2;
  /** Closest (or deepest) points, world: pointB - pointA = mtd. */
  readonly pointA: Vec2;
  readonly pointB: Vec2;
  readonly feature: DistanceFeature;
  /** The verdict under the one touching rule (|distance| <= touchingTolerance): read it, never re-derive it. */
  readonly contact: Contact;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type VertexEdge = Extract<DistanceFeature, { kind: 'vertex-edge' }>;
type VertexVertex = Extract<DistanceFeature, { kind: 'vertex-vertex' }>;

/**
 * A DistanceOutput that a caller may hand back to polygonDistance to be written over, as planck's DistanceOutput
 * and sat-js's Response are: a game loop that queries many pairs per step then allocates nothing per query.
 * Each call overwrites every field, and its vectors and its feature are reused objects too: read what you need
 * before the next call, or copy the numbers out (a spread `{ ...result }` shares the vectors, which the next call
 * changes). `feature` is set by the first query; setVertexEdge and setVertexVertex are the queries' own.
 */
export class DistanceResult implements DistanceOutput {
  distance = 0;
  contact: Contact = 'touching';
  readonly normal: Mutable<Vec2> = { x: 1, y: 0 };
  readonly mtd: Mutable<Vec2> = { x: 0, y: 0 };
  readonly pointA: Mutable<Vec2> = { x: 0, y: 0 };
  readonly pointB: Mutable<Vec2> = { x: 0, y: 0 };
  /** Written by the first query (a DistanceResult is read only after a query has filled it). */
  feature!: DistanceFeature;
  /** The two shapes of feature, each made the first time it is needed and reused after. */
  #vertexEdge: (Mutable<Omit<VertexEdge, 'pair'>> & { pair: Mutable<FeaturePair> }) | null = null;
  #vertexVertex: Mutable<VertexVertex> | null = null;

  /** @internal */
  setVertexEdge(mdEdge: number, source: 'A' | 'B', edgeIndex: number, vertexIndex: number): void {
    const f = this.#vertexEdge ??= { kind: 'vertex-edge', mdEdge, pair: { source, edgeIndex, vertexIndex } };
    f.mdEdge = mdEdge; f.pair.source = source; f.pair.edgeIndex = edgeIndex; f.pair.vertexIndex = vertexIndex;
    this.feature = f;
  }

  /** @internal */
  setVertexVertex(mdVertex: number, vertexA: number, vertexB: number): void {
    const f = this.#vertexVertex ??= { kind: 'vertex-vertex', vertexA, vertexB, mdVertex };
    f.mdVertex = mdVertex; f.vertexA = vertexA; f.vertexB = vertexB;
    this.feature = f;
  }
}

/**
 * The scratch of the distance queries, passed first to each step as Box2D passes its b2SimplexCache. It holds
 * the Minkowski difference of one pair in the query's frame, grown to the largest pair seen and reused, so a
 * query allocates nothing per edge.
 */
export class DistanceWorkspace {
  /** Per MD vertex k: its coordinates and the face distance of edge k, which starts there. */
  x = new Float64Array(16);
  y = new Float64Array(16);
  face = new Float64Array(16);
  /** Per MD vertex k: how many of A's edges the walk took before edge k. */
  takenA = new Int32Array(16);
  /** The walk starts at vertex startA of A and startB of B; A has n vertices, B has m, the MD n + m. */
  startA = 0;
  startB = 0;
  n = 1;
  m = 1;
  total = 2;
  /**
   * Whether an edge other than the walk's deepest has a face distance within the touching tolerance of it (kept
   * by walkInFrameOfA; always true where a figure's MD is copied in, so the re-projection below always runs).
   */
  tie = true;
  /**
   * The point of MD's boundary nearest the origin: 1 inside MD edge `nearK`, 2 at MD vertex `nearK`, 0 not found
   * yet; and its signed distance. Written by walkInFrameOfA where it met the nearest feature of a pair apart on its
   * way and stopped there, else by nearestFeature (numbers rather than a record: no object per query).
   */
  near = 0;
  nearK = 0;
  nearDistance = 0;

  /** Sizes the arrays for a pair of n and m vertices whose walk starts at (startA, startB). */
  begin(n: number, m: number, startA: number, startB: number): void {
    const total = n + m;
    if (this.x.length < total) {
      const size = Math.max(total, 2 * this.x.length);
      this.x = new Float64Array(size); this.y = new Float64Array(size); this.face = new Float64Array(size);
      this.takenA = new Int32Array(size);
    }
    this.n = n; this.m = m; this.total = total; this.startA = startA; this.startB = startB;
  }

  /** The vertex of A that MD vertex k is made from (and the index of A's edge that MD edge k starts on). */
  vertexA(k: number): number { return (this.startA + this.takenA[k]) % this.n; }
  vertexB(k: number): number { return (this.startB + k - this.takenA[k]) % this.m; }
  /** Whether MD edge k comes from an edge of A (else from an edge of B). */
  edgeFromA(k: number): boolean { return (k + 1 < this.total ? this.takenA[k + 1] : this.n) > this.takenA[k]; }

  /** Where the origin's foot falls along MD edge i, as a fraction of the edge (unclamped). */
  along(i: number): number {
    const j = i + 1 === this.total ? 0 : i + 1;
    const x = this.x, y = this.y;
    const ex = x[j] - x[i], ey = y[j] - y[i];
    return -(x[i] * ex + y[i] * ey) / (ex * ex + ey * ey);
  }
}

const workspace = new DistanceWorkspace();
const TWO_PI = 2 * Math.PI;

/**
 * The signed distance between two placed polygons. Poses may be Transforms (makeTransform), whose rotations are
 * then not taken again; `out`, when given, is written over and returned instead of a new result. The result is a
 * DistanceResult either way, so a caller may hand the one a call returned back to the next.
 */
export function polygonDistance(a: Placed, b: Placed, out?: DistanceResult): DistanceResult {
  assertPlaced(a, 'polygonDistance: A');
  assertPlaced(b, 'polygonDistance: B');
  if (out !== undefined && !(out instanceof DistanceResult)) {
    throw new GeometryError('bad-parameter', 'polygonDistance: out must be a DistanceResult (new DistanceResult()), made once and handed back.');
  }
  return distanceGivenRotations(a, b, poseCos(a.pose), poseSin(a.pose), poseCos(b.pose), poseSin(b.pose), out ?? new DistanceResult());
}

/**
 * polygonDistance for poses already checked, with the cosine and sine of each angle given: a caller that
 * queries the same pair many times (the casts' iterations) turns a shape that does not spin only once.
 */
export function distanceGivenRotations(
  a: Placed, b: Placed, ca: number, sa: number, cb: number, sb: number, out: DistanceResult,
): DistanceResult {
  const tolerance = touchingTolerance(a, b), ws = workspace;
  const k = walkInFrameOfA(ws, a, b, ca, sa, cb, sb, tolerance);
  if (ws.near === 0) nearestFeature(ws, k, tolerance);
  return distanceOutput(ws, a, b, ca, sa, ca, sa, cb, sb, tolerance, out);
}

/** The same query for an MD built already (figures build it once to draw it, and use it twice). */
export function distanceFromMinkowski(a: Placed, b: Placed, md: MinkowskiDifference): DistanceResult {
  assertPlaced(a, 'distanceFromMinkowski: A');
  assertPlaced(b, 'distanceFromMinkowski: B');
  const ws = workspace;
  const total = md.vertices.length;
  ws.begin(a.shape.vertices.length, b.shape.vertices.length, md.vertexPairs[0].a, md.vertexPairs[0].b);
  ws.tie = true;
  const x = ws.x, y = ws.y, face = ws.face, takenBefore = ws.takenA;
  let bestK = 0, takenA = 0;
  for (let k = 0; k < total; k++) {
    const v = md.vertices[k], normal = md.normals[k];
    x[k] = v.x; y[k] = v.y; takenBefore[k] = takenA;
    if (md.sources[k] === 'A') takenA++;
    face[k] = -(v.x * normal.x + v.y * normal.y);
    if (face[k] > face[bestK]) bestK = k;
  }
  return distanceInWorkspace(a, b, bestK);
}

/** distanceFromMinkowski for a merge kept as numbers (linearCast's), for poses already checked. */
export function distanceFromMerged(a: Placed, b: Placed, md: MergedDifference): DistanceResult {
  const ws = workspace;
  const total = md.count;
  ws.begin(a.shape.vertices.length, b.shape.vertices.length, md.pa[0], md.pb[0]);
  ws.tie = true;
  const x = ws.x, y = ws.y, face = ws.face, takenBefore = ws.takenA;
  let bestK = 0, takenA = 0;
  for (let k = 0; k < total; k++) {
    const vx = md.x[k], vy = md.y[k];
    x[k] = vx; y[k] = vy; takenBefore[k] = takenA;
    takenA += md.fromA[k];
    face[k] = -(vx * md.nx[k] + vy * md.ny[k]);
    if (face[k] > face[bestK]) bestK = k;
  }
  return distanceInWorkspace(a, b, bestK);
}

/** The answer for an MD filled into the workspace in world orientation, relative to A's position. */
function distanceInWorkspace(a: Placed, b: Placed, bestK: number): DistanceResult {
  const tolerance = touchingTolerance(a, b);
  nearestFeature(workspace, bestK, tolerance);
  return distanceOutput(
    workspace, a, b, 1, 0,
    poseCos(a.pose), poseSin(a.pose), poseCos(b.pose), poseSin(b.pose), tolerance, new DistanceResult(),
  );
}

/**
 * Fills `ws` with MD = B - A in A's local frame and returns an edge of the largest face distance. The merge of
 * minkowskiDifference, written out: in A's own frame only B's vertices need turning, and each edge costs one dot
 * product, its face distance. Segment distances are taken afterwards, and only near the answer. It also keeps
 * `ws.tie`: false only when every other edge's face distance lies more than `tolerance` below the deepest's, so an
 * overlapping pair with one deepest edge (almost every pair that is not built square) needs no second look.
 *
 * A pair apart seldom needs the whole walk. The merge may start at any angle, so it starts a little before the
 * direction in which B − A faces the origin (from B's centre towards A's), and the first edge whose face distance is
 * positive tells that the pair is apart. From there the walk looks, at each vertex, whether it has just passed the
 * nearest feature (`ws.near`, and the return value is then that feature's index). Over the bench's 30,000 pairs this
 * stops after 2.6 edges on average instead of 16, and every answer is the same to the bit.
 */
function walkInFrameOfA(ws: DistanceWorkspace, a: Placed, b: Placed, ca: number, sa: number, cb: number, sb: number, tolerance: number): number {
  const cacheA = a.shape[CACHE], cacheB = b.shape[CACHE];
  const pva = cacheA.packedVertices, pvb = cacheB.packedVertices;
  const n = pva.length >> 1, m = pvb.length >> 1;
  const total = n + m;
  // B relative to A, in A's frame: R(-angleA) (posB - posA + R(angleB) v) = R(-angleA) d + R(angleB - angleA) v.
  // invMulRotations(qa, qb) and invRotateVector(qa, d), unpacked into locals for the loop below.
  const cr = ca * cb + sa * sb, sr = ca * sb - sa * cb;
  const dx = b.pose.position.x - a.pose.position.x, dy = b.pose.position.y - a.pose.position.y;
  const ox = ca * dx + sa * dy, oy = -sa * dx + ca * dy;
  let turn = turnBetween(a.pose.angle, b.pose.angle);
  if (!(turn >= 0 && turn < TWO_PI)) turn = wrapAngle(turn);
  // The walk's first angle, phi (in A's frame; psi in B's): any angle gives the same MD, this one a short walk.
  let phi = diamondAngle(-ox, -oy) - START_BEFORE;
  if (phi < 0) phi += TWO_PI;
  if (!(phi >= 0 && phi < TWO_PI)) phi = 0; // centres beyond the range of doubles
  let psi = phi - turn;
  if (psi < 0) psi += TWO_PI;
  // Each polygon's angles in increasing order, twice round (-A's normals for A, B's own for B): the walk starts at
  // the first at or past phi (psi) and reads on without wrapping. B's angles plus shiftB are angles in A's frame.
  const angA = cacheA.reversedAnglesTwice, angB = cacheB.normalAnglesTwice;
  let fromA = 0, fromB = 0;
  for (let i = 0; i < n; i++) fromA += angA[i] < phi ? 1 : 0;
  for (let j = 0; j < m; j++) fromB += angB[j] < psi ? 1 : 0;
  const shiftB = phi - psi;
  let startA = cacheA.reversedStart + fromA, startB = cacheB.normalStart + fromB;
  if (startA >= n) startA -= n;
  if (startB >= m) startB -= m;
  ws.begin(n, m, startA, startB);
  ws.near = 0;
  const pna = cacheA.packedNormals, pnb = cacheB.packedNormals;
  const x = ws.x, y = ws.y, face = ws.face, takenBefore = ws.takenA;
  let pa = startA, pb = startB, takenA = 0, takenB = 0, best = -Infinity, bestK = 0;
  // Edges whose face distance reaches `reach` are the deepest so far or within the tolerance of it. A new deepest
  // edge ends a tie only if it lies more than twice the tolerance above the old one: a margin far above rounding.
  let reach = -Infinity, tie = false;
  const margin = 2 * tolerance;
  // The current vertex of B (turned into A's frame only when the walk reaches it) and the two next angles.
  let vx = pvb[2 * pb], vy = pvb[2 * pb + 1];
  let bx = ox + cr * vx - sr * vy, by = oy + sr * vx + cr * vy;
  let angleA = angA[fromA], angleB = angB[fromB] + shiftB;
  // The merge's step is written twice, here and in the loop for pairs apart below: one loop that also carried the
  // second's state ran overlapping pairs 1.15x slower (more live values than registers), and a function per step
  // cannot hand back the eight values a step changes without an object.
  let k = 0;
  for (; k < total; k++) {
    // MD vertex k, where edge k starts: vertex pb of B minus vertex pa of A.
    const x0 = bx - pva[2 * pa], y0 = by - pva[2 * pa + 1];
    let f: number;
    x[k] = x0; y[k] = y0; takenBefore[k] = takenA;
    if (takenB === m || (takenA < n && angleA <= angleB)) {
      // Vertex pb of B against edge pa of A: the MD edge's outward normal is -nA, so its face distance is v0 . nA.
      f = x0 * pna[2 * pa] + y0 * pna[2 * pa + 1];
      pa = pa + 1 === n ? 0 : pa + 1;
      takenA++;
      angleA = angA[fromA + takenA];
    } else {
      // Edge pb of B against vertex pa of A: the outward normal is nB turned into A's frame.
      const nx = pnb[2 * pb], ny = pnb[2 * pb + 1];
      f = -(x0 * (cr * nx - sr * ny) + y0 * (sr * nx + cr * ny));
      pb = pb + 1 === m ? 0 : pb + 1;
      vx = pvb[2 * pb]; vy = pvb[2 * pb + 1];
      bx = ox + cr * vx - sr * vy; by = oy + sr * vx + cr * vy;
      takenB++;
      angleB = angB[fromB + takenB] + shiftB;
    }
    face[k] = f;
    if (f > 0) break;
    if (f >= reach) {
      tie = f <= best + margin;
      if (f > best) { best = f; bestK = k; reach = f - tolerance; }
    }
  }
  if (k === total) {
    ws.tie = tie;
    return bestK;
  }
  // Edge k faces the origin: the pair is apart, and its nearest point lies on the chain of edges that face the
  // origin. At each next vertex j, with e the edge from vertex j - 1 to j: the origin's foot lies inside that edge
  // when v(j-1) . e < 0 < v(j) . e, and vertex j - 1 is nearest when the foot lies before it on the edge before
  // (v(j-1) . e' <= 0, kept from the step before) and not after it on this one (v(j-1) . e >= 0), and one of its two
  // edges faces the origin (where the two edges are collinear, the two tests also hold for an origin inside). Within
  // the touching tolerance of zero, nearestFeature decides after the whole walk, as for every other pair.
  const facing = k;
  let px = x[k], py = y[k], previousFace = face[k];
  let previousEnd = k > 0 ? px * (px - x[k - 1]) + py * (py - y[k - 1]) : Infinity;
  const tolerance2 = tolerance * tolerance;
  for (k++; k < total; k++) {
    const x0 = bx - pva[2 * pa], y0 = by - pva[2 * pa + 1];
    x[k] = x0; y[k] = y0; takenBefore[k] = takenA;
    const ex = x0 - px, ey = y0 - py;
    const start = px * ex + py * ey, end = x0 * ex + y0 * ey;
    if (start < 0) {
      if (end > 0 && previousFace > tolerance) { setNear(ws, 1, k - 1, previousFace); return k - 1; }
    } else if (previousEnd <= 0 && (previousFace > 0 || face[k - 2] > 0) && px * px + py * py > tolerance2) {
      setNear(ws, 2, k - 1, Math.sqrt(px * px + py * py));
      return k - 1;
    }
    previousEnd = end;
    let f: number;
    if (takenB === m || (takenA < n && angleA <= angleB)) {
      f = x0 * pna[2 * pa] + y0 * pna[2 * pa + 1];
      pa = pa + 1 === n ? 0 : pa + 1;
      takenA++;
      angleA = angA[fromA + takenA];
    } else {
      const nx = pnb[2 * pb], ny = pnb[2 * pb + 1];
      f = -(x0 * (cr * nx - sr * ny) + y0 * (sr * nx + cr * ny));
      pb = pb + 1 === m ? 0 : pb + 1;
      vx = pvb[2 * pb]; vy = pvb[2 * pb + 1];
      bx = ox + cr * vx - sr * vy; by = oy + sr * vx + cr * vy;
      takenB++;
      angleB = angB[fromB + takenB] + shiftB;
    }
    face[k] = f; previousFace = f;
    px = x0; py = y0;
  }
  // The nearest feature lies where the walk closes (next to its first vertex): nearestFeature finds it from an edge
  // that faces the origin.
  return facing;
}

/** How far before the origin's direction the walk starts (rad): a pair's nearest edge seldom lies further round. */
const START_BEFORE = 0.8;

/**
 * An angle-like number in [0, 2 pi] that increases with the direction of (x, y) as its angle does, from one division
 * and one choice (Math.atan2 costs about 35 ns here; any start angle is correct, this one is cheap).
 */
function diamondAngle(x: number, y: number): number {
  const s = x / (Math.abs(x) + Math.abs(y) + Number.MIN_VALUE);
  return (y < 0 ? 3 + s : 1 - s) * (Math.PI / 2);
}

/** Inside MD edge k (kind 1) or at MD vertex k (kind 2), at signed distance `distance`: the nearest feature. */
function setNear(ws: DistanceWorkspace, kind: 1 | 2, k: number, distance: number): void {
  ws.near = kind; ws.nearK = k; ws.nearDistance = distance;
}

/**
 * Finds the nearest feature of the MD in `ws` (ws.near and after), given an edge `bestK` of the largest face distance,
 * or, for a pair apart, any edge that faces the origin (face distance above 0: the walk's first such edge).
 */
function nearestFeature(ws: DistanceWorkspace, bestK: number, tolerance: number): void {
  const { x, y, face, total } = ws;
  const best = face[bestK];
  if (best <= 0) {
    if (!ws.tie) { setNear(ws, 1, bestK, best); return; }
    // Overlapping or touching: the deepest face. Where an edge of A and one of B are parallel, their MD edges
    // are collinear and equally deep: the source article's caveat. Re-project: of the edges at the deepest
    // face distance, take the one whose segment holds the origin's foot, so the witness points land on real
    // edges.
    let edge = bestK, nearest = Infinity;
    for (let k = 0; k < total; k++) {
      if (face[k] < best - tolerance) continue;
      const j = k + 1 === total ? 0 : k + 1;
      const ex = x[j] - x[k], ey = y[j] - y[k];
      let s = -(x[k] * ex + y[k] * ey) / (ex * ex + ey * ey);
      s = s < 0 ? 0 : s > 1 ? 1 : s;
      const px = x[k] + ex * s, py = y[k] + ey * s;
      const squared = px * px + py * py;
      if (squared < nearest) { nearest = squared; edge = k; }
    }
    setNear(ws, 1, edge, best);
    return;
  }
  // Separated. The nearest point of MD lies on the chain of edges that face the origin (face > 0), and along
  // that chain the distance falls to it and then rises again. Edge bestK faces the origin, so it is on the chain:
  // walk from it towards the nearest point, at most once round.
  let k = bestK, vertex = -1;
  let t = ws.along(k);
  if (t <= 0) {
    for (let steps = 1; steps < total; steps++) {
      const previous = k === 0 ? total - 1 : k - 1;
      const s = ws.along(previous);
      if (s >= 1) break;
      k = previous;
      if (s > 0) { t = s; break; }
    }
    if (t <= 0) vertex = k;
  } else if (t >= 1) {
    for (let steps = 1; steps < total; steps++) {
      k = k + 1 === total ? 0 : k + 1;
      t = ws.along(k);
      if (t < 1) break;
    }
    if (t <= 0 || t >= 1) vertex = t <= 0 ? k : (k + 1) % total;
  }
  // Inside edge k: the distance is its face distance, which no subtraction along the edge has rounded.
  if (vertex < 0) { setNear(ws, 1, k, face[k]); return; }
  // At an MD vertex: its distance is taken from the vertex itself, never from a point rebuilt along an edge
  // (x0 + (x1 - x0) can miss x1 by a rounding that matters when the gap is tiny beside a long edge).
  const distance = Math.sqrt(x[vertex] * x[vertex] + y[vertex] * y[vertex]);
  if (distance > tolerance) { setNear(ws, 2, vertex, distance); return; }
  // Touching at an MD vertex (rounding put the largest face distance a hair above 0): p / |p| has no
  // direction. Either MD edge at the vertex is a valid contact normal; take the one facing the origin more.
  const previous = vertex === 0 ? total - 1 : vertex - 1;
  const edge = face[vertex] >= face[previous] ? vertex : previous;
  setNear(ws, 1, edge, face[edge]);
}

/**
 * The answer for the nearest feature of the MD in `ws` (ws.near and after), whose coordinates are in a frame turned by (cf, sf)
 * from the world; (ca, sa) and (cb, sb) turn A and B into the world. Rotations are written out on numbers:
 * this runs on every query, and the small objects rotateVector and friends return were a tenth of its time.
 */
function distanceOutput(
  ws: DistanceWorkspace, a: Placed, b: Placed,
  cf: number, sf: number, ca: number, sa: number, cb: number, sb: number, tolerance: number, out: DistanceResult,
): DistanceResult {
  const k = ws.nearK, distance = ws.nearDistance;
  const vertexA = ws.vertexA(k), vertexB = ws.vertexB(k);
  let nx: number, ny: number, anchoredAtB = false;
  if (ws.near === 2) {
    // p / |p| at the MD vertex: a vertex of A against a vertex of B.
    const px = ws.x[k] / distance, py = ws.y[k] / distance;
    nx = cf * px - sf * py; ny = sf * px + cf * py;
    out.setVertexVertex(k, vertexA, vertexB);
  } else if (ws.edgeFromA(k)) {
    // MD edge from edge i of A: outward normal -nA, so the normal from A to B is A's world normal nA.
    const normals = a.shape[CACHE].packedNormals, mx = normals[2 * vertexA], my = normals[2 * vertexA + 1];
    nx = ca * mx - sa * my; ny = sa * mx + ca * my;
    out.setVertexEdge(k, 'A', vertexA, vertexB);
    anchoredAtB = true;
  } else {
    // From edge j of B: outward normal nB, so the normal is minus B's world normal.
    const normals = b.shape[CACHE].packedNormals, mx = normals[2 * vertexB], my = normals[2 * vertexB + 1];
    nx = -(cb * mx - sb * my); ny = -(sb * mx + cb * my);
    out.setVertexEdge(k, 'B', vertexB, vertexA);
  }
  const mx = nx * distance, my = ny * distance;
  // The witness: the vertex the feature is anchored at, in the world, and the other point one mtd away. All is
  // computed before anything is written, so an input that shares an object with `out` reads as it was.
  let pax: number, pay: number, pbx: number, pby: number;
  if (anchoredAtB) {
    const v = b.shape[CACHE].packedVertices, vx = v[2 * vertexB], vy = v[2 * vertexB + 1];
    pbx = b.pose.position.x + (cb * vx - sb * vy); pby = b.pose.position.y + (sb * vx + cb * vy);
    pax = pbx - mx; pay = pby - my;
  } else {
    const v = a.shape[CACHE].packedVertices, vx = v[2 * vertexA], vy = v[2 * vertexA + 1];
    pax = a.pose.position.x + (ca * vx - sa * vy); pay = a.pose.position.y + (sa * vx + ca * vy);
    pbx = pax + mx; pby = pay + my;
  }
  out.distance = distance;
  out.normal.x = nx; out.normal.y = ny;
  out.mtd.x = mx; out.mtd.y = my;
  out.pointA.x = pax; out.pointA.y = pay;
  out.pointB.x = pbx; out.pointB.y = pby;
  out.contact = contactOf(distance, tolerance);
  return out;
}
