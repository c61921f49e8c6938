import { METRO, atMetres } from './site-location';

/**
 * The district around the complex for the site's own schematic map (used when no map provider key is set):
 * streets, parks, water and metro stations as lat/lng lines and shapes. Drawn in metres from the complex
 * (x east, y north) and stored in degrees, as a CMS with real geodata would give them; a street's points run
 * the way its name reads on the map (west to east, south to north). The streets meet where
 * they meet in Presnya: Krasnaya Presnya, Presnensky Val and Zvenigorodskoe shosse at the station «Улица 1905
 * года» south-east of the complex, the shosse passing the complex's south side (the master plan's street).
 */
export type Metres = ReadonlyArray<readonly [number, number]>;

const toLatLng = (points: Metres) => points.map((point) => {
  const { lat, lng } = atMetres(point);
  return [lat, lng] as const;
});

/** The station «Улица 1905 года» in metres from the complex. */
const STATION: readonly [number, number] = [382, -455];

/** `labelAt`: where along the street its name starts (a share of its length), when the default would cross a street or a station's name. */
export const STREETS: ReadonlyArray<{ name: string; major: boolean; points: Metres; labelAt?: number }> = [
  { name: 'ул. Красная Пресня', major: true, points: [STATION, [800, -640], [1500, -930]] },
  { name: 'Звенигородское ш.', major: true, points: [[-1500, 210], [-900, 20], [-300, -150], [170, -150], STATION] },
  { name: 'ул. Пресненский Вал', major: true, points: [STATION, [420, 300], [450, 1500]] },
  { name: 'ул. 1905 года', major: false, points: [STATION, [340, -980]] },
  { name: 'Вересковый пер.', major: false, points: [[-420, 130], [420, 130]], labelAt: 0.36 },
  { name: '2-я Звенигородская ул.', major: false, points: [[-150, -150], [-150, 700]] },
  { name: 'Шмитовский пр.', major: false, points: [[-1500, 760], [-420, 800], [420, 860]] },
  { name: 'Большая Декабрьская ул.', major: false, points: [[-620, -60], [-580, 1500]], labelAt: 0.42 },
  { name: 'ул. Сергея Макеева', major: false, points: [[-1500, -560], [-900, -420], [-560, -120]], labelAt: 0.58 },
];

export const PARKS: ReadonlyArray<{ name: string; points: Metres }> = [
  { name: 'Пресненский парк', points: [[-1320, 300], [-760, 340], [-740, 620], [-1280, 600]] },
  { name: 'Парк «Красная Пресня»', points: [[-760, -640], [-300, -600], [-320, -880], [-780, -920]] },
  { name: 'Сквер на Звенигородской', points: [[-520, -190], [-160, -190], [-170, -340], [-500, -340]] },
];

export const WATER: ReadonlyArray<{ name: string; points: Metres }> = [
  { name: 'Москва-река', points: [[-1500, -1180], [-600, -1040], [300, -1120], [1500, -980], [1500, -1500], [-1500, -1500]] },
  { name: 'Красногвардейские пруды', points: [[-1080, -760], [-860, -730], [-840, -900], [-1060, -930]] },
];

export const DISTRICT = {
  /** Half the side of the square the map shows, metres from the complex. */
  radius_m: 1500,
  streets: STREETS.map((street) => ({ name: street.name, major: street.major, points: toLatLng(street.points), ...(street.labelAt === undefined ? {} : { label_at: street.labelAt }) })),
  parks: PARKS.map((park) => ({ name: park.name, points: toLatLng(park.points) })),
  water: WATER.map((water) => ({ name: water.name, points: toLatLng(water.points) })),
  stations: METRO.map((station) => ({ name: station.name, color: station.color, lat: station.lat, lng: station.lng })),
};
