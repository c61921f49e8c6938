import 'server-only';
import type { MetadataRoute } from 'next';
import type { Api } from '@/lib/api/endpoints';
import type { LotCard, NewsPreview } from '@/lib/api/schemas';
import { absoluteUrl } from '@/lib/config/absolute-url';
import { LOTS_TYPES, paths } from '@/lib/config/paths';
import { ON_SALE_STATUSES } from '@/lib/lots/status';
import { ROOM_LANDINGS } from './list-seo';
import { SITE_PAGES } from './site-pages';

/** The CMS's largest pages (docs/api.md): lots 100 (900 lots are ten reads), news 50. */
const LOTS_PAGE_SIZE = 100;
const NEWS_PAGE_SIZE = 50;

async function allPages<T>(load: (page: number) => Promise<{ results: T[]; next: string | null }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= 1000; page += 1) {
    const { results, next } = await load(page);
    items.push(...results);
    if (!next || results.length === 0) break;
  }
  return items;
}

/** Every lot on sale (free and booked) of every type. */
export const lotsOnSale = (api: Api): Promise<LotCard[]> =>
  Promise.all(LOTS_TYPES.map((type) => allPages((page) => api.realtyList(type, { status: [...ON_SALE_STATUSES], page, page_size: LOTS_PAGE_SIZE })))).then((lists) => lists.flat());

const allNews = (api: Api): Promise<NewsPreview[]> => allPages((page) => api.news({ page, page_size: NEWS_PAGE_SIZE }));

const day = (iso: string) => iso.slice(0, 10);

/**
 * sitemap.xml (issue 17): the site's pages, the landing filters, every lot on sale and every news item, with
 * the date each last changed where the CMS gives one (news and the news list, the progress reports).
 */
export async function sitemapEntries(api: Api): Promise<MetadataRoute.Sitemap> {
  const [lots, news, progress] = await Promise.all([lotsOnSale(api), allNews(api), api.constructionProgress()]);
  const newest = (dates: readonly string[]) => (dates.length ? day([...dates].sort().at(-1) ?? '') : undefined);
  const lastModified: Partial<Record<keyof typeof SITE_PAGES, string | undefined>> = {
    news: newest(news.map((item) => item.date)),
    progress: newest(progress.map((report) => report.date)),
  };
  return [
    ...Object.entries(SITE_PAGES).map(([key, page]) => ({
      url: absoluteUrl(page.path),
      ...(lastModified[key as keyof typeof SITE_PAGES] ? { lastModified: lastModified[key as keyof typeof SITE_PAGES] } : {}),
      changeFrequency: 'weekly' as const,
      priority: key === 'home' ? 1 : 0.7,
    })),
    ...LOTS_TYPES.filter((type) => type !== 'apartments').map((type) => ({ url: absoluteUrl(paths.lots('params', type)), changeFrequency: 'daily' as const, priority: 0.6 })),
    ...Object.keys(ROOM_LANDINGS).map((rooms) => ({ url: absoluteUrl(`${paths.lots('params', 'apartments')}?rooms=${rooms}`), changeFrequency: 'daily' as const, priority: 0.7 })),
    ...lots.map((lot) => ({ url: absoluteUrl(paths.lot(lot.id)), changeFrequency: 'daily' as const, priority: 0.5 })),
    ...news.map((item) => ({ url: absoluteUrl(paths.newsItem(item.code)), lastModified: day(item.date), changeFrequency: 'monthly' as const, priority: 0.4 })),
  ];
}
