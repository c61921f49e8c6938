/**
 * The demo's news, each story written for its day (issue 59: bodies were assembled from templates, and a
 * construction report ended "Условия действуют для всех способов оплаты"). Every figure a story gives is read
 * from where the rest of the site reads it: a construction report from the month's progress (progress-plan.ts),
 * rates and limits from the programmes, the lobby from the complex's facts, the escrow bank and permits from the
 * legal facts. Stories are listed newest first; a story's category decides its cover (cms/render/shots.ts:
 * a construction story shows the site that month, any other a render of the complex), so a non-construction
 * story is written for the render it gets.
 */
import { BUILDINGS, COMPLEX_FACTS, CROWN_SETBACK, QUEUES, STOREROOM_SIZES } from './complex';
import { sizeArea } from '../plans/underground';
import { FURNISH_PACKAGES, MORTGAGE_PROGRAMS, MORTGAGE_SETTINGS } from './content';
import { ESCROW_BANK, QUEUE_LEGAL } from './legal';
import { ru, ruDate } from './ru-figures';
import { SITE_NEWS_CATEGORY, constructionState, floorsWord, frameHeight, progressCaption, progressMonths } from './progress-plan';

/** The storerooms' smallest and largest areas, as their sizes make them ('3', '12' or '7,5'). */
const storeroomArea = (pick: (...areas: number[]) => number) => {
  const area = pick(...STOREROOM_SIZES.map(sizeArea));
  return ru(area, Number.isInteger(area) ? 0 : 1);
};

export type Story = { category: string; title: string; lead: string; paragraphs: string[]; points: string[] };

type QueueReport = { queue: number; month: string; captions: string[]; states: Map<number, ReturnType<typeof constructionState> & { floors: number }> };
type SiteReport = { queues: QueueReport[]; of: (building: number) => ReturnType<typeof constructionState> & { floors: number } };

const MONTHS_PREPOSITIONAL = ['январе', 'феврале', 'марте', 'апреле', 'мае', 'июне', 'июле', 'августе', 'сентябре', 'октябре', 'ноябре', 'декабре'];
const decimal = (value: number) => String(value).replace('.', ',');
const millions = (roubles: number) => `${decimal(roubles / 1_000_000)}\u00a0млн\u00a0₽`;
const percent = (value: number) => `${decimal(value)}\u00a0%`;
const floors = (count: number) => `${count}\u00a0${floorsWord(count)}`;
const banksOf = (facet: string) => [...new Set(MORTGAGE_PROGRAMS.filter((p) => p.facet === facet).map((p) => p.bank))].join(', ').replace(/, ([^,]+)$/, ' и $1');

/** The state of each building of each queue at the last report before `date`. */
export function siteReport(date: Date): SiteReport {
  const months = progressMonths();
  const queues = QUEUES.flatMap((queue): QueueReport[] => {
    const report = months.filter((m) => m.queue === queue.id && Date.UTC(m.year, m.month - 1, 1) < date.getTime()).at(-1);
    if (!report) return [];
    const buildings = BUILDINGS.filter((b) => b.queueId === queue.id);
    return [{
      queue: queue.id,
      month: `${MONTHS_PREPOSITIONAL[report.month - 1]} ${report.year}`,
      captions: buildings.map((b) => progressCaption(b.name, b.floors, report.percent)),
      states: new Map(buildings.map((b) => [b.number, { ...constructionState(b.floors, report.percent), floors: b.floors }])),
    }];
  });
  return {
    queues,
    of: (number) => {
      const state = queues.map((q) => q.states.get(number)).find(Boolean);
      if (!state) throw new Error(`no report of building ${number}`);
      return state;
    },
  };
}

const programme = (id: number) => {
  const found = MORTGAGE_PROGRAMS.find((p) => p.id === id);
  if (!found) throw new Error(`no programme ${id}`);
  return found;
};
const standardRates = () => {
  const rates = MORTGAGE_PROGRAMS.filter((p) => p.facet === 'standard').map((p) => p.rate);
  return [Math.min(...rates), Math.max(...rates)] as const;
};
const handover = (queue: number) => QUEUES.find((q) => q.id === queue)?.completion ?? '';
const permitDate = (queue: number) => ruDate(QUEUE_LEGAL[queue]!.permit.date);

