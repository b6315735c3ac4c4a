// npm run bench: the core against sat-js and planck (Box2D's TypeScript port) on the same seeded
// workloads, and the core's growth with vertex count. Prints figures; fails nothing.
//
// Method: each library's inputs are built outside the timed loop, ours as the peers' are: planck is handed
// built Transforms and writes into a reused DistanceOutput, sat-js's polygons are turned by setAngle before
// the loop and write into a reused Response, so ours gets Transforms (makeTransform) and a reused
// DistanceResult. What ours costs on plain (position, angle) poses and fresh results is printed beside it
// (measured after all the races, not alternated with the peer).
// Each row warms up, then runs ours and the peer's alternately (so drift in the machine hits both) and keeps
// the best of REPETITIONS; every result feeds a sink so nothing is optimised away. The baseline of each
// workload is a yardstick, not a bound: one turn of B's vertices into A's frame and a read of A's, from packed
// arrays with built rotations (a query that looks at every vertex once does at least this much).

import { performance } from 'node:perf_hooks';
import SAT from 'sat';
import * as planck from 'planck';
import {
  DistanceResult, type Placed, angularCast, contactManifold, epaPenetration, gjkDistance, linearCast, makeRegularPolygon, makeTransform,
  polygonDistance, polygonShape, satTest,
} from '../src/geometry';
import { type Pair, type Sweep, mixedPairs, octagonPairs, planckTransform, seededRandom, sweeps } from './workloads';

const REPETITIONS = 7;
/** Each timing of a growth cell runs this long at least, after warming up for WARM_UP_MS (timeInRounds). */
const MIN_REPETITION_MS = 5;
const WARM_UP_MS = 25;
let sink = 0;

