'use client';

import Link from 'next/link';
import { useEffect, useMemo, useState } from 'react';
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
import { Field, FieldError, fieldAria } from '@/components/forms/Field';
import { rulesResolver, textRules, type FormRules } from '@/components/forms/rules-resolver';
import { usePhoneInput } from '@/components/forms/use-phone-input';
import { agreed, NAME_MAX_LENGTH, name as nameRule, phone as phoneRule, required } from '@/lib/validation/rules';
import { useCallbackFlow } from './use-callback-flow';
import styles from './CallbackPanel.module.scss';
import { typograph } from '@/lib/text/typography';

type Props = { formId: string; onDone: () => void };

const DEFAULTS: CallbackFormValues = { name: '', phone: '', is_agreed: true, is_adv: false, time: '', coomun_method: '', website: '' };

/** SPEC §5: the name and the phone always, the call time and the way to call in the extended form; consent ticked. */
const RULES: FormRules<CallbackFormValues> = { name: textRules(required, nameRule), phone: textRules(required, phoneRule), is_agreed: agreed };
const EXTENDED_RULES: FormRules<CallbackFormValues> = { ...RULES, time: textRules(required), coomun_method: textRules(required) };

/** The 'Заказать звонок' form (SPEC §5) with its form → success → closed / error → form states (SPEC §4). */
export function CallbackPanel({ formId, onDone }: Props) {
  const mode = CALLBACK_FORM_TYPES[formId]?.mode ?? 'default';
  // The server's signed note of when the form opened: a lead sent faster than a person can type is a bot.
  const [formToken] = useState(() => createFormTokenSource());
  useEffect(() => formToken.prefetch(), [formToken]);
  // Made when the form opens: sending the same values again (after a lost answer) stores one lead.
  const [attemptKeys] = useState(() => createAttemptKeys());
  const flow = useCallbackFlow(onDone);
  const resolver = useMemo(() => rulesResolver(mode === 'extended' ? EXTENDED_RULES : RULES), [mode]);
  const form = useForm<CallbackFormValues>({ defaultValues: DEFAULTS, resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const { register, handleSubmit, clearErrors, setError, formState } = form;
  const { errors } = formState;
  // The fields this form shows: a server message for any other field goes to the error view.
  const visibleFields: Array<keyof CallbackFormValues> = ['name', 'phone', 'is_agreed', ...(mode === 'extended' ? (['time', 'coomun_method'] as const) : [])];

  const clearOnInput = (field: keyof CallbackFormValues) => () => clearErrors(field);
  // Registered in the order they are shown: react-hook-form focuses the first field in error in the order fields
  // were registered, and the phone's hook registers it here, before the markup below would register the name.
  const name = register('name', { onChange: clearOnInput('name') });
  const phone = usePhoneInput(form, 'phone');

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

  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={onSubmit} hidden={!showForm} aria-label={CALLBACK_TEXTS.title}>
        <p className={styles.lead}>{typograph('Оставьте телефон — менеджер офиса продаж перезвонит и ответит на вопросы.')}</p>
        <Field id="callback-name" label="Имя" error={errors.name?.message}>
          <input id="callback-name" type="text" autoComplete="name" maxLength={NAME_MAX_LENGTH} {...fieldAria('callback-name', errors.name?.message)} {...name} />
        </Field>
        <Field id="callback-phone" label="Телефон" error={errors.phone?.message}>
          <input id="callback-phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="+7 (___) ___-__-__" {...fieldAria('callback-phone', errors.phone?.message)} {...phone} />
        </Field>
        {mode === 'extended' ? (
          <>
            <Field id="callback-time" label="Удобное время звонка" error={errors.time?.message}>
              <select id="callback-time" {...fieldAria('callback-time', errors.time?.message)} {...register('time', { onChange: clearOnInput('time') })}>
                <option value="">Выберите время</option>
                {CALL_TIMES.map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>
            </Field>
            <Field id="callback-method" label="Способ связи" error={errors.coomun_method?.message}>
              <select id="callback-method" {...fieldAria('callback-method', errors.coomun_method?.message)} {...register('coomun_method', { onChange: clearOnInput('coomun_method') })}>
                <option value="">Выберите способ</option>
                {CONTACT_METHODS.map((method) => (
                  <option key={method}>{method}</option>
                ))}
              </select>
            </Field>
          </>
        ) : null}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="callback-website">Сайт</label>
          <input id="callback-website" type="text" tabIndex={-1} autoComplete="off" {...register(LEAD_PROTECTION.honeypotField)} />
        </div>
        <label className={styles.check}>
          <input type="checkbox" required {...fieldAria('callback-consent', errors.is_agreed?.message)} {...register('is_agreed', { onChange: clearOnInput('is_agreed') })} />
          <span>
            Согласен на <Link href={paths.privacy()}>обработку персональных данных</Link>
          </span>
        </label>
        <FieldError id="callback-consent" error={errors.is_agreed?.message} />
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
