import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Frames axe can reach from the page: the page itself and the frames of its own origin (about:blank and srcdoc ones too).
 * axe in the top frame asks only those for their part (its `allowedOrigins` is the page's own origin by default); a
 * data: frame's origin is opaque, so axe there would never be asked.
 */
function sameOriginFrames(page: Page): Frame[] {
  const origin = new URL(page.url()).origin;
  return page.frames().filter((frame) => {
    if (frame === page.mainFrame()) return true;
    const url = frame.url();
    return url === '' || url.startsWith('about:') || (URL.canParse(url) && new URL(url).origin === origin);
  });
}

/**
 * Fails when axe finds a serious or critical violation on the page as it is now, in axe's single-run mode (axe.run in the
 * top frame, which asks the same-origin frames for theirs). What it leaves out is cross-origin frames, and the site's only
 * one is the external tour's viewer, which is not the site's to fix.
 *
 * axe is loaded into each frame once a call. @axe-core/playwright 4.13's legacy mode loaded its 580 kB into the page
 * twice (once in analyze(), once more in runLegacy()) and into every cross-origin frame it then did not ask: measured on
 * the home, lot, catalogue and mortgage pages at 1440 px (npm run test:e2e's Chromium), a call 0.87–1.33 s, of it
 * 0.12–0.24 s each loading; the rules themselves ran in 0.48–0.60 s.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A page is read once its navigation is done. Next 16 with Cache Components takes the <title> out of the head during a
  // client navigation (a new sort or filter) and puts the new one in when its metadata arrives, 30–70 ms later here
  // (vercel/next.js#83017, #95268); axe run in that gap reports "document-title". A page that never gets its title back
  // still fails, here.
  await expect(page, 'the page has its <title> before axe reads it').toHaveTitle(/\S/);
  for (const frame of sameOriginFrames(page)) {
    try {
      await frame.evaluate(axe.source);
    } catch (error) {
      // A frame that went away while it was loaded is no longer on the page; the page itself must take axe.
      if (frame === page.mainFrame()) throw error;
    }
  }
  const violations = await page.evaluate(async (tags) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Only the violations are read below: axe still runs every rule on every node, but makes a selector and an HTML
      // excerpt for the one node of each passing or inapplicable rule instead of for all of them.
      resultTypes: ['violations'],
    });
    return results.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
  }, TAGS);
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}
