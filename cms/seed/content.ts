/** Editorial content of the demo complex (fictional: no real brand, person or phone number). */
import { picturePath } from './pictures';
import type Database from 'better-sqlite3';
import { BUILDINGS, CEILINGS, CLUB_HOUSE_NUMBER, COMPLEX_FACTS, PARK_HECTARES, QUEUES, UNDERGROUND } from './complex';
import { ru, ruPlural, ruUpTo } from './ru-figures';
import { DEVELOPER, DEVELOPER_GROUP, developerInfo } from './legal';
import { COMPLEX_COORDINATES, METRO, NEAREST_METRO, SITE_ADDRESS } from './site-location';
import { nearest, place } from './places';
import { inMinutes } from '../../lib/map/walking';

export const MEDIA = (path: string) => `/api/media/${path}`;

/** The walks the texts name, computed from the places' coordinates (cms/seed/places.ts). */
const NEAREST_SCHOOL = nearest('schools', /^(Школа|Лицей|Гимназия|Частная школа)/);
const NEAREST_KINDERGARTEN = nearest('schools', /^Детский сад/);
const walkTo = (name: string) => inMinutes(place(name).walk_minutes);

export const CONTACTS = [
  {
    id: 1,
    slug: 'ofis-prodazh',
    title: 'Офис продаж',
    phone: '+74951204567',
    email: 'sales@veresk-residence.ru',
    working_hours: 'Ежедневно с 9:00 до 21:00',
    address: `${SITE_ADDRESS.city}, ${SITE_ADDRESS.street}, 3`,
    coordinates: { lat: 55.7689, lng: 37.5552 },
    socials: [
      { name: 'Telegram', url: 'https://t.me/veresk_residence' },
      { name: 'ВКонтакте', url: 'https://vk.com/veresk_residence' },
    ],
  },
  {
    id: 2,
    slug: 'priemka-kvartir',
    title: 'Отдел заселения',
    phone: '+74951204568',
    email: 'keys@veresk-residence.ru',
    working_hours: 'Пн–Пт с 10:00 до 19:00',
    address: SITE_ADDRESS.at('корпус 1'),
    coordinates: { lat: 55.7693, lng: 37.5561 },
    socials: [],
  },
];

/** Pictures of the menu: the menu's own picture and one per way of choosing a flat. */
export const MENU_IMAGE_PATHS = { top: picturePath('menu'), genplan: picturePath('genplan'), params: 'menu/params.svg' } as const;

/** The booklet of the whole project and one per queue (the menu offers the chosen queue's). */
export const BOOKLET_PATHS = { project: 'docs/booklet.pdf', byQueue: (queue: number) => `docs/booklet-${queue}.pdf` } as const;

/** Who builds the complex, as the footer names it: cms/seed/legal.ts. */
export { DEVELOPER };

export function headerInfo(queues: number) {
  return {
    booklet: MEDIA(BOOKLET_PATHS.project),
    top_menu_image: MEDIA(MENU_IMAGE_PATHS.top),
    menu_images: { genplan: MEDIA(MENU_IMAGE_PATHS.genplan), params: MEDIA(MENU_IMAGE_PATHS.params) },
    queue_booklets: Array.from({ length: queues }, (_, i) => ({ queue: i + 1, file: MEDIA(BOOKLET_PATHS.byQueue(i + 1)) })),
    developer: developerInfo(queues),
  };
}

/**
 * The complex's figures the texts state, from the constants the data is generated from (cms/seed/complex.ts): a
 * buyer can check them against the buildings, the flats and the master plan.
 */
const FLOORS = BUILDINGS.map((building) => building.floors);
const FLOORS_RANGE = `от ${Math.min(...FLOORS)} до ${Math.max(...FLOORS)} этажей`;
const PARK_AREA = `${ru(PARK_HECTARES, 1)} га`;
const CEILING_RANGE = `${ruUpTo(CEILINGS.flat, 2)}–${ruUpTo(CEILINGS.flatHigh, 2)} м`;
const FIRST_QUEUE_YEAR = /\d{4}/.exec(QUEUES[0]?.completion ?? '')?.[0] ?? '';
const COUNT_WORDS = ['Один', 'Два', 'Три', 'Четыре', 'Пять', 'Шесть', 'Семь', 'Восемь', 'Девять', 'Десять'];
const BUILDINGS_WORD = `${COUNT_WORDS[BUILDINGS.length - 1] ?? BUILDINGS.length} ${ruPlural(BUILDINGS.length, ['корпус', 'корпуса', 'корпусов'])}`;

