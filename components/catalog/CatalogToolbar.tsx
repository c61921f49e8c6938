'use client';

import { EMPTY_QUERY, hasFilters, ORDERINGS, type Ordering } from '@/lib/lots/catalog-query';
import { plural } from '@/lib/format/number';
import { Select } from '@/components/ui/Select';
import { Segmented } from '@/components/ui/Segmented';
import { useCatalog } from './catalog-context';
import styles from './CatalogToolbar.module.scss';

const VIEWS = [
  { value: 'cards', label: 'Карточки' },
  { value: 'table', label: 'Таблица' },
] as const;

const ORDERING_LABELS: Record<Ordering, string> = {
  recommended: 'Рекомендуем',
  price: 'Сначала дешевле',
  '-price': 'Сначала дороже',
  area: 'Площадь по возрастанию',
  '-area': 'Площадь по убыванию',
  floor: 'Этаж по возрастанию',
  '-floor': 'Этаж по убыванию',
  price_per_m2: 'Цена за\u00a0м² по возрастанию',
  '-price_per_m2': 'Цена за\u00a0м² по убыванию',
};

const ORDERING_OPTIONS = ORDERINGS.map((ordering) => ({ value: ordering, label: ORDERING_LABELS[ordering] }));

type Props = { count: number; noun: readonly [string, string, string] };

/** Result count, sorting, cards/table view and reset. */
export function CatalogToolbar({ count, noun }: Props) {
  const { query, navigate, pending } = useCatalog();
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} role="status" aria-live="polite">
        {pending ? 'Подбираем…' : 'Найдено'} <strong data-testid="result-count">{count}</strong>{'\u00a0'}
        {plural(count, noun)}
      </p>
      <Select
        className={styles.sort}
        label="Сортировка"
        labelHidden
        options={ORDERING_OPTIONS}
        value={query.ordering}
        onChange={(ordering) => navigate({ ...query, ordering, page: 1 })}
        testId="catalog-sort"
        focusKey="catalog-sort"
      />
      <Segmented className={styles.views} label="Вид списка" options={VIEWS} value={query.view} onChange={(view) => navigate({ ...query, view })} />
      {hasFilters(query) ? (
        <button type="button" className={styles.reset} onClick={() => navigate({ ...EMPTY_QUERY, view: query.view, ordering: query.ordering })}>
          Сбросить фильтры
        </button>
      ) : null}
    </div>
  );
}
