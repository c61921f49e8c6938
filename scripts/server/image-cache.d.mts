import type { IncomingMessage } from 'node:http';

type Request = Pick<IncomingMessage, 'method' | 'url'> & { headers?: IncomingMessage['headers'] };
/** What the cache uses of a ServerResponse. */
type Response = {
  statusCode: number;
  setHeader(name: string, value: string | number | readonly string[]): unknown;
  removeHeader(name: string): unknown;
  getHeaders(): Record<string, unknown>;
  write(chunk: Buffer | string, ...rest: unknown[]): unknown;
  end(chunk?: Buffer | string, ...rest: unknown[]): unknown;
};

export function negotiatedFormat(accept: string | undefined): 'image/avif' | 'image/webp' | 'original';
export function isOptimisedImageRequest(req: Pick<IncomingMessage, 'method' | 'url'>): boolean;
export function createImageCache(options: { maxBytes: number }): {
  readonly size: { entries: number; bytes: number };
  serve(req: Request, res: Response): boolean;
  record(req: Request, res: Response): void;
};
