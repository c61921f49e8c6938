import { PagePreview } from '@/components/seo/og/PagePreview';
import { ogImage, ogNotFound } from '@/lib/seo/og/og-response';
import { isSitePageKey, SITE_PAGES } from '@/lib/seo/site-pages';

/** /og/page/{key}: the link preview of a page of lib/seo/site-pages.ts. */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!isSitePageKey(key)) return ogNotFound();
  const page = SITE_PAGES[key];
  return ogImage(<PagePreview title={key === 'home' ? 'Квартиры премиум-класса у метро' : page.title} description={page.description} />);
}
