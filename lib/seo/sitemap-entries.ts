import 'server-only';
import type { MetadataRoute } from 'next';
import type { Api } from '@/lib/api/endpoints';
import { allOf, CMS_MAX_PAGE_SIZE } from '@/lib/api/paging';
import type { LotCard, NewsPreview } from '@/lib/api/schemas';
import { absoluteUrl } from '@/lib/config/absolute-url';
import { LOTS_TYPES, paths } from '@/lib/config/paths';
import { ON_SALE_STATUSES } from '@/lib/lots/status';
import { ROOM_LANDINGS } from './list-seo';
import { SITE_PAGES, type SitePage, type SitePageKey } from './site-pages';

/** Every lot on sale (free and booked) of every type. */
const lotsOnSale = (api: Api): Promise<LotCard[]> =>
  Promise.all(LOTS_TYPES.map((type) => allOf((page) => api.realtyList(type, { status: [...ON_SALE_STATUSES], page, page_size: CMS_MAX_PAGE_SIZE.realty })))).then((lists) => lists.flat());

const allNews = (api: Api): Promise<NewsPreview[]> => allOf((page) => api.news({ page, page_size: CMS_MAX_PAGE_SIZE.news }));

const day = (iso: string) => iso.slice(0, 10);

/**
 * sitemap.xml (issue 17): the site's pages, the landing filters, every lot on sale and every news item, with
 * the date each last changed where the CMS gives one (lots, news and the news list, the progress reports).
 */
export async function sitemapEntries(api: Api): Promise<MetadataRoute.Sitemap> {
  const [lots, news, progress] = await Promise.all([lotsOnSale(api), allNews(api), api.constructionProgress()]);
  const newest = (dates: readonly string[]) => (dates.length ? day([...dates].sort().at(-1) ?? '') : undefined);
  const changed: Partial<Record<SitePageKey, string>> = {
    news: newest(news.map((item) => item.date)),
    progress: newest(progress.map((report) => report.date)),
  };
  return [
    ...(Object.entries(SITE_PAGES) as Array<[SitePageKey, SitePage]>).map(([key, page]) => ({
      url: absoluteUrl(page.path),
      ...(changed[key] ? { lastModified: changed[key] } : {}),
      changeFrequency: 'weekly' as const,
      priority: key === 'home' ? 1 : 0.7,
    })),
    ...LOTS_TYPES.filter((type) => type !== 'apartments').map((type) => ({ url: absoluteUrl(paths.lots('params', type)), changeFrequency: 'daily' as const, priority: 0.6 })),
    ...Object.keys(ROOM_LANDINGS).map((rooms) => ({ url: absoluteUrl(`${paths.lots('params', 'apartments')}?rooms=${rooms}`), changeFrequency: 'daily' as const, priority: 0.7 })),
    ...lots.map((lot) => ({ url: absoluteUrl(paths.lot(lot.id)), ...(lot.updated_at ? { lastModified: day(lot.updated_at) } : {}), changeFrequency: 'daily' as const, priority: 0.5 })),
    ...news.map((item) => ({ url: absoluteUrl(paths.newsItem(item.code)), lastModified: day(item.date), changeFrequency: 'monthly' as const, priority: 0.4 })),
  ];
}
