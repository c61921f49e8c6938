import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CATALOG, catalogView, chooseOption, openFilters, resultCount } from './support/catalog';
import { apartmentWithStatus, countApartments, lotWithStatus } from './support/cms-db';

/** Sold flats never pass for buyable ones: the catalogue lists lots on sale, and every count a link shows is the list it opens. */
test('the catalogue lists the lots on sale (free and booked) unless the visitor asks for sold ones', async ({ page }) => {
  await page.goto(CATALOG);
  expect(await resultCount(page)).toBe(countApartments(['free', 'booked']));
  const statuses = await catalogView(page).getByTestId('lot-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-status')));
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 'free' || status === 'booked')).toBe(true);
  await expect(catalogView(page).getByTestId('lot-card').first().getByTestId('lot-status')).toHaveText(/Свободна|Забронирована/);

  await openFilters(page);
  await expect(catalogView(page).getByTestId('filter-status-free')).toBeChecked();
  await expect(catalogView(page).getByTestId('filter-status-booked')).toBeChecked();
  await expect(catalogView(page).getByTestId('filter-status-sold')).not.toBeChecked();
  await chooseOption(page, 'filter-status-sold');
  await expect(page).toHaveURL(/status=booked%2Cfree%2Csold|status=booked,free,sold/);
  await expect(catalogView(page).getByTestId('result-count')).toHaveText(String(countApartments(['free', 'booked', 'sold'])));
  await openFilters(page);
  await chooseOption(page, 'filter-status-booked');
  await expect(catalogView(page).getByTestId('result-count')).toHaveText(String(countApartments(['free', 'sold'])));
});

test('each building\'s "N свободных" on the master plan is the list its building\'s catalogue link opens', async ({ page }) => {
  test.slow();
  await page.goto('/lots/genplan/apartments/');
  const buildings = page.getByTestId('genplan-building');
  const count = await buildings.count();
  expect(count).toBeGreaterThan(1);
  const shown = await buildings.evaluateAll((links) =>
    links.map((link) => ({ href: link.getAttribute('href') ?? '', id: Number(link.getAttribute('data-building-id')), free: Number(link.querySelector('[data-testid="genplan-free-count"]')?.textContent) })),
  );
  for (const building of shown) {
    expect(building.free).toBe(countApartments(['free'], { building: building.id }));
    await page.goto(building.href);
    await page.getByRole('link', { name: 'Свободные квартиры корпуса списком' }).click();
    expect(await resultCount(page)).toBe(building.free);
  }
});

test('a sold flat: "Продана" in the first screen, no price call to action, similar flats on sale first', async ({ page }) => {
  await page.goto(`/lots/${apartmentWithStatus('sold')}`);
  await expect(page.getByTestId('lot-status').first()).toHaveText('Продана');
  await expect(page.getByTestId('lot-status').first()).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Заказать звонок' })).toHaveCount(0);
  await expect(page.getByTestId('lot-detail-price')).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Стоимость', { exact: true })).toHaveCount(0);
  const similar = page.locator('#similar');
  await expect(similar.getByRole('heading', { name: 'Похожие квартиры в продаже' })).toBeVisible();
  const statuses = await similar.getByTestId('lot-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-status')));
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses).not.toContain('sold');
  expect(statuses).toEqual([...statuses].sort((a, b) => Number(b === 'free') - Number(a === 'free')));
  // The similar flats come before the sold flat's layout and parameters.
  const order = await page.evaluate(() => {
    const similarTop = document.querySelector('#similar')?.getBoundingClientRect().top ?? 0;
    const layoutTop = document.querySelector('[data-testid="lot-plan"]')?.getBoundingClientRect().top ?? 0;
    return similarTop < layoutTop;
  });
  expect(order).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('a booked flat: "Забронирована" in the first screen with the callback', async ({ page }) => {
  await page.goto(`/lots/${apartmentWithStatus('booked')}`);
  await expect(page.getByTestId('lot-status').first()).toHaveText('Забронирована');
  await expect(page.getByTestId('lot-status').first()).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Заказать звонок' })).toBeVisible();
  await expect(page.getByTestId('lot-detail-price')).toBeVisible();
});

