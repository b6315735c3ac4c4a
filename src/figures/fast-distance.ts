// The fast approximate distance of the game-programming text (max + 5/16 min, by shifts and adds) against
// the exact length of a point the reader drags: both values, the error, the approximation's octagonal
// iso-curve against the true circle, and the error over a full turn with its extremes marked.

import {
  type FastDistanceAt, type Vec2, fastDistanceAt, fastDistanceErrorBounds, fastDistanceErrorCurve, fastDistanceErrorExtremes,
  fastDistanceIsoCurve,
} from '../geometry';
import { clampPosition } from './shared/shapes';
import { defineFigure } from '../ui/figure';
import { fixed } from '../ui/format';

interface State {
  readonly point: Vec2;
  readonly showOctagon: boolean;
}

interface Derived {
  readonly at: FastDistanceAt;
  readonly octagon: Vec2[];
}

/** The error the book's text claims for its routine (it is not this formula's error). */
const CLAIMED_ERROR = 0.035;
/** The plot view: angle 0..2 pi spans x in [-PLOT_HALF_WIDTH, PLOT_HALF_WIDTH]; error e sits at y = e * PLOT_ERROR_SCALE. */
const PLOT_HALF_WIDTH = 2;
const PLOT_ERROR_SCALE = 20;
const plotPoint = (angle: number, error: number): Vec2 => ({
  x: -PLOT_HALF_WIDTH + (angle / (2 * Math.PI)) * 2 * PLOT_HALF_WIDTH, y: error * PLOT_ERROR_SCALE,
});
const CURVE = fastDistanceErrorCurve(720).map((c) => plotPoint(c.angle, c.relativeError));
const EXTREMES = fastDistanceErrorExtremes();
const BOUNDS = fastDistanceErrorBounds();
/** The extreme of least error at the largest angle (315°): the −7.19 % label sits beside it. */
const LAST_MINIMUM = EXTREMES.filter((e) => e.relativeError < 0).reduce((last, e) => (e.angle > last.angle ? e : last));

const percent = (e: number) => `${e > 0 ? '+' : ''}${fixed(e * 100, 2)} %`;
/** The plot's own marks write a minus sign, as its ±3.5 % lines do (the readouts write numbers as every readout does). */
const plotPercent = (e: number) => percent(e).replace(/^-/, '−');
const degrees = (a: number) => `${fixed((a * 180) / Math.PI, 2)}°`;
/** The point stays within the world view. */
const POINT_LIMIT = 4.2;
const clampPoint = (p: Vec2): Vec2 => ({
  x: Math.max(-POINT_LIMIT, Math.min(POINT_LIMIT, clampPosition(p.x))), y: Math.max(-POINT_LIMIT, Math.min(POINT_LIMIT, clampPosition(p.y))),
});

const initialState = (): State => ({ point: { x: 2.4, y: 0.75 }, showOctagon: true });

