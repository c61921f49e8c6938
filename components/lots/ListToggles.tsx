'use client';

import clsx from 'clsx';
import { VISITOR_MARKS } from '@/lib/lists/visitor-marks';
import { useIsCompared, useIsFavorite, useLists } from '@/store/use-lists';
import { ManagerAdd } from '@/components/sales/ManagerAdd';
import { CompareIcon, HeartIcon } from '@/components/ui/icons';
import styles from './ListToggles.module.scss';

type Props = { id: number; type: string; title: string; size?: 'small' | 'large' };

/**
 * Favourite and compare toggles of a lot: real buttons with pressed state (and, for a signed-in manager, "В подборку").
 * Their icons are the header's inline SVGs (components/ui/icons.tsx says why not CSS masks).
 */
export function ListToggles({ id, type, title, size = 'small' }: Props) {
  const favorite = useIsFavorite(id, type);
  const compared = useIsCompared(id);
  const { toggleFavorite, toggleCompare } = useLists();
  return (
    <div className={clsx(styles.toggles, styles[size])}>
      <button
        type="button"
        className={clsx(styles.toggle, favorite && styles.on)}
        aria-pressed={favorite}
        {...{ [VISITOR_MARKS.favoriteKey]: `${type}:${id}` }}
        aria-label={favorite ? `Убрать из избранного: ${title}` : `В избранное: ${title}`}
        onClick={() => toggleFavorite({ id, type })}
      >
        <HeartIcon filled={favorite} />
        {size === 'large' ? <span>{favorite ? 'В\u00a0избранном' : 'В\u00a0избранное'}</span> : null}
      </button>
      <button
        type="button"
        className={clsx(styles.toggle, compared && styles.on)}
        aria-pressed={compared}
        {...{ [VISITOR_MARKS.compareId]: id }}
        aria-label={compared ? `Убрать из сравнения: ${title}` : `Сравнить: ${title}`}
        onClick={() => toggleCompare(id)}
      >
        <CompareIcon />
        {size === 'large' ? <span>{compared ? 'В\u00a0сравнении' : 'Сравнить'}</span> : null}
      </button>
      {/* A sales manager's third toggle (nothing for a buyer): inside this component, so a card stays one client component. */}
      <ManagerAdd lotId={id} title={title} size={size} />
    </div>
  );
}
