// A bounded in-memory store that gives its memory back once what it holds is no longer read: Next's pages
// (page-cache-handler.mjs), the 'use cache' entries (use-cache-handler.mjs) and the CMS's last good answers
// (lib/api/last-good.ts) each keep theirs in one.
// - Past `maxBytes` the least recently used entry goes. Entries read only once (a filter one visitor opened, a
//   crawler's walk) also share `onceMaxBytes`, so a run of them never pushes out what people keep reading. An entry
//   is read again when it is read (or stored anew) `promoteAfterMs` after it was stored: one render is one use.
// - An entry unread for `onceIdleMs` (read once) or `idleMs` (read again) is dropped by a timer: the memory a burst
//   filled comes back when the burst has passed (the CMS's answers; pages have no timer: page-store.mjs).
// - `onEvict(key, value)` hears of each entry a bound pushed out (not one deleted, replaced or let go by the timer).
// Plain JavaScript: Next loads its cache handlers with Node's import, outside its bundles.

/** @param {import('./lru.d.mts').LruOptions} options */
export function createLru({ maxBytes, onceMaxBytes = maxBytes, idleMs = Infinity, onceIdleMs = idleMs, promoteAfterMs = 1000, sweepEveryMs = 5000, now = () => performance.now(), onEvict }) {
  /** In the order of last use. @type {Map<string, { value: unknown, bytes: number, stored: number, lastRead: number, again: boolean }>} */
  const entries = new Map();
  const size = { entries: 0, bytes: 0, onceBytes: 0 };
  const count = (entry, sign) => {
    size.entries = entries.size;
    size.bytes += sign * entry.bytes;
    if (!entry.again) size.onceBytes += sign * entry.bytes;
  };
  const drop = (key) => {
    const entry = entries.get(key);
    if (entries.delete(key)) count(entry, -1);
    return entry;
  };
  /** Pushed out by a bound: `onEvict` may keep it elsewhere (page-store.mjs keeps it compressed). */
  const evict = (key) => {
    const entry = drop(key);
    if (entry && onEvict) onEvict(key, entry.value);
  };
  const add = (key, entry) => {
    entries.set(key, entry);
    count(entry, 1);
    for (const [oldest, kept] of entries) {
      if (size.onceBytes <= onceMaxBytes) break;
      if (!kept.again) evict(oldest);
    }
    for (const oldest of entries.keys()) {
      if (size.bytes <= maxBytes) break;
      evict(oldest);
    }
  };
  /** The entry moved to the end, read again if it is `promoteAfterMs` old. */
  const touch = (key) => {
    const entry = drop(key);
    if (!entry) return undefined;
    entry.lastRead = now();
    entry.again ||= entry.lastRead - entry.stored >= promoteAfterMs;
    add(key, entry);
    return entry;
  };
  const sweep = () => {
    for (const [key, entry] of entries) if (now() - entry.lastRead >= (entry.again ? idleMs : onceIdleMs)) drop(key);
  };
  const timer = setInterval(sweep, sweepEveryMs).unref();

  return {
    get: (key) => touch(key)?.value,
    touch: (key) => void touch(key),
    set(key, value, bytes) {
      const previous = touch(key);
      drop(key);
      if (bytes <= (previous?.again ? maxBytes : onceMaxBytes)) add(key, { value, bytes, stored: previous?.stored ?? now(), lastRead: now(), again: previous?.again ?? false });
    },
    delete: (key) => void drop(key),
    sweep,
    get size() {
      return { ...size };
    },
    close: () => clearInterval(timer),
  };
}
