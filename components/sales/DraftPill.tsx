'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { paths } from '@/lib/config/paths';
import { plural } from '@/lib/format/number';
import { draftStore } from '@/lib/sales/draft-store';
import styles from './DraftPill.module.scss';

/** "Черновик подборки · 3 квартиры": a link to the draft's editor, shown once it has a lot (not on the manager's own pages). */
export function DraftPill() {
  const { draft } = useSyncExternalStore(draftStore.subscribe, draftStore.snapshot, draftStore.serverSnapshot);
  const pathname = usePathname();
  if (!draft || draft.lot_ids.length === 0 || pathname.startsWith(paths.manager())) return null;
  const count = draft.lot_ids.length;
  return (
    <Link href={paths.managerSelection(draft.id)} className={styles.pill} data-testid="draft-pill">
      <span className={styles.caption}>Черновик подборки</span>
      <span>
        {count}&nbsp;{plural(count, ['квартира', 'квартиры', 'квартир'])} →
      </span>
    </Link>
  );
}
