import type { LotCard, MortgageFacet, MortgageProgram, MortgageSpecs } from '@/lib/api/schemas';
import { Section } from '@/components/content/Section';
import { CallbackButton } from '@/components/callback/CallbackButton';
import { MortgagePanelButton } from '@/components/mortgage/MortgagePanelButton';
import { PaymentMethods } from '@/components/mortgage/PaymentMethods';
import { LotProgrammes } from '@/components/mortgage/LotProgrammes';
import { calculatorDefaults } from '@/components/mortgage/mortgage-data';
import { MORTGAGE_FORM_ID } from '@/lib/config/forms';
import { formatPercent } from '@/lib/format/number';
import { calculatorQuery, calculatorState } from '@/lib/mortgage/calculator';
import { paths } from '@/lib/config/paths';
import { termText } from '@/lib/mortgage/offer-text';
import { defaultOffers, isBankMortgage, specsDefaults } from '@/lib/mortgage/offers';
import { typograph } from '@/lib/text/typography';
import styles from './LotMortgage.module.scss';

export type MortgageData = { programmes: MortgageProgram[]; facets: MortgageFacet[]; specs: MortgageSpecs };

/**
 * A lot's price by payment method and each bank programme's monthly payment for the CMS's default down
 * payment and term (the lowest first: the figure its card shows), with the calculator in a panel.
 */
export function LotMortgage({ lot, mortgage }: { lot: LotCard; mortgage: MortgageData }) {
  const { programmes, facets, specs } = mortgage;
  // The banks' programmes only: the developer's instalments are a way to pay of their own, above (PaymentMethods).
  const offers = defaultOffers(lot.price, programmes.filter(isBankMortgage), specsDefaults(specs));
  const initial = calculatorState({ lot: String(lot.id) }, calculatorDefaults(specs, programmes, lot.price), facets.map((f) => f.value), lot.price);
  return (
    <Section belowFold id="mortgage" caption="Ипотека и способы оплаты" title="Как купить эту квартиру">
      <div className={styles.body}>
        <PaymentMethods price={lot.price} programmes={programmes} specs={specs} />
        <p className={styles.terms}>
          {typograph(`Платёж по программам банков — при взносе от ${formatPercent(specs.defaults.deposit)} (или минимальном для программы) на ${termText(specs.defaults.term * 12)} (или наибольший срок программы).`)}
        </p>
        <LotProgrammes offers={offers} caption="Платёж по каждой программе для этой квартиры" />
        <div className={styles.actions}>
          <MortgagePanelButton
            programmes={programmes}
            facets={facets}
            specs={specs}
            initial={initial}
            pageHref={`${paths.mortgage()}?${calculatorQuery(initial)}#calculator`}
            className={styles.primary}
          />
          <CallbackButton className={styles.secondary} formId={MORTGAGE_FORM_ID}>
            {'Консультация по\u00a0ипотеке'}
          </CallbackButton>
        </div>
      </div>
    </Section>
  );
}
