'use client';

import Link from 'next/link';
import clsx from 'clsx';
import { CompareIcon, HeartIcon, PhoneIcon } from '@/components/ui/icons';
import { paths } from '@/lib/config/paths';
import { formatPhone, phoneHref } from '@/lib/format/phone';
import { salesOffice } from '@/lib/api/sales-office';
import { useSiteStore } from '@/store/StoreProvider';
import { CALLBACK_FORM_ID } from '@/lib/config/forms';
import { prefetchCallbackPanel } from '@/components/callback/load-callback-panel';
import styles from './HeaderActions.module.scss';

/** Phone, favourites and compare with counters, and the leave-request button. */
export function HeaderActions() {
  const contacts = useSiteStore((s) => s.contacts);
  const favorites = useSiteStore((s) => s.favorites.length);
  const compare = useSiteStore((s) => s.compare.length);
  const openModal = useSiteStore((s) => s.openModal);
  const office = salesOffice(contacts);

  return (
    <div className={styles.actions}>
      {office ? (
        <>
          <a href={phoneHref(office.phone)} className={styles.phone}>
            {formatPhone(office.phone)}
          </a>
          <a href={phoneHref(office.phone)} className={styles.phoneIcon} aria-label={`Позвонить: ${formatPhone(office.phone)}`}>
            <PhoneIcon />
          </a>
        </>
      ) : null}
      {/* The lists render per request from the visitor's cookies: prefetched from every page they would cost
          the server two renders per page view, so they load on hover or click only. */}
      <Link href={paths.favorites()} prefetch={false} className={clsx(styles.counter, favorites > 0 && styles.filled)} aria-label={`Избранное: ${favorites}`} data-testid="favorites-link" data-list-count="favorites">
        <HeartIcon filled={favorites > 0} />
        {favorites > 0 ? (
          <span className={styles.count} data-testid="favorites-count" aria-hidden="true">
            {favorites}
          </span>
        ) : null}
      </Link>
      <Link href={paths.compare()} prefetch={false} className={styles.counter} aria-label={`Сравнение: ${compare}`} data-testid="compare-link" data-list-count="compare">
        <CompareIcon />
        {compare > 0 ? (
          <span className={styles.count} data-testid="compare-count" aria-hidden="true">
            {compare}
          </span>
        ) : null}
      </Link>
      <button type="button" {...prefetchCallbackPanel} className={styles.request} onClick={() => openModal({ kind: 'callback', formId: CALLBACK_FORM_ID })}>
        Оставить заявку
      </button>
    </div>
  );
}
