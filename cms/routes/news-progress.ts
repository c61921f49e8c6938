import { SITE_NEWS_CATEGORY } from '../seed/progress-plan';
import type { Hono } from 'hono';
import type Database from 'better-sqlite3';
import { PAGE_PAST_END, badRequest, notFound, pageParams, paginated, pastTheEnd } from '../http/responses';

/** The demo's covers: a construction story's is the site photographed that month, every other one a render. */
const withCoverKind = <T extends { category: string }>(row: T) => ({ ...row, cover_render: row.category !== SITE_NEWS_CATEGORY });

type NewsRow = { id: number; code: string; title: string; date: string; category: string; preview: string; cover: string; body_html: string };

export function newsRoutes(app: Hono, db: Database.Database): void {
  const categories = db.prepare('SELECT category AS value, COUNT(*) AS count FROM news GROUP BY category ORDER BY category');
  const years = db.prepare("SELECT substr(date, 1, 4) AS value, COUNT(*) AS count FROM news GROUP BY value ORDER BY value DESC");

  app.get('/news', (c) => {
    const paging = pageParams(c, 9, 50);
    if ('errors' in paging) return badRequest(c, paging.errors);
    const category = c.req.query('category');
    const year = c.req.query('year');
    if (year !== undefined && !/^\d{4}$/.test(year)) return badRequest(c, { year: 'Параметр year: ожидается год, например 2026' });
    const parts: string[] = [];
    const params: string[] = [];
    if (category) {
      parts.push('category = ?');
      params.push(category);
    }
    if (year) {
      parts.push("substr(date, 1, 4) = ?");
      params.push(year);
    }
    const where = parts.length ? `WHERE ${parts.join(' AND ')}` : '';
    const count = (db.prepare(`SELECT COUNT(*) AS n FROM news ${where}`).get(...params) as { n: number }).n;
    if (pastTheEnd(count, paging.page, paging.pageSize)) return badRequest(c, PAGE_PAST_END);
    const rows = db
      .prepare(`SELECT id, code, title, date, category, preview, cover FROM news ${where} ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...params, paging.pageSize, (paging.page - 1) * paging.pageSize);
    return c.json(paginated(c, count, paging.page, paging.pageSize, (rows as NewsRow[]).map(withCoverKind)));
  });

  const byId = db.prepare('SELECT * FROM news WHERE id = ?');
  const byCode = db.prepare('SELECT * FROM news WHERE code = ?');
  // The neighbours in the list's order (newest first): `previous` is the older article, `next` the newer.
  const older = db.prepare('SELECT code, title, date FROM news WHERE date < ? OR (date = ? AND id < ?) ORDER BY date DESC, id DESC LIMIT 1');
  const newer = db.prepare('SELECT code, title, date FROM news WHERE date > ? OR (date = ? AND id > ?) ORDER BY date ASC, id ASC LIMIT 1');
  app.get('/news/:id', (c) => {
    const id = c.req.param('id');
    const row = (/^\d+$/.test(id) ? byId.get(Number(id)) : byCode.get(id)) as NewsRow | undefined;
    if (!row) return notFound(c);
    const previous = older.get(row.date, row.date, row.id) ?? null;
    const next = newer.get(row.date, row.date, row.id) ?? null;
    return c.json({ ...withCoverKind(row), previous, next });
  });

  app.get('/news_specs', (c) =>
    c.json({
      categories: (categories.all() as Array<{ value: string; count: number }>).map((r) => ({ ...r, label: r.value })),
      years: (years.all() as Array<{ value: string; count: number }>).map((r) => ({ value: Number(r.value), count: r.count })),
    }),
  );
}

type ProgressRow = { id: number; queue_id: number; date: string; title: string; text: string; percent: number; photos: string };

export function progressRoutes(app: Hono, db: Database.Database): void {
  const all = db.prepare('SELECT * FROM progress ORDER BY date DESC, queue_id, id');
  const byId = db.prepare('SELECT * FROM progress WHERE id = ?');
  app.get('/construction_progress', (c) => {
    const year = c.req.query('year');
    const queue = c.req.query('queue');
    const errors: Record<string, string> = {};
    if (year !== undefined && !/^\d{4}$/.test(year)) errors.year = 'Параметр year: ожидается год, например 2026';
    if (queue !== undefined && !/^\d{1,9}$/.test(queue)) errors.queue = 'Параметр queue: ожидается номер очереди';
    if (Object.keys(errors).length) return badRequest(c, errors);
    const rows = (all.all() as ProgressRow[]).filter((row) => (!year || row.date.startsWith(year)) && (!queue || row.queue_id === Number(queue)));
    return c.json(
      rows.map((row) => {
        const photos = JSON.parse(row.photos) as Array<{ src: string }>;
        return { id: row.id, queue: row.queue_id, date: row.date, title: row.title, text: row.text, percent: row.percent, cover: photos[0]?.src ?? null, photos_count: photos.length };
      }),
    );
  });
  app.get('/construction_progress/:id', (c) => {
    const id = c.req.param('id');
    const row = /^\d+$/.test(id) ? (byId.get(Number(id)) as ProgressRow | undefined) : undefined;
    if (!row) return notFound(c);
    return c.json({ id: row.id, queue: row.queue_id, date: row.date, title: row.title, text: row.text, percent: row.percent, photos: JSON.parse(row.photos) });
  });
}
