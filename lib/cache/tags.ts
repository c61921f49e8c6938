import { CMS_CACHE } from '@/lib/config/cache';

const ENDPOINT = /^\/api\/([a-z_]+)\//;

/** The endpoint's name: `realty_list` for /api/realty_list/apartments/. */
export const endpointName = (pathname: string) => ENDPOINT.exec(pathname)?.[1] ?? 'other';

/** The cache tag of one content-API endpoint: `cms:realty_list` for /api/realty_list/apartments/. */
export function endpointTag(pathname: string): string {
  return `${CMS_CACHE.tagPrefix}${endpointName(pathname)}`;
}

const TAG = /^[a-z_]{1,64}$/;

/**
 * The tags a revalidation call names: endpoint names (`realty_list`, `news`) or `cms` for all.
 * Unknown shapes are refused, so a caller learns of a typo instead of revalidating nothing.
 */
export function tagsToRevalidate(names: unknown): { ok: true; tags: string[] } | { ok: false; message: string } {
  if (names === undefined) return { ok: true, tags: [CMS_CACHE.allTag] };
  if (!Array.isArray(names) || names.length === 0 || names.length > 50) return { ok: false, message: '"tags" must be a non-empty list of at most 50 names' };
  const tags: string[] = [];
  for (const name of names) {
    if (typeof name !== 'string' || !TAG.test(name)) return { ok: false, message: `bad tag ${JSON.stringify(name)}: endpoint names are [a-z_]` };
    tags.push(name === CMS_CACHE.allTag ? name : `${CMS_CACHE.tagPrefix}${name}`);
  }
  return { ok: true, tags };
}
