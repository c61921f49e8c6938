// A bounded in-memory cache that gives its memory back once what it holds is no longer read. Next's page cache
// (page-memory.mjs) and its 'use cache' entries (use-cache-memory.mjs) keep their entries in one each.
//
// - Two segments (a segmented LRU): an entry starts on probation and is protected once it is read again later
//   than `promoteAfterMs` after it was stored (reads within one render of a page are one use, as LRU-K counts
//   correlated references once). A run of views asked for once (a crawler walking filters, campaign links
//   opened by one person each) fills probation only, which has a bound of its own, and never pushes out the
//   pages people keep reading.
// - Each segment has its bound: over probation's, its least recently read entry goes; over the protected one's
//   (what the whole bound leaves beyond probation's), its least recently read entry goes back on probation.
// - An entry unread for its segment's idle time is dropped, on every call and by a timer, so memory that a burst
//   of traffic filled comes back when the burst has passed instead of staying at the bound for good.
//
// Plain JavaScript: Next loads its cache handlers with Node's import, outside its bundles.

/**
 * @template V
 * `maxBytes` bounds both segments together, `probationMaxBytes` the entries read once (at most `maxBytes`).
 * @param {{
 *   maxBytes: number,
 *   probationMaxBytes?: number,
 *   probationIdleMs: number,
 *   protectedIdleMs: number,
 *   promoteAfterMs?: number,
 *   sweepEveryMs?: number,
 *   now?: () => number,
 * }} options
 */
export function createMemoryTier({ maxBytes, probationMaxBytes = maxBytes, probationIdleMs, protectedIdleMs, promoteAfterMs = 0, sweepEveryMs = 5000, now = Date.now }) {
  /** @typedef {{ value: V, bytes: number, stored: number, lastRead: number }} Kept */
  // Insertion order is the order of last use: a read or a write moves an entry to the end of its segment.
  /** @type {Map<string, Kept>} */
  const probation = new Map();
  /** @type {Map<string, Kept>} */
  const kept = new Map();
  const bytes = { probation: 0, kept: 0 };

  /** @param {Map<string, Kept>} segment */
  const bytesKey = (segment) => (segment === probation ? 'probation' : 'kept');

  /** @param {Map<string, Kept>} segment @param {string} key @param {Kept} entry */
  function remove(segment, key, entry) {
    segment.delete(key);
    bytes[bytesKey(segment)] -= entry.bytes;
  }

  /** @param {Map<string, Kept>} segment @param {string} key @param {Kept} entry */
  function add(segment, key, entry) {
    segment.set(key, entry);
    bytes[bytesKey(segment)] += entry.bytes;
  }

  function sweep() {
    const time = now();
    for (const [segment, idleMs] of /** @type {const} */ ([
      [probation, probationIdleMs],
      [kept, protectedIdleMs],
    ])) {
      for (const [key, entry] of segment) {
        if (time - entry.lastRead < idleMs) break;
        remove(segment, key, entry);
      }
    }
  }

  // The protected segment has what the bound leaves beyond probation's; over it, its least recently read entry
  // goes back on probation (as a fresh entry there), where it is the next to go unless it is read again.
  function trim() {
    for (const [key, entry] of kept) {
      if (bytes.kept <= maxBytes - probationMaxBytes) break;
      remove(kept, key, entry);
      entry.lastRead = now();
      add(probation, key, entry);
    }
    for (const [key, entry] of probation) {
      if (bytes.probation <= probationMaxBytes) break;
      remove(probation, key, entry);
    }
  }

  /** @param {string} key */
  const find = (key) => {
    const onProbation = probation.get(key);
    if (onProbation) return { segment: probation, entry: onProbation };
    const protectedEntry = kept.get(key);
    return protectedEntry ? { segment: kept, entry: protectedEntry } : undefined;
  };

  const timer = setInterval(sweep, sweepEveryMs);
  timer.unref?.();

  return {
    /**
     * The value, counted as a read: it moves to the protected segment unless it was stored less than
     * `promoteAfterMs` ago.
     * @param {string} key
     * @returns {V | undefined}
     */
    get(key) {
      sweep();
      const found = find(key);
      if (!found) return undefined;
      const time = now();
      remove(found.segment, key, found.entry);
      found.entry.lastRead = time;
      add(found.segment === probation && time - found.entry.stored < promoteAfterMs ? probation : kept, key, found.entry);
      trim();
      return found.entry.value;
    },

    /**
     * Keeps a value of `size` bytes. A new key starts on probation unless `protect` says it is being read again
     * already; a protected one stays protected (a page read by many, regenerated after its data changed, is still
     * read by many).
     * @param {string} key @param {V} value @param {number} size @param {{ protect?: boolean }} [options]
     */
    set(key, value, size, { protect = false } = {}) {
      sweep();
      const found = find(key);
      if (found) remove(found.segment, key, found.entry);
      if (size > Math.max(probationMaxBytes, protect ? maxBytes - probationMaxBytes : 0)) return;
      const time = now();
      add(protect || found?.segment === kept ? kept : probation, key, { value, bytes: size, stored: time, lastRead: time });
      trim();
    },

    /**
     * Puts `value` in place of `expected` without counting a read (a packed copy replacing the one it was made
     * from); nothing when the key holds something else by now.
     * @param {string} key @param {V} expected @param {V} value @param {number} size
     */
    replace(key, expected, value, size) {
      const found = find(key);
      if (!found || found.entry.value !== expected) return;
      bytes[bytesKey(found.segment)] += size - found.entry.bytes;
      found.entry.value = value;
      found.entry.bytes = size;
      trim();
    },

    /** @param {string} key */
    delete(key) {
      const found = find(key);
      if (found) remove(found.segment, key, found.entry);
    },

    /** Drops what has been idle too long now (the timer does it every `sweepEveryMs`). */
    sweep,

    get size() {
      return { entries: probation.size + kept.size, probation: probation.size, bytes: bytes.probation + bytes.kept };
    },

    /** Stops the timer (tests). */
    close() {
      clearInterval(timer);
    },
  };
}
