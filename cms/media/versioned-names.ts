import { createHash } from 'node:crypto';

/**
 * Versioned media names. A media URL carries the version of its content before the extension
 * (`facades/hero.v3f9a2c1b0d.svg`, `floors/12.v4.svg`), so the URL changes whenever the content does and
 * the answer can be cached for a year as immutable by browsers and a CDN. Stored media and flat layouts
 * carry a hash of their bytes; floor plans, drawn from the lots on the floor, carry the floor's revision,
 * which a trigger raises on every change of those lots (cms/db/schema.ts). A name without a version, or with
 * a version that is no longer current, still answers with the current content, cached briefly.
 */
export const MEDIA_URL_PREFIX = '/api/media/';

export const MEDIA_CACHE_CONTROL = {
  versioned: 'public, max-age=31536000, immutable',
  unversioned: 'public, max-age=300, stale-while-revalidate=86400',
} as const;

/** The first 10 hex digits of the SHA-256 of the bytes. */
export function contentHash(body: string | Buffer): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 10);
}

/** `facades/hero.svg` with version `3f9a2c1b0d` → `facades/hero.v3f9a2c1b0d.svg`. */
export function versionedName(path: string, version: string | number): string {
  const dot = path.lastIndexOf('.');
  if (dot <= path.lastIndexOf('/')) return `${path}.v${version}`;
  return `${path.slice(0, dot)}.v${version}${path.slice(dot)}`;
}

/** A requested name split into the stored name and the version it carries (null when none). */
export function splitVersionedName(name: string): { name: string; version: string | null } {
  const match = /^(.+)\.v([0-9a-z]{1,16})(\.[0-9a-z]+)$/i.exec(name);
  if (!match) return { name, version: null };
  const [, stem = '', version = '', extension = ''] = match;
  return { name: `${stem}${extension}`, version: version.toLowerCase() };
}

/** Cache-Control for an answer whose current version is `current` to a request for `requested`. */
export function mediaCacheControl(requested: string | null, current: string | number): string {
  return requested !== null && requested === String(current) ? MEDIA_CACHE_CONTROL.versioned : MEDIA_CACHE_CONTROL.unversioned;
}
