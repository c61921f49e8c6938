/**
 * A sliding-window rate limit kept in this server process: at most `limit` hits per key within
 * `windowMs`. `acquire` reserves a slot at once (so concurrent requests cannot all slip through) and
 * gives a `release` for when the guarded action fails, so a failed attempt does not use up the
 * visitor's allowance.
 */
export type Acquired = { allowed: true; release: () => void } | { allowed: false; retryAfterMs: number };

/** An acquired slot whose `release` gives it back once, however often it is called. */
export function acquiredSlot(giveBack: () => void): Acquired {
  let released = false;
  return {
    allowed: true,
    release: () => {
      if (released) return;
      released = true;
      giveBack();
    },
  };
}

export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const hits = new Map<string, number[]>();
  const recent = (key: string, now: number) => (hits.get(key) ?? []).filter((time) => now - time < windowMs);

  return {
    acquire(key: string, now = Date.now()): Acquired {
      const times = recent(key, now);
      if (times.length >= limit) {
        hits.set(key, times);
        return { allowed: false, retryAfterMs: windowMs - (now - (times[0] ?? now)) };
      }
      times.push(now);
      hits.set(key, times);
      if (hits.size > 50_000) {
        for (const [k, list] of hits) if (!list.some((time) => now - time < windowMs)) hits.delete(k);
      }
      return acquiredSlot(() => {
        const list = hits.get(key);
        const index = list?.indexOf(now) ?? -1;
        if (list && index >= 0) list.splice(index, 1);
      });
    },
  };
}
