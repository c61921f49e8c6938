import { FONT_SANS, FONT_SERIF, PALETTE, esc, svgDocument } from './svg';

/**
 * Neutral wordmarks for the demo's banks and partner companies: the name set in type beside a small geometric
 * emblem of its own colour. No trademark is copied; in production the CMS holds each company's real logo.
 */
const EMBLEMS = [
  (c: string) => `<circle cx="24" cy="32" r="14" fill="none" stroke="${c}" stroke-width="5"/>`,
  (c: string) => `<rect x="11" y="19" width="26" height="26" rx="3" fill="${c}"/><rect x="18" y="26" width="12" height="12" fill="#fff"/>`,
  (c: string) => `<path d="M10 44 L24 18 L38 44 Z" fill="${c}"/>`,
  (c: string) => `<rect x="10" y="20" width="6" height="24" fill="${c}"/><rect x="21" y="14" width="6" height="30" fill="${c}"/><rect x="32" y="24" width="6" height="20" fill="${c}"/>`,
  (c: string) => `<path d="M24 16 L40 32 L24 48 L8 32 Z" fill="${c}"/>`,
  (c: string) => `<circle cx="18" cy="32" r="10" fill="${c}"/><circle cx="30" cy="32" r="10" fill="${c}" fill-opacity="0.6"/>`,
  (c: string) => `<path d="M10 40 A14 14 0 0 1 38 40" fill="none" stroke="${c}" stroke-width="6"/><rect x="10" y="42" width="28" height="4" fill="${c}"/>`,
  (c: string) => `<rect x="12" y="18" width="24" height="28" rx="12" fill="none" stroke="${c}" stroke-width="5"/>`,
];
const ACCENTS = ['#2f6b4f', '#2b4a8a', '#8a2b3a', '#2e6f86', '#6b4a8a', '#8a6a2b', '#3f5f3a', '#5a5f66'];

/** A bank's mark: emblem and name, 240 × 64 (shown at 90 × 24). */
export function bankWordmarkSvg(name: string, index: number): string {
  const colour = ACCENTS[index % ACCENTS.length]!;
  const emblem = EMBLEMS[index % EMBLEMS.length]!(colour);
  const size = name.length > 11 ? 21 : 24;
  return svgDocument(240, 64, `${emblem}<text x="52" y="41" font-family="${FONT_SANS}" font-size="${size}" font-weight="700" letter-spacing="0.5" fill="${PALETTE.ink}">${esc(name)}</text>`, name);
}

/** A company's wordmark: its name in spaced capitals over a bronze rule, 320 × 96 (shown at 160 × 48). */
export function companyWordmarkSvg(name: string): string {
  const bare = name.replace(/[«»"]/g, '');
  const [kind, ...rest] = bare.split(' ');
  const title = rest.join(' ') || bare;
  const size = title.length > 14 ? 26 : 32;
  return svgDocument(
    320,
    96,
    `<text x="0" y="24" font-family="${FONT_SANS}" font-size="19" letter-spacing="3" fill="${PALETTE.inkSoft}">${esc((kind ?? '').toUpperCase())}</text>` +
      `<text x="0" y="64" font-family="${FONT_SERIF}" font-size="${size}" letter-spacing="2" fill="${PALETTE.ink}">${esc(title.toUpperCase())}</text>` +
      `<rect x="0" y="76" width="56" height="2" fill="${PALETTE.bronzeLight}"/>`,
    name,
  );
}
