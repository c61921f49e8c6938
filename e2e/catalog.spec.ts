import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { applyFilters, CATALOG, catalogView, chooseInSelect, chooseOption, firstLotIds, openFilters, resultCount } from './support/catalog';
import { countApartments } from './support/cms-db';

test('three filters live in the URL; reload, a fresh browser and back give the same results', async ({ page, browser }) => {
  // Three full page loads, a second browser and an axe scan: 30 s is tight on two busy cores.
  test.slow();
  await page.goto(CATALOG);
  await openFilters(page);
  await chooseOption(page, 'filter-rooms-2');
  await expect(page).toHaveURL(/rooms=2/);
  await chooseOption(page, 'filter-building-1');
  await expect(page).toHaveURL(/building=1/);
  const twoFilters = await resultCount(page);
  await openFilters(page);
  const priceMax = catalogView(page).getByLabel('Стоимость, ₽: до');
  await priceMax.fill('150000000');
  await priceMax.press('Enter');
  await applyFilters(page);
  await expect(page).toHaveURL(/price_max=150000000/);
  const url = page.url();
  expect(new URL(url).search).toBe('?rooms=2&building=1&price_max=150000000');
  const count = await resultCount(page);
  const ids = await firstLotIds(page);
  expect(count).toBeLessThanOrEqual(twoFilters);
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  expect(await resultCount(page)).toBe(count);
  expect(await firstLotIds(page)).toEqual(ids);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(url);
  expect(await resultCount(other)).toBe(count);
  expect(await firstLotIds(other)).toEqual(ids);
  await fresh.close();

  await page.goBack();
  await expect(page).toHaveURL(/\?rooms=2&building=1$/);
  await expect(catalogView(page).getByTestId('result-count')).toHaveText(String(twoFilters));
});

for (const rooms of [0, 1, 2, 3, 4, 5]) {
  test(`the room option ${rooms} shows the count the catalogue gives after choosing it`, async ({ page }) => {
    await page.goto(`${CATALOG}?building=2`);
    await openFilters(page);
    const facet = Number(await catalogView(page).getByTestId(`facet-rooms-${rooms}`).textContent());
    if (facet === 0) {
      await expect(catalogView(page).getByTestId(`filter-rooms-${rooms}`)).toBeDisabled();
      return;
    }
    await chooseOption(page, `filter-rooms-${rooms}`);
    await expect(page).toHaveURL(new RegExp(`rooms=${rooms}`));
    await expect(catalogView(page).getByTestId('result-count')).toHaveText(String(facet));
  });
}

test('sorting, the table view and reset', async ({ page }) => {
  await page.goto(`${CATALOG}?rooms=3`);
  await chooseInSelect(page, 'Сортировка', 'Сначала дороже');
  await expect(page).toHaveURL(/ordering=-price/);
  const prices = await catalogView(page).getByTestId('lot-price').allTextContents();
  const numbers = prices.map((p) => Number(p.replace(/\D/g, '')));
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  await page.getByRole('button', { name: 'Таблица' }).click();
  await expect(page).toHaveURL(/view=table/);
  await expect(catalogView(page).getByTestId('lot-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(page).not.toHaveURL(/rooms=/);
  await expect(catalogView(page).getByTestId('result-count')).toHaveText(String(countApartments(['free', 'booked'])));
});

test('show more appends the next page', async ({ page }) => {
  await page.goto(CATALOG);
  await expect(catalogView(page).getByTestId('lot-card')).toHaveCount(12);
  await page.getByRole('button', { name: 'Показать ещё' }).click();
  await expect(catalogView(page).getByTestId('lot-card')).toHaveCount(24);
});

test('malformed query values are ignored and the rest applied', async ({ page }) => {
  const response = await page.goto(`${CATALOG}?rooms=two,1&price_min=abc&renovation=gold&building=1&page=9999&ordering=random`);
  expect(response?.status()).toBe(200);
  await openFilters(page);
  await expect(catalogView(page).getByTestId('filter-rooms-1')).toBeChecked();
  await expect(catalogView(page).getByTestId('filter-building-1')).toBeChecked();
  expect(await resultCount(page)).toBeGreaterThan(0);
});

test('the master plan leads to a building\'s free flats in the catalogue', async ({ page }) => {
  await page.goto('/lots/genplan/apartments/?building=2');
  await page.getByRole('link', { name: 'Свободные квартиры корпуса списком' }).click();
  await expect(page).toHaveURL(/\/lots\/params\/apartments\/\?building=2&status=free$/);
  await openFilters(page);
  await expect(catalogView(page).getByTestId('filter-building-2')).toBeChecked();
  await expect(catalogView(page).getByTestId('filter-status-free')).toBeChecked();
  await expect(catalogView(page).getByTestId('filter-status-sold')).not.toBeChecked();
});

test('the headings go in order: the page, the results, then each card', async ({ page }) => {
  await page.goto(CATALOG);
  const levels = await catalogView(page).evaluate((root) => {
    const all = [...document.querySelectorAll('h1, h2, h3')].filter((node) => node === document.querySelector('h1') || root.contains(node));
    return all.slice(0, 4).map((node) => `${node.tagName} ${node.textContent?.trim().slice(0, 20)}`);
  });
  expect(levels.slice(0, 2)).toEqual(['H1 Квартиры', 'H2 Результаты подбора']);
  expect(levels.slice(2).every((line) => line.startsWith('H3 '))).toBe(true);
});
