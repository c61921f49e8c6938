import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CATALOG, catalogView, filterSheet, resultCount } from './support/catalog';
import { countApartments } from './support/cms-db';

/**
 * Issue 45 item 2: on a phone the filters open in a bottom sheet whose button counts what the choice would show, the
 * room chips stay above the list, and the sheet closes with Escape and Back without losing the list.
 */
test.use({ viewport: { width: 375, height: 812 } });

const toggle = (page: Page) => catalogView(page).getByRole('button', { name: /^Фильтры/ });
const showButton = (page: Page) => filterSheet(page).getByTestId('filter-sheet-show');
const choose = (page: Page, testId: string) => filterSheet(page).locator('label', { has: page.getByTestId(testId) }).click();

test('the sheet counts the choice as it is made, and shows exactly that list', async ({ page }) => {
  await page.goto(CATALOG);
  const all = countApartments(['free', 'booked']);
  expect(await resultCount(page)).toBe(all);
  await expect(filterSheet(page)).toBeHidden();
  await toggle(page).click();
  await expect(filterSheet(page)).toBeVisible();
  await expect(showButton(page)).toHaveText(`Показать ${all}\u00a0квартир`);

  await choose(page, 'filter-building-2');
  const inBuilding = countApartments(['free', 'booked'], { building: 2 });
  await expect(showButton(page)).toHaveText(new RegExp(`^Показать ${inBuilding}\\s(квартиру|квартиры|квартир)$`));
  // Choosing makes a draft: the list behind and its address stay until the visitor asks for the results.
  expect(new URL(page.url()).search).toBe('');
  await choose(page, 'filter-rooms-2');
  await expect(showButton(page)).toHaveAttribute('aria-busy', 'false');
  const shown = Number((await showButton(page).textContent())?.replace(/\D/g, ''));
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(inBuilding);
  await expectNoSeriousA11yViolations(page);

  await showButton(page).click();
  await expect(filterSheet(page)).toBeHidden();
  await expect(page).toHaveURL(/\?rooms=2&building=2$/);
  await expect(catalogView(page).getByTestId('result-count')).toHaveText(String(shown));
  await expect(toggle(page)).toHaveText('Фильтры · 2');
  // One step of history: Back returns to the list before the choice.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${CATALOG}$`));
  await expect(catalogView(page).getByTestId('result-count')).toHaveText(String(all));
});

test('Escape and Back close the sheet and leave the list as it was; focus stays inside while it is open', async ({ page }) => {
  await page.goto(`${CATALOG}?rooms=3`);
  const count = await resultCount(page);

  await toggle(page).click();
  await expect(filterSheet(page)).toBeVisible();
  for (let i = 0; i < 30; i += 1) await page.keyboard.press('Tab');
  expect(await filterSheet(page).evaluate((sheet) => sheet.contains(document.activeElement))).toBe(true);
  await choose(page, 'filter-building-1');
  await page.keyboard.press('Escape');
  await expect(filterSheet(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
  await expect(page).toHaveURL(/\?rooms=3$/);
  expect(await resultCount(page)).toBe(count);

  await toggle(page).click();
  await expect(filterSheet(page)).toBeVisible();
  await page.goBack();
  await expect(filterSheet(page)).toBeHidden();
  await expect(page).toHaveURL(/\?rooms=3$/);
  expect(await resultCount(page)).toBe(count);
  // Closed by Back, the sheet left no entry behind: the next Back leaves the catalogue's filtered list as usual.
  await toggle(page).click();
  await filterSheet(page).getByRole('button', { name: 'Закрыть' }).click();
  await expect(filterSheet(page)).toBeHidden();
  await expect(page).toHaveURL(/\?rooms=3$/);
});

test('the room chips stay above the results and apply at once', async ({ page }) => {
  await page.goto(CATALOG);
  const chip = catalogView(page).locator('label', { has: page.getByTestId('quick-rooms-3') });
  await expect(chip).toBeVisible();
  const chipBox = await chip.boundingBox();
  const listBox = await catalogView(page).getByTestId('lot-card').first().boundingBox();
  expect(chipBox!.y).toBeLessThan(listBox!.y);
  expect(chipBox!.y + chipBox!.height).toBeLessThan(812);
  await chip.click();
  await expect(page).toHaveURL(/\?rooms=3$/);
  await expect(catalogView(page).getByTestId('quick-rooms-3')).toBeChecked();
  const rooms = await catalogView(page).getByTestId('lot-card').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
  expect(rooms.every((text) => /3-комнатн/.test(text))).toBe(true);
});
