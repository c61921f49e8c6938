import { joinWaitlist } from '@/lib/booking/site-endpoint';

/** Online booking: POST puts the buyer in a booked lot's waitlist. */
export const POST = joinWaitlist;
