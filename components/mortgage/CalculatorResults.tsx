import type { CalculatorResult } from '@/lib/mortgage/calculator';
import { termText } from '@/lib/mortgage/offer-text';
import { formatPercent, formatPrice } from '@/lib/format/number';
import { typograph } from '@/lib/text/typography';
import styles from './CalculatorResults.module.scss';

/** The calculation: the monthly payment first, then the loan, overpayment, total and income; or what is missing. */
export function CalculatorResults({ result }: { result: CalculatorResult }) {
  return (
    <section id="calculator-results" className={styles.results} aria-labelledby="calculator-results-title" aria-live="polite">
      <h3 id="calculator-results-title" className={styles.caption}>
        Ежемесячный платёж
      </h3>
      {result.ok ? (
        <>
          <p className={styles.monthly} data-testid="calculator-monthly">
            {formatPrice(result.monthly)}
          </p>
          <dl className={styles.figures}>
            <div>
              <dt>Сумма кредита</dt>
              <dd data-testid="calculator-loan">{formatPrice(result.loan)}</dd>
            </div>
            <div>
              <dt>Взнос</dt>
              <dd>{`${formatPrice(result.downPayment)} · ${formatPercent(result.downPercent)}`}</dd>
            </div>
            <div>
              <dt>Срок</dt>
              <dd>{termText(result.months)}</dd>
            </div>
            <div>
              <dt>Переплата</dt>
              <dd data-testid="calculator-overpayment">{formatPrice(result.overpayment)}</dd>
            </div>
            <div>
              <dt>Всего выплат банку</dt>
              <dd>{formatPrice(result.total)}</dd>
            </div>
            <div>
              <dt>Необходимый доход</dt>
              <dd data-testid="calculator-income">{typograph(`от ${formatPrice(result.income)} в месяц`)}</dd>
            </div>
          </dl>
          <p className={styles.note}>{typograph('Расчёт предварительный: точные условия банк назовёт после одобрения заявки.')}</p>
        </>
      ) : (
        <p className={styles.message} role="status" data-testid="calculator-message">
          {result.message}
        </p>
      )}
    </section>
  );
}
