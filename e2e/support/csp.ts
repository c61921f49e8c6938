import type { Page } from '@playwright/test';

type WithViolations = { __cspViolations: string[] };

/** Records every Content-Security-Policy violation of the pages the tab opens from now on. */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as WithViolations).__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as WithViolations).__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

/** The violations of the page open now ("directive blocked-URI"). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as WithViolations).__cspViolations ?? []);
}
