// @ts-check
// A local ESLint rule: the project's layers, checked on resolved paths, so that `../../ui/theme` from a
// folder deep in src/geometry is caught as surely as `../ui/theme` from its top. Relative imports only: a
// package name never points into this project.

import { dirname, relative, resolve, sep } from 'node:path';

/** A path without its script extension, so that `../main` and `../main.ts` name one file. */
const bare = (path) => path.replace(/\.(?:[cm]?[jt]sx?)$/, '');

/** True when `path` is `area` itself or lies inside it (both absolute, without extension). */
function inside(path, area) {
  if (path === area) return true;
  const rel = relative(area, path);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel);
}

/** @type {import('eslint').Rule.RuleModule} */
const noCrossing = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports may not cross the project’s layers (zones of target and from folders or files).' },
    schema: [{
      type: 'object',
      properties: {
        zones: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              target: { type: 'string' },
              from: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
              message: { type: 'string' },
            },
            required: ['target', 'from', 'message'],
            additionalProperties: false,
          },
        },
      },
      additionalProperties: false,
    }],
  },
  create(context) {
    const root = context.cwd;
    const zones = (context.options[0]?.zones ?? []).map((zone) => ({
      target: bare(resolve(root, zone.target)),
      from: (Array.isArray(zone.from) ? zone.from : [zone.from]).map((f) => bare(resolve(root, f))),
      message: zone.message,
    }));
    const file = bare(resolve(root, context.filename));
    const mine = zones.filter((zone) => inside(file, zone.target));
    if (mine.length === 0) return {};

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('.')) return;
      const target = bare(resolve(dirname(resolve(root, context.filename)), spec));
      for (const zone of mine) {
        if (zone.from.some((area) => inside(target, area))) {
          context.report({ node: source, message: zone.message });
          return;
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'layers' }, rules: { 'no-crossing': noCrossing } };
