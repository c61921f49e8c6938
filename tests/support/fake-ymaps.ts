import type { Ymaps3 } from '@/lib/map/yandex-maps';

/** A stand-in for `window.ymaps3`: records the map it makes and the markers on it. */
export function fakeYmaps() {
  const made: Array<{ props: { location: { center: [number, number]; zoom: number } }; children: Set<object>; destroyed: boolean }> = [];
  class Marker {
    constructor(
      readonly props: { coordinates: [number, number]; title?: string },
      readonly element: HTMLElement,
    ) {}
  }
  const api: Ymaps3 = {
    ready: Promise.resolve(),
    YMap: class {
      private readonly record;
      constructor(_: HTMLElement, props: { location: { center: [number, number]; zoom: number } }) {
        this.record = { props, children: new Set<object>(), destroyed: false };
        made.push(this.record);
      }
      addChild(child: object) {
        this.record.children.add(child);
        return this;
      }
      removeChild(child: object) {
        this.record.children.delete(child);
        return this;
      }
      destroy() {
        this.record.destroyed = true;
      }
    },
    YMapDefaultSchemeLayer: class {},
    YMapDefaultFeaturesLayer: class {},
    YMapMarker: Marker,
  };
  const markers = () => [...(made[0]?.children ?? [])].filter((child): child is Marker => child instanceof Marker);
  return { api, made, markers };
}

/** The provider's script tag the loader puts in the head. */
export const providerScript = () => document.head.querySelector<HTMLScriptElement>('script[data-provider="yandex-maps"]');
