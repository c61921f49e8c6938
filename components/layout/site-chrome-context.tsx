'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { SkipLink } from './SkipLink';

/**
 * Whether the default layout's chrome (header, footer) is already on the page.
 * Next renders not-found.tsx inside the layouts above the segment that called notFound(),
 * so the error layout must not add a second header there.
 */
const SiteChromeContext = createContext(false);

export function SiteChromeProvider({ children }: { children: ReactNode }) {
  return <SiteChromeContext.Provider value>{children}</SiteChromeContext.Provider>;
}

/** Outside the site chrome: `header`, then `children` in the page's <main>. Inside it: `children` only. */
export function WithHeaderUnlessInsideSiteChrome({ header, children }: { header: ReactNode; children: ReactNode }) {
  if (useContext(SiteChromeContext)) return children;
  return (
    <>
      <SkipLink />
      {header}
      <main id="content">{children}</main>
    </>
  );
}
