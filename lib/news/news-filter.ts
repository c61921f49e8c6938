import { firstParam, type SearchParams } from '@/lib/routes/search-params';

/** The news list's filters (`/api/news_specs/`): a topic and a year, each optional. */
export type NewsFilter = { category?: string; year?: number };

/** What the CMS offers to filter by; values it does not offer are ignored, like the catalogue's malformed ones. */
export type NewsFilterOptions = { categories: ReadonlyArray<{ value: string }>; years: ReadonlyArray<{ value: number }> };

export const NEWS_FILTER_PARAMS = ['category', 'year'] as const;

/** A page number of the list in its path (`/news/page/N`). */
export const NEWS_PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/** The filters of the URL that the CMS offers; anything else (an unknown topic, "20x6") is left out. */
export function parseNewsFilter(search: SearchParams, options: NewsFilterOptions): NewsFilter {
  const category = firstParam(search.category)?.trim();
  const yearText = firstParam(search.year)?.trim();
  const year = yearText && /^\d{4}$/.test(yearText) ? Number(yearText) : undefined;
  return {
    ...(category && options.categories.some((option) => option.value === category) ? { category } : {}),
    ...(year !== undefined && options.years.some((option) => option.value === year) ? { year } : {}),
  };
}

/** The filters as a query in one order ("category=…&year=…"), '' for none: one address per list. */
export function newsFilterQuery(filter: NewsFilter): string {
  const query = new URLSearchParams();
  if (filter.category) query.set('category', filter.category);
  if (filter.year !== undefined) query.set('year', String(filter.year));
  return query.toString();
}

export const isNewsFiltered = (filter: NewsFilter): boolean => filter.category !== undefined || filter.year !== undefined;
