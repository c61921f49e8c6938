/** The content-API endpoints whose answers a lot's status is part of (the site's cache tags, lib/cache/tags.ts). */
export const LOT_STATUS_TAGS = ['realty_list', 'realty_item', 'flats_similar', 'general_plans', 'other_plans', 'floor_plans', 'wishlist', 'compare'] as const;

/**
 * Tells the site that CMS data changed, as a production CMS does: POST to its revalidation webhook
 * (`CMS_REVALIDATE_URL`, else `SITE_URL` + /api/revalidate) with `X-Revalidate-Secret: REVALIDATE_SECRET`.
 * Without a URL or secret it does nothing (the site's cache lifetimes bound staleness). Never throws.
 */
export function createSiteNotifier(env: Record<string, string | undefined> = process.env): (tags: readonly string[]) => void {
  return (tags) => {
    const site = (env.SITE_URL ?? '').trim().replace(/\/$/, '');
    const url = env.CMS_REVALIDATE_URL || (site ? `${site}/api/revalidate` : '');
    const secret = env.REVALIDATE_SECRET;
    if (!url || !secret || tags.length === 0) return;
    fetch(url, {
      method: 'POST',
      headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5_000),
    })
      .then((response) => {
        if (!response.ok) console.error(`[cms] revalidation webhook answered ${response.status}`);
      })
      .catch((error: unknown) => console.error('[cms] revalidation webhook failed:', error instanceof Error ? error.message : error));
  };
}
