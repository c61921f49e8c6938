'use client';

import { useState } from 'react';
import { withMinimalDelay } from '@/lib/api/minimal-delay';
import type { LotCard as Lot } from '@/lib/api/schemas';
import { toApiQuery, type CatalogQuery } from '@/lib/lots/catalog-query';
import { LotGrid } from '@/components/lots/LotGrid';
import { LotTable } from './LotTable';
import styles from './Catalog.module.scss';
import { typograph } from '@/lib/text/typography';

type Props = { lotsType: string; query: CatalogQuery; pages: number };

/** "Показать ещё": appends the following pages under the server-rendered one. */
export function ShowMore({ lotsType, query, pages }: Props) {
  const [loaded, setLoaded] = useState<Lot[]>([]);
  const [page, setPage] = useState(query.page);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  if (page >= pages && loaded.length === 0) return null;

  const loadMore = async () => {
    setState('loading');
    try {
      // The browser API client (and its response schemas) loads on the first click, not with the page.
      const { getBrowserApi } = await import('@/lib/api/browser');
      const next = await withMinimalDelay(getBrowserApi().realtyList(lotsType, toApiQuery({ ...query, page: page + 1 })));
      setLoaded((current) => [...current, ...next.results]);
      setPage(page + 1);
      setState('idle');
    } catch {
      setState('error');
    }
  };

  return (
    <>
      {loaded.length ? <div className={styles.more}>{query.view === 'table' ? <LotTable lots={loaded} /> : <LotGrid lots={loaded} />}</div> : null}
      {page < pages ? (
        <div className={styles.moreActions}>
          <button type="button" className={styles.moreButton} onClick={loadMore} disabled={state === 'loading'}>
            {state === 'loading' ? 'Загружаем…' : 'Показать ещё'}
          </button>
          {state === 'error' ? (
            <p className={styles.moreError} role="alert">
              {typograph('Не удалось загрузить следующие лоты. Попробуйте ещё раз.')}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
