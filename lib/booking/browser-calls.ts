import Cookies from 'js-cookie';
import type { BookingState, Buyer, Hold } from '@/lib/api/schemas';
import { browserCall } from '@/lib/http/browser-call';
import { BUYER_FLAG_COOKIE } from './session-cookies';

export type { Refusal, Result } from '@/lib/http/browser-call';

const call = browserCall;

export const hasBuyerSession = () => Cookies.get(BUYER_FLAG_COOKIE) === '1';

export const bookingCalls = {
  requestCode: (phone: string) => call<{ phone: string; code_length: number; expires_in: number; resend_after: number }>('POST', '/api/authorization/', { phone }),
  checkCode: (phone: string, code: string) => call<{ buyer: Buyer }>('POST', '/api/check_sms/', { phone, code }),
  register: (values: { name: string; email: string; is_agreed: boolean }) => call<{ buyer: Buyer }>('POST', '/api/registration/', values),
  state: () => call<BookingState>('GET', '/api/booking/'),
  book: (lotId: number) => call<Hold>('POST', '/api/booking/', { lot_id: lotId }),
  cancel: (holdId: number) => call<{ detail: string }>('DELETE', `/api/booking/${holdId}/`),
  joinWaitlist: (lotId: number) => call<{ id: number; lot_id: number; position: number }>('POST', '/api/booking/waitlist/', { lot_id: lotId }),
  leaveWaitlist: (entryId: number) => call<{ detail: string }>('DELETE', `/api/booking/waitlist/${entryId}/`),
  signOut: () => call<{ detail: string }>('DELETE', '/api/authorization/'),
};

/** Told to every part of the page that shows the buyer's holds when one changes (the panel, the hold note). */
export const BOOKING_CHANGED_EVENT = 'booking-changed';
export const announceBookingChange = () => window.dispatchEvent(new Event(BOOKING_CHANGED_EVENT));
