// B − A stays in sight: in every figure with a configuration-space view, A and B dragged as far apart as the
// world view allows (to opposite corners, both ways round) leave every vertex of B − A inside that view, on
// a wide screen and on a phone. The vertices are the ones the figure keeps there (host.debug.kept), read
// from the state after the drags.

import { type Page, expect, test } from '@playwright/test';
import { figures } from './registry';
import { drag, handlesOnPage, openFigure, settled } from './helpers';
import type { AnyFigure } from '../src/ui/figure';

const views = (page: Page, id: string) => page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.views(), id);
const kept = (page: Page, id: string) => page.evaluate((figureId) => window.__figures!.hosts[figureId].debug.kept(), id);

/**
 * Drags shape `which` (its body, else its centre point) so that the point grabbed lands on `to` (page pixels).
 * A body whose centre lies under a knob (a zero velocity's) is grabbed a little way off its centre.
 */
async function dragTo(page: Page, id: string, which: string, to: { x: number; y: number }): Promise<void> {
  const handle = (await handlesOnPage(page, id)).find((h) => h.id === which && (h.kind === 'body' || h.kind === 'point'));
  if (!handle) throw new Error(`${id}: no handle ${which}`);
  let from: { x: number; y: number } | null = null;
  for (const [dx, dy] of [[0, 0], [12, 0], [-12, 0], [0, 12], [0, -12], [18, 18], [-18, -18]]) {
    const at = { x: handle.x + dx, y: handle.y + dy };
    const hit = await page.evaluate(({ figureId, x, y }) => window.__figures!.hosts[figureId].debug.hitAt(x, y), { figureId: id, ...at });
    if (hit?.id === which && hit.kind === handle.kind) { from = at; break; }
  }
  if (!from) throw new Error(`${id}: ${which} cannot be grabbed near its centre`);
  await drag(page, from, { x: to.x - handle.x, y: to.y - handle.y }, 15);
  await settled(page);
}

/** A state in which the configuration-space view is shown: the initial one, or with one switch turned on. */
function linkShowingMd(figure: AnyFigure): string {
  const initial = figure.initialState();
  const shows = (s: unknown) => (figure.visibleViews ? figure.visibleViews(s) : figure.views.map((v) => v.id)).includes('md');
  if (shows(initial)) return '';
  const field = figure.fields.find((f) => f.kind === 'boolean' && !f.path.includes('.') && shows({ ...initial, [f.path]: true }));
  if (!field) throw new Error(`${figure.id}: no switch shows the configuration-space view`);
  return `&s.${figure.id}=${encodeURIComponent(JSON.stringify({ [field.path]: true }))}`;
}

