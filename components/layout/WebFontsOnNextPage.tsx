'use client';

import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef } from 'react';
import { switchToLoadedWebFonts } from '@/lib/fonts/web-fonts';

/** A page entered by a link is drawn in the web fonts once the browser has them (lib/fonts/web-fonts.ts); the first page keeps its fallbacks. */
export function WebFontsOnNextPage() {
  const pathname = usePathname();
  const first = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (first.current === null) first.current = pathname;
    else if (pathname !== first.current) switchToLoadedWebFonts();
  }, [pathname]);
  return null;
}
