'use client';

import { lazy, Suspense, useState } from 'react';
import type { ProviderMarker, ProviderStatus } from './ProviderMap';

/** Loaded only on a page with a provider key. */
const ProviderMap = lazy(() => import('./ProviderMap'));

type Props = { apiKey: string; centre: { lat: number; lng: number }; label: string; markers: readonly ProviderMarker[] };

/**
 * The provider's map laid over a server-drawn schematic map (its figure is the positioned box): drawn over it once
 * ready, gone if the provider cannot be loaded, so the schematic map stays.
 */
export function ProviderLayer(props: Props) {
  const [status, setStatus] = useState<ProviderStatus | null>(null);
  if (status === 'unavailable') return null;
  return (
    <Suspense fallback={null}>
      <ProviderMap {...props} onStatus={setStatus} />
    </Suspense>
  );
}
