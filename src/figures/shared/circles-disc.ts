// Circles as figure state: a centre, a radius and where the radius knob sits on the rim. A circle is
// dragged as a many-sided polygon (the kit's bodies are polygons); the core answers for the true circle.

import { type Circle, type ConvexPolygon, type Vec2, makeRegularPolygon, unitFromAngle } from '../../geometry';
import type { Field } from '../../ui/figure';
import { POSITION_LIMIT, clampPosition, normalizeAngle } from './shapes';

export interface DiscState {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  /** Direction (radians) from the centre to the radius knob. */
  readonly knob: number;
}

/** Up to 1.8: a circle 3.6 across still fits the views the circle figures draw in (4.4 to 4.6 units high). */
export const DISC_RADIUS = { min: 0.1, max: 1.8 };

/** Sides of the polygon a circle is grabbed and outlined by: it differs from the circle by 0.1 % of r. */
const DISC_SIDES = 72;

const discCache = new Map<number, ConvexPolygon>();
export function discShape(radius: number): ConvexPolygon {
  let shape = discCache.get(radius);
  if (!shape) {
    shape = makeRegularPolygon(DISC_SIDES, radius, 0);
    if (discCache.size > 64) discCache.clear();
    discCache.set(radius, shape);
  }
  return shape;
}

export const circleOf = (disc: DiscState): Circle => ({ center: { x: disc.x, y: disc.y }, radius: disc.radius });

export const clampRadius = (r: number): number => Math.min(DISC_RADIUS.max, Math.max(DISC_RADIUS.min, r));

export const withCenter = (disc: DiscState, center: Vec2): DiscState => ({ ...disc, x: clampPosition(center.x), y: clampPosition(center.y) });

/** Where the radius knob is drawn: on the rim, in the knob's direction. */
export const rimPoint = (disc: DiscState): Vec2 => {
  const u = unitFromAngle(disc.knob);
  return { x: disc.x + u.x * disc.radius, y: disc.y + u.y * disc.radius };
};

/** The knob dragged to `p`: the radius becomes the distance to the centre (clamped), the knob follows the pointer round. */
export function withRimAt(disc: DiscState, p: Vec2): DiscState {
  const dx = p.x - disc.x, dy = p.y - disc.y;
  const r = Math.hypot(dx, dy);
  return { ...disc, radius: clampRadius(r), knob: r > 0 ? normalizeAngle(Math.atan2(dy, dx)) : disc.knob };
}

export const discFields = (path: string): Field[] => [
  { kind: 'number', path: `${path}.x`, min: -POSITION_LIMIT, max: POSITION_LIMIT },
  { kind: 'number', path: `${path}.y`, min: -POSITION_LIMIT, max: POSITION_LIMIT },
  { kind: 'number', path: `${path}.radius`, min: DISC_RADIUS.min, max: DISC_RADIUS.max },
  { kind: 'number', path: `${path}.knob`, min: -Math.PI, max: Math.PI },
];
