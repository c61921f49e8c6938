'use client';

import clsx from 'clsx';
import { EMPTY_QUERY, hasFilters, ORDERINGS, type Ordering } from '@/lib/lots/catalog-query';
import { plural } from '@/lib/format/number';
import { useCatalog } from './catalog-context';
import styles from './CatalogToolbar.module.scss';

const ORDERING_LABELS: Record<Ordering, string> = {
  price: 'Сначала дешевле',
  '-price': 'Сначала дороже',
  area: 'Площадь по возрастанию',
  '-area': 'Площадь по убыванию',
  floor: 'Этаж по возрастанию',
  '-floor': 'Этаж по убыванию',
  price_per_m2: 'Цена за м² по возрастанию',
  '-price_per_m2': 'Цена за м² по убыванию',
};

type Props = { count: number; noun: readonly [string, string, string] };

/** Result count, sorting, cards/table view and reset. */
export function CatalogToolbar({ count, noun }: Props) {
  const { query, navigate, pending } = useCatalog();
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} role="status" aria-live="polite">
        {pending ? 'Подбираем…' : 'Найдено'} <strong data-testid="result-count">{count}</strong> {plural(count, noun)}
      </p>
      <label className={styles.sort}>
        <span className="visually-hidden">Сортировка</span>
        <select value={query.ordering} onChange={(event) => navigate({ ...query, ordering: event.target.value as Ordering, page: 1 })}>
          {ORDERINGS.map((ordering) => (
            <option key={ordering} value={ordering}>
              {ORDERING_LABELS[ordering]}
            </option>
          ))}
        </select>
      </label>
      <div className={styles.views} role="group" aria-label="Вид списка">
        {(['cards', 'table'] as const).map((view) => (
          <button
            key={view}
            type="button"
            className={clsx(styles.view, query.view === view && styles.active)}
            aria-pressed={query.view === view}
            onClick={() => navigate({ ...query, view })}
          >
            {view === 'cards' ? 'Карточки' : 'Таблица'}
          </button>
        ))}
      </div>
      {hasFilters(query) ? (
        <button type="button" className={styles.reset} onClick={() => navigate({ ...EMPTY_QUERY, view: query.view, ordering: query.ordering })}>
          Сбросить фильтры
        </button>
      ) : null}
    </div>
  );
}
