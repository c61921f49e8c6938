'use client';

import { useEffect } from 'react';
import { managerSignedIn } from '@/lib/sales/use-is-manager';

const counted = new Set<string>();

/**
 * Counts one opening of the selection for its manager ("открыта 3 раза…"), by the site itself: from the buyer's
 * browser once the page is shown, so a messenger's link preview (which runs no script) is not a view, nor is the
 * manager's own look at it (a signed-in manager's browser).
 */
export function SelectionViewBeacon({ code }: { code: string }) {
  useEffect(() => {
    if (counted.has(code) || managerSignedIn()) return;
    counted.add(code);
    void fetch(`/api/selections/${encodeURIComponent(code)}/views/`, { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
  }, [code]);
  return null;
}
