import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chosenEncoding, createStaticAssets } from '@/scripts/server/static-assets.mjs';

const STYLESHEET = `.card{color:#1d1b18;padding:24px}\n`.repeat(400);

function buildFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'chunks', 'site.css'), STYLESHEET);
  writeFileSync(join(dir, 'chunks', 'page.js'), 'console.log("страница")');
  writeFileSync(join(dir, 'secret.txt'), 'not an asset');
  return dir;
}

/** A stand-in response that records what was answered. */
function response() {
  const headers: Record<string, string | number> = {};
  const sent: { status?: number; body?: Buffer } = {};
  const res = {
    set statusCode(status: number) {
      sent.status = status;
    },
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = value;
    },
    end: (body?: Buffer) => {
      sent.body = body;
    },
  };
  return { res: res as never, headers, sent };
}

const request = (url: string, encoding = 'gzip, deflate, br, zstd', method = 'GET') => ({ method, url, headers: { 'accept-encoding': encoding } });

async function served(assets: ReturnType<typeof createStaticAssets>, url: string, encoding?: string) {
  expect(assets.serve(request(url, encoding), response().res)).toBe(false);
  await expect.poll(() => assets.size.entries, { timeout: 5000 }).toBeGreaterThan(0);
  const answer = response();
  return { handled: assets.serve(request(url, encoding), answer.res), ...answer };
}

describe('static assets compressed once', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('Accept-Encoding %s answers in %s', (header, encoding) => {
    expect(chosenEncoding(header)).toBe(encoding);
  });

  it('answers a built stylesheet in brotli from the second request on, byte for byte, immutable', async () => {
    const assets = createStaticAssets({ staticDir: buildFolder(), maxBytes: 1024 * 1024 });
    const { handled, headers, sent } = await served(assets, '/_next/static/chunks/site.css');
    expect(handled).toBe(true);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(sent.body ?? Buffer.alloc(0)).toString()).toBe(STYLESHEET);
    expect(headers['content-length']).toBe(sent.body?.length);
    expect(sent.body?.length).toBeLessThan(STYLESHEET.length / 20);
  });

  it('answers gzip to a browser without brotli', async () => {
    const assets = createStaticAssets({ staticDir: buildFolder(), maxBytes: 1024 * 1024 });
    const { handled, headers, sent } = await served(assets, '/_next/static/chunks/page.js', 'gzip');
    expect(handled).toBe(true);
    expect(headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(gunzipSync(sent.body ?? Buffer.alloc(0)).toString()).toBe('console.log("страница")');
  });

  it('leaves to Next what is not a built script or stylesheet, or not there', async () => {
    const dir = buildFolder();
    const assets = createStaticAssets({ staticDir: dir, maxBytes: 1024 * 1024 });
    for (const url of ['/_next/static/secret.txt', '/_next/static/../secret.txt', '/_next/static/chunks/site.css?x=1', '/api/media/a.css', '/_next/static/chunks/missing.js']) {
      expect(assets.serve(request(url), response().res)).toBe(false);
    }
    expect(assets.serve(request('/_next/static/chunks/site.css', 'identity'), response().res)).toBe(false);
    expect(assets.serve(request('/_next/static/chunks/site.css', 'br', 'POST'), response().res)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(assets.size.entries).toBe(0);
  });

  it('keeps no more than its bound', async () => {
    const assets = createStaticAssets({ staticDir: buildFolder(), maxBytes: 10 });
    expect(assets.serve(request('/_next/static/chunks/site.css'), response().res)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(assets.size.bytes).toBe(0);
    expect(assets.serve(request('/_next/static/chunks/site.css'), response().res)).toBe(false);
  });
});
