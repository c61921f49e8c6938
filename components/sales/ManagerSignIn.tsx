'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { useImaskField } from '@/components/callback/use-imask-field';
import { useCountdown } from '@/components/ui/use-countdown';
import { phoneOnBlur } from '@/lib/masks/masks';
import { salesCalls, type Refusal } from '@/lib/sales/browser-calls';
import { typograph } from '@/lib/text/typography';
import { phone as phoneRule, required, validate } from '@/lib/validation/rules';
import styles from './ManagerSignIn.module.scss';

const noSubscription = () => () => {};

/** A sales manager signs in with the work phone and the SMS code (the booking flow's code service and limits). */
export function ManagerSignIn({ expired }: { expired: boolean }) {
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeLength, setCodeLength] = useState(4);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(expired ? 'Сессия закончилась: войдите ещё раз.' : null);
  const [busy, setBusy] = useState(false);
  const [resendIn, startResendWait] = useCountdown();
  const router = useRouter();
  const codeInput = useRef<HTMLInputElement>(null);
  // The fields take typing once the page's script runs (the phone's mask with it): until then they are disabled, so
  // nothing typed is lost or garbled on a slow phone.
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);

  useEffect(() => {
    if (step === 'code') codeInput.current?.focus();
  }, [step]);

  const maskRef = useImaskField(
    'phone',
    useCallback((value: string) => {
      setPhone(value);
      setErrors({});
    }, []),
    phoneOnBlur,
  );

  const refuse = (refusal: Refusal) => {
    setErrors(refusal.errors);
    setNotice(Object.keys(refusal.errors).length ? null : refusal.detail);
  };

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const error = validate(phone, [required, phoneRule]);
    if (error) return setErrors({ phone: error });
    setBusy(true);
    const result = await salesCalls.requestCode(phone);
    setBusy(false);
    if (!result.ok) {
      if (result.refusal.retryAfter && result.refusal.status === 429) startResendWait(result.refusal.retryAfter);
      return refuse(result.refusal);
    }
    setCodeLength(result.data.code_length);
    startResendWait(result.data.resend_after);
    setCode('');
    setErrors({});
    setNotice(null);
    setStep('code');
  };

  const checkCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(`^\\d{${codeLength}}$`).test(code)) return setErrors({ code: `Введите ${codeLength} цифры из SMS` });
    setBusy(true);
    const result = await salesCalls.checkCode(phone, code);
    if (!result.ok) {
      setBusy(false);
      const left = result.refusal.attemptsLeft;
      if (left !== null) return setErrors({ code: `${result.refusal.errors.code ?? 'Неверный код'}. Осталось попыток: ${left}` });
      return refuse(result.refusal);
    }
    // The page renders again with the session cookie: the manager's selections.
    router.refresh();
  };

  const field = (id: string, label: string, error: string | undefined, input: ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {input}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
  const described = (id: string, error: string | undefined) => ({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined });

  return (
    <div className={styles.box} aria-busy={busy}>
      {notice ? (
        <p className={styles.notice} role="alert">
          {typograph(notice)}
        </p>
      ) : null}
      {step === 'phone' ? (
        <form className={styles.form} onSubmit={sendCode} noValidate>
          <p className={styles.lead}>{typograph('Войдите по рабочему номеру телефона: пришлём код в SMS.')}</p>
          <fieldset className={styles.fieldset} disabled={!ready}>
            {field(
              'manager-phone',
              'Рабочий телефон',
              errors.phone,
              <input id="manager-phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="+7 (___) ___-__-__" defaultValue={phone} ref={maskRef} {...described('manager-phone', errors.phone)} />,
            )}
            <button type="submit" className={styles.primary} disabled={busy || resendIn > 0}>
              {resendIn > 0 ? `Получить код через ${resendIn} с` : busy ? 'Отправляем…' : 'Получить код'}
            </button>
          </fieldset>
        </form>
      ) : (
        <form className={styles.form} onSubmit={checkCode} noValidate>
          <p className={styles.lead}>{typograph(`Мы отправили SMS с кодом на номер ${phone}.`)}</p>
          {field(
            'manager-code',
            'Код из SMS',
            errors.code,
            <input
              id="manager-code"
              ref={codeInput}
              className={styles.codeInput}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={codeLength}
              value={code}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, '').slice(0, codeLength));
                setErrors({});
              }}
              {...described('manager-code', errors.code)}
            />,
          )}
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? 'Проверяем…' : 'Войти'}
          </button>
          <div className={styles.row}>
            <button type="button" className={styles.link} onClick={() => void sendCode()} disabled={busy || resendIn > 0}>
              {resendIn > 0 ? `Отправить код ещё раз через ${resendIn} с` : 'Отправить код ещё раз'}
            </button>
            <button type="button" className={styles.link} onClick={() => setStep('phone')}>
              Изменить номер
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
