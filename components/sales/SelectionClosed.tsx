import type { ClosedSelection } from '@/lib/api/sales-schemas';
import { PageStatus } from '@/components/error/PageStatus';
import { formatDate } from '@/lib/format/number';
import { typograph } from '@/lib/text/typography';
import { ManagerCard } from './ManagerCard';
import styles from './SelectionPage.module.scss';

/** A selection past its last day or withdrawn (status 410): it says so, with the manager who can send a new one. */
export function SelectionClosed({ closed }: { closed: ClosedSelection }) {
  const why = closed.status === 'expired' ? `Она действовала до ${formatDate(closed.valid_until)}` : 'Менеджер отозвал её.';
  return (
    <section className={styles.closed}>
      <PageStatus status={410} />
      <p className={styles.eyebrow}>Резиденция «Вереск» · подборка менеджера</p>
      <h1 className={styles.title}>Подборка больше не действует</h1>
      <p className={styles.cover}>{typograph(`${why} Цены и наличие квартир с тех пор могли измениться — позвоните менеджеру, он подберёт актуальные варианты.`)}</p>
      {closed.manager ? <ManagerCard manager={closed.manager} caption="Ваш менеджер" /> : null}
    </section>
  );
}
