import Link from 'next/link';
import type { LotCard, LotDetail as Lot } from '@/lib/api/schemas';
import { recentPriceDrop } from '@/lib/lots/price-history';
import { LOTS_TYPE_LABELS } from '@/lib/config/lots-labels';
import { isLotsType, paths } from '@/lib/config/paths';
import { CATALOG_RETURN_KEY } from '@/lib/lots/catalog-return';
import { isBooked, isFree, isSold } from '@/lib/lots/status';
import { capital, lotWords, type LotWords } from '@/lib/lots/lot-words';
import { typograph } from '@/lib/text/typography';
import { Section } from '@/components/content/Section';
import { JsonLd } from '@/components/seo/JsonLd';
import { absoluteUrl } from '@/lib/config/absolute-url';
import { breadcrumbsLd, lotLd } from '@/lib/seo/structured-data';
import { Breadcrumbs } from './Breadcrumbs';
import { LotActions } from './LotActions';
import { HoldNote } from '@/components/booking/HoldNote';
import { LotFacts } from './LotFacts';
import { LotGrid } from './LotGrid';
import { LotParameterGroups } from './LotParameterGroups';
import { FloorPlan } from './FloorPlan';
import { LotMortgage, type MortgageData } from './LotMortgage';
import { LotPrice } from './LotPrice';
import { PriceHistory } from './PriceHistory';
import { LotStatus } from './LotStatus';
import { LotWindowView } from './LotWindowView';
import { FlatPlan, LotMedia } from './LotMedia';
import { LotStickyBar } from './LotStickyBar';
import { lotFullTitle, lotTitle } from './lot-text';
import styles from './LotDetail.module.scss';

const FLOOR_BOX = { width: 1200, height: 600 } as const;

/** What a lot that is not free says under its status, in words that agree with it («Это помещение уже продано»). */
function statusNote(status: 'booked' | 'sold', words: LotWords): string {
  return status === 'booked'
    ? `${capital(words.one)} ${words.booked} другим покупателем. Оставьте заявку — менеджер расскажет, когда бронь истекает, и подберёт похожие варианты.`
    : `${capital(words.this)} ${words.one} уже ${words.sold}. Ниже — похожие ${words.many}, которые можно купить.`;
}

/** Similar lots a buyer can still buy, free ones first. */
function buyableSimilar(similar: LotCard[] | null): LotCard[] {
  const buyable = (similar ?? []).filter((lot) => !isSold(lot.status.value));
  return [...buyable.filter((lot) => isFree(lot.status.value)), ...buyable.filter((lot) => !isFree(lot.status.value))];
}

/**
 * The lot page leads with what a buyer decides on (issue 13): beside the layout, the title, status,
 * area, rooms, floor, completion, the price with its discount and the monthly payment, and the call to
 * action — all in the first screen at 375 and 1440 px. Below: the floor plan and every parameter in
 * groups. A sold flat has no price or call to action and offers similar free flats before anything else;
 * a booked one keeps the callback.
 */
type Props = { lot: Lot; similar: LotCard[] | null; mortgage?: MortgageData | null; today: Date; holdHours?: number | null };

