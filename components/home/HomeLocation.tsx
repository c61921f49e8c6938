import Link from 'next/link';
import type { Location } from '@/lib/api/schemas';
import { DistrictMapBase } from '@/components/infrastructure/DistrictMapBase';
import { paths } from '@/lib/config/paths';
import { SITE_NAME } from '@/lib/config/site';
import { DEFAULT_MAP_RADIUS_M } from '@/lib/map/schematic';
import { typograph } from '@/lib/text/typography';
import styles from './HomeLocation.module.scss';

/** How a travel time of the CMS is made (`mode`), in words; a mode not listed is shown as the CMS gives it. */
const TRAVEL_MODES: Readonly<Record<string, string>> = { car: 'на машине', walk: 'пешком', transit: 'на транспорте', bike: 'на велосипеде' };

/** Where the complex is: the metro stations on foot, the time to the places that matter, the district map. */
export function HomeLocation({ location }: { location: Location }) {
  const radius = (location.district?.radius_m ?? DEFAULT_MAP_RADIUS_M) * 0.8;
  return (
    <section className={styles.location} aria-labelledby="home-location">
      <div className={styles.text}>
        <p className={styles.caption}>Расположение</p>
        <h2 id="home-location" className={styles.title}>
          {typograph(location.title)}
        </h2>
        <p className={styles.lead}>{typograph(location.text)}</p>
        <ul className={styles.metro} aria-label="Метро пешком">
          {location.metro.map((station) => (
            <li key={station.name}>
              <span className={styles.dot} style={{ background: station.color }} aria-hidden="true" />
              <span className={styles.station}>{typograph(`м. ${station.name}`)}</span>
              <span className={styles.minutes}>{`${station.walk_minutes}\u00a0мин пешком`}</span>
            </li>
          ))}
        </ul>
        {location.travel_times.length ? (
          <dl className={styles.times}>
            {location.travel_times.map((time) => (
              <div key={time.place}>
                <dt>{typograph(time.place)}</dt>
                <dd>
                  <span className={styles.figure}>{`${time.minutes}\u00a0мин`}</span> <span className={styles.mode}>{typograph(TRAVEL_MODES[time.mode] ?? time.mode)}</span>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <Link href={paths.infrastructure()} className={styles.more}>
          Инфраструктура района
        </Link>
      </div>
      <figure className={styles.map}>
        <svg viewBox={`${-radius} ${-radius} ${radius * 2} ${radius * 2}`} role="img" aria-label={`Схема района: ${location.address}`} className={styles.svg}>
          <DistrictMapBase location={location} complexName={SITE_NAME} viewRadius={radius} />
        </svg>
        <figcaption className={styles.address}>{typograph(location.address)}</figcaption>
      </figure>
    </section>
  );
}
