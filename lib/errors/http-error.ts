/**
 * An error that carries an HTTP status to the error page.
 * In production Next.js strips messages from server errors but keeps `digest`, so the status
 * travels in the digest: `HTTP_STATUS;503`.
 */
const DIGEST_PREFIX = 'HTTP_STATUS;';

export class HttpError extends Error {
  readonly status: number;
  readonly digest: string;

  constructor(status: number, message?: string) {
    super(message ?? `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.digest = `${DIGEST_PREFIX}${status}`;
  }
}

export const DEFAULT_ERROR_STATUS = 500;

/** The status of an error object: its digest, its `status` field, else 500 (SPEC §8). */
export function statusFromError(error: unknown): number {
  if (typeof error !== 'object' || error === null) return DEFAULT_ERROR_STATUS;
  const { digest, status } = error as { digest?: unknown; status?: unknown };
  if (typeof digest === 'string' && digest.startsWith(DIGEST_PREFIX)) {
    const parsed = Number(digest.slice(DIGEST_PREFIX.length));
    if (isHttpStatus(parsed)) return parsed;
  }
  if (typeof status === 'number' && isHttpStatus(status)) return status;
  return DEFAULT_ERROR_STATUS;
}

function isHttpStatus(value: number): boolean {
  return Number.isInteger(value) && value >= 400 && value <= 599;
}
