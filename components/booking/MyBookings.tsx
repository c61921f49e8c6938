import Link from 'next/link';
import type { BookingState, LotCard } from '@/lib/api/schemas';
import { paths } from '@/lib/config/paths';
import { formatArea, formatPrice, formatTimeDayMonth } from '@/lib/format/number';
import { capital, lotWords } from '@/lib/lots/lot-words';
import { typograph } from '@/lib/text/typography';
import { PageHeading } from '@/components/ui/PageHeading';
import { Section } from '@/components/content/Section';
import { floorNumber, lotFullTitle, lotTitle } from '@/components/lots/lot-text';
import { BookingButton } from './BookingButton';
import { BookingActionButton } from './BookingActionButton';
import { HoldCountdown } from './HoldCountdown';
import type { MyBookingsData } from './my-bookings-data';
import styles from './MyBookings.module.scss';

type HeldLot = BookingState['holds'][number];

/** «Забронирована до 14:30 23 ноября», «Закреплено за вами до …»: in words that agree with the lot. */
function holdUntil(hold: HeldLot): string {
  const words = lotWords(hold.lot.type);
  const until = formatTimeDayMonth(hold.expires_at);
  return hold.kind === 'hold' ? `${capital(words.booked)} до ${until}` : `${capital(words.held)} за вами до ${until}`;
}

const EMPTY: Record<'none' | 'expired' | 'unavailable', string> = {
  none: 'Здесь появятся квартиры, которые вы забронируете онлайн, и листы ожидания, в которых вы стоите. Выберите квартиру и нажмите «Забронировать онлайн» — бронь закрепит её за вами.',
  expired: 'Сессия закончилась. Подтвердите телефон ещё раз, когда будете бронировать: ваши брони сохранены.',
  unavailable: 'Не удалось загрузить брони. Обновите страницу чуть позже или позвоните в офис продаж.',
};

/** "Мои брони": the buyer's active holds with a countdown and a cancel button, offers from waitlists, and waitlist places. */
export function MyBookings({ data }: { data: MyBookingsData }) {
  if (data.kind !== 'buyer') {
    return (
      <>
        <PageHeading eyebrow="Онлайн-бронирование" title="Мои брони" />
        <Section>
          <p className={styles.empty}>{typograph(EMPTY[data.kind])}</p>
          <Link href={paths.lots('params', 'apartments')} className={styles.cta}>
            Выбрать квартиру
          </Link>
        </Section>
      </>
    );
  }
  const { state, lots } = data;
  const title = (id: number, fallback: Pick<LotCard, 'type' | 'rooms' | 'number'>) => {
    const card = lots.get(id);
    return card ? lotFullTitle(card) : lotTitle(fallback);
  };
  return (
    <>
      <PageHeading eyebrow="Онлайн-бронирование" title="Мои брони">
        {`${state.buyer.name ?? 'Покупатель'}, ${state.buyer.phone}. Одновременно можно держать до ${state.max_holds} броней.`}
      </PageHeading>
      <Section caption="Брони">
        {state.holds.length === 0 ? <p className={styles.empty}>{typograph('Активных броней нет.')}</p> : null}
        <ul className={styles.list}>
          {state.holds.map((hold) => (
            <li key={hold.id} className={styles.item} data-testid="my-hold" data-lot-id={hold.lot.id}>
              <div className={styles.main}>
                <Link href={paths.lot(hold.lot.id)} className={styles.title}>
                  {typograph(title(hold.lot.id, hold.lot))}
                </Link>
                <p className={styles.facts}>{typograph(`${formatArea(hold.lot.area)} · этаж ${floorNumber(hold.lot.floor)} · ${formatPrice(hold.lot.price)}`)}</p>
              </div>
              <div className={styles.side}>
                <p className={styles.until}>
                  {holdUntil(hold)}
                </p>
                <HoldCountdown until={hold.expires_at} />
                {hold.kind === 'offer' ? <BookingButton lotId={hold.lot.id} lotType={hold.lot.type} lotTitle={lotTitle(hold.lot)} mode="hold" terms={{ price: hold.lot.price, holdHours: null }} className={styles.primary} /> : null}
                <BookingActionButton action={{ kind: 'cancel', id: hold.id }} className={styles.secondary}>
                  {hold.kind === 'hold' ? 'Отменить бронь' : 'Отказаться'}
                </BookingActionButton>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      {state.waitlist.length ? (
        <Section caption="Листы ожидания">
          <ul className={styles.list}>
            {state.waitlist.map((place) => {
              const card = lots.get(place.lot_id);
              return (
                <li key={place.id} className={styles.item} data-testid="my-waitlist">
                  <div className={styles.main}>
                    <Link href={paths.lot(place.lot_id)} className={styles.title}>
                      {typograph(card ? lotFullTitle(card) : `Лот ${place.lot_id}`)}
                    </Link>
                    <p className={styles.facts}>{typograph(`${place.position}-й в очереди. Когда лот освободится, придёт SMS.`)}</p>
                  </div>
                  <div className={styles.side}>
                    <BookingActionButton action={{ kind: 'leave', id: place.id }} className={styles.secondary}>
                      Выйти из очереди
                    </BookingActionButton>
                  </div>
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}
      <Section>
        <BookingActionButton action={{ kind: 'signOut' }} className={styles.link}>
          Выйти
        </BookingActionButton>
      </Section>
    </>
  );
}
