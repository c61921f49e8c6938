'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { paths } from '@/lib/config/paths';
import { useSiteStore, useSiteStoreApi } from '@/store/StoreProvider';

/**
 * "Все новости" on an article (SPEC §4): back to the list page (and its filters) the article was opened from, and the
 * article is remembered so the list can show where the reader left off.
 */
export function NewsBackLink({ code }: { code: string }) {
  const store = useSiteStoreApi();
  const page = useSiteStore((s) => s.newsPage);
  const filter = useSiteStore((s) => s.newsFilter);
  useEffect(() => store.getState().setNewsId(code), [code, store]);
  return (
    <Link href={paths.news(page, filter)} data-testid="news-back">
      ← Все новости
    </Link>
  );
}
