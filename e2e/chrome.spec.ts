import { test, expect } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openCallbackPanel } from './support/callback';
import { ONE_QUEUE_PORT } from '../playwright.config';

test.describe('site chrome: menu', () => {
  test('opens from the menu button, closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/contacts');
    const button = page.getByRole('button', { name: 'Меню' });
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Контакты' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('keeps focus inside while open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Меню' }).click();
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await expect(menu).toBeVisible();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
  });

  test('closes on a route change', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Меню' }).click();
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await menu.getByRole('link', { name: 'Новости' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости');
    await expect(menu).toBeHidden();
  });

  test('offers the booklet of the shown queue for download', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Меню' }).click();
    await expect(page.getByRole('link', { name: /Скачать буклеты проекта/ })).toHaveAttribute('href', /booklet-1\.pdf$/);
  });
});

test.describe('site chrome: queue dropdown', () => {
  test('shows on desktop with two queues, with a tooltip gone after 3 s; hidden on mobile', async ({ page, isMobile }) => {
    await page.goto('/contacts');
    const queue = page.getByRole('button', { name: /Очередь строительства/ });
    if (isMobile) {
      await expect(queue).toBeHidden();
      return;
    }
    await expect(queue).toBeVisible();
    const tooltip = page.getByRole('status').filter({ hasText: 'Показана первая очередь' });
    await expect(tooltip).toBeVisible();
    await page.waitForTimeout(3200);
    await expect(tooltip).toHaveCount(0);
    await queue.click();
    await page.getByRole('button', { name: '2 очередь' }).click();
    await expect(queue).toHaveAccessibleName('Очередь строительства: 2 очередь');
  });

  test('is not there when the complex has one queue', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the dropdown is desktop-only anyway');
    await page.goto(`http://127.0.0.1:${ONE_QUEUE_PORT}/contacts`);
    await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Очередь строительства/ })).toHaveCount(0);
  });
});

test.describe('site chrome: header, footer, banner', () => {
  test('the cookie banner stays accepted after a reload', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Уведомление о cookie' });
    await expect(banner).toContainText('рекомендательные технологии');
    await banner.getByRole('button', { name: 'Принять' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByRole('region', { name: 'Уведомление о cookie' })).toHaveCount(0);
  });

  test('favourites and compare counters are right in the server HTML', async ({ page, context, request, baseURL }) => {
    const favorites = JSON.stringify([{ id: 1, type: 'apartments' }, { id: 2, type: 'apartments' }]);
    const compare = JSON.stringify([{ id: 1 }, { id: 2 }, { id: 3 }]);
    const html = await (await request.get('/contacts', { headers: { cookie: `favorites=${encodeURIComponent(favorites)}; compare=${encodeURIComponent(compare)}` } })).text();
    expect(html).toMatch(/data-testid="favorites-count"[^>]*>2</);
    expect(html).toMatch(/data-testid="compare-count"[^>]*>3</);

    await context.addCookies([{ name: 'favorites', value: encodeURIComponent(favorites), url: baseURL }]);
    await page.goto('/contacts');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Избранное: 2' })).toBeVisible();
  });

  test('a garbage favourites cookie still renders with no counter', async ({ request }) => {
    const response = await request.get('/', { headers: { cookie: 'favorites=%7Bnot-json; compare=[1,2' } });
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain('data-testid="favorites-count"');
  });

  test('the phone is a tel: link in the +7 (XXX) XXX-XX-XX format', async ({ page, isMobile }) => {
    await page.goto('/');
    const phone = isMobile ? page.getByRole('link', { name: /^Позвонить/ }) : page.getByRole('banner').getByRole('link', { name: '+7 (495) 120-45-67' });
    await expect(phone).toHaveAttribute('href', 'tel:+74951204567');
  });

  test('the logo links home except on home', async ({ page }) => {
    await page.goto('/contacts');
    await page.getByRole('link', { name: /на главную/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: /на главную/ })).toHaveCount(0);
  });

  test('the footer map link goes to /contacts', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Посмотреть на карте' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты');
  });

  test('the leave-request button opens the callback panel', async ({ page, isMobile }) => {
    await page.goto('/');
    const panel = await openCallbackPanel(page, isMobile);
    await expect(panel.getByRole('heading', { name: 'Заказать звонок' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('a construction camera opens in a modal', async ({ page, isMobile }) => {
    test.skip(isMobile, 'the cameras dropdown is in the desktop header');
    await page.goto('/');
    await page.getByRole('button', { name: 'Камеры на стройке' }).click();
    await page.getByRole('button', { name: /Камера 2/ }).click();
    const dialog = page.getByRole('dialog', { name: /Камера 2/ });
    await expect(dialog.getByRole('img')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
