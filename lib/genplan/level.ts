import { paths } from '@/lib/config/paths';

/**
 * The master plan's level, held in the URL so a pasted link opens it (`?building=2&section=1&floor=15`,
 * `?building=2&view=chess`): the complex when no building is given, a building's facade, one floor, or
 * the building's chessboard. Numbers that are not whole positive numbers are ignored.
 */
export type GenplanLevel = { building: number | null; section: number | null; floor: number | null; chess: boolean };

export const COMPLEX_LEVEL: GenplanLevel = { building: null, section: null, floor: null, chess: false };

const POSITIVE = /^[1-9]\d{0,5}$/;
const whole = (value: string | null | undefined) => (value && POSITIVE.test(value) ? Number(value) : null);

type Params = { get(name: string): string | null };

export function genplanLevelFrom(params: Params): GenplanLevel {
  const building = whole(params.get('building'));
  if (building === null) return COMPLEX_LEVEL;
  const chess = params.get('view') === 'chess';
  return { building, section: whole(params.get('section')), floor: chess ? null : whole(params.get('floor')), chess };
}

/** The level's query (without the queue): `building`, `section`, `floor`, `view=chess`, in this order. */
export function genplanLevelSearch(level: GenplanLevel): URLSearchParams {
  const params = new URLSearchParams();
  if (level.building === null) return params;
  params.set('building', String(level.building));
  if (level.section !== null) params.set('section', String(level.section));
  if (level.floor !== null && !level.chess) params.set('floor', String(level.floor));
  if (level.chess) params.set('view', 'chess');
  return params;
}

/** The link to a level of the master plan. */
export function genplanHref(level: Partial<GenplanLevel>): string {
  const search = genplanLevelSearch({ ...COMPLEX_LEVEL, ...level }).toString();
  return `${paths.lots('genplan')}${search ? `?${search}` : ''}`;
}
