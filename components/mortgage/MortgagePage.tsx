import Link from 'next/link';
import { CallbackButton } from '@/components/callback/CallbackButton';
import { Prose } from '@/components/content/Prose';
import { Section } from '@/components/content/Section';
import { lotFullTitle } from '@/components/lots/lot-text';
import { Accordion } from '@/components/ui/Accordion';
import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { optionalData } from '@/lib/api/policy';
import { MORTGAGE_FORM_ID } from '@/lib/config/forms';
import { paths } from '@/lib/config/paths';
import { formatPrice } from '@/lib/format/number';
import { calculatorState } from '@/lib/mortgage/calculator';
import { firstParam, type SearchParams } from '@/lib/routes/search-params';
import { calculatorDefaults, loadMortgage } from './mortgage-data';
import { MortgageCalculator } from './MortgageCalculator';
import { ProgrammeSources } from './ProgrammeSources';
import { typograph } from '@/lib/text/typography';
import styles from './MortgagePage.module.scss';

/** `/mortgage`: the calculator (prefilled from `?lot=`), payment methods, the banks' programmes, the FAQ and a consultation. */
export async function MortgagePage({ search }: { search: SearchParams }) {
  const api = getServerApi();
  const lotId = firstParam(search.lot);
  const [{ programmes, facets, specs }, faq, lot] = await Promise.all([
    loadMortgage(),
    optionalData('faq', () => api.faq()),
    lotId && /^\d{1,9}$/.test(lotId) ? optionalData('lot', () => api.realtyItem(lotId)) : Promise.resolve(null),
  ]);
  // The price of the URL, else the lot's, else the middle flat's on sale (not the smallest studio's): the default rate is
  // the one of the lowest payment for it.
  const fallbackPrice = lot?.price ?? (specs.price.median || specs.price.min || null);
  const facetValues = facets.map((f) => f.value);
  const withLot = { ...search, lot: lot ? String(lot.id) : undefined };
  const price = calculatorState(withLot, calculatorDefaults(specs, programmes, null), facetValues, fallbackPrice).price;
  const initial = calculatorState(withLot, calculatorDefaults(specs, programmes, price), facetValues, fallbackPrice);
  return (
    <>
      <PageHeading eyebrow="Ипотека и рассрочка" title="Условия покупки">
        {typograph('Ипотека банков-партнёров, семейная и IT-ипотека, рассрочка от застройщика. Рассчитайте платёж и сравните программы.')}
      </PageHeading>
      <Section caption="Калькулятор" title="Ипотечный калькулятор" id="calculator">
        {lot ? (
          <p className={styles.lot} data-testid="calculator-lot">
            {'Расчёт для квартиры: '}
            <Link href={paths.lot(lot.id)}>{lotFullTitle(lot)}</Link>
            {`, ${formatPrice(lot.price)}`}
          </p>
        ) : null}
        <MortgageCalculator programmes={programmes} facets={facets} specs={specs} initial={initial} syncUrl />
        <ProgrammeSources programmes={programmes} date={specs.conditions_date} />
      </Section>
      {faq?.length ? (
        <Section belowFold caption="Вопросы и ответы" title="Частые вопросы">
          <Accordion items={faq.map((entry) => ({ key: entry.id, title: entry.question, content: <Prose html={entry.answer_html} /> }))} />
        </Section>
      ) : null}
      <Section caption="Консультация" title="Подберём программу под вашу семью">
        <div className={styles.consult}>
          <p>{typograph('Ипотечный брокер отдела продаж сравнит предложения банков, поможет собрать документы и подаст заявку в несколько банков сразу. Бесплатно.')}</p>
          <CallbackButton className={styles.consultButton} formId={MORTGAGE_FORM_ID}>
            {typograph('Получить консультацию по ипотеке')}
          </CallbackButton>
        </div>
      </Section>
    </>
  );
}
