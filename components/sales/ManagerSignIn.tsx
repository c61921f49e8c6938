'use client';

import { useRouter } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { FormNotice } from '@/components/forms/Field';
import { CodeStep, PhoneStep } from '@/components/forms/PhoneCodeSteps';
import { usePhoneCode } from '@/components/forms/use-phone-code';
import { salesCalls } from '@/lib/sales/browser-calls';
import { recheckManagerFlag } from '@/lib/sales/use-is-manager';
import { typograph } from '@/lib/text/typography';
import forms from '@/components/forms/form.module.scss';
import styles from './ManagerSignIn.module.scss';

const noSubscription = () => () => {};

/** A sales manager signs in with the work phone and the SMS code (the booking flow's hook, code service and limits). */
export function ManagerSignIn({ expired }: { expired: boolean }) {
  const router = useRouter();
  // Signed in: the page renders again with the session cookie (the manager's selections); the form waits for it.
  const [signedIn, setSignedIn] = useState(false);
  const flow = usePhoneCode(
    salesCalls,
    () => {
      setSignedIn(true);
      recheckManagerFlag();
      router.refresh();
    },
    expired ? 'Сессия закончилась: войдите ещё раз.' : null,
  );
  // The fields take typing once the page's script runs (the phone's mask with it): until then they are disabled, so
  // nothing typed is lost or garbled on a slow phone.
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);

  return (
    <div className={styles.box} aria-busy={flow.busy || signedIn}>
      <FormNotice text={flow.notice} />
      {flow.step === 'phone' ? (
        <PhoneStep flow={flow} idPrefix="manager" label="Рабочий телефон" ready={ready} before={<p className={forms.lead}>{typograph('Войдите по рабочему номеру телефона: пришлём код в SMS.')}</p>} />
      ) : (
        <CodeStep flow={flow} idPrefix="manager" label="Код из SMS" submit="Войти" focus busy={signedIn} />
      )}
    </div>
  );
}