test('a premise, a parking place and a storeroom are named as what they are; a sold one’s first screen is the phone’s width', { tag: '@phone' }, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the same text at every width; the width is checked on a phone');
  await page.goto(`/lots/${lotWithStatus('commercial', 'sold')}`);
  await expect(page.getByTestId('lot-status').first()).toHaveText('Продано');
  const main = page.getByRole('main');
  await expect(main).toContainText('Это помещение уже продано. Ниже — похожие помещения, которые можно купить.');
  await expect(page.getByRole('link', { name: 'Все помещения в продаже' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Похожие помещения в продаже' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Помещение', exact: true })).toBeAttached();
  // The name and the summary span the page's column, as an unsold lot's do (they took 8 of 12 columns).
  const [facts, column] = await page.evaluate(() => {
    const top = document.querySelector('section[aria-labelledby="lot-title"]')!;
    const style = getComputedStyle(top);
    return [document.querySelector('[data-testid="lot-facts"]')!.getBoundingClientRect().width, top.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)];
  });
  expect(facts).toBeGreaterThan(column - 2);

  await page.goto(`/lots/${lotWithStatus('parking', 'booked')}`);
  await expect(page.getByTestId('lot-status').first()).toHaveText('Забронировано');
  await expect(main).toContainText('Машино-место забронировано другим покупателем.');
  await expect(page.getByTestId('lot-facts')).toContainText(/−[12], подземный/);
  await expect(main).not.toContainText('Без отделки');
  await expect(page.getByRole('img', { name: /^Машино-место \d,\d м × \d,\d м, \d+,\d м²$/ }).first()).toBeAttached();

  await page.goto(`/lots/${lotWithStatus('storerooms', 'free')}`);
  await page.getByRole('button', { name: 'Забронировать онлайн' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Кладовая закрепляется за вами');
  await expect(page.getByRole('dialog')).toContainText('Другие покупатели видят её забронированной.');

  // The parking places' table has no columns of dashes (rooms, finish), the flats' has both; compare names what it holds.
  for (const [type, columns] of [['parking', 0], ['apartments', 1]] as const) {
    await page.goto(`/lots/params/${type}/?view=table`);
    await expect(page.getByTestId('lot-row').first()).toBeAttached();
    await expect(page.locator('thead th', { hasText: /^Комнат$/ })).toHaveCount(columns);
    await expect(page.locator('thead th', { hasText: /^Отделка$/ })).toHaveCount(columns);
  }
  await page.context().addCookies([{ name: 'compare', value: encodeURIComponent(JSON.stringify([{ id: lotWithStatus('parking', 'free') }])), url: new URL('/', page.url()).href }]);
  await page.goto('/favorites/compare');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сравнение машино-мест');
});

test('the print view of a sold flat says so instead of a price', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the print sheet is the same at every width');
  const id = apartmentWithStatus('sold');
  const lot = await (await page.request.get(`/api/realty_item/${id}/`)).json();
  await page.goto(`/print?id=${id}`);
  await expect(page.getByTestId('lot-status')).toHaveText('Продана');
  const text = (await page.locator('body').innerText()).replace(/\s/g, '');
  expect(text).toContain('Продана');
  expect(text).not.toContain(`${lot.price}₽`);
});

test('lot numbers go with their building and section wherever lots of several buildings meet', async ({ page, isMobile }) => {
  await page.goto(`${CATALOG}?rooms=2`);
  const card = catalogView(page).getByTestId('lot-card').first();
  await expect(card).toContainText(/корпус \d+, секция \d+/);
  await expect(card.getByRole('link', { name: /№ \d+, корпус \d+, секция \d+/ })).toBeVisible();
  if (!isMobile) {
    await page.goto(`${CATALOG}?rooms=2&view=table`);
    const names = await catalogView(page).getByTestId('lot-row').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
    await expect(catalogView(page).getByTestId('lot-row').first()).toContainText(/корп\.\s\d+, секц\.\s\d+/);
  }
});

test('the retail page\'s "в продаже" count is the list its link opens', async ({ page }) => {
  await page.goto('/retail');
  const heading = page.getByRole('heading', { level: 2, name: /^\d+ помещени\S* в продаже$/ });
  const count = Number((await heading.textContent())?.match(/^(\d+)/)?.[1]);
  expect(count).toBeGreaterThan(0);
  const section = page.locator('section', { has: heading });
  await expect(section.getByTestId('lot-card')).toHaveCount(Math.min(count, 8));
  await section.getByRole('link', { name: 'Смотреть помещения' }).click();
  await expect(page).toHaveURL(/\/lots\/params\/commercial\/?$/);
  expect(await resultCount(page)).toBe(count);
});
