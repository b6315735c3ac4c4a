// Hostile links for any figure, by name: what a tester would paste after `?s.<id>=`. Used by the unit test
// that reads each through url.ts for every figure, and by the browser tests that open some of them.

import type { AnyFigure } from '../figure';

/** A JSON value nested `depth` deep: [[[ … ]]]. */
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** Hostile links for a figure, by name: each sets every declared field (or the whole state) to something bad. */
export function hostileLinks(figure: AnyFigure): [string, string][] {
  const everyField = (value: string) => {
    // Built as text so that a raw value (deep nesting) need not be parsed here.
    const tree: Record<string, unknown> = {};
    for (const field of figure.fields) {
      const keys = field.path.split('.');
      let at = tree;
      keys.slice(0, -1).forEach((key) => { at = (at[key] ??= {}) as Record<string, unknown>; });
      at[keys[keys.length - 1]] = '\u0000';
    }
    return JSON.stringify(tree).replaceAll('"\\u0000"', value);
  };
  const parents = [...new Set(figure.fields.filter((f) => f.path.includes('.')).map((f) => f.path.split('.')[0]))];
  return [
    ['wrong types', everyField('"1"')],
    ['objects for values', everyField('{"x":1}')],
    ['huge numbers', everyField('1e308')],
    ['negative huge numbers', everyField('-1.7976931348623157e308')],
    ['deep nesting', everyField(nested(2000))],
    ['deeper nesting than JSON.parse takes', nested(100_000)],
    // One field only: a link stays under the browser's 2 MB address limit.
    ['a 100 kB string', `{"${figure.fields[0].path.split('.').join('":{"')}":${JSON.stringify('x'.repeat(100_000))}${'}'.repeat(figure.fields[0].path.split('.').length)}`],
    ['__proto__', `{"__proto__":{"polluted":1},${parents.map((p) => `"${p}":{"__proto__":{"polluted":1}},`).join('')}"constructor":{"prototype":{"polluted":1}}}`],
    ...(parents.length > 0 ? [['parents of the wrong type', JSON.stringify(Object.fromEntries(parents.map((p) => [p, 5])))] as [string, string]] : []),
  ];
}
