/**
 * The booklet (of the project, or of one queue) and the purchase-terms sheet: the complex's renders and master
 * plan, flats on sale by room count with a typical plan, the finishes, the location and the sales office, as
 * the CMS has them at the moment the documents are made.
 */
import type Database from 'better-sqlite3';
import type { PDFImage } from 'pdf-lib';
import { BENEFITS, CONTACTS, FURNISH_PACKAGES, LOCATION, MAIN_PAGE } from '../seed/content';
import { BUILDINGS } from '../seed/complex';
import { picturePath } from '../seed/pictures';
import { ESCROW_BANK, NOT_AN_OFFER } from '../seed/legal';
import { MASTER_PLAN, masterPlanSvg } from '../plans/master-plan';
import { mortgageProgrammes, roomsOffer, type QueueFacts } from './project-data';
import type { Sheet } from './typeset';
import { ru } from '../seed/ru-figures';
import { minutesText } from '../../lib/map/walking';

const price = (value: number) => `${ru(value)} ₽`;
/** sharp (libvips) is loaded when a document is made, not with the CMS: a start, and its first page, do not pay for it. */
const loadSharp = () => import('sharp').then((module) => module.default);
const ROOMS = ['Студии', '1-комнатные', '2-комнатные', '3-комнатные', '4-комнатные', '5-комнатные'];

/** JPEGs already made in this process (the three booklets share their pictures), by what they were made from. */
const jpegs = new Map<string, Promise<Buffer>>();
const once = (key: string, make: () => Promise<Buffer>) => {
  if (!jpegs.has(key)) jpegs.set(key, make());
  return jpegs.get(key)!;
};

/** A stored picture as a JPEG for the PDF, `width` pixels wide (optionally with a drawing laid over it). */
async function picture(sheet: Sheet, db: Database.Database, path: string, width: number, overlay?: string): Promise<PDFImage | null> {
  const row = db.prepare('SELECT hash, body FROM media WHERE path = ?').get(path) as { hash: string; body: Buffer } | undefined;
  if (!row) return null;
  const bytes = await once(`${row.hash}:${width}:${overlay ? overlay.length : 0}`, async () => {
    const sharp = await loadSharp();
    const resized = sharp(Buffer.from(row.body)).resize({ width });
    const layered = overlay ? resized.composite([{ input: await sharp(Buffer.from(overlay)).resize({ width }).png().toBuffer() }]) : resized;
    return layered.jpeg({ quality: 78 }).toBuffer();
  });
  return sheet.pdf.embedJpg(bytes);
}

/** A flat's plan (SVG) as a JPEG on white. */
async function plan(sheet: Sheet, svg: string): Promise<PDFImage> {
  const bytes = await once(`plan:${svg.length}:${svg.slice(-64)}`, async () =>
    (await loadSharp())(Buffer.from(svg), { density: 150 }).flatten({ background: '#ffffff' }).resize({ width: 700, height: 700, fit: 'inside' }).jpeg({ quality: 85 }).toBuffer(),
  );
  return sheet.pdf.embedJpg(bytes);
}

