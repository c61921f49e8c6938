import type { LeadAttribution } from '@/lib/validation/attribution';
import { ATTRIBUTION_COOKIE, readAttribution } from './attribution';

export type { LeadAttribution };

/** The cookies of a request's Cookie header, their values decoded. */
function cookiesOf(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A malformed value is left out.
    }
  }
  return cookies;
}

/** A lot's page in an address: `/lots/123` (the lot in view when a lead was sent). */
const LOT_PAGE = /^\/lots\/(\d{1,12})\/?$/;

/**
 * The attribution of a lead sent with this request: the visitor's touches from the cookie, where it was sent from (the
 * form's page address, reduced to its path and query) and the lot on that page; Yandex Metrica's client id
 * (`_ym_uid`) when the counter is configured.
 */
export function leadAttribution(cookieHeader: string | null, pageUrl: string | undefined, counter: boolean): LeadAttribution {
  const cookies = cookiesOf(cookieHeader);
  const touches = readAttribution(cookies.get(ATTRIBUTION_COOKIE));
  const result: LeadAttribution = { ...(touches ?? {}) };
  try {
    const page = pageUrl ? new URL(pageUrl) : null;
    if (page) {
      result.sent_from = `${page.pathname}${page.search}`.slice(0, 500);
      const lot = LOT_PAGE.exec(page.pathname)?.[1];
      if (lot) result.lot_id = Number(lot);
    }
  } catch {
    // No readable page address: the lead goes without it.
  }
  const clientId = cookies.get('_ym_uid');
  if (counter && clientId && /^\d{1,40}$/.test(clientId)) result.client_id = clientId;
  return result;
}
