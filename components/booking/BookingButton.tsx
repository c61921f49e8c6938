'use client';

import { useRef } from 'react';
import { useEarlyTap } from '@/lib/early-tap/use-early-tap';
import { useSiteStore } from '@/store/StoreProvider';
import type { BookingOffer } from '@/store/site-state';
import { prefetchBookingPanel } from './load-booking-panel';
import { useMyBooking } from './use-my-booking';

type Props = { lotId: number; lotType: string; lotTitle: string; mode: 'hold' | 'waitlist'; terms?: BookingOffer; className?: string; children?: string };

/**
 * "Забронировать онлайн" on a free lot (or one offered to this buyer), "Сообщить, когда освободится" on a
 * booked one: opens the booking panel. Not shown to the buyer who holds the lot or already waits for it.
 */
export function BookingButton({ lotId, lotType, lotTitle, mode, terms, className, children }: Props) {
  const openModal = useSiteStore((s) => s.openModal);
  const mine = useMyBooking();
  const button = useRef<HTMLButtonElement>(null);
  const hold = mine?.holds.find((h) => h.lot.id === lotId);
  const shown = hold?.kind === 'offer' ? 'hold' : mode;
  const open = () => openModal({ kind: 'booking', lotId, lotType, lotTitle, mode: shown, terms });
  // A tap before hydration opens the panel once it can.
  const earlyTap = useEarlyTap(`booking:${lotId}`, button, open);
  if (hold?.kind === 'hold' || (!hold && mode === 'waitlist' && mine?.waitlist.some((w) => w.lot_id === lotId))) return null;
  return (
    <button ref={button} type="button" {...prefetchBookingPanel} {...earlyTap} className={className} onClick={open}>
      {children ?? (shown === 'hold' ? 'Забронировать онлайн' : 'Сообщить, когда освободится')}
    </button>
  );
}
