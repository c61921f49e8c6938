'use client';

import { useEffect, useState } from 'react';
import type { BookingState } from '@/lib/api/schemas';
import { BOOKING_CHANGED_EVENT, bookingCalls, hasBuyerSession } from '@/lib/booking/browser-calls';

let shared: Promise<BookingState | null> | null = null;
const load = () => (shared ??= hasBuyerSession() ? bookingCalls.state().then((result) => (result.ok ? result.data : null)) : Promise.resolve(null));

/**
 * The visitor's own holds and waitlist places, or null (no buyer session): one request for every part of
 * the page that asks (the hold note, the booking button), asked again after a change.
 */
export function useMyBooking(): BookingState | null {
  const [state, setState] = useState<BookingState | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => void load().then((value) => live && setState(value));
    const changed = () => {
      shared = null;
      read();
    };
    read();
    window.addEventListener(BOOKING_CHANGED_EVENT, changed);
    return () => {
      live = false;
      window.removeEventListener(BOOKING_CHANGED_EVENT, changed);
    };
  }, []);
  return state;
}
