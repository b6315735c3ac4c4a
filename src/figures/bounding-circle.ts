// Bounding circles by the three radius rules of LaMothe's chapter (average, midway, largest vertex
// distance), tested against each other and judged by the exact test: where the cheap test raises a false
// alarm, and where it misses a real contact. Only the largest radius bounds the polygon.

import {
  type BoundingCircleTestOutput, type Placed, type RadiusRule, DistanceResult, boundingCircleTest, boundingVerdict, polygonDistance,
} from '../geometry';
import {
  type PolygonState, placedPolygon, polygonFields, polygonShape, poseOf, withPolygonPose, withVertexMoved, worldVerticesOf,
} from './shared/shapes';
import { bodiesAB } from './shared/bodies';
import { besideCentre } from './shared/labels';
import { defineFigure, shapeColor } from '../ui/figure';
import { fixed } from '../ui/format';

interface State {
  readonly a: PolygonState;
  readonly b: PolygonState;
  readonly rule: RadiusRule;
  readonly allCircles: boolean;
}

interface Derived {
  readonly a: Placed;
  readonly b: Placed;
  readonly test: BoundingCircleTestOutput;
  /** B turned through a full circle about its centre, A still: how often the cheap test is wrong. */
  readonly turn: { readonly falsePositives: number; readonly falseNegatives: number; readonly steps: number };
}

const RULES: readonly RadiusRule[] = ['average', 'midway', 'max'];
const RULE_NAMES: Record<RadiusRule, string> = { average: 'average', midway: 'midway', max: 'largest' };
const VERDICT_TEXT = {
  hit: 'both say they meet', miss: 'both say apart', 'false-positive': 'false positive', 'false-negative': 'false negative',
} as const;
const TURN_STEPS = 360;

/** The spike of the sources audit: long and thin, so its average radius is far below its largest. */
const SPIKE = [{ x: -0.3, y: -0.3 }, { x: 2, y: 0 }, { x: -0.3, y: 0.3 }];
const QUAD = [{ x: -1, y: -0.3 }, { x: 1.6, y: -0.4 }, { x: 0.2, y: 0.9 }, { x: -0.8, y: 0.6 }];

/** The opening scene: the spike's tip pokes 0.17 into the quadrilateral, and the average circles miss it. */
const initialState = (): State => ({
  a: { x: -1.3, y: -0.2, angle: 0.15, vertices: QUAD },
  b: { x: 1.4, y: 0, angle: 3.1, vertices: SPIKE },
  rule: 'average',
  allCircles: true,
});

const tipToTip = (s: State): State => ({
  ...s, rule: 'average',
  a: { x: -1.75, y: 0, angle: 0, vertices: SPIKE },
  b: { x: 1.75, y: 0, angle: Math.PI, vertices: SPIKE },
});

const sideBySide = (s: State): State => ({
  ...s, rule: 'max',
  a: { x: -0.4, y: -0.5, angle: 0, vertices: SPIKE },
  b: { x: -0.4, y: 0.5, angle: 0, vertices: SPIKE },
});

/**
 * How often, as B turns about its centre through a full circle, the cheap test disagrees with the exact one.
 * Turning B about its centre changes neither radius nor the centres' distance, so the circles' answer is the one
 * given (the unturned pair's) at every step: only the exact test is asked again, into one result written over (a
 * drag asks for this 360 times a change).
 */
function turnTally(a: Placed, b: Placed, circlesMeet: boolean): Derived['turn'] {
  const result = new DistanceResult();
  const turned = { shape: b.shape, pose: { position: b.pose.position, angle: b.pose.angle } };
  let falsePositives = 0, falseNegatives = 0;
  for (let k = 0; k < TURN_STEPS; k++) {
    turned.pose.angle = b.pose.angle + (2 * Math.PI * k) / TURN_STEPS;
    const verdict = boundingVerdict(circlesMeet, polygonDistance(a, turned, result).contact !== 'separated');
    if (verdict === 'false-positive') falsePositives++;
    else if (verdict === 'false-negative') falseNegatives++;
  }
  return { falsePositives, falseNegatives, steps: TURN_STEPS };
}

