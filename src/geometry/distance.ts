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

import type { FeaturePair, MinkowskiDifference } from './minkowski';
import type { Placed } from './polygon';
import { type Contact, contactOf, touchingTolerance } from './tolerances';
import { assertPlaced } from './validate';
import type { Vec2 } from './vec2';

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

export function polygonDistance(a: Placed, b: Placed): DistanceOutput {
  assertPlaced(a, 'polygonDistance: A');
  assertPlaced(b, 'polygonDistance: B');
  // The merge of minkowskiWalk.ts, written out here in A's local frame: only B's vertices need turning and
  // only B's normal angles need wrapping, no callback stands in the loop, and each edge costs one dot
  // product (its face distance). Segment distances are taken afterwards, and only near the answer.
  const pva = a.shape.packedVertices, pvb = b.shape.packedVertices;
  const n = pva.length >> 1, m = pvb.length >> 1;
  const total = n + m;
  ensureScratch(total);
  const angleA = a.pose.angle, angleB = b.pose.angle;
  const ca = Math.cos(angleA), sa = Math.sin(angleA);
  const cb = Math.cos(angleB), sb = Math.sin(angleB);
  // B relative to A, in A's frame: R(-angleA) (posB - posA + R(angleB) v) = R(-angleA) d + R(angleB - angleA) v.
  const cr = ca * cb + sa * sb, sr = ca * sb - sa * cb;
  const dx = b.pose.position.x - a.pose.position.x, dy = b.pose.position.y - a.pose.position.y;
  const ox = ca * dx + sa * dy, oy = -sa * dx + ca * dy;
  let turn = angleB - angleA;
  if (!(turn >= 0 && turn < TWO_PI)) turn = wrapPositive(turn);
  // In A's own frame the angles of -A's normals never change: the polygon keeps them.
  const angA = a.shape.reversedNormalAngles, localB = b.shape.normalAngles;
  const bx = scratchX, by = scratchY, angB = scratchAngle;
  let startB = 0, smallest = Infinity;
  for (let j = 0; j < m; j++) {
    const x = pvb[2 * j], y = pvb[2 * j + 1];
    bx[j] = ox + cr * x - sr * y;
    by[j] = oy + sr * x + cr * y;
    let angle = localB[j] + turn;
    if (angle >= TWO_PI) angle -= TWO_PI;
    angB[j] = angle;
    if (angle < smallest) { smallest = angle; startB = j; }
  }
  const pna = a.shape.packedNormals, pnb = b.shape.packedNormals;
  const x = mdX, y = mdY, face = mdFace, takenBefore = mdTakenA;
  walkStartA = a.shape.reversedStart; walkStartB = startB; walkN = n; walkM = m;
  let pa = a.shape.reversedStart, pb = startB, takenA = 0, takenB = 0, best = -Infinity, bestK = 0;
  for (let k = 0; k < total; k++) {
    // MD vertex k, where edge k starts: vertex pb of B minus vertex pa of A.
    const x0 = bx[pb] - pva[2 * pa], y0 = by[pb] - pva[2 * pa + 1];
    let f: number;
    x[k] = x0; y[k] = y0; takenBefore[k] = takenA;
    if (takenB === m || (takenA < n && angA[pa] <= angB[pb])) {
      // Vertex pb of B against edge pa of A: the MD edge's outward normal is -nA, so its face distance is v0 . nA.
      f = x0 * pna[2 * pa] + y0 * pna[2 * pa + 1];
      pa = pa + 1 === n ? 0 : pa + 1;
      takenA++;
    } else {
      // Edge pb of B against vertex pa of A: the outward normal is nB turned into A's frame.
      const nx = pnb[2 * pb], ny = pnb[2 * pb + 1];
      f = -(x0 * (cr * nx - sr * ny) + y0 * (sr * nx + cr * ny));
      pb = pb + 1 === m ? 0 : pb + 1;
      takenB++;
    }
    face[k] = f;
    if (f > best) { best = f; bestK = k; }
  }
  return decide(a, b, total, bestK, ca, sa, ca, sa, cb, sb);
}

const TWO_PI = 2 * Math.PI;
const wrapPositive = (angle: number) => {
  const r = angle % TWO_PI;
  return r < 0 ? r + TWO_PI : r;
};

