import type { MortgageData } from '@/components/lots/LotMortgage';
import { formatPercent, formatPrice, plural } from '@/lib/format/number';
import { termUpTo } from '@/lib/mortgage/offer-text';
import { typograph } from '@/lib/text/typography';
import { defaultOffers, specsDefaults } from '@/lib/mortgage/offers';
import styles from './PrintSheet.module.scss';

/**
 * The most programmes the sheet lists: with the plan, the parameters and the sales office they fill one A4
 * page whatever the lot (issue 41: a flat with 14 fitting programmes ran to a second page).
 */
export const PRINTED_PROGRAMMES_MAX = 6;

/**
 * The lot page's table of programmes, compact for paper: the lowest payments for the default down payment and
 * term, at most PRINTED_PROGRAMMES_MAX, and how many more there are.
 */
export function PrintProgrammes({ price, mortgage }: { price: number; mortgage: MortgageData }) {
  const { specs, programmes } = mortgage;
  const all = defaultOffers(price, programmes, specsDefaults(specs));
  // One A4 page: the programmes that fit, lowest payment first, and how many more fit or do not.
  const fitting = all.filter((offer) => offer.available).sort((a, b) => a.monthly - b.monthly);
  const offers = fitting.slice(0, PRINTED_PROGRAMMES_MAX);
  const more = fitting.length - offers.length;
  const unfit = all.length - fitting.length;
  return (
    <section className={styles.programmes}>
      <h2 className={styles.programmesTitle}>{typograph(`Платёж по программам: взнос от ${formatPercent(specs.defaults.deposit)}, срок до ${termUpTo(specs.defaults.term * 12)}`)}</h2>
      <table className={styles.programmesTable}>
        <thead>
          <tr>
            <th scope="col">Банк</th>
            <th scope="col">Программа</th>
            <th scope="col">Ставка</th>
            <th scope="col">{typograph('Платёж в месяц')}</th>
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.programme.id}>
              <td>{offer.programme.bank.name}</td>
              <td>{offer.programme.program}</td>
              <td>{formatPercent(offer.programme.rate)}</td>
              <td>{formatPrice(offer.monthly)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more ? (
        <p className={styles.programmesNote}>
          {typograph(`Ещё ${more} ${plural(more, ['программа подходит', 'программы подходят', 'программ подходят'])} для этой квартиры: все условия и платежи — в ипотечном калькуляторе на сайте.`)}
        </p>
      ) : null}
      {unfit ? <p className={styles.programmesNote}>{typograph(`Ещё ${unfit} ${plural(unfit, ['программа не подходит', 'программы не подходят', 'программ не подходят'])} для этой квартиры по сумме кредита, взносу или сроку.`)}</p> : null}
    </section>
  );
}
