// The README is the front door: it lists every figure of the article, and what it says about the tooling
// is true of package.json and the configs.

import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const figureIds = readdirSync(new URL('src/figures/', root))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'registry.ts')
  .map((file) => file.slice(0, -'.ts'.length));
const scripts = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('README', () => {
  it.each(figureIds)('lists the figure %s with a line of its own', (id) => {
    expect(readme).toMatch(new RegExp(`^- \`${id}\` — .+`, 'm'));
  });

  it('names only figures that exist', () => {
    const listed = [...readme.matchAll(/^- `([a-z0-9-]+)` — /gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...figureIds].sort());
  });

  it('the core’s README gives every module of src/geometry a row of its file table', () => {
    const coreReadme = readFileSync(new URL('src/geometry/README.md', root), 'utf8');
    const modules = readdirSync(new URL('src/geometry/', root)).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    for (const file of modules) expect(coreReadme, file).toMatch(new RegExp(`^\\| \`${file.replace('.', '\\.')}\` \\|`, 'm'));
  });

  it('names commands that package.json has, and the link key url.ts reads', () => {
    for (const [, name] of readme.matchAll(/npm run ([a-z:]+)/g)) expect(scripts, name).toHaveProperty(name);
    expect(scripts.pretest).toContain('ensure-browser.sh');
    expect(readFileSync(new URL('src/ui/url.ts', root), 'utf8')).toContain('`s.${figureId}`');
    expect(readme).toContain('?s.<id>=');
  });
});
