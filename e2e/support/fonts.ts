import type { Page } from '@playwright/test';

/** Waits until the page has switched to the web fonts (`data-fonts` on <html>, lib/fonts/web-fonts-script.ts) and they are drawn. */
export async function webFontsInUse(page: Page): Promise<void> {
  await page.locator('html[data-fonts]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
}
