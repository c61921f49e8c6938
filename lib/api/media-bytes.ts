import 'server-only';
import { serverTarget } from './transport';

/**
 * A CMS picture's bytes for drawing on the server (the link previews of app/og): the media path the CMS gave
 * (a site path), read through the same transport as every CMS call. Null when it cannot be read.
 */
export async function mediaBytes(path: string): Promise<{ type: string; bytes: Buffer } | null> {
  // A path on the CMS only, never another host.
  if (!/^\/[^/\\]/.test(path)) return null;
  const target = serverTarget();
  try {
    const response = await target.transport(new Request(new URL(path, target.baseUrl), { signal: AbortSignal.timeout(5000) }));
    if (!response.ok) return null;
    return { type: response.headers.get('content-type') ?? 'application/octet-stream', bytes: Buffer.from(await response.arrayBuffer()) };
  } catch {
    return null;
  }
}
