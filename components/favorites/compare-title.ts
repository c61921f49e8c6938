import type { LotCard } from '@/lib/api/schemas';
import { LOTS_TYPE_NOUNS } from '@/lib/config/lots-labels';
import { LOTS_TYPES } from '@/lib/config/paths';

/**
 * The compare page's heading, naming what it compares: «Сравнение квартир», «Сравнение машино-мест», «Сравнение квартир
 * и кладовых» (the types in the catalogue's order); flats when nothing is compared yet.
 */
export function compareTitle(lots: ReadonlyArray<Pick<LotCard, 'type'>>): string {
  const present = new Set<string>(lots.map((lot) => lot.type));
  const types = LOTS_TYPES.filter((type) => present.has(type));
  if (!types.length) return 'Сравнение квартир';
  const nouns = types.map((type) => LOTS_TYPE_NOUNS[type][2]);
  const named = nouns.length > 1 ? `${nouns.slice(0, -1).join(', ')} и ${nouns[nouns.length - 1]}` : nouns[0];
  return `Сравнение ${named}`;
}
