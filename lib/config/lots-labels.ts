import type { LotsSlug, LotsType } from './paths';

/** Russian names of the lot types and list modes. */
export const LOTS_TYPE_LABELS: Record<LotsType, string> = {
  apartments: 'Квартиры',
  commercial: 'Коммерческие помещения',
  parking: 'Машино-места',
  storerooms: 'Кладовые',
};

/** One lot of each type, for counts: plural(n, LOTS_TYPE_NOUNS[type]) → 'квартир'. */
export const LOTS_TYPE_NOUNS: Record<LotsType, readonly [string, string, string]> = {
  apartments: ['квартира', 'квартиры', 'квартир'],
  commercial: ['помещение', 'помещения', 'помещений'],
  parking: ['машино-место', 'машино-места', 'машино-мест'],
  storerooms: ['кладовая', 'кладовые', 'кладовых'],
};

/** The same nouns after a verb ("Показать 1 квартиру / 2 квартиры / 5 квартир"): plural(n, LOTS_TYPE_NOUNS_SHOWN[type]). */
export const LOTS_TYPE_NOUNS_SHOWN: Record<LotsType, readonly [string, string, string]> = {
  apartments: ['квартиру', 'квартиры', 'квартир'],
  commercial: ['помещение', 'помещения', 'помещений'],
  parking: ['машино-место', 'машино-места', 'машино-мест'],
  storerooms: ['кладовую', 'кладовые', 'кладовых'],
};

export const LOTS_SLUG_LABELS: Record<LotsSlug, string> = {
  genplan: 'Выбор на генплане',
  params: 'Выбор по параметрам',
};