export async function booklet(sheet: Sheet, db: Database.Database, queues: QueueFacts[], queueId: number | null): Promise<void> {
  const hero = await picture(sheet, db, picturePath('hero'), 1400);
  sheet.title(MAIN_PAGE.title, queueId === null ? MAIN_PAGE.subtitle : `${queues[0]!.name}: ${queues[0]!.buildings.map((b) => b.name).join(', ')}, ввод — ${queues[0]!.completion}. ${MAIN_PAGE.subtitle}`);
  if (hero) sheet.picture(hero, 'Визуализация');
  sheet.heading(MAIN_PAGE.about.title);
  sheet.paragraph(MAIN_PAGE.about.text);
  sheet.facts(MAIN_PAGE.highlights.map((h): [string, string] => [h.label.charAt(0).toUpperCase() + h.label.slice(1), h.value]));

  sheet.breakPage();
  sheet.heading('Генеральный план');
  const metro = LOCATION.metro[0]!;
  const genplan = await picture(sheet, db, picturePath('genplan'), MASTER_PLAN.width, masterPlanSvg(BUILDINGS, { name: metro.name, minutes: metro.walk_minutes }));
  if (genplan) sheet.picture(genplan, 'Визуализация. Корпуса, двор-парк без машин и улицы вокруг квартала');
  sheet.facts(queues.flatMap((q) => q.buildings.map((b): [string, string] => [b.name, `${b.floors} этажей, ${b.flats} квартир, ${q.name.toLowerCase()}, ввод — ${q.completion}`])));

  sheet.breakPage();
  sheet.heading('Жизнь в квартале');
  for (const benefit of BENEFITS.slice(0, 4)) {
    const shot = await picture(sheet, db, benefit.image.replace('/api/media/', ''), 1000);
    sheet.keep(260);
    sheet.paragraph(benefit.title, { size: 11, font: sheet.fonts.strong });
    if (shot) sheet.picture(shot, `Визуализация. ${benefit.text}`, 0.62);
  }

  sheet.breakPage();
  sheet.heading('Квартиры в продаже');
  for (const offer of roomsOffer(db, queueId)) {
    sheet.keep(offer.layoutSvg ? 250 : 20);
    sheet.paragraph(`${ROOMS[offer.rooms] ?? `${offer.rooms}-комнатные`}: ${offer.count} в продаже, ${ru(offer.areaMin, 1)}–${ru(offer.areaMax, 1)} м², от ${price(offer.priceMin)}`, { size: 10.5, font: sheet.fonts.strong });
    if (offer.layoutSvg) sheet.picture(await plan(sheet, offer.layoutSvg), 'Типовая планировка: мебель показана для примера', 0.5, 210);
  }

  sheet.breakPage();
  sheet.heading('Отделка');
  sheet.paragraph('Квартиры продаются без отделки, в white box и с чистовой отделкой; к любой можно заказать меблировку по одному из трёх пакетов.');
  sheet.facts(FURNISH_PACKAGES.map((p): [string, string] => [`«${p.title}», ${price(p.price_per_m2)} за м²`, `${p.description} ${p.items.join(', ')}.`]));
  sheet.heading('Расположение');
  sheet.facts(LOCATION.metro.map((m): [string, string] => [`Метро «${m.name}» (${m.line})`, `${minutesText(m.walk_minutes)} пешком`]));
  const office = CONTACTS[0]!;
  sheet.heading(office.title);
  sheet.facts([['Адрес', office.address], ['Телефон', office.phone.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 ($1) $2-$3-$4')], ['Часы работы', office.working_hours], ['Почта', office.email]]);
  sheet.paragraph(`${NOT_AN_OFFER}. Цены и наличие квартир — на дату документа.`, { size: 8 });
}

/** Ways to buy, as the sales office presents them: full payment, the developer's instalments, trade-in, then mortgages. */
export function purchaseTerms(sheet: Sheet, db: Database.Database, queues: QueueFacts[], discountPercent: number, date: string, tradeIn: string | null): void {
  sheet.title('Условия покупки', `Жилой комплекс «Вереск». Условия на ${date}`);
  const programmes = mortgageProgrammes(db);
  sheet.heading('Корпуса и сроки ввода');
  sheet.facts(queues.flatMap((q) => q.buildings.map((b): [string, string] => [b.name, `${q.name}, ввод — ${q.completion}`])));
  sheet.heading('Полная оплата');
  sheet.paragraph(`Скидка ${discountPercent} % от цены квартиры при оплате всей суммы на счёт эскроу.`);
  const own = programmes.filter((p) => p.bank === 'Застройщик');
  if (own.length) {
    sheet.heading('Рассрочка от застройщика');
    sheet.table(['Программа', 'Первый взнос', 'Срок', 'Удорожание'], own.map((p) => [p.program, `от ${p.deposit_min} %`, `до ${p.term_max_years} ${p.term_max_years === 1 ? 'года' : 'лет'}`, p.rate ? `${ru(p.rate, 1)} % годовых` : 'без удорожания']), [0.4, 0.2, 0.2, 0.2]);
  }
  if (tradeIn) {
    sheet.heading('Трейд-ин');
    sheet.paragraph(tradeIn);
  }
  sheet.heading('Ипотека');
  sheet.table(
    ['Банк', 'Программа', 'Ставка', 'Первый взнос', 'Срок', 'Сумма кредита'],
    programmes.filter((p) => p.bank !== 'Застройщик').map((p) => [p.bank, p.program, `от ${ru(p.rate, 1)} %`, `от ${p.deposit_min} %`, `до ${p.term_max_years} лет`, `до ${price(p.sum_max)}`]),
    [0.17, 0.27, 0.1, 0.13, 0.12, 0.21],
  );
  const sources = [...new Map(programmes.filter((p) => p.source).map((p) => [p.program, p.source!])).entries()];
  sheet.paragraph(`Источники условий: ${sources.map(([program, source]) => `${program} — ${source}`).join('; ')}.`, { size: 8 });
  sheet.paragraph(`${NOT_AN_OFFER}. Условия банков — на ${date}; решение о кредите принимает банк.`, { size: 8 });
  sheet.breakPage();
  sheet.heading('Как проходит покупка');
  sheet.table(['Шаг', 'Что происходит', 'Срок'], [
    ['1. Бронирование', 'Квартира закрепляется за вами на сайте или в офисе продаж, цена фиксируется', 'до 7 дней'],
    ['2. Договор участия', 'Договор участия в долевом строительстве (214-ФЗ) по форме застройщика; юрист проверит его с вами', '1–2 дня'],
    ['3. Счёт эскроу', `Оплата на счёт эскроу в ${ESCROW_BANK.name}: деньги хранятся в банке до ввода дома`, 'в день подписания'],
    ['4. Регистрация', 'Договор регистрирует Росреестр, электронно из офиса продаж', '5–7 рабочих дней'],
    ['5. Ключи', 'Осмотр и приёмка квартиры, акт приёма-передачи, регистрация собственности', 'после ввода дома'],
  ], [0.24, 0.54, 0.22]);
}
