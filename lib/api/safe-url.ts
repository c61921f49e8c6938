import { z } from 'zod';

/**
 * URLs the CMS gives are rendered as links and pictures, so only harmless schemes get through:
 * http(s) and site-relative addresses everywhere; `tel:` and `mailto:` for links. A `javascript:`,
 * `data:`, `vbscript:` or `file:` URL (or a string that is no URL at all) is dropped here, before any
 * component sees it.
 */
const LINK_SCHEMES = new Set(['http:', 'https:', 'tel:', 'mailto:']);
const MEDIA_SCHEMES = new Set(['http:', 'https:']);

/** What a picture with a dropped address shows instead: a calm blank of the site's own. */
export const MISSING_PICTURE = '/missing-picture.svg';

function schemeOf(value: string): string | null {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"); so does this check.
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '');
  try {
    return new URL(compact, 'https://relative.invalid').protocol;
  } catch {
    return null;
  }
}

export function isSafeLink(value: string): boolean {
  const scheme = schemeOf(value);
  return scheme !== null && LINK_SCHEMES.has(scheme);
}

export function isSafeMedia(value: string): boolean {
  const scheme = schemeOf(value);
  return scheme !== null && MEDIA_SCHEMES.has(scheme);
}

/** A link the site may render, or null when its scheme is not allowed. */
export const linkUrl = z
  .string()
  .trim()
  .min(1)
  .transform((value) => (isSafeLink(value) ? value : null));

/** A picture's address; a disallowed one becomes the site's blank picture, so the block keeps its place. */
export const mediaUrl = z
  .string()
  .trim()
  .min(1)
  .transform((value) => (isSafeMedia(value) ? value : MISSING_PICTURE));

/**
 * A second picture the page can do without (the hero's portrait crop): absent, empty or disallowed, it is left out
 * and the page shows the picture it always has.
 */
export const optionalMediaUrl = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value && isSafeMedia(value) ? value : undefined));

/** A list of items whose `key` is a link: items with a dropped link are left out. */
export function withoutDroppedLinks<K extends string, T extends Record<K, string | null>>(key: K) {
  return (items: T[]) => items.filter((item): item is T & Record<K, string> => item[key] !== null);
}
