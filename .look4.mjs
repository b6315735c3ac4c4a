import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--use-angle=swiftshader','--enable-unsafe-swiftshader'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 640 } });
page.on('pageerror', e => console.log('pageerror:', e.message));
page.on('console', m => console.log('console:', m.type(), m.text()));
for (const stage of [0.6, 1]) {
  await page.goto(`http://127.0.0.1:4173/?figure=minkowski-shrink&s.minkowski-shrink=${encodeURIComponent(JSON.stringify({ stage }))}`);
  await page.waitForSelector('[data-mounted=true]');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shrink-${stage}.png`, clip: { x: 0, y: 40, width: 1200, height: 600 } });
}
await browser.close();
