import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from '@/lib/api/circuit-breaker';

const OPTIONS = { firstPauseMs: 500, maxPauseMs: 4_000, failuresToOpen: 3, windowMs: 10_000, trials: 3 };

function breakerAt() {
  let time = 0;
  const breaker = createCircuitBreaker({ ...OPTIONS, now: () => time });
  const fail = (times: number) => Array.from({ length: times }, () => breaker.failure());
  return { breaker, fail, advance: (ms: number) => (time += ms) };
}

describe('the circuit breaker in front of the CMS (issue 60)', () => {
  it('lets calls through while the CMS answers', () => {
    const { breaker } = breakerAt();
    breaker.success();
    expect([breaker.allow(), breaker.allow(), breaker.state()]).toEqual([true, true, 'closed']);
  });

  it('one miss does not open it; three failures that are half the calls do', () => {
    const { breaker, fail } = breakerAt();
    fail(1);
    expect(breaker.state()).toBe('closed');
    for (let i = 0; i < 4; i += 1) breaker.success();
    fail(2);
    // 3 failures of 7 calls: under half.
    expect(breaker.state()).toBe('closed');
    fail(1);
    expect(breaker.state()).toBe('open');
  });

  it('a call that got no answer (a timeout) opens it at once: the next calls would wait as long', () => {
    const { breaker } = breakerAt();
    breaker.success();
    breaker.failure({ noAnswer: true });
    expect([breaker.state(), breaker.allow()]).toEqual(['open', false]);
  });

  it('open, it refuses every call for a short first pause: a dead CMS costs a few timeouts, not one per request', () => {
    const { breaker, fail, advance } = breakerAt();
    fail(3);
    expect(Array.from({ length: 5 }, () => breaker.allow())).toEqual([false, false, false, false, false]);
    advance(499);
    expect(breaker.allow()).toBe(false);
    advance(1);
    expect(breaker.state()).toBe('half-open');
  });

  it('then lets three trials through at once; the first success closes it', () => {
    const { breaker, fail, advance } = breakerAt();
    fail(3);
    advance(500);
    expect([breaker.allow(), breaker.allow(), breaker.allow(), breaker.allow()]).toEqual([true, true, true, false]);
    breaker.success();
    expect([breaker.state(), breaker.allow()]).toEqual(['closed', true]);
  });

  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [4, 4_000],
  ])('after %i failed trial rounds the pause is %i ms (doubling, at most 4 s)', (rounds, pause) => {
    const { breaker, fail, advance } = breakerAt();
    fail(3);
    let current = 500;
    for (let round = 0; round < rounds; round += 1) {
      advance(current);
      expect(breaker.allow()).toBe(true);
      breaker.failure();
      current = Math.min(4_000, current * 2);
    }
    advance(pause - 1);
    expect(breaker.allow()).toBe(false);
    advance(1);
    expect(breaker.allow()).toBe(true);
  });

  it('a CMS flipping between answering and hanging every 5 s is used again within 5 s of each return', () => {
    const { breaker, advance } = breakerAt();
    // The CMS hangs for 5 s: calls every 100 ms get no answer while allowed.
    for (let t = 0; t < 5_000; t += 100) {
      if (breaker.allow()) breaker.failure({ noAnswer: true });
      advance(100);
    }
    // It answers again: the first call that gets through closes the circuit.
    let back: number | null = null;
    for (let t = 0; t < 5_000 && back === null; t += 100) {
      if (breaker.allow()) {
        breaker.success();
        back = t;
      }
      advance(100);
    }
    expect(back).not.toBeNull();
    expect(back!).toBeLessThanOrEqual(4_000);
    expect(breaker.state()).toBe('closed');
  });
});
