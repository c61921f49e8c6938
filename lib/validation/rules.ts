import { MESSAGES } from './messages';

/** A rule returns an error message, or null when the value passes. Empty values pass every rule but `required`. */
export type Rule = (value: string) => string | null;

const CYRILLIC = /[а-яё]/i;
const LATIN = /[a-z]/i;

export const required: Rule = (value) => (value.trim() === '' ? MESSAGES.required : null);

/** Letters of any language, with the spaces, hyphens and apostrophes names have. */
export const letters: Rule = (value) => (value === '' || /^[\p{L}\s'’-]+$/u.test(value) ? null : MESSAGES.lettersOnly);

/** No mixing of Cyrillic and Latin letters in one value (a typed-in-the-wrong-layout guard). */
export const oneLayout: Rule = (value) => (CYRILLIC.test(value) && LATIN.test(value) ? MESSAGES.oneLayout : null);

/** The multi-language name rule of the callback form: letters, one layout. */
/** Longest name a form accepts (a Russian full name is well under it). */
export const NAME_MAX_LENGTH = 100;

export const name: Rule = (value) => letters(value) ?? oneLayout(value);

export const PHONE_PATTERN = /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/;
export const phone: Rule = (value) => (value === '' || PHONE_PATTERN.test(value) ? null : MESSAGES.phone);

export const digits: Rule = (value) => (value === '' || /^\d+$/.test(value) ? null : MESSAGES.digitsOnly);

const format =
  (check: (value: string) => boolean): Rule =>
  (value) =>
    value === '' || check(value) ? null : MESSAGES.format;

export const date = format((value) => {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
});

export const email = format((value) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value));

/** SNILS ###-###-### ##, with its check number. */
export const snils = format((value) => {
  const match = /^(\d{3})-(\d{3})-(\d{3}) (\d{2})$/.exec(value);
  if (!match) return false;
  const body = `${match[1]}${match[2]}${match[3]}`;
  const check = Number(match[4]);
  if (Number(body) <= 1_001_998) return true; // numbers this low carry no check digits
  const sum = [...body].reduce((acc, digit, index) => acc + Number(digit) * (9 - index), 0);
  const expected = sum % 101 === 100 ? 0 : sum % 101;
  return check === expected;
});

/** Card number #### #### #### ####, Luhn-checked. */
export const card = format((value) => {
  if (!/^\d{4} \d{4} \d{4} \d{4}$/.test(value)) return false;
  const numbers = value.replace(/\s/g, '');
  let sum = 0;
  for (let i = 0; i < numbers.length; i += 1) {
    let digit = Number(numbers[numbers.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
});

/** Passport series and number: #### ######. */
export const passport = format((value) => /^\d{4} \d{6}$/.test(value));

const INN_WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const innCheck = (digitsOf: number[], weights: number[]) =>
  (weights.reduce((acc, weight, index) => acc + weight * (digitsOf[index] ?? 0), 0) % 11) % 10;

/** Company tax id: 10 digits with its check digit. */
export const innCompany = format((value) => {
  if (!/^\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  return innCheck(d, INN_WEIGHTS_10) === d[9];
});

/** Personal tax id: 12 digits with its two check digits. */
export const innPerson = format((value) => {
  if (!/^\d{12}$/.test(value)) return false;
  const d = [...value].map(Number);
  return innCheck(d, INN_WEIGHTS_11) === d[10] && innCheck(d, INN_WEIGHTS_12) === d[11];
});

/** At least 12 characters with a digit, a lowercase and an uppercase letter. */
export const password = format(
  (value) => value.length >= 12 && /\d/.test(value) && /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value),
);

/** Applies rules in order and returns the first message. */
export function validate(value: string, rules: readonly Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

/** The code of an SMS: exactly `length` digits. */
export const smsCode =
  (length: number): Rule =>
  (value) =>
    new RegExp(`^\\d{${length}}$`).test(value) ? null : `Введите ${length} цифры из SMS`;

/** A consent box: ticked. */
export const agreed = (value: boolean): string | null => (value ? null : MESSAGES.required);
