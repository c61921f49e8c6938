import { CMS_CACHE, CMS_RESILIENCE } from '@/lib/config/cache';

/**
 * Which copy of a last-good answer is current. Next's in-memory cache drops an entry once it is stale
 * (and renders a prerendered page anew rather than serve stale data), so a last-good copy is never made
 * stale: each revalidation of an endpoint starts a new *generation* whose copies are filled from the next
 * fresh answers, and the copies of older generations stay until the cache evicts them. For each read the generation of its newest kept copy is remembered, the one the
 * site falls back to. Only generation numbers live here; the answers live in Next's cache.
 */
type Generations = { epoch: number; byEndpoint: Map<string, number>; newestByRead: Map<string, string> };

const KEY = Symbol.for('site.cms.last-good-generations');
const shared = globalThis as typeof globalThis & { [KEY]?: Generations };

function state(): Generations {
  shared[KEY] ??= { epoch: 0, byEndpoint: new Map(), newestByRead: new Map() };
  return shared[KEY];
}

/** The current generation of an endpoint's last-good copies. */
export function currentGeneration(endpoint: string): string {
  const { epoch, byEndpoint } = state();
  return `${epoch}.${byEndpoint.get(endpoint) ?? 0}`;
}

/** The webhook's tags (`cms` or `cms:<endpoint>`) start new generations. */
export function advanceGenerations(tags: readonly string[]): void {
  const generations = state();
  for (const tag of tags) {
    if (tag === CMS_CACHE.allTag) generations.epoch += 1;
    else if (tag.startsWith(CMS_CACHE.tagPrefix)) {
      const endpoint = tag.slice(CMS_CACHE.tagPrefix.length);
      generations.byEndpoint.set(endpoint, (generations.byEndpoint.get(endpoint) ?? 0) + 1);
    }
  }
}

function remember<T>(map: Map<string, T>, read: string, value: T): void {
  map.delete(read);
  map.set(read, value);
  if (map.size > CMS_RESILIENCE.lastGood.remembered) map.delete(map.keys().next().value as string);
}

/** Remembers that `read` has a kept copy in `generation`. */
export function keptIn(read: string, generation: string): void {
  remember(state().newestByRead, read, generation);
}

/** The generation of the newest kept copy of `read`, if any. */
export function newestKept(read: string): string | undefined {
  return state().newestByRead.get(read);
}
