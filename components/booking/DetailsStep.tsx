'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, FieldError, FormNotice, fieldAria } from '@/components/forms/Field';
import { rulesResolver, textRules } from '@/components/forms/rules-resolver';
import { bookingCalls, type Refusal } from '@/lib/booking/browser-calls';
import { paths } from '@/lib/config/paths';
import { typograph } from '@/lib/text/typography';
import { agreed, email, NAME_MAX_LENGTH, name, required } from '@/lib/validation/rules';
import forms from '@/components/forms/form.module.scss';

type Details = { name: string; email: string; is_agreed: boolean };

const RESOLVER = rulesResolver<Details>({
  name: textRules(required, name),
  email: (value) => textRules(required, email)(value.trim()),
  is_agreed: agreed,
});

/** Name, email and consent, asked once of a buyer whose phone is confirmed; the CMS's refusals shown where they belong. */
export function DetailsStep({ initial, onSaved, onSignedOut }: { initial: { name: string; email: string }; onSaved: () => void; onSignedOut: (detail: string) => void }) {
  const [notice, setNotice] = useState<string | null>(null);
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<Details>({ defaultValues: { ...initial, is_agreed: false }, resolver: RESOLVER, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const { errors, isSubmitting } = formState;
  // Any typing clears every message: the buyer is answering them.
  const clearAll = { onChange: () => clearErrors() };

  const refuse = (refusal: Refusal) => {
    if (refusal.status === 401) return onSignedOut(refusal.detail);
    for (const [field, message] of Object.entries(refusal.errors)) setError(field as keyof Details, { message });
    setNotice(Object.keys(refusal.errors).length ? null : refusal.detail);
  };
  const save = handleSubmit(async (values) => {
    const result = await bookingCalls.register({ ...values, email: values.email.trim() });
    if (!result.ok) return refuse(result.refusal);
    onSaved();
  });

  return (
    <form className={forms.form} onSubmit={(event) => void save(event)} noValidate aria-busy={isSubmitting}>
      <FormNotice text={notice} />
      <p className={forms.lead}>{typograph('Телефон подтверждён. Укажите имя и email — на них придёт подтверждение брони.')}</p>
      <Field id="booking-name" label="Имя" error={errors.name?.message}>
        <input id="booking-name" type="text" autoComplete="name" maxLength={NAME_MAX_LENGTH} {...register('name', clearAll)} {...fieldAria('booking-name', errors.name?.message)} />
      </Field>
      <Field id="booking-email" label="Email" error={errors.email?.message}>
        <input id="booking-email" type="email" autoComplete="email" maxLength={254} {...register('email', clearAll)} {...fieldAria('booking-email', errors.email?.message)} />
      </Field>
      <label className={forms.check}>
        <input type="checkbox" {...register('is_agreed', clearAll)} {...fieldAria('booking-consent', errors.is_agreed?.message)} />
        <span>
          Согласен на <Link href={paths.privacy()}>обработку персональных данных</Link>
        </span>
      </label>
      <FieldError id="booking-consent" error={errors.is_agreed?.message} />
      <button type="submit" className={forms.primary} disabled={isSubmitting}>
        {isSubmitting ? 'Сохраняем…' : 'Продолжить'}
      </button>
    </form>
  );
}
