'use client';

import type { FilterSpecItem, RealtyFacets } from '@/lib/api/schemas';
import { ChoiceFilter } from './FilterPanel';
import styles from './FilterPanel.module.scss';

/** On phones and tablets the room chips stay above the results while the other filters wait in the sheet. */
export function QuickRooms({ items, facets }: { items: FilterSpecItem[]; facets: RealtyFacets }) {
  const rooms = items.find((item) => item.name === 'rooms');
  if (!rooms?.choices) return null;
  return (
    <div className={styles.quickRow}>
      <ChoiceFilter name="rooms" item={rooms} counts={facets.rooms} quick />
    </div>
  );
}
