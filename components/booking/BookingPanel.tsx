'use client';

import Link from 'next/link';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { FormNotice } from '@/components/forms/Field';
import { CodeStep, PhoneStep } from '@/components/forms/PhoneCodeSteps';
import { usePhoneCode } from '@/components/forms/use-phone-code';
import type { Buyer } from '@/lib/api/schemas';
import { announceBookingChange, bookingCalls, hasBuyerSession } from '@/lib/booking/browser-calls';
import { paths } from '@/lib/config/paths';
import { formatPrice, formatTimeDayMonth } from '@/lib/format/number';
import { capital, lotWords, type LotWords } from '@/lib/lots/lot-words';
import { typograph } from '@/lib/text/typography';
import type { BookingOffer } from '@/store/site-state';
import { bookingReducer, startBooking, type BookingStep } from './booking-machine';
import { BookingSteps } from './BookingSteps';
import { ConfirmStep } from './ConfirmStep';
import { DetailsStep } from './DetailsStep';
import { loadMyBooking } from './use-my-booking';
import forms from '@/components/forms/form.module.scss';
import styles from './BookingPanel.module.scss';

type Props = { lotId: number; lotType: string; lotTitle: string; mode: 'hold' | 'waitlist'; terms?: BookingOffer; onDone: () => void };

/**
 * Online booking of a lot (issue 18): the phone (SPEC §5 mask) → the SMS code → name, email and consent (once) → the
 * hold, confirmed on screen and by SMS; for a booked lot the same steps end in its waitlist. A confirmed phone is
 * remembered (the session cookie), so a buyer who comes back goes straight to the last step. The steps are a machine
 * (booking-machine.ts), each its own component; every refusal of the server is shown with its message; nothing typed
 * is lost.
 */
export function BookingPanel({ lotId, lotType, lotTitle, mode, terms, onDone }: Props) {
  // The panel renders only in the browser (loaded on open), so the session flag can be read at once.
  const [state, dispatch] = useReducer(bookingReducer, hasBuyerSession(), startBooking);
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmed = useCallback((buyer: Buyer) => dispatch({ type: 'confirmed', buyer }), []);
  const flow = usePhoneCode(bookingCalls, ({ buyer }) => {
    announceBookingChange();
    confirmed(buyer);
  });

  const loading = state.step === 'loading';
  useEffect(() => {
    if (!loading) return;
    // The hold note and the booking button on the page have asked already: the answer is shared.
    void loadMyBooking().then((booking) => (booking ? confirmed(booking.buyer) : dispatch({ type: 'no-session' })));
  }, [loading, confirmed]);

  const words = lotWords(lotType);
  const title = titleOf(state, flow.step, mode, words);
  useEffect(() => {
    if (title) heading.current?.focus();
  }, [title]);

  const signedOut = (detail: string) => {
    flow.restart(detail);
    dispatch({ type: 'signed-out' });
  };

  return (
    <div className={styles.panel} aria-busy={loading || flow.busy}>
      <div className={styles.summary} data-testid="booking-lot">
        <p className={styles.lot}>{typograph(lotTitle)}</p>
        {terms?.price ? <p className={styles.price}>{formatPrice(terms.price)}</p> : null}
      </div>
      <h3 className={styles.step} tabIndex={-1} ref={heading}>
        {title ?? 'Загружаем…'}
      </h3>
      {state.step === 'verify' ? <FormNotice text={flow.notice} /> : null}

      {state.step === 'verify' && flow.step === 'phone' ? (
        <PhoneStep
          flow={flow}
          idPrefix="booking"
          label="Телефон"
          before={<BookingSteps mode={mode} holdHours={terms?.holdHours ?? null} words={words} />}
          after={
            <p className={styles.consent}>
              Нажимая «Получить код», вы соглашаетесь на <Link href={paths.privacy()}>обработку персональных данных</Link>
            </p>
          }
        />
      ) : null}
      {state.step === 'verify' && flow.step === 'code' ? <CodeStep flow={flow} idPrefix="booking" label="Код" submit="Подтвердить" /> : null}
      {state.step === 'details' ? <DetailsStep initial={state} onSaved={() => dispatch({ type: 'registered' })} onSignedOut={signedOut} /> : null}
      {state.step === 'confirm' ? (
        <ConfirmStep lotId={lotId} mode={mode} words={words} onHeld={(hold) => dispatch({ type: 'held', hold })} onWaiting={(position) => dispatch({ type: 'waiting', position })} onSignedOut={signedOut} />
      ) : null}

      {state.step === 'held' || state.step === 'waiting' ? (
        <div className={styles.result} role="status">
          <p className={styles.resultText} data-testid={state.step === 'held' ? 'booking-held' : 'booking-waiting'}>
            {typograph(state.step === 'held' ? `${capital(words.booked)} до ${formatTimeDayMonth(state.hold.expires_at)}` : `Вы в листе ожидания: ${state.position}-й в очереди`)}
          </p>
          <p className={forms.lead}>
            {typograph(
              state.step === 'held'
                ? 'Мы отправили SMS с подтверждением. Менеджер позвонит, чтобы договориться о сделке.'
                : `Когда ${words.one} освободится, мы пришлём SMS, и ${words.it} будет ${words.held} за вами.`,
            )}
          </p>
          <Link href={paths.myBookings()} className={forms.primary} onClick={onDone}>
            Мои брони
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/** The heading of the step on screen (null while the session is looked up). */
function titleOf(state: BookingStep, verifyStep: 'phone' | 'code', mode: 'hold' | 'waitlist', words: LotWords): string | null {
  switch (state.step) {
    case 'loading':
      return null;
    case 'verify':
      return verifyStep === 'phone' ? 'Номер телефона' : 'Код из SMS';
    case 'details':
      return 'Ваши данные';
    case 'confirm':
      return mode === 'hold' ? 'Подтвердите бронь' : 'Место в очереди';
    case 'held':
      return `${capital(words.one)} ${words.booked}`;
    case 'waiting':
      return 'Вы в листе ожидания';
  }
}
