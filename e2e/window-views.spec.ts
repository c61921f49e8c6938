import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { withCmsDb } from './support/cms-db';
import { CATALOG, catalogView, chooseOption, openFilters, resultCount } from './support/catalog';
import { repeatedPictures } from './support/images';

/** Issue 44 item 4: the view from every flat's windows — on its page, in the catalogue's filter and in compare. */

type Flat = { id: number; floor: number; section_id: number; plan_flip: number; outlook: string };

/** Two flats of one riser of building 2 (30 floors), 20 floors apart: same section, same side, nearest along the facade. */
function riserPair(): [Flat, Flat] {
  return withCmsDb((db) => {
    const low = db.prepare(`SELECT id, floor, section_id, plan_flip, outlook, plan_x + plan_w / 2 AS centre FROM lots
      WHERE type = 'apartments' AND building_id = 2 AND floor = 6 AND plan_flip = 0 ORDER BY id LIMIT 1`).get() as Flat & { centre: number };
    const high = db.prepare(`SELECT id, floor, section_id, plan_flip, outlook FROM lots WHERE type = 'apartments' AND section_id = ? AND floor = 26 AND plan_flip = ?
      ORDER BY ABS(plan_x + plan_w / 2 - ?), id LIMIT 1`).get(low.section_id, low.plan_flip, low.centre) as Flat;
    return [low, high];
  });
}

/** The shown view of a lot page: its picture's CMS address and the open sky it states. */
async function shownView(page: Page): Promise<{ picture: string; openness: string }> {
  const pane = page.getByTestId('window-view').locator('figure').filter({ visible: true });
  await expect(pane).toHaveCount(1);
  const img = pane.locator('img');
  await img.scrollIntoViewIfNeeded();
  // The picture is lazy and sized: it has its box before it loads, and it loads once near the screen.
  await expect.poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0)).toBe(true);
  const src = (await img.getAttribute('src')) ?? '';
  const url = new URL(src, 'http://site.invalid');
  const picture = url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? src) : url.pathname;
  const openness = (await pane.locator('div', { has: page.getByText('Открытое небо') }).locator('dd').textContent()) ?? '';
  return { picture, openness };
}

test('two flats of one riser 20 floors apart show different views and open sky, each with its floors one tap away', async ({ page }) => {
  const [low, high] = riserPair();
  await page.goto(`/lots/${low.id}`);
  const lowView = await shownView(page);
  expect(lowView.picture).toMatch(/\/api\/media\/views\/window-2-courtyard-6\.v[0-9a-f]+\.webp$/);
  const width = await page.getByTestId('window-view').locator('figure img').first().evaluate((img: HTMLImageElement) => [img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]);
  expect(width).toEqual(['1200', '600', 'lazy']);
  expect(await repeatedPictures(page), 'no picture twice on the lot page').toEqual([]);

  // The floors below and above on the riser, one tap away: the picture and the figures change, the flat there is a link.
  await page.getByTestId('window-view').getByRole('radio', { name: /^7\sэтаж/ }).check();
  const above = await shownView(page);
  expect(above.picture).toMatch(/window-2-courtyard-7\./);
  const link = page.getByTestId('window-view').getByRole('link', { name: /на\s7\sэтаже/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/lots\/\d+#view$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await shownView(page)).picture).toBe(above.picture);

  await page.goto(`/lots/${high.id}`);
  const highView = await shownView(page);
  expect(highView.picture).toMatch(/window-2-courtyard-26\./);
  expect(highView.picture).not.toBe(lowView.picture);
  expect(highView.openness).not.toBe(lowView.openness);
  expect(Number.parseInt(highView.openness, 10)).toBeGreaterThan(Number.parseInt(lowView.openness, 10));
});

test('the "Вид из окон" filter: a flat over the park passes "Парк", a flat to the street does not, and the count is the list', async ({ page }) => {
  // Two flats of one floor of building 1: one whose plan turns its windows to the courtyard park, one to the street.
  type Pick = { id: number; floor: number; plan_flip: number };
  const flatSeeing = (outlook: 'park' | 'city') =>
    withCmsDb((db) => db.prepare(`SELECT id, floor, plan_flip FROM lots WHERE type = 'apartments' AND status = 'free' AND building_id = 1 AND floor = 10 AND outlook = ? ORDER BY id LIMIT 1`).get(outlook) as Pick);
  const park = flatSeeing('park');
  const street = flatSeeing('city');
  expect(park.plan_flip).toBe(0);
  expect(street.plan_flip).toBe(1);
  // What each flat's page says of its windows.
  const shownPane = () => page.getByTestId('window-view').locator('figure').filter({ visible: true });
  await page.goto(`/lots/${park.id}`);
  await expect(shownPane().getByText(/^во\sдвор, на\sюг$/)).toBeVisible();
  await expect(shownPane().getByText(/^Парк$/)).toBeVisible();
  await page.goto(`/lots/${street.id}`);
  await expect(shownPane().getByText(/^на\sулицу, на\sсевер$/)).toBeVisible();
  await expect(shownPane().getByText(/^Город$/)).toBeVisible();

  await page.goto(`${CATALOG}?building=1&floor_min=10&floor_max=10`);
  await openFilters(page);
  const facet = Number(await catalogView(page).getByTestId('facet-outlook-park').textContent());
  expect(facet).toBeGreaterThan(0);
  await chooseOption(page, 'filter-outlook-park');
  await expect(page).toHaveURL(/outlook=park/);
  await expect.poll(() => resultCount(page)).toBe(facet);
  const ids = await catalogView(page).getByTestId('lot-card').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-lot-id'))));
  expect(ids).toHaveLength(facet);
  expect(ids).toContain(park.id);
  expect(ids).not.toContain(street.id);
});

test('compare has a "Вид" row with what each flat\'s windows see', async ({ page, context, baseURL, isMobile }) => {
  test.skip(isMobile, 'one project is enough');
  const [low, high] = riserPair();
  await context.addCookies([{ name: 'compare', value: encodeURIComponent(JSON.stringify([{ id: low.id }, { id: high.id }])), url: baseURL }]);
  await page.goto('/favorites/compare');
  const row = page.locator('tbody tr', { has: page.getByRole('rowheader', { name: /^Вид(\s\(различается\))?$/ }) });
  const cells = await row.getByRole('cell').allInnerTexts();
  expect(cells).toHaveLength(2);
  for (const [index, flat] of [low, high].entries()) expect(cells[index]).toMatch(flat.outlook === 'park' ? /^Парк, на\sвосток/ : /^Двор, на\sвосток/);
});
