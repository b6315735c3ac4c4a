// npm run bench (second part): GJK and contact manifolds for shapes of any kind against planck (Box2D's
// TypeScript port), on seeded workloads. Prints figures; fails nothing. Same method as core.bench.ts:
// inputs built outside the timed loops, ours and the peer's repetitions alternated, best of 7.

import { performance } from 'node:perf_hooks';
import * as planck from 'planck';
import {
  type ConvexShape, type ManifoldEdge, type PlacedShape, type Vec2,
  capsuleShape, circleShape, contactManifold, gjkDistance, makeTransform, polygonShape, satTest,
} from '../src/geometry';
import { octagonPairs, planckTransform, seededRandom } from './workloads';

const REPETITIONS = 7;
let sink = 0;

function race(ours: () => void, peer: () => void, count: number): { ours: number; peer: number } {
  ours(); peer();
  let a = Infinity, b = Infinity;
  for (let r = 0; r < REPETITIONS; r++) {
    let start = performance.now(); ours(); a = Math.min(a, performance.now() - start);
    start = performance.now(); peer(); b = Math.min(b, performance.now() - start);
  }
  return { ours: (a * 1e6) / count, peer: (b * 1e6) / count };
}
const fmt = (ns: number) => (ns >= 1000 ? `${(ns / 1000).toFixed(2)} µs` : `${ns.toFixed(0)} ns`);

interface Pair { readonly a: PlacedShape; readonly b: PlacedShape }

/** planck's proxy for a shape: its core points and radius. */
function proxyOf(shape: ConvexShape): planck.DistanceProxy {
  const proxy = new planck.DistanceProxy();
  proxy.setVertices(shape.core.map((p) => planck.Vec2(p.x, p.y)), shape.core.length, shape.radius);
  return proxy;
}

function roundPairs(count: number, seed: number): Pair[] {
  const random = seededRandom(seed);
  const shape = () => (random() < 0.5 ? circleShape(0.25 + 0.25 * random()) : capsuleShape(0.2 + 0.3 * random(), 0.1 + 0.15 * random()));
  return Array.from({ length: count }, () => {
    const distance = 0.25 + 1.75 * random(), heading = 2 * Math.PI * random();
    return {
      a: { shape: shape(), pose: { position: { x: 0.1 * random(), y: 0.1 * random() }, angle: 2 * Math.PI * random() } },
      b: { shape: shape(), pose: { position: { x: distance * Math.cos(heading), y: distance * Math.sin(heading) }, angle: 2 * Math.PI * random() } },
    };
  });
}

const rows: string[] = [];

function distanceRow(workload: string, pairs: Pair[], useRadii: boolean): void {
  const input = new planck.DistanceInput();
  const output = new planck.DistanceOutput();
  const cache = new planck.SimplexCache();
  const theirs = pairs.map((p) => ({ proxyA: proxyOf(p.a.shape), proxyB: proxyOf(p.b.shape), xfA: planckTransform(p.a.pose), xfB: planckTransform(p.b.pose) }));
  const planckDistance = (q: (typeof theirs)[number]) => {
    Object.assign(input, { proxyA: q.proxyA, proxyB: q.proxyB, transformA: q.xfA, transformB: q.xfB, useRadii });
    cache.count = 0;
    planck.Distance(output, cache, input);
    return output.distance;
  };
  // planck reports 0 wherever the shapes (with radii) touch or overlap; compare the pairs it finds apart.
  let compared = 0, agree = 0;
  pairs.forEach((p, i) => {
    const peer = planckDistance(theirs[i]);
    if (peer <= 0) return;
    compared++;
    const ours = gjkDistance(p.a, p.b);
    if (Math.abs((useRadii ? ours.distance : ours.coreDistance) - peer) < 1e-6) agree++;
  });
  const time = race(
    () => { for (const p of pairs) sink += gjkDistance(p.a, p.b).distance; },
    () => { for (const q of theirs) sink += planckDistance(q); },
    pairs.length,
  );
  rows.push(`| gjkDistance vs planck Distance | ${workload} | ${fmt(time.ours)} | ${fmt(time.peer)} | ${(time.ours / time.peer).toFixed(2)} | ${((100 * agree) / Math.max(1, compared)).toFixed(2)}% of ${compared} apart |`);
}

