import type { MetadataRoute } from 'next';
import { getServerApi } from '@/lib/api/server';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

/** /sitemap.xml: every page, lot on sale and news item (lib/seo/sitemap-entries.ts); its CMS reads are cached by tag. */
export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(getServerApi());
}
