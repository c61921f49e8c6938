import { brotliCompressSync, constants } from 'node:zlib';
import type { Page } from '@playwright/test';
import { LEAD_PICTURE_WAIT_MS } from '../scripts/server/scripts-after-paint.mjs';
import { openCallbackPanel } from './support/callback';
import { test, expect } from './support/fixtures';

/** The time of the document's first frame: the first animation-frame callback, registered before any page script. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
    });
  });
}

/** When the page's first frame came, when each of its scripts started loading, and how many are in its head. */
function scriptTiming(page: Page) {
  return page.evaluate(() => ({
    firstFrame: (window as unknown as { firstFrameAt?: number }).firstFrameAt ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
    inHead: document.querySelectorAll('head > script[src*="/_next/static/"]:not([nomodule])').length,
  }));
}

// Issue 11: the server HTML gets its first frame before the page's scripts start loading (on a phone they
// would share the network and the CPU with it), and the page still comes alive.
for (const path of ['/', '/lots/params/apartments/', '/contacts']) {
  test(`${path}: no script loads before the first frame, then the page hydrates`, { tag: '@phone' }, async ({ page }) => {
    await recordFirstFrame(page);
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const timing = await scriptTiming(page);
    expect(timing.firstFrame).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstFrame ?? Infinity);
    // The loader put Next's scripts back into the head, where React and Next look for them.
    expect(timing.inHead).toBeGreaterThan(3);
  });
}

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test("the home page's lead picture, slow to come, still comes before the scripts start", { tag: '@phone' }, async ({ page }) => {
  // The hero is the page's largest paint; on a phone's network the scripts would share the bandwidth with it.
  await page.route(/\/_next\/image\?url=%2Fapi%2Fmedia%2Fviews%2Fhero\./, async (route) => {
    // A stand-in picture (the optimiser's first encoding of the real one takes seconds on a cold server).
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fulfill({ contentType: 'image/png', body: Buffer.from(ONE_PIXEL_PNG, 'base64') });
  });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const { pictureEnd, scripts } = await page.evaluate(() => {
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      pictureEnd: entries.find((entry) => entry.name === hero?.currentSrc)?.responseEnd ?? null,
      scripts: entries.filter((entry) => /\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname)).map((entry) => entry.startTime),
    };
  });
  expect(pictureEnd).toBeGreaterThan(800);
  expect(pictureEnd).toBeLessThan(LEAD_PICTURE_WAIT_MS);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(pictureEnd ?? Infinity);
});

test('without the loader the page would load its scripts before the first frame (the test can tell)', async ({ browser, baseURL }) => {
  // Served as Next writes it (the scripts in the head), a page starts its scripts before its first frame:
  // the same measurement as above fails, so the assertion above is not vacuous.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.route('**/contacts', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script>\(function\(s,p\)[\s\S]*?\}\)\((\[\[.*?\]\]),\[.*?\]\)<\/script>/, (_, scripts: string) =>
      (JSON.parse(scripts) as string[][]).map(([src]) => `<script src="${src}" async=""></script>`).join(''),
    );
    expect(html).not.toContain('(function(s,p)');
    await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-security-policy': '' } });
  });
  await recordFirstFrame(page);
  await page.goto('/contacts');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const timing = await scriptTiming(page);
  expect(Math.min(...timing.scripts)).toBeLessThan(timing.firstFrame ?? -Infinity);
  await context.close();
});

test("the page's stylesheets and scripts come at brotli's highest level, kept a year", async ({ request, isMobile }) => {
  test.skip(isMobile, 'server answers: one project is enough');
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:href|src)="(\/_next\/static\/chunks\/[^"]+\.css)"/g), ...html.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  expect(assets.length).toBeGreaterThan(3);
  for (const url of new Set(assets)) {
    // The first request starts the compression; from then on the kept bytes answer.
    await request.get(url, { headers: { 'accept-encoding': 'br' } });
    await expect
      .poll(async () => {
        const response = await request.get(url, { headers: { 'accept-encoding': 'br' } });
        const best = brotliCompressSync(await response.body(), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
        return `${response.headers()['content-encoding']} ${response.headers()['content-length']} ${response.headers()['cache-control']} ${best}`;
      }, { message: url })
      .toMatch(/^br (\d+) public, max-age=31536000, immutable \1$/);
  }
});

// Issue 11: the scripts every page runs at startup carry Chrome's compile hint (scripts/build/compile-hints.mjs),
// so they are compiled while they stream in, off the main thread; a script loaded on demand stays lazy.
test('the scripts a page runs as it loads carry the compile hint, the callback panel loaded on demand does not', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the same scripts: one project is enough');
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\/_next\/static\/.+\.js$/.test(new URL(name).pathname)),
    );
  const text = async (url: string) => (await request.get(url)).text();
  const HINT = '//# allFunctionsCalledOnLoad\n';
  await page.goto('/lots/params/apartments/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const startup = await scripts();
  expect(startup.length).toBeGreaterThan(3);
  for (const url of startup) expect((await text(url)).startsWith(HINT), url).toBe(true);

  // Scripts that came later: the panel's, and the entry scripts of the pages the visible links prefetch (hinted:
  // they run as those pages load).
  const dialog = await openCallbackPanel(page, false);
  await expect(dialog.getByRole('button', { name: 'Отправить заявку' })).toBeVisible();
  const later = await Promise.all((await scripts()).filter((url) => !startup.includes(url)).map(async (url) => ({ url, code: await text(url) })));
  const panel = later.filter(({ code }) => code.includes('Отправить заявку'));
  expect(panel.length).toBeGreaterThan(0);
  for (const { url, code } of panel) expect(code.startsWith(HINT), url).toBe(false);
});

test('a page opened in a background tab (no frames) still loads its scripts and hydrates', async ({ page }) => {
  // As a tab opened with a middle click: hidden, and the browser gives it no animation frames.
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/contacts');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  expect((await scriptTiming(page)).inHead).toBeGreaterThan(3);
});

test('a page every visitor gets alike comes at brotli 11 from its second request, its RSC data in one script', async ({ request, isMobile }) => {
  test.skip(isMobile, 'server answers: one project is enough');
  const best = (body: Buffer) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }).length;
  for (const path of ['/contacts', '/lots/params/apartments/']) {
    await request.get(path, { headers: { 'accept-encoding': 'br' } });
    await expect
      .poll(async () => {
        const response = await request.get(path, { headers: { 'accept-encoding': 'br' } });
        return `${response.headers()['content-encoding']} ${response.headers()['content-length']} ${best(await response.body())}`;
      }, { message: path })
      .toMatch(/^br (\d+) \1$/);
    const response = await request.get(path);
    const html = await response.text();
    expect(html.match(/<script>[^<]*__next_f/g), path).toHaveLength(1);
    // One hash a script: the page's inline scripts are few (the header was 3 kB with one per RSC chunk).
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>/g)].length;
    expect(response.headers()['content-security-policy']?.match(/'sha256-/g), path).toHaveLength(inline);
    expect(inline, path).toBeLessThanOrEqual(5);
  }
});
