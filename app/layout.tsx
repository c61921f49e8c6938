import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { fontVariables, webFontFaces } from './fonts';
import { HydrationMark } from '@/components/layout/HydrationMark';
import { WebFontsScript } from '@/components/layout/WebFontsScript';
import { VisitorMarksScript } from '@/components/layout/visitor/VisitorMarksScript';
import { VisitorState } from '@/components/layout/visitor/VisitorState';
import { ThirdPartyScripts } from '@/components/tracking/ThirdPartyScripts';
import { getInitialSiteData } from '@/store/initial-site-data';
import { BRAND_COLOURS } from '@/lib/config/brand-colours';
import { getEnv } from '@/lib/config/env';
import { SITE_NAME } from '@/lib/config/site';
import { SITE_PAGES } from '@/lib/seo/site-pages';
import { StoreProvider } from '@/store/StoreProvider';
import '@/styles/globals.scss';

// Canonical and preview addresses are absolute from SITE_URL (lib/seo/page-metadata.ts gives each page its own).
export const metadata: Metadata = {
  metadataBase: new URL(getEnv().SITE_URL),
  title: { default: SITE_NAME, template: `%s — ${SITE_NAME}` },
  description: SITE_PAGES.home.description,
  applicationName: SITE_NAME,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: BRAND_COLOURS.ivory,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const data = await getInitialSiteData();
  return (
    <html lang="ru" className={fontVariables} suppressHydrationWarning>
      <head>
        <WebFontsScript faces={webFontFaces} />
        <VisitorMarksScript />
      </head>
      <body>
        <StoreProvider data={data}>
          <VisitorState />
          {children}
        </StoreProvider>
        <HydrationMark />
        <ThirdPartyScripts />
      </body>
    </html>
  );
}
