import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createCachedPages, createRenderQueue, RENDER_TURNS, takesTurns } from '../../scripts/server/render-queue.mjs';

/** The event loop's next round of each queue (its deferred hand-overs), run by the test. */
const nextRounds = new WeakMap<object, () => void>();

/** A queue with timers the test fires by hand, a clock it moves and the event loop's rounds it runs. */
function queueWithClock(slots = 1, leaseMs = 150, accepting: { arrivals?: () => number; maxRounds?: number } = {}) {
  const timers = new Map<number, () => void>();
  let next = 0;
  const clock = { now: 0 };
  let deferred: Array<() => void> = [];
  const queue = createRenderQueue({
    slots,
    leaseMs,
    agingMs: 5000,
    now: () => clock.now,
    setTimer: (callback) => {
      next += 1;
      timers.set(next, callback);
      return next;
    },
    clearTimer: (timer) => void timers.delete(timer as number),
    defer: (callback) => void deferred.push(callback),
    ...accepting,
  });
  const nextRound = () => {
    const due = deferred;
    deferred = [];
    for (const callback of due) callback();
  };
  nextRounds.set(queue, nextRound);
  const fireLeases = () => {
    for (const [id, callback] of [...timers]) {
      timers.delete(id);
      callback();
    }
    nextRound();
  };
  return { queue, fireLeases, clock, nextRound };
}

/**
 * A request entering the queue: whether it has started, and its response closed by the test — `close` as a server
 * answers (the event loop goes round before the next turn), `closeNow` with nothing after it yet.
 */
function request(queue: ReturnType<typeof createRenderQueue>, started: string[], name: string, kind?: 'cached' | 'render' | 'background') {
  const res = new EventEmitter();
  queue.enter(res, () => started.push(name), kind);
  const closeNow = () => void res.emit('close');
  return { close: () => (closeNow(), nextRounds.get(queue)?.()), closeNow };
}

describe('takesTurns: which requests render a page', () => {
  it.each([
    ['/', true],
    ['/lots/params/apartments/?rooms=2&price_max=70000000', true],
    ['/lots/1203', true],
    ['/news/page/2', true],
    ['/s/abcdefghijklmnopqrstuv', true],
    ['/api/leads/', false],
    ['/api/realty_list/apartments/?rooms=2', false],
    ['/_next/static/chunks/app.js', false],
    ['/_next/image?url=%2Fapi%2Fmedia%2Fx.svg&w=640&q=75', false],
    ['/og/lot/1203', false],
    ['/feeds/news.xml', false],
    ['/tracking/analytics.js', false],
    ['/healthz', false],
    ['/robots.txt', false],
    ['/sitemap.xml', false],
    ['/favicon.ico', false],
  ])('%s → %s', (url, expected) => {
    expect(takesTurns(url)).toBe(expected);
  });
});

