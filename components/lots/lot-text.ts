import type { LotCard } from '@/lib/api/schemas';
import { LOTS_TYPE_NOUNS } from '@/lib/config/lots-labels';
import { isLotsType } from '@/lib/config/paths';
import { roomsLabel } from '@/lib/format/number';

/** '2-комнатная квартира № 45', 'Студия № 12', 'Машино-место № М-3'. */
export function lotTitle(lot: Pick<LotCard, 'type' | 'rooms' | 'number'>): string {
  if (lot.type === 'apartments') {
    return lot.rooms ? `${roomsLabel(lot.rooms)} квартира №\u00a0${lot.number}` : `Студия №\u00a0${lot.number}`;
  }
  const noun = isLotsType(lot.type) ? LOTS_TYPE_NOUNS[lot.type][0] : 'лот';
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} №\u00a0${lot.number}`;
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
