import { TOUCH_LIMITS } from '@/lib/validation/touch-limits';

/**
 * Where a visitor came from (issue 46): the first and the last campaign touch, kept in a first-party cookie for 30
 * days and put on every lead. A touch is a visit's tags (UTM, the ad click ids), the external site it came from and
 * the page it landed on. The first touch is the first visit's; the last is overwritten only by a new campaign visit
 * (a UTM tag or a click id in the address), never by internal navigation or a plain visit.
 */
export const ATTRIBUTION_COOKIE = 'vr_attribution';
export const ATTRIBUTION_DAYS = 30;

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
const CLICK_KEYS = ['yclid', 'gclid'] as const;


export type Touch = Partial<Record<Exclude<keyof typeof TOUCH_LIMITS, 'landing'>, string>> & { landing: string; at: string };
export type Attribution = { first: Touch; last: Touch };

/**
 * A touch read back from a cookie, or null: known fields only, each a non-empty text within its limit, a landing page
 * and a time. Written by hand (no zod): this runs on every page of the site, where a parser library would be weight.
 */
export function asTouch(value: unknown): Touch | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const touch: Partial<Touch> = {};
  for (const [key, max] of Object.entries(TOUCH_LIMITS) as Array<[keyof typeof TOUCH_LIMITS, number]>) {
    const field = record[key];
    if (field === undefined) continue;
    if (typeof field !== 'string' || !field.trim() || field.length > max) return null;
    touch[key] = field;
  }
  if (!touch.landing || typeof record.at !== 'string' || Number.isNaN(Date.parse(record.at))) return null;
  return { ...touch, landing: touch.landing, at: record.at };
}

/** A touch with its tags: a campaign visit, which replaces the last touch. */
export const isCampaign = (touch: Touch) => [...UTM_KEYS, ...CLICK_KEYS].some((key) => touch[key] !== undefined);

/** The touch of a page load: its tags, the external referrer (not this site's own pages) and where it landed. */
export function touchOf(url: URL, referrer: string, now: Date): Touch {
  const touch: Touch = { landing: `${url.pathname}${url.search}`.slice(0, 500), at: now.toISOString() };
  for (const key of [...UTM_KEYS, ...CLICK_KEYS]) {
    const value = url.searchParams.get(key)?.trim();
    if (value) touch[key] = value.slice(0, TOUCH_LIMITS[key]);
  }
  try {
    const from = referrer ? new URL(referrer) : null;
    if (from && /^https?:$/.test(from.protocol) && from.hostname !== url.hostname) touch.referrer = from.hostname.slice(0, 253);
  } catch {
    // An unreadable referrer is no referrer.
  }
  return touch;
}

/**
 * The attribution after a page load: the first touch stays; the last is this load's when it is a campaign visit.
 * A load that comes from this site itself (internal navigation that reloaded) changes nothing.
 */
export function nextAttribution(current: Attribution | null, touch: Touch): Attribution | null {
  if (!current) return { first: touch, last: touch };
  return isCampaign(touch) ? { first: current.first, last: touch } : null;
}

/** The cookie's value read back, or null when it is missing or not ours. */
export function readAttribution(value: string | undefined): Attribution | null {
  if (!value) return null;
  try {
    const data = JSON.parse(value) as { first?: unknown; last?: unknown } | null;
    const first = asTouch(data?.first);
    const last = asTouch(data?.last);
    return first && last ? { first, last } : null;
  } catch {
    return null;
  }
}

