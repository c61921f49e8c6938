import { formatPercent, formatPrice, plural } from '@/lib/format/number';
import type { OfferUnavailable } from './offers';

/** How long a term is in words: '30 лет', '24 месяца'. */
export function termText(months: number): string {
  if (months % 12 === 0) {
    const years = months / 12;
    return `${years}\u00a0${plural(years, ['год', 'года', 'лет'])}`;
  }
  return `${months}\u00a0${plural(months, ['месяц', 'месяца', 'месяцев'])}`;
}

/**
 * A term after "до" or "не больше" (the genitive): '3 лет', '21 года', '1 месяца', '18 месяцев'.
 */
export function termUpTo(months: number): string {
  if (months % 12 === 0) {
    const years = months / 12;
    return `${years}\u00a0${plural(years, ['года', 'лет', 'лет'])}`;
  }
  return `${months}\u00a0${plural(months, ['месяца', 'месяцев', 'месяцев'])}`;
}

/** Why a programme does not fit the calculation, in a buyer's words. */
export function unavailableText(reason: OfferUnavailable, programme: { deposit: { min: number }; sum_max: number; term_max_years: number }): string {
  switch (reason) {
    case 'deposit':
      return `Нужен взнос от\u00a0${formatPercent(programme.deposit.min)}`;
    case 'sum':
      return `Кредит не\u00a0больше ${formatPrice(programme.sum_max)}`;
    case 'term':
      return `Срок не\u00a0больше ${termUpTo(programme.term_max_years * 12)}`;
    case 'price':
      return 'Укажите стоимость';
  }
}
