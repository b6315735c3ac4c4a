import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Vec2, isClearOutline, randomConvexPolygon } from '../geometry';
import { formatReadout } from '../ui/readouts';
import { THEME_COLORS, type Theme } from '../ui/theme';
import { View } from '../ui/view';
import { flattestTurn, readLinkedState } from '../ui/linkRead';
import { figureIds, isFigureId, loadFigure } from './registry';
import { type AnyFigure, type BodyOptions, type Field, type Scene, shapeColor } from '../ui/figure';

const figures: AnyFigure[] = await Promise.all(figureIds.map((id) => loadFigure(id)!));

const valueAt = (state: unknown, path: string) => path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], state);

/** Any state a link may produce: every declared field set to an arbitrary valid value. */
function linkedStates(figure: AnyFigure) {
  const arbitraryOf = (field: Field): fc.Arbitrary<unknown> => {
    switch (field.kind) {
      case 'number': return field.integer ? fc.integer({ min: field.min, max: field.max }) : fc.double({ min: field.min, max: field.max, noNaN: true });
      case 'boolean': return fc.boolean();
      case 'choice': return fc.constantFrom(...field.options);
      case 'polygon': return fc.tuple(fc.integer({ min: field.minCount, max: field.maxCount }), fc.nat(), fc.double({ min: 0.1, max: 0.95, noNaN: true }))
        .map(([count, seed, size]) => randomConvexPolygon(count, field.maxRadius * size, seed).vertices
          .map((p) => ({ x: Number(p.x.toFixed(4)), y: Number(p.y.toFixed(4)) })))
        // Links take no corner flatter than the figure's drags keep (url.ts says why).
        .filter((points) => flattestTurn(points) >= field.margin);
      case 'outline': return fc.array(fc.tuple(fc.double({ min: 0.05, max: 1, noNaN: true }), fc.double({ min: 0.2, max: 0.95, noNaN: true })), { minLength: field.minCount, maxLength: field.maxCount })
        // Star-shaped about the origin (angles increasing), so simple; concave wherever the radii dip.
        .map((parts) => {
          const total = parts.reduce((sum, [step]) => sum + step, 0);
          let angle = 0;
          return parts.map(([step, r]) => {
            angle += (step / total) * 2 * Math.PI;
            return { x: Number((field.maxRadius * r * Math.cos(angle)).toFixed(4)), y: Number((field.maxRadius * r * Math.sin(angle)).toFixed(4)) };
          });
        })
        .filter((points) => isClearOutline(points, field.margin));
    }
  };
  return fc.tuple(...figure.fields.map(arbitraryOf)).map((values) => {
    const raw: Record<string, unknown> = {};
    figure.fields.forEach((field, i) => {
      const keys = field.path.split('.');
      let at = raw;
      keys.slice(0, -1).forEach((key) => { at = (at[key] ??= {}) as Record<string, unknown>; });
      at[keys[keys.length - 1]] = values[i];
    });
    return readLinkedState(JSON.stringify(raw), figure.fields, figure.initialState());
  });
}

/** A theme with a distinct number per token: the test records which token a body names, not its hue. */
const theme = { ...Object.fromEntries(THEME_COLORS.map((token, i) => [token, i])), dark: false, font: 'sans-serif' } as Theme;

/** The bodies a figure's draw() asks for, and the views it keeps points in, recorded by a scene that draws nothing. */
function sceneOf(figure: AnyFigure): { bodies: BodyOptions<unknown>[]; kept: { view: string; points: (s: unknown, d: unknown) => readonly Vec2[] }[] } {
  const bodies: BodyOptions<unknown>[] = [];
  const kept: { view: string; points: (s: unknown, d: unknown) => readonly Vec2[] }[] = [];
  const ignore = () => undefined;
  const scene: Scene<unknown, unknown> = {
    theme,
    view: (id) => new View(figure.views.find((v) => v.id === id) ?? figure.views[0], { x: 0, y: 0, width: 400, height: 400 }),
    layer: ignore, pointHandle: ignore, velocityHandle: ignore, vertexHandles: ignore, pickPoints: ignore, pointerFollow: ignore,
    body: (_view, options) => { bodies.push(options); },
    keepInView: (view, points) => { kept.push({ view, points }); },
  };
  figure.draw(scene);
  return { bodies, kept };
}
const bodiesOf = (figure: AnyFigure) => sceneOf(figure).bodies;

/** Theme entries that are not meanings a legend can explain. */
const NOT_A_MEANING = new Set(['ink', 'grid', 'axis', 'background', 'selection']);

