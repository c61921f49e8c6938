import { getEnv } from '@/lib/config/env';
import { trackingLoaders } from '@/lib/tracking/scripts';

/** The site's own set-up files of the configured third-party scripts (lib/tracking/scripts.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const body = trackingLoaders(getEnv())[file];
  if (!body) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(body, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' } });
}
