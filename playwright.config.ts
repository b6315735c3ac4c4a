import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium when present (scripts/ensure-browser.sh installs it); otherwise Playwright's own.
const systemChromium = '/usr/bin/chromium';
const executablePath = existsSync(systemChromium) ? systemChromium : undefined;
const browserArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: 'http://127.0.0.1:4173/',
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
    command: 'npx vite build --logLevel error && npx vite preview',
    url: 'http://127.0.0.1:4173/',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
