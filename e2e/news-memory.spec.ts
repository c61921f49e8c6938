import { test, expect } from './support/fixtures';

/** SPEC §4: between the news list and an article the news page and id are kept; any other route change resets them. */
test('an article opened on page 3: "Все новости" returns to page 3, at that article', async ({ page }) => {
  // An old ?page=3 link lands on the page's own address.
  await page.goto('/news?page=3');
  await expect(page).toHaveURL(/\/news\/page\/3$/);
  const card = page.locator('[data-card]').first();
  const code = await card.getAttribute('data-card');
  const title = (await card.getByRole('link').textContent()) ?? '';
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/news/${code}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByTestId('news-back').click();
  await expect(page).toHaveURL(/\/news\/page\/3$/);
  await expect(page.getByRole('navigation', { name: 'Страницы новостей' }).getByRole('link', { name: '3' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator(`[data-card="${code}"]`).getByRole('link')).toBeFocused();
});

test('after another route the news page is reset: "Все новости" goes to page 1', async ({ page }) => {
  await page.goto('/news/page/3');
  await page.locator('[data-card]').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/news\/(?!page\/)[^?]+$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Посмотреть на карте' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/news\/(?!page\/)[^?]+$/);
  await expect(page.getByTestId('news-back')).toHaveAttribute('href', /\/news$/);
  await page.getByTestId('news-back').click();
  await expect(page).toHaveURL(/\/news$/);
});

test('an article opened straight from a link leads to the first page', async ({ page }) => {
  await page.goto('/news/1');
  await expect(page.getByTestId('news-back')).toHaveAttribute('href', /\/news$/);
});
