// Where Next's pages are kept (page-cache-handler.mjs): in this process's memory, let go by a bound, never by a timer,
// so a page made once (on its first visit, or by the warm-up after a start: scripts/server/warm-pages.mjs) is there for
// the next visitor, the next crawler, a day later. Two tiers: the pages read lately as Next made them (`hotBytes`), and
// behind them every other page compressed (Brotli 1 of its structured clone: a lot's 550 kB in memory are ~45 kB, made
// in ~2 ms when a page leaves the first tier and unpacked in ~2 ms when it is read), up to `coldBytes`; a page read
// there a second time goes back to the first tier; past both the least recently read page goes. Plain JavaScript: Next loads its cache handlers with Node's import.
import { deserialize, serialize } from 'node:v8';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { createLru } from './lru.mjs';

const FAST = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
/** Bytes an entry's key and bookkeeping take beside its value. */
const OVERHEAD = 512;
const MAX_UNPACKED_ONCE = 20_000;

/**
 * @param {{ hotBytes: number, coldBytes: number, sizeOf: (value: unknown) => number }} options `sizeOf`: the bytes a
 *   page takes in memory as Next made it.
 */
export function createPageStore({ hotBytes, coldBytes, sizeOf }) {
  const cold = createLru({ maxBytes: coldBytes });
  const hot = createLru({
    maxBytes: hotBytes,
    onEvict(key, entry) {
      const packed = brotliCompressSync(serialize(entry), FAST);
      cold.set(key, packed, packed.byteLength + key.length * 2 + OVERHEAD);
    },
  });
  /** Pages read once from the second tier: a crawler reads most pages once, and moving each costs another's packing. */
  const unpackedOnce = new Set();
  return {
    /** The page kept under `key`, or undefined; one read from the second tier twice goes back to the first. */
    get(key) {
      const found = hot.get(key);
      if (found) return found;
      const packed = cold.get(key);
      if (!packed) return undefined;
      const entry = deserialize(brotliDecompressSync(packed));
      if (unpackedOnce.delete(key)) {
        cold.delete(key);
        hot.set(key, entry, sizeOf(entry.value));
      } else {
        if (unpackedOnce.size >= MAX_UNPACKED_ONCE) unpackedOnce.clear();
        unpackedOnce.add(key);
      }
      return entry;
    },
    /** Keeps `entry` ({ value, lastModified, cacheControl }) under `key`, in place of what was there. */
    set(key, entry) {
      cold.delete(key);
      hot.set(key, entry, sizeOf(entry.value));
    },
    delete(key) {
      hot.delete(key);
      cold.delete(key);
    },
    /** What each tier holds (read by the memory benches: scripts/bench/memory.mjs). */
    get size() {
      const [first, second] = [hot.size, cold.size];
      return { entries: first.entries + second.entries, bytes: first.bytes + second.bytes, hot: first, cold: second };
    },
  };
}
