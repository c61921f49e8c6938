import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { openCallbackPanel } from './support/callback';
import { test, expect } from './support/fixtures';

/** How many of Next's scripts are in the page's head. */
function scriptsInHead(page: Page) {
  return page.evaluate(() => document.querySelectorAll('head > script[src*="/_next/static/"]:not([nomodule])').length);
}

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
  expect(await scriptsInHead(page)).toBeGreaterThan(3);
});

test("a page's CSP names each of its inline scripts, and nothing else", async ({ request, isMobile }) => {
  test.skip(isMobile, 'server answers: one project is enough');
  for (const path of ['/contacts', '/lots/params/apartments/']) {
    const response = await request.get(path);
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline.length, path).toBeGreaterThan(3);
    const hashes = response.headers()['content-security-policy']?.match(/'sha256-[^']+'/g) ?? [];
    expect(new Set(hashes).size, path).toBe(new Set(inline).size);
    for (const text of inline) expect(hashes, path).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
});

// Issue 61: a page's stylesheets are asked for as its response's head arrives (scripts/server/stylesheet-hints.mjs),
// ahead of the lead picture the HTML hints first. The hint must be the request the <link> makes: each stylesheet is
// then fetched once.
test("a page's Link header names the stylesheets its head links, and each is fetched once", async ({ page, isMobile }) => {
  test.skip(isMobile, 'server answers: one project is enough');
  for (const path of ['/', '/lots/1', '/news']) {
    const response = await page.goto(path);
    const linked = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname));
    expect(linked.length, path).toBeGreaterThan(0);
    // Next's own entry (a preconnect for the fonts) may stand before them.
    const hinted = (response?.headers()['link'] ?? '').split(', ').filter((entry) => entry.endsWith('; rel=preload; as=style'));
    expect(hinted, path).toEqual(linked.map((href) => `<${href}>; rel=preload; as=style`));
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((name) => name.endsWith('.css')));
    for (const href of linked) expect(fetched.filter((name) => name === href), `${path}: ${href}`).toHaveLength(1);
  }
});

/**
 * Issue 41: a tap in the first screen before the page's scripts have run is not lost. The scripts are held back
 * until the tap is made (so the tap surely comes before hydration, whatever the machine's speed: no CPU throttling
 * needed, which only made each test three times longer), on a phone, 200 ms after the first paint; once they run,
 * the tap is acted on. How soon on a slow phone is bench:lighthouse's first-tap table.
 */
async function tapBeforeHydration(page: Page, path: string, control: (page: Page) => ReturnType<Page['getByRole']>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'));
  await page.waitForTimeout(200);
  await control(page).click();
  expect(await page.locator('html[data-hydrated]').count(), 'the tap came before hydration').toBe(0);
  release();
}

test.describe('a tap made while the page wakes up is acted on once it is ready', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone profile');

  test('«Меню» on the home page opens the menu', async ({ page }) => {
    await tapBeforeHydration(page, '/', (p) => p.getByRole('banner').getByRole('button', { name: 'Меню' }));
    await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
  });

  test('«Заказать звонок» on a lot page opens the callback panel', async ({ page }) => {
    await tapBeforeHydration(page, '/lots/777', (p) => p.getByRole('main').getByRole('button', { name: 'Заказать звонок' }).first());
    await expect(page.getByRole('dialog', { name: 'Заказать звонок' })).toBeVisible();
  });

  test('«Принять» closes the cookie notice', async ({ page }) => {
    await tapBeforeHydration(page, '/contacts', (p) => p.getByRole('region', { name: 'Уведомление о cookie' }).getByRole('button', { name: 'Принять' }));
    await expect(page.getByRole('region', { name: 'Уведомление о cookie' })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted');
  });
});

test("the page's lead picture is preloaded first in the HTML's head, and three stylesheets at most hold the first paint", async ({ request, isMobile }) => {
  test.skip(isMobile, 'one project is enough');
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const firstStylesheet = head.indexOf('<link rel="stylesheet"');
  // A version for each kind of screen, each preload for its own (media.spec.ts: a screen downloads one of them).
  for (const [version, media] of [
    ['hero-portrait', '(max-aspect-ratio: 4/5)'],
    ['hero', 'not all and (max-aspect-ratio: 4/5)'],
  ]) {
    const link = new RegExp(`<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/_next/image\\?url=%2Fapi%2Fmedia%2Fviews%2F${version}\\.[^"]+" imageSizes="[^"]*100vw" media="${media!.replace(/[()/]/g, '\\$&')}"/>`).exec(head);
    expect(link?.index, `the ${version} is preloaded from the head for its screens`).toBeGreaterThan(-1);
    expect(link!.index, 'before the stylesheets and scripts').toBeLessThan(firstStylesheet);
  }
  // The root layout's (fonts and base), the site layout's and the pages': the site layout once had a fourth, one rule.
  expect(head.match(/<link rel="stylesheet"/g)?.length, 'render-blocking stylesheets').toBeLessThanOrEqual(3);
  // That a prefetched link never downloads it is media.spec.ts's: "a page downloads only its own pictures".
});

// Issue 61: a phone's largest paint is the page's own first picture or heading — in <main>, never loaded lazily, never
// the cookie notice (a slim bar, smaller than any page's content: it was the lot's and the master plan's). At
// Lighthouse's phone width (412 px), where a lot's title fits one line and the old notice outsized it.
test('on a phone the largest paint of every key page is its own content, not lazy and not the cookie notice', { tag: '@phone' }, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone profile');
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const seen: Element[] = [];
    Object.assign(window, { largestPaints: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if ((entry as LargestContentfulPaint).element) seen.push((entry as LargestContentfulPaint).element!);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const pages = ['/', '/lots/params/apartments/', '/lots/777', '/lots/genplan/apartments/', '/mortgage', '/news', '/progress'];
  for (const path of pages) {
    await page.goto(path);
    // Every picture that is not lazy has arrived; the browser reports its paint once it is decoded and drawn, which a busy
    // machine may take a few frames to do (a complete picture is not yet a painted one): the largest paint is the last
    // candidate once they are all in. A candidate only ever gives way to a larger one, so a notice that outsized the
    // page's own content would stay the last and fail here.
    await page.waitForFunction(() => [...document.images].filter((image) => image.loading !== 'lazy').every((image) => image.complete));
    await expect
      .poll(
        () =>
          page.evaluate((at) => {
            const element = (window as unknown as { largestPaints: Element[] }).largestPaints.at(-1);
            if (!element) return `${at}: none`;
            const where = element.closest('[data-site-chrome="cookie-banner"]') ? 'the cookie notice' : element.closest('main') ? 'main' : 'outside main';
            return `${at}: ${element.tagName.toLowerCase()} in ${where}${element.getAttribute('loading') === 'lazy' ? ', lazy' : ''}`;
          }, path),
        { message: `the largest paint of ${path}` },
      )
      .toMatch(/: (img|h1|h2|p|div|span|text|picture) in main$/);
  }
});