export const MAIN_PAGE = {
  title: 'Резиденция «Вереск»',
  subtitle: `Квартиры премиум-класса в Пресненском районе, ${inMinutes(NEAREST_METRO.walk_minutes)} пешком от метро «${NEAREST_METRO.name}»`,
  hero_image: MEDIA(picturePath('hero')),
  hero_image_portrait: MEDIA(picturePath('hero-portrait')),
  about: {
    title: 'Тихий центр большого города',
    text: `${BUILDINGS_WORD} высотой ${FLOORS_RANGE} вокруг закрытого двора-парка. Фасады из натурального камня и бронзы, лобби с консьерж-сервисом, подземный паркинг и кладовые в каждом корпусе.`,
  },
  metro: { name: NEAREST_METRO.name, line: NEAREST_METRO.line, color: NEAREST_METRO.color, walk_minutes: NEAREST_METRO.walk_minutes },
  highlights: [
    { value: `${NEAREST_METRO.walk_minutes} мин`, label: 'пешком до метро' },
    { value: PARK_AREA, label: 'двор-парк без машин' },
    { value: CEILING_RANGE, label: 'высота потолков' },
    { value: FIRST_QUEUE_YEAR, label: 'ввод первой очереди' },
  ],
};

/** The club house: every flat with a fireplace and the high ceilings (cms/seed/lots.ts). */
const CLUB_HOUSE = BUILDINGS.find((building) => building.number === CLUB_HOUSE_NUMBER)!;
const LEVEL_WORDS = ['одном', 'двух', 'трёх', 'четырёх'];
/** How deep the parking goes: 'на двух уровнях', or 'на двух подземных уровнях'. */
function parkingLevels(underground: boolean): string {
  const levels: number = UNDERGROUND.parkingLevels;
  return `на ${LEVEL_WORDS[levels - 1] ?? levels} ${underground ? `подземн${levels === 1 ? 'ом' : 'ых'} ` : ''}${levels === 1 ? 'уровне' : 'уровнях'}`;
}

export const BENEFITS = [
  { id: 1, title: 'Двор без машин', text: `Весь транспорт уходит в подземный паркинг ${parkingLevels(false)}, во дворе — сад, детские площадки и зоны тихого отдыха.`, image: MEDIA(picturePath('benefit-1')) },
  { id: 2, title: 'Лобби с консьержем', text: `Двухсветные лобби высотой ${COMPLEX_FACTS.lobbyHeight} метров, круглосуточный консьерж-сервис, колясочные и мастерские для велосипедов.`, image: MEDIA(picturePath('benefit-2')) },
  { id: 3, title: 'Видовые квартиры', text: 'С верхних этажей открываются панорамы Москва-Сити, Пресненского парка и исторического центра.', image: MEDIA(picturePath('benefit-3')) },
  { id: 4, title: 'Клубный дом', text: `Корпус ${CLUB_HOUSE.number} — клубный дом в ${CLUB_HOUSE.floors} ${ruPlural(CLUB_HOUSE.floors, ['этаж', 'этажа', 'этажей'])}: в каждой резиденции камин и потолки ${ru(CEILINGS.flatHigh, 1)} м, у резиденций верхнего этажа — террасы.`, image: MEDIA(picturePath('benefit-4')) },
  { id: 5, title: 'Школа и сад рядом', text: `Собственный детский сад на 120 мест в первой очереди; ближайшая школа — ${inMinutes(NEAREST_SCHOOL.walk_minutes)} пешком.`, image: MEDIA(picturePath('benefit-5')) },
  { id: 6, title: 'Фитнес и спа', text: 'Для жителей — фитнес-клуб с 25-метровым бассейном на первом этаже корпуса 2.', image: MEDIA(picturePath('benefit-6')) },
];

