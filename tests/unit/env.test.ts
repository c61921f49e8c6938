import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/config/env-schema';

describe('parseEnv: the server stops with a message naming the bad variable', () => {
  it('accepts an empty environment with the documented defaults', () => {
    const result = parseEnv({});
    expect(result).toEqual({
      ok: true,
      env: expect.objectContaining({ API_TIMEOUT_MS: 3000, SITE_URL: 'http://localhost:3000' }),
    });
    expect(result.ok && result.env.API_BASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    const result = parseEnv({ API_BASE_URL: '', YANDEX_METRIKA_ID: '' });
    expect(result.ok).toBe(true);
  });

  it.each(['redis://127.0.0.1:6379', 'rediss://user:secret@cache.internal:6380/1'])('REDIS_URL=%s is taken', (url) => {
    const result = parseEnv({ REDIS_URL: url });
    expect(result.ok && result.env.REDIS_URL).toBe(url);
  });

  it.each([
    ['API_BASE_URL', 'not a url'],
    ['API_TIMEOUT_MS', 'soon'],
    ['API_TIMEOUT_MS', '5'],
    ['SITE_URL', 'localhost'],
    ['YANDEX_METRIKA_ID', 'abc'],
    ['REDIS_URL', 'localhost:6379'],
    ['REDIS_URL', 'http://cache:6379'],
  ])('%s=%j is rejected by name', (name, value) => {
    const result = parseEnv({ [name]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(name);
  });
});
