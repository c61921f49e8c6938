import type { MortgageData } from '@/components/lots/LotMortgage';
import { formatPercent, formatPrice, plural } from '@/lib/format/number';
import { termText } from '@/lib/mortgage/offer-text';
import { typograph } from '@/lib/text/typography';
import { defaultOffers, specsDefaults } from '@/lib/mortgage/offers';
import styles from './PrintSheet.module.scss';

/** The lot page's table of programmes, compact for paper: each programme's payment for the default down payment and term. */
export function PrintProgrammes({ price, mortgage }: { price: number; mortgage: MortgageData }) {
  const { specs, programmes } = mortgage;
  const all = defaultOffers(price, programmes, specsDefaults(specs));
  // One A4 page: the programmes that fit, and how many do not.
  const offers = all.filter((offer) => offer.available);
  const unfit = all.length - offers.length;
  return (
    <section className={styles.programmes}>
      <h2 className={styles.programmesTitle}>{typograph(`Платёж по программам: взнос от ${formatPercent(specs.defaults.deposit)}, срок до ${termText(specs.defaults.term * 12)}`)}</h2>
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
      {unfit ? <p className={styles.programmesNote}>{typograph(`Ещё ${unfit} ${plural(unfit, ['программа не подходит', 'программы не подходят', 'программ не подходят'])} для этой квартиры по сумме кредита, взносу или сроку.`)}</p> : null}
    </section>
  );
}
