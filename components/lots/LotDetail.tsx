import Link from 'next/link';
import type { LotCard } from '@/lib/api/schemas';
import { LOTS_TYPE_LABELS } from '@/lib/config/lots-labels';
import { isLotsType, paths } from '@/lib/config/paths';
import { formatMonthPayment, formatPrice } from '@/lib/format/number';
import { CATALOG_RETURN_KEY } from '@/lib/lots/catalog-return';
import { isBooked, isFree, isSold } from '@/lib/lots/status';
import { Breadcrumbs } from './Breadcrumbs';
import { LotActions } from './LotActions';
import { PageHeading } from '@/components/ui/PageHeading';
import { Section } from '@/components/content/Section';
import { LotGrid } from './LotGrid';
import { LotParameters } from './LotParameters';
import { LotStatus } from './LotStatus';
import { PARAMETERS_WITHOUT_PRICE } from './lot-parameters';
import { lotTitle } from './lot-text';
import styles from './LotDetail.module.scss';

/** Boxes the plans are fitted into (object-fit: contain): their size is known before the picture loads, so nothing shifts. */
const PLAN_BOX = { width: 480, height: 340 } as const;
const FLOOR_BOX = { width: 1200, height: 600 } as const;

const STATUS_NOTES: Record<'booked' | 'sold', string> = {
  booked: 'Квартира забронирована другим покупателем. Оставьте заявку — менеджер расскажет, когда бронь истекает, и подберёт похожие варианты.',
  sold: 'Эта квартира уже продана. Ниже — похожие квартиры, которые можно купить.',
};

/** Similar lots a buyer can still buy, free ones first. */
function buyableSimilar(similar: LotCard[] | null): LotCard[] {
  const buyable = (similar ?? []).filter((lot) => !isSold(lot.status.value));
  return [...buyable.filter((lot) => isFree(lot.status.value)), ...buyable.filter((lot) => !isFree(lot.status.value))];
}

/**
 * The lot page: status first (a sold flat has no price call to action and offers similar free flats
 * before anything else; a booked one keeps the callback), then the layout, the price and all parameters.
 */
export function LotDetail({ lot, similar }: { lot: LotCard; similar: LotCard[] | null }) {
  const sold = isSold(lot.status.value);
  const others = buyableSimilar(similar);
  const typeLabel = isLotsType(lot.type) ? LOTS_TYPE_LABELS[lot.type] : 'Лоты';
  const listHref = paths.lots('params', isLotsType(lot.type) ? lot.type : 'apartments');
  const similarSection = others.length ? (
    <Section id="similar" caption="Похожие предложения" title={sold ? 'Похожие квартиры в продаже' : 'Вам может понравиться'}>
      <LotGrid lots={others} />
    </Section>
  ) : null;

  return (
    <>
      <Breadcrumbs items={[{ label: 'Главная', href: paths.home() }, { label: typeLabel, href: listHref }]} current={lotTitle(lot)} returnKey={CATALOG_RETURN_KEY} />
      <PageHeading eyebrow={`${lot.building.name} · секция ${lot.section.number} · ${lot.queue.name} · ${lot.completion}`} title={lotTitle(lot)}>
        <div className={styles.status}>
          <LotStatus status={lot.status} size="large" />
          {sold || isBooked(lot.status.value) ? <p className={styles.note}>{STATUS_NOTES[sold ? 'sold' : 'booked']}</p> : null}
          {sold ? (
            <p className={styles.note}>
              {others.length ? <a href="#similar">Смотреть похожие квартиры</a> : null}
              {others.length ? ' · ' : null}
              <Link href={listHref}>Все квартиры в продаже</Link>
            </p>
          ) : null}
        </div>
      </PageHeading>
      {sold ? similarSection : null}
      <section className={styles.layout} aria-label="Планировка и параметры">
        <div className={styles.images}>
          {lot.images.flat_layout ? (
            // eslint-disable-next-line @next/next/no-img-element -- generated SVG plan from the CMS
            <img src={lot.images.flat_layout} alt={`Планировка: ${lotTitle(lot)}`} className={styles.plan} width={PLAN_BOX.width} height={PLAN_BOX.height} fetchPriority="high" />
          ) : null}
          {lot.images.floor_plan ? (
            // eslint-disable-next-line @next/next/no-img-element -- generated SVG plan from the CMS
            <img src={lot.images.floor_plan} alt={`План ${lot.floor} этажа`} className={styles.floor} loading="lazy" width={FLOOR_BOX.width} height={FLOOR_BOX.height} />
          ) : null}
        </div>
        <div className={styles.parameters}>
          {sold ? null : (
            <>
              <p className={styles.price} data-testid="lot-detail-price">
                {formatPrice(lot.price)}
              </p>
              {lot.month_payment ? <p className={styles.monthly}>{formatMonthPayment(lot.month_payment)}</p> : null}
            </>
          )}
          <LotActions id={lot.id} type={lot.type} title={lotTitle(lot)} callToAction={!sold} />
          <LotParameters lot={lot} keys={sold ? PARAMETERS_WITHOUT_PRICE : undefined} />
        </div>
      </section>
      {sold ? null : similarSection}
    </>
  );
}
