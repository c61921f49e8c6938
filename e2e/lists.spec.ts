import { test, expect } from './support/fixtures';
import { CATALOG, firstLotIds } from './support/catalog';

test('favourites and compare: cookies, the lists rendered on the server, compare rows', async ({ page, context }) => {
  await page.goto(`${CATALOG}?rooms=2,3`);
  const ids = await firstLotIds(page, 3);
  const cards = page.getByTestId('lot-card');
  for (const index of [0, 1]) await cards.nth(index).getByRole('button', { name: /^В избранное/ }).click();
  for (const index of [0, 1, 2]) await cards.nth(index).getByRole('button', { name: /^Сравнить/ }).click();
  await expect(page.getByRole('link', { name: 'Избранное: 2' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Сравнение: 3' })).toBeVisible();

  const cookies = await context.cookies();
  const now = Date.now() / 1000;
  for (const name of ['favorites', 'compare']) {
    const cookie = cookies.find((c) => c.name === name);
    expect(cookie?.path).toBe('/');
    expect(Math.abs((cookie?.expires ?? 0) - now - 604_800)).toBeLessThan(120);
  }

  // The lists are the visitor's own pages, rendered on the server from the cookies.
  const favoritesHtml = await (await page.request.get('/favorites?type=apartments')).text();
  for (const id of ids.slice(0, 2)) expect(favoritesHtml).toContain(`data-lot-id="${id}"`);
  expect(favoritesHtml).not.toContain(`data-lot-id="${ids[2]}"`);

  const compareHtml = await (await page.request.get('/favorites/compare')).text();
  expect(compareHtml.match(/Убрать из сравнения/g)).toHaveLength(3);

  await page.goto('/favorites/compare');
  const rows = page.locator('tbody tr');
  const total = await rows.count();
  const differing = await page.locator('tbody tr[data-differs="true"]').count();
  expect(differing).toBeGreaterThan(0);
  expect(differing).toBeLessThan(total);
  await page.getByRole('switch', { name: 'Только различия' }).check();
  await expect(rows).toHaveCount(differing);
  await expect(page.locator('tbody tr[data-differs="false"]')).toHaveCount(0);

  await page.getByRole('button', { name: /^Убрать из сравнения/ }).first().click();
  await expect(page.getByRole('link', { name: 'Сравнение: 2' })).toBeVisible();

  await page.goto('/favorites?type=apartments');
  await expect(page.getByTestId('lot-card')).toHaveCount(2);
  await page.getByTestId('lot-card').first().getByRole('button', { name: /^Убрать из избранного/ }).click();
  await expect(page.getByTestId('lot-card')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Избранное: 1' })).toBeVisible();
});

test('a shared favourites link opens the selection for someone else', async ({ page }) => {
  await page.goto('/favorites?type=apartments&ids=3,4,999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Подборка квартир');
  await expect(page.getByTestId('lot-card')).toHaveCount(2);
  await page.getByRole('button', { name: 'Сохранить в моё избранное' }).click();
  await expect(page.getByRole('link', { name: 'Избранное: 2' })).toBeVisible();
});

test('empty favourites lead to the catalogue; a tampered cookie is ignored', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'favorites', value: '%7Bnot-json', url: baseURL }, { name: 'compare', value: '[1,2', url: baseURL }]);
  const response = await page.goto('/favorites?type=apartments');
  expect(response?.status()).toBe(200);
  await page.getByRole('link', { name: 'Перейти к выбору квартир' }).click();
  await expect(page).toHaveURL(/\/lots\/params\/apartments\/$/);
  expect((await page.goto('/favorites/compare'))?.status()).toBe(200);
});

test('a lot that no longer exists is dropped quietly', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'favorites', value: encodeURIComponent(JSON.stringify([{ id: 1, type: 'apartments' }, { id: 999999, type: 'apartments' }])), url: baseURL }]);
  await page.goto('/favorites?type=apartments');
  await expect(page.getByTestId('lot-card')).toHaveCount(1);
});
