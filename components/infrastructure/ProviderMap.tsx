'use client';

import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { loadYandexMaps, type YandexMap, type Ymaps3 } from '@/lib/map/yandex-maps';
import styles from './ProviderMap.module.scss';

export type ProviderMarker = { key: string; lat: number; lng: number; colour: string; title: string; category?: string; large?: boolean };
export type ProviderStatus = 'ready' | 'unavailable';

type Props = {
  apiKey: string;
  centre: { lat: number; lng: number };
  /** Accessible name of the map region. */
  label: string;
  markers: readonly ProviderMarker[];
  onStatus: (status: ProviderStatus) => void;
};

/**
 * The provider's map (lib/map/yandex-maps.ts) drawn over the site's schematic one: centred on the complex, one
 * dot per marker in its category's colour. It tells the page when it is ready (the schematic map then steps
 * back) or unavailable (the schematic map stays). `onStatus` must be stable (a state setter).
 */
export default function ProviderMap({ apiKey, centre, label, markers, onStatus }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ api: Ymaps3; map: YandexMap } | null>(null);

  useEffect(() => {
    let cancelled = false;
    let map: YandexMap | null = null;
    loadYandexMaps(apiKey).then(
      (api) => {
        if (cancelled || !container.current) return;
        map = new api.YMap(container.current, { location: { center: [centre.lng, centre.lat], zoom: 15 } });
        map.addChild(new api.YMapDefaultSchemeLayer({}));
        map.addChild(new api.YMapDefaultFeaturesLayer({}));
        setShown({ api, map });
        onStatus('ready');
      },
      () => {
        if (!cancelled) onStatus('unavailable');
      },
    );
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, [apiKey, centre.lat, centre.lng, onStatus]);

  useEffect(() => {
    if (!shown) return;
    const entities = markers.map((marker) => {
      const dot = document.createElement('span');
      dot.className = clsx(styles.marker, marker.large && styles.large);
      dot.style.background = marker.colour;
      dot.title = marker.title;
      if (marker.category) dot.dataset.category = marker.category;
      const entity = new shown.api.YMapMarker({ coordinates: [marker.lng, marker.lat], title: marker.title }, dot);
      shown.map.addChild(entity);
      return entity;
    });
    return () => {
      for (const entity of entities) shown.map.removeChild(entity);
    };
  }, [shown, markers]);

  return <div ref={container} className={styles.map} role="region" aria-label={label} data-testid="provider-map" />;
}
