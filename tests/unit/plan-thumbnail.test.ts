// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { planThumbnail } from '@/lib/lots/plan-thumbnail';
import { server } from '../support/msw-server';

const CMS = 'http://cms.test';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 547 577"><title>Планировка</title><rect width="547" height="577" fill="#ece6db"/><text x="273" y="30" font-size="14">ОКНА ВО ДВОР</text><text x="80" y="120"><tspan>Кухня-гостиная</tspan><tspan>36,2 м²</tspan></text><path d="M1 1H9"/></svg>';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', CMS);
  vi.stubEnv('SITE_URL', 'https://veresk.example');
});

describe('a list card’s layout thumbnail (lib/lots/plan-thumbnail)', () => {
  it.each([
    ['a CMS drawing on the site’s media path', '/api/media/layouts/3.v0b903d3a30.svg', '/api/plan-markup?src=%2Fapi%2Fmedia%2Flayouts%2F3.v0b903d3a30.svg&labels=none'],
    ['a raster picture', '/api/media/layouts/3.v0b903d3a30.png', '/api/media/layouts/3.v0b903d3a30.png'],
    ['a drawing on another host', 'https://cdn.example/layouts/3.svg', 'https://cdn.example/layouts/3.svg'],
    ['a drawing with a query of its own', '/api/media/floors/20.svg?highlight=109', '/api/media/floors/20.svg?highlight=109'],
    ['a drawing at another host’s protocol-relative address', '//cdn.example/layouts/3.svg', '//cdn.example/layouts/3.svg'],
    ['a drawing at another host behind a backslash', '/\\cdn.example/layouts/3.svg', '/\\cdn.example/layouts/3.svg'],
  ])('%s: %s → %s', (_name, src, expected) => {
    expect(planThumbnail(src)).toBe(expected);
  });
});

describe('app/api/plan-markup with labels=none', () => {
  const ask = async (src: string, labels = 'none') => {
    const { GET } = await import('@/app/api/plan-markup/route');
    return GET(new Request(`https://veresk.example/api/plan-markup?src=${encodeURIComponent(src)}&labels=${labels}`));
  };

  it('answers the drawing without its text, shapes and title kept; without the query, with its text', async () => {
    server.use(http.get(`${CMS}/api/media/layouts/3.svg`, () => new HttpResponse(SVG, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' } })));
    const thumbnail = await ask('/api/media/layouts/3.svg');
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(thumbnail.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const markup = await thumbnail.text();
    expect(markup).toMatch(/^<svg /);
    expect(markup).toContain('<rect width="547" height="577" fill="#ece6db" />');
    expect(markup).toContain('<title>Планировка</title>');
    expect(markup).not.toMatch(/<text|<tspan|ОКНА|Кухня|м²/);
    const whole = await (await ask('/api/media/layouts/3.svg', '')).text();
    expect(whole).toContain('ОКНА ВО ДВОР');
    expect(whole).toContain('<tspan>36,2 м²</tspan>');
  });

  it('sends the picture to the drawing itself when it cannot be made (not an SVG): the card shows the CMS’s picture', async () => {
    server.use(http.get(`${CMS}/api/media/layouts/4.svg`, () => new HttpResponse('GIF89a', { headers: { 'content-type': 'image/gif' } })));
    const answer = await ask('/api/media/layouts/4.svg');
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe('/api/media/layouts/4.svg');
  });

  it('sends a path of this site that is not the CMS’s media to itself, unread', async () => {
    const answer = await ask('/icon.svg');
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe('/icon.svg');
  });

  it.each([
    ['another host', '//evil.example/api/media/layouts/4.svg'],
    ['another host behind a backslash', '/\\evil.example/api/media/layouts/4.svg'],
    ['an absolute address', 'https://evil.example/api/media/layouts/4.svg'],
  ])('never sends the picture to %s (%s): 404', async (_name, src) => {
    const answer = await ask(src);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('location')).toBeNull();
  });
});
