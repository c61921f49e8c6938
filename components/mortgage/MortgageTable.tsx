import type { MortgageProgram } from '@/lib/api/schemas';
import { formatPercent, formatPrice, plural } from '@/lib/format/number';
import styles from './MortgageTable.module.scss';

/** Bank programmes with rate, minimal down payment (deposit.min) and term; cards on a phone. */
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
              <td data-label="Программа">{program.program}</td>
              <td data-label="Ставка">{formatPercent(program.rate)}</td>
              <td data-label="Взнос от">{formatPercent(program.deposit.min)}</td>
              <td data-label="Срок до">{`${program.term_max_years}\u00a0${plural(program.term_max_years, ['год', 'года', 'лет'])}`}</td>
              <td data-label="Сумма до">{formatPrice(program.sum_max)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
