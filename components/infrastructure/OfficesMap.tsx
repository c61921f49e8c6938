import type { Contact, Location } from '@/lib/api/schemas';
import { DEFAULT_MAP_RADIUS_M, projector } from '@/lib/map/schematic';
import { BRAND_COLOURS } from '@/lib/config/brand-colours';
import { getEnv } from '@/lib/config/env';
import { SITE_NAME } from '@/lib/config/site';
import { DistrictMapBase } from './DistrictMapBase';
import { ProviderLayer } from './ProviderLayer';
import styles from './OfficesMap.module.scss';

/**
 * The district map with the offices marked and numbered as in the list beside it; with YANDEX_MAPS_API_KEY the
 * provider's map is laid over it (the schematic map stays until it is drawn, and if it cannot be loaded).
 */
export function OfficesMap({ location, offices }: { location: Location; offices: readonly Contact[] }) {
  const radius = (location.district?.radius_m ?? DEFAULT_MAP_RADIUS_M) * 0.75;
  const { point } = projector(location.coordinates);
  const label = `Схема проезда: ${offices.map((o) => `${o.title}, ${o.address}`).join('; ')}`;
  const apiKey = getEnv().YANDEX_MAPS_API_KEY;
  return (
    <figure className={styles.map}>
      {apiKey ? (
        <ProviderLayer
          apiKey={apiKey}
          centre={location.coordinates}
          label={label}
          markers={offices.map((office, index) => ({ key: String(office.id), lat: office.coordinates.lat, lng: office.coordinates.lng, colour: BRAND_COLOURS.bronze, title: `${index + 1}. ${office.title}, ${office.address}`, large: true }))}
        />
      ) : null}
      <svg viewBox={`${-radius} ${-radius} ${radius * 2} ${radius * 2}`} role="img" aria-label={label} className={styles.svg}>
        <DistrictMapBase location={location} complexName={SITE_NAME} />
        {offices.map((office, index) => {
          const { x, y } = point(office.coordinates.lat, office.coordinates.lng);
          return (
            <g key={office.id} transform={`translate(${x} ${y})`} className={styles.pin}>
              <path d="M0 0 C-30 -50 -56 -70 -56 -104 A56 56 0 1 1 56 -104 C56 -70 30 -50 0 0Z" />
              <text y={-86} textAnchor="middle">
                {index + 1}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
