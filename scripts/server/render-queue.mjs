// Pages take turns on the one JavaScript thread (issue 47). Rendering a page nobody asked for before is ~45 ms of CPU;
// ten such requests at once share the thread, so every one of them answers after about ten renders. In turn, the first
// answers after one render, the second after two, and so on: the same pages a second, a much shorter wait for most,
// and fewer half-made pages in memory at once. `slots` pages render at once (measured with bench:http's random
// arrivals at half the peak: one at a time p99 ~220 ms, two at once ~290–340, all at once ~350–420). A page still
// rendering `leaseMs` after its turn began is waiting on something other than the CPU (a CMS slow to answer): it gives
// its turn to the next and goes on outside the count, so a slow CMS never holds back the pages the cache answers in a
// millisecond for longer than that. RENDER_SLOTS (scripts/server.mjs) sets `slots`: 2 or more for a CMS far away.
// A turn that ends hands over to the next on the event loop's next round (`setImmediate`), never in the same run of
// promise callbacks: a page from the cache is answered without any real waiting (its store is read synchronously), so
// a queue of them, each starting the next as it closed, ran as one unbroken task of 0.5–1.1 s during a crawl. Node
// accepts one new connection per round of its loop (libuv/libuv#3696), so a burst of connections waited in the
// kernel's accept queue for as many such rounds (bench:crawl: lots answered after 2.5–10.6 s by the crawler's clock,
// 0.2–1.2 s by the server's own; docs/decisions/0009-crawlers.md). A request read while a turn is being handed over
// waits for that round too: the loop reads many sockets in one go, and each page, starting as the one before closed,
// ran there in turn, with no round between them (a burst's last connections were accepted 0.4 s later in a 100-request
// test, its cached pages 0.6 s instead of 0.27 s). While a round accepts a connection, the hand-over takes one more, so
// a burst is taken in (and its cached pages can go first) before the next page; at most `maxRounds`.

/**
 * Node's own `setImmediate`, taken when this module loads: Next replaces the global one once its server has loaded
 * (node-environment-extensions/fast-set-immediate) to hold a render's immediates to that render.
 */
const nodeImmediate = globalThis.setImmediate;

/**
 * The site's setting: one page renders at a time; a turn lasts at most 150 ms (a render takes 20–80 ms of CPU); a page
 * to render waits at most 5 s behind cached pages.
 */
export const RENDER_TURNS = { slots: 1, leaseMs: 150, agingMs: 5_000 };

/**
 * Requests that render a page (HTML, or the RSC data of a client navigation); not the API, Next's files, generated
 * pictures, feeds, tracking files, the health check or files with an extension: those never wait.
 * @param {string | undefined} url the request's target
 */
export function takesTurns(url = '/') {
  const path = url.split('?')[0] ?? '/';
  return !/^\/(api|_next|og|feeds|tracking)\/|^\/healthz$|\.[a-z0-9]+$/i.test(path);
}

/**
 * What a request waits for: `cached` a page Next answers from its cache (a few milliseconds: createCachedPages), `render`
 * a page rendered now (20–80 ms), `background` the warm-up's (warm-pages.mjs). A cached page goes before the pages to
 * render, so a crawl's hits are not held behind its renders; a render waiting `agingMs` goes before them all, so a
 * stream of cached pages never holds a render back for longer; the warm-up's go when no visitor's is waiting.
 * @typedef {'cached' | 'render' | 'background'} TurnKind
 */

/**
 * @param {{ slots: number, leaseMs: number, agingMs?: number, now?: () => number, setTimer?: typeof setTimeout, clearTimer?: typeof clearTimeout, defer?: (callback: () => void) => unknown, arrivals?: () => number, maxRounds?: number }} options
 *   `arrivals`: how many connections the server has accepted so far (its `connection` events)
 */
