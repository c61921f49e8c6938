import { describe, expect, it } from 'vitest';
import { clientIp, parseTrustedProxies } from '@/lib/http/client-ip';
import { createRateLimiter } from '@/lib/http/rate-limit';

describe('client address for rate limits', () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it.each([
    ['the peer, when it is not a trusted proxy (a forged X-Forwarded-For is ignored)', { 'x-peer-address': '203.0.113.5', 'x-forwarded-for': '1.2.3.4' }, [], '203.0.113.5'],
    ['IPv4-mapped IPv6 peers are shown as IPv4', { 'x-peer-address': '::ffff:127.0.0.7' }, [], '127.0.0.7'],
    ['the right-most untrusted X-Forwarded-For entry behind a trusted proxy', { 'x-peer-address': '10.0.0.1', 'x-forwarded-for': '1.2.3.4, 198.51.100.9' }, ['10.0.0.1'], '198.51.100.9'],
    ['skipping chained trusted proxies', { 'x-peer-address': '10.0.0.1', 'x-forwarded-for': '198.51.100.9, 10.0.0.2' }, ['10.0.0.1', '10.0.0.2'], '198.51.100.9'],
    ['the proxy itself when it forwards nothing', { 'x-peer-address': '10.0.0.1' }, ['10.0.0.1'], '10.0.0.1'],
    ['the last X-Forwarded-For entry without the peer header (next dev)', { 'x-forwarded-for': '1.2.3.4, 127.0.0.1' }, [], '127.0.0.1'],
  ])('%s', (_name, h, trusted, expected) => expect(clientIp(headers(h), trusted)).toBe(expected));

  it('parses TRUSTED_PROXIES', () => expect(parseTrustedProxies(' 10.0.0.1, ::ffff:10.0.0.2 ,')).toEqual(['10.0.0.1', '10.0.0.2']));
});

describe('rate limit: 5 leads per address in 10 minutes', () => {
  const windowMs = 600_000;
  it('allows five, refuses the sixth, and allows again once the window has passed', () => {
    const limiter = createRateLimiter({ limit: 5, windowMs });
    for (let i = 0; i < 5; i += 1) expect(limiter.acquire('a', 1000 + i).allowed).toBe(true);
    const sixth = limiter.acquire('a', 2000);
    expect(sixth).toEqual({ allowed: false, retryAfterMs: windowMs - 1000 });
    expect(limiter.acquire('b', 2000).allowed).toBe(true);
    expect(limiter.acquire('a', 1000 + windowMs).allowed).toBe(true);
  });

  it('a released slot (the lead was not stored) does not count', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs });
    const first = limiter.acquire('a', 1);
    if (first.allowed) first.release();
    expect(limiter.acquire('a', 2).allowed).toBe(true);
    expect(limiter.acquire('a', 3).allowed).toBe(false);
  });
});
