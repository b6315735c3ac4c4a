// Runs a TypeScript benchmark as the site ships its code: bundled by esbuild (no keepNames wrappers, which
// tsx adds and which cost a defineProperty per closure in hot loops), with the peers left as imports.
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = process.argv[2];
if (!entry) {
  console.error('usage: node scripts/run-bench.mjs <bench file>');
  process.exit(2);
}
// Inside the project, so the bundle's imports of the peers resolve from node_modules.
const cache = resolve('node_modules/.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'bench-'));
const outfile = join(dir, 'bench.mjs');
await build({
  entryPoints: [resolve(entry)], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile,
  packages: 'external', logLevel: 'warning',
});
try {
  await import(pathToFileURL(outfile).href);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
