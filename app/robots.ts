import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { absoluteUrl } from '@/lib/config/absolute-url';
import { paths } from '@/lib/config/paths';

/** /robots.txt: everything but a visitor's own pages (favourites, comparison, print), the managers' pages and their buyers' selections, and the API; where the sitemap is. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // Per request: the sitemap's address is this server's SITE_URL, not the build's.
  await connection();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/favorites', paths.compare(), paths.myBookings(), '/print', '/api/', paths.manager(), '/s/'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