/** The flats' room counts as the composition's line names them (0: a studio). */
const ROOMS_FROM = ['студий', 'однокомнатных', 'двухкомнатных', 'трёхкомнатных', 'четырёхкомнатных', 'пятикомнатных'];
const ROOMS_TO = ['студий', 'однокомнатных квартир', 'двухкомнатных квартир', 'трёхкомнатных квартир', 'четырёхкомнатных резиденций', 'пятикомнатных резиденций'];

/** The project's composition (home page), counted in the seeded database: what the catalogue lists, the page says. */
export function projectComposition(db: Database.Database) {
  const count = (type: string) => (db.prepare('SELECT COUNT(*) AS n FROM lots WHERE type = ?').get(type) as { n: number }).n;
  const buildings = db.prepare('SELECT COUNT(*) AS n, MIN(floors) AS low, MAX(floors) AS high FROM buildings').get() as { n: number; low: number; high: number };
  const rooms = db.prepare(`SELECT MIN(rooms) AS low, MAX(rooms) AS high FROM lots WHERE type = 'apartments'`).get() as { low: number; high: number };
  return [
    { id: 1, title: 'Корпуса', value: ru(buildings.n), description: `от ${buildings.low} до ${buildings.high} этажей` },
    { id: 2, title: 'Квартиры', value: ru(count('apartments')), description: `от ${ROOMS_FROM[rooms.low]} до ${ROOMS_TO[rooms.high]}` },
    { id: 3, title: 'Коммерция', value: ru(count('commercial')), description: 'помещений на первых этажах' },
    { id: 4, title: 'Паркинг', value: ru(count('parking')), description: `машино-мест ${parkingLevels(true)}` },
    { id: 5, title: 'Кладовые', value: ru(count('storerooms')), description: 'в подземной части каждого корпуса' },
    { id: 6, title: 'Двор-парк', value: PARK_AREA, description: 'ландшафтный проект бюро «Сад и город»' },
  ];
}

export const LOCATION = {
  title: 'Пресня: центр в шаговой доступности',
  address: SITE_ADDRESS.short,
  coordinates: COMPLEX_COORDINATES,
  text: 'Комплекс стоит в тихом Вересковом переулке у Звенигородского шоссе. До Садового кольца — 5 минут на машине, до Москва-Сити — 10 минут, до Патриарших прудов — 15 минут.',
  metro: METRO.map(({ name, line, color, walk_minutes }) => ({ name, line, color, walk_minutes })),
  travel_times: [
    { place: 'Садовое кольцо', minutes: 5, mode: 'car' },
    { place: 'Москва-Сити', minutes: 10, mode: 'car' },
    { place: 'Кремль', minutes: 15, mode: 'car' },
    { place: 'Шереметьево', minutes: 35, mode: 'car' },
  ],
};

export const ENVIRONMENT = {
  title: 'Инфраструктура района',
  text: 'Пресня — один из самых обеспеченных районов центра: парки и набережные, частные и государственные школы, клиники, театры и рестораны в пределах получаса пешком.',
  sections: [
    { title: 'Парки', text: `Сквер на Звенигородской — ${walkTo('Сквер на Звенигородской')} пешком, парк «Красная Пресня» — ${walkTo('Парк «Красная Пресня»')}, Пресненский парк — ${walkTo('Пресненский парк')}, набережная Москвы-реки — ${walkTo('Набережная Москвы-реки')}.` },
    { title: 'Образование', text: 'Три школы с углублённым изучением языков и математики, частные детские сады, музыкальная школа.' },
    { title: 'Медицина', text: 'Городская поликлиника, детская клиника и два частных медицинских центра рядом с домом.' },
    { title: 'Культура и рестораны', text: 'Центр современного искусства, кинотеатр, театр-студия и более сорока ресторанов и кафе вокруг.' },
  ],
};

