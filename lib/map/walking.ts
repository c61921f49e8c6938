/**
 * Walking minutes, computed the one way the CMS and the site both use: the straight line between two points
 * (lat/lng), lengthened by the detour a walk through city blocks takes (a factor of 1.3, the usual
 * circuity of a central Moscow street grid), at 75 m a minute (4.5 km/h). The CMS computes every
 * "N мин пешком" it gives from coordinates with `walkMinutes`; the map draws its rings with `crowMetres`. Pure (no
 * imports): the CMS imports it too.
 */
export const WALK = { metresPerMinute: 75, detour: 1.3 } as const;

type Coordinates = { lat: number; lng: number };

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function crowDistance(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** Whole minutes of a walk from `a` to `b` (at least one). */
export function walkMinutes(a: Coordinates, b: Coordinates): number {
  return Math.max(1, Math.round((crowDistance(a, b) * WALK.detour) / WALK.metresPerMinute));
}

/** The straight-line radius a walk of `minutes` reaches (the map's "N мин пешком" rings). */
export const crowMetres = (minutes: number) => (minutes * WALK.metresPerMinute) / WALK.detour;

/** '1 минута', '3 минуты', '10 минут'. */
export function minutesText(minutes: number): string {
  const [ten, hundred] = [minutes % 10, minutes % 100];
  const word = ten === 1 && hundred !== 11 ? 'минута' : ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14) ? 'минуты' : 'минут';
  return `${minutes}\u00a0${word}`;
}

/** 'в 1 минуте', 'в 10 минутах' (how far away a place is). */
export const inMinutes = (minutes: number) => `в ${minutes}\u00a0${minutes % 10 === 1 && minutes % 100 !== 11 ? 'минуте' : 'минутах'}`;
