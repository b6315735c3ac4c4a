// The layer rules of eslint.config.js fire on imports that cross a boundary, however the path is spelled,
// and stay quiet on the imports each layer may make. Each case lints a throwaway file that does not exist.

import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'layers/no-crossing').map((m) => m.message);
}

describe('layer boundaries', { timeout: 60_000 }, () => {
  it.each([
    ['src/geometry/zz.ts', "export * from '../ui/theme';", /geometry core is pure/],
    ['src/geometry/testing/zz.ts', "export * from '../../ui/theme';", /geometry core is pure/],
    ['src/geometry/testing/zz.ts', "export * from '../../figures/shared/shapes';", /geometry core is pure/],
    ['src/geometry/zz.ts', "import '../main';", /geometry core is pure/],
    ['src/ui/zz.ts', "export * from '../figures/shared/shapes';", /knows no figure/],
    ['src/ui/zz.ts', "export { figureIds } from '../figures/registry';", /knows no figure/],
    ['src/figures/zz.ts', "import '../main';", /entry: nothing imports it/],
    ['e2e/zz.ts', "import '../src/main.ts';", /entry: nothing imports it/],
  ])('%s: %s is an error', async (file, code, message) => {
    const errors = await layerErrors(file, code);
    expect(errors.some((e) => message.test(e)), errors.join('; ') || 'no error').toBe(true);
  });

  it.each([
    ['src/ui/zz.ts', "export * from '../geometry/polygon';"],
    ['src/figures/zz.ts', "export * from '../ui/figure';\nexport * from '../geometry';"],
    ['src/main.ts', "export * from './figures/registry';"],
    ['src/geometry/testing/zz.ts', "export * from '../polygon';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});

describe('the core’s compiler settings (tsconfig.core.json)', { timeout: 60_000 }, () => {
  /** Type errors of a throwaway core module, compiled with the core's settings. */
  function coreErrors(code: string): string[] {
    const root = new URL('..', import.meta.url).pathname;
    const config = ts.getParsedCommandLineOfConfigFile(`${root}tsconfig.core.json`, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
    const file = `${root}src/geometry/testing/zz-throwaway.ts`;
    const host = ts.createCompilerHost(config.options);
    const read = host.readFile.bind(host);
    host.readFile = (name) => (name === file ? code : read(name));
    host.fileExists = (name) => name === file || ts.sys.fileExists(name);
    const program = ts.createProgram([file], config.options, host);
    return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
  }

  it('rejects the DOM and Node in src/geometry', () => {
    expect(coreErrors('export const width = (): number => document.body.clientWidth;').join()).toMatch(/document/);
    expect(coreErrors('export const later = () => setTimeout(() => undefined, 1);').join()).toMatch(/setTimeout/);
    expect(coreErrors('export const canvas = (c: HTMLCanvasElement) => c;').join()).toMatch(/HTMLCanvasElement/);
  });

  it('accepts plain core code', () => {
    expect(coreErrors("import { makeBox } from '../polygon';\nexport const box = makeBox(1, 2);")).toEqual([]);
  });
});
