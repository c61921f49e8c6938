import type { ReactNode } from 'react';
import { Header } from './Header';
import { Footer } from './Footer';
import { Preloader } from './Preloader';
import { ModalHost } from './ModalHost';
import { ChunkReloadGuard } from './ChunkReloadGuard';
import { CookieBanner } from './CookieBanner';
import { RouteEvents } from './RouteEvents';
import { AttributionCapture } from '@/components/tracking/AttributionCapture';
import { ManagerDraftBar } from '@/components/sales/ManagerDraftBar';
import { SiteChromeProvider } from './site-chrome-context';
import { SkipLink } from './SkipLink';

/** The default layout of SPEC §2: preloader, modal host, header, page, cookie banner, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <RouteEvents />
      <AttributionCapture />
      <ManagerDraftBar />
      <ChunkReloadGuard />
      <Preloader />
      <ModalHost />
      <Header />
      <main id="content">
        <SiteChromeProvider>{children}</SiteChromeProvider>
      </main>
      <CookieBanner />
      <Footer />
    </>
  );
}
