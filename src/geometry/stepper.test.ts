import { describe, expect, it } from 'vitest';
import { makeBox } from './polygon';
import { stepBodies } from './stepper';
import { motion, pose } from './vec2';

describe('stepBodies', () => {
  it('a fast box tunnels through a thin wall: the discrete check misses, the continuous one hits', () => {
    // A: half size 0.25 at x = -2 moving +40 per second. Wall: half width 0.05 at x = 0. Step 0.1 s: A moves 4.
    const a = { shape: makeBox(0.25, 0.25), pose: pose(-2, 0), motion: motion(40, 0) };
    const wall = { shape: makeBox(0.05, 2), pose: pose(0, 0), motion: motion(0, 0) };
    const step = stepBodies(a, wall, 0.1, { continuous: true });
    expect(step.a.pose.position.x).toBeCloseTo(2, 12);
    expect(step.discreteHit).toBe(false);
    // A's front face starts at -1.75 and meets the wall's face at -0.05 after 1.7 of the 4 units.
    expect(step.continuous!.state).toBe('hit');
    expect(step.continuous!.t).toBeCloseTo(1.7 / 4, 4);
  });

  it('a slow box is caught by the discrete check when it ends a step inside', () => {
    const a = { shape: makeBox(0.25, 0.25), pose: pose(-0.5, 0), motion: motion(3, 0) };
    const wall = { shape: makeBox(0.05, 2), pose: pose(0, 0), motion: motion(0, 0) };
    expect(stepBodies(a, wall, 0.1, { continuous: false }).discreteHit).toBe(true);
  });

  it('turns bodies by angular velocity times the step', () => {
    const a = { shape: makeBox(1, 0.1), pose: pose(0, 0), motion: motion(0, 0, 2) };
    const far = { shape: makeBox(0.1, 0.1), pose: pose(10, 0), motion: motion(0, 0) };
    expect(stepBodies(a, far, 0.25, { continuous: false }).a.pose.angle).toBe(0.5);
  });

  it('rejects a time step that is not positive', () => {
    const a = { shape: makeBox(1, 1), pose: pose(0, 0), motion: motion(0, 0) };
    expect(() => stepBodies(a, a, 0, { continuous: false })).toThrow(/time step/);
  });
});
