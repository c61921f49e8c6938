import type { Page } from '@playwright/test';
import { test, expect, allowConsoleErrors } from './support/fixtures';
import { apartmentWithStatus, withCmsDb } from './support/cms-db';

/** The pictures a page's HTML links from the CMS. */
const mediaIn = (html: string) => [...html.matchAll(/src="(\/api\/media\/[^"]+)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));

test.describe('pictures from the CMS', () => {
  test.skip(({ isMobile }) => isMobile, 'server answers: one project is enough');

  // Compressed on the way by nginx (e2e/cluster.spec.ts: drawings through nginx).
  test('are versioned URLs answered immutable, so a phone and a CDN keep them', async ({ request }) => {
    const pages = ['/', `/lots/${apartmentWithStatus('free')}`];
    const urls = new Set<string>();
    for (const path of pages) {
      const found = mediaIn(await (await request.get(path)).text());
      expect(found.length, `pictures on ${path}`).toBeGreaterThan(0);
      found.forEach((url) => urls.add(url));
    }
    for (const url of urls) {
      expect(url).toMatch(/\.v[0-9a-z]+\.(svg|webp|jpg)(\?|$)/);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
      if (/\.svg(\?|$)/.test(url)) {
        expect(response.headers()['content-type'], url).toBe('image/svg+xml');
        expect(await response.text(), url).toMatch(/^<svg/);
      } else {
        expect(response.headers()['content-type'], url).toMatch(/^image\/(webp|jpeg)$/);
        expect((await response.body()).length, url).toBeGreaterThan(1000);
      }
    }
  });

  test('raster pictures come resized for the screen, as AVIF or WebP, kept a year', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const hero = /<img[^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0] ?? '';
    const srcset = (/srcSet="([^"]+)"/.exec(hero)?.[1] ?? '').replaceAll('&amp;', '&');
    const widths = [...srcset.matchAll(/ (\d+)w/g)].map((match) => Number(match[1]));
    expect(widths, 'the hero offers several widths').toEqual(expect.arrayContaining([640, 828, 1600]));
    expect(hero).toMatch(/sizes="[^"]*100vw/);

    const url = srcset.split(', ').find((entry) => entry.endsWith(' 828w'))?.split(' ')[0] ?? '';
    expect(url).toMatch(/^\/_next\/image\?url=%2Fapi%2Fmedia%2Fviews%2Fhero\.v[0-9a-f]+\.webp&w=828&q=75$/);
    for (const [accept, type] of [['image/avif,image/webp,*/*', 'image/avif'], ['image/webp,*/*', 'image/webp']] as const) {
      const response = await request.get(url, { headers: { accept } });
      expect(response.status(), accept).toBe(200);
      expect(response.headers()['content-type'], accept).toBe(type);
      expect(response.headers()['cache-control'], accept).toBe('public, max-age=31536000, must-revalidate');
      expect((await response.body()).length, accept).toBeGreaterThan(1000);
    }
    expect((await request.get(url.replace('&w=828', '&w=829'))).status(), 'only the configured widths').toBe(400);
    expect((await request.get('/_next/image?url=%2Fapi%2Fsettings%2F&w=828&q=75')).status(), 'only media').toBe(400);

  });

  // Art direction: a screen held upright gets the render composed upright, at its own width, and downloads one
  // version only (a preload per version, each for its own screens). The screen is the viewport, as on a phone:
  // Chromium's preload scanner reads `sizes` against the emulated screen.
  for (const { screen, width, height, scale, version, w } of [
    // Dense phones get the render at about 2× (lib/config/image-sizes.ts, fullBleed): 828 px, where 100vw gave 1080–1600.
    { screen: 'a phone', width: 375, height: 812, scale: 2.625, version: 'hero-portrait', w: '828' },
    { screen: 'a large phone at 3×', width: 430, height: 932, scale: 3, version: 'hero-portrait', w: '828' },
    { screen: 'a tablet held upright', width: 768, height: 1024, scale: 2, version: 'hero-portrait', w: '1600' },
    { screen: 'a laptop', width: 1280, height: 800, scale: 1, version: 'hero', w: '1280' },
  ]) {
    test(`${screen} (${width}×${height}) downloads the ${version === 'hero' ? 'landscape' : 'upright'} hero alone, for its width`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height }, screen: { width, height }, deviceScaleFactor: scale, isMobile: scale > 1 });
      const page = await context.newPage();
      const heroes: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('%2Fviews%2Fhero')) heroes.push(request.url());
      });
      await page.goto('/');
      const hero = page.locator('img[fetchpriority="high"]');
      await expect(hero).toHaveJSProperty('complete', true);
      const shown = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc), 'http://site');
      expect(shown.searchParams.get('url')).toMatch(new RegExp(`^/api/media/views/${version}\\.v[0-9a-f]+\\.webp$`));
      expect(shown.searchParams.get('w')).toBe(w);
      await page.waitForLoadState('networkidle');
      expect(heroes.map((url) => new URL(url).searchParams.get('url')?.split('/').at(-1)?.split('.')[0]), 'one version, once').toEqual([version]);
      await context.close();
    });
  }

  test('a page downloads only its own pictures: prefetched links do not fetch other pages\' pictures', async ({ page }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      // A card's layout comes as /api/plan-markup?src=/api/media/layouts/… (lib/lots/plan-thumbnail.ts): read both.
      const url = new URL(request.url());
      if (request.resourceType() === 'image') pictures.push(url.searchParams.get('src') ?? url.pathname);
    });
    // /contacts links home (logo, breadcrumbs) and the catalogue; both pages open on a high-priority picture.
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    expect(pictures.filter((path) => path.includes('/views/hero.') || path.includes('/layouts/'))).toEqual([]);
  });
});

