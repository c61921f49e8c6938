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

/**
 * The site when the CMS fails (docs/decisions/0004-cms-outage.md). Every good CMS answer is also kept as
 * "last good" (lib/api/last-good.ts); pages render from it when the CMS fails or misses the request's deadline.
 */
export const CMS_RESILIENCE = {
  /** A page rendered from last-good data (or without data) is kept this short, so it is redone once the CMS is back. */
  // Next's floor for a cache in a prerender's shell: stale and expire ≥ 5 min (shorter ones become dynamic holes).
  degraded: { profile: 'cms-degraded', life: { stale: 300, revalidate: 30, expire: 300 } },
  /** A failed CMS call is a cached value too (see lib/api/cms-answers.ts), dropped after a few seconds. */
  failure: { profile: 'cms-failure', life: { stale: 300, revalidate: 5, expire: 300 } },
  /** CMS files up to this size are kept like answers (lib/api/media-copy.ts); larger ones are streamed. */
  mediaCopyMaxBytes: 512 * 1024,
  /**
   * A picture may take longer than a JSON answer (the CMS may draw it on its first request): its own deadline for a
   * browser's request of it (a page that puts a plan inline waits no longer than its own deadline, lib/api/inline-plan.ts),
   * and running past it is not taken for an outage (the breaker pages rely on opens on failures, not slow files).
   */
  mediaTimeoutMs: 10_000,
  /**
   * The breaker in front of the CMS (lib/api/circuit-breaker.ts): it opens when a call gets no answer, or on 3 wrong
   * answers within 10 s that are at least half the calls; calls then skip the CMS for 0.5 s, doubling (up to 4 s)
   * while trials fail; 3 trial calls at once.
   */
  circuit: { firstPauseMs: 500, maxPauseMs: 4_000, failuresToOpen: 3, windowMs: 10_000, trials: 3 },
  /** How long a page waits for a last-good answer once the CMS has failed (a hit is instant). */
  lastGoodWaitMs: 150,
} as const;
