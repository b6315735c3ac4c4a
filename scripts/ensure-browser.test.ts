// scripts/ensure-browser.sh on machines it cannot see: each case runs the real script with a PATH of
// stand-ins (apt-get, sudo, id, npx, node) and CHROMIUM_PATH / PLAYWRIGHT_BROWSERS_PATH aimed at a
// scratch folder, so the machine's own Chromium is never touched.

import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = new URL('./ensure-browser.sh', import.meta.url).pathname;
let dirs: string[] = [];
afterEach(() => { dirs.forEach((d) => rmSync(d, { recursive: true, force: true })); dirs = []; });

/** A scratch machine: `tools` are shell bodies of stand-in commands; the real ones listed in `real` are linked in. */
function machine(tools: Record<string, string>, real = ['bash', 'dirname', 'cat', 'touch', 'chmod', 'node', 'env']) {
  const root = mkdtempSync(join(tmpdir(), 'ensure-browser-'));
  dirs.push(root);
  const bin = join(root, 'bin');
  spawnSync('mkdir', ['-p', bin, join(root, 'browsers')]);
  for (const name of real) {
    const found = spawnSync('bash', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
    if (found && !(name in tools)) symlinkSync(found, join(bin, name));
  }
  for (const [name, body] of Object.entries(tools)) {
    writeFileSync(join(bin, name), `#!/bin/bash\necho "${name} $*" >> "${root}/calls"\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  }
  const chromium = join(root, 'chromium');
  const run = () => spawnSync(join(bin, 'bash'), [script], {
    encoding: 'utf8',
    env: { PATH: bin, HOME: root, TMPDIR: root, CHROMIUM_PATH: chromium, PLAYWRIGHT_BROWSERS_PATH: join(root, 'browsers') },
  });
  const calls = () => (existsSync(join(root, 'calls')) ? readFileSync(join(root, 'calls'), 'utf8') : '');
  return { root, chromium, run, calls };
}

const installsChromium = 'if [ "$1" = install ]; then touch "$CHROMIUM_PATH" && chmod +x "$CHROMIUM_PATH"; fi';

describe('ensure-browser.sh', { timeout: 30_000 }, () => {
  it('does nothing when the system Chromium is there', () => {
    const m = machine({ 'apt-get': 'exit 1' });
    writeFileSync(m.chromium, '');
    chmodSync(m.chromium, 0o755);
    const result = m.run();
    expect(result.status).toBe(0);
    expect(m.calls()).toBe('');
  });

  it('installs Debian’s chromium with apt-get when running as root', () => {
    const m = machine({ id: 'echo 0', 'apt-get': installsChromium, npx: 'exit 1' });
    const result = m.run();
    expect(result.status, result.stderr).toBe(0);
    expect(m.calls()).toContain('apt-get install -y -qq chromium');
    expect(m.calls()).not.toContain('npx');
  });

  it('uses sudo without a password prompt when not root', () => {
    const m = machine({ id: 'echo 1000', sudo: '[ "$1" = -n ] && shift; "$@"', 'apt-get': installsChromium, npx: 'exit 1' });
    const result = m.run();
    expect(result.status, result.stderr).toBe(0);
    expect(m.calls()).toContain('sudo -n true');
    expect(m.calls()).toContain('sudo -n apt-get install -y -qq chromium');
  });

  it('accepts Playwright’s own Chromium when it is already installed', () => {
    const m = machine({ id: 'echo 1000', 'apt-get': 'exit 1', node: `echo "$CHROMIUM_PATH.own"` }, ['bash', 'dirname', 'touch', 'chmod']);
    writeFileSync(`${m.chromium}.own`, '');
    chmodSync(`${m.chromium}.own`, 0o755);
    const result = m.run();
    expect(result.status, result.stderr).toBe(0);
    expect(m.calls()).not.toContain('apt-get');
  });

  it('falls back to Playwright’s download where apt-get cannot be used', () => {
    const m = machine({ id: 'echo 1000', sudo: 'exit 1', 'apt-get': 'exit 1', npx: 'exit 0', node: `[ -e "${'$'}{CHROMIUM_PATH}.own" ] && echo "$CHROMIUM_PATH.own"; true` }, ['bash', 'dirname', 'touch', 'chmod']);
    writeFileSync(join(m.root, 'bin', 'npx'), `#!/bin/bash\necho "npx $*" >> "${m.root}/calls"\ntouch "$CHROMIUM_PATH.own"; chmod +x "$CHROMIUM_PATH.own"\n`);
    const result = m.run();
    expect(result.status, result.stderr).toBe(0);
    expect(m.calls()).toContain('npx --no-install playwright install chromium');
    expect(m.calls()).not.toContain('apt-get');
  });

  it('where nothing can install a browser, says in one line what is needed and how to get it, and fails', () => {
    const m = machine({ id: 'echo 1000', npx: 'echo "download failed" >&2; exit 1' });
    const result = m.run();
    expect(result.status).not.toBe(0);
    const last = result.stderr.trim().split('\n').pop()!;
    expect(last).toMatch(/need Chromium/);
    expect(last).toContain('sudo apt-get install chromium');
    expect(last).toContain('npx playwright install chromium');
    expect(last).toContain('CHROMIUM_PATH');
  });

  it('where nothing can install a browser, prints that one line and no installer’s error output (kept in a log it names)', () => {
    const noisy = 'echo "downloading..."; for i in 1 2 3; do echo "Error: getaddrinfo ENOTFOUND cdn.example" >&2; echo "    at somewhere" >&2; done; exit 1';
    const m = machine({ id: 'echo 0', 'apt-get': noisy, npx: noisy });
    const result = m.run();
    expect(result.status).not.toBe(0);
    const errors = result.stderr.trim().split('\n');
    expect(errors, result.stderr).toHaveLength(1);
    expect(errors[0]).toMatch(/need Chromium/);
    expect(result.stdout + result.stderr).not.toContain('ENOTFOUND');
    const log = /see (\S+)\)/.exec(errors[0])?.[1];
    expect(log && readFileSync(log, 'utf8')).toContain('ENOTFOUND');
  });
});
