import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--use-angle=swiftshader','--enable-unsafe-swiftshader'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 680 } });
page.on('pageerror', e => console.log('pageerror:', e.message));
page.on('console', m => console.log('console:', m.type(), m.text()));
await page.goto('http://127.0.0.1:4173/?figure=' + process.argv[2]);
await page.waitForSelector('[data-mounted=true]');
await page.waitForTimeout(300);
const handles = await page.evaluate((id) => window.__figures.hosts[id].testHandles(), process.argv[2]);
console.log(JSON.stringify(handles.map(h => [h.id, h.kind, Math.round(h.x), Math.round(h.y)])));
if (process.argv[3] === 'hover') {
  // Hover a vertex of the MD: the right half of the canvas.
  const box = await page.locator('canvas').boundingBox();
  for (let x = box.x + box.width * 0.55; x < box.x + box.width; x += 6) {
    await page.mouse.move(x, box.y + box.height * 0.5 - 40);
    const picked = await page.locator('[data-readout=picked] dd').textContent();
    if (picked !== '—') { console.log('picked', picked); break; }
  }
}
await page.screenshot({ path: '/tmp/look-' + process.argv[2] + '.png' });
await browser.close();
