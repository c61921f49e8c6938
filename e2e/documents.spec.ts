import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './support/fixtures';
import { isValidCompanyInn, isValidOgrn } from '../lib/validation/requisites';

/**
 * The documents a buyer's lawyer opens (issue 59): every document linked from the home page, its footer and the
 * menu is a real PDF in Russian of two pages or more, naming the complex, the developer and its buildings; the
 * footer's requisites pass their check digits.
 */
type Developer = { legal_name: string; inn: string; kpp: string | null; ogrn: string };

function pdfText(body: Buffer): { pages: number; text: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'doc-')), 'document.pdf');
  writeFileSync(file, body);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  return { pages, text };
}

test('every document on the home page, in its footer and in the menu is a Russian PDF of the complex, its developer and buildings', async ({ page, request }) => {
  const { developer } = ((await (await request.get('/api/header_info/')).json()) as { result: { developer: Developer } }).result;
  await page.goto('/');
  const links = new Set(await page.locator('a[href*="/api/media/docs/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? '')));
  await page.getByRole('button', { name: 'Меню' }).click();
  for (const href of await page.getByRole('dialog', { name: 'Меню' }).locator('a[href$=".pdf"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))) links.add(href);
  expect(links.size, 'documents linked').toBeGreaterThanOrEqual(4);
  for (const href of links) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toBe('application/pdf');
    const { pages, text } = pdfText(await response.body());
    expect(pages, `${href}: pages`).toBeGreaterThanOrEqual(2);
    expect(text, `${href}: Russian text`).toMatch(/[а-яё]{4,}( [а-яё]{2,}){3}/i);
    expect(text, `${href}: the complex`).toContain('Вереск');
    expect(text, `${href}: the developer`).toContain(developer.legal_name);
    expect(text, `${href}: the requisites`).toContain(`ИНН ${developer.inn}`);
    expect(text, `${href}: a building`).toMatch(/Корпус \d/);
    expect(text, `${href}: its pages numbered`).toContain(`Страница ${pages} из ${pages}`);
  }
});

test('the footer’s ИНН, КПП and ОГРН pass their check digits; it names the permits, the escrow bank and each declaration in the register', async ({ page }) => {
  await page.goto('/contacts');
  const footer = page.getByTestId('footer-developer');
  const line = (await footer.textContent())!.replace(/\s+/g, ' ');
  expect(line).toMatch(/Разрешени[ея] на строительство: 1 очереди № 77-\d{6}-\d{6}-\d{4}/);
  expect(line).toContain('на счетах эскроу в ПАО Сбербанк');
  expect(line).toContain('не является публичной офертой');
  const register = footer.getByTestId('footer-register');
  expect(await register.count()).toBeGreaterThanOrEqual(1);
  for (const href of await register.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) expect(href).toMatch(/^https:\/\/наш\.дом\.рф\/сервисы\/каталог-новостроек\/объект\/\d+$/);
  const inn = /ИНН (\d+)/.exec(line)?.[1] ?? '';
  const kpp = /КПП (\d+)/.exec(line)?.[1] ?? '';
  const ogrn = /ОГРН (\d+)/.exec(line)?.[1] ?? '';
  expect(isValidCompanyInn(inn), `ИНН ${inn}`).toBe(true);
  expect(isValidOgrn(ogrn), `ОГРН ${ogrn}`).toBe(true);
  // The КПП: nine digits, registered where the ИНН was issued (its first four digits).
  expect(kpp).toMatch(/^\d{9}$/);
  expect(kpp.slice(0, 4)).toBe(inn.slice(0, 4));
});
