import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The site's two typefaces for the link previews (next/og draws with Satori, which reads WOFF, not WOFF2):
 * the static Manrope and Cormorant Garamond files of @fontsource, Cyrillic, Latin and Latin Extended (₽).
 * Satori uses one font per family name, so each subset is a family of its own and a stack names them all.
 */
const SUBSETS = ['latin', 'cyrillic', 'latin-ext'] as const;
const stack = (family: string) => SUBSETS.map((subset) => `${family} ${subset}`).join(', ');

export const OG_SANS = stack('Manrope');
export const OG_SERIF = stack('Cormorant');

type OgFont = { name: string; data: Buffer; weight: 500 | 700; style: 'normal' };

const FILES: ReadonlyArray<{ name: string; weight: 500 | 700; file: string }> = [
  ...SUBSETS.flatMap((subset) => [
    { name: `Manrope ${subset}`, weight: 500 as const, file: `@fontsource/manrope/files/manrope-${subset}-500-normal.woff` },
    { name: `Manrope ${subset}`, weight: 700 as const, file: `@fontsource/manrope/files/manrope-${subset}-700-normal.woff` },
    { name: `Cormorant ${subset}`, weight: 500 as const, file: `@fontsource/cormorant-garamond/files/cormorant-garamond-${subset}-500-normal.woff` },
  ]),
];

let loaded: Promise<OgFont[]> | null = null;

/** Read once per process. */
export function ogFonts(): Promise<OgFont[]> {
  loaded ??= Promise.all(
    FILES.map(async ({ name, weight, file }) => ({ name, weight, style: 'normal' as const, data: await readFile(join(process.cwd(), 'node_modules', file)) })),
  );
  return loaded;
}