// Scratch shared by the queries, grown to the largest pair seen. B's vertices and normal angles in the
// query's frame; and per MD vertex k: its coordinates, the vertices of A and B it is the difference of,
// the face distance of edge k (which starts at it) and whether that edge comes from A.
let scratchX = new Float64Array(16), scratchY = new Float64Array(16), scratchAngle = new Float64Array(16);
let mdX = new Float64Array(32), mdY = new Float64Array(32), mdFace = new Float64Array(32);
let mdTakenA = new Int32Array(32);
// Where the walk started (vertex walkStartA of A, walkStartB of B) and the sizes: with mdTakenA[k], the number
// of A's edges walked before edge k, they give every edge's features without storing them edge by edge.
let walkStartA = 0, walkStartB = 0, walkN = 1, walkM = 1;
const vertexAOf = (k: number) => (walkStartA + mdTakenA[k]) % walkN;
const vertexBOf = (k: number) => (walkStartB + k - mdTakenA[k]) % walkM;
const edgeFromA = (k: number, total: number) => (k + 1 < total ? mdTakenA[k + 1] : walkN) > mdTakenA[k];
function ensureScratch(total: number): void {
  if (mdX.length >= total) return;
  const size = Math.max(total, 2 * mdX.length);
  scratchX = new Float64Array(size); scratchY = new Float64Array(size); scratchAngle = new Float64Array(size);
  mdX = new Float64Array(size); mdY = new Float64Array(size); mdFace = new Float64Array(size);
  mdTakenA = new Int32Array(size);
}

/** The same query for an MD built already (figures build it once to draw it, and use it twice). */
export function distanceFromMinkowski(a: Placed, b: Placed, md: MinkowskiDifference): DistanceOutput {
  assertPlaced(a, 'distanceFromMinkowski: A');
  assertPlaced(b, 'distanceFromMinkowski: B');
  const total = md.vertices.length;
  ensureScratch(total);
  walkStartA = md.vertexPairs[0].a; walkStartB = md.vertexPairs[0].b;
  walkN = a.shape.vertices.length; walkM = b.shape.vertices.length;
  let bestK = 0, takenA = 0;
  for (let k = 0; k < total; k++) {
    const v = md.vertices[k], normal = md.normals[k];
    mdX[k] = v.x; mdY[k] = v.y; mdTakenA[k] = takenA;
    if (md.sources[k] === 'A') takenA++;
    mdFace[k] = -(v.x * normal.x + v.y * normal.y);
    if (mdFace[k] > mdFace[bestK]) bestK = k;
  }
  const ca = Math.cos(a.pose.angle), sa = Math.sin(a.pose.angle);
  return decide(a, b, total, bestK, 1, 0, ca, sa, Math.cos(b.pose.angle), Math.sin(b.pose.angle));
}

/** Where the origin's foot falls along MD edge i, as a fraction of the edge (unclamped). */
function along(total: number, i: number): number {
  const j = i + 1 === total ? 0 : i + 1;
  const ex = mdX[j] - mdX[i], ey = mdY[j] - mdY[i];
  return -(mdX[i] * ex + mdY[i] * ey) / (ex * ex + ey * ey);
}

/**
 * The answer from the MD in the scratch arrays, whose coordinates are in a frame turned by (frameCos,
 * frameSin) from the world; (ca, sa) and (cb, sb) turn A and B into the world. bestK: an edge of the
 * largest face distance.
 */
