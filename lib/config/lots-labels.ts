import type { LotsSlug, LotsType } from './paths';

/** Russian names of the lot types and list modes. */
export const LOTS_TYPE_LABELS: Record<LotsType, string> = {
  apartments: 'Квартиры',
  commercial: 'Коммерческие помещения',
  parking: 'Машино-места',
  storerooms: 'Кладовые',
};

export const LOTS_SLUG_LABELS: Record<LotsSlug, string> = {
  genplan: 'Выбор на генплане',
  params: 'Выбор по параметрам',
};
