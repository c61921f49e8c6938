/** The name the front server looks for (scripts/server/page-status.mjs; a test keeps them equal). */
export const PAGE_STATUS_META = 'x-page-status';

/**
 * Marks the HTTP status of a page that shows "not found" (a selection withdrawn: 410; too many guesses: 429; or the
 * server error of SPEC §8) itself: the
 * front server (scripts/server.mjs) sends it. React places the <meta> in the document's head.
 */
export function PageStatus({ status, retryAfter }: { status: 404 | 410 | 429 | 505; /** seconds, sent as Retry-After with a 429 */ retryAfter?: number }) {
  return (
    <>
      <meta name={PAGE_STATUS_META} content={String(status)} />
      {status === 429 && retryAfter ? <meta name={PAGE_RETRY_AFTER_META} content={String(Math.ceil(retryAfter))} /> : null}
    </>
  );
}

/** The name of the marker of the seconds a 429 page asks to wait (scripts/server/page-status.mjs). */
export const PAGE_RETRY_AFTER_META = 'x-page-retry-after';

/** The name of the marker of a page that lives at another address (scripts/server/page-status.mjs). */
export const PAGE_LOCATION_META = 'x-page-location';

/** Marks a page that lives at `path` (a site path): the front server answers 308 with that Location. */
export function PageLocation({ path }: { path: string }) {
  return <meta name={PAGE_LOCATION_META} content={path} />;
}
