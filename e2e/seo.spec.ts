import { test, expect } from './support/fixtures';
import { withCmsDb } from './support/cms-db';
import { CATALOG } from './support/catalog';
import { YANDEX_REALTY_BUILDING_ID } from '../playwright.config';
import type { APIRequestContext, Page } from '@playwright/test';

// Search engines and pasted links (issue 17). Behaviour of the server's answers: once, on the desktop.
test.skip(({ isMobile }) => isMobile, 'server answers are the same on a phone');

const lot = () => withCmsDb((db) => db.prepare(`SELECT id, vendor_code FROM lots WHERE type = 'apartments' AND status = 'free' ORDER BY id LIMIT 1`).get() as { id: number; vendor_code: string });

async function redirectOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()['location'] ?? null };
}

const head = (page: Page) => ({
  canonical: () => page.locator('link[rel="canonical"]').getAttribute('href'),
  robots: () => page.locator('meta[name="robots"]').getAttribute('content'),
  meta: (property: string) => page.locator(`meta[property="${property}"], meta[name="${property}"]`).first().getAttribute('content'),
});

test('each alias of a page redirects once, permanently, to its one address', async ({ request }) => {
  const { id, vendor_code: code } = lot();
  const cases: Array<[string, string]> = [
    ['/contacts/', '/contacts'],
    ['/news/', '/news'],
    ['/mortgage/?x=1', '/mortgage?x=1'],
    [`/lots/${id}/`, `/lots/${id}`],
    [`/lots/${code}`, `/lots/${id}`],
    [`/lots/${code}/`, `/lots/${id}`],
    ['/lots/apartments', CATALOG],
    ['/lots/apartments/?rooms=2', `${CATALOG}?rooms=2`],
    ['/lots/params/apartments', CATALOG],
    ['/lots/params/apartments?rooms=2', `${CATALOG}?rooms=2`],
    ['/lots/genplan/apartments', '/lots/genplan/apartments/'],
  ];
  for (const [alias, target] of cases) {
    expect(await redirectOf(request, alias), alias).toEqual({ status: 308, location: target });
    expect((await request.get(target, { maxRedirects: 0 })).status(), `${target} answers itself`).toBe(200);
  }
});

/** The head's tags of a page as its server sends them (what a crawler reads): attributes of each meta and link. */
async function serverHead(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const tags = [...html.matchAll(/<(meta|link)\b([^>]*)>/g)].map((tag) => Object.fromEntries([...tag[2]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)])));
  const meta = (key: string) => tags.find((tag) => tag.property === key || tag.name === key)?.content ?? null;
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: tags.find((tag) => tag.rel === 'canonical')?.href ?? null,
    meta,
  };
}

// Read from the server's HTML, as a search engine and a link preview read it (fourteen full page loads in a browser
// ran past the minute a test has on a busy runner).
test('every page names its canonical address from SITE_URL, with a title and description of its own', async ({ request, baseURL }) => {
  const { id } = lot();
  const pages = ['/', '/contacts', '/mortgage', '/infrastructure', '/progress?type=gallery', '/news', '/tour', '/retail', '/team', '/furnish', '/privacy', CATALOG, '/lots/genplan/apartments/', `/lots/${id}`];
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of pages) {
    const head = await serverHead(request, path);
    // Next writes the home page's address without its slash: the same URL.
    expect(new URL(head.canonical ?? '').href, path).toBe(new URL(path, baseURL).href);
    expect(head.meta('robots'), path).toBe('index, follow');
    titles.add(head.title);
    descriptions.add(head.meta('description') ?? '');
    expect(new URL(head.meta('og:url') ?? '').href, path).toBe(new URL(path, baseURL).href);
    expect(head.meta('og:image'), path).toMatch(new RegExp(`^${baseURL}/`));
    expect(head.meta('twitter:card'), path).toBe('summary_large_image');
  }
  expect(titles.size).toBe(pages.length);
  expect(descriptions.size).toBe(pages.length);
});

