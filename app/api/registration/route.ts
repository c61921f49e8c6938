import { register } from '@/lib/booking/site-endpoint';

/** Online booking: the buyer's name, email and consent. */
export const POST = register;
