import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { withCmsDb } from './support/cms-db';

/** Construction progress (issue 16): months newest first, the month in the URL, its photos in a gallery and a lightbox. */

type Report = { id: number; date: string; title: string; photos: string };
const reports = (queue = 1) =>
  withCmsDb((db) => db.prepare('SELECT id, date, title, photos FROM progress WHERE queue_id = ? ORDER BY date DESC').all(queue) as Report[]);
const photoCount = (report: Report) => (JSON.parse(report.photos) as unknown[]).length;

test('the newest month is shown by default, and the months run newest first', async ({ page }) => {
  const [newest, previous] = reports();
  if (!newest || !previous) throw new Error('the CMS needs two reports');
  await page.goto('/progress?type=gallery');
  const months = page.getByRole('navigation', { name: 'Месяц фотоотчёта' }).getByRole('link');
  await expect(months.first()).toHaveAccessibleName(newest.title);
  await expect(months.nth(1)).toHaveAccessibleName(previous.title);
  await expect(months.first()).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: newest.title })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Фото \d+ из \d+$/ }).locator('img')).toHaveCount(photoCount(newest));
  await expectNoSeriousA11yViolations(page);
});

test('a month link opened in a fresh context shows that month, complete in the first HTML', async ({ page, browser, baseURL, request }) => {
  const older = reports()[3];
  if (!older) throw new Error('the CMS needs four reports');
  await page.goto('/progress?type=gallery');
  await page.getByRole('navigation', { name: 'Месяц фотоотчёта' }).getByRole('link', { name: older.title }).click();
  await expect(page).toHaveURL(new RegExp(`month=${older.date}$`));
  const url = page.url();

  const html = await (await request.get(url)).text();
  // Each photo of that month, resized by the optimiser (its srcset names the CMS's picture).
  for (const photo of JSON.parse(older.photos) as Array<{ src: string }>) expect(html).toContain(`/_next/image?url=${encodeURIComponent(photo.src)}&amp;w=`);

  const context = await browser.newContext({ baseURL });
  const fresh = await context.newPage();
  await fresh.goto(url);
  await expect(fresh.getByRole('heading', { level: 2, name: older.title })).toBeVisible();
  await expect(fresh.getByRole('link', { name: older.title })).toHaveAttribute('aria-current', 'page');
  await context.close();
});

test('a photo opens in a lightbox; the arrow keys move through the month and Escape closes it', async ({ page }) => {
  const [newest] = reports();
  if (!newest) throw new Error('no report');
  const total = photoCount(newest);
  await page.goto('/progress?type=gallery');
  const first = page.getByRole('button', { name: /^Открыть фото 1:/ });
  await first.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: new RegExp(`^Фото 1 из ${total}:`) });
  await expect(lightbox).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: new RegExp(`^Фото 2 из ${total}:`) })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: new RegExp(`^Фото ${total} из ${total}:`) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('cameras without a stream show their snapshot with its time, never «В эфире», and open in the site’s modal', async ({ page }) => {
  await page.goto('/progress?type=gallery');
  // The demo's cameras have no stream (cms/seed/content.ts CAMERAS): a snapshot of 27.11.2026, 14:00 Moscow time.
  await expect(page.getByRole('heading', { level: 2, name: 'Стройка сегодня' })).toBeVisible();
  const cameras = page.locator('#cameras');
  await expect(cameras.getByText('Снимок 27.11, 14:00')).toHaveCount(3);
  await expect(page.getByText(/в\sэфире/i)).toHaveCount(0);
  await page.getByRole('button', { name: /^Смотреть камеру:/ }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: /^Изображение с камеры:/ })).toBeVisible();
  await expect(dialog.getByText('Снимок 27.11, 14:00')).toBeVisible();
});

test('each month’s site photo is its own, and the building in it stands higher than the month before', async ({ page }) => {
  const months = reports().slice(0, 4);
  const seen: Array<{ src: string | null; floors: number }> = [];
  for (const report of months) {
    await page.goto(`/progress?type=gallery&month=${report.date}`);
    const first = page.getByRole('button', { name: /^Открыть фото 1:/ });
    const name = (await first.getAttribute('aria-label')) ?? (await first.innerText());
    const floors = /(\d+)\sэтаж\S*\sиз/.exec(name)?.[1] ?? /каркас возведён,\s(\d+)/.exec(name)?.[1];
    expect(floors, name).toBeDefined();
    seen.push({ src: await first.locator('img').getAttribute('src'), floors: Number(floors) });
  }
  expect(new Set(seen.map((photo) => photo.src)).size, 'a photo of its own each month').toBe(months.length);
  // Newest first: going back a month, the frame is lower.
  for (let i = 1; i < seen.length; i += 1) expect(seen[i]!.floors).toBeLessThan(seen[i - 1]!.floors);
});
