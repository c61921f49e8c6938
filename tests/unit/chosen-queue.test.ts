import { describe, expect, it } from 'vitest';
import { bookletOfQueue, documentsOfQueue, queueById, shownQueue } from '@/lib/queue/chosen-queue';

const QUEUES = [
  { id: 1, name: '1 очередь' },
  { id: 2, name: '2 очередь' },
];

describe('the queue a page shows (SPEC §3 chosenQueue, §4 first queue by default)', () => {
  it.each([
    [undefined, undefined, 1],
    [undefined, '2', 2],
    ['2', undefined, 2],
    ['1', '2', 1],
    ['9', '2', 2],
    ['abc', 'zz', 1],
    [['2', '1'], undefined, 2],
    [' 2', undefined, 2],
  ])('URL %j, cookie %j → queue %i', (url, cookie, expected) => {
    expect(shownQueue(QUEUES, url, cookie)?.id).toBe(expected);
  });

  it('has no queue without queues', () => {
    expect(shownQueue([], '1', '1')).toBeNull();
    expect(queueById(QUEUES, '')).toBeNull();
  });

  it('documents of a queue are its own and the general ones', () => {
    const docs = [
      { id: 1, queue: 1 },
      { id: 2, queue: 2 },
      { id: 3, queue: null },
    ];
    expect(documentsOfQueue(docs, QUEUES[1] ?? null).map((d) => d.id)).toEqual([2, 3]);
    expect(documentsOfQueue(docs, null).map((d) => d.id)).toEqual([3]);
  });

  it('the booklet of a queue, else the project booklet', () => {
    const info = { booklet: '/b.pdf', queue_booklets: [{ queue: 2, file: '/b2.pdf' }] };
    expect(bookletOfQueue(info, QUEUES[1] ?? null)).toBe('/b2.pdf');
    expect(bookletOfQueue(info, QUEUES[0] ?? null)).toBe('/b.pdf');
    expect(bookletOfQueue(null, QUEUES[0] ?? null)).toBeNull();
  });
});
