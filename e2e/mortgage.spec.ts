import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CATALOG } from './support/catalog';
import { apartmentWithStatus, withCmsDb } from './support/cms-db';
import { CALLBACK_SUCCESS_TEXT, clickCallToAction } from './support/callback';
import { storedLeads, uniqueIp, uniqueName } from './support/leads';
import { sidewaysOverflow, tablesPastTheirColumn } from './support/overflow';
import { webFontsInUse, withWebFonts } from './support/fonts';
import { CMS_DB_PATH } from '../playwright.config';

/** Purchase terms (issue 15): the calculator, the programmes, a lot's payments, the consultation. */

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const lotPrice = (id: number) => withCmsDb((db) => (db.prepare('SELECT price FROM lots WHERE id = ?').get(id) as { price: number }).price);
/** The smallest down payment any programme allows (the specs' deposit.min), from the CMS's data. */
const depositMin = () =>
  withCmsDb((db) => Math.min(...(db.prepare("SELECT body FROM items WHERE kind = 'mortgage'").all() as Array<{ body: string }>).map((row) => (JSON.parse(row.body) as { deposit_min: number }).deposit_min)));

test('from a lot, the calculator opens with that lot’s price', async ({ page }) => {
  const id = apartmentWithStatus('free');
  await page.goto(`/lots/${id}`);
  const mortgage = page.locator('#mortgage');
  await expect(mortgage.getByRole('heading', { name: 'Как купить эту квартиру' })).toBeVisible();
  await mortgage.getByRole('button', { name: 'Рассчитать ипотеку' }).click();
  const panel = page.getByRole('dialog', { name: 'Калькулятор ипотеки' });
  await expect(panel.getByLabel('Стоимость квартиры')).toHaveValue(new Intl.NumberFormat('ru-RU').format(lotPrice(id)).replace(/\s/g, '\u00a0'));
  await expect(panel.getByTestId('calculator-monthly')).toContainText('₽');
  await expectNoSeriousA11yViolations(page);
  // The full page keeps the lot: its price and a link back.
  await panel.getByRole('link', { name: 'Все программы банков для этой квартиры' }).click();
  await expect(page).toHaveURL(new RegExp(`/mortgage\\?lot=${id}&price=${lotPrice(id)}`));
  await expect(page.getByRole('dialog', { name: 'Калькулятор ипотеки' })).toHaveCount(0);
  expect(digits(await page.getByLabel('Стоимость квартиры').inputValue())).toBe(lotPrice(id));
  await expect(page.getByTestId('calculator-lot').getByRole('link')).toHaveAttribute('href', `/lots/${id}`);
});

test('the down payment is clamped to deposit.min with the amount in step; 400 months become 360', async ({ page }) => {
  await page.goto('/mortgage?price=10000000');
  const percent = page.getByLabel('Процент', { exact: true });
  const amount = page.getByLabel('Сумма', { exact: true });
  await percent.fill('');
  await percent.pressSequentially('5');
  await percent.press('Tab');
  const min = depositMin();
  await expect(percent).toHaveValue(`${min}%`);
  expect(digits(await amount.inputValue())).toBe(Math.ceil((10_000_000 * min) / 100));
  await expect(page.getByText(`Взнос не меньше ${min}\u00a0% стоимости`)).toBeVisible();
  // 100 % is clamped to 99 %.
  await percent.fill('');
  await percent.pressSequentially('100');
  await percent.press('Enter');
  await expect(percent).toHaveValue('99%');
  expect(digits(await amount.inputValue())).toBe(9_900_000);
  // The amount typed moves the percent.
  await amount.fill('');
  await amount.pressSequentially('3000000');
  await expect(percent).toHaveValue('30%');
  await expect(amount).toHaveValue('3\u00a0000\u00a0000');
  await page.getByRole('button', { name: 'Месяцы' }).click();
  const term = page.getByLabel('Срок, месяцев');
  await expect(term).toHaveValue('360');
  await term.fill('');
  await term.pressSequentially('400');
  await expect(term).toHaveValue('360');
  await expect(page).toHaveURL(/term=360&unit=m/);
  // A 0 % rate: the loan divided by the months, no overpayment.
  const rate = page.getByLabel('Ставка');
  await rate.fill('');
  await rate.pressSequentially('0');
  await expect(page.getByTestId('calculator-overpayment')).toHaveText('0\u00a0₽');
  expect(digits(await page.getByTestId('calculator-monthly').textContent())).toBe(Math.round(7_000_000 / 360));
  // No rate or no price: a message, never NaN.
  await rate.fill('');
  await expect(page.getByTestId('calculator-message')).toHaveText('Укажите ставку');
  await page.getByLabel('Стоимость квартиры').fill('');
  await expect(page.getByTestId('calculator-message')).toHaveText('Укажите стоимость квартиры');
  await expect(page.locator('body')).not.toContainText(/NaN|Infinity/);
});

