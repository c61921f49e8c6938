import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type Database from 'better-sqlite3';
import { readJsonObject } from '../http/read-json';
import { feedbackFields, validateFeedback, type FeedbackInput } from '../../lib/validation/feedback';
import { MESSAGES } from '../../lib/validation/messages';
import { date as dateRule, phone as phoneRule, name as nameRule, required, validate } from '../../lib/validation/rules';
import type { RealtyRepository } from '../realty/repository';
import { badRequest, commaList } from '../http/responses';
import { leadStorageKey } from '../../lib/validation/lead-key';

const MAX_LIST_IDS = 100;

export function listRoutes(app: Hono, realty: RealtyRepository): void {
  // Favourites and compare lists: the lots for the ids the browser keeps in its cookies.
  for (const path of ['/wishlist', '/compare']) {
    app.get(path, (c) => {
      const raw = commaList(c.req.query('ids'));
      if (raw.some((id) => !/^\d+$/.test(id)) || raw.length > MAX_LIST_IDS) {
        return badRequest(c, { ids: `Параметр ids: до ${MAX_LIST_IDS} числовых идентификаторов через запятую` });
      }
      return c.json(realty.byIds([...new Set(raw.map(Number))]));
    });
  }
}

/** Gives a lead sent from a manager's selection to that manager, and tells the manager once it is stored (cms/routes/sales.ts). */
export type LeadRouting = { manager_id: number; selection: string };
export type LeadRouter = { route: (payload: FeedbackInput) => LeadRouting | null; notify: (routing: LeadRouting, payload: FeedbackInput) => Promise<void> };

export function formRoutes(app: Hono, db: Database.Database, router?: LeadRouter): void {
  const insert = db.prepare(`INSERT INTO submissions (form, payload, ip, user_agent, created_at, idempotency_key) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (form, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING`);
  const byKey = db.prepare('SELECT id FROM submissions WHERE form = ? AND idempotency_key = ?').pluck();
  /**
   * A lead stored once per idempotency key: `created` the first time; a repeat (its answer had been lost on the
   * way) gives the id stored the first time. Without a key every call stores a row.
   */
  const store = (form: string, payload: { idempotency_key?: string; [field: string]: unknown }, request: Request, ip: string | null) => {
    // Bound to the lead's content: the same key with another lead stores that lead too (issue 60: it was lost).
    const key = leadStorageKey(payload);
    const changed = insert.run(form, JSON.stringify(payload), ip, request.headers.get('user-agent'), new Date().toISOString(), key);
    if (changed.changes === 0 && key) return { id: byKey.get(form, key) as number, created: false };
    return { id: Number(changed.lastInsertRowid), created: true };
  };

  // A lead is a few hundred bytes of JSON: anything else is refused before it is read.
  app.use('/form/*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ detail: 'Тело запроса больше 16 КБ' }, 413) }));
  app.use('/form/*', async (c, next) => {
    if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) return c.json({ detail: 'Нужен Content-Type: application/json' }, 415);
    await next();
  });

  app.post('/form/feedback', async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return c.json({ detail: 'Тело запроса должно быть объектом JSON' }, 400);
    const errors = validateFeedback(body);
    if (Object.keys(errors).length) return c.json({ detail: 'Проверьте поля формы', errors }, 400);
    const fields = feedbackFields(body);
    const routing = router?.route(fields) ?? null;
    const { id, created } = store('feedback', { ...fields, ...routing }, c.req.raw, c.req.header('x-client-ip') ?? null);
    if (routing && created) await router?.notify(routing, fields);
    return c.json(created ? { id, status: 'stored' } : { id, status: 'stored', repeat: true }, created ? 201 : 200);
  });

  app.post('/form/online_entry', async (c) => {
    const body = await readJsonObject(c.req.raw);
    if (!body) return c.json({ detail: 'Тело запроса должно быть объектом JSON' }, 400);
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const errors: Record<string, string> = {};
    const check = (field: string, message: string | null) => {
      if (message) errors[field] = message;
    };
    check('name', validate(text(body.name), [required, nameRule]));
    check('phone', validate(text(body.phone), [required, phoneRule]));
    check('date', validate(text(body.date), [required, dateRule]));
    check('time', validate(text(body.time), [required]) ?? (/^\d{2}:\d{2}$/.test(text(body.time)) ? null : MESSAGES.format));
    if (body.is_agreed !== true) errors.is_agreed = MESSAGES.required;
    if (Object.keys(errors).length) return c.json({ detail: 'Проверьте поля формы', errors }, 400);
    const { id } = store('online_entry', { name: text(body.name).trim(), phone: text(body.phone), date: text(body.date), time: text(body.time) }, c.req.raw, c.req.header('x-client-ip') ?? null);
    return c.json({ id, status: 'stored' }, 201);
  });
}
