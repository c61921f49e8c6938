import { test, expect, allowConsoleErrors } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PAGE_ROUTES } from './support/routes';
import { withLists } from './support/lists';
import { cspViolations, recordCspViolations } from './support/csp';
import { findBadLineBreaks, findPlainSpaces } from './support/line-breaks';
import { sidewaysOverflow, tablesPastTheirColumn } from './support/overflow';
import { webFontsInUse, withWebFonts } from './support/fonts';
import { repeatedPictures } from './support/images';

/**
 * One visit per route and width checks what every page owes: the server HTML, the heading and title, axe,
 * no picture twice, no sideways scroll, no CSP violation (and, through the fixtures, no console error); on the phone, where
 * lines wrap most, no line break the typography rule forbids (issue 13). Favourites and compare hold lots.
 */
test.describe('every route is server-rendered with its heading and title', { tag: '@phone' }, () => {
  for (const route of PAGE_ROUTES) {
    test(`${route.path}`, async ({ page, isMobile, baseURL }) => {
      await withLists(page, baseURL);
      // The typography check below reads the lines as the web fonts set them.
      await withWebFonts(page);
      await recordCspViolations(page);
      // The server's HTML as the browser received it (one render of the page, not a second request for it).
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<html lang="ru"');
      expect(html).toMatch(/<h1[^>]*>/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(/\S/);
      expect(await cspViolations(page), 'CSP violations').toEqual([]);
      await expectNoSeriousA11yViolations(page);
      expect(await findPlainSpaces(page), 'plain spaces the typography rule makes no-break').toEqual([]);
      expect(await repeatedPictures(page), 'no picture twice on a page').toEqual([]);
      expect(await sidewaysOverflow(page), 'no horizontal scroll').toEqual({ overflow: 0, past: [] });
      if (isMobile) {
        await webFontsInUse(page);
        expect(await findBadLineBreaks(page), 'line breaks the typography rule forbids').toEqual([]);
      }
    });
  }
});

// SPEC §9's tablet, which the visits above (375 and 1440 px) pass over: one page goes round every route.
test('at a tablet\'s 768 px no route scrolls sideways or cuts a table off', async ({ page, isMobile, baseURL }) => {
  test.skip(isMobile, 'a tablet width, in the desktop project');
  await withLists(page, baseURL);
  await page.setViewportSize({ width: 768, height: 1024 });
  for (const route of PAGE_ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.heading);
    expect(await sidewaysOverflow(page), route.path).toEqual({ overflow: 0, past: [] });
    expect(await tablesPastTheirColumn(page), route.path).toEqual([]);
  }
});

test.describe('unknown routes are real 404s with the not-found page', () => {
  // '/news?page=99' redirects to /news/page/99, which does not exist.
  const NOT_FOUND = ['/no-such-page', '/lots/a/b/c', '/lots/params/unknown-type/', '/lots/unknown/apartments', '/lots/999999', '/news/no-such-news', '/news/page/99', '/news?page=99', '/print?id=999999'];
  const IN_BROWSER = ['/no-such-page', '/lots/999999', '/news/page/99'];
  for (const path of NOT_FOUND) {
    test(path, async ({ page, request }) => {
      // Complete in the server HTML (no JavaScript needed): the heading, the header with the phone, status 404.
      const answer = await request.get(path);
      expect(answer.status()).toBe(404);
      const html = (await answer.text()).replace(/<script[\s\S]*?<\/script>/g, '');
      expect(html).not.toContain('__next_error__');
      expect(html).toMatch(/<h1[^>]*>Страница не\sнайдена<\/h1>/);
      expect(html).toContain('<header');
      expect(html).toMatch(/href="tel:\+7\d{10}"/);
      expect(html).toContain('name="robots" content="noindex"');

      // In the browser once per kind of route (a route of its own, a lot, a news page): the rest are the same page.
      if (!IN_BROWSER.includes(path)) return;
      // The browser itself logs the 404 of the document it was asked to open.
      allowConsoleErrors(page, new RegExp(`status of 404 \\(Not Found\\) \\(http://[^/]+(${path.replace(/[?]/g, '\\?')}|/news/page/99)\\)`));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
      await expect(page.getByText('This page could not be found')).toBeVisible();
      await expect(page.getByText(/Постройте новый маршрут через меню/)).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('the catalogue\'s short alias redirects permanently to its one address, the query kept', async ({ request }) => {
  const ALIASES: ReadonlyArray<[from: string, to: string]> = [
    ['/lots/apartments', '/lots/params/apartments/'],
    ['/lots/apartments?rooms=2&building=1', '/lots/params/apartments/?rooms=2&building=1'],
    ['/lots/commercial/', '/lots/params/commercial/'],
  ];
  for (const [from, to] of ALIASES) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location, from).toBe(to);
  }
});
