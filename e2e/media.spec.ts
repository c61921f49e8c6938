import { test, expect } from './support/fixtures';
import { apartmentWithStatus } from './support/cms-db';

/** The pictures a page's HTML links from the CMS. */
const mediaIn = (html: string) => [...html.matchAll(/src="(\/api\/media\/[^"]+)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));

test.describe('pictures from the CMS', () => {
  test.skip(({ isMobile }) => isMobile, 'server answers: one project is enough');

  test('are versioned URLs answered gzipped and immutable, so a phone and a CDN keep them', async ({ request }) => {
    const pages = ['/', `/lots/${apartmentWithStatus('free')}`];
    const urls = new Set<string>();
    for (const path of pages) {
      const found = mediaIn(await (await request.get(path)).text());
      expect(found.length, `pictures on ${path}`).toBeGreaterThan(0);
      found.forEach((url) => urls.add(url));
    }
    for (const url of urls) {
      expect(url).toMatch(/\.v[0-9a-z]+\.(svg|webp|jpg)(\?|$)/);
      const response = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
      if (/\.svg(\?|$)/.test(url)) {
        // Drawings are text: compressed on the way. Rasters (WebP, JPEG) are compressed already.
        expect(response.headers()['content-type'], url).toBe('image/svg+xml');
        expect(response.headers()['content-encoding'], url).toBe('gzip');
        expect(await response.text(), url).toMatch(/^<svg/);
      } else {
        expect(response.headers()['content-type'], url).toMatch(/^image\/(webp|jpeg)$/);
        expect((await response.body()).length, url).toBeGreaterThan(1000);
      }
    }
    expect([...urls].some((url) => url.endsWith('.webp')), 'the home page pictures are WebP').toBe(true);
  });

  test('a page downloads only its own pictures: prefetched links do not fetch other pages\' pictures', async ({ page }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/api/media/')) pictures.push(new URL(request.url()).pathname);
    });
    // /contacts links home (logo, breadcrumbs) and the catalogue; both pages open on a high-priority picture.
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500);
    expect(pictures.filter((path) => path.includes('/facades/') || path.includes('/layouts/'))).toEqual([]);
  });
});
