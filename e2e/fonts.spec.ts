import type { Page } from '@playwright/test';
import { test, expect, allowConsoleErrors } from './support/fixtures';
import { apartmentWithStatus } from './support/cms-db';
import { webFontsInUse } from './support/fonts';

const FALLBACK_SERIF = /^"?Cormorant Fallback/;
const WEB_SERIF = /^"?serif"?,/;

test.describe('fonts', () => {
  test("a first visit reads in the matched fallbacks and fetches one file a family after the page's load; the next page is in the web fonts from its first paint", async ({ page }) => {
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
    });
    await recordFontsAtParse(page);
    await page.goto(`/lots/${apartmentWithStatus('free')}`);
    await expect(page.getByText(/₽/).first()).toBeVisible();
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    expect(await fontsAtParse(page)).toEqual({ webFonts: false, heading: expect.stringMatching(FALLBACK_SERIF) });

    // After the load: the two files, and nothing else, are fetched and the browser remembers it has them.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('web-fonts'))).toBe('loaded');
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const files = performance.getEntriesByType('resource').filter((entry) => /\.woff2$/.test(new URL(entry.name).pathname));
      return { load: navigation.loadEventStart, starts: files.map((entry) => entry.startTime) };
    });
    expect(timing.starts).toHaveLength(2);
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.load);
    expect([...new Set(fonts)]).toHaveLength(2);
    expect(fonts.every((path) => /russian_latin/.test(path))).toBe(true);
    // The page being read does not change its fonts (a heading set anew could wrap differently and move the page).
    const heading = page.getByRole('heading', { level: 1 });
    await expect(page.locator('html')).not.toHaveAttribute('data-fonts');
    expect(await heading.evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(FALLBACK_SERIF);

    // The next page by a link is drawn in the web fonts.
    await page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Главная' }).click();
    await expect(page).toHaveURL(/\/$/);
    await webFontsInUse(page);
    expect(await heading.evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(WEB_SERIF);
    expect(await page.evaluate(() => document.fonts.check("500 1em 'serif'") && document.fonts.check("400 1em 'sans'"))).toBe(true);

    // A Ukrainian name in the text: the sans's other Cyrillic file is fetched for it, and nothing else.
    await page.evaluate(() => {
      const note = document.createElement('p');
      note.textContent = 'Київська область';
      document.querySelector('main')?.append(note);
    });
    await expect.poll(() => fonts.filter((path) => /cyrillic_other/.test(path)).length).toBe(1);

    // A new load: in the web fonts before anything but the document has come.
    await page.goto('/');
    expect(await fontsAtParse(page)).toEqual({ webFonts: true, heading: expect.stringMatching(WEB_SERIF) });
  });

  test('fonts that fail to load leave the text in the fallbacks, and the next page does not count on them', async ({ page }) => {
    await page.route(/\.woff2$/, (route) => route.abort());
    allowConsoleErrors(page, /Failed to load resource: net::ERR_FAILED .*\.woff2\)$/);
    await recordFontsAtParse(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\.woff2$/.test(entry.name)).length)).toBe(2);
    await page.goto('/news');
    expect(await page.evaluate(() => localStorage.getItem('web-fonts'))).toBeNull();
    expect(await fontsAtParse(page)).toEqual({ webFonts: false, heading: expect.stringMatching(FALLBACK_SERIF) });
  });
});

/** Records, when the document has been parsed (before any picture or script has loaded), whether <html> carries data-fonts and the heading's font stack. */
async function recordFontsAtParse(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('h1');
      (window as unknown as { fontsAtParse: unknown }).fontsAtParse = { webFonts: document.documentElement.hasAttribute('data-fonts'), heading: heading ? getComputedStyle(heading).fontFamily : null };
    });
  });
}

function fontsAtParse(page: Page) {
  return page.evaluate(() => (window as unknown as { fontsAtParse: unknown }).fontsAtParse);
}
