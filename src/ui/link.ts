// Writing a figure's state into a link (?s.<figure id>=<JSON of its declared fields>; url.ts reads it back).
// Numbers are written as JavaScript writes them, the shortest text that reads back to the same number: a
// link must reproduce what the reader saw, a verdict of "touching" included, and that can hang on the
// last bit of a coordinate.

import type { Field } from './figure';

function valueAt(object: unknown, path: string): unknown {
  let at: unknown = object;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object' || !Object.prototype.hasOwnProperty.call(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

function withValue(object: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [key, ...rest] = path.split('.');
  const inner = (object[key] ?? {}) as Record<string, unknown>;
  return { ...object, [key]: rest.length === 0 ? value : withValue(inner, rest.join('.'), value) };
}

/** The declared fields of `state` as the JSON a link carries, every number at full precision. */
export function linkedState(state: unknown, fields: readonly Field[]): string {
  let out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = valueAt(state, field.path);
    if (value !== undefined) out = withValue(out, field.path, value);
  }
  return JSON.stringify(out);
}
