import { endSession, requestCode } from '@/lib/booking/site-endpoint';

/** Online booking: POST sends an SMS code to the phone; DELETE ends the buyer's session. */
export const POST = requestCode;
export const DELETE = endSession;
