/** A new idempotency key: 128 random bits as 32 hex digits (getRandomValues works on plain http too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The keys of one open form: the same key for every attempt to send the same values (a retry after a lost
 * answer is the same lead), a new one when the visitor changed what they send (a corrected phone is a lead of
 * its own, never swallowed by the first).
 */
export function createAttemptKeys(make: () => string = newIdempotencyKey) {
  let last: { values: string; key: string } | null = null;
  return {
    keyFor(values: object): string {
      const serialised = JSON.stringify(values);
      if (last?.values !== serialised) last = { values: serialised, key: make() };
      return last.key;
    },
  };
}
