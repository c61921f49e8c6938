import { STOREY, floorBaseHeight } from './complex';

/**
 * The construction schedule of the demo: each queue's monthly reports (the last one October 2026) with their
 * readiness, and what a building looks like at a readiness — floors of bare frame, floors clad. The seed's
 * progress reports and the rendered site photos (cms/render/shots.ts) both read it, so a photo shows its month.
 */
export const PROGRESS_BY_QUEUE: ReadonlyArray<{ queue: number; months: number; from: number; to: number }> = [
  { queue: 1, months: 22, from: 10, to: 64 },
  { queue: 2, months: 10, from: 3, to: 27 },
];

export const PHOTOS_PER_MONTH = 3;

/** The news category whose covers are the site photographed that month (every other cover is a render). */
export const SITE_NEWS_CATEGORY = 'Ход строительства';

export type ProgressMonth = { id: number; queue: number; year: number; month: number; percent: number };

/** Every monthly report, ids in order (queue 1's first). */
export function progressMonths(queues = PROGRESS_BY_QUEUE.length): ProgressMonth[] {
  const reports: ProgressMonth[] = [];
  for (const { queue, months, from, to } of PROGRESS_BY_QUEUE.slice(0, queues)) {
    for (let i = 0; i < months; i += 1) {
      const date = new Date(Date.UTC(2026, 9 - (months - 1 - i), 1));
      reports.push({ id: reports.length + 1, queue, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, percent: Math.round(from + ((to - from) * i) / Math.max(1, months - 1)) });
    }
  }
  return reports;
}

export type ConstructionState = { built: number; rising: number; clad: number; slab: number };

/**
 * What stands of a building at a readiness: whole floors of frame (`built`), the share of the next floor whose
 * columns are up (`rising`), floors with their facade (`clad`), the foundation slab's share. The frame starts
 * at 4 % and tops out at 64 %, so every report after the first shows it higher than the one before.
 */
export function constructionState(floors: number, percent: number): ConstructionState {
  const level = floors * Math.min(1, Math.max(0, (percent - 4) / 60));
  const built = Math.floor(level);
  const cladding = Math.min(1, Math.max(0, (percent - 30) / 45));
  return {
    built,
    rising: built < floors ? level - built : 0,
    clad: cladding > 0 ? Math.max(0, Math.min(built - 2, Math.round(floors * cladding))) : 0,
    slab: Math.min(1, percent / 4),
  };
}

/** How high the frame stands, metres. */
export function frameHeight({ built, rising }: ConstructionState): number {
  return floorBaseHeight(built + 1) + rising * (built === 0 ? STOREY.ground : STOREY.typical);
}

export const floorsWord = (n: number) => {
  const tens = n % 100;
  const ones = n % 10;
  if (tens >= 11 && tens <= 14) return 'этажей';
  return ones === 1 ? 'этаж' : ones >= 2 && ones <= 4 ? 'этажа' : 'этажей';
};

/** A photo's caption: the building in it and how far it has risen ("Корпус 2: 14 этажей из 30"). */
export function progressCaption(name: string, floors: number, percent: number): string {
  const { built, rising, clad } = constructionState(floors, percent);
  if (built === 0) return rising > 0 ? `${name}: возводится первый этаж` : `${name}: котлован и фундаментная плита`;
  const frame = built >= floors ? `каркас возведён, ${floors} ${floorsWord(floors)}` : `${built} ${floorsWord(built)} из ${floors}`;
  return clad > 0 ? `${name}: ${frame}, фасад до ${clad}-го этажа` : `${name}: ${frame}`;
}
