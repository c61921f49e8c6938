import type { LotCard } from '@/lib/api/schemas';
import { LOTS_TYPE_NOUNS } from '@/lib/config/lots-labels';
import { isLotsType } from '@/lib/config/paths';
import { roomsLabel } from '@/lib/format/number';

/** '2-комнатная квартира № 45', 'Студия № 12', 'Машино-место № М-3'. */
export function lotTitle(lot: Pick<LotCard, 'type' | 'rooms' | 'number'>): string {
  if (lot.type === 'apartments') {
    return lot.rooms ? `${roomsLabel(lot.rooms)} квартира № ${lot.number}` : `Студия № ${lot.number}`;
  }
  const noun = isLotsType(lot.type) ? LOTS_TYPE_NOUNS[lot.type][0] : 'лот';
  return `${noun.charAt(0).toUpperCase()}${noun.slice(1)} № ${lot.number}`;
}
