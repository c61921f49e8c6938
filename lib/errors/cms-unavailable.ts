import { HttpError } from './http-error';

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
