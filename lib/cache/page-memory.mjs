// The in-memory tier of Next's page cache (ISR), in place of Next's own (page-cache-handler.mjs): the pages kept
// compressed, in a memory tier that lets go of what is not read (memory-tier.mjs).
//
// Next keeps a page as its HTML (a JavaScript string: two bytes a character once it holds Cyrillic) and its RSC
// data, about 350 kB of memory for a catalogue view, and keeps up to 50 MB of them for good: after a run of
// never-seen filters the server held 30 MB more heap and 17 MB more buffers than when idle. Here a page is
// packed at brotli 4 off the event loop once it is stored (about 30 kB a view), and unpacked when it is read
// (1.3 ms for a catalogue view). The pages read in the last few seconds also stay unpacked in a front tier, so a
// page under load is not unpacked on every request; it empties soon after the load.
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants } from 'node:zlib';
import { createMemoryTier } from './memory-tier.mjs';

const brotli = promisify(brotliCompress);
// zlib answers in 16 kB chunks, and a small result is a view of one: copied out, it keeps only its own bytes
// (a packed segment of 3 kB had kept 16).
const compress = async (/** @type {Uint8Array} */ bytes) => new Uint8Array(await brotli(bytes, PACKING));
const PACKING = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
// A page packed takes about a tenth of the memory it took (pages of this site: 7–12 %).
const PACKED_SHARE = 8;

/**
 * What Next's page cache stores: `{ value, lastModified, cacheControl }`, the value a page (APP_PAGE), a route
 * handler's answer (APP_ROUTE), or something small (a redirect, nothing).
 * @typedef {{ value: null | ({ kind: string } & Record<string, unknown>), lastModified?: number, cacheControl?: unknown }} PageData
 */

/** Bytes a value takes in memory, at most (a string counted at two bytes a character). */
export function memoryBytes(/** @type {PageData} */ data) {
  const value = data.value;
  if (!value) return 64;
  let size = 512;
  for (const field of Object.values(value)) {
    if (typeof field === 'string') size += field.length * 2;
    else if (field instanceof Uint8Array) size += field.byteLength;
    else if (field instanceof Map) for (const [path, part] of field) size += path.length * 2 + (part?.byteLength ?? 0);
  }
  return size;
}

const packable = (/** @type {PageData} */ data) => data.value?.kind === 'APP_PAGE' || data.value?.kind === 'APP_ROUTE';

/**
 * The value with its strings and buffers compressed; the rest as it was.
 * @param {PageData} data
 */
export async function pack(data) {
  /** @type {Record<string, unknown>} */
  const fields = {};
  /** @type {Record<string, 'string' | 'bytes'>} */
  const packed = {};
  await Promise.all(
    Object.entries(/** @type {Record<string, unknown>} */ (data.value)).map(async ([name, field]) => {
      if (typeof field === 'string' && field.length > 1024) {
        fields[name] = await compress(Buffer.from(field, 'utf8'));
        packed[name] = 'string';
      } else if (field instanceof Uint8Array) {
        fields[name] = await compress(field);
        packed[name] = 'bytes';
      } else if (field instanceof Map) {
        fields[name] = new Map(await Promise.all([...field].map(async ([path, part]) => [path, await compress(part)])));
        packed[name] = 'bytes';
      } else {
        fields[name] = field;
      }
    }),
  );
  const value = /** @type {PageData['value']} */ (fields);
  return { packed: { ...data, value, packed }, bytes: memoryBytes({ value }) };
}

/**
 * The value as Next stored it.
 * @param {{ value: Record<string, unknown>, packed: Record<string, 'string' | 'bytes'> }} stored
 * @returns {PageData}
 */
export function unpack({ packed, ...data }) {
  /** @type {Record<string, unknown>} */
  const value = { ...data.value };
  for (const [name, as] of Object.entries(packed)) {
    const field = value[name];
    if (field instanceof Map) {
      value[name] = new Map([...field].map(([path, part]) => [path, brotliDecompressSync(part)]));
    } else if (field instanceof Uint8Array) {
      const bytes = brotliDecompressSync(field);
      value[name] = as === 'string' ? bytes.toString('utf8') : bytes;
    }
  }
  return /** @type {PageData} */ ({ ...data, value });
}

/**
 * The store Next's FileSystemCache calls `memoryCache` (get and set by key).
 * @param {{ maxBytes: number, probationMaxBytes: number, frontBytes: number, frontProbationBytes: number, probationIdleMs: number, protectedIdleMs: number, frontIdleMs: number, promoteAfterMs?: number }} limits
 */
export function createPageMemory(limits) {
  /** @type {ReturnType<typeof createMemoryTier<any>>} */
  const pages = createMemoryTier({
    maxBytes: limits.maxBytes,
    probationMaxBytes: limits.probationMaxBytes,
    probationIdleMs: limits.probationIdleMs,
    protectedIdleMs: limits.protectedIdleMs,
    promoteAfterMs: limits.promoteAfterMs,
  });
  // Unpacked copies of the pages being read: small, and empty a few seconds after the reading stops.
  /** @type {ReturnType<typeof createMemoryTier<PageData>>} */
  const front = createMemoryTier({
    maxBytes: limits.frontBytes,
    probationMaxBytes: limits.frontProbationBytes,
    probationIdleMs: limits.frontIdleMs,
    protectedIdleMs: limits.frontIdleMs,
    sweepEveryMs: 1000,
  });

  let packing = 0;

  return {
    /** @param {string} key @returns {PageData | undefined} */
    get(key) {
      const kept = pages.get(key);
      if (!kept) {
        front.delete(key);
        return undefined;
      }
      if (!kept.packed) return kept;
      const ready = front.get(key);
      if (ready) return ready;
      const data = unpack(kept);
      // Read again: it goes among the pages being read, where new pages (on probation) cannot push it out.
      front.set(key, data, memoryBytes(data), { protect: true });
      return data;
    },

    /** @param {string} key @param {PageData} data */
    set(key, data) {
      const size = memoryBytes(data);
      if (!packable(data)) {
        pages.set(key, data, size);
        return;
      }
      // Counted at the size it is about to have: a burst of new views would otherwise push each other out of
      // probation before they are packed (a few milliseconds later) and be rendered again and again.
      pages.set(key, data, Math.ceil(size / PACKED_SHARE));
      front.set(key, data, size);
      packing += 1;
      pack(data)
        .then(
          ({ packed, bytes }) => pages.replace(key, data, packed, bytes),
          // Kept as it is: a page that cannot be packed is still a good page.
          (error) => console.error('[cache] a page could not be packed:', error instanceof Error ? error.message : error),
        )
        .finally(() => {
          packing -= 1;
        });
    },

    get size() {
      return { ...pages.size, packing, unpacked: front.size.entries, unpackedBytes: front.size.bytes };
    },

    close() {
      pages.close();
      front.close();
    },
  };
}
