import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { fontVariables } from './fonts';
import { HydrationMark } from '@/components/layout/HydrationMark';
import { VisitorMarksScript } from '@/components/layout/visitor/VisitorMarksScript';
import { VisitorState } from '@/components/layout/visitor/VisitorState';
import { ThirdPartyScripts } from '@/components/tracking/ThirdPartyScripts';
import { getInitialSiteData } from '@/store/initial-site-data';
import { SITE_NAME } from '@/lib/config/site';
import { StoreProvider } from '@/store/StoreProvider';
import '@/styles/globals.scss';

export const metadata: Metadata = {
  title: { default: SITE_NAME, template: `%s — ${SITE_NAME}` },
  description: `${SITE_NAME}: квартиры премиум-класса в центре Москвы у метро. Выбор квартиры на генплане и по параметрам, условия покупки, ход строительства.`,
  applicationName: SITE_NAME,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#f6f2ea',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const data = await getInitialSiteData();
  return (
    <html lang="ru" className={fontVariables} suppressHydrationWarning>
      <head>
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
