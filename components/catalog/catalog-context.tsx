'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useTransition, type ReactNode } from 'react';
import { catalogSearch, type CatalogQuery } from '@/lib/lots/catalog-query';
import { CATALOG_RETURN_KEY } from '@/lib/lots/catalog-return';
import styles from './Catalog.module.scss';

type NavigateOptions = { replace?: boolean };
type CatalogContextValue = { query: CatalogQuery; navigate: (next: CatalogQuery, options?: NavigateOptions) => void; pending: boolean };

const CatalogContext = createContext<CatalogContextValue | null>(null);


function rememberCatalog(url: string) {
  try {
    window.sessionStorage.setItem(CATALOG_RETURN_KEY, url);
  } catch {
    // Private mode: the breadcrumb falls back to the plain list.
  }
}

/**
 * Holds the catalogue state that came from the URL, and changes it by changing the URL (the list's own
 * address `base`, never the cached view's path the proxy rewrote it to): the server
 * renders the new results (no full reload), and back/forward walk through the filter history.
 */
export function CatalogProvider({ query, base, children }: { query: CatalogQuery; base: string; children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback(
    (next: CatalogQuery, options: NavigateOptions = {}) => {
      const href = `${base}${catalogSearch(next)}`;
      rememberCatalog(href);
      startTransition(() => (options.replace ? router.replace(href, { scroll: false }) : router.push(href, { scroll: false })));
    },
    [base, router],
  );
  useEffect(() => rememberCatalog(`${base}${catalogSearch(query)}`), [base, query]);
  return (
    <CatalogContext.Provider value={{ query, navigate, pending }}>
      <div className={styles.shell} aria-busy={pending} data-testid="catalog">
        {children}
      </div>
    </CatalogContext.Provider>
  );
}

/**
 * The same state for the filters inside a sheet: choices change a draft (`query`), which the sheet applies when the
 * visitor asks for the results (components/catalog/FilterSheet.tsx).
 */
export function CatalogDraft({ value, children }: { value: CatalogContextValue | null; children: ReactNode }) {
  return value ? <CatalogContext.Provider value={value}>{children}</CatalogContext.Provider> : children;
}

export function useCatalog(): CatalogContextValue {
  const value = useContext(CatalogContext);
  if (!value) throw new Error('useCatalog must be used inside <CatalogProvider>');
  return value;
}
