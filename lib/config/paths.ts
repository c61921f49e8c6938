/**
 * Every internal link of the site is built here, never by string concatenation in components.
 */
export const LOTS_SLUGS = ['genplan', 'params'] as const;
export type LotsSlug = (typeof LOTS_SLUGS)[number];

export const LOTS_TYPES = ['apartments', 'commercial', 'parking', 'storerooms'] as const;
export type LotsType = (typeof LOTS_TYPES)[number];

export function isLotsSlug(value: string): value is LotsSlug {
  return (LOTS_SLUGS as readonly string[]).includes(value);
}

export function isLotsType(value: string): value is LotsType {
  return (LOTS_TYPES as readonly string[]).includes(value);
}

export const paths = {
  home: () => '/',
  contacts: () => '/contacts',
  favorites: (type: LotsType = 'apartments') => `/favorites?type=${type}`,
  compare: () => '/favorites/compare',
  /** "Мои брони": the buyer's holds and waitlist places (online booking). */
  myBookings: () => '/booking',
  furnish: () => '/furnish',
  infrastructure: () => '/infrastructure',
  mortgage: () => '/mortgage',
  /** A page of the news list; `filter` is its filters' query (lib/news/news-filter.ts), '' for none. */
  news: (page = 1, filter = '') => `${page > 1 ? `/news/page/${page}` : '/news'}${filter ? `?${filter}` : ''}`,
  newsItem: (code: string) => `/news/${encodeURIComponent(code)}`,
  print: (lotId: string | number) => `/print?id=${encodeURIComponent(String(lotId))}`,
  privacy: () => '/privacy',
  progress: (type?: 'gallery') => (type ? `/progress?type=${type}` : '/progress'),
  retail: () => '/retail',
  team: () => '/team',
  tour: () => '/tour',
  lot: (id: string | number) => `/lots/${encodeURIComponent(String(id))}`,
  /** The sales manager's pages: sign-in and selections, one selection's editor. */
  manager: () => '/manager',
  managerSelection: (id: number) => `/manager/selections/${id}`,
  /** A manager's selection as its buyer opens it, and as a PDF (print). */
  selection: (code: string) => `/s/${encodeURIComponent(code)}`,
  printSelection: (code: string) => `/print/s/${encodeURIComponent(code)}`,
  lots: (slug: LotsSlug, type: LotsType = 'apartments') => `/lots/${slug}/${type}/`,
} as const;

/**
 * Pages that show one queue (or filter by queues): choosing a queue while on them puts it in their URL,
 * so what the visitor sees follows the choice at once.
 */
export function isQueueScopedPath(pathname: string): boolean {
  return /^\/lots\/(genplan|params)\//.test(pathname) || /^\/progress\/?$/.test(pathname);
}
