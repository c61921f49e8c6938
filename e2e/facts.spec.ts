import { test, expect, allowConsoleErrors } from './support/fixtures';
import { withCmsDb } from './support/cms-db';

/** Issue 41: facts a buyer reads twice say the same, and small texts read as they should. */

test('the lobby is as high on the home page as on the tour', async ({ request, isMobile }) => {
  test.skip(isMobile, 'server HTML: one project is enough');
  const height = async (path: string) => /лобби высотой\s(\d+(?:,\d+)?)\s(?:метр|м\b)/i.exec((await (await request.get(path)).text()).replace(/\u00a0/g, ' '))?.[1];
  const home = await height('/');
  expect(home).toBeTruthy();
  expect(await height('/tour')).toBe(home);
});

test('two flats of one plan list the same features of the plan in compare', async ({ page, context, baseURL, isMobile }) => {
  test.skip(isMobile, 'one project is enough');
  // Two flats of one layout, neither on a top floor (a terrace there replaces the French balconies).
  const pair = withCmsDb((db) =>
    db
      .prepare(`SELECT a.id AS a, b.id AS b FROM lots a JOIN lots b ON b.layout_id = a.layout_id AND b.id > a.id
        JOIN buildings ba ON ba.id = a.building_id JOIN buildings bb ON bb.id = b.building_id
        WHERE a.type = 'apartments' AND a.rooms >= 3 AND a.floor < ba.floors - 1 AND b.floor < bb.floors - 1 ORDER BY a.id LIMIT 1`)
      .get() as { a: number; b: number },
  );
  await context.addCookies([{ name: 'compare', value: encodeURIComponent(JSON.stringify([{ id: pair.a }, { id: pair.b }])), url: baseURL }]);
  await page.goto('/favorites/compare');
  const row = page.locator('tbody tr', { has: page.getByRole('rowheader', { name: 'Особенности' }) });
  const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.split(', ').filter((feature) => ['Мастер-спальня', 'Гардеробная', 'Угловое остекление', 'Французский балкон', 'Камин'].includes(feature.trim())));
  expect(cells).toHaveLength(2);
  expect(cells[0]).toEqual(cells[1]);
});

test('the master plan\'s card: one fact a line, the date apart from the count, inside the window', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the shapes by pointer on a desktop; phones use the lists');
  await page.goto('/lots/genplan/apartments/');
  for (const key of ['building-1', 'building-5']) {
    const shape = page.locator(`a[data-card="${key}"]`);
    await shape.scrollIntoViewIfNeeded();
    await shape.hover();
    const card = page.locator(`[data-card-for="${key}"]`);
    await expect(card).toBeVisible();
    const lines = (await card.innerText()).split('\n').map((line) => line.trim()).filter(Boolean);
    expect(lines.length, key).toBeGreaterThanOrEqual(3);
    expect(lines[1], key).toMatch(/квартал\s\d{4}$/);
    expect(lines[2], key).toMatch(/^(\d+\s(свободн\S+\sквартир\S*)|Все квартиры проданы)/);
    const box = await card.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.y, key).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, key).toBeLessThanOrEqual(viewport.height);
  }
});

test('progress on a phone: the completion date keeps its distance from the figures', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/progress?type=gallery');
  const caption = page.getByText(/^Сроки ввода/);
  const label = page.getByText('Фотоотчётов', { exact: true });
  const [above, below] = [await label.boundingBox(), await caption.boundingBox()];
  expect(below!.y - (above!.y + above!.height)).toBeGreaterThanOrEqual(24);
});

test('the 404 page\'s technical line is a caption in the site\'s type, not a line of code', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one project is enough');
  // The browser itself logs the 404 of the document it was asked to open.
  allowConsoleErrors(page, /status of 404 \(Not Found\)/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  const line = page.getByText('This page could not be found');
  await expect(line).toBeVisible();
  await expect(line).toHaveAttribute('lang', 'en');
  expect(await line.evaluate((element) => getComputedStyle(element).fontFamily)).not.toMatch(/mono/i);
  // A lost visitor is a buyer still: the way to the flats (issue 60).
  await expect(page.getByRole('link', { name: 'Выбрать квартиру' })).toHaveAttribute('href', '/lots/params/apartments/');
});