/** A number that reads as minus zero ("-0", "-0.00"): every readout shows it as 0. */
const MINUS_ZERO = /(?<![\w.])-0(?:\.0+)?(?![\d.])/;

describe('the figure registry', () => {
  it('names each figure’s file after its id', () => {
    expect(figures.map((f) => f.id)).toEqual(figureIds);
  });

  it('knows no figure by a name that is not a file of the folder', () => {
    for (const id of ['', 'registry', 'constructor', '__proto__', 'shared/shapes', '../ui/figure', 'MINKOWSKI-OBB']) {
      expect(isFigureId(id), id).toBe(false);
      expect(loadFigure(id), id).toBeUndefined();
    }
  });

  for (const figure of figures) {
    describe(figure.id, () => {
      it('declares link fields that exist in its state, with the initial values in range', () => {
        const state = figure.initialState();
        for (const field of figure.fields) {
          const value = valueAt(state, field.path);
          expect(value, field.path).not.toBeUndefined();
          if (field.kind === 'number') {
            expect(value as number).toBeGreaterThanOrEqual(field.min);
            expect(value as number).toBeLessThanOrEqual(field.max);
          }
        }
      });

      it('gives each colour of its legend one meaning, and draws shapes A and B in their own colours', () => {
        const legend = figure.legend ?? [];
        const colours = legend.map((entry) => entry.color);
        expect(new Set(colours).size, colours.join(', ')).toBe(colours.length);
        for (const colour of colours) expect(NOT_A_MEANING.has(colour), colour).toBe(false);
        for (const body of bodiesOf(figure)) {
          if (body.id === 'A' || body.id === 'B') expect(body.color, `body ${body.id}`).toBe(shapeColor(body.id));
        }
      });

      it('keeps B − A inside every configuration-space view it draws it in: at least a triangle of finite points', () => {
        const kept = sceneOf(figure).kept;
        const state = figure.initialState(), derived = figure.derive(state);
        for (const view of figure.views.filter((v) => v.id === 'md')) {
          const points = kept.filter((k) => k.view === view.id).flatMap((k) => [...k.points(state, derived)]);
          expect(points.length, `view ${view.id}`).toBeGreaterThanOrEqual(3);
          for (const p of points) expect(Number.isFinite(p.x) && Number.isFinite(p.y), `view ${view.id}`).toBe(true);
        }
      });

      it('derives finite readouts with unique names from its initial state', () => {
        const state = figure.initialState();
        const readouts = figure.readouts(state, figure.derive(state));
        expect(new Set(readouts.map((r) => r.name)).size).toBe(readouts.length);
        readouts.forEach((r) => expect(formatReadout(r), r.name).not.toMatch(/NaN|Infinity|undefined/));
        readouts.forEach((r) => expect(formatReadout(r), r.name).not.toMatch(MINUS_ZERO));
      });

      it('any state a link can carry derives without error and shows no NaN', () => {
        fc.assert(fc.property(linkedStates(figure), ({ state, notes }) => {
          // A value within its field's range may still pass a limit that follows the state (maxOf): clamped, with a note.
          expect(notes.filter((note) => !note.includes(' is past '))).toEqual([]);
          const readouts = figure.readouts(state, figure.derive(state));
          readouts.forEach((r) => expect(formatReadout(r), r.name).not.toMatch(/NaN|Infinity|undefined/));
          readouts.forEach((r) => expect(formatReadout(r), r.name).not.toMatch(MINUS_ZERO));
        }), { numRuns: 300 });
      });

      it.runIf(figure.animating !== undefined)('holds any linked state still where it is when asked (a playing link where motion is reduced)', () => {
        expect(figure.paused, 'an animated figure says how to hold it still').toBeTypeOf('function');
        fc.assert(fc.property(linkedStates(figure), ({ state }) => {
          const still = figure.paused!(state);
          expect(figure.animating!(still)).toBe(false);
          // Nothing else of the state changes: the linked moment is the one shown. At most one field differs, a
          // switch turned off (the figure's playing or spinning).
          const before = state as Record<string, unknown>, after = still as Record<string, unknown>;
          const changed = Object.keys({ ...before, ...after }).filter((key) => !Object.is(before[key], after[key]) && JSON.stringify(before[key]) !== JSON.stringify(after[key]));
          expect(changed.length).toBeLessThanOrEqual(1);
          for (const key of changed) expect([before[key], after[key]], key).toEqual([true, false]);
        }), { numRuns: 50 });
      });
    });
  }
});