const radiusOf = (test: BoundingCircleTestOutput, which: 'A' | 'B', rule: RadiusRule) => {
  const c = which === 'A' ? test.circleA : test.circleB;
  return rule === 'max' ? c.maxRadius : rule === 'average' ? c.averageRadius : (c.averageRadius + c.maxRadius) / 2;
};

export default defineFigure<State, Derived>({
  id: 'bounding-circle',
  title: 'Bounding circles: three radius rules, judged by the exact test',
  height: 440,
  views: [{ id: 'world', title: 'World', center: { x: 0, y: 0 }, span: 6.5 }],
  legend: [
    { color: 'shapeA', label: 'polygon A, its spokes and circles (the chosen rule bold)' },
    { color: 'shapeB', label: 'polygon B, the same' },
    { color: 'construction', label: 'distance between the centres' },
    { color: 'overlap', label: 'the circles meet' },
    { color: 'apart', label: 'the circles are apart' },
    { color: 'feature', label: 'the cheap test is wrong: a false positive or a false negative' },
  ],
  caption: `
    <p>Before testing two detailed shapes exactly, a game can ask a cheaper question: do circles around them meet?
    Two circles meet when the distance between their centres is at most the sum of their radii, which in 2D costs
    two subtractions, two additions, three multiplications and a comparison: (x₂ − x₁)² + (y₂ − y₁)² against
    (r₁ + r₂)², squared on both sides so that no root is needed. This recreates the
    bounding circles of André LaMothe’s section on polygon collision (its Figure 8.38), where the radius is the
    distance from the centre to the vertices, taken one of three ways: their <em>average</em>, the <em>largest</em>,
    or <em>midway</em> between the two. The grey spokes are those distances; the three circles are drawn together,
    the chosen rule bold.</p>
    <p>Only the largest distance gives a circle that holds the whole polygon. The other two cut corners, and a corner
    outside its circle can touch the other shape while the circles stay apart: a <em>false negative</em>, a collision
    the game never sees, as in the opening scene, where the spike’s tip pokes into the quadrilateral. Press <strong>Tip to tip</strong>: the spikes overlap, and the average and midway circles
    miss it (switch the rule to compare). Press <strong>Side by side</strong>: the spikes are 0.4 apart, yet even the
    largest circles meet: a <em>false positive</em>, which only costs an exact test. The last readout turns B through
    a full circle and counts both kinds of mistake for the chosen rule; for the largest radius the false negatives
    are always 0.</p>`,
  initialState,
  fields: [
    ...polygonFields('a'), ...polygonFields('b'),
    { kind: 'choice', path: 'rule', options: RULES },
    { kind: 'boolean', path: 'allCircles' },
  ],

  derive(state) {
    const a = placedPolygon(state.a), b = placedPolygon(state.b);
    const test = boundingCircleTest(a, b, state.rule);
    return { a, b, test, turn: turnTally(a, b, test.circlesMeet) };
  },

  readouts(state, d) {
    const { test } = d;
    // Four decimals for the radii, their sum and the distance it is held against: at three, two radii of 0.9495
    // read 0.950 each beside a sum of 1.899.
    const radii = (c: BoundingCircleTestOutput['circleA']) =>
      `${fixed(c.averageRadius, 4)} / ${fixed((c.averageRadius + c.maxRadius) / 2, 4)} / ${fixed(c.maxRadius, 4)}`;
    return [
      { name: 'radii-a', label: 'A: average / midway / largest radius', value: radii(test.circleA) },
      { name: 'radii-b', label: 'B: average / midway / largest radius', value: radii(test.circleB) },
      { name: 'center-distance', label: 'Distance between centres', value: test.centerDistance, unit: 'u', digits: 4 },
      { name: 'radius-sum', label: `r₁ + r₂ (${RULE_NAMES[state.rule]})`, value: test.radiusSum, unit: 'u', digits: 4 },
      { name: 'circles', label: 'Circles', value: test.circlesMeet ? 'meet' : 'apart' },
      { name: 'exact', label: 'Polygons (exact)', value: test.contact },
      { name: 'verdict', label: 'The circle test is', value: test.verdict === 'hit' || test.verdict === 'miss' ? `right (${VERDICT_TEXT[test.verdict]})` : `wrong: ${VERDICT_TEXT[test.verdict]}` },
      {
        name: 'turn', label: `B turned through 360° (${d.turn.steps} steps): false positives / false negatives`,
        value: `${d.turn.falsePositives} / ${d.turn.falseNegatives}`,
      },
    ];
  },

  controls(panel) {
    panel.choice('radius rule', {
      options: { 'average distance': 'average', 'midway': 'midway', 'largest distance': 'max' },
      get: (s) => s.rule,
      set: (s, rule) => ({ ...s, rule: rule as RadiusRule }),
    });
    panel.toggle('all three circles', { get: (s) => s.allCircles, set: (s, allCircles) => ({ ...s, allCircles }) });
    const presets = panel.folder('Presets');
    presets.button('Tip to tip (a false negative)', tipToTip);
    presets.button('Side by side (a false positive)', sideBySide);
    presets.button('Spike and quadrilateral', (s) => ({ ...initialState(), rule: s.rule }));
  },

  draw(scene) {
    scene.layer('world', (pen, s, d) => {
      pen.grid(1);
      for (const which of ['A', 'B'] as const) {
        const placed = which === 'A' ? d.a : d.b;
        const color = shapeColor(which);
        const centre = placed.pose.position;
        // Spokes: the distances the rules average or take the largest of.
        for (const v of worldVerticesOf(which === 'A' ? s.a : s.b)) pen.segment(centre, v, { color: 'muted', width: 1, alpha: 0.6 });
        for (const rule of RULES) {
          const chosen = rule === s.rule;
          if (!chosen && !s.allCircles) continue;
          pen.circle(centre, radiusOf(d.test, which, rule), chosen
            ? { color, width: 2.5, fill: color, fillAlpha: 0.04 }
            : { color, width: 1, alpha: 0.45, dash: 5 });
        }
      }
    });
    bodiesAB(scene, 'world', (which) => ({
      label: `polygon ${which.toUpperCase()}`, rotatable: true, fillAlpha: 0.14,
      shape: (s) => polygonShape(s[which]),
      pose: (s) => poseOf(s[which]),
      setPose: (s, pose) => ({ ...s, [which]: withPolygonPose(s[which], pose) }),
    }));
    for (const which of ['a', 'b'] as const) {
      scene.vertexHandles('world', {
        id: which.toUpperCase(), color: shapeColor(which),
        vertices: (s) => worldVerticesOf(s[which]),
        setVertex: (s, index, position) => ({ ...s, [which]: withVertexMoved(s[which], index, position) }),
      });
    }
    scene.layer('world', (pen, s, d) => {
      const ca = d.a.pose.position, cb = d.b.pose.position;
      pen.segment(ca, cb, { color: 'construction', width: 1.5, dash: 4 });
      pen.dot(ca, 3.5, { fill: 'shapeA' });
      pen.dot(cb, 3.5, { fill: 'shapeB' });
      pen.label('A', ca, { color: 'shapeA', bold: true, size: 15, ...besideCentre(poseOf(s.a)) });
      pen.label('B', cb, { color: 'shapeB', bold: true, size: 15, ...besideCentre(poseOf(s.b)) });
      const { test } = d;
      const wrong = test.verdict === 'false-positive' || test.verdict === 'false-negative';
      const middle = { x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 };
      // Across the line of centres, so the verdict never sits on it.
      const length = Math.hypot(cb.x - ca.x, cb.y - ca.y) || 1;
      const across = { x: -(cb.y - ca.y) / length, y: (cb.x - ca.x) / length };
      pen.label(
        wrong ? VERDICT_TEXT[test.verdict].toUpperCase() : `circles ${test.circlesMeet ? 'meet' : 'apart'}`,
        middle,
        { color: wrong ? 'feature' : test.circlesMeet ? 'overlap' : 'apart', bold: true, size: wrong ? 15 : 13, offset: { x: across.x * 22, y: -across.y * 22 }, corners: true },
      );
    });
  },
});
