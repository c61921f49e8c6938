import { createRandom, type Random } from './random';
import { PARKS, STREETS, WATER, type Metres } from './district';
import { atMetres, walkFromComplex } from './site-location';

/**
 * The places of the district map (schools, clinics, parks, shops…), each with its coordinates and its walk
 * computed from them. Parks, ponds and the embankment stand where the district draws them (their nearest edge:
 * where a walk reaches them); the complex's own kindergarten is in building 1; the businesses (fictional names)
 * are scattered over the blocks north of the river by a fixed seed, never in a park, a pond or the complex.
 */
type Category = 'schools' | 'health' | 'parks' | 'shops' | 'food' | 'sport' | 'culture';
export type Place = { category: Category; name: string; address: string; lat: number; lng: number; walk_minutes: number };

const shape = (name: string): Metres => {
  const found = [...PARKS, ...WATER].find((item) => item.name === name);
  if (!found) throw new Error(`no shape named ${name} in the district`);
  return found.points;
};

type Point = readonly [number, number];

/** The point of a line (closed: an outline) nearest `to`. */
function nearestOn(points: Metres, to: Point, closed: boolean): Point {
  let best: Point = points[0]!;
  const distance = (point: Point) => Math.hypot(point[0] - to[0], point[1] - to[1]);
  points.forEach((a, i) => {
    const b = points[(i + 1) % points.length]!;
    if (!closed && i === points.length - 1) return;
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const t = Math.max(0, Math.min(1, ((to[0] - a[0]) * dx + (to[1] - a[1]) * dy) / (dx * dx + dy * dy)));
    const point = [a[0] + t * dx, a[1] + t * dy] as const;
    if (distance(point) < distance(best)) best = point;
  });
  return [Math.round(best[0]), Math.round(best[1])];
}

/** Where a walk from the complex reaches a shape: its outline's nearest point. */
const nearestEdge = (points: Metres) => nearestOn(points, [0, 0], true);

/** The street a point stands on: the nearest one. */
const streetOf = (point: Point) =>
  STREETS.map((street) => ({ name: street.name, at: nearestOn(street.points, point, false) }))
    .sort((a, b) => Math.hypot(a.at[0] - point[0], a.at[1] - point[1]) - Math.hypot(b.at[0] - point[0], b.at[1] - point[1]))[0]!.name;

const inside = ([x, y]: Point, points: Metres) =>
  points.reduce((odd, a, i) => {
    const b = points[(i + 1) % points.length]!;
    return (a[1] > y) !== (b[1] > y) && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0] ? !odd : odd;
  }, false);

/** Places whose position is a fact of the district, in metres from the complex. */
const FIXED: Record<string, { at: Point; address: string }> = {
  'Детский сад «Вереск»': { at: [-60, 40], address: 'Вересковый пер., 5, корпус 1' },
  'Пресненский парк': { at: nearestEdge(shape('Пресненский парк')), address: 'Шмитовский пр.' },
  'Парк «Красная Пресня»': { at: nearestEdge(shape('Парк «Красная Пресня»')), address: 'ул. Сергея Макеева' },
  'Сквер на Звенигородской': { at: nearestEdge(shape('Сквер на Звенигородской')), address: 'Звенигородское ш.' },
  'Красногвардейские пруды': { at: nearestEdge(shape('Красногвардейские пруды')), address: 'ул. Сергея Макеева' },
  'Набережная Москвы-реки': { at: nearestEdge(shape('Москва-река')), address: 'Краснопресненская наб.' },
  'Бульвар на Шмитовском': { at: [0, 830], address: 'Шмитовский пр.' },
  'Сквер у метро': { at: [330, -400], address: 'ул. 1905 года' },
};

export const PLACE_NAMES: Record<Category, readonly string[]> = {
  schools: ['Школа № 1287', 'Школа № 12', 'Лицей «Пресня»', 'Детский сад «Кленовый лист»', 'Детский сад № 2540', 'Гимназия № 1520', 'Музыкальная школа им. Глинки', 'Частная школа «Ступени»', 'Детский сад «Вереск»'],
  health: ['Городская поликлиника № 5', 'Детская поликлиника № 12', 'Медицинский центр «Здоровье»', 'Стоматология «Улыбка»', 'Аптека «Пресня»', 'Клиника семейной медицины', 'Аптека 24 часа', 'Диагностический центр'],
  parks: ['Пресненский парк', 'Красногвардейские пруды', 'Парк «Красная Пресня»', 'Сквер на Звенигородской', 'Набережная Москвы-реки', 'Бульвар на Шмитовском', 'Детский парк', 'Сквер у метро'],
  shops: ['Супермаркет «Азбука вкуса»', 'Рынок на Пресне', 'ТЦ «Пресня Плаза»', 'Супермаркет «ВкусВилл»', 'Фермерская лавка', 'Пекарня «Хлеб и зерно»', 'Винный магазин', 'Цветочная мастерская', 'Книжный «Слово»'],
  food: ['Ресторан «Пресня»', 'Кофейня «Зерно»', 'Бистро «Сезоны»', 'Ресторан «Гавань»', 'Кафе «Утро»', 'Пиццерия «Печь»', 'Суши-бар «Кумо»', 'Чайная «Самовар»', 'Винный бар «Лоза»'],
  sport: ['Фитнес-клуб «Пульс»', 'Бассейн «Волна»', 'Теннисный центр', 'Студия йоги', 'Спортивная площадка', 'Скалодром', 'Школа плавания', 'Конный клуб'],
  culture: ['Театр-студия «Пресня»', 'Кинотеатр «Экран»', 'Центр современного искусства', 'Музей Красной Пресни', 'Лекторий «Пресня»', 'Библиотека № 15', 'Дом культуры', 'Галерея «Линия»', 'Концертный зал'],
};

/** A point in the blocks: within 1.3 km, north of the river, clear of the complex, the parks and the water. */
function blockPoint(random: Random): Point {
  for (;;) {
    const point = [Math.round(random.float(-1300, 1300)), Math.round(random.float(-950, 1300))] as const;
    const clear = Math.hypot(...point) > 200 && Math.hypot(...point) < 1300 && ![...PARKS, ...WATER].some((item) => inside(point, item.points));
    if (clear) return point;
  }
}

function makePlaces(): Place[] {
  const random = createRandom(0x6d6170);
  return (Object.keys(PLACE_NAMES) as Category[]).flatMap((category) =>
    PLACE_NAMES[category].map((name) => {
      const fixed = FIXED[name];
      const at = fixed?.at ?? blockPoint(random);
      const address = fixed?.address ?? `${streetOf(at)}, ${random.int(1, 40)}`;
      const coordinates = atMetres(at);
      return { category, name, address, ...coordinates, walk_minutes: walkFromComplex(coordinates) };
    }),
  );
}

export const PLACES: readonly Place[] = makePlaces();

/** A place by its name (the texts that name a walk read it here). */
export function place(name: string): Place {
  const found = PLACES.find((item) => item.name === name);
  if (!found) throw new Error(`no place named ${name}`);
  return found;
}

/** The nearest place of a category whose name matches. */
export function nearest(category: Category, match: RegExp): Place {
  const found = PLACES.filter((item) => item.category === category && match.test(item.name)).sort((a, b) => a.walk_minutes - b.walk_minutes)[0];
  if (!found) throw new Error(`no ${category} place matches ${match}`);
  return found;
}
