import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { answer, wait, type Answer } from '../booking/answer';
import type { LotCard, RealtyRepository } from '../realty/repository';
import { managerView, type Manager, type Managers } from './managers';
import { SELECTION, addDays, moscowDate, selectionCodePattern } from '../../lib/validation/selection-rules';

type SelectionRow = {
  id: number;
  manager_id: number;
  code: string | null;
  title: string;
  note: string;
  valid_until: string;
  status: 'draft' | 'published' | 'withdrawn';
  created_at: number;
  updated_at: number;
  published_at: number | null;
  withdrawn_at: number | null;
  views: number;
  last_view_at: number | null;
};
type LotRow = { lot_id: number; note: string; price_at_publish: number | null };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const notFound = () => answer(404, { detail: 'Подборка не найдена.' });
const othersSelection = () => answer(403, { detail: 'Это подборка другого менеджера: изменить её может только её автор.' });

/**
 * Managers' selections (docs/api.md, "Managers and selections"): a manager builds one from lots with a cover note and a
 * note per lot, publishes it at an unguessable code, and a buyer opens it with live prices and statuses. Guessing codes
 * is limited per client address; a selection past its last day, or withdrawn, answers 410 with its manager.
 */
export function createSelections(db: Database.Database, realty: RealtyRepository, managers: Managers, now: () => number) {
  const byId = db.prepare('SELECT * FROM selections WHERE id = ?');
  const byCode = db.prepare('SELECT * FROM selections WHERE code = ?');
  const ofManager = db.prepare('SELECT * FROM selections WHERE manager_id = ? ORDER BY updated_at DESC, id DESC');
  const latestDraft = db.prepare("SELECT * FROM selections WHERE manager_id = ? AND status = 'draft' ORDER BY updated_at DESC, id DESC LIMIT 1");
  const insert = db.prepare('INSERT INTO selections (manager_id, title, note, valid_until, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const lotsOf = db.prepare('SELECT lot_id, note, price_at_publish FROM selection_lots WHERE selection_id = ? ORDER BY sort, lot_id');
  const lotCount = db.prepare('SELECT COUNT(*) FROM selection_lots WHERE selection_id = ?').pluck();
  const insertLot = db.prepare('INSERT INTO selection_lots (selection_id, lot_id, sort, note, price_at_publish) VALUES (?, ?, ?, ?, ?)');
  const dropLots = db.prepare('DELETE FROM selection_lots WHERE selection_id = ?');
  const dropLot = db.prepare('DELETE FROM selection_lots WHERE selection_id = ? AND lot_id = ?');
  const nextSort = db.prepare('SELECT COALESCE(MAX(sort), -1) + 1 FROM selection_lots WHERE selection_id = ?').pluck();
  const touch = db.prepare('UPDATE selections SET updated_at = ? WHERE id = ?');
  const setText = db.prepare('UPDATE selections SET title = ?, note = ?, valid_until = ?, updated_at = ? WHERE id = ?');
  const setPublished = db.prepare("UPDATE selections SET status = 'published', code = COALESCE(code, ?), published_at = COALESCE(published_at, ?), updated_at = ? WHERE id = ?");
  const setPublishPrices = db.prepare('UPDATE selection_lots SET price_at_publish = (SELECT price FROM lots WHERE lots.id = lot_id) WHERE selection_id = ? AND price_at_publish IS NULL');
  const setWithdrawn = db.prepare("UPDATE selections SET status = 'withdrawn', withdrawn_at = ?, updated_at = ? WHERE id = ?");
  const countView = db.prepare('UPDATE selections SET views = views + 1, last_view_at = ? WHERE id = ?');
  const firstViewToday = db.prepare('INSERT OR IGNORE INTO selection_views (selection_id, visitor, day) VALUES (?, ?, ?)');
  const lotPrice = db.prepare('SELECT price FROM lots WHERE id = ?').pluck();
  const addMiss = db.prepare('INSERT INTO selection_misses (ip, at) VALUES (?, ?)');
  const missesSince = db.prepare('SELECT COUNT(*), MIN(at) FROM selection_misses WHERE ip = ? AND at > ?').raw();
  const forgetMisses = db.prepare('DELETE FROM selection_misses WHERE at <= ?');

  const today = () => moscowDate(now());
  const expired = (row: SelectionRow) => row.status === 'published' && row.valid_until < today();
  const stateOf = (row: SelectionRow) => (expired(row) ? 'expired' : row.status);

  function summary(row: SelectionRow) {
    return {
      id: row.id,
      code: row.code,
      title: row.title,
      status: stateOf(row),
      lots_count: lotCount.get(row.id) as number,
      valid_until: row.valid_until,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      published_at: iso(row.published_at),
      views: row.views,
      last_view_at: iso(row.last_view_at),
    };
  }

  /** The lots of a selection with their live cards, in the manager's order (lots no longer in the CMS are left out). */
  function lotsWithCards(row: SelectionRow) {
    const rows = lotsOf.all(row.id) as LotRow[];
    const cards = new Map(realty.byIds(rows.map((r) => r.lot_id)).map((card) => [card.id, card]));
    return rows.flatMap((r) => {
      const lot = cards.get(r.lot_id);
      return lot ? [{ lot, note: r.note, price_at_publish: r.price_at_publish }] : [];
    });
  }

  const full = (row: SelectionRow) => ({ ...summary(row), note: row.note, lots: lotsWithCards(row) });

  /** A manager's own selection, or the answer that refuses it. */
  function own(manager: Manager, id: number): { row: SelectionRow } | { refusal: Answer } {
    const row = byId.get(id) as SelectionRow | undefined;
    if (!row) return { refusal: notFound() };
    if (row.manager_id !== manager.id) return { refusal: othersSelection() };
    return { row };
  }

  function mine(manager: Manager): Answer {
    const rows = ofManager.all(manager.id) as SelectionRow[];
    return answer(200, { manager: managerView(manager), selections: rows.map(summary) });
  }

  /** POST /api/manager/selections/ {copy_of?}: a new draft, empty or a copy of one of the manager's (lots and notes). */
  function create(manager: Manager, body: Record<string, unknown>): Answer {
    const at = now();
    const copyOf = typeof body.copy_of === 'number' ? body.copy_of : null;
    return db.transaction((): Answer => {
      let source: SelectionRow | null = null;
      if (copyOf !== null) {
        const found = own(manager, copyOf);
        if ('refusal' in found) return found.refusal;
        source = found.row;
      }
      const validUntil = addDays(today(), SELECTION.defaultDays);
      const id = Number(insert.run(manager.id, source?.title ?? '', source?.note ?? '', validUntil, 'draft', at, at).lastInsertRowid);
      if (source) (lotsOf.all(source.id) as LotRow[]).forEach((lot, sort) => insertLot.run(id, lot.lot_id, sort, lot.note, null));
      return answer(201, full(byId.get(id) as SelectionRow));
    })();
  }

  function read(manager: Manager, id: number): Answer {
    const found = own(manager, id);
    return 'refusal' in found ? found.refusal : answer(200, full(found.row));
  }

  /** PATCH /api/manager/selections/{id}/ {title?, note?, valid_until?, lots?: [{lot_id, note}]}: what is given replaces what was. */
  function update(manager: Manager, id: number, body: Record<string, unknown>): Answer {
    const found = own(manager, id);
    if ('refusal' in found) return found.refusal;
    const { row } = found;
    if (row.status === 'withdrawn') return answer(409, { detail: 'Отозванную подборку нельзя изменить: сделайте её копию.' });
    const errors: Record<string, string> = {};
    const text = (field: 'title' | 'note', max: number) => {
      if (body[field] === undefined) return row[field];
      if (typeof body[field] !== 'string') return (errors[field] = 'Должно быть текстом'), row[field];
      const value = (body[field] as string).trim();
      if (value.length > max) errors[field] = `Не больше ${max} символов`;
      return value;
    };
    const title = text('title', SELECTION.titleMax);
    const note = text('note', SELECTION.noteMax);
    let validUntil = row.valid_until;
    if (body.valid_until !== undefined) {
      const value = typeof body.valid_until === 'string' ? body.valid_until : '';
      const last = addDays(today(), SELECTION.maxDays);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) errors.valid_until = 'Укажите дату';
      else if (value < today()) errors.valid_until = 'Дата уже прошла';
      else if (value > last) errors.valid_until = `Не дольше ${SELECTION.maxDays} дней`;
      else validUntil = value;
    }
    let lots: Array<{ lot_id: number; note: string }> | null = null;
    if (body.lots !== undefined) {
      const list = Array.isArray(body.lots) ? body.lots : null;
      if (!list || list.length > SELECTION.maxLots) errors.lots = `От 0 до ${SELECTION.maxLots} квартир`;
      else {
        lots = [];
        for (const item of list) {
          const entry = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
          const lotId = entry.lot_id;
          const lotNote = typeof entry.note === 'string' ? entry.note.trim() : '';
          if (typeof lotId !== 'number' || !Number.isInteger(lotId) || lotPrice.get(lotId) === undefined) errors.lots = 'Такого лота нет';
          else if (lotNote.length > SELECTION.lotNoteMax) errors[`lots.${lotId}`] = `Не больше ${SELECTION.lotNoteMax} символов`;
          else if (!lots.some((l) => l.lot_id === lotId)) lots.push({ lot_id: lotId, note: lotNote });
        }
      }
    }
    if (Object.keys(errors).length) return answer(400, { detail: 'Проверьте поля подборки', errors });
    db.transaction(() => {
      setText.run(title, note, validUntil, now(), row.id);
      if (lots) {
        const before = new Map((lotsOf.all(row.id) as LotRow[]).map((l) => [l.lot_id, l.price_at_publish]));
        dropLots.run(row.id);
        const published = row.status === 'published';
        lots.forEach((lot, sort) => insertLot.run(row.id, lot.lot_id, sort, lot.note, before.get(lot.lot_id) ?? (published ? (lotPrice.get(lot.lot_id) as number) : null)));
      }
    })();
    return answer(200, full(byId.get(row.id) as SelectionRow));
  }

  /**
   * Adds a lot at the end of a selection (the manager's newest draft when `id` is null, made when there is none). A named
   * selection answers with itself whole (the editor shows it at once); the draft with what the "В подборку" buttons read.
   */
  function addLot(manager: Manager, id: number | null, body: Record<string, unknown>): Answer {
    const lotId = body.lot_id;
    if (typeof lotId !== 'number' || !Number.isInteger(lotId) || lotPrice.get(lotId) === undefined) {
      return answer(400, { detail: 'Проверьте лот', errors: { lot_id: 'Такого лота нет' } });
    }
    return db.transaction((): Answer => {
      let row: SelectionRow;
      if (id === null) {
        const draft = latestDraft.get(manager.id) as SelectionRow | undefined;
        if (draft) row = draft;
        else {
          const at = now();
          row = byId.get(insert.run(manager.id, '', '', addDays(today(), SELECTION.defaultDays), 'draft', at, at).lastInsertRowid) as SelectionRow;
        }
      } else {
        const found = own(manager, id);
        if ('refusal' in found) return found.refusal;
        row = found.row;
      }
      if (row.status === 'withdrawn') return answer(409, { detail: 'Отозванную подборку нельзя изменить: сделайте её копию.' });
      const lots = lotsOf.all(row.id) as LotRow[];
      if (!lots.some((l) => l.lot_id === lotId)) {
        if (lots.length >= SELECTION.maxLots) return answer(409, { detail: `В подборке уже ${SELECTION.maxLots} квартир — больше не поместится.` });
        insertLot.run(row.id, lotId, nextSort.get(row.id), '', row.status === 'published' ? lotPrice.get(lotId) : null);
        touch.run(now(), row.id);
      }
      const after = byId.get(row.id) as SelectionRow;
      return answer(200, id === null ? draftView(after) : full(after));
    })();
  }

  function removeLot(manager: Manager, id: number, lotId: number): Answer {
    const found = own(manager, id);
    if ('refusal' in found) return found.refusal;
    if (found.row.status === 'withdrawn') return answer(409, { detail: 'Отозванную подборку нельзя изменить: сделайте её копию.' });
    dropLot.run(id, lotId);
    touch.run(now(), id);
    return answer(200, draftView(byId.get(id) as SelectionRow));
  }

  const draftView = (row: SelectionRow) => ({ id: row.id, status: stateOf(row), title: row.title, lot_ids: (lotsOf.all(row.id) as LotRow[]).map((l) => l.lot_id) });

  /** GET /api/manager/draft/: the selection the site's "В подборку" buttons add to (the newest draft), or null. */
  function draft(manager: Manager): Answer {
    const row = latestDraft.get(manager.id) as SelectionRow | undefined;
    return answer(200, { draft: row ? draftView(row) : null });
  }

  function publish(manager: Manager, id: number): Answer {
    const found = own(manager, id);
    if ('refusal' in found) return found.refusal;
    const { row } = found;
    if (row.status === 'withdrawn') return answer(409, { detail: 'Отозванную подборку нельзя опубликовать снова: сделайте её копию.' });
    const errors: Record<string, string> = {};
    if ((lotCount.get(row.id) as number) === 0) errors.lots = 'Добавьте хотя бы одну квартиру';
    if (row.valid_until < today()) errors.valid_until = 'Дата уже прошла';
    if (Object.keys(errors).length) return answer(400, { detail: 'Подборку пока нельзя опубликовать', errors });
    const at = now();
    db.transaction(() => {
      setPublished.run(randomBytes(SELECTION.codeBytes).toString('base64url'), at, at, row.id);
      setPublishPrices.run(row.id);
    })();
    return answer(200, full(byId.get(row.id) as SelectionRow));
  }

  function withdraw(manager: Manager, id: number): Answer {
    const found = own(manager, id);
    if ('refusal' in found) return found.refusal;
    const at = now();
    setWithdrawn.run(at, at, id);
    return answer(200, full(byId.get(id) as SelectionRow));
  }

  /** Too many codes that named nothing from this address lately: the answer that says to wait. */
  function guessing(ip: string | null): Answer | null {
    if (!ip) return null;
    const at = now();
    const [count, oldest] = missesSince.get(ip, at - SELECTION.missWindowMs) as [number, number | null];
    if (count < SELECTION.missesPerWindow) return null;
    return wait(429, 'Слишком много неверных ссылок подряд. Попробуйте позже или попросите менеджера прислать ссылку ещё раз.', (oldest ?? at) + SELECTION.missWindowMs - at);
  }

  function miss(ip: string | null): Answer {
    if (ip) {
      const at = now();
      forgetMisses.run(at - SELECTION.missWindowMs);
      addMiss.run(ip, at);
    }
    return notFound();
  }

  /** The selection a code names for its buyer (published, withdrawn or expired; never a draft), or undefined. */
  const named = (code: string) => {
    const row = selectionCodePattern.test(code) ? (byCode.get(code) as SelectionRow | undefined) : undefined;
    return row && row.status !== 'draft' ? row : undefined;
  };

  /**
   * A code that names nothing: 404, or 429 with Retry-After once this address has guessed too often. The code is checked
   * first, so a right link is never refused, whoever behind the same address guessed (issue 60).
   */
  const wrongCode = (ip: string | null): Answer => guessing(ip) ?? miss(ip);

  /** GET /api/selections/{code}/: the buyer's page, with live lots and, beside a lot no longer free, similar free flats. */
  function open(code: string, ip: string | null): Answer {
    const row = named(code);
    if (!row) return wrongCode(ip);
    const manager = managers.one(row.manager_id);
    if (row.status === 'withdrawn' || expired(row)) {
      return answer(410, { detail: 'Подборка больше не действует', status: stateOf(row), valid_until: row.valid_until, manager });
    }
    const lots = lotsWithCards(row).map((entry) => ({ ...entry, similar: entry.lot.status.value === 'free' ? [] : similarFree(entry.lot) }));
    return answer(200, { code: row.code, title: row.title, note: row.note, valid_until: row.valid_until, published_at: iso(row.published_at), manager, lots });
  }

  const similarFree = (lot: LotCard) => (realty.similar(lot.id, 12) ?? []).filter((card) => card.status.value === 'free').slice(0, SELECTION.similarPerLot);

  /**
   * POST /api/selections/{code}/views/: an opening of a published selection by its buyer, counted once per visitor and
   * day; a wrong code is answered (and limited) as the page answers it.
   */
  function view(code: string, ip: string | null): Answer {
    const row = named(code);
    if (!row) return wrongCode(ip);
    if (row.status !== 'published' || expired(row)) return answer(410, { detail: 'Подборка больше не действует' });
    if (firstViewToday.run(row.id, ip ?? 'unknown', today()).changes === 0) return answer(200, { views: row.views });
    countView.run(now(), row.id);
    return answer(200, { views: row.views + 1 });
  }

  /**
   * The manager of a live selection's code (a lead sent from its page goes to them), or null: a lead from a withdrawn
   * or expired selection's page goes to the sales office like any other (its manager no longer handles it).
   */
  function managerOfCode(code: string): { manager_id: number; selection: string } | null {
    const row = named(code);
    return row && row.status === 'published' && !expired(row) ? { manager_id: row.manager_id, selection: code } : null;
  }

  return { mine, create, read, update, addLot, removeLot, draft, publish, withdraw, open, view, managerOfCode };
}
export type Selections = ReturnType<typeof createSelections>;
