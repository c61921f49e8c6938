import 'server-only';
import { ApiError } from '@/lib/api/client';
import type { BookingState, LotCard } from '@/lib/api/schemas';
import { getRequestApi, getServerApi } from '@/lib/api/server';
import { optionalData } from '@/lib/api/policy';

/** What "Мои брони" shows: nothing without a session; else the buyer's holds and places with the lots' cards. */
export type MyBookingsData =
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'unavailable' }
  | { kind: 'buyer'; state: BookingState; lots: Map<number, LotCard> };

export async function loadMyBookings(token: string | undefined): Promise<MyBookingsData> {
  if (!token) return { kind: 'none' };
  let state: BookingState;
  try {
    state = await getRequestApi().bookingState(token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'expired' };
    console.error('[booking] "Мои брони" could not be read:', error instanceof Error ? error.message : error);
    return { kind: 'unavailable' };
  }
  const ids = [...new Set([...state.holds.map((h) => h.lot.id), ...state.waitlist.map((w) => w.lot_id)])];
  const cards = ids.length ? ((await optionalData('booked lots', () => getServerApi().wishlist(ids))) ?? []) : [];
  return { kind: 'buyer', state, lots: new Map(cards.map((card) => [card.id, card])) };
}