/** A construction report: its own title and first paragraph, the month's state of every building computed. */
function construction(title: (site: SiteReport) => string, lead: (site: SiteReport) => string, opening: (site: SiteReport) => string) {
  return (date: Date): Story => {
    const site = siteReport(date);
    return {
      category: SITE_NEWS_CATEGORY,
      title: title(site),
      lead: lead(site),
      paragraphs: [opening(site), `Где стройка сейчас — по отчёту технического надзора в ${site.queues[0]!.month}:`],
      points: site.queues.flatMap((q) => q.captions),
    };
  };
}

const story = (category: string, title: string, lead: string, paragraphs: string[], points: string[] = []) => (): Story => ({ category, title, lead, paragraphs, points });

/** Newest first: the slot's category is the one its cover was rendered for. */
export const STORIES: ReadonlyArray<(date: Date) => Story> = [
  construction(
    () => 'Завершены монолитные работы первой очереди',
    (s) => `Каркасы корпусов 1, 2 и клубного дома возведены: ${s.of(1).floors}, ${s.of(2).floors} и ${s.of(3).floors} этажей.`,
    (s) => `Строители залили последнее перекрытие корпуса 2 — на отметке ${Math.round(frameHeight(s.of(2)))}\u00a0м. Теперь на первой очереди идут фасадные и инженерные работы, а во второй очереди растут каркасы корпусов 4 и 5.`,
  ),
  story('Акции', 'Скидка при полной оплате', 'Покупатели, которые оплачивают квартиру сразу, получают скидку от цены на сайте.',
    [`Скидка при единовременной оплате — ${percent(MORTGAGE_SETTINGS.full_payment_discount_percent)} от цены квартиры. Деньги поступают на эскроу-счёт в ${ESCROW_BANK.name} и переходят застройщику только после ввода дома.`, 'Скидка суммируется со специальной ценой квартиры, если она указана в карточке, и не суммируется с рассрочкой.'],
    ['Действует для квартир обеих очередей.', 'Цена фиксируется в договоре в день подписания.']),
  story('Ипотека', 'Ставки банков-партнёров в октябре', 'Обновили условия стандартной ипотеки у банков, с которыми работает офис продаж.',
    [`Ставки по стандартной ипотеке на квартиры комплекса — от ${percent(standardRates()[0])} до ${percent(standardRates()[1])} годовых при первом взносе от ${percent(MORTGAGE_SETTINGS.default_deposit_percent)}. Для крупных квартир важен лимит кредита: у ДОМ.РФ и ВТБ он достигает ${millions(programme(6).sum_max)}.`, 'Платёж по каждой программе для конкретной квартиры показан на её странице; калькулятор на странице «Ипотека» считает его для вашего взноса и срока.'],
    ['Одобрение — в офисе продаж за один визит.', 'Сделка с ипотекой проходит через эскроу-счёт, как и любая другая.']),
  story('Новости проекта', 'Утверждён проект архитектурной подсветки', 'Вечером корпуса будут подсвечены тёплым светом снизу вверх — по граням камня и бронзовым рамам.',
    ['Светодизайнеры подобрали свет теплее 3000 К: он не попадает в окна квартир и подчёркивает рельеф каменных пилонов. Подсветка двора-парка — низкие фонари вдоль дорожек, без прожекторов.', 'Монтаж начнётся вместе с благоустройством первой очереди.']),
  construction(
    (s) => `Клубный дом: каркас на ${s.of(3).built}-м этаже из ${s.of(3).floors}`,
    (s) => `Корпус 2 поднялся до ${s.of(2).built}-го этажа, корпус 1 — до ${s.of(1).built}-го.`,
    (s) => `Клубный дом подходит к кровле: ${s.of(3).floors - s.of(3).built === 1 ? 'осталось последнее перекрытие' : `осталось перекрытий: ${s.of(3).floors - s.of(3).built}`}. Каменный фасад клубного дома смонтирован до ${s.of(3).clad}-го этажа.`,
  ),
  story('Новости проекта', 'Экскурсии на стройку по субботам', 'Покупатели могут увидеть свою будущую квартиру в каркасе — с инженером генерального подрядчика.',
    ['Экскурсии проходят по субботам в 11:00 и 14:00, группа — до восьми человек. Каски и жилеты выдают на площадке; детей до 14 лет на стройку не пускают.', 'Записаться можно через форму обратного звонка или у своего менеджера.']),
  story('Акции', 'Кладовая в подарок к большой квартире', 'До конца июля к квартирам от четырёх комнат — кладовая в подземной части корпуса.',
    [`В подземной части каждого корпуса — кладовые площадью от ${storeroomArea(Math.min)} до ${storeroomArea(Math.max)} м². При покупке квартиры от четырёх комнат до 31 июля кладовая рядом с вашим лифтовым холлом переходит к вам без доплаты.`, 'Все кладовые — с размерами, планом и ценой — в разделе «Кладовые» каталога; менеджер поможет выбрать ту, что ближе к вашему лифту.']),
  construction(
    (s) => `Корпус 2 — ${floors(s.of(2).built)}, отметка ${Math.round(frameHeight(s.of(2)))}\u00a0м`,
    () => 'Самый высокий корпус комплекса стал виден с Краснопресненской набережной.',
    (s) => `Каркас корпуса 2 дошёл до ${s.of(2).built}-го этажа из ${s.of(2).floors}, фасад из натурального камня — до ${s.of(2).clad}-го. На корпусе 1 начат монтаж бронзовых оконных рам.`,
  ),
  story('Ипотека', 'Семейная ипотека в 2026 году', 'Что даёт программа покупателю квартиры в комплексе и как её сочетать с другими способами оплаты.',
    [`Семейная ипотека — ${percent(programme(1).rate)} годовых, первый взнос от ${percent(programme(1).deposit_min)}, лимит кредита ${millions(programme(1).sum_max)}. Программа продлена до 2030 года.`, 'Для квартир комплекса лимит покрывает часть цены: остальное вносится собственными средствами или рассрочкой застройщика. Менеджер рассчитает сочетание для выбранной квартиры.'],
    [`Программу предлагают ${banksOf('family')}.`, 'Условия — на странице «Ипотека», с источником.']),
  story('Новости проекта', 'Ландшафтный проект двора-парка представлен жителям района', 'Студия «Сад и город» показала, каким будет двор площадью 1,2 гектара.',
    ['Во дворе не будет машин: въезд в подземный паркинг — с улицы. Треть деревьев — хвойные, чтобы двор оставался зелёным зимой; цветники подобраны так, чтобы что-то цвело с апреля по октябрь.', 'В центре двора — бассейн на пересечении аллей, вокруг — детские площадки для трёх возрастов и тихие сады у клубного дома.']),
  construction(
    (s) => `Фасад корпуса 2 дошёл до ${s.of(2).clad}-го этажа`,
    (s) => `Корпус 1 — ${floors(s.of(1).built)} из ${s.of(1).floors}, во второй очереди — первые этажи.`,
    () => 'Монтаж каменного фасада идёт снизу вверх вслед за каркасом: на нижних этажах уже стоят окна в бронзовых рамах, начат монтаж инженерных систем.',
  ),
  story('Новости проекта', 'Клубный дом: фасад из тёмного камня', 'Корпус 3 отличается от остальных: тёмный известняк, высокие окна и свой вход с улицы.',
    ['Для клубного дома архитекторы выбрали более тёмный камень, чем для башен: десятиэтажный корпус читается как особняк на краю двора-парка. У каждой резиденции — камин, у верхних — террасы.', 'Потолки в клубном доме — 3,4 м; лобби — двусветное.']),
  construction(
    () => `Вторая очередь: начаты каркасы корпусов 4 и 5`,
    (s) => `Первая очередь: корпус 2 — ${floors(s.of(2).built)}, корпус 1 — ${s.of(1).built}.`,
    () => 'Во второй очереди завершена фундаментная плита и начат монолит надземной части. На первой очереди продолжается монтаж фасадов.',
  ),
  story('Акции', 'Квартиры с террасами: специальные условия до конца февраля', 'На квартиры верхних этажей с террасами действует специальная цена.',
    [`Террасы — на крышах под отступом верхних этажей корпусов: глубиной ${decimal(CROWN_SETBACK)} м вдоль всего фасада квартиры, с видами на двор-парк и Москва-Сити. Специальная цена указана в карточке квартиры рядом с прежней.`],
    ['Предложение действовало до 28 февраля 2026 года.']),
  story('Ипотека', 'Новые банки-партнёры: Т-Банк и Совкомбанк', 'Программы двух банков доступны покупателям квартир комплекса.',
    [`Стандартная ипотека Т-Банка — ${percent(programme(15).rate)}, лимит ${millions(programme(15).sum_max)}; Совкомбанка — ${percent(programme(10).rate)}, взнос от ${percent(programme(10).deposit_min)}. Заявку в оба банка можно подать в офисе продаж.`]),
  story('Новости проекта', 'Старт продаж второй очереди', `В продажу поступили квартиры корпусов 4 и 5 со сроком ввода — ${handover(2)}.`,
    [`Разрешение на строительство второй очереди получено ${permitDate(2)}, проектная декларация опубликована на наш.дом.рф. Во второй очереди — квартиры от студий до пятикомнатных, большинство с видами на двор-парк.`, 'Цены фиксируются в день бронирования.']),
  construction(
    () => 'Стройка в зимнем режиме',
    (s) => `Бетонирование с прогревом: корпус 2 — ${floors(s.of(2).built)}, корпус 1 — ${s.of(1).built}.`,
    () => 'С наступлением морозов бетон прогревают: перекрытия укрывают и греют кабелем, прочность каждого перекрытия проверяет лаборатория, прежде чем снимут опалубку.',
  ),
  story('Новости проекта', 'Утверждён дизайн лобби', `Лобби высотой ${COMPLEX_FACTS.lobbyHeight} метров — с камином, библиотекой и консьержем.`,
    [`Двусветные лобби высотой ${COMPLEX_FACTS.lobbyHeight} м отделают натуральным камнем и бронзой. В каждом — стойка консьержа, зона ожидания, колясочная и мастерская для велосипедов.`]),
  story('Акции', 'Меблировка со скидкой 15 % до конца ноября', 'Пакеты меблировки от бюро проекта — со скидкой при покупке вместе с квартирой.',
    [`Три пакета — ${FURNISH_PACKAGES.map((p) => `«${p.title}»`).join(', ')} — от ${ru(Math.min(...FURNISH_PACKAGES.map((p) => p.price_per_m2))).replace(/\s/g, '\u00a0')}\u00a0₽ за м². При заключении договора до 30 ноября 2025 года — скидка 15 %.`]),
  construction(
    () => 'Начат монтаж фасадов первой очереди',
    (s) => `Каменные панели поднялись до ${s.of(2).clad}-го этажа корпуса 2.`,
    (s) => `Каркас корпуса 2 — ${floors(s.of(2).built)}, корпуса 1 — ${s.of(1).built}. Первые панели из натурального известняка смонтированы на нижних этажах корпусов 1 и 2.`,
  ),
  story('Ипотека', 'IT-ипотека для покупателей квартир', 'Условия программы для специалистов аккредитованных IT-компаний.',
    [`Ставка — ${percent(programme(4).rate)}, первый взнос от ${percent(programme(4).deposit_min)}, лимит кредита — ${millions(programme(4).sum_max)}. Программу предлагают ${banksOf('it')}.`]),
  story('Новости проекта', 'Открыт шоурум с образцами отделки', `В офисе продаж можно увидеть все ${FURNISH_PACKAGES.length === 3 ? 'три' : FURNISH_PACKAGES.length} варианта меблировки в натуральную величину.`,
    [`Шоурум показывает кухню-гостиную, спальню и санузел в стилях ${FURNISH_PACKAGES.map((p) => `«${p.title}»`).join(', ')}. Материалы можно потрогать, технику — включить.`]),
  construction(
    (s) => `Корпус 2 прошёл ${s.of(2).built}-й этаж`,
    (s) => `Корпус 1 — ${floors(s.of(1).built)}, клубный дом — ${s.of(3).built}.`,
    () => 'Монолит первой очереди идёт по графику. На нижних этажах начата кладка наружных стен.',
  ),
  story('Новости проекта', 'Проект отмечен архитектурным жюри', 'Жюри конкурса проектов жилой застройки отметило фасады и двор без машин.',
    ['Эксперты выделили сочетание камня и бронзы на фасадах, разные характеры корпусов и двор-парк, в который не заезжают автомобили.']),
  construction(
    (s) => `Каркас корпуса 2 — ${floors(s.of(2).built)}`,
    (s) => `Корпус 1 — ${floors(s.of(1).built)}, клубный дом — ${s.of(3).built}.`,
    () => 'Работы идут в три смены, технический надзор ведёт независимая организация.',
  ),
  story('Акции', `Рассрочка до ввода дома`, `Первый взнос от ${percent(programme(12).deposit_min)}, остаток — до сдачи первой очереди.`,
    [`Рассрочка от застройщика — ${percent(programme(12).rate)} годовых, без банка, до ввода дома: для первой очереди — ${handover(1)}. Беспроцентная рассрочка — при взносе от ${percent(programme(11).deposit_min)} на ${programme(11).term_max_years} года.`]),
  story('Ипотека', 'Эскроу-счета: как защищены деньги покупателей', `Все расчёты по договорам долевого участия проходят через эскроу-счета в ${ESCROW_BANK.name}.`,
    ['Деньги покупателя хранятся на счёте в банке до ввода дома и регистрации первой квартиры; застройщик получает их только после этого. Вклады на эскроу-счетах застрахованы.']),
  story('Новости проекта', 'Фитнес-клуб с 25-метровым бассейном в корпусе 2', 'Для жителей — фитнес-клуб и спа на первом этаже корпуса 2.',
    ['Бассейн на четыре дорожки, тренажёрный зал, студия йоги, хаммам и сауна. Доступ — для жителей комплекса.']),
  construction(
    (s) => `Клубный дом — ${floors(s.of(3).built)} из ${s.of(3).floors}`,
    (s) => `Каркас корпуса 2 — ${floors(s.of(2).built)}, корпуса 1 — ${s.of(1).built}.`,
    () => 'Весной монолит первой очереди пошёл быстрее: бетон больше не прогревают, каждое перекрытие принимает технический надзор.',
  ),
  story('Новости проекта', 'Проект второй очереди передан на экспертизу', `Корпуса 4 и 5 — ${BUILDINGS.find((b) => b.number === 4)!.floors} и ${floors(BUILDINGS.find((b) => b.number === 5)!.floors)}, большинство квартир — окнами на двор-парк.`,
    [`Проект корпусов 4 и 5 передан на государственную экспертизу; после её заключения застройщик получит разрешение на строительство второй очереди. Первая очередь строится по разрешению от ${permitDate(1)}.`]),
  story('Акции', 'Старт продаж первой очереди', `Квартиры корпусов 1, 2 и клубного дома — с вводом во ${handover(1).replace('квартал', 'квартале')}.`,
    ['Первые покупатели выбирают квартиры по стартовым ценам. Все расчёты — через эскроу-счета.']),
  construction(
    () => 'Первая очередь поднялась над землёй',
    (s) => `Корпус 2 — ${floors(s.of(2).built)}, корпус 1 — ${s.of(1).built}, клубный дом — ${s.of(3).built}.`,
    () => 'Фундаментные плиты первой очереди готовы, начат монолит надземной части.',
  ),
];
