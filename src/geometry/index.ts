// The geometry core's public API: pure functions, no DOM, no rendering. Conventions are in README.md beside
// this file. Names are listed one by one: helpers the modules share among themselves (the polygon caches,
// the distance workspace, support climbing, the input checks) stay out.

export {
  type Vec2, type Pose, type Motion, type Rotation,
  ZERO, IDENTITY_ROTATION, vec, add, sub, scale, negate, addScaled, dot, cross, leftPerp, rightPerp, lengthSquared, length,
  distance, lerp, isFiniteVec, equals, normalize, makeRotation, rotateVector, invRotateVector, invMulRotations, rotate,
  unitFromAngle, transformPoint, invTransformPoint, inverseTransformPoint, pose, motion, advancePose, clamp,
  clampToDisc, closestPointOnSegment, wrapAngle, wrapAnglePi, Transform, makeTransform,
} from './vec2';
export { GeometryError, type GeometryErrorCode } from './errors';
export {
  RELATIVE_TOLERANCE, PARALLEL_ANGLE, AREA_TOLERANCE, CAST_TOLERANCE_RELATIVE, DEFAULT_MAX_ITERATIONS, STALL_STEP, MAX_SAMPLES,
  MARGIN_SLACK, PARALLEL_DETERMINANT, type Contact, sceneScale, sceneSize, touchingTolerance, contactOf, castTolerance,
} from './tolerances';
export {
  type ConvexPolygon, type Placed, type ShapeId, makePolygon, makeBox, makeRegularPolygon, convexHull, signedArea,
  worldVertices, worldNormals, worldCentroid, scalePolygon, randomConvexPolygon,
} from './polygon';
export { support, supportTies } from './support';
export {
  type FeaturePair, type MinkowskiDifference, minkowskiDifference, minkowskiVertexWitnesses, mdVertexWitnesses,
  type MergeNormal, type MergeStep, type MergeSteps, minkowskiMergeSteps,
} from './minkowski';
export { type DistanceFeature, type DistanceOutput, DistanceResult, polygonDistance, distanceFromMinkowski } from './distance';
export {
  type Interval, type SatAxis, type SatOutput, type SatPointAxis, type SatPointOutput, type AxisRuler,
  satTest, satPointTest, axisRuler, axisRulersBetween, rulerPoint,
} from './sat';
export {
  type LinearCastState, type CastState, type LinearCastEdge, type LinearCastInput, type LinearCastOutput, linearCast, classifyEdges,
} from './linearCast';
export {
  type AngularCastState, type AngularCastInput, type AngularCastIteration, type AngularCastOutput, angularCast,
} from './angularCast';
export {
  type Circle, type CircleCircleOutput, type CircleCastInput, type CircleCastIteration, type CircleCastOutput,
  circleCircle, circleCast, circleTimeOfImpact,
} from './circles';
export {
  type Aabb, type AabbOverlapOutput, type BuiltAabb, type CircleBoxOutput, type Obb, type CircleObbOutput,
  aabbMin, aabbMax, aabbFromMinMax, aabbOverlap, buildAabb, combineAabbs, aabbOfPlaced, circleAabb, circleObb,
} from './boxes';
export {
  type RadiusRule, type BoundingCircleOutput, type LocalBox, type FastDistanceError, type HalfSpaceEdge,
  type HalfSpaceOutput, boundingCircle, localBoundingBox, boundingBoxesOverlap, fastDistance, fastDistanceError,
  fastDistanceErrorCurve, fastDistanceErrorBounds, fastDistanceIsoCurve, halfSpaceTest, crossingNumberInside,
  type FastDistanceAt, fastDistanceAt, fastDistanceErrorExtremes, type Winding, windingOf, isConvexPolygon, isSimplePolygon, depthInConvex,
} from './bounding';
export { type Body, type StepOutput, stepBodies } from './stepper';
export { constrainConvexVertex, isClearOutline, moveVertexKeepingSimple, offsetConvex, outlineClearance } from './polygonEdit';
export {
  type PairCandidate, type ConstructionStep, type ConstructionOutput, featurePairSteps,
} from './construction';
export {
  type ConvexShapeKind, type ConvexShape, type PlacedShape, polygonShape, roundedPolygonShape, circleShape, capsuleShape,
  shapeReach, coreReach, worldCore, shapeOutline, supportPoint, differenceOutline,
} from './convexShape';
export {
  type SimplexVertex, type GjkIteration, type GjkState, type GjkOutput, type GjkOptions, gjkDistance,
} from './gjk';
export { type EpaIteration, type EpaState, type EpaOutput, type EpaOptions, epaPenetration } from './epa';
export { type ShapeContact, type SignedDistance, type ShapeDistanceOutput, shapeDistance, shapeTouchingTolerance } from './shapeDistance';
export { type ShapeAngularCastInput, shapeAngularCast } from './shapeAngularCast';
export {
  FACE_ALIGNMENT, type ContactPoint, type ManifoldEdge, type ContactManifold, type ManifoldOptions, contactManifold,
} from './manifold';
export {
  type CircleContactOutput, type ResolveShare, circleContact, resolveCircles,
} from './circleContact';
export { type AabbContactOutput, type AxisShadows, aabbContact, resolveAabbs, aabbFromCorners } from './aabbContact';
export {
  type BoxRegion, type CircleAabbDetail, type CircleObbDetail, circleAabbDetail, circleObbDetail,
} from './circleBoxDetail';
export { type PointsAabb, aabbOfPoints, convexHullIndices } from './aabbBuild';
export {
  type AdvancementCastInput, type AdvancementIteration, type AdvancementCastOutput, advancementCast,
} from './advancement';
export { type RotationBoundOutput, rotationBound } from './rotationBound';
export {
  type BoundingVerdict, type BoundingCircleTestOutput, boundingVerdict, boundingCircleTest, type WorldBox, type BoxOptions,
  type BoundingBoxTestOutput, polygonWorldBox, ownFrameBoxCorners, boxOfPoints, boxArea, worldBoxesOverlap,
  cornerContainmentTest, boundingBoxTest,
} from './boundingVerdict';
export { type MovingBody, type ResolveOutput, resolveContact } from './resolve';
export { type SegmentSpan, clipSegmentToBox } from './segmentBox';
export {
  type BoxPair, type SweepAndPruneOutput, type AllPairsOutput, type IntervalLanes, type BroadPhaseOutput,
  sweepAndPrune, allPairsOverlap, intervalLanes, worldBoxOf, broadPhase,
} from './broadPhase';
