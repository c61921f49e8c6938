import { CMS_RESILIENCE } from '@/lib/config/cache';

/**
 * A circuit breaker in front of the CMS: after a failure (no answer in time, a 5xx, an answer that is
 * not what the contract says) it opens for `openMs`, and calls fail at once instead of each waiting for
 * the timeout; then one call goes through as a probe, and its success closes the circuit again.
 * A dead CMS costs one timeout per interval, not one per request.
 */
export type CircuitState = 'closed' | 'open' | 'half-open';

export type CircuitBreaker = {
  /** True when a call may go to the CMS now (in half-open, only the one probe). */
  allow(): boolean;
  success(): void;
  failure(): void;
  state(): CircuitState;
};

export function createCircuitBreaker(options: { openMs: number; now?: () => number }): CircuitBreaker {
  const now = options.now ?? (() => performance.now());
  let openedAt: number | null = null;
  let probing = false;

  const state = (): CircuitState => {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= options.openMs ? 'half-open' : 'open';
  };

  return {
    allow() {
      const current = state();
      if (current === 'closed') return true;
      if (current === 'open' || probing) return false;
      probing = true;
      return true;
    },
    success() {
      openedAt = null;
      probing = false;
    },
    failure() {
      openedAt = now();
      probing = false;
    },
    state,
  };
}

const shared = globalThis as typeof globalThis & { [key: symbol]: CircuitBreaker | undefined };
/** The one breaker of this process in front of the CMS, shared by pages, media and route handlers. */
export const cmsCircuit: CircuitBreaker = (shared[Symbol.for('site.cms.circuit')] ??= createCircuitBreaker({ openMs: CMS_RESILIENCE.circuitOpenMs }));
