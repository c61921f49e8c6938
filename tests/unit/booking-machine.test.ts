import { describe, expect, it } from 'vitest';
import { bookingReducer, startBooking, type BookingEvent, type BookingStep } from '@/components/booking/booking-machine';
import type { Buyer, Hold } from '@/lib/api/schemas';

const newBuyer: Buyer = { phone: '+7 (916) 700-00-01', name: null, email: 'anna@example.ru', registered: false };
const knownBuyer: Buyer = { ...newBuyer, name: 'Анна', registered: true };
const hold: Hold = {
  id: 1,
  kind: 'hold',
  created_at: '2026-11-30T12:00:00Z',
  expires_at: '2026-12-01T12:00:00Z',
  lot: { id: 2, type: 'apartments', number: '12', rooms: 2, area: 64.2, price: 52_000_000, floor: 7, building: 'Корпус 1' },
};

describe('the booking panel’s steps', () => {
  it.each<[string, BookingStep, BookingEvent, BookingStep]>([
    ['a session found: its buyer, registered, goes to the confirmation', { step: 'loading' }, { type: 'confirmed', buyer: knownBuyer }, { step: 'confirm' }],
    ['no session after all: the phone', { step: 'loading' }, { type: 'no-session' }, { step: 'verify' }],
    ['a new buyer’s code: the details, with what the CMS knows', { step: 'verify' }, { type: 'confirmed', buyer: newBuyer }, { step: 'details', name: '', email: 'anna@example.ru' }],
    ['details saved: the confirmation', { step: 'details', name: 'Анна', email: 'a@b.ru' }, { type: 'registered' }, { step: 'confirm' }],
    ['the session ended on the way: the phone again', { step: 'confirm' }, { type: 'signed-out' }, { step: 'verify' }],
    ['held', { step: 'confirm' }, { type: 'held', hold }, { step: 'held', hold }],
    ['in the waitlist', { step: 'confirm' }, { type: 'waiting', position: 2 }, { step: 'waiting', position: 2 }],
  ])('%s', (_name, state, event, next) => {
    expect(bookingReducer(state, event)).toEqual(next);
  });

  it('starts by looking the session up only when the browser has one', () => {
    expect(startBooking(true)).toEqual({ step: 'loading' });
    expect(startBooking(false)).toEqual({ step: 'verify' });
  });
});
