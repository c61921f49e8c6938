import type { Page } from '@playwright/test';

/**
 * The page in the web fonts from its first paint, as for a visitor whose browser has them (lib/fonts/web-fonts.ts):
 * call before the page is opened; `webFontsInUse` then waits until they are drawn.
 */
export async function withWebFonts(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('web-fonts', 'loaded'));
}

/** Waits until the page is in the web fonts (`data-fonts` on <html>) and they are drawn. */
export async function webFontsInUse(page: Page): Promise<void> {
  await page.locator('html[data-fonts]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
}
