/** Tiny helpers to write SVG markup safely. */
export function esc(text: string | number): string {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDocument(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>${body}</svg>`;
}

/**
 * The site's fonts first: a drawing put into a page (the lot page inlines its plans) is set in them; shown as
 * a picture (<img> cannot load web fonts), it falls back to the device's interface font, never Arial.
 */
export const FONT_SANS = "Manrope, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
export const FONT_SERIF = "'Cormorant Garamond', Georgia, serif";

export const PALETTE = {
  ivory: '#f6f2ea',
  stone: '#ece6db',
  sand: '#d9cfbf',
  ink: '#1d1f22',
  inkSoft: '#4a4d52',
  bronze: '#7a5c34',
  bronzeLight: '#b8956a',
  sky: '#dfe5e6',
  green: '#c9d2bd',
} as const;
