import localFont from 'next/font/local';

/**
 * Self-hosted fonts from the @fontsource packages (no font CDN at build or run time).
 * Each subset is its own family limited by unicode-range, so the browser downloads only
 * the subsets a page uses; styles/_tokens.scss stacks them into one sans and one serif.
 * The pages are Russian: only the two files of the Russian alphabet (sans, serif 500) are preloaded; the rest of
 * Cyrillic (Ukrainian, Belarusian, Serbian letters, the stress mark) loads when a page's text has one. The Latin files
 * are cut down to what Russian pages use (ASCII, digits, punctuation, « », ², №-adjacent signs) and the
 * rouble sign has a file of its own instead of all of Latin Extended (15 kB → 1 kB):
 * scripts/fonts/subset.sh makes them into app/fonts/; the unicode ranges below are the same as there. `swap` paints text at once in a local fallback whose size is matched to
 * the web font (styles/_fonts.scss: measured widths, not Next's computed 100 %, which let the serif
 * heading rewrap and shift the page), so the swap moves nothing. The serif has one weight (500):
 * the site sets no other.
 *
 * next/font needs literal options, so the file paths and unicode ranges are written out in full.
 */
export const sansLatin = localFont({
  src: './fonts/manrope-latin-basic.woff2',
  weight: '200 800',
  variable: '--font-sans-latin',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0020-007E,U+00A0-00BF,U+00D7,U+00F7,U+2009-200B,U+2010-2027,U+202F,U+2030-203A,U+2190-2193,U+2212,U+2248' }],
});

export const sansCyrillic = localFont({
  src: './fonts/manrope-cyrillic-russian.woff2',
  weight: '200 800',
  variable: '--font-sans-cyrillic',
  display: 'swap',
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0401,U+0410-044F,U+0451,U+2116' }],
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

export const sansRouble = localFont({
  src: './fonts/manrope-rouble.woff2',
  weight: '200 800',
  variable: '--font-sans-rouble',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+20BD' }],
});

export const serifLatin = localFont({
  src: './fonts/cormorant-garamond-500-latin-basic.woff2',
  weight: '500',
  style: 'normal',
  variable: '--font-serif-latin',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0020-007E,U+00A0-00BF,U+00D7,U+00F7,U+2009-200B,U+2010-2027,U+202F,U+2030-203A,U+2190-2193,U+2212,U+2248' }],
});

export const serifRouble = localFont({
  src: './fonts/cormorant-garamond-500-rouble.woff2',
  weight: '500',
  style: 'normal',
  variable: '--font-serif-rouble',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+20BD' }],
});

export const serifCyrillic = localFont({
  src: './fonts/cormorant-garamond-500-cyrillic-russian.woff2',
  weight: '500',
  style: 'normal',
  variable: '--font-serif-cyrillic',
  display: 'swap',
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0401,U+0410-044F,U+0451,U+2116' }],
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

export const fontVariables = [sansLatin, sansCyrillic, sansCyrillicOther, sansRouble, serifLatin, serifCyrillic, serifCyrillicOther, serifRouble]
  .map((font) => font.variable)
  .join(' ');
