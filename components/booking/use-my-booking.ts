'use client';

import { useEffect, useState } from 'react';
import type { BookingState } from '@/lib/api/schemas';
import { BOOKING_CHANGED_EVENT, bookingCalls, hasBuyerSession } from '@/lib/booking/browser-calls';

/** How long one answer serves every part of a page that asks (the hold note, the button, the panel). */
const SHARED_MS = 10_000;
let shared: { at: number; state: Promise<BookingState | null> } | null = null;

/** The buyer's state: one request for the parts of a page that ask together; a change announced asks again. */
export function loadMyBooking(): Promise<BookingState | null> {
  if (!shared || Date.now() - shared.at > SHARED_MS) {
    const state = hasBuyerSession() ? bookingCalls.state().then((result) => (result.ok ? result.data : null)) : Promise.resolve(null);
    shared = { at: Date.now(), state };
  }
  return shared.state;
}

// Any change (a hold, a cancel, a confirmed phone) makes the next ask go to the server again.
if (typeof window !== 'undefined') window.addEventListener(BOOKING_CHANGED_EVENT, () => (shared = null));

/**
 * The visitor's own holds and waitlist places, or null (no buyer session): one request for every part of
 * the page that asks (the hold note, the booking button), asked again after a change.
 */
export function useMyBooking(): BookingState | null {
  const [state, setState] = useState<BookingState | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => void loadMyBooking().then((value) => live && setState(value));
    read();
    window.addEventListener(BOOKING_CHANGED_EVENT, read);
    return () => {
      live = false;
      window.removeEventListener(BOOKING_CHANGED_EVENT, read);
    };
  }, []);
  return state;
}
