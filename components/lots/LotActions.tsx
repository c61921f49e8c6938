'use client';

import Link from 'next/link';
import { useState } from 'react';
import { CallbackButton } from '@/components/callback/CallbackButton';
import { BookingButton } from '@/components/booking/BookingButton';
import { paths } from '@/lib/config/paths';
import { useSiteStore } from '@/store/StoreProvider';
import type { BookingOffer } from '@/store/site-state';
import { ListToggles } from './ListToggles';
import { LOT_ACTIONS_MARK } from './LotStickyBar';
import styles from './LotActions.module.scss';

/** `booking`: online booking of a free lot ('hold') or the waitlist of a booked one ('waitlist'); none for a sold one. */
type Props = { id: number; type: string; title: string; callToAction?: boolean; booking?: 'hold' | 'waitlist' | null; terms?: BookingOffer };

/** Favourite, compare, print, share and (not for a sold lot) the callback and online booking calls to action of the lot page. */
export function LotActions({ id, type, title, callToAction = true, booking = null, terms }: Props) {
  const url = `${useSiteStore((s) => s.domainUrl)}${paths.lot(id)}`;
  const [shared, setShared] = useState<'idle' | 'copied' | 'failed'>('idle');

  const share = async () => {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setShared('copied');
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return;
      setShared('failed');
    }
  };

  return (
    <div className={styles.actions} {...{ [LOT_ACTIONS_MARK]: '' }}>
      {callToAction ? (
        <CallbackButton className={styles.primary} />
      ) : null}
      {booking ? <BookingButton lotId={id} lotType={type} lotTitle={title} mode={booking} terms={terms} className={styles.booking} /> : null}
      <ListToggles id={id} type={type} title={title} size="large" />
      <div className={styles.secondary}>
        {/* Opens in a new tab, which loads the page afresh: prefetching the print route's code (6 kB gzip) here is waste. */}
        <Link href={paths.print(id)} className={styles.link} target="_blank" rel="noopener" prefetch={false}>
          Версия для печати
        </Link>
        <button type="button" className={styles.link} onClick={share}>
          Поделиться
        </button>
      </div>
      <p className={styles.note} role="status">
        {shared === 'copied' ? 'Ссылка скопирована' : shared === 'failed' ? `Скопируйте ссылку: ${url}` : ''}
      </p>
    </div>
  );
}
