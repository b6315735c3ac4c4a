// Shapes of any convex kind for the "beyond polygons" figures: a plain record in the state (kind, pose,
// size), the core's ConvexShape built from it, and a polygon that follows its outline for the kit's bodies
// (drawn and grabbed like any polygon; the queries use the exact shape).

import {
  type ConvexPolygon, type ConvexShape, type PlacedShape, capsuleShape, circleShape, makeBox, makePolygon, makeRegularPolygon, polygonShape,
  roundedPolygonShape, shapeOutline,
} from '../../geometry';
import type { Field, Panel, Scene } from '../../ui/figure';
import { clampedPose, poseFields, poseOf } from './shapes';

export const SHAPE_KINDS = ['polygon', 'box', 'circle', 'capsule', 'rounded box'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

export interface AnyShapeState {
  readonly kind: ShapeKind;
  readonly x: number;
  readonly y: number;
  readonly angle: number;
  /** Scales the kind's outline (1 = its usual size). */
  readonly size: number;
}

/**
 * Sizes a shape may take; `besideDifference` is the largest where B − A has a view of its own beside the shapes
 * (GJK, EPA). The longest kind, the capsule, is 2.1 × size from end to end, so B − A of two capsules of that size
 * is 6.72 long: a view of B − A DIFFERENCE_SPAN across holds it lying along either axis with room to move it, even
 * on a 320 px phone (a B − A wider than its view could not move at all, since every move would carry one end
 * farther out).
 */
export const SHAPE_SIZE = { min: 0.4, max: 3, besideDifference: 1.6 };

/** The span of a view of B − A for shapes up to SHAPE_SIZE.besideDifference (convexShapes.test.ts checks the fit). */
export const DIFFERENCE_SPAN = 8;

const pentagon = makeRegularPolygon(5, 0.9, Math.PI / 2);

function build(kind: ShapeKind, size: number): ConvexShape {
  switch (kind) {
    case 'polygon': return polygonShape(makePolygon(pentagon.vertices.map((v) => ({ x: v.x * size, y: v.y * size }))));
    case 'box': return polygonShape(makeBox(0.6 * size, 0.3 * size));
    case 'circle': return circleShape(0.7 * size);
    case 'capsule': return capsuleShape(0.7 * size, 0.35 * size);
    case 'rounded box': return roundedPolygonShape([{ x: -0.6 * size, y: -0.3 * size }, { x: 0.6 * size, y: -0.3 * size }, { x: 0.6 * size, y: 0.3 * size }, { x: -0.6 * size, y: 0.3 * size }], 0.2 * size);
  }
}

/** The shapes of the kinds and sizes in use, kept so that a shape keeps its identity while it does not change. */
function memoize<A, R>(keyOf: (a: A) => string, build: (a: A) => R, limit = 64): (a: A) => R {
  const cache = new Map<string, R>();
  return (a) => {
    const key = keyOf(a);
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= limit) cache.clear();
      value = build(a);
      cache.set(key, value);
    }
    return value;
  };
}

const shapeOf = memoize((s: { kind: ShapeKind; size: number }) => `${s.kind}|${s.size}`, (s) => build(s.kind, s.size));
/** The outline as a convex polygon in local coordinates, for the kit's body (drawing and hit test). */
const outlineOf = memoize((s: { kind: ShapeKind; size: number }) => `${s.kind}|${s.size}`, (s) => {
  const shape = shapeOf(s);
  return shape.polygon && shape.radius === 0 ? shape.polygon : makePolygon(shapeOutline({ shape, pose: { position: { x: 0, y: 0 }, angle: 0 } }, 48));
});

export const convexShapeOf = (s: AnyShapeState): ConvexShape => shapeOf(s);
export const outlinePolygonOf = (s: AnyShapeState): ConvexPolygon => outlineOf(s);
export const placedShapeOf = (s: AnyShapeState): PlacedShape => ({ shape: shapeOf(s), pose: poseOf(s) });

/** The link's fields of a shape; `maxSize`, where a figure's views hold less than SHAPE_SIZE.max. */
export const anyShapeFields = (path: string, maxSize = SHAPE_SIZE.max): Field[] => [
  ...poseFields(path),
  { kind: 'choice', path: `${path}.kind`, options: SHAPE_KINDS },
  { kind: 'number', path: `${path}.size`, min: SHAPE_SIZE.min, max: maxSize },
];

/**
 * A panel folder for shape `which`: its kind, size (up to `maxSize`) and angle. Any change starts the stepping over.
 * `ofKind`, when given, makes the shape a newly chosen kind becomes (a figure whose shape must keep a role, as a
 * ground, sizes and places it); by default only the kind changes.
 */
export function anyShapeControls<S extends { readonly a: AnyShapeState; readonly b: AnyShapeState; readonly step: number }>(
  panel: Panel<S>, which: 'a' | 'b', maxSize = SHAPE_SIZE.max, ofKind?: (kind: ShapeKind) => AnyShapeState,
): void {
  const folder = panel.folder(`Shape ${which.toUpperCase()}`);
  const change = (s: S, shape: Partial<AnyShapeState>): S => ({ ...s, step: 0, [which]: { ...s[which], ...shape } });
  folder.choice('kind', {
    options: Object.fromEntries(SHAPE_KINDS.map((k) => [k, k])),
    get: (s) => s[which].kind,
    set: (s, v) => change(s, ofKind ? ofKind(v as ShapeKind) : { kind: v as ShapeKind }),
  });
  folder.number('size', { min: SHAPE_SIZE.min, max: maxSize, step: 0.05, get: (s) => s[which].size, set: (s, v) => change(s, { size: v }) });
  folder.angle('angle', { get: (s) => s[which].angle, set: (s, radians) => change(s, clampedPose({ ...poseOf(s[which]), angle: radians })) });
}

/** The draggable bodies of shapes A and B (B alone turnable by its knob with `rotatable: 'b'`). */
export function anyShapeBodies<S extends { readonly a: AnyShapeState; readonly b: AnyShapeState }>(
  scene: Scene<S, unknown>, view: string, options: { rotatable?: 'both' | 'b'; onMove?: (state: S) => S } = {},
): void {
  for (const which of ['a', 'b'] as const) {
    scene.body(view, {
      id: which.toUpperCase(), label: `shape ${which.toUpperCase()}`, color: which === 'a' ? 'shapeA' : 'shapeB', fillAlpha: 0.12,
      // A circle looks the same at every angle: it gets no knob that would turn nothing the reader can see.
      rotatable: (options.rotatable ?? 'both') === 'both' || which === 'b' ? (s) => s[which].kind !== 'circle' : false,
      shape: (s) => outlinePolygonOf(s[which]),
      pose: (s) => poseOf(s[which]),
      setPose: (s, pose) => (options.onMove ?? ((x: S) => x))({ ...s, [which]: { ...s[which], ...clampedPose(pose) } }),
    });
  }
}