export function LotDetail({ lot, similar, mortgage = null, today, holdHours = null }: Props) {
  const sold = isSold(lot.status.value);
  const priceDrop = sold ? null : recentPriceDrop(lot.price_history, today);
  const withMortgage = !sold && mortgage?.programmes.length ? mortgage : null;
  const others = buyableSimilar(similar);
  const title = lotTitle(lot);
  const words = lotWords(lot.type);
  const bookingMode = isFree(lot.status.value) ? 'hold' : isBooked(lot.status.value) ? 'waitlist' : null;
  const typeLabel = isLotsType(lot.type) ? LOTS_TYPE_LABELS[lot.type] : 'Лоты';
  const listHref = paths.lots('params', isLotsType(lot.type) ? lot.type : 'apartments');
  const similarSection = others.length ? (
    <Section belowFold id="similar" caption="Похожие предложения" title={sold ? `Похожие ${words.many} в продаже` : 'Вам может понравиться'}>
      <LotGrid lots={others} short />
    </Section>
  ) : null;

  // A sold flat's layout goes below the similar flats on sale: they come first (SPEC §4 on-sale rule).
  const soldLayout = (
    <div className={styles.soldMedia}>
      <FlatPlan lot={lot} title={title} />
    </div>
  );

  return (
    <>
      {/* Search engines get the lot with its offer and the same trail as the breadcrumbs (lib/seo/structured-data.ts). */}
      <JsonLd data={[lotLd(lot, lotFullTitle(lot), absoluteUrl), breadcrumbsLd([{ name: typeLabel, path: listHref }, { name: title, path: paths.lot(lot.id) }], absoluteUrl)]} />
      <Breadcrumbs items={[{ label: 'Главная', href: paths.home() }, { label: typeLabel, href: listHref }]} current={title} returnKey={CATALOG_RETURN_KEY} />
      <section className={styles.top} aria-labelledby="lot-title">
        <div className={sold ? `${styles.heading} ${styles.wide}` : styles.heading}>
          <p className={styles.eyebrow}>{typograph(`${lot.building.name} · секция ${lot.section.number} · ${lot.queue.name}`)}</p>
          <h1 id="lot-title" className={styles.title}>
            {typograph(title)}
          </h1>
        </div>
        {/* On a phone the plan comes before the price: what the flat is, then what it costs. */}
        {sold ? null : (
          <div className={styles.media}>
            <LotMedia lot={lot} title={title} priority />
          </div>
        )}
        <div className={sold ? `${styles.summary} ${styles.wide}` : styles.summary}>
          <div className={styles.status}>
            <LotStatus status={lot.status} size="large" />
            {sold ? null : <HoldNote lotId={lot.id} type={lot.type} />}
            {sold || isBooked(lot.status.value) ? <p className={styles.note}>{typograph(statusNote(sold ? 'sold' : 'booked', words))}</p> : null}
            {sold ? (
              <p className={styles.note}>
                {others.length ? <a href="#similar">{`Смотреть похожие ${words.many}`}</a> : null}
                {others.length ? ' · ' : null}
                <Link href={listHref}>{`Все ${words.many} в продаже`}</Link>
              </p>
            ) : null}
          </div>
          <LotFacts lot={lot} />
          {sold ? null : <LotPrice lot={lot} programmesAnchor={withMortgage ? 'mortgage' : undefined} drop={priceDrop} />}
          <LotActions id={lot.id} type={lot.type} title={title} callToAction={!sold} booking={bookingMode} terms={{ price: lot.price, holdHours }} />
        </div>
      </section>
      {sold ? null : <LotStickyBar lotId={lot.id} type={lot.type} title={title} price={lot.price} booking={bookingMode} holdHours={holdHours} />}
      {sold ? similarSection : null}
      <section className={styles.details} aria-label={sold ? 'Планировка и параметры' : 'Этаж и параметры'}>
        {sold ? soldLayout : null}
        {lot.images.floor_plan ? (
          <figure className={sold ? styles.floorFigure : `${styles.floorFigure} ${styles.inGallery}`}>
            <FloorPlan src={lot.images.floor_plan} alt={`План ${lot.floor} этажа`} className={styles.floor} width={FLOOR_BOX.width} height={FLOOR_BOX.height} />
            <figcaption className={styles.caption}>{typograph(`План ${lot.floor} этажа, ${lot.building.name.toLowerCase()}, секция ${lot.section.number}`)}</figcaption>
          </figure>
        ) : null}
        <div className={styles.parameters}>
          <h2 className={styles.parametersTitle}>Параметры</h2>
          <LotParameterGroups lot={lot} withPrices={!sold} />
          {sold ? null : <PriceHistory history={lot.price_history} today={today} />}
        </div>
      </section>
      <LotWindowView lot={lot} />
      {withMortgage ? <LotMortgage lot={lot} mortgage={withMortgage} /> : null}
      {sold ? null : similarSection}
    </>
  );
}
