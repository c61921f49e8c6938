// A bounded in-memory store that gives its memory back once what it holds is no longer read: Next's pages
// (page-cache-handler.mjs), the 'use cache' entries (use-cache-handler.mjs) and the CMS's last good answers
// (lib/api/last-good.ts) each keep theirs in one.
// - Past `maxBytes` the least recently used entry goes. Entries read only once (a filter one visitor opened, a
//   crawler's walk) also share `onceMaxBytes`, so a run of them never pushes out what people keep reading. An entry
//   is read again when it is read (or stored anew) `promoteAfterMs` after it was stored: one render is one use.
// - An entry unread for `onceIdleMs` (read once) or `idleMs` (read again) is dropped by a timer: the memory a burst
//   filled comes back when the burst has passed.
// Plain JavaScript: Next loads its cache handlers with Node's import, outside its bundles.

/** @param {{ maxBytes: number, onceMaxBytes?: number, idleMs?: number, onceIdleMs?: number, promoteAfterMs?: number, sweepEveryMs?: number, now?: () => number }} options */
export function createLru({ maxBytes, onceMaxBytes = maxBytes, idleMs = Infinity, onceIdleMs = idleMs, promoteAfterMs = 1000, sweepEveryMs = 5000, now = () => performance.now() }) {
  /** In the order of last use. @type {Map<string, { value: unknown, bytes: number, stored: number, lastRead: number, again: boolean }>} */
  const entries = new Map();
  const bytes = { all: 0, once: 0 };
  const count = (entry, sign) => {
    bytes.all += sign * entry.bytes;
    if (!entry.again) bytes.once += sign * entry.bytes;
  };
  const drop = (key) => {
    const entry = entries.get(key);
    if (entry) count(entry, -1);
    entries.delete(key);
  };
  const add = (key, entry) => {
    entries.set(key, entry);
    count(entry, 1);
    for (const [oldest, kept] of entries) {
      if (bytes.once <= onceMaxBytes) break;
      if (!kept.again) drop(oldest);
    }
    for (const oldest of entries.keys()) {
      if (bytes.all <= maxBytes) break;
      drop(oldest);
    }
  };
  /** The entry moved to the end, read again if it is `promoteAfterMs` old. */
  const touch = (key) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    drop(key);
    entry.lastRead = now();
    entry.again ||= entry.lastRead - entry.stored >= promoteAfterMs;
    add(key, entry);
    return entry;
  };
  const sweep = () => {
    for (const [key, entry] of entries) if (now() - entry.lastRead >= (entry.again ? idleMs : onceIdleMs)) drop(key);
  };
  const timer = setInterval(sweep, sweepEveryMs);
  timer.unref?.();

  return {
    /** The value, counted as a read. */
    get: (key) => touch(key)?.value,
    /** Counts a read without the value (a copy kept for failures, read through something else). */
    touch: (key) => void touch(key),
    set(key, value, size) {
      const previous = touch(key);
      drop(key);
      if (size > (previous?.again ? maxBytes : onceMaxBytes)) return;
      add(key, { value, bytes: size, stored: previous?.stored ?? now(), lastRead: now(), again: previous?.again ?? false });
    },
    delete: drop,
    sweep,
    get size() {
      return { entries: entries.size, bytes: bytes.all, onceBytes: bytes.once };
    },
    /** Stops the timer (tests). */
    close: () => clearInterval(timer),
  };
}
