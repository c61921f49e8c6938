import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { MyBookings } from '@/components/booking/MyBookings';
import { outageSafe } from '@/components/outage/outage-safe';
import { loadMyBookings } from '@/components/booking/my-bookings-data';
import { BUYER_SESSION_COOKIE } from '@/lib/booking/session-cookies';

// The buyer's own holds (the session cookie): rendered for each request in full, never cached.
export const instant = false;

export const metadata: Metadata = { title: 'Мои брони', robots: { index: false } };

async function MyBookingsPage() {
  const token = (await cookies()).get(BUYER_SESSION_COOKIE)?.value;
  return <MyBookings data={await loadMyBookings(token)} />;
}

export default outageSafe(MyBookingsPage);
