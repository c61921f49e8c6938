/** The fictional complex: two queues, five buildings with sections and 8–30 floors. */
export type QueueSeed = { id: number; name: string; completion: string };
export type BuildingSeed = {
  id: number;
  queueId: number;
  number: number;
  name: string;
  floors: number;
  sections: number;
  /** Premium factor of the building (club house, river views). */
  premium: number;
  /** Where it stands on the site, metres (cms/plans/master-plan.ts). */
  footprint: { x: number; y: number; w: number; d: number };
  /** How many top floors are the crown, set back behind a terrace (CROWN_SETBACK): the renders and the master plan. */
  crown: number;
};

/** Storey heights, metres: the ground floor is taller (lobbies, shops); the rendered world builds to these. */
export const STOREY = { ground: 4.8, typical: 3.3 } as const;
/** Height of a floor's slab above the ground (floor 1 stands on the ground). */
export const floorBaseHeight = (floor: number) => (floor <= 1 ? 0 : STOREY.ground + (floor - 2) * STOREY.typical);
/** Height of a building's roof. */
export const buildingHeight = (floors: number) => floorBaseHeight(floors + 1);
/** How far the crown's floors stand in from the facade, metres; their roof slab overhangs them by CROWN_EAVES. */
export const CROWN_SETBACK = 3.2;
export const CROWN_EAVES = 1.2;

/** Facts of the complex that more than one text states: one source, so home and the tour never disagree. */
export const COMPLEX_FACTS = {
  /** The double-height lobbies, metres. */
  lobbyHeight: 6,
} as const;

/** Ceiling heights, metres: a flat's (high on the crown and in the club house), a ground-floor premises', the underground's. */
export const CEILINGS = { flat: 3.05, flatHigh: 3.4, commercial: 4.5, underground: 2.6 } as const;

/** What the underground holds: parking places on its levels and storerooms. */
export const UNDERGROUND = { parking: 300, parkingLevels: 2, storerooms: 120 } as const;
/** The parking places' sizes (width × length, metres; 2,5 × 5,3 the least the code allows), the wide ones for a large car or a family. */
export const PARKING_BAYS = [
  { width: 2.5, length: 5.4 },
  { width: 2.7, length: 5.4 },
  { width: 3, length: 5.5 },
  { width: 3.2, length: 5.5 },
  { width: 3.4, length: 5.4 },
] as const;
/** The storerooms' sizes (width along the corridor × depth, metres). */
export const STOREROOM_SIZES = [
  { width: 1.5, length: 2 },
  { width: 2, length: 2 },
  { width: 2, length: 2.5 },
  { width: 2, length: 3 },
  { width: 2.5, length: 3 },
  { width: 3, length: 3 },
  { width: 3, length: 3.5 },
  { width: 3, length: 4 },
] as const;

/** The courtyard park and the paved site round the buildings (site metres, x east, y south). */
export const PARK = { x0: 62, y0: 52, x1: 182, y1: 148 } as const;
/** The courtyard park's area, hectares. */
export const PARK_HECTARES = ((PARK.x1 - PARK.x0) * (PARK.y1 - PARK.y0)) / 10_000;
export const SITE = { x0: -18, y0: -18, x1: 238, y1: 210 } as const;

/** The club house's number: its flats have fireplaces and the high ceilings, its larger rooms (cms/seed/lots.ts). */
export const CLUB_HOUSE_NUMBER = 3;

export const QUEUES: QueueSeed[] = [
  { id: 1, name: '1 очередь', completion: 'II квартал 2027' },
  { id: 2, name: '2 очередь', completion: 'IV квартал 2028' },
];

export const BUILDINGS: BuildingSeed[] = [
  { id: 1, queueId: 1, number: 1, name: 'Корпус 1', floors: 24, sections: 2, premium: 1.0, footprint: { x: 75, y: 8, w: 60, d: 22 }, crown: 2 },
  { id: 2, queueId: 1, number: 2, name: 'Корпус 2', floors: 30, sections: 2, premium: 1.08, footprint: { x: 8, y: 10, w: 22, d: 62 }, crown: 3 },
  { id: 3, queueId: 1, number: 3, name: 'Корпус 3. Клубный дом', floors: 10, sections: 1, premium: 1.22, footprint: { x: 10, y: 150, w: 30, d: 30 }, crown: 1 },
  { id: 4, queueId: 2, number: 4, name: 'Корпус 4', floors: 18, sections: 2, premium: 0.95, footprint: { x: 196, y: 40, w: 22, d: 60 }, crown: 2 },
  { id: 5, queueId: 2, number: 5, name: 'Корпус 5', floors: 14, sections: 2, premium: 0.92, footprint: { x: 80, y: 168, w: 62, d: 22 }, crown: 2 },
];

export const RENOVATIONS = [
  { value: 'none', label: 'Без отделки' },
  { value: 'whitebox', label: 'White box' },
  { value: 'finish', label: 'С чистовой отделкой' },
  { value: 'design', label: 'Дизайнерская отделка' },
] as const;

/** A lot's status, its label agreeing with the lot's noun: «квартира свободна», «помещение свободно». */
export const STATUSES = [
  { value: 'free', label: 'Свободна', neuter: 'Свободно' },
  { value: 'booked', label: 'Забронирована', neuter: 'Забронировано' },
  { value: 'sold', label: 'Продана', neuter: 'Продано' },
] as const;

export const FEATURES = [
  { value: 'terrace', label: 'Терраса' },
  { value: 'view', label: 'Видовая' },
  { value: 'high_ceiling', label: 'Потолки от 3,3 м' },
  { value: 'master_bedroom', label: 'Мастер-спальня' },
  { value: 'wardrobe', label: 'Гардеробная' },
  { value: 'corner_windows', label: 'Угловое остекление' },
  { value: 'fireplace', label: 'Камин' },
  { value: 'balcony', label: 'Французский балкон' },
] as const;

export const LOT_TYPES = [
  { value: 'apartments', label: 'Квартиры' },
  { value: 'commercial', label: 'Коммерческие помещения' },
  { value: 'parking', label: 'Машино-места' },
  { value: 'storerooms', label: 'Кладовые' },
] as const;

export type LotType = (typeof LOT_TYPES)[number]['value'];

/** The types whose one lot is a neuter noun (помещение, машино-место); a flat (квартира) and a storeroom (кладовая) are feminine. */
const NEUTER_TYPES: ReadonlySet<string> = new Set<LotType>(['commercial', 'parking']);

/** A status as the contract gives it, `{ value, label }`, the label agreeing with a lot of `type`. */
export function statusOf(status: string, type: string): { value: string; label: string } {
  const found = STATUSES.find((s) => s.value === status);
  return { value: status, label: found ? (NEUTER_TYPES.has(type) ? found.neuter : found.label) : status };
}
export type Renovation = (typeof RENOVATIONS)[number]['value'];
export type Status = (typeof STATUSES)[number]['value'];
export type Feature = (typeof FEATURES)[number]['value'];

