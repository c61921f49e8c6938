import { test, expect } from './support/fixtures';
import { CATALOG, catalogView, chooseOption, resultCount } from './support/catalog';
import { countApartments } from './support/cms-db';

/** The number the catalogue's HTML says it found. */
const foundIn = (html: string) => Number(/data-testid="result-count"[^>]*>(\d+)</.exec(html)?.[1]);

test.describe('a list view loaded from a link is a cached page, whatever the spelling of its query', () => {
  test.skip(({ isMobile }) => isMobile, 'server answers: one project is enough');

  test('a filter set renders for its first visitor alone; from its second visit it is one cached page, the same filters in another order or with tracking parameters too', async ({ request }) => {
    // A price bound no earlier run asked for: the server remembers the filter sets it was asked for in the last minute.
    const max = 900_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
    const first = await request.get(`${CATALOG}?building=2&rooms=2&price_max=${max}`);
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toMatch(/private/);
    const found = foundIn(await first.text());
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(countApartments(['free', 'booked'], { building: 2 }));
    const second = await request.get(`${CATALOG}?rooms=2&utm_source=telegram&price_max=${max}&building=2`);
    expect(second.status()).toBe(200);
    expect(second.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(foundIn(await second.text())).toBe(found);
    const again = await request.get(`${CATALOG}?price_max=${max}&building=2&rooms=2&utm_campaign=spring`);
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await again.text()).toBe(await second.text());
  });

  test("the catalogue's own page (no filters) is cached for everyone from its first visit: it is not a filter set", async ({ request }) => {
    // Tracking parameters make no other view; the parking list is one few other tests open.
    const first = await request.get(`/lots/params/parking/?utm_source=e2e-${Date.now()}`);
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toMatch(/^s-maxage=\d+/);
    expect((await request.get('/lots/params/parking/')).headers()['x-nextjs-cache']).toBe('HIT');
  });

  test('each view shows its own results, the default one too', async ({ request }) => {
    const all = await (await request.get(CATALOG)).text();
    expect(foundIn(all)).toBe(countApartments(['free', 'booked']));
    const free = await (await request.get(`${CATALOG}?building=1&status=free`)).text();
    expect(foundIn(free)).toBe(countApartments(['free'], { building: 1 }));
    expect(foundIn(await (await request.get('/lots/apartments?building=1&status=free')).text())).toBe(countApartments(['free'], { building: 1 }));
  });

  test('the master plan chosen by the cookie is not for a shared cache; chosen by the URL it is', async ({ request }) => {
    const byCookie = await request.get('/lots/genplan/apartments/', { headers: { cookie: 'chosen_queue=2' } });
    expect(byCookie.headers()['cache-control']).toMatch(/private/);
    expect(await byCookie.text()).toContain('data-queue="2"');
    const byUrl = await request.get('/lots/genplan/apartments/?queue=2');
    expect(byUrl.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(await byUrl.text()).toContain('data-queue="2"');
    const plain = await request.get('/lots/genplan/apartments/');
    expect(await plain.text()).toContain('data-queue="1"');
  });

  test("construction progress (the sitemap's address, each queue, each month) is cached for everyone; the queue a cookie chose is not for a shared cache", async ({ request }) => {
    const cms = async <T,>(path: string): Promise<T> => (await request.get(path)).json() as Promise<T>;
    const queues = await cms<Array<{ id: number; name: string }>>('/api/queues/');
    const [first, second] = queues;
    const months = await cms<Array<{ date: string; title: string }>>(`/api/construction_progress/?queue=${second!.id}`);
    const older = months[1]!;
    // The page's typography joins a figure to its word with a no-break space ("1 очередь").
    const eyebrow = (html: string) => /Стройка · ([^<]+)</.exec(html)?.[1]?.replace(/\u00a0/g, ' ');
    for (const [path, queue] of [['/progress?type=gallery', first], [`/progress?type=gallery&queue=${second!.id}`, second]] as const) {
      const answer = await request.get(`${path}&utm_source=e2e-${Date.now()}`);
      expect(answer.headers()['cache-control'], path).toMatch(/^s-maxage=\d+/);
      expect(eyebrow(await answer.text()), path).toBe(queue!.name);
      expect((await request.get(path)).headers()['x-nextjs-cache'], path).toBe('HIT');
    }
    const month = await request.get(`/progress?type=gallery&queue=${second!.id}&month=${older.date}`);
    expect(month.headers()['cache-control']).toMatch(/^s-maxage=\d+/);
    expect((await month.text()).replace(/\u00a0/g, ' ')).toContain(`<title>Ход строительства — ${older.title}`);
    const byCookie = await request.get('/progress?type=gallery', { headers: { cookie: `chosen_queue=${second!.id}` } });
    expect(byCookie.headers()['cache-control']).toMatch(/private/);
    expect(eyebrow(await byCookie.text())).toBe(second!.name);
  });
});

test('a filter link works the same opened for the first time (rendered from its query) and again (from the cache)', async ({ page }) => {
  const max = 900_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
  const link = `${CATALOG}?building=1&price_max=${max}`;
  const inBuilding = countApartments(['free', 'booked'], { building: 1 });
  const twoRooms: number[] = [];
  for (const visit of ['first', 'second']) {
    const response = await page.goto(link);
    expect(response?.headers()['cache-control'], visit).toMatch(visit === 'first' ? /private/ : /s-maxage=\d+/);
    expect(await resultCount(page), visit).toBe(inBuilding);
    await chooseOption(page, 'filter-rooms-2');
    await expect(page, visit).toHaveURL(/rooms=2/);
    await expect(catalogView(page).getByTestId('result-count'), visit).not.toHaveText(String(inBuilding));
    twoRooms.push(await resultCount(page));
  }
  expect(twoRooms[0]).toBeGreaterThan(0);
  expect(twoRooms[1]).toBe(twoRooms[0]);
});
