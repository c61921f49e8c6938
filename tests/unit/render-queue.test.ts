import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createRenderQueue, RENDER_TURNS, takesTurns } from '../../scripts/server/render-queue.mjs';

/** A queue with timers the test fires by hand. */
function queueWithClock(slots = 1, leaseMs = 150) {
  const timers = new Map<number, () => void>();
  let next = 0;
  const queue = createRenderQueue({
    slots,
    leaseMs,
    setTimer: (callback) => {
      next += 1;
      timers.set(next, callback);
      return next;
    },
    clearTimer: (timer) => void timers.delete(timer as number),
  });
  const fireLeases = () => {
    for (const [id, callback] of [...timers]) {
      timers.delete(id);
      callback();
    }
  };
  return { queue, fireLeases };
}

/** A request entering the queue: its response (closed by the test) and whether it has started. */
function request(queue: ReturnType<typeof createRenderQueue>, started: string[], name: string) {
  const res = new EventEmitter();
  queue.enter(res, () => started.push(name));
  return { close: () => res.emit('close') };
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
  it('lets one page render at a time by default, a turn at most 150 ms', () => {
    expect(RENDER_TURNS).toEqual({ slots: 1, leaseMs: 150 });
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
