import { test, expect } from './support/fixtures';

test.describe('the harness itself', () => {
  // Expected to fail: proves that a console error on a page fails the test that caused it.
  test.fail('a console error fails the test', async ({ page }) => {
    await page.goto('/contacts');
    await page.evaluate(() => console.error('намеренная ошибка для проверки тестов'));
  });

  test.fail('an uncaught page error fails the test', async ({ page }) => {
    await page.goto('/contacts');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('намеренное исключение для проверки тестов');
      }, 0);
    });
    await page.waitForTimeout(100);
  });

  test('a page without errors passes', async ({ page }) => {
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