function manifoldRow(workload: string, pairs: Pair[]): void {
  // planck's polygons carry a skin of polygonRadius; ours are bare, so ours gets the same reach as a margin.
  const skin = planck.Settings.polygonRadius;
  const theirs = pairs.map((p) => ({
    a: new planck.PolygonShape(p.a.shape.core.map((v) => planck.Vec2(v.x, v.y))), b: new planck.PolygonShape(p.b.shape.core.map((v) => planck.Vec2(v.x, v.y))),
    xfA: planckTransform(p.a.pose), xfB: planckTransform(p.b.pose),
  }));
  const manifold = new planck.Manifold();
  const world = new planck.WorldManifold();
  let compared = 0, sameCount = 0, worst = 0, bySlab = 0, otherReference = 0, withinFlip = 0, worstSame = 0, worstOther = 0;
  pairs.forEach((p, i) => {
    const q = theirs[i];
    planck.CollidePolygons(manifold, q.a, q.xfA, q.b, q.xfB);
    const ours = contactManifold(p.a, p.b, { margin: 2 * skin });
    if (manifold.pointCount === 0 && ours.points.length === 0) return;
    compared++;
    manifold.getWorldManifold(world, q.xfA, skin, q.xfB, skin);
    const theirSeparations = world.separations.slice(0, manifold.pointCount).map((s) => s + 2 * skin).sort((x, y) => x - y);
    const widened = ours.reference && ours.incident ? separationsInWidenedSlab(ours.reference, ours.incident, 2 * skin) : null;
    if (manifold.pointCount !== ours.points.length && widened?.length === manifold.pointCount) bySlab++;
    if (manifold.pointCount === ours.points.length) {
      sameCount++;
      const ourSeparations = ours.points.map((c) => c.separation).sort((x, y) => x - y);
      // planck's manifold type 1 is a face of A (e_faceA), 2 a face of B.
      const sameReference = ours.reference !== null && (manifold.type === 1 ? 'A' : 'B') === ours.reference.shape;
      if (!sameReference) {
        otherReference++;
        // planck takes B's face only if its separation beats A's by 0.1 linearSlop (b2CollidePolygons' k_tol).
        const sat = satTest({ shape: p.a.shape.polygon!, pose: p.a.pose }, { shape: p.b.shape.polygon!, pose: p.b.pose });
        const best = (source: 'A' | 'B') => Math.max(...sat.axes.filter((x) => x.source === source).map((x) => -x.depth));
        if (best('B') - best('A') < 0.1 * planck.Settings.linearSlop) withinFlip++;
      }
      theirSeparations.forEach((s, k) => {
        worst = Math.max(worst, Math.abs(s - ourSeparations[k]));
        const gap = widened?.length === theirSeparations.length ? Math.abs(s - widened[k]) : Infinity;
        if (sameReference) worstSame = Math.max(worstSame, gap);
        else worstOther = Math.max(worstOther, gap);
      });
    }
  });
  const time = race(
    () => { for (const p of pairs) sink += contactManifold(p.a, p.b).points.length; },
    () => { for (const q of theirs) { planck.CollidePolygons(manifold, q.a, q.xfA, q.b, q.xfB); sink += manifold.pointCount; } },
    pairs.length,
  );
  rows.push(`| contactManifold vs planck CollidePolygons | ${workload} | ${fmt(time.ours)} | ${fmt(time.peer)} | ${(time.ours / time.peer).toFixed(2)} | same point count on ${((100 * sameCount) / Math.max(1, compared)).toFixed(2)}% of ${compared} in contact; of the ${compared - sameCount} others, ${bySlab} come from planck's wider slab; separations differ by up to ${worst.toExponential(1)}; with planck's slab, by ${worstSame.toExponential(1)} on the same reference face and ${worstOther.toExponential(1)} in the ${otherReference} pairs where planck keeps A's face and ours takes B's (B's better by less than planck's flip tolerance in ${withinFlip}) |`);
}

/**
 * The separations of the points planck's rule keeps from our reference face and incident edge: planck (Box2D 2.4's
 * b2CollidePolygons) clips the incident edge to the reference face's slab widened by the two skins on either
 * side, where ours (as Box2D 3) clips to the face itself; then both keep the points within the skins.
 */
function separationsInWidenedSlab(reference: ManifoldEdge, incident: ManifoldEdge, reach: number): number[] {
  const length = Math.hypot(reference.to.x - reference.from.x, reference.to.y - reference.from.y);
  const tx = (reference.to.x - reference.from.x) / length, ty = (reference.to.y - reference.from.y) / length;
  const along = (p: Vec2) => (p.x - reference.from.x) * tx + (p.y - reference.from.y) * ty;
  const t0 = along(incident.from), t1 = along(incident.to);
  if (t0 === t1) return []; // an incident edge across the face, which a manifold never picks
  const low = Math.max(Math.min(t0, t1), -reach), high = Math.min(Math.max(t0, t1), length + reach);
  if (low > high) return [];
  const at = (t: number): Vec2 => {
    const f = (t - t0) / (t1 - t0);
    return { x: incident.from.x + (incident.to.x - incident.from.x) * f, y: incident.from.y + (incident.to.y - incident.from.y) * f };
  };
  const separation = (p: Vec2) => (p.x - reference.from.x) * reference.normal.x + (p.y - reference.from.y) * reference.normal.y;
  return [at(low), at(high)].map(separation).filter((d) => d <= reach).sort((x, y) => x - y);
}

// Ours is handed Transforms (makeTransform: each pose's cosine and sine taken once), as planck is handed its own.
const transformed = (p: Pair): Pair => ({ a: { shape: p.a.shape, pose: makeTransform(p.a.pose) }, b: { shape: p.b.shape, pose: makeTransform(p.b.pose) } });
const polygons = octagonPairs(4000, 7).map(({ a, b }) => transformed({ a: { shape: polygonShape(a.shape), pose: a.pose }, b: { shape: polygonShape(b.shape), pose: b.pose } }));
distanceRow('octagons (cores)', polygons, false);
distanceRow('circles and capsules', roundPairs(4000, 11).map(transformed), true);
manifoldRow('octagons', polygons);

console.log('\nShapes of any kind (best of 7; ratio below 1: ours is faster)\n');
console.log('| query | workload | ours | peer | ours / peer | agreement |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
if (sink === 42) console.log('');
