import { NBSP, THOUSANDS } from '@/lib/text/typography';

/**
 * Russian number formatting without Intl, exactly as `Intl.NumberFormat('ru-RU')` writes it (tests/unit/decimal.test.ts
 * compares the two): groups of three split by a no-break space, a decimal comma, half-way figures rounded away from
 * zero on the shortest decimal form of the number (45.65 → '45,7', as ICU rounds), '-0' for a negative that rounds
 * to zero.
 *
 * Why not Intl: a browser builds its ICU number and plural data on the first Intl object of a page, 18–23 ms on
 * this machine's Chromium (four times that on Lighthouse's phone), inside the hydration task of every page that
 * shows a figure from a client component (the catalogue's filters and count). The server renders with the same
 * function, so the HTML and the hydrated page agree to the character.
 */

const DECIMAL = ',';

/** The digits of a finite non-negative number with no exponent: 1.5e-7 → '0.00000015', 1e21 → '1000000000000000000000'. */
function plainDigits(value: number): string {
  const text = String(value);
  const exponent = text.indexOf('e');
  if (exponent < 0) return text;
  const mantissa = text.slice(0, exponent);
  const power = Number(text.slice(exponent + 1));
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + power;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Adds one to a string of decimal digits: '0999' → '1000'. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** Digits in groups of three from the right, split by SPEC §9's thousands separator: '1234567' → '1 234 567'. */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS);

export type DecimalDigits = { minimumFractionDigits?: number; maximumFractionDigits: number };

/** `value` as ru-RU writes it, with at least `minimumFractionDigits` (default 0) and at most `maximumFractionDigits` decimals. */
export function formatNumber(value: number, { minimumFractionDigits = 0, maximumFractionDigits }: DecimalDigits): string {
  if (Number.isNaN(value)) return `не${NBSP}число`;
  const negative = value < 0 || Object.is(value, -0);
  if (!Number.isFinite(value)) return `${negative ? '-' : ''}∞`;
  const [whole = '0', fraction = ''] = plainDigits(Math.abs(value)).split('.');
  let kept = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') kept = increment(kept);
  const wholeDigits = kept.slice(0, kept.length - maximumFractionDigits) || '0';
  let decimals = kept.slice(kept.length - maximumFractionDigits);
  while (decimals.length > minimumFractionDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  return `${negative ? '-' : ''}${groupThousands(wholeDigits)}${decimals ? DECIMAL + decimals : ''}`;
}

/** Russian plural category of CLDR (as `Intl.PluralRules('ru-RU').select`): 'one' 1, 21; 'few' 2–4, 22; 'many' 0, 5–20; 'other' fractions. */
export function pluralCategory(count: number): 'one' | 'few' | 'many' | 'other' {
  const n = Math.abs(count);
  if (!Number.isInteger(n)) return 'other';
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return 'one';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'many';
}
