'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ProgrammeOffer } from '@/lib/mortgage/offers';
import { ChevronIcon } from '@/components/ui/icons';
import type { TableProgramme } from './ProgrammeTable';
import styles from './ProgrammeTable.module.scss';

/** The table's code, asked for when the visitor reaches for the list (a press, a focus) and drawn when it opens. */
const loadTable = () => import('./ProgrammeTable').then((module) => ({ default: module.ProgrammeTable<TableProgramme> }));
const ProgrammeTable = lazy(loadTable);

type Props = { offers: ProgrammeOffer<TableProgramme>[]; caption: string; summary: string };

/**
 * The programmes that do not fit a lot, folded under its table: the summary counts them, and their rows (each bank's
 * mark, its terms and why it does not fit: about fifty elements) are drawn when the visitor opens the list, not sent
 * in the page's HTML, where a phone styled and hydrated them for a list that stays closed; nor is the table's code
 * in the page's first scripts. A list opened before the page's script ran is drawn once it runs.
 */
export function OtherProgrammes({ offers, caption, summary }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  return (
    <details ref={details} className={styles.others} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary onPointerDown={() => void loadTable()} onFocus={() => void loadTable()}>
        {summary}
        <ChevronIcon className={styles.chevron} />
      </summary>
      {open ? (
        <Suspense fallback={<p className={styles.empty}>Загружаем программы…</p>}>
          <ProgrammeTable offers={offers} caption={caption} />
        </Suspense>
      ) : null}
    </details>
  );
}
