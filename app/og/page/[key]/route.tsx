import { cacheLife } from 'next/cache';
import { PagePreview } from '@/components/seo/og/PagePreview';
import { CMS_CACHE } from '@/lib/config/cache';
import { ogAnswer, ogPng } from '@/lib/seo/og/og-response';
import { isSitePageKey, SITE_PAGES, type SitePageKey } from '@/lib/seo/site-pages';

/** Drawn once per page and process. */
async function pagePreview(key: SitePageKey): Promise<Uint8Array> {
  'use cache';
  cacheLife(CMS_CACHE.profile);
  const page = SITE_PAGES[key];
  return ogPng(<PagePreview title={page.title} description={page.description} />);
}

/** /og/page/{key}: the link preview of a page of lib/seo/site-pages.ts. */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  return ogAnswer(isSitePageKey(key) ? await pagePreview(key) : null);
}
