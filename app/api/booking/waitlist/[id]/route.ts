import { leaveWaitlist } from '@/lib/booking/site-endpoint';

/** Online booking: DELETE takes the buyer out of a waitlist. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return leaveWaitlist(request, (await params).id);
}
