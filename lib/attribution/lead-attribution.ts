import type { LeadAttribution } from '@/lib/validation/attribution';
import { cookieValue } from '@/lib/http/cookies';
import { selectionCodePattern } from '@/lib/validation/selection-rules';
import { parseLotsRoute } from '@/lib/routes/lots-route';
import { ATTRIBUTION_COOKIE, readAttribution } from './attribution';

export type { LeadAttribution };

/** The lot whose page an address is (`/lots/123`, by the site's own route rules): the lot in view when a lead was sent. */
function lotOfPage(pathname: string): number | undefined {
  const [root, ...segments] = pathname.split('/').filter(Boolean);
  const route = root === 'lots' ? parseLotsRoute(segments) : null;
  return route?.kind === 'lot' && /^\d{1,12}$/.test(route.idOrCode) ? Number(route.idOrCode) : undefined;
}

/**
 * The attribution of a lead sent with this request: the visitor's touches from the cookie, where it was sent from (the
 * form's page address, reduced to its path and query) and the lot or the manager's selection on that page; Yandex Metrica's client id
 * (`_ym_uid`) when the counter is configured.
 */
export function leadAttribution(cookieHeader: string | null, pageUrl: string | undefined, counter: boolean): LeadAttribution {
  const touches = readAttribution(cookieValue(cookieHeader, ATTRIBUTION_COOKIE));
  const result: LeadAttribution = { ...(touches ?? {}) };
  try {
    const page = pageUrl ? new URL(pageUrl) : null;
    if (page) {
      result.sent_from = `${page.pathname}${page.search}`.slice(0, 500);
      const lot = lotOfPage(page.pathname);
      if (lot) result.lot_id = lot;
      const selection = /^\/s\/([^/]+)\/?$/.exec(page.pathname)?.[1];
      if (selection && selectionCodePattern.test(selection)) result.selection = selection;
    }
  } catch {
    // No readable page address: the lead goes without it.
  }
  const clientId = cookieValue(cookieHeader, '_ym_uid');
  if (counter && clientId && /^\d{1,40}$/.test(clientId)) result.client_id = clientId;
  return result;
}
