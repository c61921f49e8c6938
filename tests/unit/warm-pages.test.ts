// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startWarming, WARM_HEADER } from '../../scripts/server/warm-pages.mjs';

/** A site as the warm-up sees it: a sitemap, the master plan's levels linking to each other, a lot Next serves stale once. */
const PAGES: Record<string, string> = {
  '/sitemap.xml': ['/', '/lots/1', '/lots/params/apartments/', '/lots/params/apartments/?rooms=2', '/lots/genplan/apartments/', '/progress?type=gallery'].map((path) => `<url><loc>https://veresk.example${path.replace('&', '&amp;')}</loc></url>`).join(''),
  '/': '<a href="/lots/2">a lot not in the sitemap</a>',
  '/lots/params/apartments/': '<a href="/lots/params/apartments/?rooms=1">1-комнатные</a><a href="/lots/genplan/apartments/?building=2&amp;view=chess">Корпус 2</a>',
  '/lots/genplan/apartments/': '<a href="/lots/genplan/apartments/?building=1">Корпус 1</a><a href="/lots/3">лот</a><a href="/api/media/x.pdf">pdf</a>',
  '/lots/genplan/apartments/?building=1': '<a href="/lots/genplan/apartments/?building=1&amp;floor=3#plan">Этаж 3</a><a href="/lots/genplan/apartments/">План</a>',
  '/progress?type=gallery': '<a href="/progress?type=gallery&amp;queue=2">2 очередь</a><a href="/progress?type=gallery&amp;month=2026-09">Сентябрь</a><a href="/lots/params/apartments/?queue=1">Квартиры</a>',
  '/progress?type=gallery&queue=2': '<a href="/progress?type=gallery&amp;queue=2&amp;month=2026-08">Август</a><a href="/progress?type=gallery">Все</a>',
};

/**
 * One pass over that site, in order: the sitemap, its pages (a room landing too: the sitemap lists no filter set), the
 * master plan's views and progress's queues and months as they are found (a building's chessboard from the catalogue's
 * own page, never the filter sets it links) and a lot on the master plan the sitemap leaves out (sold or booked); links
 * from a lot, a landing or the home page, and progress's link to the catalogue, are not followed.
 */
const PASS = [
  '/sitemap.xml',
  '/',
  '/lots/1',
  '/lots/params/apartments/',
  '/lots/params/apartments/?rooms=2',
  '/lots/genplan/apartments/',
  '/progress?type=gallery',
  '/lots/genplan/apartments/?building=2&view=chess',
  '/lots/genplan/apartments/?building=1',
  '/lots/3',
  '/progress?type=gallery&queue=2',
  '/progress?type=gallery&month=2026-09',
  '/lots/genplan/apartments/?building=1&floor=3',
  '/progress?type=gallery&queue=2&month=2026-08',
];

let server: Server | undefined;
let warming: { stop: () => void } | undefined;
afterEach(() => {
  warming?.stop();
  server?.close();
});

async function site() {
  const asked: { path: string; host?: string; warm?: string }[] = [];
  let staleOnce = true;
  server = createServer((req, res) => {
    asked.push({ path: req.url ?? '', host: req.headers.host, warm: req.headers[WARM_HEADER] as string | undefined });
    const cache = req.url === '/lots/1' && staleOnce ? ((staleOnce = false), 'STALE') : 'HIT';
    res.writeHead(200, { 'content-type': 'text/html', 'x-nextjs-cache': cache, 'cache-control': 's-maxage=600, stale-while-revalidate=85800' });
    res.end(PAGES[req.url ?? ''] ?? '<p>page</p>');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, asked };
}

/** Waits for what the warm-up does as long as it takes (a busy runner), the test's own timeout the only bound. */
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((r) => setTimeout(r, 10));
};

describe('the warm-up after a start', { timeout: 30_000 }, () => {
  it('asks for every sitemap page, its room landings too, and the master plan views they lead to, as the public host, one at a time', async () => {
    const { port, asked } = await site();
    const log: string[] = [];
    warming = startWarming({ address: '127.0.0.1', port, host: 'veresk.example', changes: () => 0, log: (line) => log.push(line), delayMs: 0, stalePollMs: 5 });
    await until(() => log.length > 0);
    // '/lots/1' was served stale: asked again once Next has made it anew, before the next page.
    expect(asked.map((request) => request.path)).toEqual([...PASS.slice(0, 3), '/lots/1', ...PASS.slice(3)]);
    expect(new Set(asked.map((request) => `${request.host} ${request.warm}`))).toEqual(new Set(['veresk.example 1']));
    expect(log).toEqual([expect.stringMatching(/^\[warm\] 13 pages made in [\d.]+ s, begun 0 s after the start, done$/)]);
  });

  it('asks again after a revalidation', async () => {
    const { port, asked } = await site();
    let changes = 0;
    const log: string[] = [];
    warming = startWarming({ address: '127.0.0.1', port, host: 'veresk.example', changes: () => changes, log: (line) => log.push(line), delayMs: 0, checkEveryMs: 20, stalePollMs: 5 });
    await until(() => log.length > 0);
    const first = asked.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(asked.length).toBe(first);
    changes += 1;
    // The whole pass again, the lot Next served stale once now fresh (asked once).
    await until(() => asked.length >= first + PASS.length);
    expect(asked.slice(first).map((request) => request.path)).toEqual(PASS);
  });
});
