// The pages search engines crawl are made before a crawler asks (issue 61): a page nobody opened since the start takes
// ~100 ms of the one JavaScript thread, so a crawl at 100 connections of lots nobody had opened waited 15–27 s an
// answer, while a page in the cache answers in a few milliseconds. After the start this server asks itself, one page
// at a time and only when no visitor's page is waiting (render-queue.mjs), for every address of its sitemap (not the
// catalogue's filter sets, which have no end), every view of the master plan linked from them and every lot those
// views show, and each queue's and month's construction progress; the pages go to the
// cache (lib/cache/page-store.mjs keeps them until its bound lets them go). It asks again after a revalidation (a hold
// or an edit expires the pages built from what changed) and once the pages' own lifetime has passed, so what it made
// stays made. WARM_PAGES=off leaves it out (the e2e's servers: the tests measure no crawl).
import { getPage, isLotPage, linkedPages, sitemapPages } from './site-pages.mjs';

/** The header the warm-up's requests carry: they take their turn after visitors' (scripts/server.mjs). */
export const WARM_HEADER = 'x-site-warm';
/**
 * How long after the start the warm-up waits: a start's first visitors (a deploy behind a balancer) get a process that
 * compiles their pages, not the warm-up's (begun at once, it held the first page of a cold process 0.7–0.9 s longer).
 */
const START_DELAY_MS = 5_000;
/** How often the warm-up looks for a revalidation. */
const CHECK_EVERY_MS = 5_000;
/** Next regenerates a page past its lifetime after serving it stale: the warm-up waits for it before the next page. */
const STALE_POLL_MS = 100;
const STALE_POLLS = 50;
/** The pages' lifetime when no page says one (CMS_CACHE.life.revalidate). */
const DEFAULT_LIFETIME_MS = 600_000;

/** The catalogue's own page of a type, without filters (not a filter set, nor a room landing). */
const isCatalogueOwnPage = (path) => path.startsWith('/lots/params/') && !path.includes('?');
/** A view of the master plan (the complex, a building, a section, a floor, a building's chessboard). */
const isMasterPlanView = (path) => path.startsWith('/lots/genplan/');
/** Construction progress: the sitemap's page, a queue's (`?type=gallery&queue=N`) or a month's (`&month=…`). */
const isProgressPage = (path) => path === '/progress' || path.startsWith('/progress?');
/**
 * A page whose links the warm-up follows: the master plan's views lead to its buildings, sections and floors; the
 * catalogue's own pages (not its filter sets) to each building's chessboard (`?building=N&view=chess`), which no view
 * of the master plan links; construction progress to each queue and each queue's months (a cached page each since
 * f502957: made on a crawl's visit, each cost a render into the cache).
 */
const followsLinks = (path) => isMasterPlanView(path) || isCatalogueOwnPage(path) || isProgressPage(path);
/** What it follows them to: the master plan's views, the lots on its floors (those sold or booked too, which the sitemap leaves out), progress's pages. */
const followed = (path) => isMasterPlanView(path) || isLotPage(path) || isProgressPage(path);

/**
 * @param {{ address: string, port: number, host: string, changes: () => number, log?: (line: string) => void, delayMs?: number, checkEveryMs?: number, stalePollMs?: number }} options
 *   `address`, `port`: where this server listens; `host`: the public host pages answer at; `changes`: a count that
 *   moves on every revalidation (lib/cache/tag-times.mjs)
 */
export function startWarming({ address, port, host, changes, log = console.log, delayMs = START_DELAY_MS, checkEveryMs = CHECK_EVERY_MS, stalePollMs = STALE_POLL_MS }) {
  const get = async (path) => {
    const answer = await getPage({ address, port, path, headers: { host, [WARM_HEADER]: '1', accept: 'text/html' } });
    return { ...answer, cache: String(answer.headers['x-nextjs-cache'] ?? ''), cacheControl: String(answer.headers['cache-control'] ?? '') };
  };

  let lifetimeMs = 0;
  /** One page made (or found fresh); a stale one asked again until Next has made it anew. Returns whether it was made. */
  async function warm(path) {
    let answer = await get(path);
    const made = answer.cache === 'MISS' || answer.cache === 'STALE';
    for (let poll = 0; answer.cache === 'STALE' && poll < STALE_POLLS; poll += 1) {
      await new Promise((r) => setTimeout(r, stalePollMs));
      answer = await get(path);
    }
    // The longest a page says: one made from the CMS's answers (a page made while the CMS failed says less, and is made
    // again by its next visitor; passes at its pace would render every page every half minute).
    const maxAge = Number(/s-maxage=(\d+)/.exec(answer.cacheControl)?.[1]);
    if (maxAge > 0) lifetimeMs = Math.max(lifetimeMs, maxAge * 1000);
    return { made, links: answer.status === 200 && followsLinks(path) ? linkedPages(answer.body).filter(followed) : [] };
  }

  /** Every page once, in the sitemap's order, the master plan's views as they are found. */
  async function pass() {
    const sitemap = await get('/sitemap.xml');
    if (sitemap.status !== 200) return null;
    // The sitemap lists pages cached for everyone from their first visit: the room landings too, never a filter set.
    const pages = sitemapPages(sitemap.body);
    const seen = new Set(pages);
    let made = 0;
    for (let index = 0; index < pages.length; index += 1) {
      const found = await warm(pages[index]);
      if (found.made) made += 1;
      for (const link of found.links.filter((page) => !seen.has(page))) {
        seen.add(link);
        pages.push(link);
      }
    }
    return { pages: pages.length, made };
  }

  let passes = 0;
  let lastStart = 0;
  let seenChanges = 0;
  let running = false;
  async function run() {
    running = true;
    lastStart = performance.now();
    seenChanges = changes();
    try {
      const result = await pass();
      const seconds = ((performance.now() - lastStart) / 1000).toFixed(1);
      if (!result) log('[warm] sitemap.xml did not answer: pages are made on their first visit until the next try');
      else if (passes++ === 0) log(`[warm] ${result.pages} pages made in ${seconds} s, begun ${delayMs / 1000} s after the start, done`);
      else if (result.made > 0) log(`[warm] ${result.made} of ${result.pages} pages made again in ${seconds} s`);
    } finally {
      running = false;
    }
  }
  let timer;
  const first = setTimeout(() => {
    void run();
    timer = setInterval(check, checkEveryMs).unref();
  }, delayMs);
  function check() {
    if (running) return;
    if (changes() !== seenChanges || performance.now() - lastStart >= (lifetimeMs || DEFAULT_LIFETIME_MS)) void run();
  }
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
