import { test, expect } from './support/fixtures';
import { printedPdf, qrCodesOfPdf } from './support/pdf';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CATALOG } from './support/catalog';
import { apartmentWithStatus, withCmsDb } from './support/cms-db';
import { declarationOf } from './support/legal';

test('the lot page: parameters, actions, similar lots and the way back to the filtered list', async ({ page }) => {
  await page.goto(`${CATALOG}?rooms=2`);
  await page.getByTestId('lot-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/lots\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2-комнатная квартира №');
  await expect(page.getByText('Цена за м²').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Заказать звонок' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Версия для печати' })).toHaveAttribute('href', /\/print\?id=\d+/);
  await expect(page.getByRole('heading', { name: 'Вам может понравиться' })).toBeVisible();
  // The similar flats (six at most) stand at most three in a row on a wide screen: six make two full rows, not 4 + 2.
  const rows = await page.locator('#similar').getByTestId('lot-card').evaluateAll((cards) => {
    const byTop = new Map<number, number>();
    for (const card of cards) {
      const top = Math.round(card.getBoundingClientRect().top);
      byTop.set(top, (byTop.get(top) ?? 0) + 1);
    }
    return [...byTop.values()];
  });
  expect(rows.length, 'similar flats are shown').toBeGreaterThan(0);
  expect(rows[0], 'cards in the first row').toBe(Math.min(3, rows.reduce((sum, row) => sum + row, 0)));
  expect(Math.max(...rows), 'cards in the widest row').toBeLessThanOrEqual(3);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Квартиры' }).click();
  await expect(page).toHaveURL(/\/lots\/params\/apartments\/\?rooms=2$/);
});

test('a lot opens by its vendor code too, at its one address by id', async ({ page }) => {
  await page.goto('/lots/VR-1-1-005');
  await expect(page).toHaveURL(/\/lots\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('№ 5');
});

/**
 * Issue 61: the floor plan beside a lot's parameters is not in the page's HTML as a drawing (~110 elements and 20 kB
 * of HTML and of RSC data a phone never shows there): a picture, replaced by the drawing, its labels in the site's
 * fonts, once it nears the screen where the figure is shown. A phone, whose gallery swipes to the same plan, never
 * asks for it. The markup comes from the site's own media only.
 */
test('the floor plan beside the parameters: a picture in the HTML, the drawing in the site\'s fonts once it nears the screen', { tag: '@phone' }, async ({ page, isMobile }) => {
  const id = apartmentWithStatus('free');
  const html = await (await page.request.get(`/lots/${id}`)).text();
  expect(html).toMatch(/<img[^>]+alt="План\s\d+\sэтажа"/);
  expect(html).not.toContain('<g data-lot-id=');
  const asked: string[] = [];
  page.on('request', (request) => {
    // The floor plan's markup; the similar flats' cards ask the same route for their drawings without labels.
    if (request.url().includes('/api/plan-markup') && !new URL(request.url()).searchParams.has('labels')) asked.push(request.url());
  });
  await page.goto(`/lots/${id}`);
  const figure = page.locator('figure').filter({ has: page.getByText(/^План\s\d+\sэтажа,\sкорпус/) });
  if (isMobile) {
    // Through the whole page a screen at a time, as a buyer scrolls it.
    for (let screen = 0; screen < 40; screen += 1) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(50);
      if (atEnd) break;
    }
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await expect(figure).toBeHidden();
    return;
  }
  const before = await figure.boundingBox();
  await figure.scrollIntoViewIfNeeded();
  const drawing = figure.getByRole('img', { name: /^План\s\d+\sэтажа$/ });
  await expect(drawing.locator('svg text').first()).toBeVisible();
  const font = await drawing.locator('svg text').first().evaluate((node) => getComputedStyle(node).fontFamily);
  const pageFont = await page.locator('body').evaluate((node) => getComputedStyle(node).fontFamily);
  expect(font).toBe(pageFont);
  expect(asked).toHaveLength(1);
  const after = await figure.boundingBox();
  expect(after?.height).toBe(before?.height);
  for (const src of ['https://evil.example/plan.svg', '/api/media/docs/terms.pdf', '/api/realty_list/apartments/']) {
    const answer = await page.request.get(`/api/plan-markup?src=${encodeURIComponent(src)}`);
    expect(answer.status(), src).toBe(404);
  }
});

