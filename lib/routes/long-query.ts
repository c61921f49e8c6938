import { catalogSearch, parseCatalogQuery } from '@/lib/lots/catalog-query';

/**
 * The longest query a page address keeps. The longest the site itself makes (every filter of the catalogue
 * chosen) is under 600 characters; a longer one is a mangled or hostile link. Answering it as it is would echo
 * it into response headers (Next's rewrite header repeats the query), which a proxy in front refuses past its
 * buffer; the front server refuses whole addresses past 8 kB (414, scripts/server.mjs).
 */
export const PAGE_QUERY_MAX_LENGTH = 2048;

const CATALOGUE = /^\/lots\/params\/[^/]+\/$/;

/**
 * The query to redirect a page to when its query is too long: the catalogue's filters made canonical (what
 * the list would show anyway), elsewhere none. Null when the query is short enough.
 */
export function shortQueryTarget(pathname: string, search: string): string | null {
  if (search.length <= PAGE_QUERY_MAX_LENGTH) return null;
  const kept = CATALOGUE.test(pathname) ? catalogSearch(parseCatalogQuery(new URLSearchParams(search))) : '';
  return `${pathname}${kept.length <= PAGE_QUERY_MAX_LENGTH ? kept : ''}`;
}
