import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { CATALOG } from './support/catalog';
import { webFontsInUse, withWebFonts } from './support/fonts';
import { withCmsDb } from './support/cms-db';
import { findBadLineBreaks } from './support/line-breaks';
import { COMPARED, withLists } from './support/lists';

/** Issue 13: typography, the site's own controls, tables on a phone, the lot page's first screen, overlays. */

/** A free apartment with a discount for the lot page. */
const DISCOUNTED = withCmsDb(
  (db) =>
    db.prepare(`SELECT id, price, old_price FROM lots WHERE type = 'apartments' AND status = 'free' AND old_price > price ORDER BY rooms DESC, id LIMIT 1`).get() as {
      id: number;
      price: number;
      old_price: number;
    },
);

// Every route of PAGE_ROUTES is checked on its own visit (routes.spec.ts); these are two more views.
test.describe('no line breaks the typography rule forbids (375 px)', { tag: '@phone' }, () => {
  for (const path of [`${CATALOG}?view=table`, `/lots/${DISCOUNTED.id}`]) {
    test(path, async ({ page, isMobile, baseURL }) => {
      test.skip(!isMobile, 'the phone is where lines wrap most');
      await withLists(page, baseURL);
      await withWebFonts(page);
      await page.goto(path);
      await webFontsInUse(page);
      expect(await findBadLineBreaks(page)).toEqual([]);
    });
  }
});

