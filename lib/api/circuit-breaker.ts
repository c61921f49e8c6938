import { CMS_RESILIENCE } from '@/lib/config/cache';

/**
 * A circuit breaker in front of the CMS (issue 60: pages came back ~35 s after the CMS did, one miss reopened it for
 * 10 s). It opens at once when a call got no answer (a timeout or a refused connection: every call after it would wait
 * as long), and on wrong answers when they are frequent, not once: `failuresToOpen` within `windowMs` that are at least
 * half of the calls then. Open, calls fail at once instead of each waiting for the timeout, for a pause that starts short
 * (`firstPauseMs`) and doubles each time trials fail, up to `maxPauseMs`; then up to `trials` calls go through at once,
 * and the first success closes it (and the next pause starts short again). A dead CMS costs a few timeouts per pause,
 * not one per request; a CMS that is back is used within the pause it is in.
 */
export type CircuitState = 'closed' | 'open' | 'half-open';

export type CircuitBreaker = {
  /** True when a call may go to the CMS now (half-open: up to `trials` calls at once). */
  allow(): boolean;
  success(): void;
  /** A failed call: `noAnswer` when the CMS did not answer at all (timed out, refused the connection). */
  failure(how?: { noAnswer?: boolean }): void;
  state(): CircuitState;
};

export type CircuitOptions = {
  firstPauseMs: number;
  maxPauseMs: number;
  failuresToOpen: number;
  windowMs: number;
  trials: number;
  now?: () => number;
};

export function createCircuitBreaker(options: CircuitOptions): CircuitBreaker {
  const now = options.now ?? (() => performance.now());
  /** The outcomes of the last `windowMs` while closed: the time and whether the call failed. */
  let recent: Array<{ at: number; failed: boolean }> = [];
  let openedAt: number | null = null;
  let pause = options.firstPauseMs;
  let inTrial = 0;

  const state = (): CircuitState => {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= pause ? 'half-open' : 'open';
  };
  const open = (nextPause: number) => {
    openedAt = now();
    pause = nextPause;
    inTrial = 0;
    recent = [];
  };
  const remember = (failed: boolean) => {
    const at = now();
    recent = recent.filter((outcome) => at - outcome.at < options.windowMs);
    recent.push({ at, failed });
    if (recent.length > 200) recent = recent.slice(-200);
  };

  return {
    allow() {
      const current = state();
      if (current === 'closed') return true;
      if (current === 'open' || inTrial >= options.trials) return false;
      inTrial += 1;
      return true;
    },
    success() {
      if (openedAt !== null) {
        openedAt = null;
        pause = options.firstPauseMs;
        inTrial = 0;
        recent = [];
      }
      remember(false);
    },
    failure(how = {}) {
      const current = state();
      // A trial failed (or a call begun before the circuit opened ended in it): a longer pause.
      if (current === 'half-open') return open(Math.min(options.maxPauseMs, pause * 2));
      if (current === 'open') return;
      if (how.noAnswer) return open(options.firstPauseMs);
      remember(true);
      const failures = recent.filter((outcome) => outcome.failed).length;
      if (failures >= options.failuresToOpen && failures * 2 >= recent.length) open(options.firstPauseMs);
    },
    state,
  };
}

const shared = globalThis as typeof globalThis & { [key: symbol]: CircuitBreaker | undefined };
/** The one breaker of this process in front of the CMS, shared by pages, media and route handlers. */
export const cmsCircuit: CircuitBreaker = (shared[Symbol.for('site.cms.circuit')] ??= createCircuitBreaker(CMS_RESILIENCE.circuit));
