import { book, bookingState } from '@/lib/booking/site-endpoint';

/** Online booking: GET the buyer's holds and waitlist places; POST a hold of a lot. */
export const GET = bookingState;
export const POST = book;
