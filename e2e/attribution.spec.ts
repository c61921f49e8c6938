import type { BrowserContext } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { CALLBACK_SUCCESS_TEXT, sendCallback } from './support/callback';
import { apartmentWithStatus } from './support/cms-db';
import { storedLeads, uniqueIp, uniqueName } from './support/leads';
import { CMS_DB_PATH } from '../playwright.config';

/** Issue 46 item 1: where a buyer came from travels with the lead, through the site's own first-party cookie. */
type Touch = Record<string, string>;

async function touches(context: BrowserContext): Promise<{ first: Touch; last: Touch } | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'vr_attribution');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { first: Touch; last: Touch }) : null;
}

test('a campaign visit, two page changes inside the site, a callback: the stored lead carries the campaign and the lot', async ({ page, context }) => {
  test.slow();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  // The analytics counter's goal function, as /tracking/analytics.js defines it when YANDEX_METRIKA_ID is set.
  await page.addInitScript(() => {
    const goals: string[] = [];
    Object.assign(window, { goals, vereskGoal: (goal: string) => goals.push(goal) });
  });
  const goals = () => page.evaluate(() => (window as unknown as { goals: string[] }).goals);
  const lot = apartmentWithStatus('free');
  const campaign = '?utm_source=yandex&utm_medium=cpc&utm_campaign=spring&yclid=123';
  await page.goto(`/lots/${lot}${campaign}`);
  await expect.poll(async () => (await touches(context))?.first.utm_source).toBe('yandex');

  // Two page changes inside the site (client navigations): neither is a touch.
  await page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Квартиры' }).click();
  await expect(page).toHaveURL(/\/lots\/params\/apartments\/$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/lots/${lot}\\?`));

  await page.getByRole('main').getByRole('button', { name: 'Заказать звонок' }).first().click();
  const panel = page.getByRole('dialog', { name: 'Заказать звонок' });
  const name = uniqueName();
  // The lead is held on its way: no goal until the site has answered that it is stored.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/form/feedback/', async (route) => {
    await held;
    await route.continue();
  });
  const sent = page.waitForRequest('**/api/form/feedback/');
  await sendCallback(page, panel, name);
  await sent;
  expect(await goals()).toEqual([]);
  release();
  await expect(panel.getByText(CALLBACK_SUCCESS_TEXT)).toBeVisible();
  expect(await goals()).toEqual(['lead_sent']);

  const [lead] = storedLeads(CMS_DB_PATH, name) as Array<{ attribution?: Record<string, unknown> }>;
  const expected = { utm_source: 'yandex', utm_medium: 'cpc', utm_campaign: 'spring', yclid: '123', landing: `/lots/${lot}${campaign}` };
  expect(lead?.attribution).toMatchObject({ first: expected, last: expected, sent_from: `/lots/${lot}${campaign}`, lot_id: lot });

  // A later direct visit keeps both touches; a visit with new tags replaces the last one only.
  await page.goto('/');
  await expect.poll(async () => (await touches(context))?.last.utm_source).toBe('yandex');
  await page.goto('/contacts?utm_source=vk&utm_medium=social&utm_campaign=autumn');
  await expect.poll(async () => (await touches(context))?.last).toMatchObject({ utm_source: 'vk', utm_medium: 'social', utm_campaign: 'autumn', landing: '/contacts?utm_source=vk&utm_medium=social&utm_campaign=autumn' });
  expect((await touches(context))?.first).toMatchObject(expected);
});
