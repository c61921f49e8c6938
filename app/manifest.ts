import type { MetadataRoute } from 'next';
import { BRAND_COLOURS } from '@/lib/config/brand-colours';
import { SITE_NAME, SITE_SHORT_NAME } from '@/lib/config/site';
import { SITE_PAGES } from '@/lib/seo/site-pages';

/** /manifest.webmanifest: the name, colours and icons a phone uses for the site added to its home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SITE_NAME,
    short_name: SITE_SHORT_NAME,
    description: SITE_PAGES.home.description,
    lang: 'ru',
    start_url: '/',
    display: 'browser',
    background_color: BRAND_COLOURS.ivory,
    theme_color: BRAND_COLOURS.ivory,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon', sizes: '180x180', type: 'image/png' },
    ],
  };
}
