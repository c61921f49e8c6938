import type { MemoryTierOptions } from '../../lib/cache/memory-tier.mjs';

export type FinishedPage = { html: string; csp: string; location: string | null; status: number | null };

/** The page to send for the HTML Next rendered, with its Content-Security-Policy. */
export function finishPage(rendered: string, policy: (hashes: string[]) => string): FinishedPage;
export function createFinishedPages(options: { policy: (hashes: string[]) => string; limits: MemoryTierOptions }): {
  readonly size: { entries: number; probation: number; bytes: number };
  /** The finished page for this rendered HTML: kept when `shared` (the same for every visitor), else made anew; `key` names a kept one. */
  finish(rendered: string, shared: boolean): FinishedPage & { key: string | null };
  close(): void;
};
