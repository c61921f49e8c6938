import localFont from 'next/font/local';

/**
 * Self-hosted fonts built from the @fontsource packages (no font CDN at build or run time) by
 * scripts/fonts/subset.sh; styles/globals.scss stacks them into one sans and one serif.
 * The pages are Russian: each family is one file with the Russian alphabet, the Latin that Russian text and
 * numbers use (ASCII, digits, punctuation, « », ², arrows, minus) and the rouble sign. The rest of Cyrillic
 * (Ukrainian, Belarusian, Serbian letters, the stress mark) is a file of its own, loaded only by a page whose text
 * has one. The unicode ranges below are the ones subset.sh cuts. Text paints at once in a local fallback whose
 * size is matched to the web font (styles/_fonts.scss: measured widths, not Next's computed 100 %, which let the
 * serif heading rewrap and shift the page), so the swap moves nothing. Nothing is preloaded: on a first visit the two
 * main files are asked for once the page has painted, and the page switches to them once both are in
 * (lib/fonts/web-fonts-script.ts); the other Cyrillic files only when a page's text needs them. The serif has one
 * weight (500): the site sets no other.
 *
 * next/font needs literal options, so the file paths and unicode ranges are written out in full.
 */
export const sans = localFont({
  src: './fonts/manrope-russian-latin.woff2',
  weight: '200 800',
  variable: '--font-sans-main',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0020-007E,U+00A0-00BF,U+00D7,U+00F7,U+0401,U+0410-044F,U+0451,U+2009-200B,U+2010-2027,U+202F,U+2030-203A,U+20BD,U+2116,U+2190-2193,U+2212,U+2248',
    },
  ],
});

export const sansCyrillicOther = localFont({
  src: './fonts/manrope-cyrillic-other.woff2',
  weight: '200 800',
  variable: '--font-sans-cyrillic-other',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400,U+0402-040F,U+0450,U+0452-045F,U+0490-0491,U+04B0-04B1' }],
});

export const serif = localFont({
  src: './fonts/cormorant-garamond-500-russian-latin.woff2',
  weight: '500',
  style: 'normal',
  variable: '--font-serif-main',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0020-007E,U+00A0-00BF,U+00D7,U+00F7,U+0401,U+0410-044F,U+0451,U+2009-200B,U+2010-2027,U+202F,U+2030-203A,U+20BD,U+2116,U+2190-2193,U+2212,U+2248',
    },
  ],
});

export const serifCyrillicOther = localFont({
  src: './fonts/cormorant-garamond-500-cyrillic-other.woff2',
  weight: '500',
  style: 'normal',
  variable: '--font-serif-cyrillic-other',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400,U+0402-040F,U+0450,U+0452-045F,U+0490-0491,U+04B0-04B1' }],
});

export const fontVariables = [sans, sansCyrillicOther, serif, serifCyrillicOther].map((font) => font.variable).join(' ');

/** What the head script loads on a first visit once the page has painted (lib/fonts/web-fonts-script.ts): the file of each family that every page uses. */
export const webFontFaces = [`400 1em ${sans.style.fontFamily}`, `500 1em ${serif.style.fontFamily}`];
