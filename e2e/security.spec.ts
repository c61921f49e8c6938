import { request as httpRequest } from 'node:http';
import { test, expect, allowConsoleErrors } from './support/fixtures';
import { formToken, storedLeads, uniqueIp, uniqueName } from './support/leads';
import { PAGE_ROUTES } from './support/routes';
import { openCallbackPanel } from './support/callback';
import { cspViolations, recordCspViolations } from './support/csp';
import { CMS_DB_PATH, REMOTE_PORT } from '../playwright.config';

/** Issue 12: headers on every response, hostile addresses, closed form paths. */

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

test.describe('headers and hostile requests (HTTP only)', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP answers do not depend on the device');

  test('every page sends a script-hash CSP and the security headers', async ({ request }) => {
    for (const { path } of PAGE_ROUTES) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      const scriptSrc = directive(policy, 'script-src');
      expect(scriptSrc, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+$/);
      for (const part of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) expect(policy, path).toContain(part);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      // Only a page behind a session keeps other sites' windows from holding a handle to it (security-headers.mjs).
      expect(headers['cross-origin-opener-policy'], path).toBe(path === '/booking' ? 'same-origin' : undefined);
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['strict-transport-security'], `${path}: no HSTS over http`).toBeUndefined();
      // How long the server took to make the complete page (npm run bench:http reads it).
      expect(headers['server-timing'], path).toMatch(/^render;dur=\d+\.\d$/);
    }
  });

  test('a page\'s first answer is its final one: no 1xx (103 Early Hints) that Debian\'s nginx 1.22 would turn into a broken HTTP/2 stream', async ({ baseURL }) => {
    // nginx before 1.29 takes an upstream's 103 for the response and sends what follows as its body: over HTTP/2 the
    // browser gets a protocol error instead of the page (docs/decisions/0010-simulated-lcp.md, "The brand fonts on a
    // first visit"). Node's http client, not fetch: only it reports an informational answer ('information').
    const informational = (path: string) =>
      new Promise<{ status: number; early: number[] }>((resolve, reject) => {
        const early: number[] = [];
        const ask = httpRequest(new URL(path, baseURL), (answer) => {
          answer.resume();
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, early }));
        });
        ask.on('information', (info) => early.push(info.statusCode));
        ask.on('error', reject);
        ask.end();
      });
    for (const path of ['/', '/lots/1', '/lots/params/apartments/', '/news']) expect(await informational(path), path).toEqual({ status: 200, early: [] });
  });

  test('an address with a malformed escape is 400 with a page in Russian, never 500', async ({ request }) => {
    for (const path of ['/news/%zz', '/lots/%E0%A4%A', '/%zz', '/api/news/%zz/', '/print/%zz?id=1']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.text(), path).toContain('Неверный адрес страницы');
    }
  });

  test('the API proxy passes reads of public endpoints only', async ({ request }) => {
    expect((await request.get('/api/realty_list/apartments/')).status()).toBe(200);
    expect((await request.get('/api/%72ealty_list/apartments/')).status()).toBe(200);
    const ip = uniqueIp();
    const name = uniqueName();
    const lead = { name, phone: '+7 (916) 123-45-67', is_agreed: true, is_adv: 0, website: '', elapsed_ms: 1e9 };
    for (const path of ['/api/form/%66eedback/', '/api/form/online_entry/', '/api/news/']) {
      const response = await request.post(path, { headers: { 'x-forwarded-for': ip }, data: { ...lead, date: '01.12.2026', time: '12:00' } });
      expect(response.status(), path).toBe(405);
    }
    expect((await request.get('/api/form/online_entry/')).status()).toBe(404);
    expect((await request.get('/api/media/..%2fcms.sqlite')).status()).toBe(400);
    expect((await request.get('/api/media/%2e%2e/cms.sqlite')).status(), 'the URL parser resolves the dots: nothing outside media').toBe(404);
    expect(storedLeads(CMS_DB_PATH, name)).toHaveLength(0);
  });

  test('booking writes need this site, the CSRF token and a confirmed phone', async ({ request }) => {
    const csrf = 'e2e-security-csrf-0123456789';
    const withCsrf = { 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` };
    const refusals: Array<[string, string, Record<string, string>, number, RegExp]> = [
      ['no CSRF token', '/api/authorization/', {}, 403, /Обновите страницу/],
      ['a token not matching its cookie', '/api/authorization/', { 'x-csrftoken': csrf, cookie: 'csrftoken=another-token-0123456789' }, 403, /Обновите страницу/],
      ['another site', '/api/authorization/', { ...withCsrf, origin: 'https://evil.example' }, 403, /только на страницах сайта/],
      ['a hold without a session', '/api/booking/', withCsrf, 401, /Подтвердите номер телефона/],
      ['a waitlist place without a session', '/api/booking/waitlist/', withCsrf, 401, /Подтвердите номер телефона/],
    ];
    for (const [label, path, headers, status, detail] of refusals) {
      const response = await request.post(path, { headers, data: { phone: '+7 (916) 123-45-67', lot_id: 1 } });
      expect(response.status(), label).toBe(status);
      expect((await response.json()).detail, label).toMatch(detail);
    }
    expect((await request.get('/api/booking/')).status()).toBe(401);
    const bad = await request.post('/api/authorization/', { headers: withCsrf, data: { phone: '12345' } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).errors).toEqual({ phone: 'Номер телефона введен неверно' });
  });

  test('the lead endpoint takes JSON from this site only, small, with short fields', async ({ request, baseURL }) => {
    const ip = uniqueIp();
    const name = uniqueName();
    const token = await formToken(baseURL!);
    const lead = { name, phone: '+7 (916) 123-45-67', is_agreed: true, is_adv: 0, website: '', form_token: token };
    const post = (options: Parameters<typeof request.post>[1]) => request.post('/api/form/feedback/', { ...options, headers: { 'x-forwarded-for': ip, ...options?.headers } });

    const refusals: Array<[string, Parameters<typeof request.post>[1], number]> = [
      ['text/plain', { headers: { 'content-type': 'text/plain' }, data: JSON.stringify(lead) }, 415],
      ['form-encoded', { form: { name, phone: lead.phone, is_agreed: 'true', form_token: token } }, 415],
      ['1 MB name', { data: { ...lead, name: 'а'.repeat(1_000_000) } }, 413],
      ['another site (Origin)', { headers: { origin: 'https://evil.example' }, data: lead }, 403],
      ['another site (Sec-Fetch-Site)', { headers: { 'sec-fetch-site': 'cross-site' }, data: lead }, 403],
      ['a 5,000-letter name', { data: { ...lead, name: 'а'.repeat(5_000) } }, 400],
    ];
    for (const [title, options, status] of refusals) expect((await post(options)).status(), title).toBe(status);
    expect(storedLeads(CMS_DB_PATH, name)).toHaveLength(0);

    const fromSite = await post({ headers: { origin: new URL(baseURL!).origin, 'sec-fetch-site': 'same-origin' }, data: lead });
    expect(fromSite.status()).toBe(201);
    expect(storedLeads(CMS_DB_PATH, name)).toHaveLength(1);
  });

  test('odd but well-formed news codes are the designed 404, never 500', async ({ request }) => {
    for (const path of [
      "/news/%25%2C'%20OR%201%3D1--%2C60%2Cgenplan%2C0x1F%2C%2500%2C%25252e%25252e%25252f",
      '/news/100%25',
      '/news/%2500',
      '/news/%25252e%25252e%25252f',
      '/news/a%2Fb',
      `/news/${'x'.repeat(400)}`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Страница не найдена');
    }
  });

  test('an address past 8 kB is 414 without echoing it; a long query is one short redirect', async ({ request }) => {
    const huge = await request.get(`/lots/params/apartments/?rooms=2&q=${'x'.repeat(16_000)}`, { maxRedirects: 0 });
    expect(huge.status()).toBe(414);
    expect(JSON.stringify(huge.headers()).length, 'nothing of the address in the headers').toBeLessThan(2_000);
    expect(await huge.text()).toContain('Слишком длинный адрес страницы');
    for (const [path, location] of [
      [`/lots/params/apartments/?rooms=2&q=${'x'.repeat(3_000)}`, '/lots/params/apartments/?rooms=2'],
      [`/contacts?q=${'x'.repeat(3_000)}`, '/contacts'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path.slice(0, 40)).toBe(308);
      expect(response.headers().location).toBe(location);
    }
    // A filter link of ordinary length answers with headers of ordinary size (Next's rewrite header repeats the query).
    const filtered = await request.get('/lots/params/apartments/?rooms=1,2,3&price_min=20000000&price_max=90000000&area_min=40&ordering=-price');
    expect(filtered.status()).toBe(200);
    expect(JSON.stringify(filtered.headers()).length).toBeLessThan(8_000);
  });

  test('a page at an alias of the site\'s host redirects once to SITE_URL; the API, files and the health check answer at any host', async ({ request, baseURL }) => {
    const alias = baseURL!.replace('127.0.0.1', 'localhost');
    for (const path of ['/', '/contacts', '/lots/params/apartments/?rooms=2']) {
      const response = await request.get(`${alias}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(response.headers().location, path).toBe(`${baseURL}${path}`);
    }
    for (const path of ['/api/queues/', '/healthz']) expect((await request.get(`${alias}${path}`, { maxRedirects: 0 })).status(), path).toBe(200);
  });

  test('a CSP report over 8 kB is refused unread; one address is held to 30 reports a minute (issue 60)', async ({ request }) => {
    const report = (sample: string) => ({ 'csp-report': { 'document-uri': 'http://127.0.0.1/', 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline', 'script-sample': sample } });
    const big = await request.post('/api/csp-report', { headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': uniqueIp() }, data: JSON.stringify(report('x'.repeat(1024 * 1024))) });
    expect(big.status()).toBe(413);
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await request.post('/api/csp-report', { headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': ip }, data: JSON.stringify(report('\u001b[2Jflood')) });
      statuses.push(response.status());
      if (i === 30) expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 30).every((status) => status === 204), statuses.join()).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  test('a visitor\'s X-Forwarded-Host does not reach the links the site gives', async ({ request }) => {
    // The remote-mode server trusts no proxy (the others take X-Forwarded-* from the tests' 127.0.0.1 "proxy").
    const base = `http://127.0.0.1:${REMOTE_PORT}`;
    const response = await request.get(`${base}/api/realty_list/apartments/?page=1`, { headers: { 'x-forwarded-host': 'evil.example', host: 'evil.example' } });
    const body = (await response.json()) as { next: string | null };
    expect(body.next).toContain(`127.0.0.1:${REMOTE_PORT}`);
    expect(JSON.stringify(body)).not.toContain('evil.example');
  });
});

// Every page's own visit (routes.spec.ts) fails on a CSP violation; this opens what only a click loads.
test('no CSP violation with the callback panel open', { tag: '@phone' }, async ({ page, isMobile }) => {
  await recordCspViolations(page);
  await page.goto('/');
  await openCallbackPanel(page, isMobile);
  expect(await cspViolations(page)).toEqual([]);
});

test('a script planted in a page is blocked by the browser and reported to the site', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one browser is enough');
  allowConsoleErrors(page, /Content Security Policy/);
  await recordCspViolations(page);
  // A script that reached the HTML by some path (CMS content, an injection): the page's own policy, as sent.
  await page.route('**/contacts', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script>window.__planted = 1</script></body>');
    await route.fulfill({ response, body: html });
  });
  const report = page.waitForRequest((request) => request.url().endsWith('/api/csp-report') && request.method() === 'POST');
  await page.goto('/contacts');
  const sent = await report;
  expect(JSON.parse(sent.postData() ?? '{}')['csp-report']).toMatchObject({ 'violated-directive': expect.stringMatching(/^script-src/) });
  expect(await page.evaluate(() => (window as unknown as { __planted?: number }).__planted)).toBeUndefined();
  expect(await cspViolations(page)).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
});
