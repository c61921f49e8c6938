import { LOTS_TYPE_NOUNS } from '@/lib/config/lots-labels';
import { isLotsType, type LotsType } from '@/lib/config/paths';

type Gender = 'feminine' | 'neuter' | 'masculine';

/** Квартира and кладовая are feminine; помещение and машино-место neuter; a lot of a type the site does not know is «лот». */
const GENDER: Record<LotsType, Gender> = { apartments: 'feminine', commercial: 'neuter', parking: 'neuter', storerooms: 'feminine' };

const AGREEING: Record<Gender, Omit<LotWords, 'one' | 'many'>> = {
  feminine: { this: 'эта', it: 'она', its: 'её', booked: 'забронирована', sold: 'продана', held: 'закреплена', freed: 'освободилась', seenBooked: 'забронированной' },
  neuter: { this: 'это', it: 'оно', its: 'его', booked: 'забронировано', sold: 'продано', held: 'закреплено', freed: 'освободилось', seenBooked: 'забронированным' },
  masculine: { this: 'этот', it: 'он', its: 'его', booked: 'забронирован', sold: 'продан', held: 'закреплён', freed: 'освободился', seenBooked: 'забронированным' },
};

/**
 * What the site says of one lot, agreeing with its noun: «Квартира забронирована», «Это помещение уже продано»,
 * «…увидят его забронированным». All lower case; `capital` starts a sentence.
 */
export type LotWords = {
  /** квартира, помещение, машино-место, кладовая */
  one: string;
  /** квартиры, помещения, машино-места, кладовые */
  many: string;
  /** эта, это */
  this: string;
  /** она, оно */
  it: string;
  /** её, его (whom: «закрепит её за вами») */
  its: string;
  booked: string;
  sold: string;
  held: string;
  freed: string;
  /** «увидят её забронированной» */
  seenBooked: string;
};

export function lotWords(type: string): LotWords {
  if (!isLotsType(type)) return { one: 'лот', many: 'лоты', ...AGREEING.masculine };
  const [one, many] = LOTS_TYPE_NOUNS[type];
  return { one, many, ...AGREEING[GENDER[type]] };
}

/** The first letter in capitals: the start of a sentence. */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
