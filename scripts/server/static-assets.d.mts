import type { IncomingMessage, ServerResponse } from 'node:http';

/** The encoding to answer in for this Accept-Encoding header: brotli, else gzip, else none. */
export function chosenEncoding(header: string | undefined): 'br' | 'gzip' | null;
export function createStaticAssets(options: { staticDir: string; maxBytes: number }): {
  readonly size: { entries: number; bytes: number };
  serve(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, res: ServerResponse): boolean;
};
