// npm run bench (second part): GJK and contact manifolds for shapes of any kind against planck (Box2D's
// TypeScript port), on seeded workloads. Prints figures; fails nothing. Same method as core.bench.ts:
// inputs built outside the timed loops, ours and the peer's repetitions alternated, best of 7.

import { performance } from 'node:perf_hooks';
import * as planck from 'planck';
import {
  type ConvexShape, type ManifoldEdge, type PlacedShape, type Vec2,
  capsuleShape, circleShape, contactManifold, gjkDistance, makeTransform, polygonShape, satTest, shapeAngularCast, shapeDistance,
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
 * Rotating time of impact for round shapes: A (a circle or a capsule) stands at the origin, B sweeps through it
 * from 2 to 3 away, turning 1 rad, with a sideways miss of up to 1.3 (past about 0.8 it misses). planck's
 * TimeOfImpact stops with the shapes about 3 linearSlop into each other (its target is the radii less that), ours
 * at its tolerance before contact, so where both hit, each time counts as the same contact when the shapes' gap
 * there lies within 4 linearSlop of 0. Where they disagree on hit or miss, the least gap over 4001 times of the
 * step says who is right.
 */
function toiRow(workload: string, count: number, seed: number): void {
  const random = seededRandom(seed);
  const shape = () => (random() < 0.5 ? circleShape(0.25 + 0.25 * random()) : capsuleShape(0.2 + 0.3 * random(), 0.1 + 0.15 * random()));
  const sweeps = Array.from({ length: count }, () => {
    const heading = 2 * Math.PI * random(), start = 2 + random(), miss = (random() - 0.5) * 2.6;
    const dir = { x: Math.cos(heading), y: Math.sin(heading) }, side = { x: -dir.y, y: dir.x };
    return {
      a: { shape: shape(), pose: { position: { x: 0, y: 0 }, angle: 2 * Math.PI * random() } },
      b: { shape: shape(), pose: { position: { x: -dir.x * start + side.x * miss, y: -dir.y * start + side.y * miss }, angle: 2 * Math.PI * random() } },
      velocity: { x: dir.x * 2 * start, y: dir.y * 2 * start },
    };
  });
  const slop = planck.Settings.linearSlop;
  const still = { velocity: { x: 0, y: 0 }, angularVelocity: 0 };
  const inputs = sweeps.map((s) => ({
    a: { shape: s.a.shape, pose: makeTransform(s.a.pose) }, b: { shape: s.b.shape, pose: makeTransform(s.b.pose) },
    motionA: still, motionB: { velocity: s.velocity, angularVelocity: 1 }, tolerance: slop, maxIterations: 64,
  }));
  const input = new planck.TOIInput(), output = new planck.TOIOutput();
  const theirs = sweeps.map((s) => {
    const sweepA = new planck.Sweep(), sweepB = new planck.Sweep();
    sweepA.localCenter.setZero(); sweepB.localCenter.setZero();
    sweepA.c0.set(0, 0); sweepA.c.set(0, 0); sweepA.a0 = s.a.pose.angle; sweepA.a = s.a.pose.angle; sweepA.alpha0 = 0;
    sweepB.c0.set(s.b.pose.position.x, s.b.pose.position.y); sweepB.c.set(s.b.pose.position.x + s.velocity.x, s.b.pose.position.y + s.velocity.y);
    sweepB.a0 = s.b.pose.angle; sweepB.a = s.b.pose.angle + 1; sweepB.alpha0 = 0;
    return { proxyA: proxyOf(s.a.shape), proxyB: proxyOf(s.b.shape), sweepA, sweepB };
  });
  const planckToi = (q: (typeof theirs)[number]) => {
    input.proxyA = q.proxyA; input.proxyB = q.proxyB; input.sweepA = q.sweepA; input.sweepB = q.sweepB; input.tMax = 1;
    planck.TimeOfImpact(output, input);
    return output;
  };
  const gapAt = (s: (typeof sweeps)[number], t: number) => shapeDistance(s.a, {
    shape: s.b.shape, pose: { position: { x: s.b.pose.position.x + s.velocity.x * t, y: s.b.pose.position.y + s.velocity.y * t }, angle: s.b.pose.angle + t },
  }).distance;
  let agree = 0, hits = 0, onlyOurs = 0, onlyTheirs = 0, truthOurs = 0, truthTheirs = 0, grazes = 0, differ = 0;
  sweeps.forEach((s, i) => {
    const r = shapeAngularCast(inputs[i]);
    const theyHit = planckToi(theirs[i]).state === planck.TOIOutputState.e_touching;
    const theirT = output.t;
    if (r.state === 'hit') hits++;
    if ((r.state === 'hit') !== theyHit) {
      if (theyHit) onlyTheirs++; else onlyOurs++;
      let least = Infinity;
      for (let k = 0; k <= 4000; k++) least = Math.min(least, gapAt(s, k / 4000));
      if (least < -slop) { if (r.state === 'hit') truthOurs++; else truthTheirs++; } else if (least > 2 * slop) { if (r.state === 'hit') truthTheirs++; else truthOurs++; } else grazes++;
      return;
    }
    if (theyHit && (Math.abs(gapAt(s, r.t)) > 4 * slop || Math.abs(gapAt(s, theirT)) > 4 * slop)) { differ++; return; }
    agree++;
  });
  const time = race(
    () => { for (const q of inputs) sink += shapeAngularCast(q).t; },
    () => { for (const q of theirs) sink += planckToi(q).t; },
    count,
  );
  rows.push(`| rotating time of impact (shapeAngularCast) vs planck TimeOfImpact | ${workload} | ${fmt(time.ours)} | ${fmt(time.peer)} | ${(time.ours / time.peer).toFixed(2)} | ${((100 * agree) / count).toFixed(2)}% with planck; ${((100 * (agree + truthOurs + grazes)) / count).toFixed(2)}% with sampling or planck (${hits} hits; ${differ} hits at different contacts; ${onlyOurs} hit only here, ${onlyTheirs} only in planck, of which sampling sides with ours in ${truthOurs}, with planck in ${truthTheirs}, and ${grazes} are grazes) |`);
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
toiRow('circle and capsule sweeps', 1000, 13);

console.log('\nShapes of any kind (best of 7; ratio below 1: ours is faster)\n');
console.log('| query | workload | ours | peer | ours / peer | agreement |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
if (sink === 42) console.log('');
