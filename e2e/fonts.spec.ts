import { test, expect } from './support/fixtures';
import { apartmentWithStatus } from './support/cms-db';

test('fonts: one preloaded file a family carries a Russian page (letters, digits, punctuation, ₽); the rest of Cyrillic loads only when text has it', async ({ page }) => {
  const fonts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(new URL(response.url()).pathname);
  });
  await page.goto(`/lots/${apartmentWithStatus('free')}`);
  await expect(page.getByText(/₽/).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);

  const preloaded = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href') ?? '', location.href).pathname));
  expect(preloaded).toHaveLength(2);
  expect(preloaded.every((path) => /russian_latin/.test(path))).toBe(true);
  expect([...new Set(fonts)].sort()).toEqual([...preloaded].sort());

  // A Ukrainian name in the text: the sans's other Cyrillic file is fetched for it, and nothing else.
  await page.evaluate(() => {
    const note = document.createElement('p');
    note.textContent = 'Київська область';
    document.querySelector('main')?.append(note);
  });
  await expect.poll(() => fonts.filter((path) => /cyrillic_other/.test(path)).length).toBe(1);
});
