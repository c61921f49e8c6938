import type { Location } from '@/lib/api/schemas';
import { projector } from '@/lib/map/schematic';
import { crowMetres } from '@/lib/map/walking';
import styles from './DistrictMapBase.module.scss';

/** `viewRadius`: the half side of a fixed view (home's map), so a park's name at its centre is kept inside the view. */
type Props = { location: Location; complexName: string; viewRadius?: number };

/** A park name's half width in map units, estimated (48-unit italic sans, ~0.5 em a letter) with a margin. */
const parkLabelHalfWidth = (name: string) => name.length * 12 + 40;

const RINGS = [5, 10, 15] as const;

/**
 * The district under the map's places, drawn by the server from the CMS's geodata: the river and ponds,
 * parks, streets with their names, metro stations, rings of 5, 10 and 15 minutes on foot and the complex.
 */
export function DistrictMapBase({ location, complexName, viewRadius }: Props) {
  const { point, path } = projector(location.coordinates);
  const district = location.district;
  return (
    <g className={styles.base}>
      <rect x={-4000} y={-4000} width={8000} height={8000} className={styles.land} />
      {district?.water.map((water) => <path key={water.name} d={path(water.points, true)} className={styles.water} />)}
      {district?.parks.map((park) => <path key={park.name} d={path(park.points, true)} className={styles.park} />)}
      {district?.streets.map((street) => (
        <path key={`${street.name}-casing`} d={path(street.points, false)} className={street.major ? styles.majorCasing : styles.streetCasing} />
      ))}
      {district?.streets.map((street, index) => (
        <path key={street.name} id={`street-${index}`} d={path(street.points, false)} className={street.major ? styles.major : styles.street} />
      ))}
      {district?.streets.map((street, index) => (
        <text key={`${street.name}-label`} className={street.major ? styles.majorLabel : styles.streetLabel} dy={-30}>
          <textPath href={`#street-${index}`} startOffset={`${Math.round(street.label_at * 100)}%`}>
            {street.name}
          </textPath>
        </text>
      ))}
      {district?.parks.map((park) => {
        if (!park.points.length) return null;
        const centre = park.points.reduce((acc, [lat, lng]) => ({ lat: acc.lat + lat / park.points.length, lng: acc.lng + lng / park.points.length }), { lat: 0, lng: 0 });
        const { x: centreX, y } = point(centre.lat, centre.lng);
        const room = viewRadius === undefined ? Infinity : Math.max(0, viewRadius - parkLabelHalfWidth(park.name));
        const x = Math.min(room, Math.max(-room, centreX));
        return (
          <text key={`${park.name}-label`} x={x} y={y} className={styles.parkLabel} textAnchor="middle">
            {park.name}
          </text>
        );
      })}
      {RINGS.map((minutes) => {
        const r = crowMetres(minutes);
        return (
          <g key={minutes}>
            <circle r={r} className={styles.ring} />
            <text x={0} y={-r - 18} className={styles.ringLabel} textAnchor="middle">
              {`${minutes}\u00a0мин пешком`}
            </text>
          </g>
        );
      })}
      {district?.stations.map((station) => {
        const { x, y } = point(station.lat, station.lng);
        return (
          <g key={station.name} transform={`translate(${x} ${y})`}>
            <circle r={40} fill={station.color} className={styles.station} />
            <text className={styles.stationMark} textAnchor="middle" dy={14}>
              М
            </text>
            <text className={styles.stationLabel} x={56} dy={14}>
              {station.name}
            </text>
          </g>
        );
      })}
      <g className={styles.complex}>
        <circle r={58} className={styles.complexHalo} />
        <rect x={-30} y={-30} width={60} height={60} className={styles.complexMark} transform="rotate(45)" />
        <text y={140} textAnchor="middle" className={styles.complexLabel}>
          {complexName}
        </text>
      </g>
    </g>
  );
}
