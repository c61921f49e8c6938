import { walkMinutes } from '../../lib/map/walking';

/**
 * Where the demo complex stands and the metro stations around it: the one source of every coordinate and
 * walking time the CMS gives (the district map, the map's places, the metro list, the texts that name a walk).
 * The complex's plot is fictional, its coordinates are a real place in Presnya; the stations are real and at
 * their real coordinates, so a buyer who checks a walk on a map finds the figure the site gives.
 */
export const COMPLEX_COORDINATES = { lat: 55.7691, lng: 37.5557 } as const;

/**
 * The complex's address, the one source of every form of it: the short one (the site and the contacts), the
 * official one of the permit and the declaration (municipal district, «влд.»: a plot, not yet a house), the
 * postal one (the developer's office).
 */
const STREET = { city: 'Москва', district: 'Пресненский', street: 'Вересковый переулок', house: '5', postcode: '123022' } as const;
export const SITE_ADDRESS = {
  ...STREET,
  short: `${STREET.city}, ${STREET.street}, ${STREET.house}`,
  official: `г. ${STREET.city}, внутригородская территория муниципальный округ ${STREET.district}, ${STREET.street}, влд. ${STREET.house}`,
  /** A place in the complex: «корпус 1», «помещение 1». */
  at: (premises: string) => `${STREET.city}, ${STREET.street}, ${STREET.house}, ${premises}`,
  postal: (premises: string) => `${STREET.postcode}, ${STREET.city}, ${STREET.street}, ${STREET.house}, ${premises}`,
} as const;

const METRES_PER_DEGREE_LAT = 111_000;
const METRES_PER_DEGREE_LNG = METRES_PER_DEGREE_LAT * Math.cos((COMPLEX_COORDINATES.lat * Math.PI) / 180);
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A point given in metres from the complex (x east, y north) as lat/lng. */
export const atMetres = ([x, y]: readonly [number, number]) => ({
  lat: round6(COMPLEX_COORDINATES.lat + y / METRES_PER_DEGREE_LAT),
  lng: round6(COMPLEX_COORDINATES.lng + x / METRES_PER_DEGREE_LNG),
});

/** Minutes on foot from the complex's entrance to a point. */
export const walkFromComplex = (point: { lat: number; lng: number }) => walkMinutes(COMPLEX_COORDINATES, point);

/** The stations within a walk (the MCC's Shelepikha, 2.3 km away, is a ride, not a walk, and is not listed). */
const STATIONS = [
  { name: 'Улица 1905 года', line: 'Таганско-Краснопресненская', color: '#943E90', lat: 55.765, lng: 37.5618 },
  { name: 'Беговая', line: 'Таганско-Краснопресненская', color: '#943E90', lat: 55.7736, lng: 37.5446 },
] as const;

/** The stations nearest first, each with its walk computed from the coordinates. */
export const METRO = STATIONS.map((station) => ({ ...station, walk_minutes: walkFromComplex(station) })).sort((a, b) => a.walk_minutes - b.walk_minutes);

/** The nearest station. */
export const NEAREST_METRO = METRO[0]!;
