import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails when axe finds a serious or critical violation on the page as it is now. In axe's single-run mode (legacy mode):
 * the default runs every frame apart, then opens a blank page and loads axe into it again to merge the results, ~0.6 s of
 * each call's 1.9 s on two cores (measured on the lot, mortgage and home pages at both widths). What it leaves out is
 * cross-origin frames, and the site's only one is the external tour's viewer, which is not the site's to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { include?: string } = {}): Promise<void> {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Only the violations are read below: axe still runs every rule on every node, but makes a selector and an HTML
    // excerpt for the one node of each passing or inapplicable rule instead of for all of them.
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}
