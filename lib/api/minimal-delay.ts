import { TIMINGS_MS } from '@/lib/config/constants';

/**
 * Resolves no sooner than the minimal fetch delay of SPEC §9 (200 ms), so a client-side loading
 * indicator never flashes. Server rendering never waits for it.
 */
export async function withMinimalDelay<T>(work: Promise<T>, ms: number = TIMINGS_MS.minimalFetchDelay): Promise<T> {
  const [result] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  return result;
}
