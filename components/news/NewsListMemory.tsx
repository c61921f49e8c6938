'use client';

import { useEffect } from 'react';
import { useSiteStoreApi } from '@/store/StoreProvider';

/**
 * SPEC §4 on the news list: remembers the page shown (with its filters), and on coming back from an article brings that
 * article's card into view with the focus on its link, where the reader left off.
 */
export function NewsListMemory({ page, filter }: { page: number; filter: string }) {
  const store = useSiteStoreApi();
  useEffect(() => {
    const { newsId, setNewsPage } = store.getState();
    setNewsPage(page, filter);
    if (!newsId) return;
    const link = document.querySelector<HTMLAnchorElement>(`[data-card="${CSS.escape(newsId)}"] a`);
    if (!link) return;
    link.scrollIntoView({ block: 'center' });
    link.focus({ preventScroll: true });
  }, [filter, page, store]);
  return null;
}
