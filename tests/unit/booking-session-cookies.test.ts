import { describe, expect, it } from 'vitest';
import { sessionCookies } from '@/lib/booking/session-cookies';
import { cookieValue } from '@/lib/http/cookies';

describe("the buyer's session cookies", () => {
  it.each([
    [true, '; Secure'],
    [false, ''],
  ])('start a session: the token httpOnly, SameSite=Lax, for its lifetime (https: %s)', (secure, tail) => {
    expect(sessionCookies('tok_0123456789abcdefghij', 2_592_000, secure)).toEqual([
      `buyer_session=tok_0123456789abcdefghij; HttpOnly; Path=/; SameSite=Lax; Max-Age=2592000${tail}`,
      `buyer=1; Path=/; SameSite=Lax; Max-Age=2592000${tail}`,
    ]);
  });

  it('end a session: both emptied at once', () => {
    expect(sessionCookies('anything', 0, false)).toEqual(['buyer_session=; HttpOnly; Path=/; SameSite=Lax; Max-Age=0', 'buyer=; Path=/; SameSite=Lax; Max-Age=0']);
  });

  it.each([
    ['a=1; buyer_session=abc; csrftoken=x', 'buyer_session', 'abc'],
    ['buyer_session=a%3Db', 'buyer_session', 'a=b'],
    ['xbuyer_session=1', 'buyer_session', undefined],
    ['', 'csrftoken', undefined],
  ])('reads %s', (header, name, value) => {
    expect(cookieValue(header, name)).toBe(value);
  });
});
