'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { typograph } from '@/lib/text/typography';
import { Field, fieldAria } from './Field';
import type { PhoneCodeFlow } from './use-phone-code';
import { usePhoneInput } from './use-phone-input';
import styles from './form.module.scss';

type PhoneStepProps = {
  flow: PhoneCodeFlow;
  /** The ids of the inputs start with it ('booking' → `booking-phone`, `booking-code`). */
  idPrefix: string;
  label: string;
  /** Before the field (what happens next) and after the button (the consent line). */
  before?: ReactNode;
  after?: ReactNode;
  /** False until the page's script runs: the field takes no typing the mask would garble. */
  ready?: boolean;
};

/** The first step: the phone behind its mask, and "Получить код" (or how long until it can be asked again). */
export function PhoneStep({ flow, idPrefix, label, before, after, ready = true }: PhoneStepProps) {
  const id = `${idPrefix}-phone`;
  const error = flow.phoneForm.formState.errors.phone?.message;
  const phone = usePhoneInput(flow.phoneForm, 'phone');
  return (
    <form className={styles.form} onSubmit={(event) => void flow.sendCode(event)} noValidate>
      {before}
      <fieldset className={styles.fieldset} disabled={!ready}>
        <Field id={id} label={label} error={error}>
          <input id={id} type="tel" inputMode="tel" autoComplete="tel" placeholder="+7 (___) ___-__-__" {...phone} {...fieldAria(id, error)} />
        </Field>
        <button type="submit" className={styles.primary} disabled={flow.busy || flow.resendIn > 0}>
          {flow.resendIn > 0 ? `Получить код через ${flow.resendIn} с` : flow.busy ? 'Отправляем…' : 'Получить код'}
        </button>
      </fieldset>
      {after}
    </form>
  );
}

type CodeStepProps = { flow: PhoneCodeFlow; idPrefix: string; label: string; submit: string; focus?: boolean; busy?: boolean };

/** The second step: the code from the SMS, the button, and "send again" / "change the number". */
export function CodeStep({ flow, idPrefix, label, submit, focus = false, busy = false }: CodeStepProps) {
  const id = `${idPrefix}-code`;
  const error = flow.codeForm.formState.errors.code?.message;
  const input = useRef<HTMLInputElement | null>(null);
  // Digits only, never more than the code has; a new digit clears the message.
  const digits = (value: string) => value.replace(/\D/g, '').slice(0, flow.codeLength);
  const field = flow.codeForm.register('code', {
    setValueAs: digits,
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = digits(event.target.value);
      flow.codeForm.clearErrors('code');
    },
  });
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);
  const waiting = busy || flow.busy;
  return (
    <form className={styles.form} onSubmit={(event) => void flow.checkCode(event)} noValidate>
      <p className={styles.lead}>{typograph(`Мы отправили SMS с кодом на номер ${flow.phone}.`)}</p>
      <Field id={id} label={label} error={error}>
        <input
          id={id}
          className={styles.codeInput}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={flow.codeLength}
          {...field}
          ref={(node) => {
            field.ref(node);
            input.current = node;
          }}
          {...fieldAria(id, error)}
        />
      </Field>
      <button type="submit" className={styles.primary} disabled={waiting}>
        {waiting ? 'Проверяем…' : submit}
      </button>
      <div className={styles.row}>
        <button type="button" className={styles.link} onClick={() => void flow.resend()} disabled={waiting || flow.resendIn > 0}>
          {flow.resendIn > 0 ? `Отправить код ещё раз через ${flow.resendIn} с` : 'Отправить код ещё раз'}
        </button>
        <button type="button" className={styles.link} onClick={() => flow.restart()}>
          Изменить номер
        </button>
      </div>
    </form>
  );
}
