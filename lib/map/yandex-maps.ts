/**
 * Yandex Maps JS API v3 (https://yandex.ru/maps-api/docs/js-api/), the site's map provider when
 * YANDEX_MAPS_API_KEY is set: the one module that knows its script address and the part of `ymaps3` the site
 * uses. The script is loaded once per page, on demand; a page without the key never loads it, and a failure
 * (blocked, offline, bad key) leaves the site's own schematic map in place.
 */

/** Longitude first, as the API takes coordinates. */
export type LngLat = [number, number];

type Entity = object;
type Parent = { addChild(child: Entity): Parent; removeChild(child: Entity): Parent };
export type YandexMap = Parent & { destroy(): void };

/** What the site uses of `window.ymaps3`. */
export type Ymaps3 = {
  ready: Promise<void>;
  YMap: new (element: HTMLElement, props: { location: { center: LngLat; zoom: number }; behaviors?: string[] }) => YandexMap;
  YMapDefaultSchemeLayer: new (props: object) => Entity;
  YMapDefaultFeaturesLayer: new (props: object) => Entity;
  YMapMarker: new (props: { coordinates: LngLat; title?: string }, element: HTMLElement) => Entity;
};

declare global {
  interface Window {
    ymaps3?: Ymaps3;
  }
}

export const YANDEX_MAPS_SCRIPT = 'https://api-maps.yandex.ru/v3/';
/** How long the provider may take before the page keeps its own map. */
export const YANDEX_MAPS_TIMEOUT_MS = 10_000;

export const yandexMapsScriptUrl = (apiKey: string) => `${YANDEX_MAPS_SCRIPT}?apikey=${encodeURIComponent(apiKey)}&lang=ru_RU`;

let loading: Promise<Ymaps3> | null = null;

/** Loads the API once and resolves when it is ready; rejects on a script error or after the timeout (and may be tried again). */
export function loadYandexMaps(apiKey: string): Promise<Ymaps3> {
  loading ??= new Promise<Ymaps3>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('Yandex Maps did not answer in time')), YANDEX_MAPS_TIMEOUT_MS);
    const done = (api: Ymaps3 | null, error?: Error) => {
      window.clearTimeout(timer);
      if (api) resolve(api);
      else reject(error ?? new Error('Yandex Maps is unavailable'));
    };
    const script = document.createElement('script');
    script.src = yandexMapsScriptUrl(apiKey);
    script.async = true;
    script.dataset.provider = 'yandex-maps';
    script.addEventListener('error', () => done(null, new Error('Yandex Maps script failed to load')));
    script.addEventListener('load', () => {
      const api = window.ymaps3;
      if (!api) return done(null);
      api.ready.then(() => done(api), (error: unknown) => done(null, error instanceof Error ? error : undefined));
    });
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
