// The in-memory 'use cache' handler (the CMS's answers), with Next 16.4's rules for an entry (its
// `cache-handlers/default.js`) over a memory tier that lets go of what is not read (memory-tier.mjs) instead of
// Next's LRU, which kept everything up to its bound for good. The answer to a filter asked for once (one render
// of one view) stays on probation and is dropped a minute after; the answers every page reads (contacts, queues,
// the header) are protected. shared-use-cache-handler.mjs puts it in front of Redis when there are replicas.
import { createRequire } from 'node:module';
import { createMemoryTier } from './memory-tier.mjs';

const require = createRequire(import.meta.url);
// tests/unit/shared-use-cache-handler fails if an upgrade of Next moves them.
const { tagsManifest, areTagsExpired, areTagsStale } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

export const now = () => Math.round(performance.timeOrigin + performance.now());

/**
 * Next's rules for serving a kept entry: past `revalidate` (an in-memory entry is not served stale: it would be
 * gone before the fresh one is used), with a tag expired since, or marked evicted (a negative `expire`) it is a
 * miss (undefined); with a stale tag it is served once more and replaced (-1); otherwise its own `revalidate`.
 * @param {{ tags: string[], timestamp: number, revalidate: number, expire: number }} meta
 */
export function servedRevalidate(meta) {
  if (meta.expire < 0 || now() > meta.timestamp + meta.revalidate * 1000 || areTagsExpired(meta.tags, meta.timestamp)) return undefined;
  return areTagsStale(meta.tags, meta.timestamp) ? -1 : meta.revalidate;
}

/** @param {ReadableStream<Uint8Array>} stream */
export async function bytesOf(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** @param {Uint8Array} bytes */
export const streamOf = (bytes) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });

/**
 * @param {{ maxBytes: number, probationMaxBytes: number, probationIdleMs: number, protectedIdleMs: number }} limits
 */
export function createUseCacheMemory(limits) {
  const entries = createMemoryTier(limits);
  /** @type {Map<string, Promise<void>>} */
  const pending = new Map();

  return {
    /** @param {string} cacheKey */
    async get(cacheKey) {
      await pending.get(cacheKey);
      const kept = entries.get(cacheKey);
      if (!kept) return undefined;
      const { meta, bytes } = kept;
      const revalidate = servedRevalidate(meta);
      return revalidate === undefined ? undefined : { ...meta, revalidate, value: streamOf(bytes) };
    },

    /** @param {string} cacheKey @param {Promise<{ value: ReadableStream<Uint8Array>, expire: number } & Record<string, unknown>>} pendingEntry */
    async set(cacheKey, pendingEntry) {
      /** @type {() => void} */
      let done = () => {};
      pending.set(
        cacheKey,
        new Promise((resolve) => {
          done = () => resolve(undefined);
        }),
      );
      try {
        const { value, ...meta } = await pendingEntry;
        // An entry that expires at once is dynamic: it is rendered again on every read, never served from here.
        if (meta.expire === 0) return;
        const bytes = await bytesOf(value);
        entries.set(cacheKey, { meta, bytes }, bytes.byteLength + cacheKey.length * 2 + 256);
      } catch {
        // A failed render is not kept.
      } finally {
        done();
        pending.delete(cacheKey);
      }
    },

    async refreshTags() {},

    /** @param {string[]} tags */
    async getExpiration(tags) {
      return Math.max(0, ...tags.map((tag) => tagsManifest.get(tag)?.expired ?? 0));
    },

    /** @param {string[]} tags @param {{ expire?: number }} [durations] */
    async updateTags(tags, durations) {
      const time = now();
      for (const tag of tags) {
        const known = tagsManifest.get(tag) ?? {};
        if (!durations) tagsManifest.set(tag, { ...known, expired: time });
        else tagsManifest.set(tag, { ...known, stale: time, ...(durations.expire === undefined ? {} : { expired: time + durations.expire * 1000 }) });
      }
    },

    get size() {
      return entries.size;
    },

    close() {
      entries.close();
    },
  };
}
