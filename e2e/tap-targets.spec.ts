import { test, expect } from './support/fixtures';
import { CATALOG, catalogView } from './support/catalog';
import { apartmentWithStatus } from './support/cms-db';
import { smallTargets } from './support/targets';

/**
 * Issue 45: on a phone nothing a visitor taps on the buyer's path — catalogue (and its filter sheet), master plan at
 * every level, lot page, the callback and booking panels — is smaller than 44 × 44 px (bounding boxes).
 */
test.use({ viewport: { width: 375, height: 812 } });

const GENPLAN = '/lots/genplan/apartments/';

const PAGES: Array<[string, () => string]> = [
  ['the catalogue', () => CATALOG],
  ['the catalogue as a table', () => `${CATALOG}?view=table`],
  ['the master plan', () => GENPLAN],
  ['a building', () => `${GENPLAN}?building=1`],
  ['a floor', () => `${GENPLAN}?building=1&section=1&floor=10`],
  ['a chessboard', () => `${GENPLAN}?building=1&view=chess`],
  ['a lot', () => `/lots/${apartmentWithStatus('free')}`],
];

for (const [name, path] of PAGES) {
  test(`${name}: every target at least 44 × 44 px at 375`, async ({ page }) => {
    await page.goto(path());
    expect(await smallTargets(page)).toEqual([]);
  });
}

test('the filter sheet and the panels: every target at least 44 × 44 px at 375', async ({ page }) => {
  await page.goto(CATALOG);
  await catalogView(page).getByRole('button', { name: /^Фильтры/ }).click();
  await expect(page.getByRole('dialog', { name: 'Фильтры' })).toBeVisible();
  expect(await smallTargets(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto(`/lots/${apartmentWithStatus('free')}`);
  await page.getByRole('button', { name: 'Заказать звонок' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Заказать звонок' }).getByRole('textbox').first()).toBeVisible();
  expect(await smallTargets(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Забронировать онлайн' }).click();
  await expect(page.getByRole('dialog', { name: 'Бронирование' }).getByLabel('Телефон')).toBeVisible();
  expect(await smallTargets(page, '[role="dialog"]')).toEqual([]);
});