/** The paths Next's router prefetches from `page` from now on, as they are asked for. */
function routerPrefetches(page: Page): string[] {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
  });
  return prefetched;
}

test('home and the privacy policy are prefetched on intent, a catalogue card\'s lot on sight; a card\'s layout has no labels', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a pointer over the logo: one project is enough');
  const prefetched = routerPrefetches(page);
  await page.goto('/lots/params/apartments/');
  const card = page.getByTestId('lot-card').first();
  const lot = await card.getAttribute('data-lot-id');
  // Next prefetches the visible links in the order it meets them: the logo and the cookie notice's link came first.
  await expect.poll(() => prefetched, { message: 'the first card\'s lot, the likely next page, is prefetched on sight' }).toContain(`/lots/${lot}`);
  expect(prefetched.filter((path) => path === '/' || path === '/privacy')).toEqual([]);

  const layout = card.locator('img').first();
  await expect(layout).toHaveJSProperty('complete', true);
  expect(await layout.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const thumbnail = await page.request.get(new URL(await layout.evaluate((img: HTMLImageElement) => img.currentSrc)).href);
  expect(thumbnail.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  const drawing = await thumbnail.text();
  expect(drawing).toMatch(/^<svg [^>]*viewBox=/);
  expect(drawing).not.toContain('<text');

  const logo = page.getByRole('link', { name: /на главную/ });
  await logo.hover();
  await expect.poll(() => prefetched, { message: 'the pointer over the logo prefetches home' }).toContain('/');
  await logo.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// The footer links every section, the tour too. A route's stylesheet is preloaded by each prefetch of the route: the
// tour's (its 360° viewer's) was fetched by every page scrolled to its footer, and Chrome warned that it went unused.
test('a page scrolled to its footer preloads no stylesheet it does not use, the tour prefetched with it', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the same footer: one project is enough');
  const prefetched = routerPrefetches(page);
  await page.goto('/contacts');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => prefetched, { message: 'the footer\'s link to the tour is prefetched on sight' }).toContain('/tour');
  await page.waitForLoadState('networkidle');
  const unused = await page.evaluate(() => {
    const applied = new Set([...document.styleSheets].map((sheet) => sheet.href));
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')].map((link) => link.href).filter((href) => !applied.has(href));
  });
  expect(unused).toEqual([]);
});

test.describe('files in the CMS\'s media never run script on the site', () => {
  test.skip(({ isMobile }) => isMobile, 'server answers and one browser: one project is enough');

  const SVG = 'e2e/hostile.svg';
  const HTML = 'e2e/hostile.html';
  const TEXT = 'e2e/notes.txt';
  // What a planted script would do: mark the document, read the CSRF cookie and remember it where the site can see.
  const SCRIPT = "document.documentElement.setAttribute('data-ran','1');try{localStorage.setItem('planted',document.cookie||'ran')}catch(e){}";

  test.beforeAll(() => {
    // A CMS that took such files (the embedded one refuses HTML: cms/seed/media-rows.ts); written straight into its table.
    withCmsDb((db) => {
      const insert = db.prepare('INSERT OR REPLACE INTO media (path, content_type, body, hash) VALUES (?, ?, ?, ?)');
      insert.run(SVG, 'image/svg+xml', `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#a07a4a"/><script>${SCRIPT}</script></svg>`, 'e2e1');
      insert.run(HTML, 'text/html', `<!doctype html><p>hostile</p><script>${SCRIPT}</script>`, 'e2e2');
      insert.run(TEXT, 'text/plain', 'plain notes', 'e2e3');
    }, { write: true });
  });
  test.afterAll(() => withCmsDb((db) => db.prepare('DELETE FROM media WHERE path IN (?, ?, ?)').run(SVG, HTML, TEXT), { write: true }));

  test('an SVG keeps its drawing and loses its script; HTML is refused; other files download', async ({ page, request }) => {
    // The browser reports what it blocked: that is the point.
    allowConsoleErrors(page, /Blocked script execution in '[^']*\/api\/media\/e2e\/hostile\.svg'|status of 403 \(Forbidden\) \([^)]*hostile\.html\)/);
    const svg = await request.get(`/api/media/${SVG}`);
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(svg.headers()['x-content-type-options']).toBe('nosniff');
    expect(svg.headers()['content-disposition']).toBeUndefined();
    const html = await request.get(`/api/media/${HTML}`);
    expect(html.status()).toBe(403);
    expect(html.headers()['content-type']).toMatch(/^application\/json/);
    const text = await request.get(`/api/media/${TEXT}`);
    expect(text.status()).toBe(200);
    expect(text.headers()['content-disposition']).toBe('attachment; filename="notes.txt"');
    expect(text.headers()['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");

    await page.goto('/');
    await page.goto(`/api/media/${SVG}`);
    await expect(page.locator('rect')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-ran'))).toBeNull();
    await page.goto(`/api/media/${HTML}`);
    await expect(page.locator('body')).not.toContainText('hostile');
    await page.goto('/');
    expect(await page.evaluate(() => localStorage.getItem('planted')), 'no script of a CMS file ran at the site\'s origin').toBeNull();
  });
});