function best(run: () => void, count: number): number {
  let fastest = Infinity;
  for (let r = 0; r < REPETITIONS; r++) {
    const start = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return (fastest * 1e6) / count; // ns per query
}

/** One cell of the growth table: a run of `count` queries, and the fastest a run took so far (ms). */
interface Cell { readonly run: () => void; readonly count: number; fastest: number }

/**
 * The growth table's cells timed in rounds: each cell warmed up for WARM_UP_MS, then REPETITIONS rounds over every
 * cell, each cell's run repeated for at least MIN_REPETITION_MS, keeping its fastest. A cell's run can be 20 queries
 * and under a millisecond (1024 vertices): timed cell after cell, a few slow tens of milliseconds of this machine
 * fell on all repetitions of one cell and made it read twice its time (×162 at 1024 vertices one run, ×83 the next;
 * ×6.5 at 32 in another). In rounds, such a spell falls on different cells each round.
 */
function timeInRounds(cells: readonly Cell[]): void {
  for (const cell of cells) {
    const warming = performance.now();
    do cell.run(); while (performance.now() - warming < WARM_UP_MS);
  }
  for (let r = 0; r < REPETITIONS; r++) {
    for (const cell of cells) {
      let rounds = 0, elapsed: number;
      const start = performance.now();
      do {
        cell.run();
        rounds++;
        elapsed = performance.now() - start;
      } while (elapsed < MIN_REPETITION_MS);
      cell.fastest = Math.min(cell.fastest, elapsed / rounds);
    }
  }
}

/** Alternates ours and the peer's repetitions. */
function race(ours: () => void, peer: () => void, count: number): { ours: number; peer: number } {
  ours(); peer(); // warm up
  let a = Infinity, b = Infinity;
  for (let r = 0; r < REPETITIONS; r++) {
    a = Math.min(a, best(ours, count) * count);
    b = Math.min(b, best(peer, count) * count);
  }
  return { ours: a / count, peer: b / count };
}

// ---- sat-js inputs ------------------------------------------------------------------------------------
function satPolygon(p: Pair['a']): SAT.Polygon {
  const polygon = new SAT.Polygon(new SAT.Vector(p.pose.position.x, p.pose.position.y), p.shape.vertices.map((v) => new SAT.Vector(v.x, v.y)));
  polygon.setAngle(p.pose.angle);
  return polygon;
}

// ---- planck inputs ------------------------------------------------------------------------------------
function planckProxy(shape: Pair['a']['shape']): planck.DistanceProxy {
  const proxy = new planck.DistanceProxy();
  proxy.set(new planck.PolygonShape(shape.vertices.map((v) => planck.Vec2(v.x, v.y))), 0);
  return proxy;
}

const planckInput = new planck.DistanceInput();
const planckOutput = new planck.DistanceOutput();
/** planck's Distance for core polygons (useRadii = false), with `cache` as the caller keeps it. */
function planckDistance(proxyA: planck.DistanceProxy, proxyB: planck.DistanceProxy, xfA: planck.Transform, xfB: planck.Transform, cache: planck.SimplexCache): number {
  (planckInput as { proxyA: planck.DistanceProxy }).proxyA = proxyA;
  (planckInput as { proxyB: planck.DistanceProxy }).proxyB = proxyB;
  (planckInput as { transformA: planck.Transform }).transformA = xfA;
  (planckInput as { transformB: planck.Transform }).transformB = xfB;
  planckInput.useRadii = false;
  planck.Distance(planckOutput, cache, planckInput);
  return planckOutput.distance;
}

interface Row { name: string; workload: string; ours: number; peer: number; peerName: string; agreement: string; plain?: number; baseline?: number }
const rows: Row[] = [];
/** Measurements made after every race (see comparePairs). */
const afterRaces: (() => void)[] = [];
const fmt = (ns: number) => (ns >= 1000 ? `${(ns / 1000).toFixed(2)} µs` : `${ns.toFixed(0)} ns`);

const transformed = (p: Placed): Placed => ({ shape: p.shape, pose: makeTransform(p.pose) });

/** The baseline: B's vertices turned into A's frame and A's read, from packed arrays, per pair (ns). */
function baselineOf(pairs: readonly Pair[]): number {
  const packed = new Map<Placed['shape'], Float64Array>();
  const pack = (shape: Placed['shape']) => packed.get(shape) ?? packed.set(shape, Float64Array.from(shape.vertices.flatMap((v) => [v.x, v.y]))).get(shape)!;
  const inputs = pairs.map((p) => ({ a: pack(p.a.shape), b: pack(p.b.shape), pa: makeTransform(p.a.pose), pb: makeTransform(p.b.pose) }));
  return best(() => {
    for (const q of inputs) {
      const { pa, pb } = q;
      const cr = pa.cos * pb.cos + pa.sin * pb.sin, sr = pa.cos * pb.sin - pa.sin * pb.cos;
      const dx = pb.position.x - pa.position.x, dy = pb.position.y - pa.position.y;
      const ox = pa.cos * dx + pa.sin * dy, oy = -pa.sin * dx + pa.cos * dy;
      let sum = 0;
      for (let j = 0; j < q.b.length; j += 2) sum += ox + cr * q.b[j] - sr * q.b[j + 1] + oy + sr * q.b[j] + cr * q.b[j + 1];
      for (let i = 0; i < q.a.length; i++) sum += q.a[i];
      sink += sum;
    }
  }, inputs.length);
}

function comparePairs(workload: string, plainPairs: Pair[]): void {
  const pairs = plainPairs.map((p) => ({ a: transformed(p.a), b: transformed(p.b) }));
  const out = new DistanceResult();
  const baseline = baselineOf(plainPairs);
  const satPairs = pairs.map((p) => ({ a: satPolygon(p.a), b: satPolygon(p.b) }));
  const response = new SAT.Response();

  // Overlap + MTD.
  let agree = 0, overlaps = 0;
  pairs.forEach((p, i) => {
    const ours = polygonDistance(p.a, p.b);
    response.clear();
    const theirs = SAT.testPolygonPolygon(satPairs[i].a, satPairs[i].b, response);
    if (ours.distance < 0) overlaps++;
    if ((ours.distance < 0) === theirs && (!theirs || Math.abs(response.overlap + ours.distance) < 1e-9)) agree++;
  });
  const mtd = race(
    () => { for (const p of pairs) sink += polygonDistance(p.a, p.b, out).distance; },
    () => { for (const p of satPairs) { response.clear(); if (SAT.testPolygonPolygon(p.a, p.b, response)) sink += response.overlap; } },
    pairs.length,
  );
  rows.push({ name: 'overlap + MTD (polygonDistance)', workload, ...mtd, baseline, peerName: 'sat-js testPolygonPolygon', agreement: `${((100 * agree) / pairs.length).toFixed(2)}% (${overlaps} overlapping)` });

  // satTest against the same sat-js call.
  let agreeSat = 0;
  pairs.forEach((p, i) => {
    const ours = satTest(p.a, p.b);
    response.clear();
    const theirs = SAT.testPolygonPolygon(satPairs[i].a, satPairs[i].b, response);
    if (ours.intersecting === theirs && (!theirs || Math.abs(response.overlap - ours.depth) < 1e-9)) agreeSat++;
  });
  const sat = race(
    () => { for (const p of pairs) sink += satTest(p.a, p.b).depth; },
    () => { for (const p of satPairs) { response.clear(); if (SAT.testPolygonPolygon(p.a, p.b, response)) sink += response.overlap; } },
    pairs.length,
  );
  rows.push({ name: 'SAT verdict over every axis (satTest)', workload, ...sat, baseline, peerName: 'sat-js testPolygonPolygon', agreement: `${((100 * agreeSat) / pairs.length).toFixed(2)}%` });
  // The figures' use: the verdict and every axis record with both intervals, read.
  const satRead = race(
    () => { for (const p of pairs) { const r = satTest(p.a, p.b); sink += r.depth + r.axes[r.axes.length - 1].intervalB.max; } },
    () => { for (const p of satPairs) { response.clear(); if (SAT.testPolygonPolygon(p.a, p.b, response)) sink += response.overlap; } },
    pairs.length,
  );
  rows.push({ name: 'SAT with its axis records read (satTest().axes)', workload, ...satRead, baseline, peerName: 'sat-js testPolygonPolygon', agreement: 'the same query as the row above' });

  // Distance against planck's GJK, from a cold start each query (its cache emptied).
  const cache = new planck.SimplexCache();
  const planckPairs = pairs.map((p) => ({ proxyA: planckProxy(p.a.shape), proxyB: planckProxy(p.b.shape), xfA: planckTransform(p.a.pose), xfB: planckTransform(p.b.pose) }));
  const coldDistance = (q: (typeof planckPairs)[number]) => {
    cache.count = 0;
    return planckDistance(q.proxyA, q.proxyB, q.xfA, q.xfB, cache);
  };
  let agreeDistance = 0, separated = 0;
  pairs.forEach((p, i) => {
    const ours = polygonDistance(p.a, p.b).distance;
    const theirs = coldDistance(planckPairs[i]);
    if (ours > 0) separated++;
    // planck reports 0 for any overlap; compare separated pairs to 1e-6 (its GJK stops at a tolerance).
    if (ours <= 0 ? theirs < 1e-6 : Math.abs(theirs - ours) < 1e-6) agreeDistance++;
  });
  const distance = race(
    () => { for (const p of pairs) sink += polygonDistance(p.a, p.b, out).distance; },
    () => { for (const q of planckPairs) sink += coldDistance(q); },
    pairs.length,
  );
  // The same queries on plain poses with a fresh result each, measured after every race (mixing the two kinds
  // of pose at one call site makes it polymorphic, which the races should not pay for).
  const [mtdRow, satRow] = rows.slice(-3);
  afterRaces.push(() => {
    const plainDistance = best(() => { for (const p of plainPairs) sink += polygonDistance(p.a, p.b).distance; }, pairs.length);
    mtdRow.plain = plainDistance; distanceRow.plain = plainDistance;
    satRow.plain = best(() => { for (const p of plainPairs) sink += satTest(p.a, p.b).depth; }, pairs.length);
  });
  const distanceRow: Row = { name: 'distance (polygonDistance)', workload, ...distance, baseline, peerName: 'planck Distance (GJK)', agreement: `${((100 * agreeDistance) / pairs.length).toFixed(2)}% (${separated} separated)` };
  rows.push(distanceRow);
}

function compareSweeps(workload: string, list: Sweep[]): void {
  const target = planck.Settings.linearSlop; // planck aims to stop this far apart
  const still = { velocity: { x: 0, y: 0 }, angularVelocity: 0 };
  // Each sweep's input built before the loop, as planck's sweeps are.
  const inputs = list.map((s) => ({
    a: transformed(s.a), b: transformed(s.b), motionA: still, motionB: { velocity: s.velocityB, angularVelocity: s.angularVelocityB }, tolerance: target, maxIterations: 64,
  }));
  const proxy = planckProxy(list[0].a.shape);
  const input = new planck.TOIInput();
  const output = new planck.TOIOutput();
  const sweepsPlanck = list.map((s) => {
    const sweepA = new planck.Sweep(), sweepB = new planck.Sweep();
    sweepA.localCenter.setZero(); sweepB.localCenter.setZero();
    sweepA.c0.set(s.a.pose.position.x, s.a.pose.position.y); sweepA.c.set(s.a.pose.position.x, s.a.pose.position.y);
    sweepA.a0 = s.a.pose.angle; sweepA.a = s.a.pose.angle; sweepA.alpha0 = 0;
    sweepB.c0.set(s.b.pose.position.x, s.b.pose.position.y);
    sweepB.c.set(s.b.pose.position.x + s.velocityB.x, s.b.pose.position.y + s.velocityB.y);
    sweepB.a0 = s.b.pose.angle; sweepB.a = s.b.pose.angle + s.angularVelocityB; sweepB.alpha0 = 0;
    return { sweepA, sweepB };
  });
  const planckToi = (q: (typeof sweepsPlanck)[number]) => {
    input.proxyA = proxy; input.proxyB = proxy;
    input.sweepA = q.sweepA; input.sweepB = q.sweepB; input.tMax = 1;
    planck.TimeOfImpact(output, input);
    return output;
  };
  let agree = 0, hits = 0, iterations = 0, timesDiffer = 0, onlyOurs = 0, onlyTheirs = 0, theirFailures = 0, worstGap = 0;
  // Where the two disagree on hit or miss, the truth by fine sampling: the least gap over 4001 times of the step.
  let truthOurs = 0, truthTheirs = 0, grazes = 0;
  const poseAt = (s: Sweep, t: number) => ({ shape: s.b.shape, pose: { position: { x: s.b.pose.position.x + s.velocityB.x * t, y: s.b.pose.position.y + s.velocityB.y * t }, angle: s.b.pose.angle + s.angularVelocityB * t } });
  const leastGap = (s: Sweep) => { let least = Infinity; for (let k = 0; k <= 4000; k++) least = Math.min(least, polygonDistance(s.a, poseAt(s, k / 4000)).distance); return least; };
  list.forEach((s, i) => {
    const r = angularCast(inputs[i]);
    iterations += r.iterations.length;
    const theirs = planckToi(sweepsPlanck[i]);
    const theyHit = theirs.state === planck.TOIOutputState.e_touching;
    if (theirs.state === planck.TOIOutputState.e_failed) theirFailures++;
    if (r.state === 'hit') hits++;
    // Hit or miss agree; where both hit, times within 1e-3 (both stop near, not at, contact).
    if ((r.state === 'hit') !== theyHit) {
      if (theyHit) onlyTheirs++; else onlyOurs++;
      // Sampling says they meet (a gap below 0) or pass apart (above twice the stopping distance); in between, a graze either answer may call.
      const gap = leastGap(s);
      if (gap < 0) { if (r.state === 'hit') truthOurs++; else truthTheirs++; } else if (gap > 2 * target) { if (r.state === 'hit') truthTheirs++; else truthOurs++; } else grazes++;
      return;
    }
    // Both hit: the same contact when the gap at each reported time is between 0 and 2 linearSlop (planck
    // stops at about linearSlop by design, ours anywhere within its tolerance).
    if (theyHit) {
      const gapAt = (t: number) => polygonDistance(s.a, poseAt(s, t)).distance;
      const ok = (gap: number) => gap >= -1e-9 && gap <= 2 * target;
      worstGap = Math.max(worstGap, Math.abs(theirs.t - r.t));
      if (!ok(gapAt(r.t)) || !ok(gapAt(theirs.t))) { timesDiffer++; return; }
    }
    agree++;
  });
  const detail = `times differ by up to ${worstGap.toFixed(4)}; ${timesDiffer} hits at different contacts; ${onlyOurs} hit only here, ${onlyTheirs} only in planck, `
    + `of which sampling the step sides with ours in ${truthOurs}, with planck in ${truthTheirs}, and ${grazes} are grazes within 2 linearSlop; planck failed ${theirFailures}`;
  // As a game loop casts (planck's TimeOfImpact keeps no record of its iterations either), then as the figures
  // cast, with a record of every iteration kept.
  // Written out field by field: inputs made by object spread ({ ...input, keepIterations: false }) cost the cast
  // half as much again here (1.5 against 1.0 µs), whichever form of the cast reads them.
  const lean = inputs.map((i) => ({ a: i.a, b: i.b, motionA: i.motionA, motionB: i.motionB, tolerance: i.tolerance, maxIterations: i.maxIterations, keepIterations: false }));
  const toi = race(
    () => { for (const input of lean) sink += angularCast(input).t; },
    () => { for (const q of sweepsPlanck) sink += planckToi(q).t; },
    list.length,
  );
  const right = agree + truthOurs + grazes;
  rows.push({
    name: 'rotating time of impact (angularCast, keepIterations: false)', workload, ...toi, peerName: 'planck TimeOfImpact',
    agreement: `${((100 * agree) / list.length).toFixed(2)}% with planck; ${((100 * right) / list.length).toFixed(2)}% with sampling or planck (${hits} hits, ${(iterations / list.length).toFixed(1)} iterations each; ${detail})`,
  });
  const recorded = race(
    () => { for (const input of inputs) sink += angularCast(input).t; },
    () => { for (const q of sweepsPlanck) sink += planckToi(q).t; },
    list.length,
  );
  rows.push({ name: 'rotating time of impact, every iteration recorded (angularCast)', workload, ...recorded, peerName: 'planck TimeOfImpact', agreement: 'the same casts as the row above' });
}

/**
 * Pairs in motion, as a game steps them: every pair moves a little each frame (B drifts 0.02 and both turn), and
 * each frame's poses are new Transforms made before that frame's queries (a Transform is frozen). planck keeps a
 * SimplexCache per pair from frame to frame, its warm start: GJK then begins at last frame's simplex. Ours has no
 * warm start (one was tried: see bench/README.md). Only the queries are timed, frame by frame.
 */
function compareMotion(workload: string, pairs: Pair[], frames: number): void {
  const random = seededRandom(5);
  const motions = pairs.map(() => ({ heading: 2 * Math.PI * random(), spin: (random() - 0.5) * 0.04 }));
  const at = (i: number, f: number) => {
    const p = pairs[i], { heading, spin } = motions[i];
    return {
      a: { shape: p.a.shape, pose: makeTransform({ position: p.a.pose.position, angle: p.a.pose.angle - (f * spin) / 2 }) },
      b: { shape: p.b.shape, pose: makeTransform({ position: { x: p.b.pose.position.x + 0.02 * f * Math.cos(heading), y: p.b.pose.position.y + 0.02 * f * Math.sin(heading) }, angle: p.b.pose.angle + f * spin }) },
    };
  };
  const proxies = pairs.map((p) => ({ proxyA: planckProxy(p.a.shape), proxyB: planckProxy(p.b.shape) }));
  const out = new DistanceResult();
  const planckPoses = (f: number) => pairs.map((_, i) => {
    const q = at(i, f);
    return { xfA: planckTransform(q.a.pose), xfB: planckTransform(q.b.pose) };
  });
  const warmDistance = (i: number, xfA: planck.Transform, xfB: planck.Transform, cache: planck.SimplexCache) =>
    planckDistance(proxies[i].proxyA, proxies[i].proxyB, xfA, xfB, cache);
  /** Runs every frame (its poses made untimed) and returns ns per query of the timed part. */
  const run = (ours: boolean): number => {
    const caches = pairs.map(() => new planck.SimplexCache());
    let timed = 0;
    for (let f = 0; f < frames; f++) {
      if (ours) {
        const poses = pairs.map((_, i) => at(i, f));
        const start = performance.now();
        for (const q of poses) sink += polygonDistance(q.a, q.b, out).distance;
        timed += performance.now() - start;
      } else {
        const poses = planckPoses(f);
        const start = performance.now();
        for (let i = 0; i < poses.length; i++) sink += warmDistance(i, poses[i].xfA, poses[i].xfB, caches[i]);
        timed += performance.now() - start;
      }
    }
    return (timed * 1e6) / (frames * pairs.length);
  };
  // Agreement as in the distance rows: separated pairs to 1e-6, overlapping ones reported 0 by planck.
  const caches = pairs.map(() => new planck.SimplexCache());
  let agree = 0, apart = 0;
  for (let f = 0; f < frames; f++) {
    const poses = planckPoses(f);
    pairs.forEach((_, i) => {
      const q = at(i, f);
      const ours = polygonDistance(q.a, q.b).distance;
      const theirs = warmDistance(i, poses[i].xfA, poses[i].xfB, caches[i]);
      if (ours > 0) apart++;
      if (ours <= 0 ? theirs < 1e-6 : Math.abs(theirs - ours) < 1e-6) agree++;
    });
  }
  run(true); run(false); // warm up
  let ours = Infinity, peer = Infinity;
  for (let r = 0; r < REPETITIONS; r++) {
    ours = Math.min(ours, run(true));
    peer = Math.min(peer, run(false));
  }
  const total = frames * pairs.length;
  rows.push({
    name: 'distance, pairs in motion (polygonDistance)', workload, ours, peer, peerName: 'planck Distance with its SimplexCache kept per pair',
    agreement: `${((100 * agree) / total).toFixed(2)}% (${apart} of ${total} apart)`,
  });
}

/** The growth table's queries: regular n-gons of radius 0.5, B 1.3 from A (apart) or 0.6 (overlapping), random angles. */
const GROWTH_COLUMNS = ['polygonDistance', 'satTest', 'linearCast', 'angularCast', 'gjkDistance', 'epaPenetration', 'contactManifold'] as const;
type GrowthRow = { n: number } & Record<(typeof GROWTH_COLUMNS)[number], number>;

function growth(): GrowthRow[] {
  const sizes: { n: number; cells: Record<(typeof GROWTH_COLUMNS)[number], Cell> }[] = [];
  for (let n = 4; n <= 1024; n *= 2) {
    const polygon = makeRegularPolygon(n, 0.5);
    const shape = polygonShape(polygon);
    const random = seededRandom(n);
    const count = Math.max(20, Math.floor(20000 / n));
    const pairs = Array.from({ length: count }, () => {
      const heading = 2 * Math.PI * random(), angleA = random(), angleB = random();
      const at = (d: number) => ({ x: d * Math.cos(heading), y: d * Math.sin(heading) });
      return {
        a: { shape: polygon, pose: makeTransform({ position: { x: 0, y: 0 }, angle: angleA }) },
        b: { shape: polygon, pose: makeTransform({ position: at(1.3), angle: angleB }) },
        shapeA: { shape, pose: { position: { x: 0, y: 0 }, angle: angleA } },
        apartB: { shape, pose: { position: at(1.3), angle: angleB } },
        overlappingB: { shape, pose: { position: at(0.6), angle: angleB } },
        towards: { x: -2 * Math.cos(heading), y: -2 * Math.sin(heading) },
      };
    });
    const still = { velocity: { x: 0, y: 0 }, angularVelocity: 0 };
    const result = new DistanceResult();
    const cell = (run: () => void): Cell => ({ run, count, fastest: Infinity });
    sizes.push({
      n,
      cells: {
        polygonDistance: cell(() => { for (const p of pairs) sink += polygonDistance(p.a, p.b, result).distance; }),
        satTest: cell(() => { for (const p of pairs) sink += satTest(p.a, p.b).depth; }),
        linearCast: cell(() => { for (const p of pairs) sink += linearCast({ a: p.a, b: p.b, velocityA: { x: 0, y: 0 }, velocityB: p.towards }).t; }),
        angularCast: cell(() => {
          for (const p of pairs) sink += angularCast({ a: p.a, b: p.b, motionA: still, motionB: { velocity: p.towards, angularVelocity: 1 }, tolerance: 0.005 }).t;
        }),
        gjkDistance: cell(() => { for (const p of pairs) sink += gjkDistance(p.shapeA, p.apartB).distance; }),
        epaPenetration: cell(() => { for (const p of pairs) sink += epaPenetration(p.shapeA, p.overlappingB).distance; }),
        contactManifold: cell(() => { for (const p of pairs) sink += contactManifold(p.shapeA, p.overlappingB).points.length; }),
      },
    });
  }
  timeInRounds(sizes.flatMap((size) => Object.values(size.cells)));
  const perQuery = (c: Cell) => (c.fastest * 1e6) / c.count; // ns per query
  return sizes.map(({ n, cells }) => ({
    n, ...Object.fromEntries(GROWTH_COLUMNS.map((column) => [column, perQuery(cells[column])])),
  }) as GrowthRow);
}

// ---- run ----------------------------------------------------------------------------------------------
const started = performance.now();
comparePairs('octagons', octagonPairs(10000, 1));
comparePairs('octagons + 1e6', octagonPairs(10000, 1, 1e6));
comparePairs('3- to 12-gons', mixedPairs(10000, 2));
compareMotion('octagons, 10 frames', octagonPairs(2000, 4), 10);
compareMotion('3- to 12-gons, 10 frames', mixedPairs(2000, 5), 10);
compareSweeps('octagon sweeps', sweeps(2000, 3));
const grown = growth();
afterRaces.forEach((measure) => measure());

console.log(`\nCore against peers (ns per query, best of ${REPETITIONS}; ratio < 1 means ours is faster)\n`);
console.log('| query | workload | ours | peer | ours / peer | ours on plain poses, fresh results | baseline | agreement |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  const plain = r.plain === undefined ? '–' : fmt(r.plain);
  const baseline = r.baseline === undefined ? '–' : fmt(r.baseline);
  console.log(`| ${r.name} vs ${r.peerName} | ${r.workload} | ${fmt(r.ours)} | ${fmt(r.peer)} | ${(r.ours / r.peer).toFixed(2)} | ${plain} | ${baseline} | ${r.agreement} |`);
}
const base = grown.find((g) => g.n === 8)!;
console.log('\nGrowth with vertex count (regular n-gon pairs; ratio to n = 8; linear growth would be 128 at 1024)\n');
console.log(`| n | ${GROWTH_COLUMNS.join(' | ')} |`);
console.log(`| --- |${GROWTH_COLUMNS.map(() => ' --- |').join('')}`);
for (const g of grown) console.log(`| ${g.n} | ${GROWTH_COLUMNS.map((c) => `${fmt(g[c])} (×${(g[c] / base[c]).toFixed(1)})`).join(' | ')} |`);
console.log(`\nConventions: sat-js treats touching as not overlapping, as satTest does; planck's Distance reports 0 for`);
console.log(`any overlap (so only separated pairs are compared) and its TimeOfImpact stops about linearSlop = ${planck.Settings.linearSlop}`);
console.log(`short of contact, so angularCast runs with the same tolerance. Node ${process.version}; ${((performance.now() - started) / 1000).toFixed(1)} s; sink ${sink.toExponential(3)}`);