/** The retail page (/retail): its figures counted in the seeded database and taken from the heights the lots are built with. */
export function commercialPage(db: Database.Database) {
  const premises = db.prepare(`SELECT COUNT(*) AS n, MIN(area) AS low, MAX(area) AS high FROM lots WHERE type = 'commercial'`).get() as { n: number; low: number; high: number };
  const ceiling = `${ru(CEILINGS.commercial, 1)} м`;
  return {
    title: 'Коммерческие помещения',
    text: `Помещения свободного назначения на первых этажах с отдельными входами с улицы и витринным остеклением. Высота потолков ${ceiling}, выделенные мощности, возможность размещения вывески.`,
    image: MEDIA(picturePath('retail')),
    stats: [
      { value: ru(premises.n), label: ruPlural(premises.n, ['помещение', 'помещения', 'помещений']) },
      // Whole metres that hold every premise: the smallest rounded down, the largest up.
      { value: `${ru(Math.floor(premises.low))}–${ru(Math.ceil(premises.high))} м²`, label: 'площади' },
      { value: ceiling, label: 'потолки' },
    ],
    features: [
      { title: 'Вход с улицы', text: 'У каждого помещения свой вход с тротуара Звенигородского шоссе, отдельный от входов в жилые лобби.' },
      { title: 'Витрины в пол', text: `Остекление от пола до потолка на ${ceiling}: вывеска и витрина видны с обеих сторон улицы.` },
      { title: 'Свои покупатели', text: `Около 2 500 жителей комплекса и соседних кварталов; школа и детский сад — ${inMinutes(Math.max(NEAREST_SCHOOL.walk_minutes, NEAREST_KINDERGARTEN.walk_minutes))} пешком.` },
      { title: 'Инженерия под бизнес', text: 'Выделенная мощность до 60 кВт, вытяжка для кафе и ресторанов, отдельные счётчики.' },
    ],
  };
}

export const OFFICES_PAGE = {
  title: 'Офис продаж',
  text: 'Шоурум с макетом комплекса, образцами отделки и видовыми квартирами. Запишитесь на встречу — менеджер проведёт экскурсию по стройке.',
  image: MEDIA(picturePath('office')),
};

export const PRIVACY_POLICY = {
  title: 'Политика в отношении обработки персональных данных',
  updated_at: '2026-09-01',
  body_html: [
    '<h2>1. Общие положения</h2><p>Настоящая политика определяет порядок обработки персональных данных пользователей сайта жилого комплекса «Вереск» (далее — Сайт) обществом с ограниченной ответственностью «Специализированный застройщик «Вереск» (далее — Оператор) в соответствии с Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных».</p>',
    '<h2>2. Какие данные мы обрабатываем</h2><p>Имя, номер телефона, адрес электронной почты, удобное время звонка и способ связи, которые пользователь указывает в формах Сайта, а также обезличенные данные о посещениях, собираемые с помощью файлов cookie и рекомендательных технологий.</p>',
    '<h2>3. Цели обработки</h2><ul><li>обратная связь по заявкам пользователя;</li><li>консультации по приобретению недвижимости;</li><li>направление информационных и рекламных сообщений — только с отдельного согласия пользователя;</li><li>улучшение работы Сайта.</li></ul>',
    '<h2>4. Сроки и условия</h2><p>Данные хранятся не дольше, чем этого требуют цели обработки, и уничтожаются по достижении целей или при отзыве согласия. Оператор не передаёт данные третьим лицам, кроме случаев, предусмотренных законом.</p>',
    '<h2>5. Права пользователя</h2><p>Пользователь вправе запросить сведения об обработке своих данных, потребовать их уточнения или удаления и отозвать согласие, направив письмо на адрес privacy@veresk-residence.ru.</p>',
  ].join(''),
};

/**
 * The documents the footer lists (`docs`) and each queue's (`project_documentation`), by the media path of
 * their file: titles and dates are the documents' own (cms/documents/catalogue.ts), sizes the files' (the
 * routes state them once the CMS has made the files).
 */
export const DOCS = [
  { id: 1, path: 'docs/declaration.pdf' },
  { id: 2, path: 'docs/permit.pdf' },
  { id: 3, path: 'docs/conclusion.pdf' },
  { id: 4, path: 'docs/terms.pdf' },
];

