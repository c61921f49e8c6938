import { CMS_CACHE } from '@/lib/config/cache';

/** The cache tag of one content-API endpoint: `cms:realty_list` for /api/realty_list/apartments/. */
export const endpointTag = (pathname: string) => `${CMS_CACHE.tagPrefix}${/^\/api\/([a-z_]+)\//.exec(pathname)?.[1] ?? 'other'}`;

/**
 * The tags a revalidation call names: endpoint names (`realty_list`, `news`) or `cms` for all.
 * Unknown shapes are refused, so a caller learns of a typo instead of revalidating nothing.
 */
export function tagsToRevalidate(names: unknown): { ok: true; tags: string[] } | { ok: false; message: string } {
  if (names === undefined) return { ok: true, tags: [CMS_CACHE.allTag] };
  if (!Array.isArray(names) || names.length === 0 || names.length > 50) return { ok: false, message: '"tags" must be a non-empty list of at most 50 names' };
  const bad = names.find((name) => typeof name !== 'string' || !/^[a-z_]{1,64}$/.test(name));
  if (bad !== undefined) return { ok: false, message: `bad tag ${JSON.stringify(bad)}: endpoint names are [a-z_]` };
  return { ok: true, tags: names.map((name: string) => (name === CMS_CACHE.allTag ? name : `${CMS_CACHE.tagPrefix}${name}`)) };
}
