import Link from 'next/link';
import clsx from 'clsx';
import type { NewsSpecs } from '@/lib/api/schemas';
import { paths } from '@/lib/config/paths';
import { isNewsFiltered, newsFilterQuery, type NewsFilter } from '@/lib/news/news-filter';
import styles from './NewsFilters.module.scss';

type Option = { key: string; label: string; count?: number; filter: NewsFilter };

/**
 * The topics and years of `/api/news_specs/` as links: each choice is an address of its own (page 1 of that
 * list), readable without JavaScript and shareable. A count is shown while the other filter is open: the CMS
 * counts each topic over all years and each year over all topics.
 */
export function NewsFilters({ specs, filter }: { specs: NewsSpecs; filter: NewsFilter }) {
  const topics: Option[] = [
    { key: 'all', label: 'Все темы', filter: { year: filter.year } },
    ...specs.categories.map((c) => ({ key: c.value, label: c.label, count: filter.year === undefined ? c.count : undefined, filter: { ...filter, category: c.value } })),
  ];
  const years: Option[] = [
    { key: 'all', label: 'Все годы', filter: { category: filter.category } },
    ...specs.years.map((y) => ({ key: String(y.value), label: String(y.value), count: filter.category === undefined ? y.count : undefined, filter: { ...filter, year: y.value } })),
  ];
  return (
    <div className={styles.filters}>
      <OptionGroup label="Тема" options={topics} current={filter.category ?? 'all'} />
      {specs.years.length > 1 ? <OptionGroup label="Год" options={years} current={filter.year !== undefined ? String(filter.year) : 'all'} /> : null}
      {isNewsFiltered(filter) ? (
        <Link href={paths.news()} className={styles.reset} scroll={false}>
          Сбросить фильтры
        </Link>
      ) : null}
    </div>
  );
}

function OptionGroup({ label, options, current }: { label: string; options: Option[]; current: string }) {
  return (
    <nav className={styles.group} aria-label={label}>
      <p className={styles.label} aria-hidden="true">
        {label}
      </p>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.key}>
            <Link
              href={paths.news(1, newsFilterQuery(option.filter))}
              scroll={false}
              className={clsx(styles.option, option.key === current && styles.current)}
              aria-current={option.key === current ? 'page' : undefined}
            >
              {option.label}
              {option.count !== undefined ? <span className={styles.count}>{option.count}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
