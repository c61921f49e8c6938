import { formatMoscow } from '../../lib/format/moscow-format';
import { UNSAFE_CHARACTERS } from '../../lib/validation/unsafe-characters';

/** CSV for the sales team: UTF-8 with BOM and ';' separators, so Excel opens Cyrillic correctly. */
export type LeadRow = { id: number; form: string; payload: string; ip: string | null; created_at: string };

const COLUMNS = [
  '№', 'Дата и время (МСК)', 'Форма', 'Имя', 'Телефон', 'Email', 'Лот', 'Бронь до (МСК)', 'Удобное время', 'Способ связи', 'Дата визита',
  'Подписка', 'Код формы', 'Страница', 'IP',
  // Where the visitor came from (issue 46): the last campaign touch, then the first visit's.
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'yclid', 'gclid', 'Переход с сайта', 'Страница входа',
  'Первый utm_source', 'Первый utm_medium', 'Первая utm_campaign', 'Первый переход с сайта', 'Первая страница входа', 'ClientID',
] as const;

type TouchData = Partial<Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_content' | 'utm_term' | 'yclid' | 'gclid' | 'referrer' | 'landing', string>>;
type AttributionData = { first?: TouchData; last?: TouchData; lot_id?: number; client_id?: string };

/** The forms' names for the sales team; online booking adds its holds, cancellations and waitlist entries. */
const FORM_NAMES: Record<string, string> = {
  feedback: 'Заказать звонок',
  online_entry: 'Запись на визит',
  booking: 'Бронь онлайн',
  booking_cancel: 'Отмена брони',
  waitlist: 'Лист ожидания',
};

/** When a lead came or a hold ends, in Moscow time: '04.12.2026, 22:05:09'. */
const moscowStamp = (at: string | number) => formatMoscow(new Date(at), 'dd.MM.y, HH:mm:ss');

/** A phone as the site's mask writes it, whole: the one value of the phone column that may start with «+». */
const MASKED_PHONE = /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/;

/**
 * One CSV cell a spreadsheet opens as text: control and bidi characters become spaces (a TAB, CR or ESC cannot hide a
 * formula or forge a row, a right-to-left override cannot disguise a value); a cell that then starts, after any
 * spaces, with = + - @ gets a leading apostrophe so it never runs as a formula. The phone column alone keeps a whole
 * masked phone as it is (`phone`): a «+7 (916) 123-45-67» is a phone, anything else there is neutralised too.
 */
export function csvCell(value: unknown, { phone = false }: { phone?: boolean } = {}): string {
  const text = (value === null || value === undefined ? '' : String(value)).replace(UNSAFE_CHARACTERS, ' ');
  const formula = /^\s*[=+\-@]/.test(text) && !(phone && MASKED_PHONE.test(text));
  const safe = formula ? `'${text}` : text;
  return /[";]/.test(safe) || formula ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The phone's column (after №, the date, the form and the name). */
const PHONE_COLUMN = COLUMNS.indexOf('Телефон');

export function leadsToCsv(rows: readonly LeadRow[]): string {
  const lines = [COLUMNS.join(';')];
  for (const row of rows) {
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(row.payload) as Record<string, unknown>;
    } catch {
      data = {};
    }
    lines.push(
      [
        row.id,
        moscowStamp(row.created_at),
        FORM_NAMES[row.form] ?? row.form,
        data.name,
        data.phone,
        data.email,
        data.lot ?? (data.attribution as AttributionData | undefined)?.lot_id,
        typeof data.hold_until === 'string' ? moscowStamp(data.hold_until) : '',
        data.time,
        data.coomun_method,
        data.date,
        data.is_adv === 1 ? 'да' : data.is_adv === 0 ? 'нет' : '',
        data.form_id,
        data.page_url,
        row.ip,
        ...attributionCells(data.attribution),
      ]
        .map((value, index) => csvCell(value, { phone: index === PHONE_COLUMN }))
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function attributionCells(value: unknown): unknown[] {
  const data = (value && typeof value === 'object' ? value : {}) as AttributionData;
  const last = data.last ?? {};
  const first = data.first ?? {};
  return [
    last.utm_source, last.utm_medium, last.utm_campaign, last.utm_content, last.utm_term, last.yclid, last.gclid, last.referrer, last.landing,
    first.utm_source, first.utm_medium, first.utm_campaign, first.referrer, first.landing, data.client_id,
  ];
}

/** The same leads as JSON for a script or a BI tool: each lead's stored fields as they are, with its id, form, time and address. */
export function leadsToJson(rows: readonly LeadRow[]): string {
  const leads = rows.map((row) => {
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(row.payload) as Record<string, unknown>;
    } catch {
      data = {};
    }
    return { id: row.id, form: row.form, created_at: row.created_at, ip: row.ip, ...data };
  });
  return `${JSON.stringify(leads, null, 2)}\n`;
}
