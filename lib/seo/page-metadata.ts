import type { Metadata } from 'next';
import { SITE_NAME } from '@/lib/config/site';
import { paths } from '@/lib/config/paths';
import { SITE_PAGES, type SitePageKey } from './site-pages';

/** Link previews' picture size (Open Graph's recommended 1.91:1). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type PageSeo = {
  /** The page's own title; the site's name is added after it (`absoluteTitle`: the title as it is). */
  title: string;
  absoluteTitle?: boolean;
  description: string;
  /** The page's one address (a site path with its query, if the query makes it another page). */
  canonical: string;
  /** Its link preview's picture (a site path; `ogImagePath`). */
  image: string;
  imageAlt?: string;
  /** Filter and sort combinations: not indexed, links followed (never together with a canonical to itself). */
  noindex?: boolean;
  /** Open Graph type: an article for news. */
  type?: 'website' | 'article';
  publishedTime?: string;
};

/** Where a page's preview picture is drawn (app/og/page/[key]) and a lot's (app/og/lot/[id]). */
export const ogImagePath = {
  page: (key: SitePageKey) => `/og/page/${key}`,
  lot: (id: number) => `/og/lot/${id}`,
};

/**
 * Title, description, canonical, robots, Open Graph and Twitter tags of one page. Relative addresses become
 * absolute with `metadataBase` (SITE_URL, app/layout.tsx). Next replaces a parent's `openGraph` as a whole,
 * so every page gets all of it here.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const fullTitle = seo.absoluteTitle ? seo.title : `${seo.title} — ${SITE_NAME}`;
  const images = [{ url: seo.image, ...OG_IMAGE_SIZE, alt: seo.imageAlt ?? fullTitle }];
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    alternates: { canonical: seo.canonical },
    robots: seo.noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type: seo.type ?? 'website',
      locale: 'ru_RU',
      siteName: SITE_NAME,
      title: fullTitle,
      description: seo.description,
      url: seo.canonical,
      images,
      ...(seo.type === 'article' && seo.publishedTime ? { publishedTime: seo.publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description: seo.description, images },
  };
}

/** A page of SITE_PAGES as it is (its title may be given a suffix, e.g. a month). */
export function sitePageMetadata(key: SitePageKey, overrides: Partial<PageSeo> = {}): Metadata {
  const page = SITE_PAGES[key];
  return pageMetadata({
    title: page.title,
    description: page.description,
    canonical: page.path,
    image: ogImagePath.page(key),
    absoluteTitle: key === 'home',
    ...overrides,
  });
}

/** Pages a visitor keeps for themselves (favourites, comparison, the print view): never in a search index. */
export const PRIVATE_PAGE_ROBOTS: Metadata['robots'] = { index: false, follow: false };

export const homeTitle = (metro: string) => `${SITE_NAME} — квартиры премиум-класса у метро «${metro}»`;

export { paths };
