import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSharedPageBrotli, isSharedCacheable } from '@/scripts/server/shared-page-brotli.mjs';

const page = (title: string) => `<!DOCTYPE html><html lang="ru"><body><h1>${title}</h1>${'<p>Квартира с видом на парк, 3 этаж, 54,2 м².</p>'.repeat(200)}</body></html>`;

describe('pages every visitor gets alike, at brotli 11', () => {
  it.each([
    ['s-maxage=600, stale-while-revalidate=85800', true],
    ['public, s-maxage=60', true],
    ['private, no-store', false],
    ['no-store, s-maxage=60', false],
    ['max-age=60', false],
    [undefined, false],
  ])('Cache-Control %s: shared %s', (header, shared) => {
    expect(isSharedCacheable(header)).toBe(shared);
  });

  it('answers from the second request on with the page at level 11, byte for byte', async () => {
    const pages = createSharedPageBrotli({ maxBytes: 1024 * 1024 });
    const html = page('Квартиры');
    expect(pages.body(html)).toBeNull();
    await pages.settled();
    expect(pages.size.entries).toBe(0); // asked for once: not worth level 11 yet
    expect(pages.body(html)).toBeNull();
    await pages.settled();
    const body = pages.body(html);
    expect(body).not.toBeNull();
    expect(brotliDecompressSync(body ?? Buffer.alloc(0)).toString('utf8')).toBe(html);
    const best = brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
    expect(body?.length).toBe(best.length);
    expect(body?.length).toBeLessThan(brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length);
  });

  it('keeps a changed page apart from the old one and drops the least recently sent past its bound', async () => {
    const one = page('Один');
    const size = brotliCompressSync(Buffer.from(one), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const pages = createSharedPageBrotli({ maxBytes: size * 2 + 10 });
    const keep = async (html: string) => {
      pages.body(html);
      pages.body(html);
      await pages.settled();
    };
    await keep(one);
    await keep(page('Два'));
    expect(pages.size.entries).toBe(2);
    expect(pages.body(one)).not.toBeNull(); // now the most recently sent
    await keep(page('Три'));
    expect(pages.size.entries).toBe(2);
    expect(pages.body(one)).not.toBeNull();
    expect(pages.body(page('Два'))).toBeNull();
    expect(pages.size.bytes).toBeLessThanOrEqual(size * 2 + 10);
  });

  it('compresses one page at a time: a second page asked for meanwhile waits for its next request', async () => {
    const pages = createSharedPageBrotli({ maxBytes: 1024 * 1024 });
    const [a, b] = [page('А'), page('Б')];
    pages.body(a);
    pages.body(b);
    pages.body(a); // starts a
    pages.body(b); // a is under way: b is not started
    await pages.settled();
    expect(pages.size.entries).toBe(1);
    pages.body(b);
    await pages.settled();
    expect(pages.body(b)).not.toBeNull();
  });
});
