import { checkCode } from '@/lib/booking/site-endpoint';

/** Online booking: the SMS code; a right one starts the buyer's session. */
export const POST = checkCode;
