import type { Metadata } from 'next';
import { NOT_FOUND_METADATA } from '@/components/error/NotFoundPage';
import { NEWS_PAGE_NUMBER } from '@/lib/news/news-filter';
import { viewFromSegment } from '@/lib/routes/list-view';
import type { SearchParams } from '@/lib/routes/search-params';
import { loadNewsPage, newsFilterOf } from './NewsList';
import { newsListMetadata } from './news-metadata';

/** The topic and year a view segment of the news list carries (lib/routes/news-view-rewrite.ts), or null: not a view. */
export function newsViewSearch(segment: string): SearchParams | null {
  const view = viewFromSegment(segment);
  return view && Object.fromEntries(view);
}

/** The metadata of page `page` of the list with the filters of `search`; "not found" past the end or for no page number. */
export async function newsPageMetadata(page: string, search: SearchParams | null): Promise<Metadata> {
  if (!NEWS_PAGE_NUMBER.test(page) || !search) return NOT_FOUND_METADATA;
  const filter = await newsFilterOf(search);
  if (!(await loadNewsPage(Number(page), filter))) return NOT_FOUND_METADATA;
  return newsListMetadata(Number(page), filter);
}
