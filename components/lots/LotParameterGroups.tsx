import type { LotCard } from '@/lib/api/schemas';
import { capital, lotWords } from '@/lib/lots/lot-words';
import { lotParametersInOrder, PARAMETER_GROUPS, PRICE_PARAMETERS } from './lot-parameters';
import styles from './LotParameterGroups.module.scss';

/**
 * Every parameter of the lot page, below the decision block, in groups (the flat, the building, the price,
 * the finish). A sold lot's page leaves the prices out.
 */
export function LotParameterGroups({ lot, withPrices }: { lot: LotCard; withPrices: boolean }) {
  const groups = PARAMETER_GROUPS.map((group) => ({
    title: group.title ?? capital(lotWords(lot.type).one),
    rows: lotParametersInOrder(lot, group.keys.filter((key) => withPrices || !PRICE_PARAMETERS.includes(key))).filter((row) => row.value !== null),
  })).filter((group) => group.rows.length > 0);
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.title} className={styles.group} aria-labelledby={`parameters-${group.title}`}>
          <h3 id={`parameters-${group.title}`} className={styles.title}>
            {group.title}
          </h3>
          <dl className={styles.list}>
            {group.rows.map((row) => (
              <div key={row.key} className={styles.row}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
