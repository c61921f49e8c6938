'use client';

import Cookies from 'js-cookie';
import { useCallback } from 'react';
import { LIST_COOKIES } from '@/lib/config/constants';
import { useSiteStore, useSiteStoreApi } from './StoreProvider';
import { LIST_COOKIE_ATTRIBUTES, sameFavorite, serializeList, type CompareItem, type FavoriteItem } from '@/lib/lists/list-cookies';

/** Favourites and compare, kept in the store and written to their cookies (604800 s, path '/'). */
export function useLists() {
  const store = useSiteStoreApi();

  const setFavorites = useCallback(
    (items: FavoriteItem[]) => {
      store.getState().setFavorites(items);
      Cookies.set(LIST_COOKIES.favorites, serializeList(items), LIST_COOKIE_ATTRIBUTES);
    },
    [store],
  );
  const setCompare = useCallback(
    (items: CompareItem[]) => {
      store.getState().setCompare(items);
      Cookies.set(LIST_COOKIES.compare, serializeList(items), LIST_COOKIE_ATTRIBUTES);
    },
    [store],
  );

  const toggleFavorite = useCallback(
    (item: FavoriteItem) => {
      const current = store.getState().favorites;
      const exists = current.some((f) => sameFavorite(f, item));
      setFavorites(exists ? current.filter((f) => !sameFavorite(f, item)) : [...current, item]);
    },
    [setFavorites, store],
  );
  const toggleCompare = useCallback(
    (id: number) => {
      const current = store.getState().compare;
      setCompare(current.some((c) => c.id === id) ? current.filter((c) => c.id !== id) : [...current, { id }]);
    },
    [setCompare, store],
  );
  const addFavorites = useCallback(
    (items: FavoriteItem[]) => {
      const current = store.getState().favorites;
      setFavorites([...current, ...items.filter((item) => !current.some((f) => sameFavorite(f, item)))]);
    },
    [setFavorites, store],
  );

  return { toggleFavorite, toggleCompare, addFavorites, setCompare };
}

export function useIsFavorite(id: number, type: string): boolean {
  return useSiteStore((s) => s.favorites.some((f) => sameFavorite(f, { id, type })));
}

export function useIsCompared(id: number): boolean {
  return useSiteStore((s) => s.compare.some((c) => c.id === id));
}