describe('render queue', () => {
  it('lets one page render at a time by default, a turn at most 150 ms, a render waiting at most 5 s behind cached pages', () => {
    expect(RENDER_TURNS).toEqual({ slots: 1, leaseMs: 150, agingMs: 5000 });
  });

  it('a cached page goes before the pages waiting to render; the warm-up only when no visitor waits', () => {
    const { queue } = queueWithClock(1);
    const started: string[] = [];
    const first = request(queue, started, 'render 1');
    request(queue, started, 'warm', 'background');
    request(queue, started, 'render 2');
    request(queue, started, 'lot (cached)', 'cached');
    first.close();
    expect(started).toEqual(['render 1', 'lot (cached)']);
  });

  it.each([
    [4999, ['render 1', 'lot (cached)', 'render 2']],
    [5000, ['render 1', 'render 2', 'lot (cached)']],
  ])('a render waiting %i ms goes before cached pages from 5 s on: %j', (waited, order) => {
    const { queue, clock } = queueWithClock(1);
    const started: string[] = [];
    const first = request(queue, started, 'render 1');
    const handles = new Map([['render 2', request(queue, started, 'render 2')]]);
    clock.now = waited;
    handles.set('lot (cached)', request(queue, started, 'lot (cached)', 'cached'));
    first.close();
    handles.get(started[1] ?? '')?.close();
    expect(started).toEqual(order);
  });

  it('the warm-up takes a turn when none of the visitors waits, and waits behind those who come', () => {
    const { queue } = queueWithClock(1);
    const started: string[] = [];
    const warm = request(queue, started, 'warm 1', 'background');
    request(queue, started, 'warm 2', 'background');
    const visitor = request(queue, started, 'visitor');
    warm.close();
    visitor.close();
    expect(started).toEqual(['warm 1', 'visitor', 'warm 2']);
  });

  it('starts pages in the order they came, the next when the one before is answered', () => {
    const { queue } = queueWithClock(1);
    const started: string[] = [];
    const first = request(queue, started, 'first');
    const second = request(queue, started, 'second');
    request(queue, started, 'third');
    expect(started).toEqual(['first']);
    expect(queue.size).toEqual({ running: 1, waiting: 2 });
    first.close();
    expect(started).toEqual(['first', 'second']);
    second.close();
    expect(started).toEqual(['first', 'second', 'third']);
    expect(queue.size).toEqual({ running: 1, waiting: 0 });
  });

  it('hands a freed turn over on the event loop\'s next round: a request read meanwhile takes its place in the order', () => {
    const { queue, nextRound } = queueWithClock(1);
    const started: string[] = [];
    const first = request(queue, started, 'first');
    request(queue, started, 'render');
    first.closeNow();
    // Nothing begins in the run of callbacks that answered the first page: the server reads new requests first.
    expect(started).toEqual(['first']);
    expect(queue.size).toEqual({ running: 0, waiting: 1 });
    // A request read in the same round waits for the hand-over too (one read of many sockets once ran them all here,
    // one after another, in one task), then goes by its kind: the cached page first.
    const lot = request(queue, started, 'lot (cached)', 'cached');
    expect(started).toEqual(['first']);
    nextRound();
    expect(started).toEqual(['first', 'lot (cached)']);
    lot.closeNow();
    nextRound();
    expect(started).toEqual(['first', 'lot (cached)', 'render']);
  });

  it('starts a request at once when no turn is being handed over', () => {
    const { queue } = queueWithClock(1);
    const started: string[] = [];
    request(queue, started, 'first').close();
    request(queue, started, 'second');
    expect(started).toEqual(['first', 'second']);
  });

  it('hands over after one more round while the last one accepted a connection, at most maxRounds', () => {
    let connections = 0;
    const { queue, nextRound } = queueWithClock(1, 150, { arrivals: () => connections, maxRounds: 3 });
    const started: string[] = [];
    const first = request(queue, started, 'first');
    request(queue, started, 'second');
    first.closeNow();
    connections += 1; // the round after the first page accepted a connection: another round before the next page
    nextRound();
    expect(started).toEqual(['first']);
    nextRound(); // this round accepted none: the next page begins
    expect(started).toEqual(['first', 'second']);

    const { queue: busy, nextRound: busyRound } = queueWithClock(1, 150, { arrivals: () => connections, maxRounds: 3 });
    const pages: string[] = [];
    const a = request(busy, pages, 'a');
    request(busy, pages, 'b');
    a.closeNow();
    // A connection in every round: the page waits three rounds at most.
    for (const expected of [['a'], ['a'], ['a', 'b']]) {
      connections += 1;
      busyRound();
      expect(pages).toEqual(expected);
    }
  });

  it('renders as many at once as it has slots', () => {
    const { queue } = queueWithClock(2);
    const started: string[] = [];
    request(queue, started, 'a');
    request(queue, started, 'b');
    request(queue, started, 'c');
    expect(started).toEqual(['a', 'b']);
  });

  it('never starts a page whose visitor left while it waited', () => {
    const { queue } = queueWithClock(1);
    const started: string[] = [];
    const first = request(queue, started, 'first');
    const gone = request(queue, started, 'gone');
    request(queue, started, 'third');
    gone.close();
    first.close();
    expect(started).toEqual(['first', 'third']);
    expect(queue.size).toEqual({ running: 1, waiting: 0 });
  });

  it('gives the turn to the next page when one waits past its lease (a slow CMS), and counts it once', () => {
    const { queue, fireLeases } = queueWithClock(1);
    const started: string[] = [];
    const slow = request(queue, started, 'slow');
    const quick = request(queue, started, 'quick');
    fireLeases();
    expect(started).toEqual(['slow', 'quick']);
    expect(queue.size).toEqual({ running: 1, waiting: 0 });
    slow.close();
    expect(queue.size).toEqual({ running: 1, waiting: 0 });
    quick.close();
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });
});

describe('cached pages: the addresses Next answered from its cache take cached turns', () => {
  const req = (url: string, rsc = false) => ({ url, headers: rsc ? { rsc: '1' } : {} });
  const res = (cache: string | undefined, statusCode = 200) => ({ statusCode, getHeader: (name: string) => (name === 'x-nextjs-cache' ? cache : undefined) });

  it.each([
    ['HIT', 200, true],
    ['STALE', 200, true],
    ['MISS', 200, true],
    [undefined, 200, false],
    ['HIT', 404, false],
  ])('answered with x-nextjs-cache %s and status %i: cached next time %s', (cache, status, expected) => {
    const pages = createCachedPages();
    pages.note(req('/lots/613'), res(cache, status));
    expect(pages.has(req('/lots/613'))).toBe(expected);
    expect(pages.has(req('/lots/613', true))).toBe(false);
  });

  it('an address answered without the cache afterwards renders in turn again; the oldest address goes past the bound', () => {
    const pages = createCachedPages({ maxPaths: 2 });
    pages.note(req('/a'), res('HIT'));
    pages.note(req('/a'), res(undefined));
    expect(pages.has(req('/a'))).toBe(false);
    for (const url of ['/b', '/c', '/d']) pages.note(req(url), res('HIT'));
    expect([pages.has(req('/b')), pages.has(req('/c')), pages.has(req('/d'))]).toEqual([false, true, true]);
  });
});
