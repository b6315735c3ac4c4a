// Mirtich's bound on how far a turning shape can move (the source's Figure 8). Turning by theta about a centre
// c, every point p travels along an arc of radius |p - c| and length |theta| |p - c|. The farthest vertex from
// c has the largest radius r (a convex polygon's farthest point from any c is a vertex), so no point of the
// shape travels farther than L = |theta| r. Its straight-line displacement, the chord 2 r |sin(theta / 2)|, is
// never more than the arc: that is what makes r |w| a safe speed in conservative advancement.

import { GeometryError } from './errors';
import { MAX_SAMPLES } from './tolerances';
import { assertPlaced } from './validate';
import { type Placed, worldVertices } from './polygon';
import { type Vec2, distance, isFiniteVec, rotate, sub, add } from './vec2';

export interface RotationBoundOutput {
  /** Index of the vertex farthest from the centre, and that vertex before (p) and after (p') the turn, world. */
  readonly farthest: number;
  readonly point: Vec2;
  readonly movedPoint: Vec2;
  /** r = |p - c|. */
  readonly radius: number;
  /** L = |theta| r: the bound on any point's path. */
  readonly arcLength: number;
  /** |p' - p| = 2 r |sin(theta / 2)|. */
  readonly chordLength: number;
  /** The largest straight-line displacement of any vertex (and so of any point), measured vertex by vertex. */
  readonly largestDisplacement: number;
  /** The shape's vertices after the turn, world. */
  readonly vertices: readonly Vec2[];
  /** Points along p's arc, for drawing: `samples + 1` of them from p to p'. */
  readonly arc: readonly Vec2[];
  /** The same for every vertex, in vertex order (arc is paths[farthest]). */
  readonly paths: readonly (readonly Vec2[])[];
}

/** Turn `placed` by `theta` radians about `center` (world). */
export function rotationBound(placed: Placed, center: Vec2, theta: number, samples = 48): RotationBoundOutput {
  assertPlaced(placed, 'rotationBound: the shape');
  if (!isFiniteVec(center) || !Number.isFinite(theta)) {
    throw new GeometryError('bad-parameter', 'rotationBound: the centre of rotation and the angle must be finite.');
  }
  if (!Number.isInteger(samples) || samples < 1 || samples > MAX_SAMPLES) {
    throw new GeometryError('bad-parameter', `rotationBound: samples must be a whole number from 1 to ${MAX_SAMPLES}; got ${samples}.`);
  }
  const turn = (p: Vec2, angle: number) => add(center, rotate(sub(p, center), angle));
  const before = worldVertices(placed);
  const after = before.map((p) => turn(p, theta));
  let farthest = 0;
  before.forEach((p, i) => { if (distance(p, center) > distance(before[farthest], center)) farthest = i; });
  const radius = distance(before[farthest], center);
  const point = before[farthest];
  const paths = before.map((p) => Array.from({ length: samples + 1 }, (_, k) => turn(p, (theta * k) / samples)));
  return {
    farthest, point, movedPoint: after[farthest], radius,
    arcLength: Math.abs(theta) * radius,
    chordLength: 2 * radius * Math.abs(Math.sin(theta / 2)),
    largestDisplacement: Math.max(...before.map((p, i) => distance(p, after[i]))),
    vertices: after, arc: paths[farthest], paths,
  };
}
