'use client';

import Link from 'next/link';
import { formatTimeDayMonth } from '@/lib/format/number';
import { paths } from '@/lib/config/paths';
import { capital, lotWords } from '@/lib/lots/lot-words';
import { useMyBooking } from './use-my-booking';
import styles from './HoldNote.module.scss';

/**
 * What the lot page says to the buyer who holds it ("Забронирована до 14:30 23 ноября"), to whom it is
 * offered from the waitlist, or who waits for it. The page itself is the same for everyone (cached); this
 * asks for the visitor's own holds only when a buyer's session exists, and again after a change.
 */
export function HoldNote({ lotId, type }: { lotId: number; type: string }) {
  const state = useMyBooking();
  const words = lotWords(type);

  const hold = state?.holds.find((h) => h.lot.id === lotId);
  const place = state?.waitlist.find((w) => w.lot_id === lotId);
  if (!hold && !place) return null;
  return (
    <p className={styles.note} data-testid="hold-note">
      {hold?.kind === 'hold' ? `${capital(words.booked)} до ${formatTimeDayMonth(hold.expires_at)}` : null}
      {hold?.kind === 'offer' ? `${capital(words.freed)} и ${words.held} за вами до ${formatTimeDayMonth(hold.expires_at)}: забронируйте ${words.its}` : null}
      {!hold && place ? `Вы в листе ожидания: ${place.position}-й в очереди` : null}{' '}
      <Link href={paths.myBookings()}>Мои брони</Link>
    </p>
  );
}
