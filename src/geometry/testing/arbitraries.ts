// fast-check generators for convex polygons and scenes, including the hard cases: parallel edges and
// support ties, touching contact, coincident shapes, containment, crossings with no vertex inside,
// tiny and huge shapes, large size ratios, far from the origin, duplicate and nearly collinear points.

import fc from 'fast-check';
import { polygonDistance } from '../distance';
import { makeBox, makePolygon, makeRegularPolygon, type ConvexPolygon, type Placed } from '../polygon';
import { type Motion, type Vec2, motion } from '../vec2';

const TWO_PI = 2 * Math.PI;
const real = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

/** Points on an ellipse at distinct angles: always in strictly convex position. */
export const ellipsePoints = fc
  .record({
    weights: fc.array(real(0.1, 1), { minLength: 3, maxLength: 12 }),
    start: real(0, TWO_PI),
    rx: real(0.2, 2),
    ry: real(0.2, 2),
    tilt: real(0, Math.PI),
    cx: real(-0.5, 0.5),
    cy: real(-0.5, 0.5),
  })
  .map(({ weights, start, rx, ry, tilt, cx, cy }) => {
    const total = weights.reduce((s, w) => s + w, 0);
    let angle = start;
    const c = Math.cos(tilt), s = Math.sin(tilt);
    return weights.map((w) => {
      const x = rx * Math.cos(angle), y = ry * Math.sin(angle);
      angle += (TWO_PI * w) / total;
      return { x: cx + c * x - s * y, y: cy + s * x + c * y };
    });
  });

const scaled = (points: Vec2[], factor: number) => points.map((p) => ({ x: p.x * factor, y: p.y * factor }));

/** A convex polygon of size about 1 (boxes and even regular polygons bring parallel edges). */
export const unitPolygon: fc.Arbitrary<ConvexPolygon> = fc.oneof(
  { weight: 4, arbitrary: ellipsePoints.map(makePolygon) },
  { weight: 2, arbitrary: fc.tuple(real(0.1, 2), real(0.1, 2)).map(([w, h]) => makeBox(w, h)) },
  { weight: 2, arbitrary: fc.tuple(fc.integer({ min: 3, max: 12 }), real(0.2, 2), real(0, 1)).map(([n, r, phase]) => makeRegularPolygon(n, r, phase)) },
  // A thin sliver.
  { weight: 1, arbitrary: fc.tuple(real(0.5, 2), real(1e-3, 1e-2)).map(([w, h]) => makePolygon([{ x: -w, y: 0 }, { x: w, y: -h }, { x: w, y: h }])) },
);

export const scaledPolygon = (factor: number) => unitPolygon.map((p) => makePolygon(scaled([...p.vertices], factor)));

/** Angles that are often exact multiples of pi/2 (aligned edges) and otherwise anything. */
export const angle = fc.oneof(
  { weight: 3, arbitrary: real(-Math.PI, Math.PI) },
  { weight: 1, arbitrary: fc.integer({ min: -4, max: 4 }).map((k) => (k * Math.PI) / 2) },
);

const place = (shape: ConvexPolygon, x: number, y: number, a: number): Placed => ({ shape, pose: { position: { x, y }, angle: a } });

/** Two polygons placed near each other: overlapping, touching-close or separated. */
export const randomScene = fc
  .tuple(unitPolygon, unitPolygon, real(-3, 3), real(-3, 3), angle, angle, real(-0.3, 0.3), real(-0.3, 0.3))
  .map(([sa, sb, x, y, aa, ab, ax, ay]) => ({ a: place(sa, ax, ay, aa), b: place(sb, x, y, ab) }));

/** Boxes at multiples of pi/4 (as the figures' angle snaps give), centres near each other. */
const boxesAtRightAngles = fc
  .tuple(real(0.1, 1.5), real(0.1, 1.5), real(0.1, 1.5), real(0.1, 1.5), real(-2, 2), real(-2, 2), fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 }))
  .map(([w1, h1, w2, h2, x, y, i, j]) => ({ a: place(makeBox(w1, h1), 0, 0, (i * Math.PI) / 4), b: place(makeBox(w2, h2), x, y, (j * Math.PI) / 4) }));

/**
 * Aligned boxes on a grid of eighths, side by side or one above the other, touching, within 1e-9 of it or a few
 * eighths from it, often
 * level with each other and as tall: the MD's parallel edges meet in collinear pairs, and the centre line runs along
 * such a pair's line.
 */
export const gridBoxes = fc
  .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }), fc.option(fc.integer({ min: 1, max: 4 })),
    fc.integer({ min: -2, max: 2 }), fc.constantFrom(0, 1e-9, -1e-9), fc.option(fc.integer({ min: -2, max: 2 })), fc.boolean(), fc.boolean())
  .map(([w1, h1, w2, h2, gap, nudge, across, upright, before]) => {
    const along = (before ? -1 : 1) * ((upright ? h1 + (h2 ?? h1) : w1 + w2) / 4 + gap / 8 + nudge), side = (across ?? 0) / 8;
    return { a: place(makeBox(w1 / 4, h1 / 4), 0, 0, 0), b: place(makeBox(w2 / 4, (h2 ?? h1) / 4), upright ? side : along, upright ? along : side, 0) };
  });

