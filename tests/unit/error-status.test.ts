import { describe, expect, it } from 'vitest';
import { HttpError, statusFromError } from '@/lib/errors/http-error';
import { errorContent } from '@/components/error/error-content';

describe('statusFromError: the status of the error page (SPEC §8)', () => {
  it.each([
    ['an HttpError', new HttpError(503), 503],
    ['a digest only (what reaches the client in production)', { digest: 'HTTP_STATUS;404' }, 404],
    ['a status field', { status: 505 }, 505],
    ['a plain error', new Error('boom'), 500],
    ['a foreign digest', { digest: '123456' }, 500],
    ['a status out of range', { status: 200 }, 500],
    ['not an object', 'boom', 500],
    ['null', null, 500],
  ])('%s → %i', (_name, error, expected) => {
    expect(statusFromError(error)).toBe(expected);
  });
});

/** The messages carry the typography rule's no-break spaces; the words are what SPEC §2 says. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('errorContent: the message for each status (SPEC §2)', () => {
  it('404 says the page does not exist, with the technical line', () => {
    const content = errorContent(404);
    expect(plain(content.message)).toMatch(/не существует/);
    expect(plain(content.message)).toMatch(/через меню/);
    expect(content.technical).toBe('This page could not be found');
  });

  it('505 asks to reload the page', () => {
    expect(plain(errorContent(505).message)).toMatch(/перезагрузите страницу/);
    expect(errorContent(505).variant).toBe('server');
  });

  it.each([500, 502, 503, 418])('%i shows the technical-works message', (status) => {
    const content = errorContent(status);
    expect(content.title).toBe('Технические работы');
    expect(plain(content.message)).toMatch(/около 2 ч 55 мин/);
    expect(content.message, 'the duration never breaks').toMatch(/2\u00a0ч\u00a055\u00a0мин/);
    expect(content.variant).toBe('technical');
  });
});
