import { z } from 'zod';
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

const MAX_ITEMS = 100;
const favoriteSchema = z.object({ id: z.number().int().positive(), type: z.string().regex(/^[a-z_]{1,32}$/) });
const compareSchema = z.object({ id: z.number().int().positive() });

function parseList<T>(raw: string | undefined, schema: z.ZodType<T>, key: (item: T) => string): T[] {
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
    const parsed = schema.safeParse(entry);
    if (!parsed.success || seen.has(key(parsed.data))) continue;
    seen.add(key(parsed.data));
    items.push(parsed.data);
    if (items.length >= MAX_ITEMS) break;
  }
  return items;
}

export function parseFavoritesCookie(raw: string | undefined): FavoriteItem[] {
  return parseList(raw, favoriteSchema, (item) => `${item.type}:${item.id}`).map(({ id, type }) => ({ id, type }));
}

export function parseCompareCookie(raw: string | undefined): CompareItem[] {
  return parseList(raw, compareSchema, (item) => String(item.id)).map(({ id }) => ({ id }));
}

export const serializeList = (items: ReadonlyArray<FavoriteItem | CompareItem>) => JSON.stringify(items);

export const LIST_COOKIE_ATTRIBUTES = { path: LIST_COOKIES.path, 'max-age': String(LIST_COOKIES.maxAgeSeconds), sameSite: 'lax' } as const;
