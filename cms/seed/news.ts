import type Database from 'better-sqlite3';
import { MEDIA } from './content';
import type { Random } from './random';
import { picturePath } from './pictures';
import { progressMonths } from './progress-plan';
import { progressPhotos } from '../render/shots';
import { STORIES } from './news-stories';

/** The picture inside each article's body: one of the complex's views, in turn. */
const NEWS_FIGURES: readonly string[] = ['benefit-1', 'benefit-2', 'benefit-3', 'benefit-4', 'benefit-5', 'benefit-6'];

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

/** Seeds `count` news items (at most one per story of news-stories.ts), newest on 2026-11-18, about every three weeks back. */
export function seedNews(db: Database.Database, random: Random, count: number): void {
  if (count > STORIES.length) throw new Error(`${count} news asked for, ${STORIES.length} stories written`);
  const insert = db.prepare('INSERT INTO news (id, code, title, date, category, preview, cover, body_html) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const newest = Date.UTC(2026, 10, 18);
  for (let i = 0; i < count; i += 1) {
    const id = count - i;
    const date = new Date(newest - i * 21 * 86_400_000 - random.int(0, 4) * 86_400_000);
    const { category, title, lead, paragraphs, points } = STORIES[i]!(date);
    const code = `${slugify(title)}-${id}`;
    // The cover is a view of the topic's scene, stored once the tour's panoramas are (cms/seed/views.ts).
    const coverPath = picturePath(`news-${id}`);
    // The lead is the article's preview (shown above the body): the body goes on from it.
    const picture = picturePath(NEWS_FIGURES[i % NEWS_FIGURES.length]!);
    const [first, ...rest] = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`);
    const body = [
      first ?? '',
      `<figure><img src="${MEDIA(picture)}" alt="${escapeHtml(title)}" width="960" height="640"><figcaption>Резиденция «Вереск». Визуализация</figcaption></figure>`,
      ...rest,
      points.length ? `<ul>${points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>` : '',
    ].join('');
    insert.run(id, code, title, isoDate(date), category, lead, MEDIA(coverPath), body);
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
