'use client';

import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { GOALS, reachGoal } from '@/lib/tracking/goals';
import type { MortgageFacet, MortgageProgram, MortgageSpecs } from '@/lib/api/schemas';
import { formatPercent, formatPrice } from '@/lib/format/number';
import { formatNumeric, numericValue } from '@/lib/masks/masks';
import { calculate, calculatorOffers, calculatorQuery, clampMonths, type CalculatorState, type ProgrammeSort, type TermUnit } from '@/lib/mortgage/calculator';
import { clampDownPayment, downPaymentBounds, percentFromDownPayment } from '@/lib/mortgage/down-payment';
import { LIMITS } from '@/lib/config/constants';
import { NumericField } from '@/components/forms/NumericField';
import { Segmented } from '@/components/ui/Segmented';
import { PaymentMethods } from './PaymentMethods';
import { ProgrammeTable } from './ProgrammeTable';
import { CalculatorResults } from './CalculatorResults';
import { ProgrammeFacets } from './ProgrammeFacets';
import styles from './MortgageCalculator.module.scss';

type Props = {
  programmes: MortgageProgram[];
  facets: MortgageFacet[];
  specs: MortgageSpecs;
  initial: CalculatorState;
  /** Keep the calculation in the page's URL (the /mortgage page; not the panel on a lot page). */
  syncUrl?: boolean;
  /** Show the payment methods and the programme list under the results. */
  withProgrammes?: boolean;
};

const TERM_UNITS: ReadonlyArray<{ value: TermUnit; label: string }> = [
  { value: 'years', label: 'Годы' },
  { value: 'months', label: 'Месяцы' },
];
const SORTS: ReadonlyArray<{ value: ProgrammeSort; label: string }> = [
  { value: 'payment', label: 'По\u00a0платежу' },
  { value: 'rate', label: 'По\u00a0ставке' },
];

/**
 * The mortgage calculator (SPEC §5): price, down payment as amount and percent kept in step and clamped to
 * deposit.min..99 % of the price when the visitor leaves the field, term in years or months (≤ 360), rate;
 * the annuity payment, overpayment, total and the income a bank asks for; then the banks' programmes for
 * the same inputs, filtered by type and sorted. Every figure comes from lib/mortgage (never NaN: a missing
 * value gives a message), and the state lives in the URL so a manager can send the calculation.
 */
