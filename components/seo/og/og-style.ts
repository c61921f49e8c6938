import { OG_SANS, OG_SERIF } from '@/lib/seo/og/og-fonts';

/** The site's palette (styles/_tokens.scss) for the link previews. */
export const OG_COLOURS = { paper: '#f6f2ea', ink: '#1d1f22', muted: '#5c5f66', bronze: '#8d6c45', rule: '#d9cfbf', white: '#ffffff' } as const;

export const ogText = {
  eyebrow: { fontFamily: OG_SANS, fontWeight: 700, fontSize: 22, letterSpacing: 4, textTransform: 'uppercase', color: OG_COLOURS.bronze },
  serif: { fontFamily: OG_SERIF, fontWeight: 500, color: OG_COLOURS.ink },
  sans: { fontFamily: OG_SANS, fontWeight: 500, color: OG_COLOURS.muted },
} as const;
