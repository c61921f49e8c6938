'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { FilterSpecItem, RealtyFacets } from '@/lib/api/schemas';
import { plural } from '@/lib/format/number';
import { LOTS_TYPE_NOUNS_SHOWN } from '@/lib/config/lots-labels';
import type { LotsType } from '@/lib/config/paths';
import { catalogSearch, EMPTY_QUERY, hasFilters, toApiQuery, type CatalogQuery } from '@/lib/lots/catalog-query';
import { CloseIcon } from '@/components/ui/icons';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { useBodyScrollLock } from '@/components/ui/use-body-scroll-lock';
import { CatalogDraft, useCatalog } from './catalog-context';
import { FilterPanel } from './FilterPanel';
import styles from './FilterSheet.module.scss';

type Props = { lotsType: LotsType; items: FilterSpecItem[]; facets: RealtyFacets; count: number; activeCount: number };

/** What the sheet has chosen and what it would show. */
type Draft = { query: CatalogQuery; count: number; facets: RealtyFacets; loading: boolean; failed: boolean };

/** Marks the history entry the open sheet adds, so that Back closes the sheet instead of leaving the list. */
const SHEET_ENTRY = 'filterSheet';
const sheetEntryIsCurrent = () => Boolean((window.history.state as Record<string, unknown> | null)?.[SHEET_ENTRY]);

/**
 * The filters. On a desktop they stand beside the list and each choice applies at once; on phones and tablets they
 * open in a bottom sheet (a modal dialog: focus kept inside, Escape, Back, the backdrop or the cross close it), where
 * choices make a draft whose count the CMS gives as the visitor chooses, and "Показать N квартир" applies it as one
 * step of the URL history, the state that a pasted link opens.
 */
export function FilterSheet({ lotsType, items, facets, count, activeCount }: Props) {
  const catalog = useCatalog();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const latest = useRef(0);

  const close = useCallback(() => {
    setOpen(false);
    if (sheetEntryIsCurrent()) window.history.back();
  }, []);
  useFocusTrap(sheet, open, close, toggle);
  useBodyScrollLock(open);
  useEffect(() => {
    if (!open) return;
    const onPopState = () => setOpen(false);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [open]);

  const openSheet = () => {
    window.history.pushState({ [SHEET_ENTRY]: true }, '');
    latest.current += 1;
    setDraft({ query: catalog.query, count, facets, loading: false, failed: false });
    setOpen(true);
  };

  const choose = (next: CatalogQuery) => {
    const request = (latest.current += 1);
    setDraft((current) => current && { ...current, query: next, loading: true });
    const settle = (change: Partial<Draft>) => request === latest.current && setDraft((current) => current && { ...current, ...change, loading: false });
    // The browser API client loads with the first choice, not with the page.
    import('@/lib/api/browser')
      .then(({ getBrowserApi }) => getBrowserApi().realtyList(lotsType, toApiQuery({ ...next, page: 1 }, 1)))
      .then((list) => settle({ count: list.count, facets: list.facets, failed: false }))
      .catch(() => settle({ failed: true }));
  };

  const show = () => {
    if (!draft) return;
    if (catalogSearch(draft.query) === catalogSearch(catalog.query)) return close();
    setOpen(false);
    // The sheet's own history entry becomes the new list: Back then returns to the list before the choice.
    catalog.navigate({ ...draft.query, page: 1 }, { replace: sheetEntryIsCurrent() });
  };

  const sheetOpen = open && draft !== null;
  return (
    <>
      <button ref={toggle} type="button" className={styles.toggle} aria-haspopup="dialog" aria-expanded={sheetOpen} onClick={openSheet}>
        Фильтры{activeCount ? ` · ${activeCount}` : ''}
      </button>
      {sheetOpen ? <div className={styles.backdrop} onClick={close} aria-hidden="true" /> : null}
      <div ref={sheet} className={styles.sheet} data-open={sheetOpen} {...(sheetOpen ? { role: 'dialog', 'aria-modal': true, 'aria-label': 'Фильтры' } : {})}>
        {sheetOpen ? (
          <div className={styles.top}>
            <h2 className={styles.title}>Фильтры</h2>
            <button type="button" className={styles.close} onClick={close} aria-label="Закрыть">
              <CloseIcon />
            </button>
          </div>
        ) : null}
        <CatalogDraft value={sheetOpen ? { query: draft.query, navigate: choose, pending: draft.loading } : null}>
          <FilterPanel items={items} facets={sheetOpen ? draft.facets : facets} />
        </CatalogDraft>
        {sheetOpen ? (
          <div className={styles.actions}>
            {hasFilters(draft.query) ? (
              <button type="button" className={styles.reset} onClick={() => choose({ ...EMPTY_QUERY, view: draft.query.view, ordering: draft.query.ordering })}>
                Сбросить
              </button>
            ) : null}
            <button
              type="button"
              className={styles.show}
              onClick={show}
              disabled={!draft.failed && !draft.loading && draft.count === 0}
              aria-busy={draft.loading}
              data-testid="filter-sheet-show"
            >
              {draft.failed
                ? 'Показать'
                : draft.count === 0 && !draft.loading
                  ? 'Ничего не нашлось'
                  : `Показать ${draft.count}\u00a0${plural(draft.count, LOTS_TYPE_NOUNS_SHOWN[lotsType])}`}
            </button>
          </div>
        ) : null}
      </div>
    </>
  );
}
