import 'server-only';
import { getEnv } from './env';

/** The public address of a site path (`/news/x` → `https://site/news/x`), from SITE_URL, never from a request header. */
export function absoluteUrl(path: string): string {
  return new URL(path, getEnv().SITE_URL).toString();
}
