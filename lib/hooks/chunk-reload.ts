import { TIMINGS_MS } from '@/lib/config/constants';

/** A chunk-load failure reloads the page, at most once per 60 s (SPEC §4, §9). */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

const CHUNK_ERROR = /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason) return false;
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason);
  return CHUNK_ERROR.test(text);
}

export function shouldReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= TIMINGS_MS.chunkReloadGuard;
}

/** Reloads when allowed; returns whether it did. */
export function reloadAfterChunkError(storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (!shouldReload(now, Number.isFinite(last) && last > 0 ? last : null)) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
