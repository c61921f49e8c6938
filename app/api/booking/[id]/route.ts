import { cancelHold } from '@/lib/booking/site-endpoint';

/** Online booking: DELETE cancels the buyer's hold. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return cancelHold(request, (await params).id);
}
