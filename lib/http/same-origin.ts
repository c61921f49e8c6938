import 'server-only';
import { publicOrigin } from '@/lib/api/request-context';

/** A browser on another site may not post in the visitor's name: its Origin or Sec-Fetch-Site gives it away. */
export function fromThisSite(request: Request): boolean {
  const site = (request.headers.get('sec-fetch-site') ?? '').toLowerCase();
  if (site && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (!origin) return true;
  const { host, proto } = publicOrigin(request.headers);
  return origin === `${proto}://${host.replace(proto === 'https' ? /:443$/ : /:80$/, '')}`;
}
