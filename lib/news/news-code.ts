/** The longest news code the site asks the CMS for; a real one (a slug of the title and the id) is far shorter. */
export const NEWS_CODE_MAX_LENGTH = 200;

/** A slug: letters (any alphabet), digits, hyphens and underscores. */
const NEWS_CODE = /^[\p{L}\p{N}_-]+$/u;

/**
 * The news code a `/news/{code}` address names, or null when it cannot name one (the page answers 404
 * without asking the CMS). Next hands the segment over decoded as far as it could: a code with a percent
 * sign left in it (`/news/100%25`, `%2500`, `%25252e…`) is decoded once more where that is possible, and
 * whatever is not a slug then is no code.
 */
export function newsCodeFromSegment(segment: string): string | null {
  let code = segment;
  if (code.includes('%')) {
    try {
      code = decodeURIComponent(code);
    } catch {
      return null;
    }
  }
  return code.length <= NEWS_CODE_MAX_LENGTH && NEWS_CODE.test(code) ? code : null;
}