/** The lot that lists the most mortgage programmes (the cheapest free flat), and one of each other kind. */
const PRINTED_LOTS: ReadonlyArray<readonly [string, string]> = [
  ['the cheapest free flat (the most programmes)', "SELECT id FROM lots WHERE type = 'apartments' AND status = 'free' ORDER BY price LIMIT 1"],
  ['a free flat', "SELECT id FROM lots WHERE type = 'apartments' AND status = 'free' ORDER BY id LIMIT 1"],
  ['a booked flat', "SELECT id FROM lots WHERE type = 'apartments' AND status = 'booked' ORDER BY id LIMIT 1"],
  ['a sold flat', "SELECT id FROM lots WHERE type = 'apartments' AND status = 'sold' ORDER BY id LIMIT 1"],
  ['commercial premises', "SELECT id FROM lots WHERE type = 'commercial' ORDER BY id LIMIT 1"],
];


test.describe('the print view', () => {
  test.skip(({ isMobile }) => isMobile, 'PDFs: one project is enough');

  for (const [kind, query] of PRINTED_LOTS) {
    test(`is one A4 page for ${kind}, with the number, the price, the office and the address`, async ({ page }) => {
      const id = withCmsDb((db) => (db.prepare(query).get() as { id: number }).id);
      const lot = await (await page.request.get(`/api/realty_item/${id}/`)).json();
      await page.goto(`/print?id=${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`№ ${lot.number}`);
      const { pages, text } = await printedPdf(page);
      expect(pages).toBe(1);
      expect(text).toContain(`№ ${lot.number}`);
      if (lot.status.value !== 'sold') expect(text).toContain(`${new Intl.NumberFormat('ru-RU').format(lot.price).replace(/[\u00a0\u202f]/g, ' ')} ₽`);
      expect(text).toContain(`/lots/${lot.id}`);
      expect(text).toContain('Не является публичной офертой');
    });
  }

  test('stays one page whatever the length of the texts (a long title, finish, office line)', async ({ page }) => {
    const id = withCmsDb((db) => (db.prepare(PRINTED_LOTS[0]![1]).get() as { id: number }).id);
    await page.goto(`/print?id=${id}`);
    const long = 'Чистовая отделка с дизайнерскими материалами, паркетом из дуба, камнем в ванных комнатах и встроенными шкафами по проекту архитектора '.repeat(3);
    await page.evaluate((text) => {
      document.querySelector('h1')!.textContent += ` ${text}`;
      document.querySelectorAll('article dd').forEach((dd) => (dd.textContent = text));
      document.querySelector('article footer p')!.textContent += ` ${text}`;
    }, long);
    const { pages, text } = await printedPdf(page);
    expect(pages).toBe(1);
    expect(text).toContain('Не является публичной офертой');
  });
});

test.describe('a lot’s PDF a manager can send as it is', () => {
  test.skip(({ isMobile }) => isMobile, 'PDFs: one project is enough');

  test('one A4 page: the brand, the date, a QR code of the lot’s canonical address and one of its declaration, room labels inside their rooms', async ({ page, baseURL, request }) => {
    const id = withCmsDb((db) => db.prepare("SELECT id FROM lots WHERE type = 'apartments' AND status = 'free' AND rooms = 3 ORDER BY id LIMIT 1").pluck().get() as number);
    await page.goto(`/print?id=${id}`);
    await page.emulateMedia({ media: 'print' });
    // Every room's name and area lie inside the room's outline, in the fonts the sheet is printed in.
    const overflowing = await page.getByTestId('print-plan').evaluate((plan) =>
      Array.from(plan.querySelectorAll<SVGTextElement>('text[data-room]')).flatMap((label) => {
        const room = plan.querySelector(`rect[data-room="${label.dataset.room}"]`)!.getBoundingClientRect();
        const text = label.getBoundingClientRect();
        const inside = text.left >= room.left - 0.5 && text.right <= room.right + 0.5 && text.top >= room.top - 0.5 && text.bottom <= room.bottom + 0.5;
        return inside ? [] : [label.textContent];
      }),
    );
    expect(await page.getByTestId('print-plan').locator('text[data-room]').count()).toBeGreaterThan(6);
    expect(overflowing).toEqual([]);
    const pdf = await printedPdf(page);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Резиденция «Вереск»');
    const today = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' }).format(new Date()).replace(/[\u00a0\u202f]/g, ' ');
    expect(pdf.text).toContain(`На ${today}`);
    expect(pdf.text).toMatch(/Расположение на этаже/i);
    expect(pdf.text).toMatch(/Офис продаж/i);
    // The lot's page, and its queue's project declaration in the state register (the address advertising must carry).
    const declaration = await declarationOf(request, id);
    expect(qrCodesOfPdf(pdf.file)).toEqual([[`${baseURL}/lots/${id}`, new URL(declaration.url).href].sort()]);
    expect(pdf.text.toLowerCase()).toContain('проектная декларация');
    expect(pdf.text.replace(/\s+/g, ' ')).toContain(`№ ${declaration.number}`);
    expect(pdf.text).toContain('Не является публичной офертой');
  });
});