export function MortgageCalculator({ programmes, facets, specs, initial, syncUrl = false, withProgrammes = true }: Props) {
  const depositMin = specs.deposit.min;
  const [priceText, setPriceText] = useState(formatNumeric('money', initial.price));
  const [downText, setDownText] = useState(formatNumeric('money', initial.down));
  const [percentText, setPercentText] = useState(initial.price && initial.down !== null ? formatNumeric('percent', Math.round(percentFromDownPayment(initial.down, initial.price))) : '');
  const [unit, setUnit] = useState<TermUnit>(initial.unit);
  const [termTextValue, setTermText] = useState(String(initial.term));
  const [rateText, setRateText] = useState(formatNumeric('rate', initial.rate));
  const [facetValues, setFacetValues] = useState(initial.facets);
  const [sort, setSort] = useState<ProgrammeSort>(initial.sort);
  const [downNote, setDownNote] = useState<string | undefined>();

  const price = numericValue(priceText);
  const state: CalculatorState = {
    price: price && price > 0 ? price : null,
    down: numericValue(downText),
    term: Math.max(1, numericValue(termTextValue) ?? 1),
    unit,
    rate: numericValue(rateText),
    facets: facetValues,
    sort,
    lot: initial.lot,
  };
  const query = calculatorQuery(state);
  const result = calculate(state, depositMin);
  const offers = calculatorOffers(state, programmes, depositMin);

  // The analytics goal "calculator used": once a page, when the visitor's figures first differ from the ones it opened with.
  const [openedWith] = useState(query);
  const used = useRef(false);
  useEffect(() => {
    if (used.current || query === openedWith) return;
    used.current = true;
    reachGoal(GOALS.calculator);
  }, [query, openedWith]);

  useEffect(() => {
    if (!syncUrl) return;
    const timer = window.setTimeout(() => window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query}`), 250);
    return () => window.clearTimeout(timer);
  }, [query, syncUrl]);

  const bounds = state.price ? downPaymentBounds(state.price, depositMin) : null;
  const showDown = (amount: number, priceNow: number) => {
    setDownText(formatNumeric('money', amount));
    setPercentText(formatNumeric('percent', Math.round(percentFromDownPayment(amount, priceNow))));
  };
  /** Clamp the down payment into deposit.min..99 % of the price and say so when it moved. */
  const commitDown = (amount: number | null = state.down) => {
    if (!state.price || !bounds) return;
    const clamped = clampDownPayment(amount ?? 0, bounds);
    showDown(clamped, state.price);
    setDownNote(
      amount === null || clamped === amount
        ? undefined
        : clamped === bounds.min
          ? `Взнос не меньше ${formatPercent(depositMin)} стоимости — ${formatPrice(bounds.min)}`
          : `Взнос не больше ${formatPercent(LIMITS.downPaymentMaxPercent)} стоимости — ${formatPrice(bounds.max)}`,
    );
  };
  const onPercent = (text: string) => {
    setPercentText(text);
    const percent = numericValue(text);
    if (state.price && percent !== null) setDownText(formatNumeric('money', Math.ceil((state.price * percent) / 100)));
  };
  const onDown = (text: string) => {
    setDownText(text);
    const amount = numericValue(text);
    if (state.price && amount !== null) setPercentText(formatNumeric('percent', Math.round(percentFromDownPayment(amount, state.price))));
  };
  const commitPrice = () => {
    if (!state.price) return;
    const percent = numericValue(percentText) ?? specs.defaults.deposit;
    const nextBounds = downPaymentBounds(state.price, depositMin);
    const clamped = clampDownPayment(Math.ceil((state.price * percent) / 100), nextBounds);
    showDown(clamped, state.price);
  };
  const commitTerm = () => {
    const value = numericValue(termTextValue);
    setTermText(String(unit === 'years' ? Math.min(LIMITS.monthsMax / 12, Math.max(1, value ?? 1)) : clampMonths(value ?? 1)));
  };
  const changeUnit = (next: TermUnit) => {
    const months = unit === 'years' ? state.term * 12 : state.term;
    setTermText(String(next === 'years' ? Math.max(1, Math.round(months / 12)) : clampMonths(months)));
    setUnit(next);
  };
  /** Take a programme's terms: its rate, its minimum down payment if ours is lower, its longest term if ours is longer. */
  const choose = (programme: MortgageProgram) => {
    setRateText(formatNumeric('rate', programme.rate));
    if (state.price) {
      const min = Math.ceil((state.price * programme.deposit.min) / 100);
      if ((state.down ?? 0) < min) showDown(clampDownPayment(min, downPaymentBounds(state.price, depositMin)), state.price);
    }
    const maxMonths = programme.term_max_years * 12;
    if (unit === 'years' && state.term > programme.term_max_years) setTermText(String(programme.term_max_years));
    if (unit === 'months' && state.term > maxMonths) setTermText(String(maxMonths));
    document.getElementById('calculator-results')?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };

  return (
    <div className={styles.calculator}>
      <div className={withProgrammes ? styles.layout : styles.compact}>
        <form className={styles.inputs} aria-label="Параметры расчёта" onSubmit={(event) => event.preventDefault()}>
          <NumericField name="price" label="Стоимость квартиры" kind="money" unit="₽" value={priceText} onValue={setPriceText} onCommit={commitPrice} error={state.price ? undefined : 'Укажите стоимость квартиры'} />
          <fieldset className={styles.pair}>
            <legend className={styles.legend}>Первоначальный взнос</legend>
            <NumericField
              name="down"
              label="Сумма"
              kind="money"
              unit="₽"
              value={downText}
              onValue={onDown}
              onCommit={() => commitDown()}
              hint={downNote ?? (bounds ? `От ${formatPercent(depositMin)} до ${formatPercent(LIMITS.downPaymentMaxPercent)} стоимости` : undefined)}
              className={styles.amount}
            />
            <NumericField name="down_percent" label="Процент" kind="percent" value={percentText} onValue={onPercent} onCommit={() => commitDown()} className={styles.percent} />
          </fieldset>
          <div className={styles.term}>
            <NumericField
              name="term"
              label={unit === 'years' ? 'Срок, лет' : 'Срок, месяцев'}
              kind={unit === 'years' ? 'years' : 'months'}
              value={termTextValue}
              onValue={setTermText}
              onCommit={commitTerm}
              hint={unit === 'years' ? 'До 30 лет' : 'До 360 месяцев'}
            />
            <Segmented label="Срок в" options={TERM_UNITS} value={unit} onChange={changeUnit} className={styles.unit} />
          </div>
          <NumericField name="rate" label="Ставка" kind="rate" value={rateText} onValue={setRateText} error={state.rate === null ? 'Укажите ставку' : undefined} hint="Годовых, от 0 до 100 %" />
        </form>
        <CalculatorResults result={result} />
      </div>
      {withProgrammes ? (
        <>
          {state.price ? (
            <section className={clsx(styles.block, styles.paymentBlock)} aria-labelledby="payment-methods-title">
              <h2 id="payment-methods-title" className={styles.blockTitle}>
                Способы оплаты
              </h2>
              <PaymentMethods price={state.price} programmes={programmes} specs={specs} />
            </section>
          ) : null}
          <section className={clsx(styles.block, styles.programmesBlock)} aria-labelledby="programmes-title">
            <div className={styles.blockHead}>
              <h2 id="programmes-title" className={styles.blockTitle}>
                Программы банков
              </h2>
              <Segmented label="Сортировка программ" options={SORTS} value={sort} onChange={setSort} />
            </div>
            <ProgrammeFacets facets={facets} chosen={facetValues} onChange={setFacetValues} />
            <p className={styles.count} aria-live="polite">
              {`Программ: ${offers.length}, подходят к\u00a0расчёту: ${offers.filter((offer) => offer.available).length}`}
            </p>
            <ProgrammeTable offers={offers} caption="Программы банков и платёж по ним для этого расчёта" markLowest={sort === 'payment'} onChoose={choose} />
          </section>
        </>
      ) : null}
    </div>
  );
}