test('a filtered list is noindex, follow with its canonical at the unfiltered list; a landing filter is indexed under its own title', async ({ page, baseURL }) => {
  for (const query of ['?price_max=20000000', '?rooms=2,3', '?rooms=2&ordering=-price', '?view=table']) {
    await page.goto(`${CATALOG}${query}`);
    expect(await head(page).robots(), query).toBe('noindex, follow');
    expect(await head(page).canonical(), query).toBe(`${baseURL}${CATALOG}`);
  }
  await page.goto(`${CATALOG}?rooms=2`);
  expect(await head(page).robots()).toBe('index, follow');
  expect(await head(page).canonical()).toBe(`${baseURL}${CATALOG}?rooms=2`);
  await expect(page).toHaveTitle('Двухкомнатные квартиры в новостройке у метро — Резиденция «Вереск»');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Двухкомнатные квартиры');

  await page.goto(`${CATALOG}?page=2`);
  expect(await head(page).canonical()).toBe(`${baseURL}${CATALOG}?page=2`);
  await expect(page).toHaveTitle(/— страница 2 — Резиденция «Вереск»$/);
});

test('a pasted lot link previews the lot: its own title, description and a 1200×630 PNG', async ({ page, request }) => {
  const { id } = lot();
  await page.goto(`/lots/${id}`);
  const title = await head(page).meta('og:title');
  expect(title).toMatch(/квартира №\s\d+|Студия №\s\d+/);
  expect(await head(page).meta('og:description')).toMatch(/м², этаж \d+\sиз\s\d+/);
  const image = await head(page).meta('og:image');
  expect(image).toMatch(new RegExp(`/og/lot/${id}$`));
  const png = await request.get(image ?? '');
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  const bytes = await png.body();
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  // IHDR: width and height, big-endian, at bytes 16 and 20.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  expect((await request.get('/og/page/contacts')).headers()['content-type']).toBe('image/png');
  expect((await request.get('/og/lot/99999999')).status()).toBe(404);
});

test('sitemap.xml lists every lot on sale and every news item and parses; robots.txt points to it and keeps private pages out', async ({ page, request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const path of ['/favorites', '/favorites/compare', '/print', '/api/']) expect(robots).toContain(`Disallow: ${path}`);

  const xml = await (await request.get('/sitemap.xml')).text();
  const free = withCmsDb((db) => db.prepare(`SELECT id, updated_at FROM lots WHERE status = 'free'`).all() as Array<{ id: number; updated_at: string }>);
  const news = withCmsDb((db) => db.prepare('SELECT code, date FROM news').all() as Array<{ code: string; date: string }>);
  await page.goto('/robots.txt');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return { error: doc.querySelector('parsererror')?.textContent ?? null, urls: [...doc.querySelectorAll('url')].map((url) => ({ loc: url.querySelector('loc')?.textContent ?? '', lastmod: url.querySelector('lastmod')?.textContent ?? null })) };
  }, xml);
  expect(parsed.error).toBeNull();
  const locs = new Set(parsed.urls.map((url) => url.loc));
  const lastmods = new Map(parsed.urls.map((url) => [url.loc, url.lastmod]));
  for (const { id, updated_at } of free) {
    expect(locs.has(`${baseURL}/lots/${id}`), `lot ${id}`).toBe(true);
    expect(lastmods.get(`${baseURL}/lots/${id}`), `lot ${id}: lastmod`).toBe(updated_at.slice(0, 10));
  }
  for (const item of news) {
    const entry = parsed.urls.find((url) => url.loc === `${baseURL}/news/${encodeURIComponent(item.code)}`);
    expect(entry, item.code).toBeDefined();
    expect(entry?.lastmod).toBe(item.date.slice(0, 10));
  }
  expect(locs.has(`${baseURL}/`)).toBe(true);
  expect(locs.has(`${baseURL}${CATALOG}?rooms=2`)).toBe(true);
  expect([...locs].some((loc) => loc.includes('/favorites') || loc.includes('/print'))).toBe(false);
});

