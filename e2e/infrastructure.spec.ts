import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { withCmsDb } from './support/cms-db';

/** District infrastructure (issue 16): the map with every place by category and the list in step with it. */

type Place = { category: string; name: string };
const places = () => withCmsDb((db) => db.prepare('SELECT category, name FROM map_points ORDER BY id').all() as Place[]);
const district = () =>
  withCmsDb((db) => {
    const body = db.prepare("SELECT body FROM documents WHERE key = 'location'").get() as { body: string } | undefined;
    return body ? (JSON.parse(body.body) as { district?: { streets: Array<{ name: string }> } }) : null;
  });

test('the first HTML has every place of the CMS, the district’s streets and the map', async ({ request }) => {
  const response = await request.get('/infrastructure');
  expect(response.status()).toBe(200);
  const html = (await response.text()).replace(/\u00a0|&nbsp;/g, ' ').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
  for (const place of places()) expect(html).toContain(place.name.replace(/\u00a0/g, ' '));
  for (const street of district()?.district?.streets ?? []) expect(html).toContain(street.name);
  expect(html).toContain('data-testid="map-places"');
});

test('a category toggle hides its points on the map and in the list; the counts are the places listed', async ({ page }) => {
  await page.goto('/infrastructure');
  const all = places();
  const toggles = page.getByRole('group', { name: 'Категории на карте' }).getByRole('button');
  await expect(toggles.first()).toBeVisible();
  const map = page.getByTestId('map-places');
  await expect(map.locator('circle')).toHaveCount(all.length);
  const [category] = (await (await page.request.get('/api/map_categories/')).json()) as Array<{ slug: string; name: string }>;
  if (!category) throw new Error('the CMS has no map categories');
  const first = { category: category.slug };
  const inCategory = all.filter((place) => place.category === first.category).length;
  expect(inCategory).toBeGreaterThan(3);
  const toggle = toggles.filter({ hasText: category.name });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toContainText(String(inCategory));
  await expect(page.locator(`li[data-category="${first.category}"]`)).toHaveCount(inCategory);
  await expectNoSeriousA11yViolations(page);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(map.locator(`circle[data-category="${first.category}"]`)).toHaveCount(0);
  await expect(page.locator(`li[data-category="${first.category}"]`)).toHaveCount(0);
  await expect(map.locator('circle')).toHaveCount(all.length - inCategory);
  await toggle.click();
  await expect(page.locator(`li[data-category="${first.category}"]`)).toHaveCount(inCategory);
});

test('contacts: every office with its hours, phone and a route link, and the map with a pin per office', async ({ page }) => {
  const offices = withCmsDb((db) => (db.prepare("SELECT body FROM items WHERE kind = 'contacts' ORDER BY sort").all() as Array<{ body: string }>).map((row) => JSON.parse(row.body) as { title: string; coordinates: { lat: number; lng: number } }));
  await page.goto('/contacts');
  const map = page.getByRole('img', { name: /^Схема проезда:/ });
  await expect(map).toBeVisible();
  for (const office of offices) await expect(map).toHaveAccessibleName(new RegExp(office.title));
  const routes = page.getByRole('link', { name: 'Построить маршрут' });
  await expect(routes).toHaveCount(offices.length);
  await expect(routes.first()).toHaveAttribute('href', `https://yandex.ru/maps/?rtext=~${offices[0]?.coordinates.lat},${offices[0]?.coordinates.lng}&rtt=auto`);
  await expectNoSeriousA11yViolations(page);
});
