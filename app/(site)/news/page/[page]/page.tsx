import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { NOT_FOUND_METADATA, NotFoundPage } from '@/components/error/NotFoundPage';
import { loadNewsPage, NewsList } from '@/components/news/NewsList';
import { paths } from '@/lib/config/paths';
import { metadataSafe } from '@/components/outage/outage-metadata';

type Props = { params: Promise<{ page: string }> };

const PAGE = /^[1-9]\d{0,5}$/;

/** Page 2 is rendered at build; the others on their first visit, then cached. */
export const generateStaticParams = () => [{ page: '2' }];

/** Metadata; the outage view's when the CMS is unavailable. */
export const generateMetadata = metadataSafe(pageMetadata);

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await params;
  if (!PAGE.test(page) || !(await loadNewsPage(Number(page)))) return NOT_FOUND_METADATA;
  return { title: `Новости — страница ${page}` };
}

/** Page N of the news list (N ≥ 2; page 1 is /news). */
export default async function NewsListPage({ params }: Props) {
  const { page } = await params;
  if (!PAGE.test(page)) return <NotFoundPage />;
  if (page === '1') permanentRedirect(paths.news());
  return <NewsList page={Number(page)} />;
}
