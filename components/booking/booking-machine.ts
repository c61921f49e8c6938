import type { Buyer, Hold } from '@/lib/api/schemas';

/**
 * The booking panel's steps (issue 18, issue 62): the buyer's session looked up → the phone and the SMS code → name,
 * email and consent (once per buyer) → the confirmation → the hold or the place in the waitlist. A session that ended
 * on the way (401) goes back to the phone.
 */
export type BookingStep =
  | { step: 'loading' }
  | { step: 'verify' }
  | { step: 'details'; name: string; email: string }
  | { step: 'confirm' }
  | { step: 'held'; hold: Hold }
  | { step: 'waiting'; position: number };

export type BookingEvent =
  | { type: 'no-session' }
  | { type: 'confirmed'; buyer: Buyer }
  | { type: 'registered' }
  | { type: 'signed-out' }
  | { type: 'held'; hold: Hold }
  | { type: 'waiting'; position: number };

export const startBooking = (hasSession: boolean): BookingStep => (hasSession ? { step: 'loading' } : { step: 'verify' });

export function bookingReducer(_state: BookingStep, event: BookingEvent): BookingStep {
  switch (event.type) {
    case 'no-session':
    case 'signed-out':
      return { step: 'verify' };
    case 'confirmed':
      // A buyer registered before skips the details; one who is not gets the fields with what the CMS knows.
      return event.buyer.registered ? { step: 'confirm' } : { step: 'details', name: event.buyer.name ?? '', email: event.buyer.email ?? '' };
    case 'registered':
      return { step: 'confirm' };
    case 'held':
      return { step: 'held', hold: event.hold };
    case 'waiting':
      return { step: 'waiting', position: event.position };
  }
}
