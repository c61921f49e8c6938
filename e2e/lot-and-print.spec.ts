import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CATALOG } from './support/catalog';
import { apartmentWithStatus } from './support/cms-db';

test('the lot page: parameters, actions, similar lots and the way back to the filtered list', async ({ page }) => {
  await page.goto(`${CATALOG}?rooms=2`);
  await page.getByTestId('lot-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/lots\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2-комнатная квартира №');
  await expect(page.getByText('Цена за м²').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Заказать звонок' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Версия для печати' })).toHaveAttribute('href', /\/print\?id=\d+/);
  await expect(page.getByRole('heading', { name: 'Вам может понравиться' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Квартиры' }).click();
  await expect(page).toHaveURL(/\/lots\/params\/apartments\/\?rooms=2$/);
});

test('a lot opens by its vendor code too, at its one address by id', async ({ page }) => {
  await page.goto('/lots/VR-1-1-005');
  await expect(page).toHaveURL(/\/lots\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('№ 5');
});

test('the print view is one A4 page with the lot number and price', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one PDF is enough');
  const id = apartmentWithStatus('free');
  const lot = await (await page.request.get(`/api/realty_item/${id}/`)).json();
  await page.goto(`/print?id=${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`№ ${lot.number}`);
  const dir = mkdtempSync(join(tmpdir(), 'print-'));
  const file = join(dir, 'lot.pdf');
  writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true }));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(info).toMatch(/Pages:\s+1\n/);
  expect(info).toMatch(/Page size:.*\(A4\)/);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f]/g, ' ');
  expect(text).toContain(`№ ${lot.number}`);
  expect(text).toContain(`${new Intl.NumberFormat('ru-RU').format(lot.price).replace(/[\u00a0\u202f]/g, ' ')} ₽`);
  expect(text).toContain(`/lots/${lot.id}`);
});
