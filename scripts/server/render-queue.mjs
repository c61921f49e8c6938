// Pages take turns on the one JavaScript thread (issue 47). Rendering a page nobody asked for before is ~45 ms of CPU;
// ten such requests at once share the thread, so every one of them answers after about ten renders. In turn, the first
// answers after one render, the second after two, and so on: the same pages a second, a much shorter wait for most,
// and fewer half-made pages in memory at once. `slots` pages render at once (measured with bench:http's random
// arrivals at half the peak: one at a time p99 ~220 ms, two at once ~290–340, all at once ~350–420). A page still
// rendering `leaseMs` after its turn began is waiting on something other than the CPU (a CMS slow to answer): it gives
// its turn to the next and goes on outside the count, so a slow CMS never holds back the pages the cache answers in a
// millisecond for longer than that. RENDER_SLOTS (scripts/server.mjs) sets `slots`: 2 or more for a CMS far away.

/** The site's setting: one page renders at a time; a turn lasts at most 150 ms (a render takes 20–80 ms of CPU). */
export const RENDER_TURNS = { slots: 1, leaseMs: 150 };

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
 * @param {{ slots: number, leaseMs: number, setTimer?: typeof setTimeout, clearTimer?: typeof clearTimeout }} options
 */
export function createRenderQueue({ slots, leaseMs, setTimer = setTimeout, clearTimer = clearTimeout }) {
  let running = 0;
  /** The turns waiting, in the order they came. @type {Set<() => void>} */
  const waiting = new Set();
  const startNext = () => {
    for (const begin of waiting) {
      if (running >= slots) break;
      waiting.delete(begin);
      begin();
    }
  };

  return {
    /**
     * Calls `start` when a turn is free. The turn ends when `res` closes (answered, or the visitor left) or `leaseMs`
     * after it began; a request whose visitor left while it waited never starts.
     * @param {import('node:events').EventEmitter} res the response (its `close` event)
     * @param {() => void} start
     */
    enter(res, start) {
      /** @type {'waiting' | 'running' | 'over'} */
      let state = 'waiting';
      let lease;
      const end = () => {
        if (state === 'running') {
          running -= 1;
          clearTimer(lease);
        }
        if (state === 'waiting') waiting.delete(begin);
        state = 'over';
        startNext();
      };
      const begin = () => {
        state = 'running';
        running += 1;
        lease = setTimer(end, leaseMs);
        lease?.unref?.();
        start();
      };
      res.once('close', end);
      waiting.add(begin);
      startNext();
    },
    get size() {
      return { running, waiting: waiting.size };
    },
  };
}
