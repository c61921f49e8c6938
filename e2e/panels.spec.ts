import type { Locator } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { apartmentWithStatus } from './support/cms-db';

/** Issue 45 item 5: a panel's title starts where its text does and stays on one line on a desktop. */

async function left(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.x;
}

/** How many lines a heading takes: its height over its line height. */
const lines = (heading: Locator) => heading.evaluate((h) => Math.round(h.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(h).lineHeight)));

test('the callback panel and the mortgage calculator: the title in line with the text, on one line', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /Оставить заявку/ }).first().click();
  const callback = page.getByRole('dialog', { name: 'Заказать звонок' });
  await expect(callback).toBeVisible();
  const title = callback.getByRole('heading', { name: 'Заказать звонок' });
  // Polled: the panel's content is read once it has settled (a box read while it is still being laid out is not the layout).
  await expect.poll(async () => Math.abs((await left(title)) - (await left(callback.getByText(/^Оставьте телефон/))))).toBeLessThanOrEqual(1);
  expect(await lines(title)).toBe(1);
  await page.keyboard.press('Escape');

  await page.goto(`/lots/${apartmentWithStatus('free')}`);
  await page.getByRole('button', { name: 'Рассчитать ипотеку' }).click();
  const calculator = page.getByRole('dialog', { name: 'Калькулятор ипотеки' });
  await expect(calculator).toBeVisible();
  const calculatorTitle = calculator.getByRole('heading', { name: 'Калькулятор ипотеки' });
  await expect.poll(async () => Math.abs((await left(calculatorTitle)) - (await left(calculator.getByText(/^Стоимость квартиры/i))))).toBeLessThanOrEqual(1);
  expect(await lines(calculatorTitle)).toBe(1);
});
