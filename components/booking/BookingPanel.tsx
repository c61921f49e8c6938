'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Buyer, Hold } from '@/lib/api/schemas';
import { announceBookingChange, bookingCalls, hasBuyerSession, type Refusal } from '@/lib/booking/browser-calls';
import { formatPrice, formatTimeDayMonth, plural } from '@/lib/format/number';
import type { BookingOffer } from '@/store/site-state';
import { loadMyBooking } from './use-my-booking';
import { paths } from '@/lib/config/paths';
import { phoneOnBlur } from '@/lib/masks/masks';
import { typograph } from '@/lib/text/typography';
import { GOALS, reachGoal } from '@/lib/tracking/goals';
import { NAME_MAX_LENGTH, email as emailRule, name as nameRule, phone as phoneRule, required, validate } from '@/lib/validation/rules';
import { MESSAGES } from '@/lib/validation/messages';
import { useImaskField } from '@/components/callback/use-imask-field';
import { useCountdown } from '@/components/ui/use-countdown';
import styles from './BookingPanel.module.scss';

type Props = { lotId: number; lotTitle: string; mode: 'hold' | 'waitlist'; terms?: BookingOffer; onDone: () => void };
type Step = 'loading' | 'phone' | 'code' | 'details' | 'confirm' | 'held' | 'waiting';

/**
 * Online booking of a lot (issue 18): the phone (SPEC §5 mask) → the SMS code → name, email and consent
 * (once) → the hold, confirmed on screen and by SMS; for a booked lot the same steps end in its waitlist.
 * A confirmed phone is remembered (the session cookie), so a buyer who comes back goes straight to the
 * last step. Every refusal of the server is shown with its message; nothing typed is lost.
 */
