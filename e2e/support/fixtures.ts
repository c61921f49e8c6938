import { test as base, expect, type Browser, type BrowserContextOptions, type ConsoleMessage, type Page, type Response } from '@playwright/test';

/**
 * Every test fails on a console error, an uncaught page error or a React hydration warning.
 * Tests that expect one on purpose can call `allowConsoleErrors(page, /pattern/)`.
 */
const HYDRATION = /hydrat|did not match|server rendered HTML|Minified React error #(418|423|425)/i;

type Problems = { list: string[]; allowed: RegExp[] };
const problemsByPage = new WeakMap<Page, Problems>();

export function allowConsoleErrors(page: Page, pattern: RegExp): void {
  problemsByPage.get(page)?.allowed.push(pattern);
}

function describeConsole(message: ConsoleMessage): string {
  const location = message.location();
  return `console.${message.type()}: ${message.text()}${location.url ? ` (${location.url})` : ''}`;
}

/**
 * Waits until React has hydrated the page (HydrationMark), so a click is never lost before it. Only the site's
 * pages hydrate: a file (a picture, a PDF, a JSON answer) or the front server's own 400/414 page does not wait.
 */
async function hydrated(page: Page, response: Response | null): Promise<void> {
  const isPage = response === null || (/^text\/html\b/.test(response.headers()['content-type'] ?? '') && ![400, 414].includes(response.status()));
  if (!isPage) return;
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 10_000 }).catch(() => undefined);
}

/** The page's goto and reload resolve once React has hydrated what they opened. */
function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    // A test that asks for the page at its first byte ('commit') wants it before it is ready (its scripts may be held).
    if (args[1]?.waitUntil !== 'commit') await hydrated(page, response);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await hydrated(page, response);
    return response;
  };
  return page;
}

/**
 * A second visitor's page, in a browser context of its own, that waits for hydration as the test's own page does: a
 * click right after its goto is never lost before React listens (a manager's "Получить код" once sent nothing).
 */
export async function visitorPage(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  return waitingForHydration(await context.newPage());
}

export const test = base.extend<{ failOnConsoleErrors: void }>({
  page: async ({ page }, provide) => {
    await provide(waitingForHydration(page));
  },
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const problems: Problems = { list: [], allowed: [] };
      problemsByPage.set(page, problems);
      page.on('console', (message) => {
        const isError = message.type() === 'error';
        const isHydrationWarning = message.type() === 'warning' && HYDRATION.test(message.text());
        if (isError || isHydrationWarning) problems.list.push(describeConsole(message));
      });
      page.on('pageerror', (error) => problems.list.push(`pageerror: ${error.message}`));
      await use();
      const unexpected = problems.list.filter((text) => !problems.allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors, page errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
