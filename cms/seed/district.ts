import { LOCATION } from './content';

/**
 * The district around the complex for the site's own schematic map (used when no map provider key is set):
 * streets, parks, water and metro stations as lat/lng lines and shapes. Drawn in metres from the complex
 * (x east, y north) and stored in degrees, as a CMS with real geodata would give them.
 */
type Metres = ReadonlyArray<readonly [number, number]>;

const METRES_PER_DEGREE_LAT = 111_000;
const { lat: LAT, lng: LNG } = LOCATION.coordinates;
const METRES_PER_DEGREE_LNG = METRES_PER_DEGREE_LAT * Math.cos((LAT * Math.PI) / 180);

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const toLatLng = (points: Metres) => points.map(([x, y]) => [round6(LAT + y / METRES_PER_DEGREE_LAT), round6(LNG + x / METRES_PER_DEGREE_LNG)] as const);

const STREETS: ReadonlyArray<{ name: string; major: boolean; points: Metres }> = [
  { name: 'ул. Красная Пресня', major: true, points: [[-1500, 180], [-700, 330], [0, 470], [700, 610], [1500, 760]] },
  { name: 'Звенигородское ш.', major: true, points: [[-1500, -820], [-800, -600], [0, -330], [800, -120], [1500, 60]] },
  { name: 'ул. Пресненский Вал', major: true, points: [[760, -1500], [800, -600], [860, 300], [930, 1500]] },
  { name: 'Большая Декабрьская ул.', major: false, points: [[-560, -1500], [-520, -500], [-470, 400], [-430, 1500]] },
  { name: 'ул. Сергея Макеева', major: false, points: [[-1500, -240], [-520, -150], [300, -40], [800, 20]] },
  { name: 'Шмитовский пр.', major: false, points: [[-1500, 880], [-470, 930], [400, 1010], [930, 1080]] },
  { name: 'Вересковый пер.', major: false, points: [[-470, 90], [-120, 40], [180, 70], [520, 140]] },
];

const PARKS: ReadonlyArray<{ name: string; points: Metres }> = [
  { name: 'Пресненский парк', points: [[-1320, 420], [-680, 500], [-640, 820], [-1280, 800]] },
  { name: 'Парк «Красная Пресня»', points: [[120, 640], [620, 700], [600, 930], [90, 900]] },
  { name: 'Сквер на Звенигородской', points: [[-300, -560], [120, -420], [90, -250], [-330, -380]] },
];

const WATER: ReadonlyArray<{ name: string; points: Metres }> = [
  { name: 'Москва-река', points: [[-1500, -1180], [-600, -1000], [300, -1120], [1500, -980], [1500, -1500], [-1500, -1500]] },
  { name: 'Красногвардейские пруды', points: [[-1180, -420], [-900, -360], [-860, -520], [-1140, -560]] },
];

const STATIONS: ReadonlyArray<{ name: string; color: string; at: readonly [number, number] }> = [
  { name: 'Улица 1905 года', color: '#943E90', at: [430, 520] },
  { name: 'Беговая', color: '#943E90', at: [-720, 1040] },
  { name: 'Шелепиха', color: '#E4402D', at: [-1380, -600] },
];

export const DISTRICT = {
  /** Half the side of the square the map shows, metres from the complex. */
  radius_m: 1500,
  streets: STREETS.map((street) => ({ name: street.name, major: street.major, points: toLatLng(street.points) })),
  parks: PARKS.map((park) => ({ name: park.name, points: toLatLng(park.points) })),
  water: WATER.map((water) => ({ name: water.name, points: toLatLng(water.points) })),
  stations: STATIONS.map((station) => {
    const [point] = toLatLng([station.at]);
    return { name: station.name, color: station.color, lat: point?.[0] ?? LAT, lng: point?.[1] ?? LNG };
  }),
};
