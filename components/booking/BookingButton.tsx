'use client';

import { useSiteStore } from '@/store/StoreProvider';
import { prefetchBookingPanel } from './load-booking-panel';
import { useMyBooking } from './use-my-booking';

type Props = { lotId: number; lotTitle: string; mode: 'hold' | 'waitlist'; className?: string };

/**
 * "Забронировать онлайн" on a free lot (or one offered to this buyer), "Сообщить, когда освободится" on a
 * booked one: opens the booking panel. Not shown to the buyer who holds the lot or already waits for it.
 */
export function BookingButton({ lotId, lotTitle, mode, className }: Props) {
  const openModal = useSiteStore((s) => s.openModal);
  const mine = useMyBooking();
  const hold = mine?.holds.find((h) => h.lot.id === lotId);
  if (hold?.kind === 'hold' || (!hold && mode === 'waitlist' && mine?.waitlist.some((w) => w.lot_id === lotId))) return null;
  const shown = hold?.kind === 'offer' ? 'hold' : mode;
  return (
    <button type="button" {...prefetchBookingPanel} className={className} onClick={() => openModal({ kind: 'booking', lotId, lotTitle, mode: shown })}>
      {shown === 'hold' ? 'Забронировать онлайн' : 'Сообщить, когда освободится'}
    </button>
  );
}
