// The first screen's taps on a phone (issue 41), printed by bench:lighthouse: a phone (375×812, touch) at 4× slower
// CPU on a Slow-4G-like link opens a page; 200 ms after its first paint it taps a control of the first screen
// («Меню» on home; «Заказать звонок» on a lot, scrolled to: the plan leads there) and waits until that control has answered (its dialog is shown).
// Printed: when the first paint came (measured in the browser, under that throttling, not simulated as Lighthouse
// does), when React had hydrated the page, and how long after the tap the dialog opened; a tap made before hydration is
// kept by the page's head script (lib/early-tap) and answered once it can. The largest paint and its element come from
// loads of their own that nobody touches: a tap ends the browser's largest-paint entries, and the scroll to the lot's
// button brings new content into view, whose paint would count as the load's.
// Figures, not assertions: median of the runs.
import { chromium } from '@playwright/test';
import { browserSettled, launchedBrowserPid, median, watchLargestPaint } from './support.mjs';

const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true, locale: 'ru-RU' };
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** A new phone's page under the link's and the CPU's throttling, `watch` run in it before any of its scripts. */
async function throttledPhone(browser, watch) {
  const context = await browser.newContext({ ...PHONE, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.addInitScript(watch);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** A load nobody touches, under the same throttling: its largest paint (ms) and what was painted. */
async function untouched(browser, url) {
  const { context, page } = await throttledPhone(browser, watchLargestPaint);
  try {
    await page.goto(url, { waitUntil: 'load' });
    // Pictures and fonts after the load event: what still comes paints within a second on this link.
    await page.waitForTimeout(1500);
    return await page.evaluate(() => window.__largest ?? { at: NaN, element: '(none)' });
  } finally {
    await context.close();
  }
}

async function once(browser, url, control, dialog) {
  const { context, page } = await throttledPhone(browser, () => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.hasAttribute('data-hydrated')) {
        window.__hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'), null, { polling: 16 });
  await page.waitForTimeout(200);
  const target = control(page);
  // On a phone the lot page leads with its plan (issue 45): its «Заказать звонок» is a short scroll down, brought to
  // the middle of the screen (at its foot the cookie banner covers it).
  await target.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await target.boundingBox();
  if (!box) throw new Error(`${url}: the control is not on screen`);
  const tapAt = await page.evaluate(() => performance.now());
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await dialog(page).waitFor({ state: 'visible', timeout: 30_000 });
  const figures = await page.evaluate((tap) => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    hydrated: window.__hydratedAt ?? NaN,
    answered: performance.now() - tap,
  }), tapAt);
  await context.close();
  return figures;
}

/** Prints the table for the site at `base` (a free lot `lotId`), `runs` runs a page. */
export async function measureFirstTaps({ base, lotId, runs, executablePath }) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'] });
  // Chromium's window starts its own work with the first page: let it finish before the first measured load.
  const first = await browser.newContext();
  await first.newPage();
  await browserSettled(launchedBrowserPid());
  await first.close();
  const pages = [
    ['home: «Меню»', '/', (p) => p.getByRole('banner').getByRole('button', { name: 'Меню' }), (p) => p.getByRole('dialog', { name: 'Меню' })],
    ['lot: «Заказать звонок»', `/lots/${lotId}`, (p) => p.getByRole('main').getByRole('button', { name: 'Заказать звонок' }).first(), (p) => p.getByRole('dialog', { name: 'Заказать звонок' })],
  ];
  console.log(`\nfirst-screen taps (phone 375 px, 4× CPU, 150 ms RTT 1.6 Mbit/s; tap 200 ms after the first paint; median of ${runs})`);
  console.log('  page                      first paint   largest paint   hydrated    tap → answered   first working tap                          largest paint: its element (loads nobody touches)');
  try {
    for (const [name, path, control, dialog] of pages) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push({ ...(await once(browser, base + path, control, dialog)), largest: await untouched(browser, base + path) });
      const ms = (value) => `${Math.round(value)} ms`.padStart(8);
      const elements = [...new Set(results.map((r) => r.largest.element))].join(', ');
      console.log(`  ${name.padEnd(24)} ${ms(median(results.map((r) => r.fcp)))}      ${ms(median(results.map((r) => r.largest.at)))}    ${ms(median(results.map((r) => r.hydrated)))}    ${ms(median(results.map((r) => r.answered)))}         at the first paint (kept until hydrated)   ${elements}`);
    }
  } finally {
    await browser.close();
  }
}
