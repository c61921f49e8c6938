import localFont from 'next/font/local';

/**
 * Self-hosted fonts from the @fontsource packages (no font CDN at build or run time).
 * Each subset is its own family limited by unicode-range, so the browser downloads only
 * the subsets a page uses; styles/_tokens.scss stacks them into one sans and one serif.
 * The pages are Russian: only the two Cyrillic files (sans, serif 500) are preloaded; Latin
 * loads when a page uses it. `swap` paints text at once in a local fallback whose size is matched to
 * the web font (styles/_fonts.scss: measured widths, not Next's computed 100 %, which let the serif
 * heading rewrap and shift the page), so the swap moves nothing. The serif has one weight (500):
 * the site sets no other.
 *
 * next/font needs literal options, so the file paths and unicode ranges are written out in full.
 */
export const sansLatin = localFont({
  src: '../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  variable: '--font-sans-latin',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' }],
});

export const sansCyrillic = localFont({
  src: '../node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2',
  weight: '200 800',
  variable: '--font-sans-cyrillic',
  display: 'swap',
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
});

export const sansLatinExt = localFont({
  src: '../node_modules/@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2',
  weight: '200 800',
  variable: '--font-sans-latin-ext',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1E00-1E9F,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113' }],
});

export const serifLatin = localFont({
  src: '../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2',
  weight: '500',
  style: 'normal',
  variable: '--font-serif-latin',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' }],
});

export const serifCyrillic = localFont({
  src: '../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-cyrillic-500-normal.woff2',
  weight: '500',
  style: 'normal',
  variable: '--font-serif-cyrillic',
  display: 'swap',
  adjustFontFallback: false,
  fallback: [],
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
});

export const fontVariables = [sansLatin, sansCyrillic, sansLatinExt, serifLatin, serifCyrillic]
  .map((font) => font.variable)
  .join(' ');