test('JSON-LD of the home page, a lot and a news item parses and has what search engines require', async ({ page, baseURL }) => {
  const ld = async (path: string) => {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.flatMap((text) => [JSON.parse(text)].flat()) as Array<Record<string, unknown>>;
  };
  const byType = (items: Array<Record<string, unknown>>, type: string) => items.find((item) => item['@type'] === type);

  const home = await ld('/');
  expect(byType(home, 'ApartmentComplex')).toMatchObject({ name: 'Резиденция «Вереск»', address: { '@type': 'PostalAddress' }, geo: { '@type': 'GeoCoordinates' } });
  expect(byType(home, 'RealEstateAgent')).toMatchObject({ telephone: expect.stringMatching(/^\+7\d{10}$/), address: { streetAddress: expect.any(String) } });

  const { id } = lot();
  const lotLd = await ld(`/lots/${id}`);
  const price = withCmsDb((db) => (db.prepare('SELECT price FROM lots WHERE id = ?').get(id) as { price: number }).price);
  expect(byType(lotLd, 'Apartment')).toMatchObject({
    url: `${baseURL}/lots/${id}`,
    floorSize: { value: expect.any(Number), unitCode: 'MTK' },
    offers: { '@type': 'Offer', price, priceCurrency: 'RUB', availability: 'https://schema.org/InStock' },
  });
  expect(byType(lotLd, 'BreadcrumbList')).toMatchObject({ itemListElement: expect.arrayContaining([expect.objectContaining({ position: 1, name: 'Главная' })]) });

  const item = withCmsDb((db) => db.prepare('SELECT code, title, date FROM news ORDER BY date DESC LIMIT 1').get() as { code: string; title: string; date: string });
  const article = byType(await ld(`/news/${encodeURIComponent(item.code)}`), 'NewsArticle');
  // The site sets CMS text with no-break spaces after short words (lib/text/typography.ts).
  expect(String(article?.headline).replace(/\u00a0/g, ' ')).toBe(item.title.replace(/\u00a0/g, ' '));
  expect(article).toMatchObject({ datePublished: item.date, publisher: { name: 'Резиденция «Вереск»' } });
  expect(article?.image).toEqual([expect.stringMatching(new RegExp(`^${baseURL}/`))]);
});

test('the Yandex Realty feed lists exactly the free flats, premises and parking spaces, each with what YRL requires', async ({ page, request }) => {
  const response = await request.get('/feeds/yandex-realty.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  await page.goto('/robots.txt');
  const required = ['type', 'category', 'url', 'creation-date', 'location > address', 'sales-agent > phone', 'sales-agent > category', 'price > value', 'price > currency', 'area > value', 'floor', 'floors-total', 'building-name', 'yandex-building-id', 'deal-status', 'image'];
  const feed = await page.evaluate(
    ({ text, required }) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const offers = [...doc.querySelectorAll('offer')];
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.localName,
        ids: offers.map((offer) => Number(offer.getAttribute('internal-id'))),
        missing: offers.flatMap((offer) => required.filter((selector) => !offer.querySelector(`:scope > ${selector}`)).map((selector) => `${offer.getAttribute('internal-id')}: ${selector}`)),
        buildingIds: [...new Set(offers.map((offer) => offer.querySelector('yandex-building-id')?.textContent))],
      };
    },
    { text: xml, required },
  );
  expect(feed.error).toBeNull();
  expect(feed.root).toBe('realty-feed');
  expect(feed.missing).toEqual([]);
  expect(feed.buildingIds).toEqual([YANDEX_REALTY_BUILDING_ID]);
  const free = withCmsDb((db) => db.prepare(`SELECT id FROM lots WHERE status = 'free' AND type IN ('apartments', 'commercial', 'parking') ORDER BY id`).all() as Array<{ id: number }>);
  expect([...feed.ids].sort((a, b) => a - b)).toEqual(free.map((row) => row.id));
});

test('the manifest and the home-screen icon', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Резиденция «Вереск»', lang: 'ru', start_url: '/' });
  const icon = await request.get('/apple-icon');
  expect(icon.headers()['content-type']).toBe('image/png');
});

test('without JavaScript the page is there to read', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Контакты' })).toBeVisible();
  // The preloader is a line along the top edge: it never covers the page.
  expect((await page.getByTestId('preloader').boundingBox())?.height ?? 0).toBeLessThanOrEqual(4);
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const topmost = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('h1') !== null, { x: (heading?.x ?? 0) + 10, y: (heading?.y ?? 0) + (heading?.height ?? 0) / 2 });
  expect(topmost).toBe(true);
  await context.close();
});
