// @vitest-environment node
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { heldPageResponse } from '../../scripts/server/held-page.mjs';

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server answering with `answer`, its responses of the front server's class; what the hook saw of each page. */
async function serve(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: string[] = [];
  const HeldPage = heldPageResponse((res, html) => {
    seen.push(html.toString());
    res.statusCode = 404;
    res.setHeader('content-security-policy', `script-src 'sha256-${html.length}'`);
  });
  server = createServer({ ServerResponse: HeldPage }, answer);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/** The answer to a GET of `url` (node:http: the unit tests' fetch is MSW's), its body as the pieces that arrived. */
const request = (url: string) => new Promise<IncomingMessage>((resolve, reject) => get(url, resolve).on('error', reject));
const nextPiece = (response: IncomingMessage) => new Promise<string>((resolve) => response.once('data', (chunk: Buffer) => resolve(chunk.toString())));
const whole = async (response: IncomingMessage) => {
  let body = '';
  for await (const chunk of response) body += String(chunk);
  return body;
};

describe('the front server holds a page until it is complete', () => {
  it('a page written in pieces is sent whole, with the headers and status its complete HTML decided', async () => {
    const { base, seen } = await serve((req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.flushHeaders();
      res.write('<html><script>one</script>');
      setTimeout(() => res.end(Buffer.from('<p>два</p></html>')), 5);
    });
    const response = await request(`${base}/`);
    const body = '<html><script>one</script><p>два</p></html>';
    expect(await whole(response)).toBe(body);
    expect(seen).toEqual([body]);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toBe(`script-src 'sha256-${Buffer.byteLength(body)}'`);
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('any other answer passes through as written, streamed, and the hook never sees it', async () => {
    let release = () => {};
    const { base, seen } = await serve((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.write('[1,');
      release = () => res.end('2]');
    });
    const response = await request(`${base}/api/`);
    // The headers and the first piece arrived before the answer ended.
    expect(await nextPiece(response)).toBe('[1,');
    release();
    expect(await nextPiece(response)).toBe('2]');
    expect([response.statusCode, response.headers['transfer-encoding'], seen]).toEqual([200, 'chunked', []]);
  });
});
