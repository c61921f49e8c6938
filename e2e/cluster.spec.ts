import { mkdtempSync, rmSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startCluster, type Cluster } from '../scripts/cluster/cluster.mjs';
import { formToken, storedLeads, uniqueIp, uniqueName } from './support/leads';

// Three replicas of the standalone build behind nginx, Redis and the CMS (scripts/cluster/cluster.mjs), on
// ports of their own; run once (the desktop project), the tests one after another.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 50;
let cluster: Cluster;
/** Its database, Redis's file, nginx's cache and the replicas' outboxes: removed after the run. */
let dir = '';
const replica = (port: number) => `http://127.0.0.1:${port}`;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.skip(({ isMobile }) => isMobile, 'one cluster, started once');

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = mkdtempSync(join(tmpdir(), 'cluster-'));
  cluster = await startCluster({ replicas: 3, port: PORT, dir, quiet: true });
});
test.afterAll(async () => {
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const lead = (name: string, token: string) => ({ name, phone: '+7 (916) 123-45-67', is_agreed: true, is_adv: 0, form_id: '0001', website: '', form_token: token });

/** Sends a lead as the callback panel's "Повторить попытку" would: again while the balancer answers 502/503 or the connection fails. */
async function sendLead(request: APIRequestContext, url: string, ip: string, body: object): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const response = await request.post(`${url}/api/form/feedback/`, { headers: { 'x-forwarded-for': ip }, data: body, timeout: 15_000 });
      if (![502, 503, 504].includes(response.status())) return response.status();
    } catch {
      // the connection broke: send again
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return 0;
}

/**
 * A page asked for straight at a replica as nginx asks for it: with the site's public host (a page at any other
 * host redirects there, scripts/server/canonical-host.mjs), never following a redirect to another replica.
 */
const asBalancer = () => ({ headers: { host: new URL(cluster.url).host }, maxRedirects: 0 });

/** The page's heading as text (the site's typography binds short words with no-break spaces). */
const heading = async (request: APIRequestContext, url: string) =>
  /<h1[^>]*>([^<]*)/.exec(await (await request.get(url, asBalancer())).text())?.[1]?.replaceAll(/&nbsp;|\u00a0/g, ' ');

test('/healthz through the balancer: the CMS and Redis answer, no lead waits', async ({ request }) => {
  const response = await request.get(`${cluster.url}/healthz`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.json()).toMatchObject({ status: 'ok', cms: { ok: true }, redis: { ok: true }, leadsQueued: 0 });
});

// Replicas sharing their cache tags through Redis once answered sitemap.xml with a 500: the tags' refresh read
// `Date.now()`, which Next's static regeneration of the sitemap takes for the page reading the clock.
test('what search engines read through the balancer: sitemap.xml with every lot on sale, robots.txt, the Yandex feed', async ({ request }) => {
  const sitemap = await request.get(`${cluster.url}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect((await sitemap.text()).match(/<loc>[^<]*\/lots\/\d+<\/loc>/g)?.length ?? 0, 'lots in the sitemap').toBeGreaterThan(100);
  for (const path of ['/robots.txt', '/feeds/yandex-realty.xml']) expect((await request.get(cluster.url + path)).status(), path).toBe(200);
});

test('a CMS change revalidated through one replica is served fresh by every replica', async ({ request }) => {
  const page = '/news/1';
  for (const port of cluster.replicaPorts) expect(await heading(request, replica(port) + page)).toBeTruthy();
  const title = `Корпус 2 вышел на отметку ${Date.now() % 100000} метров`;
  const db = new Database(cluster.database);
  db.prepare('UPDATE news SET title = ? WHERE id = 1').run(title);
  db.close();
  // Cached before the change: every replica still shows the old heading.
  for (const port of cluster.replicaPorts) expect(await heading(request, replica(port) + page)).not.toBe(title);

  const [first] = cluster.replicaPorts;
  const revalidated = await request.post(`${replica(first!)}/api/revalidate`, { headers: { 'x-revalidate-secret': cluster.secret }, data: { tags: ['news'] } });
  expect(revalidated.status()).toBe(200);
  for (const port of cluster.replicaPorts) {
    await expect.poll(() => heading(request, replica(port) + page), { timeout: 5000 }).toBe(title);
  }
});

test('the sixth lead from one address within 10 minutes is refused whichever replica receives it', async ({ request }) => {
  const ip = uniqueIp();
  const name = uniqueName();
  const token = await formToken(replica(cluster.replicaPorts[0]!));
  const statuses: number[] = [];
  for (let index = 0; index < 5; index += 1) statuses.push(await sendLead(request, replica(cluster.replicaPorts[index % 3]!), ip, lead(name, token)));
  expect(statuses).toEqual([201, 201, 201, 201, 201]);
  for (const port of cluster.replicaPorts) {
    const refused = await request.post(`${replica(port)}/api/form/feedback/`, { headers: { 'x-forwarded-for': ip }, data: lead(name, token) });
    expect(refused.status()).toBe(429);
    expect((await refused.json()).detail).toContain('Вы уже отправили несколько заявок');
  }
  expect(storedLeads(cluster.database, name)).toHaveLength(5);
});

test('a replica killed mid-run loses no lead, and the others keep answering', async ({ request }) => {
  const token = await formToken(cluster.url);
  const names = Array.from({ length: 24 }, () => uniqueName());
  const victim = cluster.replicaPorts[1]!;
  const sent = Promise.all(
    names.map(async (name, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 60));
      return sendLead(request, cluster.url, uniqueIp(), lead(name, token));
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  await cluster.killReplica(victim);
  const statuses = await sent;
  expect(statuses.every((status) => status === 201 || status === 202)).toBe(true);
  for (const name of names) await expect.poll(() => storedLeads(cluster.database, name).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

  for (const path of ['/', '/lots/params/apartments/', '/news']) expect((await request.get(cluster.url + path)).status()).toBe(200);
  await cluster.startReplica(victim);
});

test('a lead kept while the CMS is away is delivered by another replica once the one that kept it has stopped', async ({ request }) => {
  const [keeper, other] = cluster.replicaPorts as [number, number];
  const token = await formToken(replica(keeper));
  const name = uniqueName();
  await cluster.stopCms();
  try {
    const response = await request.post(`${replica(keeper)}/api/form/feedback/`, { headers: { 'x-forwarded-for': uniqueIp() }, data: lead(name, token) });
    expect(response.status()).toBe(202);
    // Kept in Redis: every replica sees it waiting.
    expect(await (await request.get(`${replica(other)}/healthz`)).json()).toMatchObject({ status: 'degraded', cms: { ok: false }, leadsQueued: 1 });
    await cluster.killReplica(keeper);
  } finally {
    await cluster.startCms();
  }
  await expect.poll(() => storedLeads(cluster.database, name).length, { timeout: 30_000 }).toBe(1);
  expect(await (await request.get(`${replica(other)}/healthz`)).json()).toMatchObject({ status: 'ok', leadsQueued: 0 });
  await cluster.startReplica(keeper);
});

// What the panel can send (consent is required by the browser): the news opt-in off and on, the extended form.
const KEPT_LEADS = [
  { is_adv: 0, mode: 'default', form_id: '0001' },
  { is_adv: 1, mode: 'default', form_id: '0001' },
  { is_adv: 1, mode: 'extended', time: 'С 9:00 до 12:00', coomun_method: 'Telegram', form_id: '0002' },
] as const;

test('every option of the form kept in Redis while the CMS is away reaches it as it was sent', async ({ request }) => {
  const token = await formToken(cluster.url);
  const sent = KEPT_LEADS.map((options) => ({ ...options, name: uniqueName() }));
  await cluster.stopCms();
  try {
    for (const lead of sent) {
      const response = await request.post(`${cluster.url}/api/form/feedback/`, {
        headers: { 'x-forwarded-for': uniqueIp() },
        data: { phone: '+7 (916) 123-45-67', is_agreed: true, website: '', form_token: token, ...lead },
      });
      expect(response.status()).toBe(202);
    }
  } finally {
    await cluster.startCms();
  }
  for (const { name, ...options } of sent) {
    await expect.poll(() => storedLeads(cluster.database, name), { timeout: 30_000 }).toEqual([
      expect.objectContaining({ name, phone: '+7 (916) 123-45-67', is_agreed: true, ...options }),
    ]);
  }
});

test('with Redis stopped, pages still answer 200 (cache misses fall through) and leads are still stored', async ({ request }) => {
  await cluster.stopRedis();
  try {
    // A catalogue view no replica has rendered yet: its CMS reads miss every cache.
    const fresh = `/lots/params/apartments/?rooms=2&price_max=${40_000_000 + (Date.now() % 1000) * 1000}`;
    for (const port of cluster.replicaPorts) {
      for (const path of ['/', '/news/1', fresh]) expect((await request.get(replica(port) + path, asBalancer())).status(), `${port} ${path}`).toBe(200);
      const health = await (await request.get(`${replica(port)}/healthz`)).json();
      expect(health).toMatchObject({ status: 'degraded', cms: { ok: true }, redis: { ok: false } });
    }
    const token = await formToken(cluster.url);
    const name = uniqueName();
    expect(await sendLead(request, cluster.url, uniqueIp(), lead(name, token))).toBe(201);
    expect(storedLeads(cluster.database, name)).toHaveLength(1);
  } finally {
    await cluster.startRedis();
  }
});

// The edge: the repository's nginx configuration (deploy/nginx) in front, as in production.
test("through nginx: Next's scripts and stylesheets at brotli 11 as compressed at build (gzip to others), kept a year", async ({ request }) => {
  const html = await (await request.get(`${cluster.url}/`)).text();
  const assets = [...new Set([...html.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.(?:css|js))"/g)].map((match) => match[1] ?? ''))];
  expect(assets.length).toBeGreaterThan(3);
  for (const url of assets) {
    const br = await request.get(cluster.url + url, { headers: { 'accept-encoding': 'br' } });
    const body = await br.body();
    // Files under 512 bytes are sent as they are.
    const sent = body.length < 512 ? `undefined ${body.length}` : `br ${brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length}`;
    expect(`${br.headers()['content-encoding']} ${br.headers()['content-length']} ${br.headers()['cache-control']}`, url).toBe(`${sent} public, max-age=31536000, immutable`);
    if (body.length >= 512) expect((await request.get(cluster.url + url, { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding'], url).toBe('gzip');
  }
});

test('through nginx: pages, answers and drawings come compressed, pages with their CSP and security headers; 404, 308 and the alias host as from a replica', async ({ request }) => {
  for (const path of ['/', '/contacts', '/lots/params/apartments/?rooms=2', '/news/1']) {
    const response = await request.get(cluster.url + path, { headers: { 'accept-encoding': 'br' } });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-encoding'], path).toBe('br');
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+;/);
    expect([headers['x-content-type-options'], headers['referrer-policy'], headers['x-frame-options']], path).toEqual(['nosniff', 'strict-origin-when-cross-origin', 'DENY']);
  }
  // The API's answers and the CMS's drawings are text: compressed on the way too (WebP and JPEG are already).
  // A card's drawing (without its labels, from /api/plan-markup) and the drawing itself, as the media proxy serves it.
  const thumbnail = /src="(\/api\/plan-markup\?src=[^"]+)"/.exec(await (await request.get(`${cluster.url}/lots/params/apartments/`)).text())?.[1]?.replaceAll('&amp;', '&');
  expect(thumbnail, 'a plan drawing on the catalogue').toBeTruthy();
  const drawing = new URL(thumbnail!, cluster.url).searchParams.get('src');
  expect(drawing).toMatch(/\.svg$/);
  for (const path of ['/api/realty_list/apartments/', thumbnail!, drawing!]) {
    const response = await request.get(cluster.url + path, { headers: { 'accept-encoding': 'gzip' } });
    expect([response.status(), response.headers()['content-encoding']], path).toEqual([200, 'gzip']);
  }
  for (const path of ['/lots/999999', '/news/no-such-news', '/no-such-page']) expect((await request.get(cluster.url + path)).status(), path).toBe(404);
  const byCode = await request.get(`${cluster.url}/lots/VR-1-1-005`, { maxRedirects: 0 });
  expect(byCode.status()).toBe(308);
  expect(byCode.headers().location).toMatch(/^\/lots\/\d+$/);
  expect((await request.get(`${cluster.url}/news/%zz`)).status()).toBe(400);
  const alias = await request.get(`${cluster.url.replace('127.0.0.1', 'localhost')}/contacts`, { maxRedirects: 0 });
  expect([alias.status(), alias.headers().location]).toEqual([308, `${cluster.url}/contacts`]);
});

test('through nginx: a picture at a size the page asks for is made once and then kept', async ({ request }) => {
  const html = await (await request.get(`${cluster.url}/`)).text();
  const image = /"(\/_next\/image\?url=[^"]+?)(?: \d+w)?[",]/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(image).toBeTruthy();
  const first = await request.get(cluster.url + image!, { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(first.status()).toBe(200);
  await expect.poll(async () => (await request.get(cluster.url + image!, { headers: { accept: 'image/avif,image/webp,*/*' } })).headers()['x-cache']).toBe('HIT');
});

test('a replica started (a deploy, a scale-up) expires nothing on the others: their cached pages are served as they were', async ({ request }) => {
  const pages = ['/contacts', '/news/1', '/lots/params/apartments/'];
  const others = cluster.replicaPorts.slice(0, 2);
  const served = async () =>
    Promise.all(others.flatMap((port) => pages.map(async (path) => {
      const response = await request.get(replica(port) + path, asBalancer());
      return `${port}${path} ${response.headers()['x-nextjs-cache']} ${(await response.body()).length}`;
    })));
  // A catalogue view goes to a replica's cache on its second visit there (lib/routes/filter-views.ts).
  await served();
  await served();
  const before = await served();
  expect(before.every((line) => / HIT /.test(line)), before.join('\n')).toBe(true);
  const newcomer = PORT + 6;
  await cluster.startReplica(newcomer);
  try {
    for (const path of pages) expect((await request.get(replica(newcomer) + path, asBalancer())).status(), path).toBe(200);
    expect(await served()).toEqual(before);
  } finally {
    await cluster.killReplica(newcomer);
  }
});

test("with the CMS away, a replica shows a page it never rendered from another replica's last good answers (Redis)", async ({ request }) => {
  const [first, second, third] = cluster.replicaPorts as [number, number, number];
  // A catalogue view only the first replica has rendered: its CMS answers are kept as last good, in Redis too.
  const view = `/lots/params/apartments/?rooms=2&price_max=${70_000_000 + (Date.now() % 1000) * 1000}`;
  const seen = await request.get(replica(first) + view, asBalancer());
  expect(seen.status()).toBe(200);
  const results = /<h1[^>]*>[\s\S]*?<\/h1>/.exec(await seen.text())?.[0];
  await cluster.stopCms();
  try {
    // The CMS changed (the webhook, through another replica): every fresh answer and page is gone on every replica.
    expect((await request.post(`${replica(second)}/api/revalidate`, { headers: { 'x-revalidate-secret': cluster.secret } })).status()).toBe(200);
    const shown = await request.get(replica(third) + view, asBalancer());
    expect(shown.status()).toBe(200);
    const html = await shown.text();
    expect(html).not.toContain('Раздел ненадолго недоступен');
    expect(html).toContain('data-stale-notice');
    expect(/<h1[^>]*>[\s\S]*?<\/h1>/.exec(html)?.[0]).toBe(results);
  } finally {
    await cluster.startCms();
  }
});
