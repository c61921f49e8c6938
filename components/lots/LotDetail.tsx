import Link from 'next/link';
import type { LotCard } from '@/lib/api/schemas';
import { paths } from '@/lib/config/paths';
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
      <PageHeading eyebrow={`${lot.building.name} · ${lot.queue.name}`} title={lotTitle(lot)} />
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
          <LotParameters lot={lot} />
          <p className={styles.actions}>
            <Link href={paths.print(lot.id)}>Версия для печати</Link>
          </p>
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
