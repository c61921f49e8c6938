import type { MortgageProgram } from '@/lib/api/schemas';
import { SITE_LOCALE } from '@/lib/config/site';
import { formatPrice, plural } from '@/lib/format/number';
import styles from './MortgageTable.module.scss';

const rate = new Intl.NumberFormat(SITE_LOCALE, { maximumFractionDigits: 2 });

/** Bank programmes with rate, minimal down payment (deposit.min) and term. */
export function MortgageTable({ programs }: { programs: MortgageProgram[] }) {
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label="Таблица ипотечных программ">
      <table className={styles.table}>
        <caption className="visually-hidden">Ипотечные программы банков-партнёров</caption>
        <thead>
          <tr>
            <th scope="col">Банк</th>
            <th scope="col">Программа</th>
            <th scope="col">Ставка</th>
            <th scope="col">Взнос от</th>
            <th scope="col">Срок до</th>
            <th scope="col">Сумма до</th>
          </tr>
        </thead>
        <tbody>
          {programs.map((program) => (
            <tr key={program.id}>
              <th scope="row">{program.bank.name}</th>
              <td>{program.program}</td>
              <td>{rate.format(program.rate)}%</td>
              <td>{program.deposit.min}%</td>
              <td>
                {program.term_max_years} {plural(program.term_max_years, ['год', 'года', 'лет'])}
              </td>
              <td>{formatPrice(program.sum_max)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
