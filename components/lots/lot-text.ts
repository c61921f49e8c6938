import type { LotCard } from '@/lib/api/schemas';
import { LOTS_TYPE_NOUNS } from '@/lib/config/lots-labels';
import { isLotsType } from '@/lib/config/paths';
import { roomsLabel } from '@/lib/format/number';
import { capital } from '@/lib/lots/lot-words';

/** '2-комнатная квартира № 45', 'Студия № 12', 'Машино-место № М-3'. */
export function lotTitle(lot: Pick<LotCard, 'type' | 'rooms' | 'number'>): string {
  if (lot.type === 'apartments') {
    return lot.rooms ? `${roomsLabel(lot.rooms)} квартира №\u00a0${lot.number}` : `Студия №\u00a0${lot.number}`;
  }
  const noun = isLotsType(lot.type) ? LOTS_TYPE_NOUNS[lot.type][0] : 'лот';
  return `${capital(noun)} №\u00a0${lot.number}`;
}

/**
 * Where a lot is: 'корпус 2, секция 1'. Numbers repeat in every building, so wherever lots of several
 * buildings meet, the number goes with its place.
 */
export function lotPlace(lot: Pick<LotCard, 'building' | 'section'>): string {
  return `корпус ${lot.building.number}, секция ${lot.section.number}`;
}

/** The title with its place: unique in any list ('2-комнатная квартира № 45, корпус 2, секция 1'). */
export function lotFullTitle(lot: Pick<LotCard, 'type' | 'rooms' | 'number' | 'building' | 'section'>): string {
  return `${lotTitle(lot)}, ${lotPlace(lot)}`;
}

/** Parking places and storerooms are sold as they are: no finish is named for them. */
const WITHOUT_FINISH: ReadonlySet<string> = new Set(['parking', 'storerooms']);

/** The lot's finish ('White box'), or null where a finish means nothing (a parking place, a storeroom). */
export function lotFinish(lot: Pick<LotCard, 'type' | 'renovation'>): string | null {
  return WITHOUT_FINISH.has(lot.type) ? null : lot.renovation.label;
}

/** A floor's number as printed: an underground one with a minus sign ('−1'). */
export const floorNumber = (floor: number): string => (floor < 0 ? `\u2212${-floor}` : String(floor));

/** The 'Этаж' value: '2 из 24' (no-break spaces: it never breaks); an underground lot's '−1, подземный'. */
export function lotFloor(lot: Pick<LotCard, 'floor' | 'floors_total'>): string {
  return lot.floor < 1 ? `${floorNumber(lot.floor)}, подземный` : `${lot.floor}\u00a0из\u00a0${lot.floors_total}`;
}
