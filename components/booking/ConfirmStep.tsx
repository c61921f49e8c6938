'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { Hold } from '@/lib/api/schemas';
import { announceBookingChange, bookingCalls, type Refusal } from '@/lib/booking/browser-calls';
import { capital, type LotWords } from '@/lib/lots/lot-words';
import { typograph } from '@/lib/text/typography';
import { GOALS, reachGoal } from '@/lib/tracking/goals';
import { FormNotice } from '@/components/forms/Field';
import forms from '@/components/forms/form.module.scss';

type Props = {
  lotId: number;
  mode: 'hold' | 'waitlist';
  words: LotWords;
  onHeld: (hold: Hold) => void;
  onWaiting: (position: number) => void;
  onSignedOut: (detail: string) => void;
};

/** The last step: what the hold (or the waitlist) means, and the one button that makes it. */
export function ConfirmStep({ lotId, mode, words, onHeld, onWaiting, onSignedOut }: Props) {
  const [sending, setSending] = useState<{ busy: boolean; notice: string | null }>({ busy: false, notice: null });
  const router = useRouter();

  const refused = (refusal: Refusal) => (refusal.status === 401 ? onSignedOut(refusal.detail) : setSending({ busy: false, notice: refusal.detail }));
  const confirm = async () => {
    setSending({ busy: true, notice: null });
    if (mode === 'hold') {
      const result = await bookingCalls.book(lotId);
      if (!result.ok) return refused(result.refusal);
      onHeld(result.data);
      reachGoal(GOALS.hold);
    } else {
      const result = await bookingCalls.joinWaitlist(lotId);
      if (!result.ok) return refused(result.refusal);
      onWaiting(result.data.position);
      reachGoal(GOALS.waitlist);
    }
    announceBookingChange();
    // The CMS has told the site of the change: the page under the panel shows the lot as it is now.
    router.refresh();
  };

  return (
    <div className={forms.form} aria-busy={sending.busy}>
      <FormNotice text={sending.notice} />
      <p className={forms.lead}>
        {typograph(
          mode === 'hold'
            ? `${capital(words.one)} будет ${words.held} за вами: другие покупатели увидят ${words.its} ${words.seenBooked}. Бронь бесплатна, её можно отменить в разделе «Мои брони».`
            : `Когда бронь закончится, первому в очереди придёт SMS, и ${words.one} будет ${words.held} за ним на 30 минут.`,
        )}
      </p>
      <button type="button" className={forms.primary} onClick={() => void confirm()} disabled={sending.busy}>
        {sending.busy ? 'Подождите…' : mode === 'hold' ? 'Забронировать' : 'Встать в лист ожидания'}
      </button>
    </div>
  );
}