export const PROJECT_DOCUMENTATION = [
  { id: 1, queue: 1, path: 'docs/declaration-1.pdf' },
  { id: 2, queue: 1, path: 'docs/permit-1.pdf' },
  { id: 3, queue: 2, path: 'docs/declaration-2.pdf' },
  { id: 4, queue: 2, path: 'docs/permit-2.pdf' },
  { id: 5, queue: null, path: 'docs/conclusion.pdf' },
  { id: 6, queue: null, path: 'docs/terms.pdf' },
];

/** The companies of the project, each with the person who leads its part (fictional people: no photographs, the site shows a name card). */
export const TEAM = [
  {
    id: 1,
    name: DEVELOPER.brand,
    role: 'Девелопер',
    description: `Девелопер жилых и офисных проектов в центре Москвы с ${DEVELOPER_GROUP.since} года: ${DEVELOPER_GROUP.completed} реализованных комплексов.`,
    lead: { name: 'Андрей Волков', position: 'Управляющий партнёр', quote: 'Мы строим дом, в котором сами хотели бы жить: тихий двор, честные материалы и планировки без лишних метров.' },
  },
  {
    id: 2,
    name: 'Бюро «Линия и свет»',
    role: 'Архитектура',
    description: 'Архитектурное бюро, автор концепции фасадов из натурального камня и бронзовых ламелей.',
    lead: { name: 'Мария Лебедева', position: 'Главный архитектор проекта', quote: 'Камень и бронза стареют красиво: через двадцать лет фасад будет выглядеть благороднее, чем в день сдачи.' },
  },
  {
    id: 3,
    name: 'Студия «Сад и город»',
    role: 'Ландшафт',
    description: `Ландшафтные архитекторы двора-парка площадью ${PARK_AREA} с многоуровневым озеленением.`,
    lead: { name: 'Ольга Смирнова', position: 'Ландшафтный архитектор', quote: 'Двор цветёт с апреля по октябрь, а зимой остаётся зелёным: треть деревьев — хвойные.' },
  },
  {
    id: 4,
    name: 'Мастерская «Интерьер 12»',
    role: 'Интерьеры лобби',
    description: 'Дизайн двухсветных лобби, лифтовых холлов и пространств для жителей.',
    lead: { name: 'Дмитрий Орлов', position: 'Руководитель мастерской', quote: 'Лобби — гостиная всего дома: здесь должно быть тепло, светло и тихо в любое время суток.' },
  },
  {
    id: 5,
    name: 'ООО «СтройТехГрупп»',
    role: 'Генеральный подрядчик',
    description: 'Генподрядчик с опытом возведения монолитных зданий высотой до 50 этажей.',
    lead: { name: 'Сергей Кузнецов', position: 'Руководитель проекта', quote: 'Каждый этаж принимает независимый технический надзор, а фотоотчёт со стройки выходит каждый месяц.' },
  },
  {
    id: 6,
    name: 'УК «Вереск Сервис»',
    role: 'Управляющая компания',
    description: 'Сервис уровня пятизвёздочного отеля: консьерж, клининг, охрана и техническая служба.',
    lead: { name: 'Елена Морозова', position: 'Директор по сервису', quote: 'Консьерж знает жителей по именам и решает бытовые вопросы за один звонок.' },
  },
] satisfies ReadonlyArray<{ id: number; name: string; role: string; description: string; lead: { name: string; position: string; quote: string } }>;

export const FAQ = [
  { id: 1, category: 'Покупка', question: 'Как забронировать квартиру?', answer_html: '<p>Оставьте заявку на сайте или позвоните в офис продаж. Менеджер подтвердит наличие и оформит бронь на 7 дней без оплаты.</p>' },
  { id: 2, category: 'Покупка', question: 'По какому договору продаются квартиры?', answer_html: '<p>По договору участия в долевом строительстве (214-ФЗ) с использованием эскроу-счетов.</p>' },
  { id: 3, category: 'Ипотека', question: 'Какой минимальный первоначальный взнос?', answer_html: '<p>От 20% по большинству программ банков-партнёров. Точные условия зависят от программы и банка.</p>' },
  { id: 4, category: 'Ипотека', question: 'Можно ли использовать материнский капитал?', answer_html: '<p>Да, материнский капитал можно направить на первоначальный взнос или погашение ипотеки.</p>' },
  { id: 5, category: 'Рассрочка', question: 'Есть ли рассрочка от застройщика?', answer_html: '<p>Да, беспроцентная рассрочка до ввода дома в эксплуатацию при первом взносе от 30%.</p>' },
  { id: 6, category: 'Отделка', question: 'Какие варианты отделки доступны?', answer_html: '<p>Без отделки, white box, чистовая отделка и дизайнерская отделка по проекту мастерской «Интерьер 12».</p>' },
];

