'use client';

import type { CSSProperties } from 'react';
import Link from 'next/link';
import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import type { LotCard } from '@/lib/api/schemas';
import { paths } from '@/lib/config/paths';
import { useLists } from '@/store/use-lists';
import { useSiteStore } from '@/store/StoreProvider';
import { lotFullTitle, lotPlace, lotTitle } from '@/components/lots/lot-text';
import { compareRows } from './compare-rows';
import { EmptyState } from '@/components/content/EmptyState';
import styles from './CompareTable.module.scss';

/** '1 007 999 ₽/м²' may wrap before '/м²' in a phone's narrow column (the figure itself never breaks). */
function withUnitBreak(value: string | null): ReactNode {
  if (!value?.includes('₽/')) return value;
  const [figure, unit] = value.split('₽/');
  return (
    <>
      {figure}₽<wbr />/{unit}
    </>
  );
}

/** Lots side by side: differing rows marked, an "only differences" switch, removal per lot. */
export function CompareTable({ lots }: { lots: LotCard[] }) {
  const compare = useSiteStore((s) => s.compare);
  const ready = useSiteStore((s) => s.isVisitorReady);
  const { toggleCompare } = useLists();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  // Until the cookies are in the store, the server's list (read from the same cookie) is the list.
  const shown = ready ? lots.filter((lot) => compare.some((c) => c.id === lot.id)) : lots;

  if (shown.length === 0) {
    return (
      <EmptyState text="Добавьте квартиры к сравнению кнопкой со столбиками на карточке — они появятся здесь." action={{ label: 'Перейти к выбору квартир', href: paths.lots('params') }} />
    );
  }

  const rows = compareRows(shown);
  return (
    <>
      <label className={styles.switch}>
        <input type="checkbox" role="switch" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
        <span>Только различия</span>
      </label>
      <div className={styles.scroller} tabIndex={0} role="region" aria-label="Сравнение лотов">
        <table className={styles.table} style={{ '--compare-count': shown.length } as CSSProperties}>
          <caption className="visually-hidden">Сравнение лотов; строки с различиями отмечены</caption>
          <thead>
            <tr>
              <th scope="col">Параметр</th>
              {shown.map((lot) => (
                <th key={lot.id} scope="col" className={styles.lotHead}>
                  {lot.images.flat_layout ? (
                    // eslint-disable-next-line @next/next/no-img-element -- generated SVG plan from the CMS
                    <img src={lot.images.flat_layout} alt="" className={styles.layout} />
                  ) : null}
                  <Link href={paths.lot(lot.id)} aria-label={lotFullTitle(lot)}>
                    {lotTitle(lot)}
                  </Link>
                  <span className={styles.place}>{lotPlace(lot)}</span>
                  <button type="button" className={styles.remove} onClick={() => toggleCompare(lot.id)} aria-label={`Убрать из сравнения: ${lotFullTitle(lot)}`}>
                    Убрать
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows
              .filter((row) => !onlyDifferences || row.differs)
              .map((row) => (
                <tr key={row.label} className={clsx(row.differs && styles.differs)} data-differs={row.differs}>
                  <th scope="row">
                    {row.label}
                    {row.differs ? <span className="visually-hidden"> (различается)</span> : null}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={shown[index]?.id}>{withUnitBreak(value)}</td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
