import Link from 'next/link';
import clsx from 'clsx';
import { monthName, monthsByYear, type ReportMonth } from './progress-months';
import styles from './MonthPicker.module.scss';

type Props = { months: readonly ReportMonth[]; chosen: ReportMonth; href: (month: ReportMonth) => string };

/** The months with reports, by year, newest first: links, so each month has its own address. */
export function MonthPicker({ months, chosen, href }: Props) {
  return (
    <nav className={styles.picker} aria-label="Месяц фотоотчёта">
      {monthsByYear(months).map(({ year, months: list }) => (
        <div key={year} className={styles.year}>
          <p className={styles.yearLabel}>{year}</p>
          <ul className={styles.months}>
            {list.map((month) => (
              <li key={month.id}>
                <Link
                  href={href(month)}
                  scroll={false}
                  className={clsx(styles.month, month.id === chosen.id && styles.current)}
                  aria-current={month.id === chosen.id ? 'page' : undefined}
                  aria-label={month.title}
                >
                  {monthName(month.title)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
