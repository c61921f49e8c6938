import type { Metadata } from 'next';
import { paths } from '@/lib/config/paths';
import { isNewsFiltered, type NewsFilter } from '@/lib/news/news-filter';
import { sitePageMetadata } from '@/lib/seo/page-metadata';
import { SITE_PAGES } from '@/lib/seo/site-pages';

/**
 * A page of the news list: page N is indexed under its own address with "страница N" in its title; a topic or
 * year is a view of the list (`noindex, follow`, canonical at the unfiltered list).
 */
export function newsListMetadata(page: number, filter: NewsFilter): Metadata {
  const title = [SITE_PAGES.news.title, filter.category, filter.year, page > 1 ? `страница ${page}` : null].filter(Boolean).join(' — ');
  if (isNewsFiltered(filter)) return sitePageMetadata('news', { title, noindex: true });
  return sitePageMetadata('news', { title, canonical: paths.news(page) });
}
