/**
 * The site's typography rule for Russian text (issue 13), applied on the server to every text the CMS
 * gives (lib/api/schemas.ts `prose`, lib/html/sanitize.ts) and to the site's own texts: a line never
 * ends on a short word or a lone number and never starts with a dash.
 *
 * - a no-break space after one- and two-letter words ('в 7 минутах', 'от 1 сентября') and before a dash;
 * - a no-break space between a number and what it counts or measures ('7 минут', '62,0 м²', '1 очередь',
 *   '23 ноября 2026', '6 %'), inside '№ 13', and between the parts of a phone number;
 * - a no-break space between the thousands of a number ('23 370 000 ₽'): SPEC §9's separator. A narrow
 *   no-break space (U+202F) would be finer, but neither Manrope nor Cormorant Garamond has the glyph
 *   (checked with fontTools), and a fallback font's glyph inside a price is worse than the wider space.
 *
 * Only plain spaces (and the no-break spaces it writes itself) are touched, so running it twice changes
 * nothing; HTML must be given text node by text node, never as markup.
 */
export const NBSP = '\u00a0';
/** The thousands separator: the same no-break space Intl's ru-RU number format writes. */
export const THOUSANDS = NBSP;

const LETTER = 'А-Яа-яЁёA-Za-z';
/** A one- or two-letter word after the start, a space or an opening bracket/quote, followed by a space. */
const SHORT_WORD = new RegExp(`(?<=^|[\\s(«„"'/])([${LETTER}]{1,2}) `, 'g');
/** A number followed by a space and a word, unit or sign. */
const NUMBER_THEN_WORD = new RegExp(`(\\d) (?=[${LETTER}₽%№²³°])`, 'g');
const PERCENT = /(\d)[ \u00a0]?%/g;
const SPACE_BEFORE_DASH = /[ \u00a0]+([—–])(?=\s|$)/g;
const NUMERO = /№[ \u00a0]?(?=\d)/g;
const MONTH_THEN_YEAR = /(января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря|квартал[а]?) (?=\d{4})/gi;
/** Thousands: 1–3 digits, then groups of three after a space; not a decimal tail, a phone or a longer run. */
const THOUSANDS_GROUPS = /(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d-])/g;
/** Russian phone numbers as written: +7 (495) 120-45-67, 8 800 555-35-35. */
const PHONE = /(?:\+7|8)[ \u00a0]?\(?\d{3}\)?[ \u00a0]?\d{3}-?\d{2}-?\d{2}(?!\d)/g;

function typographPlain(text: string): string {
  return text
    .replace(THOUSANDS_GROUPS, (run) => run.replace(/[ \u00a0\u202f]/g, THOUSANDS))
    .replace(PERCENT, `$1${NBSP}%`)
    .replace(NUMERO, `№${NBSP}`)
    .replace(MONTH_THEN_YEAR, `$1${NBSP}`)
    .replace(NUMBER_THEN_WORD, `$1${NBSP}`)
    .replace(SHORT_WORD, `$1${NBSP}`)
    .replace(SPACE_BEFORE_DASH, `${NBSP}$1`);
}

/**
 * Texts already set, by their source: a page sets the same labels, places and CMS texts on every render (twice for a
 * page rendered into the cache: Next's two passes), and a parsed CMS answer sets each of its texts again on every read.
 * Bounded: past `MEMO_ENTRIES` texts it starts afresh; texts longer than `MEMO_TEXT` (news bodies) are not kept.
 */
const memo = new Map<string, string>();
const MEMO_ENTRIES = 4000;
const MEMO_TEXT = 600;

/** The text with the typography rule applied (see the module's comment). */
export function typograph(text: string): string {
  if (!text) return text;
  if (text.length > MEMO_TEXT) return typographText(text);
  let set = memo.get(text);
  if (set === undefined) {
    if (memo.size >= MEMO_ENTRIES) memo.clear();
    set = typographText(text);
    memo.set(text, set);
  }
  return set;
}

function typographText(text: string): string {
  let result = '';
  let from = 0;
  for (const match of text.matchAll(PHONE)) {
    result += typographPlain(text.slice(from, match.index)) + match[0].replace(/ /g, NBSP);
    from = match.index + match[0].length;
  }
  return result + typographPlain(text.slice(from));
}
