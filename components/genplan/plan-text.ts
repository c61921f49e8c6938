import type { BuildingPlan, FloorPlan, GeneralPlan } from '@/lib/api/schemas';
import { formatArea, formatPrice, plural } from '@/lib/format/number';

export const FREE_FLATS: [string, string, string] = ['свободная квартира', 'свободные квартиры', 'свободных квартир'];

export const freeFlats = (count: number) => `${count}\u00a0${plural(count, FREE_FLATS)}`;
export const priceFrom = (price: number | null) => (price ? `от\u00a0${formatPrice(price)}` : 'свободных нет');

/** Rooms as the plans name them: «Студия», «2-комн.». */
export const roomsShort = (rooms: number | null) => (rooms === null ? 'Помещение' : rooms === 0 ? 'Студия' : `${rooms}-комн.`);

export type PlanBuildingInfo = GeneralPlan['buildings'][number];
export type PlanSection = BuildingPlan['sections'][number];
export type PlanFloor = PlanSection['floors'][number];
export type PlanFlat = FloorPlan['lots'][number];
export type PlanStatus = PlanFlat['status'];

/** The statuses found among the flats, in the order free, booked, sold (the legend and the filters list them). */
export function statusesOf(flats: ReadonlyArray<{ status: PlanStatus }>): PlanStatus[] {
  const order = ['free', 'booked', 'sold'];
  const found = new Map(flats.map((flat) => [flat.status.value, flat.status]));
  return [...found.values()].sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
}

/** «Корпус 2: 31 свободная квартира, от 23 370 000 ₽» — the shape's name for a screen reader. */
export function buildingSummary(building: PlanBuildingInfo): string {
  const free = building.free_count ?? 0;
  return `${building.name}: ${freeFlats(free)}${free ? `, ${priceFrom(building.min_price)}` : ''}`;
}

export function floorSummary(floor: PlanFloor): string {
  return `Этаж ${floor.number}: ${freeFlats(floor.free_count)}${floor.free_count ? `, ${priceFrom(floor.min_price)}` : ''}`;
}

export function flatSummary(flat: PlanFlat): string {
  return `Квартира №\u00a0${flat.number}, ${roomsShort(flat.rooms)}, ${formatArea(flat.area)}, ${formatPrice(flat.price)}, ${flat.status.label}`;
}
