import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const CATALOG = '/lots/params/apartments/';

/**
 * The catalogue on screen. Each list view is a page of its own, and Next keeps the last pages the
 * visitor left in the document, hidden (React Activity), so that back is instant: only the shown one counts.
 */
export function catalogView(page: Page): Locator {
  return page.getByTestId('catalog').filter({ visible: true });
}

/** The master plan on screen (the plans of queues seen before stay hidden in the document). */
export function shownPlan(page: Page): Locator {
  return page.getByTestId('genplan').filter({ visible: true });
}

/** On phones and tablets the filters open in a sheet from a button (a no-op on a desktop, where they are shown). */
export async function openFilters(page: Page): Promise<void> {
  const toggle = catalogView(page).getByRole('button', { name: /^Фильтры/ });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** The filter sheet of phones and tablets. */
export function filterSheet(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Фильтры' });
}

/** In the sheet, choices make a draft: "Показать N …" applies it, once its count has come. A no-op on a desktop. */
export async function applyFilters(page: Page): Promise<void> {
  const sheet = filterSheet(page);
  if (!(await sheet.isVisible())) return;
  const show = sheet.getByTestId('filter-sheet-show');
  await expect(show).toHaveAttribute('aria-busy', 'false');
  await show.click();
  await expect(sheet).toBeHidden();
}

export async function resultCount(page: Page): Promise<number> {
  return Number(await catalogView(page).getByTestId('result-count').textContent());
}

export async function firstLotIds(page: Page, n = 6): Promise<string[]> {
  const cards = catalogView(page).getByTestId('lot-card');
  await expect(cards.first()).toBeVisible();
  return (await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-lot-id') ?? ''))).slice(0, n);
}

/** Chooses the option (its visible label; the checkbox itself is visually hidden) and, in the sheet, applies it. */
export async function chooseOption(page: Page, testId: string): Promise<void> {
  await openFilters(page);
  await catalogView(page).locator('label', { has: page.getByTestId(testId) }).click();
  await applyFilters(page);
}

/** Chooses an option of one of the site's selects (components/ui/Select: a combobox with a listbox). */
export async function chooseInSelect(scope: Page | Locator, name: string | RegExp, option: string): Promise<void> {
  await scope.getByRole('combobox', { name }).click();
  await scope.getByRole('listbox', { name }).getByRole('option', { name: option, exact: true }).click();
}