export const MORTGAGE_FACETS = [
  { value: 'family', label: 'Семейная ипотека' },
  { value: 'it', label: 'IT-ипотека' },
  { value: 'standard', label: 'Стандартная' },
  { value: 'military', label: 'Военная ипотека' },
  { value: 'installment', label: 'Рассрочка от застройщика' },
] as const;

/**
 * The down payment and term the lots' monthly payments are quoted for, the discount for paying in full, and the
 * day the programmes' conditions were checked (`conditions_date`, stated on /mortgage and the terms sheet).
 */
export const MORTGAGE_SETTINGS = {
  default_deposit_percent: 20,
  default_term_years: 30,
  full_payment_discount_percent: 5,
  conditions_date: '2026-11-15',
  trade_in: 'Ваша квартира в зачёт новой: оценка за один день, сделка одновременно с покупкой, цена новой квартиры фиксируется на 60 дней.',
};

/**
 * Where each kind of programme's conditions come from, as /mortgage and the terms sheet cite them, and the day a
 * state programme ends (null: the programme has no announced end). A programme closed before the conditions'
 * date is not offered (tests/contract: «Льготная ипотека на новостройки» 8 % closed on 1 July 2024).
 */
const SOURCES = {
  family: { source: 'Постановление Правительства РФ от 30.12.2017 № 1711 (семейная ипотека), продлена до 2030 года', valid_until: '2030-12-31' },
  it: { source: 'Постановление Правительства РФ от 30.04.2022 № 805 (IT-ипотека)', valid_until: null },
  military: { source: 'Федеральный закон от 20.08.2004 № 117-ФЗ (накопительно-ипотечная система военнослужащих)', valid_until: null },
  standard: { source: 'Условия банка на дату расчёта', valid_until: null },
  installment: { source: 'Условия застройщика', valid_until: null },
} as const;

/**
 * Programmes: `until_handover` marks one that ends when the house is handed over, so its term may not run past the
 * last queue's handover (tests/contract).
 */
export const MORTGAGE_PROGRAMS = [
  { id: 1, bank: 'Сбербанк', program: 'Семейная ипотека', facet: 'family', rate: 6, deposit_min: 20, term_max_years: 30, sum_max: 12_000_000, ...SOURCES.family },
  { id: 2, bank: 'ВТБ', program: 'Семейная ипотека', facet: 'family', rate: 6, deposit_min: 20, term_max_years: 30, sum_max: 12_000_000, ...SOURCES.family },
  { id: 3, bank: 'Альфа-Банк', program: 'Семейная ипотека', facet: 'family', rate: 6, deposit_min: 20, term_max_years: 30, sum_max: 12_000_000, ...SOURCES.family },
  { id: 4, bank: 'Газпромбанк', program: 'IT-ипотека', facet: 'it', rate: 6, deposit_min: 20, term_max_years: 30, sum_max: 18_000_000, ...SOURCES.it },
  { id: 5, bank: 'Сбербанк', program: 'IT-ипотека', facet: 'it', rate: 6, deposit_min: 20, term_max_years: 30, sum_max: 18_000_000, ...SOURCES.it },
  { id: 6, bank: 'ДОМ.РФ', program: 'Стандартная ипотека', facet: 'standard', rate: 19.9, deposit_min: 20, term_max_years: 30, sum_max: 100_000_000, ...SOURCES.standard },
  { id: 7, bank: 'ВТБ', program: 'Стандартная ипотека', facet: 'standard', rate: 20.4, deposit_min: 20, term_max_years: 30, sum_max: 100_000_000, ...SOURCES.standard },
  { id: 8, bank: 'Альфа-Банк', program: 'Стандартная ипотека', facet: 'standard', rate: 20.9, deposit_min: 15, term_max_years: 30, sum_max: 70_000_000, ...SOURCES.standard },
  { id: 9, bank: 'Промсвязьбанк', program: 'Военная ипотека', facet: 'military', rate: 6.5, deposit_min: 15, term_max_years: 25, sum_max: 6_000_000, ...SOURCES.military },
  { id: 10, bank: 'Совкомбанк', program: 'Стандартная ипотека', facet: 'standard', rate: 21.2, deposit_min: 10, term_max_years: 30, sum_max: 50_000_000, ...SOURCES.standard },
  { id: 11, bank: 'Застройщик', program: 'Беспроцентная рассрочка', facet: 'installment', rate: 0, deposit_min: 30, term_max_years: 2, sum_max: 500_000_000, ...SOURCES.installment },
  { id: 12, bank: 'Застройщик', program: 'Рассрочка до ввода дома', facet: 'installment', rate: 4.9, deposit_min: 15, term_max_years: 2, sum_max: 500_000_000, ...SOURCES.installment, until_handover: true },
  { id: 15, bank: 'Т-Банк', program: 'Стандартная ипотека', facet: 'standard', rate: 20.5, deposit_min: 20, term_max_years: 30, sum_max: 60_000_000, ...SOURCES.standard },
];