export function createRenderQueue({ slots, leaseMs, agingMs = 5_000, now = () => performance.now(), setTimer = setTimeout, clearTimer = clearTimeout, defer = nodeImmediate, arrivals = () => 0, maxRounds = 128 }) {
  let running = 0;
  let handOverDue = false;
  /** The turns waiting, each kind in the order they came, with the moment each came. @type {Record<TurnKind, Map<() => void, number>>} */
  const waiting = { cached: new Map(), render: new Map(), background: new Map() };
  const first = (kind) => waiting[kind].keys().next().value;
  const next = () => {
    const oldestRender = waiting.render.entries().next().value;
    if (oldestRender && now() - oldestRender[1] >= agingMs) return ['render', oldestRender[0]];
    for (const kind of ['cached', 'render', 'background']) if (waiting[kind].size > 0) return [kind, first(kind)];
    return null;
  };
  const startNext = () => {
    for (let turn = next(); turn && running < slots; turn = next()) {
      waiting[turn[0]].delete(turn[1]);
      turn[1]();
    }
  };
  /**
   * The turns freed now begin after the event loop has taken in what came meanwhile (new connections, requests): one
   * more round while the last one accepted a connection (`arrivals` counts them), since Node accepts one a round and a
   * burst would otherwise wait in the kernel one page at a time; `maxRounds` at most, so a stream of connections never
   * holds the pages back.
   */
  const handOver = () => {
    if (handOverDue) return;
    handOverDue = true;
    let seen = arrivals();
    let rounds = 1;
    const round = () => {
      const count = arrivals();
      if (count !== seen && rounds < maxRounds) {
        seen = count;
        rounds += 1;
        defer(round);
        return;
      }
      handOverDue = false;
      startNext();
    };
    defer(round);
  };

  return {
    /**
     * Calls `start` when a turn is free. The turn ends when `res` closes (answered, or the visitor left) or `leaseMs`
     * after it began; a request whose visitor left while it waited never starts.
     * @param {import('node:events').EventEmitter} res the response (its `close` event)
     * @param {() => void} start
     * @param {TurnKind} [kind]
     */
    enter(res, start, kind = 'render') {
      /** @type {'waiting' | 'running' | 'over'} */
      let state = 'waiting';
      let lease;
      const end = () => {
        if (state === 'running') {
          running -= 1;
          clearTimer(lease);
        }
        if (state === 'waiting') waiting[kind].delete(begin);
        state = 'over';
        handOver();
      };
      const begin = () => {
        state = 'running';
        running += 1;
        lease = setTimer(end, leaseMs);
        lease?.unref?.();
        start();
      };
      res.once('close', end);
      waiting[kind].set(begin, now());
      // A turn that ended in this round of the loop hands over in the next (handOver): a request read meanwhile waits
      // for it, or the requests of one read of many sockets would all run here, one after another, in one task.
      if (!handOverDue) startNext();
    },
    get size() {
      return { running, waiting: waiting.cached.size + waiting.render.size + waiting.background.size };
    },
  };
}

/**
 * The pages Next answered from its cache last time (its `x-nextjs-cache` header: HIT, STALE, or MISS for a page it has
 * just stored), by address: their next request, a few milliseconds of work, takes a `cached` turn, before the pages
 * being rendered (a crawl mixes both: issue 61). An address answered without the header (rendered for its visitor
 * alone: a filter set's first visit, the print sheet) takes a `render` turn again. At most `maxPaths` addresses are
 * remembered, the oldest forgotten first.
 */
export function createCachedPages({ maxPaths = 50_000 } = {}) {
  const paths = new Set();
  const keyOf = (req) => `${req.headers.rsc ? 'rsc ' : ''}${req.url}`;
  return {
    /** @param {import('node:http').IncomingMessage} req */
    has: (req) => paths.has(keyOf(req)),
    /** Notes how Next answered `req` (call once the response is sent). */
    note(req, res) {
      const key = keyOf(req);
      paths.delete(key);
      if (!res.getHeader('x-nextjs-cache') || res.statusCode !== 200) return;
      paths.add(key);
      if (paths.size > maxPaths) paths.delete(paths.values().next().value);
    },
  };
}
