/** The seconds a CMS's 429 says to wait (its body's `retry_after`), 60 when it does not say. */
export function retryAfterOf(body: unknown): number {
  const seconds = body && typeof body === 'object' ? (body as { retry_after?: unknown }).retry_after : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}
