'use client';

import { useEffect, useState } from 'react';
import { CallbackButton } from '@/components/callback/CallbackButton';
import { BookingButton } from '@/components/booking/BookingButton';
import { formatPrice } from '@/lib/format/number';
import styles from './LotStickyBar.module.scss';

type Props = { lotId: number; type: string; title: string; price: number; booking: 'hold' | 'waitlist' | null; holdHours: number | null };

/** The lot's calls to action (LotActions) mark themselves with this attribute: the bar shows once they scroll away. */
export const LOT_ACTIONS_MARK = 'data-lot-actions';
/** Set on <html> while the bar shows, so the page leaves room for it at its end (nothing stays under the bar). */
const BAR_SHOWN_MARK = 'data-lot-bar';

/**
 * On phones and tablets: the price with "Заказать звонок" and "Забронировать" at the bottom of the screen, from the
 * moment the page's own buttons scroll up out of view until they are back. It sits under the cookie banner and
 * the panels, and the page gains room at its end for it.
 */
export function LotStickyBar({ lotId, type, title, price, booking, holdHours }: Props) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const actions = document.querySelector(`[${LOT_ACTIONS_MARK}]`);
    if (!actions) return;
    // Read on scroll, not by an IntersectionObserver: a fling (or a jump to an anchor) can carry the buttons from below
    // the screen to above it without their ever crossing it, and an observer then says nothing.
    let frame = 0;
    const check = () => {
      frame = 0;
      setShown(actions.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  useEffect(() => {
    if (!shown) return;
    document.documentElement.setAttribute(BAR_SHOWN_MARK, '');
    return () => document.documentElement.removeAttribute(BAR_SHOWN_MARK);
  }, [shown]);
  if (!shown) return null;
  return (
    <aside className={styles.bar} aria-label="Цена и заявка" data-testid="lot-sticky-bar">
      <p className={styles.price}>{formatPrice(price)}</p>
      <div className={styles.actions}>
        <CallbackButton className={styles.call} />
        {booking === 'hold' ? (
          <BookingButton lotId={lotId} lotType={type} lotTitle={title} mode="hold" terms={{ price, holdHours }} className={styles.book}>
            Забронировать
          </BookingButton>
        ) : null}
      </div>
    </aside>
  );
}
