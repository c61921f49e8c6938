import { BRAND_COLOURS } from '@/lib/config/brand-colours';
import { OG_SANS, OG_SERIF } from '@/lib/seo/og/og-fonts';

/** The site's palette for the link previews. */
export const OG_COLOURS = { paper: BRAND_COLOURS.ivory, ink: BRAND_COLOURS.ink, muted: BRAND_COLOURS.muted, bronze: BRAND_COLOURS.bronze, rule: BRAND_COLOURS.sand, white: BRAND_COLOURS.white } as const;

export const ogText = {
  eyebrow: { fontFamily: OG_SANS, fontWeight: 700, fontSize: 22, letterSpacing: 4, textTransform: 'uppercase', color: OG_COLOURS.bronze },
  serif: { fontFamily: OG_SERIF, fontWeight: 500, color: OG_COLOURS.ink },
  sans: { fontFamily: OG_SANS, fontWeight: 500, color: OG_COLOURS.muted },
} as const;
