import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium (or the one CHROMIUM_PATH names) when present; otherwise Playwright's own.
// scripts/ensure-browser.sh, run before `npm test`, makes sure one of them is there.
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(systemChromium) ? systemChromium : undefined;
// The browser tests serve their own build from .e2e-site/<port>/ (never dist/, which `npm run preview` may be
// serving), on E2E_PORT (default 4173), so that two runs side by side, of one checkout or two, never rebuild the
// files the other is serving.
const port = Number(process.env.E2E_PORT ?? 4173);
const site = `.e2e-site/${port}`;
const browserArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1200, height: 800 },
    launchOptions: { executablePath, args: browserArgs },
  },
  projects: [
    // Chromium as it comes: here its WebGL runs in software, so the figures draw with Canvas 2D.
    { name: 'chromium', testIgnore: /webgl\.spec/ },
    // The WebGL renderer, forced with ?renderer=webgl; SwiftShader composites too, as a GPU would.
    {
      name: 'webgl', testMatch: /webgl\.spec/,
      use: { launchOptions: { executablePath, args: [...browserArgs, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] } },
    },
  ],
  webServer: {
    command: `npx vite build --logLevel error --outDir ${site} --emptyOutDir && npx vite preview --outDir ${site} --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    // A server already listening there may be serving another checkout's build: never reuse one.
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
