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

const moscow = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'medium' });

function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // Cells starting with = + - @ are quoted with a leading apostrophe so spreadsheets never run them as formulas.
  const safe = /^[=+\-@]/.test(text) && !/^\+7 \(/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

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
        moscow.format(new Date(row.created_at)),
        FORM_NAMES[row.form] ?? row.form,
        data.name,
        data.phone,
        data.email,
        data.lot ?? (data.attribution as AttributionData | undefined)?.lot_id,
        typeof data.hold_until === 'string' ? moscow.format(new Date(data.hold_until)) : '',
        data.time,
        data.coomun_method,
        data.date,
        data.is_adv === 1 ? 'да' : data.is_adv === 0 ? 'нет' : '',
        data.form_id,
        data.page_url,
        row.ip,
        ...attributionCells(data.attribution),
      ]
        .map(cell)
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
