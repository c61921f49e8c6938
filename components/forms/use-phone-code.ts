'use client';

import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCountdown } from '@/components/ui/use-countdown';
import type { Refusal, Result } from '@/lib/http/browser-call';
import { phone as phoneRule, required, smsCode } from '@/lib/validation/rules';
import { rulesResolver, textRules } from './rules-resolver';

export type CodeSent = { code_length: number; resend_after: number };
/** The two calls of a sign-in by SMS code: the buyer's (lib/booking) or the manager's (lib/sales). */
export type PhoneCodeCalls<T> = {
  requestCode: (phone: string) => Promise<Result<CodeSent>>;
  checkCode: (phone: string, code: string) => Promise<Result<T>>;
};

type PhoneValues = { phone: string };
type CodeValues = { code: string };
const PHONE_RESOLVER = rulesResolver<PhoneValues>({ phone: textRules(required, phoneRule) });
const SUBMIT_ONLY = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const;

/**
 * The phone → SMS code flow, one for the buyer's booking and the manager's sign-in (issue 62): the phone (SPEC §5 mask and
 * rule), a code of the length the server says, the resend wait it says (and after too many requests), the attempts left
 * after a wrong code. `onConfirmed` gets the server's answer to the right code. Every refusal is shown: a field's under
 * its field, any other as the notice (`initialNotice` until a code is sent: why the visitor is asked to sign in).
 */
export function usePhoneCode<T>(calls: PhoneCodeCalls<T>, onConfirmed: (answer: T) => void, initialNotice: string | null = null) {
  const [sent, setSent] = useState<{ phone: string; codeLength: number } | null>(null);
  const [flow, setFlow] = useState<{ busy: boolean; notice: string | null }>({ busy: false, notice: initialNotice });
  const [resendIn, startResendWait] = useCountdown();
  const codeLength = sent?.codeLength ?? 4;
  const phoneForm = useForm<PhoneValues>({ defaultValues: { phone: '' }, resolver: PHONE_RESOLVER, ...SUBMIT_ONLY });
  const codeResolver = useMemo(() => rulesResolver<CodeValues>({ code: textRules(smsCode(codeLength)) }), [codeLength]);
  const codeForm = useForm<CodeValues>({ defaultValues: { code: '' }, resolver: codeResolver, ...SUBMIT_ONLY });

  const refuse = (refusal: Refusal, field: 'phone' | 'code') => {
    const message = refusal.errors[field];
    if (message && field === 'phone') phoneForm.setError('phone', { message });
    if (message && field === 'code') codeForm.setError('code', { message });
    setFlow({ busy: false, notice: message && Object.keys(refusal.errors).length === 1 ? null : refusal.detail });
  };

  const send = async (phone: string) => {
    setFlow((current) => ({ ...current, busy: true }));
    const result = await calls.requestCode(phone);
    if (!result.ok) {
      if (result.refusal.retryAfter && result.refusal.status === 429) startResendWait(result.refusal.retryAfter);
      return refuse(result.refusal, 'phone');
    }
    startResendWait(result.data.resend_after);
    codeForm.reset({ code: '' });
    setSent({ phone, codeLength: result.data.code_length });
    setFlow({ busy: false, notice: null });
  };

  const check = async ({ code }: CodeValues) => {
    if (!sent) return;
    setFlow((current) => ({ ...current, busy: true }));
    const result = await calls.checkCode(sent.phone, code);
    if (!result.ok) {
      const left = result.refusal.attemptsLeft;
      if (left === null) return refuse(result.refusal, 'code');
      codeForm.setError('code', { message: `${result.refusal.errors.code ?? 'Неверный код'}. Осталось попыток: ${left}` });
      return setFlow({ busy: false, notice: null });
    }
    setFlow({ busy: false, notice: null });
    onConfirmed(result.data);
  };

  return {
    step: sent ? ('code' as const) : ('phone' as const),
    phone: sent?.phone ?? '',
    codeLength,
    phoneForm,
    codeForm,
    busy: flow.busy,
    notice: flow.notice,
    resendIn,
    sendCode: phoneForm.handleSubmit(({ phone }) => send(phone)),
    resend: () => (sent ? send(sent.phone) : undefined),
    checkCode: codeForm.handleSubmit(check),
    /** Back to the phone (the number kept), with a message to show there (a session that ended) or none. */
    restart: (notice: string | null = null) => {
      setSent(null);
      setFlow({ busy: false, notice });
    },
  };
}

export type PhoneCodeFlow = ReturnType<typeof usePhoneCode>;