export default defineFigure<State, Derived>({
  id: 'fast-distance',
  title: 'A distance without a square root, and what it costs',
  height: 440,
  views: [
    { id: 'world', title: 'The point and its two distances', center: { x: 0, y: 0 }, span: 9 },
    { id: 'plot', title: 'Error over a full turn', center: { x: 0, y: -0.2 }, span: 4.6 },
  ],
  legend: [
    { color: 'shapeA', label: 'the point (x, y)' },
    { color: 'translation', label: 'exact distance and its circle' },
    { color: 'feature', label: 'where the fast distance reads your exact distance (an octagon); extremes of the error' },
    { color: 'muted', label: 'the ±3.5 % the book claims (dashed)' },
  ],
  caption: `
    <p>Drag the point. LaMothe’s chapter on collision (<em>Tricks of the Windows Game Programming Gurus</em>,
    the section on the fast distance function) estimates the length of (x, y) without a square root: take the larger of
    |x| and |y| and add 5/16 of the smaller, which its routine writes as shifts and adds. The blue circle is every point
    at the exact distance of yours; the orange octagon is every point whose <em>approximate</em> distance is that same
    number. Where the octagon bulges outside the circle the estimate reads short, where it dips inside it reads long, and
    where the two meet (on the axes) it is exact.</p>
    <p>The second plot is the error in percent for every direction. It is zero along the axes, a maximum of
    +4.77 % at 17.35° (tan = 5/16) and its mirror images, and a minimum of −7.19 % on the diagonals. The book says
    3.5 %: that is not this formula’s error. Nor is the formula a Taylor series, as the book says; it is a straight-line
    fit in each eighth of the turn. When you only need to know which of two things is nearer, or whether something is
    within r, you need no root and no estimate: compare x² + y² with r².</p>`,
  initialState,
  fields: [
    { kind: 'number', path: 'point.x', min: -POINT_LIMIT, max: POINT_LIMIT },
    { kind: 'number', path: 'point.y', min: -POINT_LIMIT, max: POINT_LIMIT },
    { kind: 'boolean', path: 'showOctagon' },
  ],

  derive(state) {
    const at = fastDistanceAt(state.point);
    return { at, octagon: at.exact > 0 ? fastDistanceIsoCurve(at.exact) : [] };
  },

  readouts(state, d) {
    return [
      { name: 'x', label: 'x', value: state.point.x },
      { name: 'y', label: 'y', value: state.point.y },
      { name: 'exact', label: 'Exact √(x² + y²)', value: d.at.exact, digits: 4 },
      { name: 'approximate', label: 'Fast: max + 5/16 min', value: d.at.approximate, digits: 4 },
      // At the origin both lengths are 0: no relative error and no direction to speak of.
      { name: 'error', label: 'Error', value: d.at.exact > 0 ? percent(d.at.relativeError) : '— (both are 0)' },
      { name: 'angle', label: 'Direction', value: d.at.exact > 0 ? degrees(d.at.angle) : '— (none at the origin)' },
      { name: 'squared', label: 'x² + y² (compare with r²)', value: d.at.squaredDistance, digits: 4 },
      { name: 'max-error', label: 'Largest error (over)', value: `${percent(BOUNDS.max)} at ${degrees(BOUNDS.maxAngle)}` },
      { name: 'min-error', label: 'Largest error (under)', value: `${percent(BOUNDS.min)} at ${degrees(BOUNDS.minAngle)}` },
      { name: 'claimed', label: 'The book claims', value: `±${fixed(CLAIMED_ERROR * 100, 2)} %` },
    ];
  },

  controls(panel) {
    const preset = (label: string, point: Vec2) => panel.button(label, (s) => ({ ...s, point }));
    preset('(2.4, 3.2), as (3, 4): −1.25 %', { x: 2.4, y: 3.2 });
    preset('(1, 1): −7.19 %, the worst', { x: 1, y: 1 });
    preset('(3.2, 1), as (16, 5): +4.77 %, the most over', { x: 3.2, y: 1 });
    preset('on an axis: exact', { x: 2.5, y: 0 });
    panel.toggle('show the octagon', { get: (s) => s.showOctagon, set: (s, showOctagon) => ({ ...s, showOctagon }) });
  },

  draw(scene) {
    scene.layer('world', (pen, s, d) => {
      pen.grid(1);
      pen.dot({ x: 0, y: 0 }, 4, { fill: 'origin' });
      if (d.at.exact > 0) pen.circle({ x: 0, y: 0 }, d.at.exact, { color: 'translation', width: 2, fillAlpha: 0 });
      if (s.showOctagon && d.octagon.length > 0) pen.polygon(d.octagon, { color: 'feature', width: 2, fill: 'feature', fillAlpha: 0.06 });
      pen.segment({ x: 0, y: 0 }, s.point, { color: 'translation', width: 1.5, dash: 5 });
      pen.segment({ x: 0, y: s.point.y }, s.point, { color: 'muted', width: 1, dash: 3 });
      pen.segment({ x: s.point.x, y: 0 }, s.point, { color: 'muted', width: 1, dash: 3 });
      pen.label(d.at.exact > 0 ? `${fixed(d.at.relativeError * 100, 2)} %` : 'both 0', s.point, { color: 'ink', bold: true, offset: { x: 0, y: -20 } });
    });
    scene.layer('plot', (pen, _s, d) => {
      pen.segment(plotPoint(0, 0), plotPoint(2 * Math.PI, 0), { color: 'axis', width: 1 });
      for (let k = 0; k <= 8; k++) {
        const a = (k * Math.PI) / 4;
        pen.segment(plotPoint(a, -0.08), plotPoint(a, 0.06), { color: 'grid', width: 1 });
        if (k % 2 === 0) pen.label(`${k * 45}°`, plotPoint(a, -0.08), { color: 'muted', size: 10, offset: { x: 0, y: 10 } });
      }
      for (const claim of [CLAIMED_ERROR, -CLAIMED_ERROR]) {
        pen.segment(plotPoint(0, claim), plotPoint(2 * Math.PI, claim), { color: 'muted', width: 1, dash: 5 });
      }
      pen.label('+3.5 %', plotPoint(2 * Math.PI, CLAIMED_ERROR), { color: 'muted', size: 10, offset: { x: 0, y: -9 } });
      pen.label('−3.5 %', plotPoint(2 * Math.PI, -CLAIMED_ERROR), { color: 'muted', size: 10, offset: { x: 0, y: 9 } });
      pen.polyline(CURVE, { color: 'feature', width: 2 });
      for (const e of EXTREMES) pen.dot(plotPoint(e.angle, e.relativeError), 4, { fill: 'feature' });
      pen.label(plotPercent(BOUNDS.max), plotPoint(EXTREMES[0].angle, BOUNDS.max), { color: 'feature', size: 10, offset: { x: 8, y: -10 } });
      // Right of the last minimum's dot (315°), level with it: clear of the curve's steep sides and above the row of
      // degree marks, where it would read as one more mark (the tick lines are background: it may lie across them).
      pen.label(plotPercent(BOUNDS.min), plotPoint(LAST_MINIMUM.angle, BOUNDS.min), { color: 'feature', size: 10, anchor: { x: 0, y: 0.5 }, offset: { x: 8, y: 0 } });
      if (d.at.exact > 0) {
        pen.segment(plotPoint(d.at.angle, -0.08), plotPoint(d.at.angle, 0.06), { color: 'shapeA', width: 1.5 });
        pen.dot(plotPoint(d.at.angle, d.at.relativeError), 5, { fill: 'shapeA' });
      }
    });
    scene.pointHandle('world', {
      id: 'point', label: 'the point', color: 'shapeA',
      position: (s) => s.point,
      setPosition: (s, p) => ({ ...s, point: clampPoint(p) }),
    });
  },
});