export const FURNISH_PACKAGES = [
  { id: 1, slug: 'scandi', title: 'Скандинавский', price_per_m2: 45_000, description: 'Светлый дуб, матовые белые поверхности, текстиль натуральных оттенков.', items: ['Кухня с техникой Bosch', 'Мебель для гостиной', 'Спальный гарнитур', 'Освещение и декор'] },
  { id: 2, slug: 'classic', title: 'Неоклассика', price_per_m2: 62_000, description: 'Тёплые оттенки, латунная фурнитура, мрамор в санузлах, лепнина в гостиной.', items: ['Кухня из массива', 'Мраморные столешницы', 'Мебель по эскизам бюро', 'Текстиль и шторы'] },
  { id: 3, slug: 'loft', title: 'Современный', price_per_m2: 54_000, description: 'Графит и бронза, встроенные системы хранения, умный дом.', items: ['Кухня без ручек', 'Встроенные шкафы', 'Умный дом', 'Акустика в гостиной'] },
];

export const MAP_CATEGORIES = [
  { id: 1, slug: 'schools', name: 'Школы и детские сады', color: '#5b7a99' },
  { id: 2, slug: 'health', name: 'Медицина', color: '#a3302a' },
  { id: 3, slug: 'parks', name: 'Парки', color: '#5f7a4e' },
  { id: 4, slug: 'shops', name: 'Магазины', color: '#7a5c34' },
  { id: 5, slug: 'food', name: 'Рестораны и кафе', color: '#8e5a7a' },
  { id: 6, slug: 'sport', name: 'Спорт', color: '#3f6f6a' },
  { id: 7, slug: 'culture', name: 'Культура', color: '#4a4d52' },
] as const;

/** The demo's cameras have no stream: each shows its last snapshot (rendered for November 2026) and when it was taken. */
const SNAPSHOT_AT = '2026-11-27T14:00:00+03:00';
export const CAMERAS = [
  { id: 1, title: 'Камера 1. Корпуса 1 и 2', stream_url: null, preview: MEDIA('views/camera-1.webp'), taken_at: SNAPSHOT_AT },
  { id: 2, title: 'Камера 2. Клубный дом', stream_url: null, preview: MEDIA('views/camera-2.webp'), taken_at: SNAPSHOT_AT },
  { id: 3, title: 'Камера 3. Вторая очередь', stream_url: null, preview: MEDIA('views/camera-3.webp'), taken_at: SNAPSHOT_AT },
];

export const PROJECT_DESCRIPTION = {
  title: 'Ход строительства',
  text: 'Монолитные работы первой очереди завершены, идёт устройство фасадов и инженерных систем. Во второй очереди возводится каркас корпусов 4 и 5.',
  completion_percent: 49,
  deadline: 'II квартал 2027 — 1 очередь, IV квартал 2028 — 2 очередь',
};
