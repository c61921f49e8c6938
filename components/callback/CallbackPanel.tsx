'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/lib/api/client';
import { CALL_TIMES, CALLBACK_FORM_TYPES, CONTACT_METHODS } from '@/lib/callback/form-types';
import { createFormTokenSource } from '@/lib/callback/form-token-source';
import { createAttemptKeys } from '@/lib/callback/idempotency-key';
import { sendCallback, type CallbackFormValues } from '@/lib/callback/send-callback';
import { splitServerErrors, type ServerErrorBody } from '@/lib/callback/server-errors';
import { CALLBACK_TEXTS } from '@/lib/callback/texts';
import { LEAD_PROTECTION } from '@/lib/config/constants';
import { paths } from '@/lib/config/paths';
import { phoneOnBlur } from '@/lib/masks/masks';
import { MESSAGES } from '@/lib/validation/messages';
import { NAME_MAX_LENGTH, name as nameRule, phone as phoneRule, required, validate } from '@/lib/validation/rules';
import { useCallbackFlow } from './use-callback-flow';
import { useImaskField } from './use-imask-field';
import styles from './CallbackPanel.module.scss';
import { typograph } from '@/lib/text/typography';

type Props = { formId: string; onDone: () => void };

const DEFAULTS: CallbackFormValues = { name: '', phone: '', is_agreed: true, is_adv: false, time: '', coomun_method: '', website: '' };

/** The 'Заказать звонок' form (SPEC §5) with its form → success → closed / error → form states (SPEC §4). */
export function CallbackPanel({ formId, onDone }: Props) {
  const mode = CALLBACK_FORM_TYPES[formId]?.mode ?? 'default';
  // The server's signed note of when the form opened: a lead sent faster than a person can type is a bot.
  const [formToken] = useState(() => createFormTokenSource());
  useEffect(() => formToken.prefetch(), [formToken]);
  // Made when the form opens: sending the same values again (after a lost answer) stores one lead.
  const [attemptKeys] = useState(() => createAttemptKeys());
  const flow = useCallbackFlow(onDone);
  const { register, handleSubmit, setValue, clearErrors, setError, formState } = useForm<CallbackFormValues>({
    defaultValues: DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  // The fields this form shows: a server message for any other field goes to the error view.
  const visibleFields: Array<keyof CallbackFormValues> = ['name', 'phone', 'is_agreed', ...(mode === 'extended' ? (['time', 'coomun_method'] as const) : [])];

  const phoneField = register('phone', { validate: (value) => validate(value, [required, phoneRule]) ?? true });
  const maskRef = useImaskField(
    'phone',
    useCallback(
      (value: string) => {
        setValue('phone', value);
        clearErrors('phone');
      },
      [setValue, clearErrors],
    ),
    phoneOnBlur,
  );

  const onSubmit = handleSubmit(async (values) => {
    flow.sending();
    try {
      await sendCallback(formId, values, await formToken.token(), attemptKeys.keyFor(values));
      flow.succeeded();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const shown = splitServerErrors<keyof CallbackFormValues>(error.body as ServerErrorBody, visibleFields);
        shown.fields.forEach(([field, message]) => setError(field, { message }));
        if (shown.other.length) flow.failed(shown.other);
        else flow.backToForm();
        return;
      }
      const detail = error instanceof ApiError && error.status === 429 ? (error.body as { detail?: string } | null)?.detail : undefined;
      flow.failed(detail ? [detail] : []);
    }
  });

  const { state } = flow;
  const showForm = state.view === 'form' || state.view === 'sending';
  const clearOnInput = (field: keyof CallbackFormValues) => () => clearErrors(field);

  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={onSubmit} hidden={!showForm} aria-label={CALLBACK_TEXTS.title}>
        <p className={styles.lead}>{typograph('Оставьте телефон — менеджер офиса продаж перезвонит и ответит на вопросы.')}</p>
        <div className={styles.field}>
          <label htmlFor="callback-name">Имя</label>
          <input
            id="callback-name"
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'callback-name-error' : undefined}
            {...register('name', { validate: (value) => validate(value, [required, nameRule]) ?? true, onChange: clearOnInput('name') })}
          />
          {errors.name ? (
            <p id="callback-name-error" className={styles.error} role="alert">
              {errors.name.message}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor="callback-phone">Телефон</label>
          <input
            id="callback-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+7 (___) ___-__-__"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? 'callback-phone-error' : undefined}
            name={phoneField.name}
            onBlur={phoneField.onBlur}
            ref={(node) => {
              phoneField.ref(node);
              maskRef(node);
            }}
          />
          {errors.phone ? (
            <p id="callback-phone-error" className={styles.error} role="alert">
              {errors.phone.message}
            </p>
          ) : null}
        </div>
        {mode === 'extended' ? (
          <>
            <div className={styles.field}>
              <label htmlFor="callback-time">Удобное время звонка</label>
              <select id="callback-time" {...register('time', { validate: (v) => (v.trim() ? true : MESSAGES.required), onChange: clearOnInput('time') })}>
                <option value="">Выберите время</option>
                {CALL_TIMES.map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>
              {errors.time ? <p className={styles.error} role="alert">{errors.time.message}</p> : null}
            </div>
            <div className={styles.field}>
              <label htmlFor="callback-method">Способ связи</label>
              <select id="callback-method" {...register('coomun_method', { validate: (v) => (v.trim() ? true : MESSAGES.required), onChange: clearOnInput('coomun_method') })}>
                <option value="">Выберите способ</option>
                {CONTACT_METHODS.map((method) => (
                  <option key={method}>{method}</option>
                ))}
              </select>
              {errors.coomun_method ? <p className={styles.error} role="alert">{errors.coomun_method.message}</p> : null}
            </div>
          </>
        ) : null}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="callback-website">Сайт</label>
          <input id="callback-website" type="text" tabIndex={-1} autoComplete="off" {...register(LEAD_PROTECTION.honeypotField)} />
        </div>
        <label className={styles.check}>
          <input type="checkbox" required {...register('is_agreed', { required: MESSAGES.required, onChange: clearOnInput('is_agreed') })} />
          <span>
            Согласен на <Link href={paths.privacy()}>обработку персональных данных</Link>
          </span>
        </label>
        {errors.is_agreed ? <p className={styles.error} role="alert">{errors.is_agreed.message}</p> : null}
        <label className={styles.check}>
          <input type="checkbox" {...register('is_adv')} />
          <span>{typograph('Хочу получать новости и специальные предложения')}</span>
        </label>
        <button type="submit" className={styles.submit} disabled={state.view === 'sending'}>
          {state.view === 'sending' ? 'Отправляем…' : 'Отправить заявку'}
        </button>
      </form>

      {state.view === 'success' ? (
        <div className={styles.result} role="status">
          <p className={styles.resultText}>{typograph(CALLBACK_TEXTS.success)}</p>
          <p className={styles.countdown}>{typograph(CALLBACK_TEXTS.autoClose(state.secondsLeft))}</p>
        </div>
      ) : null}

      {state.view === 'error' ? (
        <div className={styles.result} role="alert">
          <p className={styles.resultText}>{typograph(CALLBACK_TEXTS.error)}</p>
          {state.details.length ? (
            <ul className={styles.detail}>
              {state.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          <button type="button" className={styles.submit} onClick={flow.backToForm}>
            {CALLBACK_TEXTS.retry}
          </button>
        </div>
      ) : null}
    </div>
  );
}
