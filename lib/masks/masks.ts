import type { FactoryArg } from 'imask';
import IMask from './imask';
import { LIMITS } from '@/lib/config/constants';
import { groupThousands } from '@/lib/format/decimal';
import { nationalDigits } from '@/lib/format/phone';

/**
 * Input masks of SPEC §5, as imask options. Each call returns fresh options (masks are stateful).
 * - phone +7 (###) ###-##-##: an 8 typed first becomes +7; a lone + or +7 is cleared on blur;
 * - date ##.##.####, time ##:##, SNILS ###-###-### ##, INN 12 digits, passport #### ######, card 4×4;
 * - number up to 10 digits; months up to 3 digits capped at 360; percent, year and code up to 4 digits,
 *   percent capped at 100 with a % suffix and 00 becoming 1; numbers lose their leading zeros.
 */
export type PatternMaskKind = 'phone' | 'date' | 'time' | 'snils' | 'inn' | 'passport' | 'card';
export type NumericMaskKind = 'number' | 'money' | 'months' | 'years' | 'percent' | 'rate' | 'year' | 'code';
export type MaskKind = PatternMaskKind | NumericMaskKind;

/** imask options of the pattern masks. */
export function patternMaskOptions(kind: PatternMaskKind): FactoryArg {
  switch (kind) {
    case 'phone':
      return {
        mask: '+{7} (000) 000-00-00',
        // A Russian number typed from its 8 (or 7) starts with the country code, and +7 is already there.
        prepareChar: (char: string, masked: { unmaskedValue: string }) => (!masked.unmaskedValue && (char === '8' || char === '7') ? '7' : char),
      } as FactoryArg;
    case 'date':
      return { mask: '00.00.0000' };
    case 'time':
      return { mask: '00:00' };
    case 'snils':
      return { mask: '000-000-000 00' };
    case 'inn':
      return { mask: '000000000000' };
    case 'passport':
      return { mask: '0000 000000' };
    case 'card':
      return { mask: '0000 0000 0000 0000' };
  }
}

/**
 * `maxDigits` of the whole part; `decimals` allowed after a comma; `group` thousands with no-break spaces
 * (a price: "12 500 000"); `suffix` after the figure.
 */
type NumericRule = { maxDigits: number; max?: number; zerosToOne?: boolean; suffix?: string; decimals?: number; group?: boolean };

export const NUMERIC_RULES: Record<NumericMaskKind, NumericRule> = {
  number: { maxDigits: 10 },
  /** A sum in roubles: the number mask (10 digits) with its thousands grouped. */
  money: { maxDigits: 10, group: true },
  months: { maxDigits: 3, max: LIMITS.monthsMax },
  /** A loan term in years: at most the months' cap in years (30). */
  years: { maxDigits: 2, max: LIMITS.monthsMax / 12 },
  percent: { maxDigits: 4, max: LIMITS.percentMax, zerosToOne: true, suffix: '%' },
  /** An interest rate: the percent mask with two decimals, where 0 is a rate (a 0 % instalment). */
  rate: { maxDigits: 3, max: LIMITS.percentMax, decimals: 2, suffix: '%' },
  year: { maxDigits: 4 },
  code: { maxDigits: 4 },
};

/**
 * Numeric masks: digits only, at most `maxDigits`, leading zeros stripped, capped at `max`;
 * for percent "00" becomes 1 and a % follows the figure; a rate keeps up to two decimals after a comma.
 */
export function normalizeNumeric(kind: NumericMaskKind, raw: string): string {
  const rule = NUMERIC_RULES[kind];
  const [whole = '', ...rest] = rule.decimals ? raw.replace(/\./g, ',').split(',') : [raw];
  let digits = whole.replace(/\D/g, '').slice(0, rule.maxDigits);
  if (rule.zerosToOne && /^0{2,}$/.test(digits)) digits = '1';
  digits = digits.replace(/^0+(?=\d)/, '');
  const hasComma = rest.length > 0 && digits !== '';
  let fraction = hasComma ? rest.join('').replace(/\D/g, '').slice(0, rule.decimals) : '';
  if (rule.max !== undefined && digits !== '' && Number(`${digits}.${fraction || 0}`) > rule.max) {
    digits = String(rule.max);
    fraction = '';
  }
  if (!digits) return '';
  const figure = `${rule.group ? groupThousands(digits) : digits}${hasComma && digits !== String(rule.max) ? `,${fraction}` : ''}`;
  return `${figure}${rule.suffix ?? ''}`;
}

/** The number a masked numeric value stands for ("12 500 000" → 12500000, "6,5%" → 6.5); null when empty. */
export function numericValue(masked: string): number | null {
  const text = masked.replace(/[^\d,]/g, '').replace(',', '.');
  if (!/\d/.test(text)) return null;
  const value = Number(text.endsWith('.') ? text.slice(0, -1) : text);
  return Number.isFinite(value) ? value : null;
}

/** A number as its masked value shows it: 12500000 → "12 500 000", 6.5 → "6,5%". */
export function formatNumeric(kind: NumericMaskKind, value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  const rule = NUMERIC_RULES[kind];
  const rounded = rule.decimals ? Math.round(value * 10 ** rule.decimals) / 10 ** rule.decimals : Math.round(value);
  return normalizeNumeric(kind, String(rounded).replace('.', ','));
}

/**
 * The next value of a numeric field after an edit. Deleting only the suffix (backspace after "50%")
 * deletes the last digit instead, so the field can always be emptied.
 */
export function nextNumericValue(kind: NumericMaskKind, previous: string, raw: string): string {
  const suffix = NUMERIC_RULES[kind].suffix;
  if (suffix && previous.endsWith(suffix) && raw === previous.slice(0, -suffix.length)) {
    return normalizeNumeric(kind, raw.slice(0, -1));
  }
  return normalizeNumeric(kind, raw);
}

export const isNumericMask = (kind: MaskKind): kind is NumericMaskKind => kind in NUMERIC_RULES;

/** The masked text for a raw input, as the field would show it after the visitor typed `raw`. */
export function applyMask(kind: MaskKind, raw: string): string {
  if (isNumericMask(kind)) {
    let value = '';
    for (const char of raw) value = nextNumericValue(kind, value, value + char);
    return value;
  }
  const masked = IMask.createMask(patternMaskOptions(kind));
  for (const char of raw) masked.append(char, { input: true });
  return masked.value;
}

/** A lone "+" or "+7" (or "+7 (") left in the phone field is cleared on blur. */
export function phoneOnBlur(value: string): string {
  return /^\+7?\s*\(?\s*$/.test(value.trim()) ? '' : value;
}

/** The phone as digits with the country code, for trackers: "+7 (916) 123-45-67" → "79161234567". */
export function normalizePhone(value: string): string {
  const national = nationalDigits(value);
  return national ? `7${national}` : value.replace(/\D/g, '');
}