test('the analytics goal "calculator used" fires once, when the visitor first changes a figure, not on opening', async ({ page }) => {
  await page.addInitScript(() => {
    const goals: string[] = [];
    Object.assign(window, { goals, vereskGoal: (goal: string) => goals.push(goal) });
  });
  const goals = () => page.evaluate(() => (window as unknown as { goals: string[] }).goals);
  await page.goto('/mortgage?price=10000000');
  await expect(page.getByTestId('calculator-monthly')).toContainText('₽');
  expect(await goals()).toEqual([]);
  const rate = page.getByLabel('Ставка');
  await rate.fill('');
  await rate.pressSequentially('7');
  await expect.poll(goals).toEqual(['calculator_used']);
  await page.getByRole('button', { name: 'Месяцы' }).click();
  await expect(page).toHaveURL(/unit=m/);
  expect(await goals()).toEqual(['calculator_used']);
});

test('a facet changes the list and the URL; the URL opened afresh shows the same', async ({ page, browser, baseURL }) => {
  await page.goto('/mortgage?price=15000000');
  const programmes = page.getByTestId('programmes');
  const before = await programmes.locator('tbody tr').count();
  await page.getByRole('group', { name: 'Тип программы' }).getByRole('button', { name: /Семейная ипотека/ }).click();
  await expect(page).toHaveURL(/facet=family/);
  const rows = programmes.locator('tbody tr');
  await expect(rows).not.toHaveCount(before);
  await page.getByRole('group', { name: 'Сортировка программ' }).getByRole('button', { name: 'По ставке' }).click();
  await expect(page).toHaveURL(/sort=rate/);
  const banks = await rows.locator('th').allTextContents();
  expect(banks.length).toBeGreaterThan(1);
  expect(banks.every((text) => text.includes('Семейная ипотека'))).toBe(true);
  const url = page.url();

  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await other.goto(url);
  await expect(other.getByRole('group', { name: 'Тип программы' }).getByRole('button', { name: /Семейная ипотека/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(other.getByRole('button', { name: 'По ставке' })).toHaveAttribute('aria-pressed', 'true');
  expect(await other.getByTestId('programmes').locator('tbody tr th').allTextContents()).toEqual(banks);
  expect(await other.getByTestId('programme-payment').allTextContents()).toEqual(await page.getByTestId('programme-payment').allTextContents());
  await fresh.close();
  await expectNoSeriousA11yViolations(page);
});

test('the server HTML carries the calculation of the URL (search engines, no JavaScript)', async ({ request }) => {
  const html = await (await request.get('/mortgage?price=12000000&down=2400000&term=20&rate=6')).text();
  // 9 600 000 at 6 % for 240 months: 68 777,48 ₽ a month.
  expect(html.replace(/\u00a0/g, ' ')).toContain('68 777 ₽');
  expect(html).toContain('Необходимый доход');
});

test('/mortgage without a query is one page for everyone, cacheable at a CDN; a calculation in the URL is rendered for its request', async ({ request }) => {
  const plain = await request.get('/mortgage');
  expect(plain.status()).toBe(200);
  expect(plain.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  expect(await plain.text()).toContain('Ипотечный калькулятор');
  const calculated = await request.get('/mortgage?price=12000000&down=2400000&term=20&rate=6');
  expect(calculated.headers()['cache-control']).not.toMatch(/s-maxage/);
  expect((await request.get('/mortgage/other')).status()).toBe(404);
});

test('a lot card’s monthly payment is the lowest programme’s payment on that lot’s page', async ({ page }) => {
  await page.goto(`${CATALOG}?rooms=2`);
  const card = page.getByTestId('lot-card').first();
  const monthly = digits(await card.getByTestId('lot-monthly').textContent().then((text) => text?.split('·')[0] ?? ''));
  const programme = (await card.getByTestId('lot-monthly').textContent())?.split('·')[1]?.trim();
  expect(monthly).toBeGreaterThan(0);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/lots\/\d+$/);
  const lowest = page.locator('#mortgage').getByTestId('programmes').locator('tbody tr').first();
  expect(digits(await lowest.getByTestId('programme-payment').textContent())).toBe(monthly);
  await expect(lowest).toContainText('Самый низкий платёж');
  if (programme) await expect(lowest.locator('th')).toContainText(programme);
  // The table is the banks' programmes (the developer's instalments are a way to pay above it); a two-room flat is
  // past the capped programmes' limits, which fold under «Другие программы».
  const banks = await page.locator('#mortgage').getByTestId('programmes').locator('tbody th').allTextContents();
  expect(banks.length).toBeGreaterThan(1);
  expect(banks.filter((bank) => /Застройщик|рассрочка/i.test(bank))).toEqual([]);
  await expect(page.locator('#mortgage summary')).toHaveText(/^Другие\sпрограммы:\s\d+\s—\sне\sподходят\sдля\sэтой\sквартиры$/);
  // Their rows are drawn when the list is opened (OtherProgrammes), each with why it does not fit.
  const others = page.locator('#mortgage details');
  const counted = Number(/\d+/.exec((await others.locator('summary').textContent()) ?? '')?.[0]);
  await expect(others.getByTestId('programmes')).toHaveCount(0);
  await others.locator('summary').click();
  const reasons = others.getByTestId('programmes').getByTestId('programme-payment');
  await expect(reasons).toHaveCount(counted);
  for (const reason of await reasons.allTextContents()) expect(reason).toMatch(/^(Нужен\sвзнос\sот|Кредит\sне\sбольше|Срок\sне\sбольше)\s/);
  // The ways to buy as a premium sales office presents them: full payment, the instalments, trade-in, the mortgage
  // (their text: the section below the fold is not laid out until it comes near).
  const methods = (await page.getByTestId('payment-methods').getByRole('heading', { level: 3 }).allTextContents()).map((name) => name.replace(/\s+/g, ' ').trim());
  expect(methods.length, methods.join(' | ')).toBeGreaterThanOrEqual(4);
  expect(methods[0]).toBe('Полная оплата');
  expect(methods.slice(1, -2).every((name) => /Рассрочка/i.test(name)), methods.join(' | ')).toBe(true);
  expect(methods.slice(-2)).toEqual(['Трейд-ин', 'Ипотека']);
});

test('the consultation call to action stores a lead with the mortgage form', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  const name = uniqueName();
  await page.goto('/mortgage');
  await clickCallToAction(page.getByRole('button', { name: 'Получить консультацию по ипотеке' }));
  const panel = page.getByRole('dialog', { name: 'Консультация по ипотеке' });
  await panel.getByLabel('Имя').fill(name);
  await panel.getByLabel('Телефон').pressSequentially('9161234567');
  await panel.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(panel.getByText(CALLBACK_SUCCESS_TEXT)).toBeVisible();
  expect(storedLeads(CMS_DB_PATH, name)).toEqual([expect.objectContaining({ name, form_id: '0003', mode: 'default', is_agreed: true })]);
});

test('on a phone: programmes are cards, nothing scrolls sideways', { tag: '@phone' }, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'a phone-width check');
  await page.goto('/mortgage');
  await expect(page.getByTestId('programmes')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test('on a tablet the programmes are a table that fits its column: nothing cut off, nothing scrolls sideways', async ({ page, isMobile }) => {
  test.skip(isMobile, 'tablet widths, in the desktop project');
  // The dearest free flat: past every capped programme's limit, so its page folds them under «Другие программы».
  const dearest = withCmsDb((db) => (db.prepare("SELECT id FROM lots WHERE type = 'apartments' AND status = 'free' ORDER BY price DESC LIMIT 1").get() as { id: number }).id);
  // Measured in the brand fonts, as the tables stand once they are in. On a first visit they swap in after the load, and
  // at 768 px the swap gives the trade-in note above the lot's programmes one more line: a click aimed before it landed
  // 22 px above the moved summary and the list stayed closed (a flaky run).
  await withWebFonts(page);
  // SPEC §9's smallest tablet and one between it and the laptop.
  for (const width of [768, 900]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto('/mortgage');
    await webFontsInUse(page);
    await expect(page.getByTestId('programmes').getByRole('button', { name: /^Рассчитать по программе/ }).first()).toBeVisible();
    expect(await tablesPastTheirColumn(page), `/mortgage at ${width} px`).toEqual([]);
    expect(await sidewaysOverflow(page), `/mortgage at ${width} px`).toEqual({ overflow: 0, past: [] });
    await page.goto(`/lots/${dearest}`);
    await webFontsInUse(page);
    // Opened from the keyboard, which has no point to aim: the sections above the list are drawn when they near the
    // window (content-visibility), so scrolling the list into view grows them, the browser's scroll anchoring keeps the
    // list where it was, and Playwright, seeing it move, scrolled again and clicked beside it (1 load in 12–30 under load).
    await page.locator('#mortgage details summary').press('Enter');
    await expect(page.locator('#mortgage details').getByTestId('programmes')).toBeVisible();
    expect(await tablesPastTheirColumn(page), `a lot's programmes at ${width} px`).toEqual([]);
    expect(await sidewaysOverflow(page), `a lot at ${width} px`).toEqual({ overflow: 0, past: [] });
  }
});
