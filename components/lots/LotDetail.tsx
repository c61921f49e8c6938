import type { LotCard } from '@/lib/api/schemas';
import { LOTS_TYPE_LABELS } from '@/lib/config/lots-labels';
import { isLotsType, paths } from '@/lib/config/paths';
import { formatMonthPayment, formatPrice } from '@/lib/format/number';
import { CATALOG_RETURN_KEY } from '@/lib/lots/catalog-return';
import { Breadcrumbs } from './Breadcrumbs';
import { LotActions } from './LotActions';
import { PageHeading } from '@/components/ui/PageHeading';
import { Section } from '@/components/content/Section';
import { LotGrid } from './LotGrid';
import { LotParameters } from './LotParameters';
import { lotTitle } from './lot-text';
import styles from './LotDetail.module.scss';

/** The lot page: layout, floor plan, all parameters, similar lots. */
export function LotDetail({ lot, similar }: { lot: LotCard; similar: LotCard[] | null }) {
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Главная', href: paths.home() },
          { label: isLotsType(lot.type) ? LOTS_TYPE_LABELS[lot.type] : 'Лоты', href: paths.lots('params', isLotsType(lot.type) ? lot.type : 'apartments') },
        ]}
        current={lotTitle(lot)}
        returnKey={CATALOG_RETURN_KEY}
      />
      <PageHeading eyebrow={`${lot.building.name} · ${lot.queue.name} · ${lot.completion}`} title={lotTitle(lot)} />
      <section className={styles.layout} aria-label="Планировка и параметры">
        <div className={styles.images}>
          {lot.images.flat_layout ? (
            // eslint-disable-next-line @next/next/no-img-element -- generated SVG plan from the CMS
            <img src={lot.images.flat_layout} alt={`Планировка: ${lotTitle(lot)}`} className={styles.plan} />
          ) : null}
          {lot.images.floor_plan ? (
            // eslint-disable-next-line @next/next/no-img-element -- generated SVG plan from the CMS
            <img src={lot.images.floor_plan} alt={`План ${lot.floor} этажа`} className={styles.floor} loading="lazy" />
          ) : null}
        </div>
        <div className={styles.parameters}>
          <p className={styles.price}>{formatPrice(lot.price)}</p>
          {lot.month_payment ? <p className={styles.monthly}>{formatMonthPayment(lot.month_payment)}</p> : null}
          <LotActions id={lot.id} type={lot.type} title={lotTitle(lot)} />
          <LotParameters lot={lot} />
        </div>
      </section>
      {similar?.length ? (
        <Section caption="Похожие предложения" title="Вам может понравиться">
          <LotGrid lots={similar} />
        </Section>
      ) : null}
    </>
  );
}
