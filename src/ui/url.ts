// A figure's state in a link: ?s.<figure id>=<JSON of the fields the figure declares>. Whatever a link
// holds is validated field by field against the figure's declared ranges; anything malformed or out of
// range falls back to the default with a note the figure shows. Nothing from a URL is inserted as HTML.

import { makePolygon } from '../geometry/polygon';
import type { Field } from './figure';

export const urlKey = (figureId: string) => `s.${figureId}`;

function getPath(object: unknown, path: string): unknown {
  let at: unknown = object;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object' || !Object.prototype.hasOwnProperty.call(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

function setPath<S>(object: S, path: string, value: unknown): S {
  const [key, ...rest] = path.split('.');
  const source = object as Record<string, unknown>;
  return { ...source, [key]: rest.length === 0 ? value : setPath(source[key], rest.join('.'), value) } as S;
}

const describe = (value: unknown) => {
  const text = typeof value === 'string' ? `"${value}"` : JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

export function readLinkedState<S>(raw: string | null, fields: readonly Field[], defaults: S): { state: S; notes: string[] } {
  if (raw === null) return { state: defaults, notes: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { state: defaults, notes: ['The link’s figure state could not be read, so the figure starts from its defaults.'] };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { state: defaults, notes: ['The link’s figure state is not a set of values, so the figure starts from its defaults.'] };
  }
  let state = defaults;
  const notes: string[] = [];
  for (const field of fields) {
    const value = getPath(parsed, field.path);
    if (value === undefined) continue;
    const problem = check(field, value);
    if (problem) notes.push(`The link’s value ${describe(value)} for ${field.path} ${problem}; using the default.`);
    else state = setPath(state, field.path, value);
  }
  return { state, notes };
}

function check(field: Field, value: unknown): string | null {
  switch (field.kind) {
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'is not a finite number';
      if (value < field.min || value > field.max) return `is outside ${field.min} to ${field.max}`;
      if (field.integer && !Number.isInteger(value)) return 'is not a whole number';
      return null;
    case 'boolean':
      return typeof value === 'boolean' ? null : 'is not true or false';
    case 'choice':
      return typeof value === 'string' && field.options.includes(value) ? null : `is not one of ${field.options.join(', ')}`;
    case 'polygon': {
      if (!Array.isArray(value) || value.length < field.minCount || value.length > field.maxCount) return `is not a list of ${field.minCount} to ${field.maxCount} points`;
      const ok = value.every((p) => p !== null && typeof p === 'object' && Number.isFinite(p.x) && Number.isFinite(p.y)
        && Math.hypot(p.x, p.y) <= field.maxRadius && Object.keys(p).length === 2);
      if (!ok) return `has a point that is not {x, y} within ${field.maxRadius} of the centre`;
      try {
        if (makePolygon(value).vertices.length !== value.length) return 'has repeated or collinear points';
        if (value.some((p, i) => p.x !== makePolygon(value).vertices[i].x)) return 'is not in counter-clockwise order';
      } catch (error) {
        return `is not a convex polygon (${error instanceof Error ? error.message : String(error)})`;
      }
      return null;
    }
  }
}

/** The declared fields of `state`, numbers rounded to keep links short. */
export function linkedStateOf<S>(state: S, fields: readonly Field[]): string {
  let out: Record<string, unknown> = {};
  for (const field of fields) {
    let value = getPath(state, field.path);
    if (typeof value === 'number') value = Number(value.toFixed(4));
    if (field.kind === 'polygon' && Array.isArray(value)) value = value.map((p: { x: number; y: number }) => ({ x: Number(p.x.toFixed(4)), y: Number(p.y.toFixed(4)) }));
    out = setPath(out, field.path, value);
  }
  return JSON.stringify(out);
}
