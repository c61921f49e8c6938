import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createImageCache, isOptimisedImageRequest, negotiatedFormat } from '../../scripts/server/image-cache.mjs';

type Answer = { statusCode: number; headers: Record<string, unknown>; body: Buffer };

/** A ServerResponse stand-in: what was set and sent. */
function response() {
  const sent: Answer = { statusCode: 200, headers: {}, body: Buffer.alloc(0) };
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    setHeader(name: string, value: unknown) {
      sent.headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete sent.headers[name.toLowerCase()];
    },
    getHeaders() {
      return { ...sent.headers };
    },
    write(chunk: Buffer) {
      sent.body = Buffer.concat([sent.body, chunk]);
      return true;
    },
    end(chunk?: Buffer) {
      if (chunk) sent.body = Buffer.concat([sent.body, chunk]);
      sent.statusCode = res.statusCode;
      return res;
    },
  });
  return { res, sent };
}

const request = (url: string, accept: string, etag?: string) => ({ method: 'GET', url, headers: { accept, ...(etag ? { 'if-none-match': etag } : {}) } });

/** Next answering a picture: headers, then the body in two writes. */
function nextAnswers(res: ReturnType<typeof response>['res'], body: string, status = 200) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'image/avif');
  res.setHeader('ETag', '"e1"');
  res.setHeader('Date', 'today');
  res.write(Buffer.from(body.slice(0, 2)));
  res.end(Buffer.from(body.slice(2)));
}

describe('the optimised-picture cache of the server', () => {
  it.each([
    ['image/avif,image/webp,image/apng,*/*;q=0.8', 'image/avif'],
    ['image/webp,*/*', 'image/webp'],
    ['image/png, image/webp;q=0.9', 'image/webp'],
    ['*/*', 'original'],
    ['', 'original'],
  ])('Accept %j is answered as %s, as Next chooses', (accept, format) => {
    expect(negotiatedFormat(accept)).toBe(format);
  });

  it.each([
    ['GET', '/_next/image?url=%2Fapi%2Fmedia%2Fa.webp&w=640&q=75', true],
    ['HEAD', '/_next/image?url=%2Fapi%2Fmedia%2Fa.webp&w=640&q=75', false],
    ['GET', '/api/media/a.webp', false],
  ])('%s %s is an optimised picture: %s', (method, url, expected) => {
    expect(isOptimisedImageRequest({ method, url })).toBe(expected);
  });

  it('answers a picture it kept, per format, without the headers of the first answer\'s moment', () => {
    const cache = createImageCache({ maxBytes: 1000 });
    const url = '/_next/image?url=%2Fapi%2Fmedia%2Fa.webp&w=640&q=75';
    const first = response();
    expect(cache.serve(request(url, 'image/avif'), first.res)).toBe(false);
    cache.record(request(url, 'image/avif'), first.res);
    nextAnswers(first.res, 'AVIFDATA');
    expect(first.sent.body.toString()).toBe('AVIFDATA');

    const again = response();
    expect(cache.serve(request(url, 'image/avif,*/*'), again.res)).toBe(true);
    expect(again.sent).toMatchObject({ statusCode: 200, body: Buffer.from('AVIFDATA') });
    expect(again.sent.headers).toMatchObject({ 'content-type': 'image/avif', etag: '"e1"', 'x-nextjs-cache': 'HIT', 'content-length': 8 });
    expect(again.sent.headers.date).toBeUndefined();

    expect(cache.serve(request(url, 'image/webp'), response().res), 'another format is another picture').toBe(false);
    const revalidated = response();
    expect(cache.serve(request(url, 'image/avif', '"e1"'), revalidated.res)).toBe(true);
    expect(revalidated.sent).toMatchObject({ statusCode: 304, body: Buffer.alloc(0) });
  });

  it('keeps only whole pictures, and the most recently used within its bytes', () => {
    const cache = createImageCache({ maxBytes: 10 });
    const answer = (url: string, body: string, status = 200) => {
      const { res } = response();
      cache.record(request(url, 'image/avif'), res);
      nextAnswers(res, body, status);
    };
    answer('/_next/image?url=a', 'xxxx', 500);
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    answer('/_next/image?url=a', 'aaaa');
    answer('/_next/image?url=b', 'bbbb');
    expect(cache.serve(request('/_next/image?url=a', 'image/avif'), response().res)).toBe(true);
    answer('/_next/image?url=c', 'cccc');
    expect(cache.size).toEqual({ entries: 2, bytes: 8 });
    expect(cache.serve(request('/_next/image?url=b', 'image/avif'), response().res), 'the least recently used went first').toBe(false);
    expect(cache.serve(request('/_next/image?url=a', 'image/avif'), response().res)).toBe(true);
    answer('/_next/image?url=big', 'x'.repeat(11));
    expect(cache.size.entries, 'a picture larger than the whole cache is not kept').toBe(2);
  });
});
