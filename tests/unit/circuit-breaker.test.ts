import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from '@/lib/api/circuit-breaker';

function breakerAt() {
  let time = 0;
  const breaker = createCircuitBreaker({ openMs: 10_000, now: () => time });
  return { breaker, advance: (ms: number) => (time += ms) };
}

describe('the circuit breaker in front of the CMS', () => {
  it('lets calls through while the CMS answers', () => {
    const { breaker } = breakerAt();
    breaker.success();
    expect([breaker.allow(), breaker.allow(), breaker.state()]).toEqual([true, true, 'closed']);
  });

  it('after a failure refuses every call for the open interval: a dead CMS costs one timeout, not one per request', () => {
    const { breaker, advance } = breakerAt();
    breaker.failure();
    expect(breaker.state()).toBe('open');
    expect(Array.from({ length: 5 }, () => breaker.allow())).toEqual([false, false, false, false, false]);
    advance(9_999);
    expect(breaker.allow()).toBe(false);
  });

  it('then lets exactly one probe through; its success closes the circuit', () => {
    const { breaker, advance } = breakerAt();
    breaker.failure();
    advance(10_000);
    expect(breaker.state()).toBe('half-open');
    expect([breaker.allow(), breaker.allow()]).toEqual([true, false]);
    breaker.success();
    expect([breaker.state(), breaker.allow()]).toEqual(['closed', true]);
  });

  it('a failed probe opens it for another interval', () => {
    const { breaker, advance } = breakerAt();
    breaker.failure();
    advance(10_000);
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    expect([breaker.state(), breaker.allow()]).toEqual(['open', false]);
    advance(10_000);
    expect(breaker.allow()).toBe(true);
  });
});
