'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { switchToLoadedWebFonts } from '@/lib/fonts/web-fonts';
import { useSiteStoreApi } from '@/store/StoreProvider';

/**
 * Page transitions (SPEC §4): the flag is set when the visitor leaves a page (an internal link or
 * back/forward) and cleared on entering the next one; entering closes the menu, applies the news
 * page/id rule and scrolls to the top (not on back/forward, where the browser restores the position).
 * The next page is drawn in the web fonts once the browser has them (lib/fonts/web-fonts.ts): before its first
 * paint, so the switch moves nothing the visitor has seen.
 */
export function RouteEvents() {
  const store = useSiteStoreApi();
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  const viaHistory = useRef(false);

  useLayoutEffect(() => {
    if (previous.current !== null && previous.current !== pathname) switchToLoadedWebFonts();
  }, [pathname]);

  useEffect(() => {
    store.getState().enterPage(previous.current, pathname);
    if (previous.current !== null && previous.current !== pathname && !viaHistory.current) window.scrollTo(0, 0);
    previous.current = pathname;
    viaHistory.current = false;
  }, [pathname, store]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin === window.location.origin && url.pathname !== window.location.pathname) store.getState().startPageTransition();
    };
    const onPopState = () => {
      viaHistory.current = true;
      store.getState().startPageTransition();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [store]);

  return null;
}
