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

import { type FeaturePair, type MinkowskiDifference, minkowskiDifference } from './minkowski';
import type { Placed } from './polygon';
import { RELATIVE_TOLERANCE, sceneScale } from './tolerances';
import { type Vec2, add, closestPointOnSegment, dot, length, lengthSquared, negate, rotate, scale, sub } from './vec2';

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
  /** The MD the answer was read from, for figures that draw it. */
  readonly minkowski: MinkowskiDifference;
}

export function polygonDistance(a: Placed, b: Placed): DistanceOutput {
  const md = minkowskiDifference(a, b);
  return distanceFromMinkowski(a, b, md);
}

/** The distance query for an MD built already (figures build it once and use it twice). */
export function distanceFromMinkowski(a: Placed, b: Placed, md: MinkowskiDifference): DistanceOutput {
  const count = md.vertices.length;
  let deepestEdge = 0;
  let deepestFace = -Infinity;
  const faces: number[] = new Array(count);
  const segmentSquared: number[] = new Array(count);
  let nearestEdge = 0;
  let nearestSquared = Infinity;
  let nearestS = 0;
  let nearestPoint: Vec2 = md.vertices[0];
  for (let k = 0; k < count; k++) {
    const v0 = md.vertices[k];
    const v1 = md.vertices[(k + 1) % count];
    const face = -dot(v0, md.normals[k]);
    faces[k] = face;
    if (face > deepestFace) {
      deepestFace = face;
      deepestEdge = k;
    }
    const closest = closestPointOnSegment({ x: 0, y: 0 }, v0, v1);
    const squared = lengthSquared(closest.point);
    segmentSquared[k] = squared;
    if (squared < nearestSquared) {
      nearestSquared = squared;
      nearestEdge = k;
      nearestS = closest.s;
      nearestPoint = closest.point;
    }
  }

  let distance: number;
  let normal: Vec2;
  let feature: DistanceFeature;
  if (deepestFace > 0) {
    distance = Math.sqrt(nearestSquared);
    const atVertex = nearestS === 0 || nearestS === 1;
    if (atVertex && distance > 0) {
      normal = scale(nearestPoint, 1 / distance);
      const mdVertex = nearestS === 0 ? nearestEdge : (nearestEdge + 1) % count;
      const pair = md.vertexPairs[mdVertex];
      feature = { kind: 'vertex-vertex', vertexA: pair.a, vertexB: pair.b, mdVertex };
    } else {
      normal = negate(md.normals[nearestEdge]);
      feature = { kind: 'vertex-edge', pair: md.pairs[nearestEdge], mdEdge: nearestEdge };
    }
  } else {
    // Where an edge of A and one of B are parallel, their MD edges are collinear and equally deep: the
    // source article's caveat. Re-project: of the edges at the deepest face distance, take the one whose
    // segment holds the origin's foot, so the witness points land on real edges.
    const tolerance = RELATIVE_TOLERANCE * sceneScale(a.shape.radius, b.shape.radius, length(sub(b.pose.position, a.pose.position)));
    let chosen = deepestEdge;
    for (let k = 0; k < count; k++) {
      if (faces[k] >= deepestFace - tolerance && segmentSquared[k] < segmentSquared[chosen]) chosen = k;
    }
    distance = deepestFace;
    normal = negate(md.normals[chosen]);
    feature = { kind: 'vertex-edge', pair: md.pairs[chosen], mdEdge: chosen };
  }
  const mtd = scale(normal, distance);
  const { pointA, pointB } = witnessPoints(a, b, feature, mtd);
  return { distance, normal, mtd, pointA, pointB, feature, minkowski: md };
}

function witnessPoints(a: Placed, b: Placed, feature: DistanceFeature, mtd: Vec2): { pointA: Vec2; pointB: Vec2 } {
  const vertexOf = (placed: Placed, index: number) =>
    add(placed.pose.position, rotate(placed.shape.vertices[index], placed.pose.angle));
  if (feature.kind === 'vertex-vertex') {
    const pointA = vertexOf(a, feature.vertexA);
    return { pointA, pointB: add(pointA, mtd) };
  }
  if (feature.pair.source === 'A') {
    const pointB = vertexOf(b, feature.pair.vertexIndex);
    return { pointA: sub(pointB, mtd), pointB };
  }
  const pointA = vertexOf(a, feature.pair.vertexIndex);
  return { pointA, pointB: add(pointA, mtd) };
}
