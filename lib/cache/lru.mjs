// A bounded in-memory store that gives its memory back once what it holds is no longer read: Next's pages
// (page-cache-handler.mjs), the 'use cache' entries (use-cache-handler.mjs) and the CMS's last good answers
// (lib/api/last-good.ts) each keep theirs in one.
// - Past `maxBytes` the least recently used entry goes.
// - Entries read only once (a filter one visitor opened, a crawler's walk) share `onceMaxBytes` of it, so a run of
//   them never pushes out what people keep reading. An entry counts as read again when it is read (or stored anew)
//   `promoteAfterMs` after it was stored: reads within one render of a page are one use.
// - An entry unread for `onceIdleMs` (read once) or `idleMs` (read again) is dropped by a timer, so the memory a
//   burst filled comes back when the burst has passed.
// Plain JavaScript: Next loads its cache handlers with Node's import, outside its bundles.

/** @param {{ maxBytes: number, onceMaxBytes?: number, idleMs?: number, onceIdleMs?: number, promoteAfterMs?: number, sweepEveryMs?: number, now?: () => number }} options */
export function createLru({ maxBytes, onceMaxBytes = maxBytes, idleMs = Infinity, onceIdleMs = idleMs, promoteAfterMs = 1000, sweepEveryMs = 5000, now = () => performance.now() }) {
  /** Insertion order is the order of last use. @type {Map<string, { value: unknown, bytes: number, stored: number, lastRead: number, again: boolean }>} */
  const entries = new Map();
  const bytes = { all: 0, once: 0 };

  const drop = (/** @type {string} */ key) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes.all -= entry.bytes;
    if (!entry.again) bytes.once -= entry.bytes;
  };
  const add = (/** @type {string} */ key, /** @type {any} */ entry) => {
    entries.set(key, entry);
    bytes.all += entry.bytes;
    if (!entry.again) bytes.once += entry.bytes;
  };

  function trim() {
    for (const [key, entry] of entries) {
      if (bytes.once <= onceMaxBytes) break;
      if (!entry.again) drop(key);
    }
    for (const key of entries.keys()) {
      if (bytes.all <= maxBytes) break;
      drop(key);
    }
  }

  function sweep() {
    const time = now();
    for (const [key, entry] of entries) if (time - entry.lastRead >= (entry.again ? idleMs : onceIdleMs)) drop(key);
  }
  const timer = setInterval(sweep, sweepEveryMs);
  timer.unref?.();

  /** The entry moved to the end, marked read again when it is `promoteAfterMs` old. */
  function touch(/** @type {string} */ key) {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const time = now();
    drop(key);
    entry.again ||= time - entry.stored >= promoteAfterMs;
    entry.lastRead = time;
    add(key, entry);
    return entry;
  }

  return {
    /** The value, counted as a read. @param {string} key */
    get: (key) => touch(key)?.value,
    /** Counts a read without returning the value (a copy kept for failures, read through something else). @param {string} key */
    touch: (key) => void touch(key),
    /** @param {string} key @param {unknown} value @param {number} size */
    set(key, value, size) {
      const previous = touch(key);
      drop(key);
      if (size > (previous?.again ? maxBytes : onceMaxBytes)) return;
      const time = now();
      add(key, { value, bytes: size, stored: previous?.stored ?? time, lastRead: time, again: previous?.again ?? false });
      trim();
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
