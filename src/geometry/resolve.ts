// What a game does with the minimum translation once it has it: push the two shapes apart, each by a share
// of the overlap in proportion to its inverse mass (a static shape, inverse mass 0, does not move), then
// change their velocities by an impulse along the contact normal so that they stop approaching, or bounce
// apart with restitution e:
//
//   v = (vB − vA) · n          (negative while approaching; n from A towards B)
//   j = −(1 + e) v / (wA + wB)  (w = 1 / mass)
//   vA′ = vA − j wA n,  vB′ = vB + j wB n
//
// so that the normal speed afterwards is −e v, momentum is kept (for finite masses), and kinetic energy is
// kept at e = 1 and lost for e < 1. Only shapes in contact that approach get an impulse.

import { polygonDistance } from './distance';
import { GeometryError } from './errors';
import type { Placed } from './polygon';
import type { Contact } from './tolerances';
import { assertFinite, assertPlaced, assertVector } from './validate';
import { type Vec2, ZERO, addScaled, dot, scale, sub } from './vec2';

export interface MovingBody {
  readonly placed: Placed;
  readonly velocity: Vec2;
  /** 1 / mass; 0 for a static body (infinite mass). */
  readonly inverseMass: number;
}

export interface ResolveOutput {
  readonly contact: Contact;
  /** Unit normal from A towards B. */
  readonly normal: Vec2;
  /** How deep the overlap is (0 unless overlapping). */
  readonly depth: number;
  /** The moves that leave the shapes just touching, shared by inverse mass (zero when nothing moves). */
  readonly moveA: Vec2;
  readonly moveB: Vec2;
  /** (vB − vA) · n before: negative while the shapes approach. */
  readonly normalSpeed: number;
  /** The impulse's size along n (0 when none is applied). */
  readonly impulse: number;
  readonly velocityA: Vec2;
  readonly velocityB: Vec2;
  /** Why nothing moved, where nothing did. */
  readonly note: 'both-static' | 'apart' | 'separating' | null;
}

function assertBody(body: MovingBody, name: string): void {
  if (!body || typeof body !== 'object') throw new GeometryError('bad-parameter', `${name} needs a body; got ${String(body)}.`);
  assertPlaced(body.placed, name);
  assertVector(body.velocity, `${name}'s velocity`);
  assertFinite(body.inverseMass, `${name}'s inverse mass`);
  if (body.inverseMass < 0) throw new GeometryError('bad-parameter', `${name}'s inverse mass must be >= 0; got ${body.inverseMass}.`);
}

export function resolveContact(a: MovingBody, b: MovingBody, restitution: number): ResolveOutput {
  assertBody(a, 'resolveContact: A');
  assertBody(b, 'resolveContact: B');
  assertFinite(restitution, 'resolveContact: restitution');
  if (restitution < 0 || restitution > 1) throw new GeometryError('bad-parameter', `Restitution must lie in [0, 1]; got ${restitution}.`);
  const query = polygonDistance(a.placed, b.placed);
  const { contact, normal } = query;
  const total = a.inverseMass + b.inverseMass;
  const normalSpeed = dot(sub(b.velocity, a.velocity), normal);
  const unchanged = (note: ResolveOutput['note']): ResolveOutput => ({
    contact, normal, depth: Math.max(0, -query.distance), moveA: ZERO, moveB: ZERO, normalSpeed, impulse: 0,
    velocityA: a.velocity, velocityB: b.velocity, note,
  });
  if (total === 0) return unchanged('both-static');
  if (contact === 'separated') return unchanged('apart');
  const depth = contact === 'overlapping' ? -query.distance : 0;
  // B moves along +n, A along −n; together they cover the depth.
  const moveA = a.inverseMass === 0 || depth === 0 ? ZERO : scale(normal, -depth * (a.inverseMass / total));
  const moveB = b.inverseMass === 0 || depth === 0 ? ZERO : scale(normal, depth * (b.inverseMass / total));
  if (normalSpeed >= 0) return { ...unchanged('separating'), depth, moveA, moveB };
  const impulse = (-(1 + restitution) * normalSpeed) / total;
  return {
    contact, normal, depth, moveA, moveB, normalSpeed, impulse,
    // Each change of velocity as its share of the whole, (1 + e) v times 1/m over the sum: the impulse itself may
    // overflow where both inverse masses are tiny (5e-324), its shares never do.
    velocityA: addScaled(a.velocity, normal, (1 + restitution) * normalSpeed * (a.inverseMass / total)),
    velocityB: addScaled(b.velocity, normal, -(1 + restitution) * normalSpeed * (b.inverseMass / total)),
    note: null,
  };
}
