// The Minkowski difference B - A walked edge by edge, with no allocation per edge: the merge that
// minkowskiDifference (which builds the record figures draw) is made of. polygonDistance writes the same
// merge out in A's frame; a property test holds the two equal. See minkowski.ts for the construction and
// why ties put A's edge first.
//
// Allocation-free on purpose: the benchmark (npm run bench) showed the per-edge objects of the record
// costing more than the geometry itself. Coordinates are relative to A's position, in scratch arrays that
// grow to the largest polygon seen and are reused.

import type { Placed } from './polygon';

/** Called once per MD edge, in counter-clockwise order. Coordinates are relative to A's position. */
export type EdgeVisitor = (
  k: number, fromA: boolean, edgeIndex: number, vertexIndex: number,
  x0: number, y0: number, x1: number, y1: number, nx: number, ny: number,
) => void;

const TWO_PI = 2 * Math.PI;
let scratch = new Float64Array(0);

function ensureScratch(size: number): Float64Array {
  if (scratch.length < size) scratch = new Float64Array(Math.max(size, 2 * scratch.length));
  return scratch;
}

const wrapOnce = (angle: number) => (angle >= TWO_PI ? angle - TWO_PI : angle);
const wrapPose = (angle: number) => {
  const a = angle % TWO_PI;
  return a < 0 ? a + TWO_PI : a;
};

/** Walks MD = B - A; returns the number of edges (n + m). */
export function walkMinkowski(a: Placed, b: Placed, visit: EdgeVisitor): number {
  const va = a.shape.vertices, vb = b.shape.vertices;
  const n = va.length, m = vb.length;
  // Layout: ax | ay | bx | by | angleA | angleB
  const s = ensureScratch(3 * (n + m));
  const ax = 0, ay = n, bx = 2 * n, by = 2 * n + m, angA = 2 * (n + m), angB = 2 * (n + m) + n;
  const ca = Math.cos(a.pose.angle), sa = Math.sin(a.pose.angle);
  const cb = Math.cos(b.pose.angle), sb = Math.sin(b.pose.angle);
  const ox = b.pose.position.x - a.pose.position.x, oy = b.pose.position.y - a.pose.position.y;
  const turnA = wrapPose(a.pose.angle + Math.PI), turnB = wrapPose(b.pose.angle);
  const localA = a.shape.normalAngles, localB = b.shape.normalAngles;
  let startA = 0, startB = 0;
  for (let i = 0; i < n; i++) {
    const v = va[i];
    s[ax + i] = ca * v.x - sa * v.y;
    s[ay + i] = sa * v.x + ca * v.y;
    s[angA + i] = wrapOnce(localA[i] + turnA);
    if (s[angA + i] < s[angA + startA]) startA = i;
  }
  for (let j = 0; j < m; j++) {
    const v = vb[j];
    s[bx + j] = ox + cb * v.x - sb * v.y;
    s[by + j] = oy + sb * v.x + cb * v.y;
    s[angB + j] = wrapOnce(localB[j] + turnB);
    if (s[angB + j] < s[angB + startB]) startB = j;
  }
  const normalsA = a.shape.normals, normalsB = b.shape.normals;
  let pa = startA, pb = startB, takenA = 0, takenB = 0;
  for (let k = 0; takenA < n || takenB < m; k++) {
    const x0 = s[bx + pb] - s[ax + pa], y0 = s[by + pb] - s[ay + pa];
    if (takenB === m || (takenA < n && s[angA + pa] <= s[angB + pb])) {
      // Vertex pb of B against edge pa of A; the MD edge's outward normal is -nA.
      const next = pa + 1 === n ? 0 : pa + 1;
      const nl = normalsA[pa];
      visit(k, true, pa, pb, x0, y0, s[bx + pb] - s[ax + next], s[by + pb] - s[ay + next], -(ca * nl.x - sa * nl.y), -(sa * nl.x + ca * nl.y));
      pa = next;
      takenA++;
    } else {
      // Edge pb of B against vertex pa of A; the MD edge's outward normal is nB.
      const next = pb + 1 === m ? 0 : pb + 1;
      const nl = normalsB[pb];
      visit(k, false, pb, pa, x0, y0, s[bx + next] - s[ax + pa], s[by + next] - s[ay + pa], cb * nl.x - sb * nl.y, sb * nl.x + cb * nl.y);
      pb = next;
      takenB++;
    }
  }
  return n + m;
}
