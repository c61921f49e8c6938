import type { Page } from '@playwright/test';

/**
 * Pictures (rasters: photos and renders, not the SVG plans and marks) that a page shows more than once, by the
 * CMS address behind each <img> (the optimiser's `/_next/image?url=` and a card's drawing's `/api/plan-markup?src=` unwrapped),
 * so two sizes of one picture count as one.
 */
export function repeatedPictures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const img of document.querySelectorAll('main img')) {
      const src = img.getAttribute('src');
      if (!src || src.startsWith('data:')) continue;
      const url = new URL(src, location.href);
      const wrapped = url.pathname === '/_next/image' ? url.searchParams.get('url') : url.pathname === '/api/plan-markup' ? url.searchParams.get('src') : null;
      const key = wrapped ?? url.pathname;
      if (/\.svg($|\?)/.test(key)) continue;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    return [...seen].filter(([, count]) => count > 1).map(([key]) => key);
  });
}
