import type Database from 'better-sqlite3';
import { constructionSite } from '../media/panorama/construction';
import { MEDIA } from './content';
import { mediaWriter } from './media-rows';
import { createRandom, type Random } from './random';
import { newsCoverPath, VIEW_CONTENT_TYPE, viewPath, viewPicturePath, type StoredView, type ViewName } from '../media/panorama/views';
import type { Camera } from '../media/panorama/view';
import { contentHash } from '../media/versioned-names';

/** The picture inside each article's body: one of the complex's views, in turn. */
const NEWS_FIGURES: readonly ViewName[] = ['benefit-1', 'benefit-2', 'benefit-3', 'benefit-4', 'benefit-5', 'benefit-6'];

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
    const coverPath = newsCoverPath(id);
    // The lead is the article's preview (shown above the body): the body goes on from it.
    const picture = viewPicturePath(NEWS_FIGURES[i % NEWS_FIGURES.length]!);
    const body = [
      `<p>${random.pick([
        'Работы идут в соответствии с графиком, утверждённым генеральным подрядчиком. Технический надзор ведёт независимая организация.',
        'Подробности можно узнать у менеджеров офиса продаж по телефону или лично в шоуруме на Вересковом переулке.',
        'Мы регулярно публикуем отчёты о ходе строительства и фотографии со стройплощадки в разделе «Ход строительства».',
      ])}</p>`,
      `<figure><img src="${MEDIA(picture)}" alt="${title}" width="960" height="640"><figcaption>Резиденция «Вереск»</figcaption></figure>`,
      `<h2>${random.pick(['Что это значит для покупателей', 'Главное', 'Следующие шаги'])}</h2>`,
      `<ul><li>${random.pick(['Сроки ввода первой очереди подтверждены: II квартал 2027 года.', 'Цены на квартиры второй очереди фиксируются в день бронирования.'])}</li><li>${random.pick(['Условия действуют для всех способов оплаты.', 'Записаться на экскурсию по стройке можно через форму обратного звонка.'])}</li></ul>`,
    ].join('');
    insert.run(id, code, title, isoDate(date), topic.category, topic.lead, MEDIA(coverPath), body);
  }
}

/** Months of reports per queue: the first queue is built from January 2025, the second from January 2026. */
const PROGRESS_BY_QUEUE: ReadonlyArray<{ months: number; from: number; to: number; captions: readonly string[] }> = [
  { months: 22, from: 10, to: 64, captions: ['Корпус 1', 'Корпус 2', 'Клубный дом', 'Двор-парк', 'Паркинг'] },
  { months: 10, from: 3, to: 27, captions: ['Корпус 4', 'Корпус 5', 'Котлован', 'Паркинг'] },
];

/** The live cameras (content.CAMERAS): which queue's site each looks at, and at what. */
const CAMERA_VIEWS: ReadonlyArray<{ id: number; queue: number; target: string; yaw: number }> = [
  { id: 1, queue: 1, target: 'Корпус 1', yaw: 18 },
  { id: 2, queue: 1, target: 'Клубный дом', yaw: 6 },
  { id: 3, queue: 2, target: 'Корпус 4', yaw: 10 },
];

/**
 * Seeds monthly construction reports of each queue up to October 2026, each with 4–6 photos. Each month's site
 * is drawn as a panorama (cms/media/panorama/construction.ts: the frame as high as that month's readiness) and
 * its photos are views of it towards what their captions name; the live cameras look at each queue's latest.
 */
export function seedProgress(db: Database.Database, random: Random, queues: number): void {
  const insert = db.prepare('INSERT INTO progress (id, queue_id, date, title, text, percent, photos) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertMedia = mediaWriter(db);
  const monthNames = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'];
  const storeView = (name: string, source: string, svg: string, camera: Camera) => {
    const view: StoredView = { source, sourceHash: contentHash(svg), camera };
    insertMedia(viewPath(name), VIEW_CONTENT_TYPE, JSON.stringify(view));
  };
  const latest = new Map<number, { source: string; svg: string; targets: Record<string, { yaw: number; pitch: number }> }>();
  let id = 0;
  PROGRESS_BY_QUEUE.slice(0, queues).forEach(({ months, from, to, captions }, queueIndex) => {
    for (let i = 0; i < months; i += 1) {
      id += 1;
      const monthIndex = 9 - (months - 1 - i); // the last report is October 2026
      const date = new Date(Date.UTC(2026, monthIndex, 1));
      const percent = Math.round(from + ((to - from) * i) / Math.max(1, months - 1));
      const title = `${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
      const site = constructionSite(createRandom(0x5173 + queueIndex), `Стройплощадка ${queueIndex + 1} очереди, ${title.toLowerCase()}`, queueIndex + 1, percent);
      const source = `progress/site-${id}.svg`;
      insertMedia(source, 'image/svg+xml', site.svg);
      latest.set(queueIndex + 1, { source, svg: site.svg, targets: site.targets });
      const photos = Array.from({ length: random.int(4, 6) }, (_, p) => {
        const caption = random.pick(captions);
        const target = site.targets[caption] ?? Object.values(site.targets)[0] ?? { yaw: 0, pitch: 0 };
        const name = `progress-${id}-${p + 1}`;
        storeView(name, source, site.svg, { yaw: target.yaw + random.int(-7, 7), pitch: Math.max(-14, Math.min(5, target.pitch + random.int(-3, 2))), fov: random.pick([66, 72, 78]), width: 1200, height: 800 });
        return { src: MEDIA(`views/${name}.webp`), width: 1200, height: 800, caption };
      });
      const text = `Готовность ${queueIndex + 1} очереди — ${percent}%. ${random.pick(
        queueIndex === 0
          ? ['Продолжаются монолитные работы и кладка наружных стен.', 'Ведётся монтаж инженерных систем и остекления.', 'Идёт устройство фасадов из натурального камня.', 'Начаты работы по благоустройству двора.']
          : ['Завершается устройство котлована и фундаментной плиты.', 'Идут монолитные работы подземной части.', 'Возводятся первые этажи корпусов 4 и 5.'],
      )}`;
      insert.run(id, queueIndex + 1, `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`, title, text, percent, JSON.stringify(photos));
    }
  });
  for (const camera of CAMERA_VIEWS) {
    const site = latest.get(camera.queue) ?? latest.get(1);
    if (!site) continue;
    const target = site.targets[camera.target] ?? { yaw: camera.yaw, pitch: 0 };
    storeView(`camera-${camera.id}`, site.source, site.svg, { yaw: target.yaw + camera.yaw, pitch: Math.min(8, target.pitch), fov: 84, width: 1200, height: 800 });
  }
}
