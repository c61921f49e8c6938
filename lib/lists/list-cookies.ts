import { LIST_COOKIES } from '@/lib/config/constants';

/**
 * Favourites and compare lists live in cookies (SPEC §3, §9): favourites as `{id, type}[]`,
 * compare as `{id}[]`, JSON-encoded, 604800 s, path '/'. A tampered cookie is ignored entry by
 * entry, never an error.
 */
export type FavoriteItem = { id: number; type: string };
export type CompareItem = { id: number };

/** Favourites are keyed by type and id (the same id may be a flat and a parking place). */
export const sameFavorite = (a: FavoriteItem, b: FavoriteItem) => a.id === b.id && a.type === b.type;

/** At most this many entries are read from a list cookie; a type is `[a-z_]{1,32}` (shared with the pre-paint script). */
export const LIST_LIMITS = { maxItems: 100, type: /^[a-z_]{1,32}$/ } as const;
const MAX_ITEMS = LIST_LIMITS.maxItems;
// Plain checks, not a schema library: this module runs in the browser on every page with a list toggle.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const TYPE = LIST_LIMITS.type;
const asFavorite = (value: unknown): FavoriteItem | null =>
  isRecord(value) && isId(value.id) && typeof value.type === 'string' && TYPE.test(value.type) ? { id: value.id, type: value.type } : null;
const asCompare = (value: unknown): CompareItem | null => (isRecord(value) && isId(value.id) ? { id: value.id } : null);

function parseList<T>(raw: string | undefined, read: (value: unknown) => T | null, key: (item: T) => string): T[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    try {
      data = JSON.parse(decodeURIComponent(raw));
    } catch {
      return [];
    }
  }
  if (!Array.isArray(data)) return [];
  const seen = new Set<string>();
  const items: T[] = [];
  for (const entry of data) {
    const item = read(entry);
    if (item === null || seen.has(key(item))) continue;
    seen.add(key(item));
    items.push(item);
    if (items.length >= MAX_ITEMS) break;
  }
  return items;
}

export function parseFavoritesCookie(raw: string | undefined): FavoriteItem[] {
  return parseList(raw, asFavorite, (item) => `${item.type}:${item.id}`);
}

export function parseCompareCookie(raw: string | undefined): CompareItem[] {
  return parseList(raw, asCompare, (item) => String(item.id));
}

export const serializeList = (items: ReadonlyArray<FavoriteItem | CompareItem>) => JSON.stringify(items);

export const LIST_COOKIE_ATTRIBUTES = { path: LIST_COOKIES.path, 'max-age': String(LIST_COOKIES.maxAgeSeconds), sameSite: 'lax' } as const;
