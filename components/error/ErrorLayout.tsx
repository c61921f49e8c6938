import type { ReactNode } from 'react';
import { Header } from '@/components/layout/Header';
import { ModalHost } from '@/components/layout/ModalHost';
import { WithHeaderUnlessInsideSiteChrome } from '@/components/layout/site-chrome-context';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * The error layout of SPEC §2: the header only, then the error body. Inside the default layout
 * (a page called notFound()) the header is already there, and the footer and cookie banner are
 * hidden by the `data-error-page` rule in styles/globals.scss.
 */
export function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <WithHeaderUnlessInsideSiteChrome
      header={
        <>
          <ModalHost />
          <Header />
        </>
      }
    >
      <div data-error-page="">
        <ErrorBoundary>{children}</ErrorBoundary>
      </div>
    </WithHeaderUnlessInsideSiteChrome>
  );
}
