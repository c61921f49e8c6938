import { test, expect } from './support/fixtures';
import { apartmentWithStatus } from './support/cms-db';

test('fonts: two preloaded files of the Russian alphabet, the rest of Cyrillic only when used, the Latin cut to what Russian pages use, the rouble sign in a file of its own', async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
  });
  await page.goto(`/lots/${apartmentWithStatus('free')}`);
  await expect(page.getByText(/₽/).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  const preloaded = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(preloaded).toHaveLength(2);
  expect(preloaded.every((href) => /cyrillic_russian/.test(href))).toBe(true);
  expect(fonts.filter((path) => /cyrillic_other/.test(path))).toEqual([]);
  expect(fonts.some((path) => /rouble/.test(path))).toBe(true);
  expect(fonts.some((path) => /latin_basic/.test(path))).toBe(true);
  expect(fonts.filter((path) => /latin_ext|latin_wght|latin_500/.test(path))).toEqual([]);
});
