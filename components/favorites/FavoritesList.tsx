'use client';

import { useState } from 'react';
import type { LotCard as Lot } from '@/lib/api/schemas';
import { paths, type LotsType } from '@/lib/config/paths';
import { sameFavorite } from '@/lib/lists/list-cookies';
import { useLists } from '@/store/use-lists';
import { useSiteStore } from '@/store/StoreProvider';
import { LotGrid } from '@/components/lots/LotGrid';
import { EmptyState } from '@/components/content/EmptyState';
import styles from './FavoritesList.module.scss';

type Props = { lots: Lot[]; lotsType: LotsType; shared: boolean };

/**
 * The saved lots. A lot removed with its heart leaves the list at once; a shared list (ids in the
 * URL) can be saved into the visitor's own favourites.
 */
export function FavoritesList({ lots, lotsType, shared }: Props) {
  const favorites = useSiteStore((s) => s.favorites);
  const ready = useSiteStore((s) => s.isVisitorReady);
  const domainUrl = useSiteStore((s) => s.domainUrl);
  const { addFavorites } = useLists();
  const [note, setNote] = useState('');
  // Until the cookies are in the store, the server's list (read from the same cookie) is the list.
  const shown = shared || !ready ? lots : lots.filter((lot) => favorites.some((f) => sameFavorite(f, lot)));

  if (shown.length === 0) {
    return (
      <EmptyState text="В избранном пока ничего нет. Отмечайте понравившиеся квартиры сердечком — они появятся здесь." action={{ label: 'Перейти к выбору квартир', href: paths.lots('params', lotsType) }} />
    );
  }

  const shareUrl = `${domainUrl}${paths.favorites(lotsType)}&ids=${shown.map((lot) => lot.id).join(',')}`;
  const share = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setNote('Ссылка на\u00a0подборку скопирована');
    } catch {
      setNote(`Ссылка на\u00a0подборку: ${shareUrl}`);
    }
  };

  return (
    <>
      <div className={styles.actions}>
        {shared ? (
          <button type="button" className={styles.button} onClick={() => {
            addFavorites(shown.map((lot) => ({ id: lot.id, type: lot.type })));
            setNote('Подборка добавлена в ваше избранное');
          }}>
            Сохранить в моё избранное
          </button>
        ) : (
          <>
            <button type="button" className={styles.button} onClick={share}>
              Поделиться подборкой
            </button>
            <a className={styles.link} href={shareUrl} data-testid="favorites-share-link">
              {'Ссылка на\u00a0подборку'}
            </a>
          </>
        )}
        <p className={styles.note} role="status">
          {note}
        </p>
      </div>
      <LotGrid lots={shown} />
    </>
  );
}
