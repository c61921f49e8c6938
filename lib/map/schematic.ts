/**
 * The site's own district map (no provider key): lat/lng projected to metres around the complex (x east,
 * y south, as SVG draws), so the map is a plain SVG the server renders. Over a few kilometres the flat
 * projection is exact to a few metres.
 */
export type LatLng = readonly [number, number];
export type Point = { x: number; y: number };

const METRES_PER_DEGREE_LAT = 111_000;

export function projector(centre: { lat: number; lng: number }) {
  const metresPerDegreeLng = METRES_PER_DEGREE_LAT * Math.cos((centre.lat * Math.PI) / 180);
  const point = (lat: number, lng: number): Point => ({
    x: Math.round((lng - centre.lng) * metresPerDegreeLng),
    y: Math.round(-(lat - centre.lat) * METRES_PER_DEGREE_LAT),
  });
  const path = (points: readonly LatLng[], closed: boolean) =>
    points.map(([lat, lng], i) => {
      const { x, y } = point(lat, lng);
      return `${i ? 'L' : 'M'}${x} ${y}`;
    }).join('') + (closed ? 'Z' : '');
  return { point, path };
}

/** Metres around the complex a map shows when the CMS gives no district. */
export const DEFAULT_MAP_RADIUS_M = 1500;

/** A link that opens the route to a point in Yandex Maps (the visitor's own location as the start). */
export const routeHref = (coordinates: { lat: number; lng: number }) =>
  `https://yandex.ru/maps/?rtext=~${coordinates.lat},${coordinates.lng}&rtt=auto`;
