import { LOTS_SLUG_LABELS, LOTS_TYPE_LABELS } from '@/lib/config/lots-labels';
import { paths, type LotsSlug, type LotsType } from '@/lib/config/paths';
import { catalogSearch, EMPTY_QUERY, type CatalogQuery } from '@/lib/lots/catalog-query';

/**
 * Which lists search engines index (issue 17): each list unfiltered, and a few landing filters people search
 * for (flats by the number of rooms) with their own title, heading and description. Every other filter, sort
 * or view is `noindex, follow` with its canonical at the unfiltered list; page N of an indexed list keeps
 * `?page=N` in its canonical and says so in its title.
 */
export type ListSeo = { canonical: string; indexable: boolean; title: string; heading: string; description: string };

/** Rooms → the landing's heading; 0 is a studio. */
export const ROOM_LANDINGS: Readonly<Record<number, string>> = {
  0: 'Квартиры-студии',
  1: 'Однокомнатные квартиры',
  2: 'Двухкомнатные квартиры',
  3: 'Трёхкомнатные квартиры',
  4: 'Четырёхкомнатные квартиры',
};

const roomsLanding = (rooms: number) => ROOM_LANDINGS[rooms];

/** A query that is the list itself or one of its landings (page aside): null for any other filter, sort or view. */
function landingOf(lotsType: LotsType, query: CatalogQuery): { rooms: number | null } | null {
  const rest = catalogSearch({ ...query, rooms: [], page: 1 });
  if (rest) return null;
  if (query.rooms.length === 0) return { rooms: null };
  const [rooms] = query.rooms;
  return lotsType === 'apartments' && query.rooms.length === 1 && rooms !== undefined && roomsLanding(rooms) ? { rooms } : null;
}

/**
 * A landing's first page (`?rooms=2`): in the sitemap, cached for everyone from its first visit like the list itself
 * (lots-view-rewrite.ts), not a filter set.
 */
export const isRoomLanding = (lotsType: LotsType, query: CatalogQuery) => query.page === 1 && (landingOf(lotsType, query)?.rooms ?? null) !== null;

/** 'Квартиры: выбор по параметрам'. */
const listTitle = (slug: LotsSlug, lotsType: LotsType) => `${LOTS_TYPE_LABELS[lotsType]}: ${LOTS_SLUG_LABELS[slug].toLowerCase()}`;

const pageSuffix = (page: number) => (page > 1 ? ` — страница ${page}` : '');

/** The catalogue by parameters (`/lots/params/{type}/?…`). */
export function catalogueSeo(lotsType: LotsType, query: CatalogQuery): ListSeo {
  const base = paths.lots('params', lotsType);
  const typeLabel = LOTS_TYPE_LABELS[lotsType];
  const plain = listTitle('params', lotsType);
  const landing = landingOf(lotsType, query);
  if (!landing) {
    return { canonical: base, indexable: false, title: plain, heading: typeLabel, description: listDescription(lotsType) };
  }
  const page = query.page;
  const canonical = `${base}${catalogSearch({ ...EMPTY_QUERY, rooms: landing.rooms === null ? [] : [landing.rooms], page })}`;
  const heading = landing.rooms === null ? typeLabel : (roomsLanding(landing.rooms) ?? typeLabel);
  const title = landing.rooms === null ? plain : `${heading} в новостройке у метро`;
  const description = landing.rooms === null ? listDescription(lotsType) : `${heading} в резиденции «Вереск»: цены, планировки и площади всех свободных квартир, ипотека и рассрочка от застройщика.`;
  return { canonical, indexable: true, title: `${title}${pageSuffix(page)}`, heading, description };
}

/** The master plan (`/lots/genplan/{type}/`): indexed as it is; a queue or level in its query is a view of it. */
export function genplanSeo(lotsType: LotsType, hasQuery: boolean): ListSeo {
  const typeLabel = LOTS_TYPE_LABELS[lotsType];
  return {
    canonical: paths.lots('genplan', lotsType),
    indexable: !hasQuery,
    title: listTitle('genplan', lotsType),
    heading: typeLabel,
    description: `${typeLabel} резиденции «Вереск» на генплане: корпус, этаж и план этажа со свободными лотами и ценами.`,
  };
}

export const LIST_DESCRIPTIONS: Record<LotsType, string> = {
  apartments: 'Все квартиры резиденции «Вереск» в продаже: цены, планировки, площади и этажи — фильтры по комнатам, цене, отделке и корпусу.',
  commercial: 'Коммерческие помещения на первых этажах резиденции «Вереск»: площади, цены, отдельные входы и витрины.',
  parking: 'Машино-места в подземном паркинге резиденции «Вереск»: уровни, площади и цены, лифт из паркинга в лобби.',
  storerooms: 'Кладовые в резиденции «Вереск»: площади, этажи и цены — место для вещей рядом с квартирой.',
};

const listDescription = (lotsType: LotsType) => LIST_DESCRIPTIONS[lotsType];
