import type { Metadata } from 'next';
import { NewsList } from '@/components/news/NewsList';

export const metadata: Metadata = { title: 'Новости' };

/** The first page of the news list; later pages live at /news/page/N (old ?page=N links redirect there). */
export default function NewsPage() {
  return <NewsList page={1} />;
}
