/**
 * The design tokens' colours (styles/_tokens.scss) for what CSS does not paint: the theme colour, the web
 * manifest, the link previews and the provider map's markers. A unit test keeps them equal to the tokens.
 */
export const BRAND_COLOURS = {
  ivory: '#f6f2ea',
  sand: '#d9cfbf',
  ink: '#1d1f22',
  muted: '#6b6459',
  bronze: '#7a5c34',
  bronzeLight: '#b8956a',
  white: '#ffffff',
} as const;