export function BookingPanel({ lotId, lotTitle, mode, terms, onDone }: Props) {
  // The panel renders only in the browser (loaded on open), so the session flag can be read at once.
  const [step, setStep] = useState<Step>(() => (hasBuyerSession() ? 'loading' : 'phone'));
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeLength, setCodeLength] = useState(4);
  const [details, setDetails] = useState({ name: '', email: '', is_agreed: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [hold, setHold] = useState<Hold | null>(null);
  const [position, setPosition] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const router = useRouter();
  const [resendIn, startResendWait] = useCountdown();

  const afterConfirmed = useCallback((buyer: Buyer) => {
    setDetails((current) => ({ name: buyer.name ?? current.name, email: buyer.email ?? current.email, is_agreed: current.is_agreed }));
    setStep(buyer.registered ? 'confirm' : 'details');
  }, []);

  const loading = step === 'loading';
  useEffect(() => {
    if (!loading) return;
    // The hold note and the booking button on the page have asked already: the answer is shared.
    void loadMyBooking().then((state) => (state ? afterConfirmed(state.buyer) : setStep('phone')));
  }, [loading, afterConfirmed]);

  useEffect(() => {
    if (step !== 'loading') heading.current?.focus();
  }, [step]);

  const refuse = (refusal: Refusal) => {
    setErrors(refusal.errors);
    setNotice(Object.keys(refusal.errors).length ? null : refusal.detail);
    if (refusal.status === 401) setStep('phone');
  };

  const maskRef = useImaskField(
    'phone',
    useCallback((value: string) => {
      setPhone(value);
      setErrors({});
    }, []),
    phoneOnBlur,
  );

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const error = validate(phone, [required, phoneRule]);
    if (error) return setErrors({ phone: error });
    setBusy(true);
    const result = await bookingCalls.requestCode(phone);
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
    const result = await bookingCalls.checkCode(phone, code);
    setBusy(false);
    if (!result.ok) {
      const left = result.refusal.attemptsLeft;
      if (left !== null) return setErrors({ code: `${result.refusal.errors.code ?? 'Неверный код'}. Осталось попыток: ${left}` });
      return refuse(result.refusal);
    }
    setErrors({});
    setNotice(null);
    announceBookingChange();
    afterConfirmed(result.data.buyer);
  };

  const saveDetails = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const nameError = validate(details.name, [required, nameRule]);
    if (nameError) found.name = nameError;
    const emailError = validate(details.email.trim(), [required, emailRule]);
    if (emailError) found.email = emailError;
    if (!details.is_agreed) found.is_agreed = MESSAGES.required;
    if (Object.keys(found).length) return setErrors(found);
    setBusy(true);
    const result = await bookingCalls.register({ ...details, email: details.email.trim() });
    setBusy(false);
    if (!result.ok) return refuse(result.refusal);
    setErrors({});
    setStep('confirm');
  };

  const confirm = async () => {
    setBusy(true);
    setNotice(null);
    if (mode === 'hold') {
      const result = await bookingCalls.book(lotId);
      setBusy(false);
      if (!result.ok) return refuse(result.refusal);
      setHold(result.data);
      setStep('held');
      reachGoal(GOALS.hold);
    } else {
      const result = await bookingCalls.joinWaitlist(lotId);
      setBusy(false);
      if (!result.ok) return refuse(result.refusal);
      setPosition(result.data.position);
      setStep('waiting');
      reachGoal(GOALS.waitlist);
    }
    announceBookingChange();
    // The CMS has told the site of the change: the page under the panel shows the lot as it is now.
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
  /** The name or email of the details step: typed into `details`, its error cleared on input. */
  const detailField = (key: 'name' | 'email', label: string, type: 'text' | 'email', autoComplete: string, maxLength: number) =>
    field(
      `booking-${key}`,
      label,
      errors[key],
      <input
        id={`booking-${key}`}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={details[key]}
        onChange={(event) => {
          setDetails({ ...details, [key]: event.target.value });
          setErrors({});
        }}
        {...described(`booking-${key}`, errors[key])}
      />,
    );
  const titles: Record<Step, string> = {
    loading: 'Загружаем…',
    phone: 'Номер телефона',
    code: 'Код из SMS',
    details: 'Ваши данные',
    confirm: mode === 'hold' ? 'Подтвердите бронь' : 'Место в очереди',
    held: 'Квартира забронирована',
    waiting: 'Вы в листе ожидания',
  };

  return (
    <div className={styles.panel} aria-busy={busy || step === 'loading'}>
      <div className={styles.summary} data-testid="booking-lot">
        <p className={styles.lot}>{typograph(lotTitle)}</p>
        {terms?.price ? <p className={styles.price}>{formatPrice(terms.price)}</p> : null}
      </div>
      <h3 className={styles.step} tabIndex={-1} ref={heading}>
        {titles[step]}
      </h3>
      {notice ? (
        <p className={styles.notice} role="alert">
          {typograph(notice)}
        </p>
      ) : null}

      {step === 'phone' ? (
        <form className={styles.form} onSubmit={sendCode} noValidate>
          <BookingSteps mode={mode} holdHours={terms?.holdHours ?? null} />
          {field(
            'booking-phone',
            'Телефон',
            errors.phone,
            <input id="booking-phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="+7 (___) ___-__-__" defaultValue={phone} ref={maskRef} {...described('booking-phone', errors.phone)} />,
          )}
          <button type="submit" className={styles.primary} disabled={busy || resendIn > 0}>
            {resendIn > 0 ? `Получить код через ${resendIn} с` : busy ? 'Отправляем…' : 'Получить код'}
          </button>
          <p className={styles.consent}>
            Нажимая «Получить код», вы соглашаетесь на <Link href={paths.privacy()}>обработку персональных данных</Link>
          </p>
        </form>
      ) : null}

      {step === 'code' ? (
        <form className={styles.form} onSubmit={checkCode} noValidate>
          <p className={styles.lead}>{typograph(`Мы отправили SMS с кодом на номер ${phone}.`)}</p>
          {field(
            'booking-code',
            'Код',
            errors.code,
            <input
              id="booking-code"
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
              {...described('booking-code', errors.code)}
            />,
          )}
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? 'Проверяем…' : 'Подтвердить'}
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
      ) : null}

      {step === 'details' ? (
        <form className={styles.form} onSubmit={saveDetails} noValidate>
          <p className={styles.lead}>{typograph('Телефон подтверждён. Укажите имя и email — на них придёт подтверждение брони.')}</p>
          {detailField('name', 'Имя', 'text', 'name', NAME_MAX_LENGTH)}
          {detailField('email', 'Email', 'email', 'email', 254)}
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={details.is_agreed}
              onChange={(event) => {
                setDetails({ ...details, is_agreed: event.target.checked });
                setErrors({});
              }}
              {...described('booking-consent', errors.is_agreed)}
            />
            <span>
              Согласен на <Link href={paths.privacy()}>обработку персональных данных</Link>
            </span>
          </label>
          {errors.is_agreed ? (
            <p id="booking-consent-error" className={styles.error} role="alert">
              {errors.is_agreed}
            </p>
          ) : null}
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? 'Сохраняем…' : 'Продолжить'}
          </button>
        </form>
      ) : null}

      {step === 'confirm' ? (
        <div className={styles.form}>
          <p className={styles.lead}>
            {typograph(
              mode === 'hold'
                ? 'Квартира будет закреплена за вами: другие покупатели увидят её забронированной. Бронь бесплатна, её можно отменить в разделе «Мои брони».'
                : 'Когда бронь закончится, первому в очереди придёт SMS, и квартира будет закреплена за ним на 30 минут.',
            )}
          </p>
          <button type="button" className={styles.primary} onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Подождите…' : mode === 'hold' ? 'Забронировать' : 'Встать в лист ожидания'}
          </button>
        </div>
      ) : null}

      {(step === 'held' && hold) || step === 'waiting' ? (
        <div className={styles.result} role="status">
          <p className={styles.resultText} data-testid={step === 'held' ? 'booking-held' : 'booking-waiting'}>
            {typograph(step === 'held' && hold ? `Забронирована до ${formatTimeDayMonth(hold.expires_at)}` : `Вы в листе ожидания: ${position ?? 1}-й в очереди`)}
          </p>
          <p className={styles.lead}>
            {typograph(
              step === 'held'
                ? 'Мы отправили SMS с подтверждением. Менеджер позвонит, чтобы договориться о сделке.'
                : 'Когда квартира освободится, мы пришлём SMS, и она будет закреплена за вами.',
            )}
          </p>
          <Link href={paths.myBookings()} className={styles.primary} onClick={onDone}>
            Мои брони
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/** How a hold goes, told before the phone is asked for: what the buyer does, what the lot gets, what happens next. */
function BookingSteps({ mode, holdHours }: { mode: 'hold' | 'waitlist'; holdHours: number | null }) {
  const hold = holdHours ? `на ${holdHours}\u00a0${plural(holdHours, ['час', 'часа', 'часов'])}` : 'на время брони';
  const steps =
    mode === 'hold'
      ? [
          'Подтвердите телефон кодом из SMS и укажите имя и email.',
          `Квартира закрепляется за вами ${hold} — бесплатно. Другие покупатели видят её забронированной.`,
          'Менеджер позвонит, чтобы договориться о встрече и сделке. Бронь можно отменить в разделе «Мои брони».',
        ]
      : [
          'Подтвердите телефон кодом из SMS и укажите имя и email.',
          'Когда бронь другого покупателя закончится, первому в очереди придёт SMS.',
          'У вас будет 30 минут, чтобы забронировать квартиру за собой — бесплатно.',
        ];
  return (
    <ol className={styles.steps} aria-label={mode === 'hold' ? 'Как проходит бронь' : 'Как работает лист ожидания'}>
      {steps.map((step) => (
        <li key={step}>{typograph(step)}</li>
      ))}
    </ol>
  );
}
