// Seeded workloads shared by the benchmarks: after Box2D's distance benchmark, pairs of regular octagons of
// radius 0.5, A within 0.1 of the origin, B 0.25 to 2 away, random angles.

import * as planck from 'planck';
import { type ConvexPolygon, type Placed, type Pose, makeRegularPolygon, randomConvexPolygon } from '../src/geometry';

export function seededRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    // xorshift32: fast, repeatable, good enough for placing shapes.
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

/** A pose as planck's Transform, for the races against planck (built before the timed loops). */
export const planckTransform = (pose: Pose) => new planck.Transform(planck.Vec2(pose.position.x, pose.position.y), pose.angle);

export interface Pair { readonly a: Placed; readonly b: Placed }

export function octagonPairs(count: number, seed: number, shift = 0): Pair[] {
  const random = seededRandom(seed);
  const octagon = makeRegularPolygon(8, 0.5);
  return Array.from({ length: count }, () => pairAround(octagon, octagon, random, shift));
}

/** A mix of 3- to 12-gons (random convex outlines of radius 0.5). */
export function mixedPairs(count: number, seed: number): Pair[] {
  const random = seededRandom(seed);
  const shapes: ConvexPolygon[] = Array.from({ length: 40 }, (_, i) => randomConvexPolygon(3 + (i % 10), 0.5, seed + i));
  return Array.from({ length: count }, () => pairAround(shapes[Math.floor(random() * shapes.length)], shapes[Math.floor(random() * shapes.length)], random, 0));
}

function pairAround(shapeA: ConvexPolygon, shapeB: ConvexPolygon, random: () => number, shift: number): Pair {
  const radiusA = 0.1 * Math.sqrt(random()), angleA = 2 * Math.PI * random();
  const distanceB = 0.25 + 1.75 * random(), angleB = 2 * Math.PI * random();
  return {
    a: { shape: shapeA, pose: { position: { x: shift + radiusA * Math.cos(angleA), y: shift + radiusA * Math.sin(angleA) }, angle: 2 * Math.PI * random() } },
    b: { shape: shapeB, pose: { position: { x: shift + distanceB * Math.cos(angleB), y: shift + distanceB * Math.sin(angleB) }, angle: 2 * Math.PI * random() } },
  };
}

/** Sweeps for time of impact: B starts 2 to 3 away, moves through A to the far side while turning 1 rad. */
export interface Sweep extends Pair { readonly velocityB: { x: number; y: number }; readonly angularVelocityB: number }

export function sweeps(count: number, seed: number, polygon: ConvexPolygon = makeRegularPolygon(8, 0.5)): Sweep[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const heading = 2 * Math.PI * random();
    const start = 2 + random();
    const miss = (random() - 0.5) * 2.6; // sideways offset: beyond 1 (the two radii) a sweep misses
    const dir = { x: Math.cos(heading), y: Math.sin(heading) };
    const side = { x: -dir.y, y: dir.x };
    const from = { x: -dir.x * start + side.x * miss, y: -dir.y * start + side.y * miss };
    return {
      a: { shape: polygon, pose: { position: { x: 0, y: 0 }, angle: 2 * Math.PI * random() } },
      b: { shape: polygon, pose: { position: from, angle: 2 * Math.PI * random() } },
      velocityB: { x: dir.x * 2 * start, y: dir.y * 2 * start },
      angularVelocityB: 1,
    };
  });
}
