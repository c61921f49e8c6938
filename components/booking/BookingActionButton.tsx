'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { announceBookingChange, bookingCalls } from '@/lib/booking/browser-calls';

type Action = { kind: 'cancel'; id: number } | { kind: 'leave'; id: number } | { kind: 'signOut' };

/** Cancel a hold, leave a waitlist or sign out, then show the page afresh; a refusal is said beside the button. */
export function BookingActionButton({ action, className, children }: { action: Action; className?: string; children: ReactNode }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    const result =
      action.kind === 'cancel' ? await bookingCalls.cancel(action.id) : action.kind === 'leave' ? await bookingCalls.leaveWaitlist(action.id) : await bookingCalls.signOut();
    setBusy(false);
    if (!result.ok) return setError(result.refusal.detail);
    announceBookingChange();
    router.refresh();
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void run()} disabled={busy}>
        {busy ? 'Подождите…' : children}
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </>
  );
}