function decide(
  a: Placed, b: Placed, total: number, bestK: number, frameCos: number, frameSin: number,
  ca: number, sa: number, cb: number, sb: number,
): DistanceOutput {
  const x = mdX, y = mdY, face = mdFace;
  const best = face[bestK];
  let distance: number, nx: number, ny: number;
  let feature: DistanceFeature;
  let edge = -1;
  if (best > 0) {
    // Separated. The nearest point of MD lies on the chain of edges that face the origin (face > 0), and
    // along that chain the distance falls to it and then rises again. Edge bestK is on the chain: walk from
    // it towards the nearest point, at most once round.
    let k = bestK, vertex = -1;
    let t = along(total, k);
    if (t <= 0) {
      for (let steps = 1; steps < total; steps++) {
        const previous = k === 0 ? total - 1 : k - 1;
        const s = along(total, previous);
        if (s >= 1) break;
        k = previous;
        if (s > 0) { t = s; break; }
      }
      if (t <= 0) vertex = k;
    } else if (t >= 1) {
      for (let steps = 1; steps < total; steps++) {
        k = k + 1 === total ? 0 : k + 1;
        t = along(total, k);
        if (t < 1) break;
      }
      if (t <= 0 || t >= 1) vertex = t <= 0 ? k : (k + 1) % total;
    }
    distance = vertex >= 0 ? Math.sqrt(x[vertex] * x[vertex] + y[vertex] * y[vertex]) : 0;
    if (vertex >= 0 && distance <= touchingTolerance(a, b)) {
      // Touching at an MD vertex (rounding put the largest face distance a hair above 0): p / |p| has no
      // direction. Either MD edge at the vertex is a valid contact normal; take the one facing the origin more.
      const previous = vertex === 0 ? total - 1 : vertex - 1;
      edge = face[vertex] >= face[previous] ? vertex : previous;
      distance = face[edge];
    } else if (vertex >= 0) {
      // The nearest point is an MD vertex: a vertex of A against a vertex of B. Its distance is taken from
      // the vertex itself, never from a point rebuilt along an edge (x0 + (x1 - x0) can miss x1 by a rounding
      // that matters when the gap is tiny beside a long edge).
      const fx = x[vertex] / distance, fy = y[vertex] / distance;
      nx = frameCos * fx - frameSin * fy; ny = frameSin * fx + frameCos * fy;
      feature = { kind: 'vertex-vertex', vertexA: vertexAOf(vertex), vertexB: vertexBOf(vertex), mdVertex: vertex };
    } else {
      // Inside edge k: the distance is its face distance, which no subtraction along the edge has rounded.
      distance = face[k];
      edge = k;
    }
  } else {
    // Overlapping or touching: the deepest face. Where an edge of A and one of B are parallel, their MD edges
    // are collinear and equally deep: the source article's caveat. Re-project: of the edges at the deepest
    // face distance, take the one whose segment holds the origin's foot, so the witness points land on real
    // edges.
    distance = best;
    edge = bestK;
    const tolerance = touchingTolerance(a, b);
    let nearest = Infinity;
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
  }
  if (edge >= 0) {
    // MD edge from edge i of A: outward normal -nA, so the normal from A to B is A's world normal nA. From
    // edge j of B: outward normal nB, so the normal is minus B's world normal.
    const fromA = edgeFromA(edge, total);
    const vertexA = vertexAOf(edge), vertexB = vertexBOf(edge);
    const owner = fromA ? a.shape.packedNormals : b.shape.packedNormals;
    const index = fromA ? vertexA : vertexB;
    const lx = owner[2 * index], ly = owner[2 * index + 1];
    if (fromA) { nx = ca * lx - sa * ly; ny = sa * lx + ca * ly; } else { nx = -(cb * lx - sb * ly); ny = -(sb * lx + cb * ly); }
    feature = {
      kind: 'vertex-edge', mdEdge: edge,
      pair: fromA ? { source: 'A', edgeIndex: vertexA, vertexIndex: vertexB } : { source: 'B', edgeIndex: vertexB, vertexIndex: vertexA },
    };
  }
  const mtd = { x: nx! * distance, y: ny! * distance };
  // The witness: the vertex the feature is anchored at, in the world, and the other point one mtd away.
  let pointA: Vec2, pointB: Vec2;
  if (feature!.kind === 'vertex-edge' && feature!.pair.source === 'A') {
    const v = b.shape.packedVertices, i = 2 * feature!.pair.vertexIndex;
    pointB = { x: b.pose.position.x + cb * v[i] - sb * v[i + 1], y: b.pose.position.y + sb * v[i] + cb * v[i + 1] };
    pointA = { x: pointB.x - mtd.x, y: pointB.y - mtd.y };
  } else {
    const v = a.shape.packedVertices;
    const i = 2 * (feature!.kind === 'vertex-vertex' ? feature!.vertexA : feature!.pair.vertexIndex);
    pointA = { x: a.pose.position.x + ca * v[i] - sa * v[i + 1], y: a.pose.position.y + sa * v[i] + ca * v[i + 1] };
    pointB = { x: pointA.x + mtd.x, y: pointA.y + mtd.y };
  }
  const contact = contactOf(distance, touchingTolerance(a, b));
  return { distance, normal: { x: nx!, y: ny! }, mtd, pointA, pointB, feature: feature!, contact };
}
