// The geometry core: pure functions, no DOM, no rendering. Conventions are in README.md beside this file.

export * from './vec2';
export * from './errors';
export * from './tolerances';
export * from './polygon';
export { support, supportIndex, climbToSupport } from './support';
export * from './minkowski';
export * from './distance';
export * from './sat';
export * from './linearCast';
export * from './angularCast';
export * from './advancement';
export * from './rotationBound';
export * from './circles';
export * from './boxes';
export * from './bounding';
export * from './stepper';
export * from './polygonEdit';
export * from './construction';