for (const figure of figures.filter((f) => f.views.some((v) => v.id === 'md'))) {
  const placeable = ['a.x', 'a.y', 'b.x', 'b.y'].every((path) => figure.fields.some((f) => f.path === path));
  test(`${figure.id}: a link that sets A and B far apart on opposite corners draws them together until B − A fits its view, and says so`, async ({ page }) => {
    test.skip(!placeable, 'the figure has no positions for A and B in its links');
    for (const width of [1200, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const shown = linkShowingMd(figure);
      const switches = shown ? JSON.parse(decodeURIComponent(shown.split('=')[1])) : {};
      const link = { ...switches, a: { x: -20, y: -20 }, b: { x: 20, y: 20 } };
      await openFigure(page, figure.id, `&s.${figure.id}=${encodeURIComponent(JSON.stringify(link))}`);
      await settled(page);
      const md = (await views(page, figure.id)).find((v) => v.id === 'md')!.world;
      const points = (await kept(page, figure.id)).filter((k) => k.viewId === 'md').flatMap((k) => k.points);
      expect(points.length).toBeGreaterThan(2);
      for (const p of points) expect(p.x >= md.min.x && p.x <= md.max.x && p.y >= md.min.y && p.y <= md.max.y, `at ${width} px: (${p.x}, ${p.y})`).toBe(true);
      // B still lies up and to the right of A, as the link asked.
      const state = await page.locator(`figure[data-figure="${figure.id}"]`).getAttribute('data-state').then((t) => JSON.parse(t!));
      expect(state.b.x).toBeGreaterThan(state.a.x);
      expect(state.b.y).toBeGreaterThan(state.a.y);
      await expect(page.locator(`figure[data-figure="${figure.id}"] .figure-status`)).toContainText('moved back into view');
    }
  });

  for (const width of [1200, 390]) {
    test(`${figure.id} at ${width} px: A and B dragged to opposite corners leave all of B − A inside the configuration-space view`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openFigure(page, figure.id, linkShowingMd(figure));
      const world = (await views(page, figure.id)).find((v) => v.id === 'world')!.box;
      const corner = (right: boolean, top: boolean) => ({ x: world.x + (right ? world.width - 8 : 8), y: world.y + (top ? 8 : world.height - 8) });
      const expectInside = async (when: string) => {
        const md = (await views(page, figure.id)).find((v) => v.id === 'md')!.world;
        const points = (await kept(page, figure.id)).filter((k) => k.viewId === 'md').flatMap((k) => k.points);
        expect(points.length, 'B − A is kept in the view').toBeGreaterThan(2);
        for (const p of points) {
          const inside = p.x >= md.min.x && p.x <= md.max.x && p.y >= md.min.y && p.y <= md.max.y;
          expect(inside, `${when}: (${p.x.toFixed(2)}, ${p.y.toFixed(2)}) outside ${JSON.stringify(md)}`).toBe(true);
        }
      };
      await expectInside('on mount');
      const centres = async () => (await handlesOnPage(page, figure.id)).filter((h) => (h.id === 'A' || h.id === 'B') && h.kind !== 'rotate').map((h) => h.world);
      for (const [aCorner, bCorner] of [[corner(false, false), corner(true, true)], [corner(false, true), corner(true, false)]]) {
        const before = await centres();
        await dragTo(page, figure.id, 'A', aCorner);
        await dragTo(page, figure.id, 'B', bCorner);
        expect(await centres(), 'the drags moved the shapes').not.toEqual(before);
        await expectInside(`A dragged to (${aCorner.x}, ${aCorner.y}), B to (${bCorner.x}, ${bCorner.y})`);
      }
    });
  }
}

test.describe('conservative-advancement: B − A kept whole in its view', () => {
  const id = 'conservative-advancement';
  const mdInside = async (page: Page) => {
    const md = (await views(page, id)).find((v) => v.id === 'md')!.world;
    const points = (await kept(page, id)).filter((k) => k.viewId === 'md').flatMap((k) => k.points);
    return points.every((p) => p.x >= md.min.x && p.x <= md.max.x && p.y >= md.min.y && p.y <= md.max.y);
  };

  test('at 390 px, larger circles far apart: B − A is brought wholly into its view, which shows the origin only near its edge', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const link = { a: { x: -3.5, y: -1.5, radius: 1 }, b: { x: 1.5, y: 1.5, radius: 1 } };
    await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify(link))}`);
    await settled(page);
    expect(await mdInside(page)).toBe(true);
  });

  test('radii larger than the view can hold B − A for are not taken from a link: it says so, and the linked step stays', async ({ page }) => {
    const link = { a: { x: -1.5, y: 0, radius: 2 }, b: { x: 1.5, y: 0, radius: 2 }, step: 1 };
    await openFigure(page, id, `&s.${id}=${encodeURIComponent(JSON.stringify(link))}`);
    await settled(page);
    const first = await page.locator(`figure[data-figure="${id}"]`).getAttribute('data-state').then((t) => JSON.parse(t!));
    expect(first.step).toBe(1);
    expect(first.a.radius).toBeLessThan(2);
    expect(first.b.radius).toBeLessThan(2);
    await expect(page.locator(`figure[data-figure="${id}"] .link-notes`)).toContainText('2 values in the link were not used.');
    await expect(page.locator(`figure[data-figure="${id}"] .link-notes li`).first()).toContainText('radius');
    for (const width of [390, 1200]) {
      await page.setViewportSize({ width, height: 800 });
      await settled(page);
      expect(await mdInside(page)).toBe(true);
      await expect.poll(() => page.locator(`figure[data-figure="${id}"]`).getAttribute('data-state').then((t) => JSON.parse(t!).step)).toBe(1);
    }
  });
});
