import 'server-only';
import type { MortgageProgram, MortgageSpecs } from '@/lib/api/schemas';
import { getServerApi } from '@/lib/api/server';
import { pageData } from '@/lib/api/policy';
import type { CalculatorDefaults } from '@/lib/mortgage/calculator';
import { lowestOffer, specsDefaults } from '@/lib/mortgage/offers';

/** Programmes, their facets and the calculator's specs: every mortgage figure on a page comes from these. */
export async function loadMortgage() {
  const api = getServerApi();
  const [programmes, facets, specs] = await Promise.all([
    pageData(() => api.mortgageList()),
    pageData(() => api.mortgageFacets()),
    pageData(() => api.mortgageSpecs()),
  ]);
  return { programmes, facets, specs };
}

/** The calculator starts from the CMS's default down payment and term, at the rate of the lowest payment for the price. */
export function calculatorDefaults(specs: MortgageSpecs, programmes: MortgageProgram[], price: number | null): CalculatorDefaults {
  const best = price ? lowestOffer(price, programmes, specsDefaults(specs)) : null;
  return {
    depositMinPercent: specs.deposit.min,
    depositPercent: specs.defaults.deposit,
    termYears: specs.defaults.term,
    rate: best?.programme.rate ?? programmes.find((p) => p.rate > 0)?.rate ?? specs.rate.min,
  };
}
