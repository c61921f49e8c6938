import type { Hono } from 'hono';
import type Database from 'better-sqlite3';
import { MAP_CATEGORIES, MORTGAGE_FACETS } from '../seed/content';
import { badRequest, commaList, notFound } from '../http/responses';
import type { MortgageBook } from '../mortgage/book';
import { fileSize } from '../documents/store';
import { MEDIA_URL_PREFIX, splitVersionedName } from '../media/versioned-names';

/** Editorial endpoints: single documents, ordered lists, map, mortgage, FAQ and furnishing. */
export function contentRoutes(app: Hono, db: Database.Database, mortgage: MortgageBook): void {
  const documentStatement = db.prepare('SELECT body FROM documents WHERE key = ?');
  const listStatement = db.prepare('SELECT body FROM items WHERE kind = ? ORDER BY sort');
  const byIdStatement = db.prepare('SELECT body FROM items WHERE kind = ? AND id = ?');
  const bySlugStatement = db.prepare('SELECT body FROM items WHERE kind = ? AND slug = ?');

  const document = (key: string): unknown => {
    const row = documentStatement.get(key) as { body: string } | undefined;
    return row ? JSON.parse(row.body) : null;
  };
  const list = <T = Record<string, unknown>>(kind: string): T[] =>
    (listStatement.all(kind) as Array<{ body: string }>).map((row) => JSON.parse(row.body) as T);
  const one = (kind: string, idOrSlug: string): unknown => {
    const row = (/^\d+$/.test(idOrSlug) ? byIdStatement.get(kind, Number(idOrSlug)) : bySlugStatement.get(kind, idOrSlug)) as
      | { body: string }
      | undefined;
    return row ? JSON.parse(row.body) : null;
  };

  for (const key of ['main_page_content', 'location', 'environment', 'commercial_page', 'offices_page', 'privacy_policy', 'project_description', 'tour']) {
    app.get(`/${key}`, (c) => c.json(document(key)));
  }
  // The header's booklets are the CMS's own documents: their links carry the files' versions once they are made
  // (until then the unversioned links answer as soon as the file is made).
  app.get('/header_info', (c) => c.json({ result: document('header_info') }));

  for (const kind of ['team', 'benefits', 'project_composition', 'faq', 'contacts']) {
    app.get(`/${kind}`, (c) => c.json(list(kind)));
  }
  // Documents with the size of their files. The embedded CMS makes its own on its first start
  // (cms/documents/store.ts): no answer waits for them, a file not made yet is listed without its size.
  const mediaSize = db.prepare('SELECT length(body) AS bytes FROM media WHERE path = ?');
  const withSizes = <T extends { file: string }>(kind: string): Array<T & { size: string }> => {
    return list<T>(kind).map((entry) => {
      const row = mediaSize.get(splitVersionedName(entry.file.replace(MEDIA_URL_PREFIX, '')).name) as { bytes: number } | undefined;
      return { ...entry, size: row ? fileSize(row.bytes) : '' };
    });
  };
  app.get('/docs', (c) => c.json(withSizes('docs')));
  app.get('/project_documentation', (c) => {
    const queue = c.req.query('queue');
    if (queue !== undefined && !/^\d+$/.test(queue)) return badRequest(c, { queue: 'Параметр queue: ожидается номер очереди' });
    const all = withSizes<{ file: string; queue: number | null }>('project_documentation');
    return c.json(queue === undefined ? all : all.filter((d) => d.queue === null || d.queue === Number(queue)));
  });
  app.get('/contacts/:id', (c) => {
    const contact = one('contacts', c.req.param('id'));
    return contact ? c.json(contact) : notFound(c);
  });
  app.get('/furnish', (c) => c.json(list('furnish')));
  app.get('/furnish/:id', (c) => {
    const pack = one('furnish', c.req.param('id'));
    return pack ? c.json(pack) : notFound(c);
  });

  const queues = db.prepare('SELECT id, name FROM queues ORDER BY sort');
  app.get('/queues', (c) => c.json(queues.all()));

  // Map
  const categoryCounts = db.prepare('SELECT category, COUNT(*) AS count FROM map_points GROUP BY category');
  app.get('/map_categories', (c) => {
    const counts = new Map((categoryCounts.all() as Array<{ category: string; count: number }>).map((r) => [r.category, r.count]));
    return c.json(MAP_CATEGORIES.map((category) => ({ ...category, count: counts.get(category.slug) ?? 0 })));
  });
  const allPoints = db.prepare('SELECT * FROM map_points ORDER BY category, walk_minutes, id');
  app.get('/map_points', (c) => {
    const wanted = commaList(c.req.query('category'));
    const unknown = wanted.filter((slug) => !MAP_CATEGORIES.some((category) => category.slug === slug));
    if (unknown.length) return badRequest(c, { category: `Параметр category: неизвестные категории ${unknown.join(', ')}` });
    const points = allPoints.all() as Array<{ category: string }>;
    return c.json(wanted.length ? points.filter((p) => wanted.includes(p.category)) : points);
  });

  // Mortgage
  app.get('/mortgage_list', (c) => {
    const wanted = commaList(c.req.query('facet'));
    const unknown = wanted.filter((value) => !MORTGAGE_FACETS.some((f) => f.value === value));
    if (unknown.length) return badRequest(c, { facet: `Параметр facet: неизвестные программы ${unknown.join(', ')}` });
    const all = mortgage.programmes();
    return c.json(wanted.length ? all.filter((p) => wanted.includes(p.facet.value)) : all);
  });
  app.get('/mortgage_list/facets', (c) => {
    const all = mortgage.programmes();
    return c.json(MORTGAGE_FACETS.map((f) => ({ value: f.value, label: f.label, count: all.filter((p) => p.facet.value === f.value).length })));
  });
  const priceBounds = db.prepare("SELECT MIN(price) AS min, MAX(price) AS max, COUNT(*) AS count FROM lots WHERE type = 'apartments'");
  // The middle flat's price (of those on sale, else of all): what the calculator opens on without a lot.
  const medianPrice = db.prepare(`SELECT price FROM lots WHERE type = 'apartments' AND (status = 'free' OR NOT EXISTS
    (SELECT 1 FROM lots WHERE type = 'apartments' AND status = 'free')) ORDER BY price LIMIT 1 OFFSET (SELECT COUNT(*) / 2 FROM lots
    WHERE type = 'apartments' AND (status = 'free' OR NOT EXISTS (SELECT 1 FROM lots WHERE type = 'apartments' AND status = 'free')))`).pluck();
  app.get('/mortgage_list/specs', (c) => {
    const all = mortgage.programmes();
    const settings = mortgage.settings();
    const price = priceBounds.get() as { min: number | null; max: number | null };
    const median = (medianPrice.get() as number | undefined) ?? null;
    const range = (values: number[], fallback: number) => ({ min: values.length ? Math.min(...values) : fallback, max: values.length ? Math.max(...values) : fallback });
    return c.json({
      price: { min: price.min ?? 0, max: price.max ?? 0, median },
      deposit: { min: range(all.map((p) => p.deposit.min), 0).min, max: 99 },
      term: { min: 1, max: range(all.map((p) => p.term_max_years), 30).max },
      rate: range(all.map((p) => p.rate), 0),
      defaults: { deposit: settings.default_deposit_percent, term: settings.default_term_years },
      full_payment: { discount: settings.full_payment_discount_percent },
      conditions_date: settings.conditions_date ?? null,
      trade_in: settings.trade_in ?? null,
    });
  });
}
