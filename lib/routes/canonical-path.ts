import { isLotsSlug, isLotsType } from '@/lib/config/paths';

/**
 * One address per page (issue 17): the lists of SPEC §2 end with a slash (`/lots/params/apartments/`, as the
 * menu links them); every other page has none (`/contacts`, `/lots/613`). Another form of the same path is
 * redirected permanently, once, to this one (proxy.ts); the query goes along.
 */
export type PathFix = { redirect: string } | { rewrite: string } | null;

const LIST = /^\/lots\/([^/]+)\/([^/]+)\/?$/;
/** A lot by vendor code: the lot page redirects it to its id (one hop with the slash taken off here). */
const LOT_BY_CODE = /^\/lots\/([^/]*[^/\d][^/]*)\/$/;

/** What the proxy does with a page path: redirect it to its canonical form, rewrite it, or leave it (null). */
export function canonicalPathFix(pathname: string): PathFix {
  if (pathname === '/') return null;
  const list = LIST.exec(pathname);
  if (list && isLotsSlug(list[1] ?? '') && isLotsType(list[2] ?? '')) return pathname.endsWith('/') ? null : { redirect: `${pathname}/` };
  if (!pathname.endsWith('/')) return null;
  const bare = pathname.replace(/\/+$/, '') || '/';
  // `/lots/VR-4-1-013/`: served as `/lots/VR-4-1-013`, whose page sends the visitor to `/lots/613` (one redirect, not two).
  if (LOT_BY_CODE.test(pathname)) return { rewrite: bare };
  return { redirect: bare };
}