/** The hard cases, each a family. */
export const hardScene = fc.oneof(
  // Identical coincident shapes.
  fc.tuple(unitPolygon, angle).map(([s, a]) => ({ a: place(s, 0, 0, a), b: place(s, 0, 0, a) })),
  // Aligned boxes: parallel edges everywhere, two supporting vertices per edge.
  fc.tuple(real(0.2, 2), real(0.2, 2), real(0.2, 2), real(0.2, 2), real(-4, 4), real(-4, 4), fc.integer({ min: 0, max: 3 }))
    .map(([w1, h1, w2, h2, x, y, k]) => ({ a: place(makeBox(w1, h1), 0, 0, 0), b: place(makeBox(w2, h2), x, y, (k * Math.PI) / 2) })),
  // Boxes touching edge to edge exactly.
  fc.tuple(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: -8, max: 8 }))
    .map(([w, h, shift]) => ({ a: place(makeBox(w / 4, h / 4), 0, 0, 0), b: place(makeBox(1, 1), w / 4 + 1, shift / 8, 0) })),
  gridBoxes,
  // Vertex against vertex touching: two squares corner to corner.
  fc.integer({ min: 1, max: 8 }).map((k) => ({ a: place(makeBox(k / 4, k / 4), 0, 0, 0), b: place(makeBox(1, 1), k / 4 + 1, k / 4 + 1, 0) })),
  // One inside the other.
  fc.tuple(unitPolygon, unitPolygon, real(0.01, 0.2), angle, angle).map(([big, small, f, a1, a2]) => ({
    a: place(makePolygon(scaled([...big.vertices], 3)), 0, 0, a1),
    b: place(makePolygon(scaled([...small.vertices], f)), 0, 0, a2),
  })),
  // A plus sign: two thin rectangles crossing, no vertex of either inside the other.
  fc.tuple(real(1, 2), real(0.05, 0.3), real(-0.2, 0.2), real(-0.2, 0.2), real(-0.3, 0.3))
    .map(([l, w, x, y, tilt]) => ({ a: place(makeBox(l, w), 0, 0, tilt), b: place(makeBox(w, l), x, y, tilt) })),
  // Large size ratio.
  fc.tuple(unitPolygon, unitPolygon, real(-30, 30), real(-30, 30), angle, angle)
    .map(([sa, sb, x, y, a1, a2]) => ({ a: place(makePolygon(scaled([...sa.vertices], 20)), 0, 0, a1), b: place(makePolygon(scaled([...sb.vertices], 0.05)), x, y, a2) })),
);

/**
 * Resolved pairs: any scene, then B moved by -mtd, as a figure's "resolve" button does. The result touches to
 * rounding, often vertex against vertex, where the nearest MD point is an MD vertex at the origin.
 */
export const resolvedScene = fc.oneof(randomScene, hardScene, boxesAtRightAngles).map(({ a, b }) => {
  const { mtd } = polygonDistance(a, b);
  return { a, b: place(b.shape, b.pose.position.x - mtd.x, b.pose.position.y - mtd.y, b.pose.angle) };
});

export const scene = fc.oneof(
  { weight: 3, arbitrary: randomScene },
  { weight: 2, arbitrary: hardScene },
  { weight: 1, arbitrary: resolvedScene },
);

/** A scene scaled as a whole by `factor` (tiny and huge shapes). */
export const scaledScene = (factor: number) => scene.map(({ a, b }) => ({
  a: { shape: makePolygon(scaled([...a.shape.vertices], factor)), pose: { position: scaled([a.pose.position], factor)[0], angle: a.pose.angle } },
  b: { shape: makePolygon(scaled([...b.shape.vertices], factor)), pose: { position: scaled([b.pose.position], factor)[0], angle: b.pose.angle } },
}));

export const translateScene = ({ a, b }: { a: Placed; b: Placed }, offset: Vec2) => ({
  a: { shape: a.shape, pose: { position: { x: a.pose.position.x + offset.x, y: a.pose.position.y + offset.y }, angle: a.pose.angle } },
  b: { shape: b.shape, pose: { position: { x: b.pose.position.x + offset.x, y: b.pose.position.y + offset.y }, angle: b.pose.angle } },
});

/** Size of a scene, the yardstick for its length tolerances. */
export const sizeOf = ({ a, b }: { a: Placed; b: Placed }) =>
  a.shape.radius + b.shape.radius + Math.hypot(b.pose.position.x - a.pose.position.x, b.pose.position.y - a.pose.position.y);

export const velocity = fc.oneof(
  { weight: 4, arbitrary: fc.record({ x: real(-6, 6), y: real(-6, 6) }) },
  { weight: 1, arbitrary: fc.constant({ x: 0, y: 0 }) },
);

/** A spin per step: mostly within a turn each way, sometimes none, sometimes six turns (what a cast must survive). */
export const spin = fc.oneof(
  { weight: 3, arbitrary: fc.double({ min: -2 * Math.PI, max: 2 * Math.PI, noNaN: true }) },
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.double({ min: -12 * Math.PI, max: 12 * Math.PI, noNaN: true }) },
);

/** A motion over one step, for the casts: a velocity and a spin. */
export const castMotion: fc.Arbitrary<Motion> = fc.tuple(velocity, spin).map(([v, w]) => motion(v.x, v.y, w));
