import { describe, expect, it, vi } from 'vitest';
import { checkFormToken, issueFormToken } from '@/lib/callback/form-token';
import { createFormTokenSource } from '@/lib/callback/form-token-source';
import { LEAD_PROTECTION } from '@/lib/config/constants';
import { readLimitedJsonObject } from '@/lib/http/read-json';

describe('form token: the fill time measured by the server', () => {
  const opened = 1_800_000_000_000;
  it.each([
    ['sent 3 s after opening', 3_000, { ok: true }],
    ['sent 0.5 s after opening: a bot', 500, { ok: false, reason: 'too-fast' }],
    ['sent two days later', 2 * 86_400_000, { ok: false, reason: 'expired' }],
  ])('%s', (_name, after, expected) => expect(checkFormToken(issueFormToken(opened), opened + after)).toEqual(expected));

  it.each([
    ['no token', undefined],
    ['a number', 5000],
    ['a made-up time with no signature', (opened - 60_000).toString(36)],
    ['an earlier time under a later signature', `${(opened - 60_000).toString(36)}.${issueFormToken(opened).split('.')[1]}`],
    ['a long string', 'a'.repeat(500)],
  ])('refuses %s', (_name, token) => expect(checkFormToken(token, opened + 10_000)).toEqual({ ok: false, reason: 'invalid' }));
});

describe('form token in the browser', () => {
  const fakeClock = () => {
    let now = 0;
    const slept: number[] = [];
    return { now: () => now, sleep: async (ms: number) => { slept.push(ms); now += ms; }, advance: (ms: number) => { now += ms; }, slept };
  };

  it('a fast visitor waits out the minimum fill time instead of being taken for a bot', async () => {
    const clock = fakeClock();
    const source = createFormTokenSource(async () => 'T1', clock);
    source.prefetch();
    await Promise.resolve();
    clock.advance(400);
    expect(await source.token()).toBe('T1');
    expect(clock.slept).toEqual([LEAD_PROTECTION.minFillMs + 100 - 400]);
  });

  it('a failed first request is retried when the form is sent', async () => {
    const clock = fakeClock();
    const fetchToken = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('T2');
    const source = createFormTokenSource(fetchToken, clock);
    source.prefetch();
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock.advance(5_000);
    expect(await source.token()).toBe('T2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('a token about to expire is renewed', async () => {
    const clock = fakeClock();
    const fetchToken = vi.fn().mockResolvedValueOnce('old').mockResolvedValue('new');
    const source = createFormTokenSource(fetchToken, clock);
    expect(await source.token()).toBe('old');
    clock.advance(LEAD_PROTECTION.tokenMaxAgeMs);
    expect(await source.token()).toBe('new');
  });
});

describe('lead bodies', () => {
  const post = (body: BodyInit, type = 'application/json') => new Request('http://site.test/api/form/feedback/', { method: 'POST', body, headers: { 'content-type': type } });
  it.each([
    ['JSON object', post('{"name":"Анна"}'), { ok: true, body: { name: 'Анна' } }],
    ['JSON with a charset', post('{"a":1}', 'application/json; charset=utf-8'), { ok: true, body: { a: 1 } }],
    ['text/plain (a cross-site "simple" request)', post('{"a":1}', 'text/plain'), { ok: false, status: 415 }],
    ['a form-encoded body', post('name=x', 'application/x-www-form-urlencoded'), { ok: false, status: 415 }],
    ['17 kB', post(JSON.stringify({ name: 'x'.repeat(17_000) })), { ok: false, status: 413 }],
    ['an array', post('[1]'), { ok: false, status: 400 }],
    ['not JSON', post('{'), { ok: false, status: 400 }],
  ])('%s', async (_name, request, expected) => expect(await readLimitedJsonObject(request, 16 * 1024)).toEqual(expected));
});
