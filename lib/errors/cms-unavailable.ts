import { HttpError, statusFromError } from './http-error';

/** The CMS failed (or missed the request's deadline) and no last-good answer was kept: the page shows the outage view. */
export class CmsUnavailableError extends HttpError {
  constructor(message?: string) {
    super(503, message ?? 'the CMS is unavailable and nothing was kept');
    this.name = 'CmsUnavailableError';
  }
}

export function isCmsUnavailable(error: unknown): error is CmsUnavailableError {
  return error instanceof CmsUnavailableError;
}

/** What a page shows for an error from its data: the outage view, SPEC §8's 505 page, or nothing of its own (rethrow). */
export function pageFailure(error: unknown): 'outage' | 505 | null {
  if (isCmsUnavailable(error)) return 'outage';
  if (error instanceof Error && statusFromError(error) === 505) return 505;
  return null;
}
