import type { MortgageProgram, MortgageSpecs } from '@/lib/api/schemas';
import { formatMonthPayment, formatPercent, formatPrice } from '@/lib/format/number';
import { termText } from '@/lib/mortgage/offer-text';
import { defaultOffers, isBankMortgage, lowestOffer, specsDefaults } from '@/lib/mortgage/offers';
import { typograph } from '@/lib/text/typography';
import styles from './PaymentMethods.module.scss';

/**
 * The price of a flat by the way it is paid, as a premium sales office presents them: in full (with the CMS's
 * discount for it), by the developer's instalment plan, trade-in (the CMS's offer), by mortgage (the lowest payment
 * among the banks' programmes), for the CMS's default down payment and term.
 */
export function PaymentMethods({ price, programmes, specs }: { price: number; programmes: MortgageProgram[]; specs: MortgageSpecs }) {
  const defaults = specsDefaults(specs);
  const discount = specs.full_payment.discount;
  const installments = defaultOffers(price, programmes.filter((p) => !isBankMortgage(p)), defaults);
  const mortgage = lowestOffer(price, programmes.filter(isBankMortgage), defaults);
  return (
    <ul className={styles.methods} data-testid="payment-methods">
      <li className={styles.method}>
        <h3 className={styles.name}>Полная оплата</h3>
        <p className={styles.figure}>{formatPrice(discount > 0 ? Math.round(price * (1 - discount / 100)) : price)}</p>
        <p className={styles.note}>{discount > 0 ? typograph(`Скидка ${formatPercent(discount)} — экономия ${formatPrice(Math.round((price * discount) / 100))}`) : 'По цене квартиры'}</p>
      </li>
      {installments.map((offer) =>
        offer.available ? (
          <li key={offer.programme.id} className={styles.method}>
            <h3 className={styles.name}>{offer.programme.program}</h3>
            <p className={styles.figure}>{formatMonthPayment(offer.monthly)}</p>
            <p className={styles.note}>
              {typograph(
                `Взнос ${formatPrice(offer.downPayment)} (${formatPercent(Math.max(specs.defaults.deposit, offer.programme.deposit.min))}), затем ${termText(offer.months)} под ${formatPercent(offer.programme.rate)}. От застройщика, без банка.`,
              )}
            </p>
          </li>
        ) : null,
      )}
      {specs.trade_in ? (
        <li className={styles.method}>
          <h3 className={styles.name}>Трейд-ин</h3>
          <p className={styles.figure}>{typograph('Квартира в зачёт')}</p>
          <p className={styles.note}>{typograph(specs.trade_in)}</p>
        </li>
      ) : null}
      {mortgage ? (
        <li className={styles.method}>
          <h3 className={styles.name}>Ипотека</h3>
          <p className={styles.figure}>{formatMonthPayment(mortgage.monthly)}</p>
          <p className={styles.note}>
            {typograph(`${mortgage.programme.program}, ${mortgage.programme.bank.name}, ${formatPercent(mortgage.programme.rate)}: взнос ${formatPrice(mortgage.downPayment)}, ${termText(mortgage.months)}.`)}
          </p>
        </li>
      ) : null}
    </ul>
  );
}
