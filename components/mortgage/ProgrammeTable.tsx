import clsx from 'clsx';
import type { MortgageProgram } from '@/lib/api/schemas';
import { formatPercent, formatPrice } from '@/lib/format/number';
import { termText, unavailableText } from '@/lib/mortgage/offer-text';
import type { ProgrammeOffer } from '@/lib/mortgage/offers';
import { typograph } from '@/lib/text/typography';
import styles from './ProgrammeTable.module.scss';

const PAYMENT_LABEL = typograph('Платёж в месяц');

/** What a row shows of a programme. */
export type TableProgramme = Pick<MortgageProgram, 'id' | 'bank' | 'program' | 'rate' | 'deposit' | 'term_max_years' | 'sum_max'>;

type Props<P extends TableProgramme> = {
  offers: ProgrammeOffer<P>[];
  caption: string;
  /** Marks the first available offer as the lowest payment (the list is sorted by payment). */
  markLowest?: boolean;
  /** A button per available programme that takes its terms into the calculator. */
  onChoose?: (programme: P) => void;
};

/**
 * Programmes with the monthly payment each gives for one calculation, or why it does not fit; ruled rows
 * on a wide screen, a card per programme on a phone (nothing cut off, no sideways scroll).
 */
export function ProgrammeTable<P extends TableProgramme>({ offers, caption, markLowest = false, onChoose }: Props<P>) {
  const lowest = markLowest ? offers.find((offer) => offer.available) : undefined;
  if (!offers.length) return <p className={styles.empty}>{typograph('Нет программ с такими условиями. Снимите часть фильтров.')}</p>;
  return (
    <table className={styles.table} data-testid="programmes">
      <caption className="visually-hidden">{typograph(caption)}</caption>
      <thead>
        <tr>
          <th scope="col">{'Банк и\u00a0программа'}</th>
          <th scope="col">Ставка</th>
          <th scope="col">Взнос от</th>
          <th scope="col">Срок до</th>
          <th scope="col">{PAYMENT_LABEL}</th>
          {onChoose ? <th scope="col"><span className="visually-hidden">Действие</span></th> : null}
        </tr>
      </thead>
      <tbody>
        {offers.map((offer) => {
          const p = offer.programme;
          return (
            <tr key={p.id} className={clsx(!offer.available && styles.unavailable, offer === lowest && styles.lowest)} data-programme-id={p.id}>
              <th scope="row">
                <div className={styles.name}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a bank's mark from the CMS, 24 px high */}
                  <img src={p.bank.logo} alt="" width={90} height={24} loading="lazy" className={styles.logo} />
                  <span className={styles.bank}>{p.bank.name}</span>
                  <span className={styles.program}>{p.program}</span>
                  {offer === lowest ? <span className={styles.badge}>Самый низкий платёж</span> : null}
                </div>
              </th>
              <td data-label="Ставка">{formatPercent(p.rate)}</td>
              <td data-label="Взнос от">{formatPercent(p.deposit.min)}</td>
              <td data-label="Срок до">{termText(p.term_max_years * 12)}</td>
              <td data-label={PAYMENT_LABEL} className={clsx(styles.payment, !offer.available && styles.reason)} data-testid="programme-payment">
                {offer.available ? formatPrice(offer.monthly) : unavailableText(offer.reason, p)}
              </td>
              {onChoose ? (
                <td className={styles.action}>
                  <button type="button" className={styles.choose} onClick={() => onChoose(p)} aria-label={`Рассчитать по программе «${p.program}», ${p.bank.name}`}>
                    Рассчитать
                  </button>
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
