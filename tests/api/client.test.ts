// @vitest-environment jsdom
import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createClient } from '@/lib/api/client';
import { getBrowserApi } from '@/lib/api/browser';
import { createApi } from '@/lib/api/endpoints';
import { layoutData, pageData } from '@/lib/api/policy';
import { contextFromHeaders } from '@/lib/api/request-context';
import { HttpError } from '@/lib/errors/http-error';
import { server } from '../support/msw-server';

const CMS = 'http://cms.example.ru';
const QUEUES = [
  { id: 1, name: '1 очередь' },
  { id: 2, name: '2 очередь' },
];

function remoteApi(timeoutMs = 200, context = {}) {
  return createApi(createClient({ baseUrl: CMS, transport: (request) => fetch(request), timeoutMs, context: () => context }));
}

afterEach(() => {
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the API client: headers it sends', () => {
  it('sends X-CSRFToken from the csrftoken cookie (browser client, same origin)', async () => {
    document.cookie = 'csrftoken=token-from-cookie; path=/';
    let seen: string | null = null;
    server.use(
      http.get(`${window.location.origin}/api/queues/`, ({ request }) => {
        seen = request.headers.get('x-csrftoken');
        return HttpResponse.json(QUEUES);
      }),
    );
    // Names come back with the typography rule applied ('1 очередь' with a no-break space).
    await expect(getBrowserApi().queues()).resolves.toEqual(QUEUES.map((queue) => ({ ...queue, name: queue.name.replace(' ', '\u00a0') })));
    expect(seen).toBe('token-from-cookie');
  });

  it('sends no X-CSRFToken when there is no cookie', async () => {
    let seen: string | null = 'unset';
    server.use(
      http.get(`${window.location.origin}/api/queues/`, ({ request }) => {
        seen = request.headers.get('x-csrftoken');
        return HttpResponse.json(QUEUES);
      }),
    );
    await getBrowserApi().queues();
    expect(seen).toBeNull();
  });

  const policy = { siteUrl: 'https://veresk.example', trustedProxies: ['10.0.0.2'] };
  it.each([
    ['a visitor\'s own Host and X-Forwarded-Host are ignored', { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-peer-address': '203.0.113.5' }, { host: 'veresk.example', port: '443', proto: 'https' }],
    ['no peer recorded (next dev): SITE_URL', { host: 'evil.example', 'x-forwarded-host': 'evil.example' }, { host: 'veresk.example', port: '443', proto: 'https' }],
    ['a trusted proxy\'s X-Forwarded-Host and proto count', { 'x-forwarded-host': 'mirror.veresk.example:8443', 'x-forwarded-proto': 'https', 'x-peer-address': '::ffff:10.0.0.2' }, { host: 'mirror.veresk.example:8443', port: '8443', proto: 'https' }],
    ['a trusted proxy with a malformed host: SITE_URL', { 'x-forwarded-host': 'evil.example/<x>', 'x-peer-address': '10.0.0.2' }, { host: 'veresk.example', port: '443', proto: 'https' }],
  ])('forwards the public origin to the CMS: %s', async (_name, incomingHeaders, expected) => {
    const context = contextFromHeaders(new Headers({ ...incomingHeaders, cookie: 'csrftoken=srv' }), 'srv', policy);
    let seen: Record<string, string | null> = {};
    server.use(
      http.get(`${CMS}/api/queues/`, ({ request }) => {
        seen = {
          host: request.headers.get('x-forwarded-host'),
          port: request.headers.get('x-forwarded-port'),
          proto: request.headers.get('x-forwarded-proto'),
          csrf: request.headers.get('x-csrftoken'),
        };
        return HttpResponse.json(QUEUES);
      }),
    );
    await remoteApi(200, context).queues();
    expect(seen).toEqual({ ...expected, csrf: 'srv' });
  });

  it('sends list filters comma-separated and leaves out empty ones', async () => {
    let url = '';
    server.use(
      http.get(`${CMS}/api/realty_list/apartments/`, ({ request }) => {
        url = request.url;
        return HttpResponse.json({ detail: 'stop' }, { status: 400 });
      }),
    );
    await expect(remoteApi().realtyList('apartments', { rooms: [0, 2], building: [], price_max: 50_000_000 })).rejects.toThrow(ApiError);
    expect(new URL(url).search).toBe('?rooms=0%2C2&price_max=50000000');
  });
});

describe('the API client: failures and the error policy', () => {
  const failures = [
    ['a timeout', () => http.get(`${CMS}/api/queues/`, async () => { await delay(1000); return HttpResponse.json(QUEUES); }), 'timeout'],
    ['HTTP 500', () => http.get(`${CMS}/api/queues/`, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })), 'http'],
    ['malformed JSON', () => http.get(`${CMS}/api/queues/`, () => new HttpResponse('{"id": 1,', { headers: { 'content-type': 'application/json' } })), 'invalid'],
    ['a wrong shape', () => http.get(`${CMS}/api/queues/`, () => HttpResponse.json([{ id: 'one' }])), 'invalid'],
    ['a network error', () => http.get(`${CMS}/api/queues/`, () => HttpResponse.error()), 'network'],
  ] as const;

  it.each(failures)('%s is an ApiError of its kind', async (_name, handler, kind) => {
    server.use(handler());
    await expect(remoteApi(100).queues()).rejects.toMatchObject({ name: 'ApiError', kind });
  });

  it.each(failures)('layout data: %s is logged and the state left empty', async (_name, handler) => {
    server.use(handler());
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(layoutData('queues', () => remoteApi(100).queues(), [])).resolves.toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('queues failed'), expect.any(String));
  });

  it.each(failures)('page data: %s shows the error page (HttpError 503)', async (_name, handler) => {
    server.use(handler());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const attempt = pageData(() => remoteApi(100).queues());
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({ status: 503 });
  });

  it('page data: a 404 of the entity gives the not-found page', async () => {
    server.use(http.get(`${CMS}/api/realty_item/999999/`, () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })));
    await expect(pageData(() => remoteApi().realtyItem(999999))).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });

  it('a 400 keeps the field errors of the answer', async () => {
    server.use(
      http.post(`${CMS}/api/form/feedback/`, () =>
        HttpResponse.json({ detail: 'Проверьте поля формы', errors: { phone: 'Номер телефона введен неверно' } }, { status: 400 }),
      ),
    );
    await expect(remoteApi().sendFeedback({ name: 'Анна', phone: '1', is_agreed: true, is_adv: 0 })).rejects.toMatchObject({
      status: 400,
      body: { errors: { phone: 'Номер телефона введен неверно' } },
    });
  });
});
