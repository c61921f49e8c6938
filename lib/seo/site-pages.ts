import { paths } from '@/lib/config/paths';
import { genplanSeo, LIST_DESCRIPTIONS } from './list-seo';

/**
 * The site's own pages with the words search engines and link previews show (issue 17): one title and one
 * description each, never shared. The sitemap, the metadata and the preview pictures (app/og/page) read
 * them from here.
 */
export type SitePage = { path: string; title: string; description: string };

export const SITE_PAGES = {
  home: {
    path: paths.home(),
    title: 'Квартиры премиум-класса у метро',
    description: 'Резиденция «Вереск»: квартиры премиум-класса в центре Москвы у метро. Выбор квартиры на генплане и по параметрам, условия покупки, ход строительства.',
  },
  catalogue: {
    path: paths.lots('params', 'apartments'),
    title: 'Квартиры: выбор по параметрам',
    description: LIST_DESCRIPTIONS.apartments,
  },
  genplan: {
    path: paths.lots('genplan', 'apartments'),
    title: 'Квартиры: выбор на генплане',
    description: genplanSeo('apartments', false).description,
  },
  mortgage: {
    path: paths.mortgage(),
    title: 'Условия покупки: ипотека, рассрочка, калькулятор',
    description: 'Ипотечный калькулятор и программы банков-партнёров: семейная, IT-ипотека, рассрочка от застройщика. Платёж по каждой программе, способы оплаты, ответы на вопросы.',
  },
  infrastructure: {
    path: paths.infrastructure(),
    title: 'Инфраструктура района',
    description: 'Школы, сады, клиники, парки, магазины и рестораны рядом с резиденцией на карте района — с временем в пути пешком.',
  },
  progress: {
    path: paths.progress('gallery'),
    title: 'Ход строительства',
    description: 'Фотоотчёты со стройплощадки по месяцам, готовность очередей и онлайн-камеры резиденции «Вереск».',
  },
  news: {
    path: paths.news(),
    title: 'Новости',
    description: 'Новости резиденции «Вереск»: ход строительства, старт продаж новых корпусов, акции и события для будущих жителей.',
  },
  tour: {
    path: paths.tour(),
    title: 'Виртуальный тур',
    description: 'Виртуальный тур по резиденции: лобби, двор, квартира-шоурум и терраса на крыше в панорамах 360°.',
  },
  retail: {
    path: paths.retail(),
    title: 'Коммерческие помещения',
    description: 'Помещения свободного назначения на первых этажах резиденции «Вереск»: отдельные входы, витрины, потолки 4,5 м.',
  },
  team: {
    path: paths.team(),
    title: 'Команда',
    description: 'Девелопер, архитекторы, ландшафтные дизайнеры, генподрядчик и управляющая компания резиденции «Вереск» — и люди, которые ведут проект.',
  },
  furnish: {
    path: paths.furnish(),
    title: 'Меблировка',
    description: 'Квартира под ключ в резиденции «Вереск»: пакеты меблировки по проекту дизайнеров, что входит и сколько стоит.',
  },
  contacts: {
    path: paths.contacts(),
    title: 'Контакты',
    description: 'Офис продаж резиденции «Вереск»: адрес, телефон, часы работы, схема проезда и маршрут от метро.',
  },
  privacy: {
    path: paths.privacy(),
    title: 'Политика конфиденциальности',
    description: 'Как резиденция «Вереск» обрабатывает персональные данные посетителей сайта и покупателей: цели, сроки хранения, права и контакты.',
  },
} as const satisfies Record<string, SitePage>;

export type SitePageKey = keyof typeof SITE_PAGES;

export const isSitePageKey = (value: string): value is SitePageKey => Object.hasOwn(SITE_PAGES, value);
