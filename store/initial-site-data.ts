import 'server-only';
import { getEnv } from '@/lib/config/env';
import type { SiteData } from './site-state';
import { getLayoutData } from '@/lib/api/layout-data';

/**
 * What the store starts with on the server (SPEC §4 "Initial load"): the site's address and the
 * layout data, the same for every visitor so the pages can be cached. The visitor's favourites,
 * compare list and chosen queue come from their cookies in the browser (components/layout/visitor).
 */
export async function getInitialSiteData(): Promise<SiteData> {
  const layout = await getLayoutData();
  return { ...layout, favorites: [], compare: [], chosenQueueId: null, domainUrl: getEnv().SITE_URL.replace(/\/$/, '') };
}
