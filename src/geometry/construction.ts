// The source article's MTD loop, step by step, for a figure that walks through it: for every edge of A,
// the supporting vertices of B against that edge's normal (two when an edge of B is parallel), the MD edge
// they make, the origin projected onto it (clamped to the edge), and the signed distance of the pair
// |p| * sign(face distance); then the same for every edge of B against A's vertices. It keeps the
// article's running values: the largest distance of any pair (the article's "least penetrating", which
// means that only while every pair so far is negative), the largest non-positive one, and the least
// positive one. Supports come from climbing (O(n + m) in all), not from scanning per edge.

import { type Placed, type ShapeId, verticesRelativeTo } from './polygon';
import { touchingTolerance } from './tolerances';
import { climbToSupport, supportIndex, supportTies } from './support';
import { assertPlaced } from './validate';
import { type Vec2, add, closestPointOnSegment, dot, length, negate, poseRotation, rotateVector, sub } from './vec2';

export interface PairCandidate {
  /** Index of the supporting vertex of the other shape. */
  readonly vertexIndex: number;
  /** The MD edge this pair makes (configuration space). */
  readonly start: Vec2;
  readonly end: Vec2;
  /** Signed distance of the origin from the MD edge's line: positive outside. */
  readonly faceDistance: number;
  /** The origin projected onto the MD edge, clamped to it. */
  readonly projection: Vec2;
  /** |projection| with the sign of faceDistance. */
  readonly distance: number;
}

export interface ConstructionStep {
  /** Edge `edgeIndex` of `source`; the candidates are vertices of the other shape. */
  readonly source: ShapeId;
  readonly edgeIndex: number;
  /** World positions of the edge and its unit outward normal. */
  readonly edge: readonly [Vec2, Vec2];
  readonly normal: Vec2;
  /** One candidate, or two when an edge of the other shape faces this one exactly. */
  readonly candidates: readonly PairCandidate[];
  /** The article's running value after this step: the pair of largest distance so far, of either sign. */
  readonly largest: { readonly step: number; readonly candidate: number; readonly distance: number };
  /** Running bests after this step (null until one exists): the largest distance that is not positive, and the least positive one. */
  readonly leastPenetrating: { readonly step: number; readonly candidate: number; readonly distance: number } | null;
  readonly leastPositive: { readonly step: number; readonly candidate: number; readonly distance: number } | null;
}

export interface ConstructionOutput {
  readonly steps: readonly ConstructionStep[];
  /** The article's answer: the least penetrating distance if it is negative, else the least positive one. */
  readonly chosen: { readonly step: number; readonly candidate: number; readonly distance: number };
}

export function featurePairSteps(a: Placed, b: Placed): ConstructionOutput {
  assertPlaced(a, 'featurePairSteps: A');
  assertPlaced(b, 'featurePairSteps: B');
  const origin = a.pose.position;
  const verticesA = verticesRelativeTo(a, origin);
  const verticesB = verticesRelativeTo(b, origin);
  const steps: ConstructionStep[] = [];
  const touching = touchingTolerance(a, b);
  let leastPenetrating: ConstructionStep['leastPenetrating'] = null;
  let leastPositive: ConstructionStep['leastPositive'] = null;
  let largest: ConstructionStep['largest'] | null = null;

  const walk = (source: ShapeId, owner: Placed, own: Vec2[], other: Vec2[]) => {
    let climb = -1;
    const q = poseRotation(owner.pose);
    own.forEach((v0, i) => {
      const v1 = own[(i + 1) % own.length];
      const normal = rotateVector(q, owner.shape.normals[i]);
      const against = negate(normal);
      climb = climb < 0 ? supportIndex(other, against) : climbToSupport(other, climb, against);
      const supports = supportTies(other, climb, against);
      const candidates = supports.map((s): PairCandidate => {
        // For an edge of A: MD edge = s - v0 .. s - v1, outward normal -n. For an edge of B: v0 - s .. v1 - s, normal n.
        const [start, end] = source === 'A' ? [sub(other[s], v0), sub(other[s], v1)] : [sub(v0, other[s]), sub(v1, other[s])];
        const outward = source === 'A' ? against : normal;
        const faceDistance = -dot(start, outward);
        const projection = closestPointOnSegment({ x: 0, y: 0 }, start, end).point;
        // A face distance within the touching tolerance puts the origin on the edge's line: rounding alone
        // gives it a sign, and a clamped projection far along the line must not pass for a gap.
        const distance = Math.abs(faceDistance) <= touching ? 0 : length(projection) * Math.sign(faceDistance);
        return { vertexIndex: s, start, end, faceDistance, projection, distance };
      });
      const step = steps.length;
      candidates.forEach((c, k) => {
        if (!largest || c.distance > largest.distance) largest = { step, candidate: k, distance: c.distance };
        if (c.distance <= 0 && (!leastPenetrating || c.distance > leastPenetrating.distance)) leastPenetrating = { step, candidate: k, distance: c.distance };
        if (c.distance > 0 && (!leastPositive || c.distance < leastPositive.distance)) leastPositive = { step, candidate: k, distance: c.distance };
      });
      steps.push({
        // Every step has a candidate (its supporting vertex), so largest is set by now.
        source, edgeIndex: i, edge: [add(v0, origin), add(v1, origin)], normal, candidates, largest: largest!, leastPenetrating, leastPositive,
      });
    });
  };
  walk('A', a, verticesA, verticesB);
  walk('B', b, verticesB, verticesA);
  // Separated shapes have some pair outside (a positive distance): the least positive one is the gap.
  // Otherwise the origin is inside every MD edge and the least penetrating pair is the way out.
  const best = (leastPositive ?? leastPenetrating) as ConstructionOutput['chosen'] | null;
  if (!best) throw new Error('featurePairSteps: no feature pair (a polygon with no edges)');
  return { steps, chosen: best };
}