test('the sort select works by keyboard, with the roles of a select', async ({ page }) => {
  await page.goto(CATALOG);
  const sort = page.getByRole('combobox', { name: 'Сортировка' });
  await expect(sort).toHaveText('Рекомендуем');
  await expect(sort).toHaveAttribute('aria-expanded', 'false');
  await sort.focus();
  await page.keyboard.press('ArrowDown');
  const list = page.getByRole('listbox', { name: 'Сортировка' });
  await expect(list).toBeVisible();
  await expect(sort).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option')).toHaveCount(9);
  await expect(list.getByRole('option', { name: 'Рекомендуем' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(sort).toHaveAttribute('aria-activedescendant', (await list.getByRole('option', { name: 'Сначала дороже' }).getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/ordering=-price/);
  await expect(list).toBeHidden();
  await expect(sort).toBeFocused();
  await expect(sort).toHaveText('Сначала дороже');
  // Escape closes without choosing; End and Space choose the last option.
  await page.keyboard.press(' ');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(page).toHaveURL(/ordering=-price/);
  await page.keyboard.press('End');
  await page.keyboard.press(' ');
  await expect(page).toHaveURL(/ordering=-price_per_m2/);
  // And by pointer.
  await sort.click();
  await list.getByRole('option', { name: 'Площадь по возрастанию' }).click();
  await expect(page).toHaveURL(/ordering=area/);
  await expectNoSeriousA11yViolations(page);
});

test('the FAQ is an accordion: buttons in headings that show their answers, by keyboard', async ({ page }) => {
  await page.goto('/mortgage');
  const faq = page.getByRole('region', { name: /Вопросы и ответы|Частые вопросы/ }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Частые вопросы' }) }));
  const questions = faq.getByRole('heading', { level: 3 }).getByRole('button');
  expect(await questions.count()).toBeGreaterThan(2);
  const first = questions.first();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
  await expect(panel).toBeHidden();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expect(panel).toHaveRole('region');
  await expect(panel).toHaveAccessibleName((await first.textContent()) ?? '');
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press(' ');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  // The answers are in the server HTML (for search engines and before JavaScript).
  const html = await (await page.request.get('/mortgage')).text();
  expect(html).toContain('aria-controls');
  expect(html).toMatch(/role="region"[^>]*hidden/);
  await expectNoSeriousA11yViolations(page);
});

test.describe('tables on a phone: nothing cut off, no sideways scroll', { tag: '@phone' }, () => {
  for (const path of ['/mortgage', '/favorites/compare', `${CATALOG}?view=table`]) {
    test(path, async ({ page, isMobile, baseURL }) => {
      test.skip(!isMobile, 'a phone-width check');
      await withLists(page, baseURL);
      await page.goto(path);
      const table = page.locator('table').first();
      await expect(table).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'the page scrolls sideways').toBeLessThanOrEqual(0);
      const clipped = await table.evaluate((element) =>
        Array.from(element.querySelectorAll<HTMLElement>('th, td'))
          // A header row kept for screen readers only (rows shown as cards) is 1 px wide by design.
          .filter((cell) => cell.getClientRects().length > 0 && (cell.closest('thead')?.getBoundingClientRect().width ?? 2) > 1)
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => cell.textContent),
      );
      expect(clipped, 'cells whose content overflows them').toEqual([]);
      if (path === '/favorites/compare') {
        // Two lots beside the parameter names, whole, in the first screen's width.
        const heads = page.locator('thead th');
        await expect(heads).toHaveCount(1 + COMPARED.length);
        for (const index of [0, 1, 2]) {
          const box = await heads.nth(index).boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= 375 + 1, `column ${index} within the screen`).toBe(true);
        }
      } else {
        const outside = await table.evaluate((element) =>
          Array.from(element.querySelectorAll<HTMLElement>('tbody th, tbody td'))
            .map((cell) => cell.getBoundingClientRect())
            .filter((rect) => rect.width > 0 && (rect.left < -1 || rect.right > document.documentElement.clientWidth + 1)).length,
        );
        expect(outside, 'cells outside the screen').toBe(0);
      }
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('the lot page leads with the plan and the decision: price, discount, status, area and floor in the first screen', { tag: '@phone' }, async ({ page, isMobile }) => {
  await page.setViewportSize(isMobile ? { width: 375, height: 812 } : { width: 1440, height: 900 });
  await page.goto(`/lots/${DISCOUNTED.id}`);
  const height = isMobile ? 812 : 900;
  const percent = Math.max(1, Math.round(((DISCOUNTED.old_price - DISCOUNTED.price) / DISCOUNTED.old_price) * 100));
  const facts = page.getByTestId('lot-facts');
  const parts = {
    price: page.getByTestId('lot-detail-price'),
    discount: page.getByTestId('lot-detail-discount'),
    status: page.getByTestId('lot-status').first(),
    area: facts.getByText('Площадь'),
    floor: facts.getByText('Этаж'),
    // On a phone the plan leads (issue 45), and the monthly payment follows the price just below the first screen.
    ...(isMobile ? { plan: page.getByTestId('lot-media').getByTestId('lot-plan') } : { monthly: page.getByTestId('lot-detail-monthly') }),
  };
  await expect(parts.discount).toContainText(`−${percent} %`);
  await expect(parts.discount.locator('s')).toContainText(new Intl.NumberFormat('ru-RU').format(DISCOUNTED.old_price).replace(/\s/g, ' '));
  for (const [name, part] of Object.entries(parts)) {
    const box = await part.boundingBox();
    expect(box, `${name} is shown`).not.toBeNull();
    expect(box!.y + box!.height, `${name} within the first ${height} px`).toBeLessThanOrEqual(height);
  }
  // The long parameter table comes below, in groups.
  for (const group of ['Квартира', 'Дом', 'Цена', 'Отделка']) await expect(page.getByRole('heading', { level: 3, name: group, exact: true })).toBeVisible();
});

test('the menu button closes the menu it opened, by pointer and by keyboard', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/contacts');
  const button = page.getByRole('button', { name: 'Меню', exact: true });
  const menu = page.getByRole('dialog', { name: 'Меню' });
  await button.click();
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await button.click();
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  // Keyboard: the button is the first stop of the menu's Tab cycle.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
});

test('the queue tooltip covers no content and goes at the first interaction', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the header shows the queue select on a desktop only (SPEC §2)');
  await page.goto(`/lots/${DISCOUNTED.id}`);
  const tooltip = page.getByTestId('queue-tooltip');
  await expect(tooltip).toBeVisible();
  const covered = await tooltip.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    const hits: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom) hits.push(node.textContent.trim());
      }
    }
    return hits;
  });
  expect(covered).toEqual([]);
  await page.mouse.move(5, 500);
  await page.mouse.down();
  await page.mouse.up();
  await expect(tooltip).toBeHidden();
});

test.describe('the catalogue table fits a laptop: every column, the status and the toggles in view', () => {
  for (const width of [1024, 1280, 1440]) {
    test(`${width} px`, async ({ page, isMobile }) => {
      test.skip(isMobile, 'desktop widths');
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${CATALOG}?view=table&status=booked`);
      const region = page.getByRole('region', { name: 'Таблица лотов' });
      await expect(region.getByText('Забронирована').first()).toBeVisible();
      const cut = await region.evaluate((scroller) => {
        const box = scroller.getBoundingClientRect();
        return Array.from(scroller.querySelectorAll('th, td'))
          .map((cell) => cell.getBoundingClientRect())
          .filter((rect) => rect.right > box.right + 1 || rect.left < box.left - 1).length;
      });
      expect(cut, 'cells beyond the table box').toBe(0);
    });
  }
});
