import type Database from 'better-sqlite3';
import { MEDIA } from './content';
import type { Random } from './random';
import { picturePath } from './pictures';
import { progressMonths } from './progress-plan';
import { progressPhotos } from '../render/shots';

/** The picture inside each article's body: one of the complex's views, in turn. */
const NEWS_FIGURES: readonly string[] = ['benefit-1', 'benefit-2', 'benefit-3', 'benefit-4', 'benefit-5', 'benefit-6'];

const NEWS_TOPICS: ReadonlyArray<{ category: string; title: string; lead: string }> = [
  { category: 'Ход строительства', title: 'Завершены монолитные работы в корпусе 1', lead: 'Строители залили перекрытие последнего, 24-го этажа первого корпуса.' },
  { category: 'Акции', title: 'Скидка до 8% на квартиры с террасами', lead: 'До конца месяца действуют специальные условия на квартиры верхних этажей.' },
  { category: 'Ипотека', title: 'Семейная ипотека: что изменилось', lead: 'Рассказываем о новых условиях льготной программы и о том, как ими воспользоваться.' },
  { category: 'Новости проекта', title: 'Открыт шоурум с образцами отделки', lead: 'В офисе продаж можно увидеть все четыре варианта отделки в натуральную величину.' },
  { category: 'Ход строительства', title: 'Начался монтаж фасадов клубного дома', lead: 'Первые панели из натурального известняка уже установлены на корпусе 3.' },
  { category: 'Новости проекта', title: 'Ландшафтный проект двора-парка представлен жителям', lead: 'Студия «Сад и город» показала, каким будет двор площадью 1,2 гектара.' },
  { category: 'Акции', title: 'Рассрочка до ввода дома без удорожания', lead: 'При первом взносе от 30% остаток можно выплачивать до конца строительства.' },
  { category: 'Ход строительства', title: 'Корпус 2 достиг отметки 100 метров', lead: 'Самый высокий корпус комплекса поднялся выше 28-го этажа.' },
  { category: 'Ипотека', title: 'Новые банки-партнёры проекта', lead: 'Программы Газпромбанка и Совкомбанка доступны для покупателей квартир.' },
  { category: 'Новости проекта', title: 'Старт продаж второй очереди', lead: 'В продажу поступили квартиры в корпусах 4 и 5 с вводом в 2028 году.' },
  { category: 'Ход строительства', title: 'Смонтированы лифты в первой очереди', lead: 'В корпусах 1 и 2 установлены скоростные пассажирские лифты.' },
  { category: 'Новости проекта', title: 'Проект получил архитектурную премию', lead: 'Жюри отметило фасадные решения и продуманный двор без машин.' },
];

function slugify(text: string): string {
  const map: Record<string, string> = { а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya' };
  return text
    .toLowerCase()
    .split('')
    .map((ch) => map[ch] ?? ch)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Seeds `count` news items, newest on 2026-11-18, about every three weeks back. */
export function seedNews(db: Database.Database, random: Random, count: number): void {
  const insert = db.prepare('INSERT INTO news (id, code, title, date, category, preview, cover, body_html) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const newest = Date.UTC(2026, 10, 18);
  for (let i = 0; i < count; i += 1) {
    const topic = NEWS_TOPICS[i % NEWS_TOPICS.length];
    if (!topic) continue;
    const id = count - i;
    const round = Math.floor(i / NEWS_TOPICS.length);
    const title = round === 0 ? topic.title : `${topic.title}: итоги ${['весны', 'лета', 'осени', 'зимы'][(i + round) % 4]}`;
    const date = new Date(newest - i * 21 * 86_400_000 - random.int(0, 4) * 86_400_000);
    const code = `${slugify(title)}-${id}`;
    // The cover is a view of the topic's scene, stored once the tour's panoramas are (cms/seed/views.ts).
    const coverPath = picturePath(`news-${id}`);
    // The lead is the article's preview (shown above the body): the body goes on from it.
    const picture = picturePath(NEWS_FIGURES[i % NEWS_FIGURES.length]!);
    const body = [
      `<p>${random.pick([
        'Работы идут в соответствии с графиком, утверждённым генеральным подрядчиком. Технический надзор ведёт независимая организация.',
        'Подробности можно узнать у менеджеров офиса продаж по телефону или лично в шоуруме на Вересковом переулке.',
        'Мы регулярно публикуем отчёты о ходе строительства и фотографии со стройплощадки в разделе «Ход строительства».',
      ])}</p>`,
      `<figure><img src="${MEDIA(picture)}" alt="${title}" width="960" height="640"><figcaption>Резиденция «Вереск». Визуализация</figcaption></figure>`,
      `<h2>${random.pick(['Что это значит для покупателей', 'Главное', 'Следующие шаги'])}</h2>`,
      `<ul><li>${random.pick(['Сроки ввода первой очереди подтверждены: II квартал 2027 года.', 'Цены на квартиры второй очереди фиксируются в день бронирования.'])}</li><li>${random.pick(['Условия действуют для всех способов оплаты.', 'Записаться на экскурсию по стройке можно через форму обратного звонка.'])}</li></ul>`,
    ].join('');
    insert.run(id, code, title, isoDate(date), topic.category, topic.lead, MEDIA(coverPath), body);
  }
}

/** Months of reports per queue: the first queue is built from January 2025, the second from January 2026. */
const PROGRESS_TEXTS: Readonly<Record<number, readonly string[]>> = {
  1: ['Продолжаются монолитные работы и кладка наружных стен.', 'Ведётся монтаж инженерных систем и остекления.', 'Идёт устройство фасадов из натурального камня.', 'Начаты работы по благоустройству двора.'],
  2: ['Завершается устройство котлована и фундаментной плиты.', 'Идут монолитные работы подземной части.', 'Возводятся первые этажи корпусов 4 и 5.'],
};
const MONTH_NAMES = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'];

/**
 * The monthly construction reports (cms/seed/progress-plan.ts): readiness, a line of text and the month's site
 * photos, rendered for that month (cms/render/shots.ts `progressPhotos`), each captioned with how far its
 * building has risen.
 */
export function seedProgress(db: Database.Database, random: Random, queues: number): void {
  const insert = db.prepare('INSERT INTO progress (id, queue_id, date, title, text, percent, photos) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const photosOf = new Map<number, Array<{ src: string; width: number; height: number; caption: string }>>();
  for (const { id, n, caption, shot } of progressPhotos()) {
    photosOf.set(id, [...(photosOf.get(id) ?? []), { src: MEDIA(picturePath(`progress-${id}-${n}`)), width: shot.width, height: shot.height, caption }]);
  }
  for (const report of progressMonths(queues)) {
    const title = `${MONTH_NAMES[report.month - 1]} ${report.year}`;
    const text = `Готовность ${report.queue} очереди — ${report.percent}%. ${random.pick(PROGRESS_TEXTS[report.queue] ?? PROGRESS_TEXTS[1]!)}`;
    insert.run(report.id, report.queue, `${report.year}-${String(report.month).padStart(2, '0')}`, title, text, report.percent, JSON.stringify(photosOf.get(report.id) ?? []));
  }
}
