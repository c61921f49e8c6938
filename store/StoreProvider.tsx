'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { SiteData, SiteStore } from './site-state';
import { createSiteStore, type SiteStoreApi } from './site-store';

const StoreContext = createContext<SiteStoreApi | null>(null);

/** Holds one store for this tree; created once from the server's data, so the first render matches. */
export function StoreProvider({ data, children }: { data: SiteData; children: ReactNode }) {
  const [store] = useState(() => createSiteStore(data));
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useSiteStore<T>(selector: (state: SiteStore) => T): T {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useSiteStore must be used inside <StoreProvider>');
  return useStore(store, selector);
}

/** The store itself, for effects that read state without subscribing. */
export function useSiteStoreApi(): SiteStoreApi {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useSiteStoreApi must be used inside <StoreProvider>');
  return store;
}
