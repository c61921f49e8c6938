'use client';

import clsx from 'clsx';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { plural } from '@/lib/format/number';
import { BRAND_COLOURS } from '@/lib/config/brand-colours';
import type { ProviderMarker, ProviderStatus } from './ProviderMap';
import styles from './InfrastructureExplorer.module.scss';

export type MapCategory = { slug: string; name: string; color: string };
export type MapPlace = { id: number; category: string; name: string; address: string; walk_minutes: number; x: number; y: number; lat: number; lng: number };

/** The map provider's key and where the complex is; without it the schematic map is the map. */
export type MapProvider = { apiKey: string; centre: { lat: number; lng: number }; complexName: string };

/** Loaded only on a page with a provider key. */
const ProviderMap = lazy(() => import('./ProviderMap'));
const COMPLEX_COLOUR = BRAND_COLOURS.ink;

type Props = {
  categories: MapCategory[];
  places: MapPlace[];
  /** The map's SVG viewBox, metres around the complex. */
  viewBox: string;
  /** The district drawn on the server: water, parks, streets, metro, walking rings, the complex. */
  base: ReactNode;
  /** Accessible name of the map. */
  label: string;
  provider?: MapProvider | null;
};

const OBJECTS = ['объект', 'объекта', 'объектов'] as const;

/**
 * The district map with its places: a toggle per category hides that category's points on the map and its
 * entries in the list; pointing at an entry of the list marks its point on the map.
 */
export function InfrastructureExplorer({ categories, places, viewBox, base, label, provider = null }: Props) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState<number | null>(null);
  const [providerStatus, setProviderStatus] = useState<ProviderStatus | null>(null);
  const toggle = (slug: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });
  const colours = useMemo(() => new Map(categories.map((category) => [category.slug, category.color])), [categories]);
  const shown = useMemo(() => places.filter((place) => !hidden.has(place.category)), [places, hidden]);
  const activePlace = shown.find((place) => place.id === active) ?? null;
  const markers = useMemo<ProviderMarker[]>(
    () =>
      provider
        ? [
            { key: 'complex', lat: provider.centre.lat, lng: provider.centre.lng, colour: COMPLEX_COLOUR, title: provider.complexName, large: true },
            ...shown.map((place) => ({
              key: String(place.id),
              lat: place.lat,
              lng: place.lng,
              colour: colours.get(place.category) ?? '#4a4d52',
              title: `${place.name} — ${place.walk_minutes}\u00a0мин пешком`,
              category: place.category,
              large: place.id === active,
            })),
          ]
        : [],
    [provider, shown, active, colours],
  );

  return (
    <div className={styles.explorer}>
      <div className={styles.toggles} role="group" aria-label="Категории на карте">
        {categories.map((category) => {
          const count = places.filter((place) => place.category === category.slug).length;
          return (
            <button
              key={category.slug}
              type="button"
              className={styles.toggle}
              aria-pressed={!hidden.has(category.slug)}
              onClick={() => toggle(category.slug)}
            >
              <span className={styles.swatch} style={{ background: category.color }} aria-hidden="true" />
              {category.name}
              <span className={styles.count}>{count}</span>
            </button>
          );
        })}
      </div>
      <div className={styles.layout}>
        <figure className={styles.map} data-provider={providerStatus ?? undefined}>
          {provider && providerStatus !== 'unavailable' ? (
            <Suspense fallback={null}>
              <ProviderMap apiKey={provider.apiKey} centre={provider.centre} label={label} markers={markers} onStatus={setProviderStatus} />
            </Suspense>
          ) : null}
          <svg viewBox={viewBox} role="img" aria-label={label} className={styles.svg} aria-hidden={providerStatus === 'ready' ? true : undefined}>
            {base}
            <g data-testid="map-places">
              {shown.map((place) => (
                <circle
                  key={place.id}
                  cx={place.x}
                  cy={place.y}
                  r={place.id === active ? 34 : 22}
                  fill={colours.get(place.category) ?? '#4a4d52'}
                  className={styles.place}
                  data-category={place.category}
                >
                  <title>{`${place.name} — ${place.walk_minutes}\u00a0мин пешком`}</title>
                </circle>
              ))}
            </g>
            {activePlace ? (
              <text x={activePlace.x} y={activePlace.y - 56} className={styles.activeLabel} textAnchor="middle">
                {activePlace.name}
              </text>
            ) : null}
          </svg>
        </figure>
        <div className={styles.list}>
          {categories
            .filter((category) => !hidden.has(category.slug))
            .map((category) => {
              const items = shown.filter((place) => place.category === category.slug).sort((a, b) => a.walk_minutes - b.walk_minutes);
              return (
                <section key={category.slug} className={styles.group} aria-label={category.name}>
                  <h3 className={styles.groupTitle}>
                    <span className={styles.swatch} style={{ background: category.color }} aria-hidden="true" />
                    {category.name}
                    <span className={styles.groupCount}>
                      {items.length} {plural(items.length, OBJECTS)}
                    </span>
                  </h3>
                  <ul className={styles.items}>
                    {items.map((place) => (
                      <li
                        key={place.id}
                        className={clsx(styles.item, place.id === active && styles.itemActive)}
                        data-category={place.category}
                        onPointerEnter={() => setActive(place.id)}
                        onPointerLeave={() => setActive((current) => (current === place.id ? null : current))}
                      >
                        <span className={styles.itemName}>{place.name}</span>
                        <span className={styles.itemAddress}>{place.address}</span>
                        <span className={styles.itemWalk}>{`${place.walk_minutes}\u00a0мин пешком`}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          {shown.length === 0 ? <p className={styles.empty}>Выберите хотя бы одну категорию, чтобы увидеть места на карте и в списке.</p> : null}
        </div>
      </div>
    </div>
  );
}
