/**
 * How long CMS answers are kept (next.config.ts `cacheLife.cms`) and the tags they carry. Changes
 * reach pages through the revalidation webhook at once; the lifetimes only bound how stale a page
 * can get when a webhook call is lost.
 */
export const CMS_CACHE = {
  profile: 'cms',
  /** Seconds: browsers may reuse a page for `stale`; the server regenerates after `revalidate`; `expire` ends it. */
  life: { stale: 60, revalidate: 600, expire: 86_400 },
  /** The tag every CMS answer carries: revalidating it refreshes everything. */
  allTag: 'cms',
  /** Prefix of the per-endpoint tags. */
  tagPrefix: 'cms:',
  /** Header the revalidation webhook reads its secret from. */
  secretHeader: 'x-revalidate-secret',
} as const;
