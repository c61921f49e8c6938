import { formatMoscow } from '../../lib/format/moscow-format';
import { leadAttributionSchema } from '../../lib/validation/attribution';
import type Database from 'better-sqlite3';
import { answer, type Answer } from './answer';
import { type Buyer, buyerView } from './auth';
import { BOOKING } from './config';
import { displayPhone } from './phones';
import type { SmsSender } from './sms';

type LotRow = { id: number; type: string; number: string; rooms: number | null; area: number; price: number; floor: number; status: string; vendor_code: string; building_name: string };
type HoldRow = { id: number; lot_id: number; buyer_id: number; kind: 'hold' | 'offer'; status: string; created_at: number; expires_at: number };

const TYPE_NAMES: Record<string, string> = { apartments: 'Квартира', commercial: 'Помещение', parking: 'Машино-место', storerooms: 'Кладовая' };
/** '14:30 23 ноября' (Moscow time): when a hold ends, as the SMS and the site say it. */
export const holdEnd = (ms: number) => `${formatMoscow(ms, 'HH:mm')} ${formatMoscow(ms, 'd MMMM')}`;
const lotName = (lot: LotRow) => `${TYPE_NAMES[lot.type] ?? 'Лот'} № ${lot.number}`;
const iso = (ms: number) => new Date(ms).toISOString();
/** The lead's attribution when the site sent one of the documented shape (docs/api.md); anything else is left out. */
const attributionOf = (value: unknown) => {
  const parsed = leadAttributionSchema.safeParse(value);
  return parsed.success && Object.keys(parsed.data).length ? { attribution: parsed.data } : {};
};

/** The body's `lot_id` when it is a whole number. */
const lotIdOf = (body: Record<string, unknown>) => (typeof body.lot_id === 'number' && Number.isInteger(body.lot_id) ? body.lot_id : null);
const noSuchLot = () => answer(400, { detail: 'Проверьте лот', errors: { lot_id: 'Такого лота нет' } });
const isUniqueViolation = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** What changed for the site's caches: the lots whose status moved. */
export type Changed = { lots: number[] };

/**
 * Holds, offers and waitlists (docs/api.md, "Booking"). A hold makes the lot booked at once (the free
 * counts drop in the same transaction) and ends at `expires_at`: expiry is evaluated on every request
 * (`sweep`, one indexed read), which frees the lot, or offers it for BOOKING.offerMs to the first in its
 * waitlist (an 'offer' hold, SMS sent), and so on down the line. One active hold or offer per lot is a
 * unique index, so simultaneous bookings of a lot give one hold. Every hold, cancellation and waitlist
 * entry is a lead in `submissions` for the sales team.
 */
export function createHolds(db: Database.Database, sms: SmsSender, now: () => number, options: { holdMs: number; siteUrl?: string }) {
  const lotById = db.prepare(`SELECT l.id, l.type, l.number, l.rooms, l.area, l.price, l.floor, l.status, l.vendor_code, b.name AS building_name
    FROM lots l JOIN buildings b ON b.id = l.building_id WHERE l.id = ?`);
  const setStatus = db.prepare('UPDATE lots SET status = ? WHERE id = ?');
  const due = db.prepare("SELECT * FROM holds WHERE status = 'active' AND expires_at <= ? ORDER BY expires_at LIMIT 100");
  const endHold = db.prepare('UPDATE holds SET status = ?, ended_at = ? WHERE id = ?');
  const activeOfLot = db.prepare("SELECT * FROM holds WHERE lot_id = ? AND status = 'active'");
  const insertHold = db.prepare('INSERT INTO holds (lot_id, buyer_id, kind, status, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)');
  const holdById = db.prepare('SELECT * FROM holds WHERE id = ?');
  const holdsOfBuyer = db.prepare("SELECT * FROM holds WHERE buyer_id = ? AND status = 'active' ORDER BY expires_at");
  const countHolds = db.prepare("SELECT COUNT(*) FROM holds WHERE buyer_id = ? AND status = 'active' AND kind = 'hold'").pluck();
  const firstWaiting = db.prepare("SELECT w.id, w.buyer_id, b.phone FROM waitlist w JOIN buyers b ON b.id = w.buyer_id WHERE w.lot_id = ? AND w.status = 'waiting' ORDER BY w.id LIMIT 1");
  const setWaitStatus = db.prepare('UPDATE waitlist SET status = ? WHERE id = ?');
  const leaveWaitlistOf = db.prepare("UPDATE waitlist SET status = 'left' WHERE lot_id = ? AND buyer_id = ? AND status IN ('waiting', 'offered')");
  const insertWait = db.prepare("INSERT INTO waitlist (lot_id, buyer_id, status, created_at) VALUES (?, ?, 'waiting', ?)");
  const waitById = db.prepare('SELECT * FROM waitlist WHERE id = ?');
  const waitsOfBuyer = db.prepare("SELECT * FROM waitlist WHERE buyer_id = ? AND status = 'waiting' ORDER BY id");
  const positionOf = db.prepare("SELECT COUNT(*) FROM waitlist WHERE lot_id = ? AND status = 'waiting' AND id <= ?").pluck();
  const buyerById = db.prepare('SELECT id, phone, name, email, agreed_at FROM buyers WHERE id = ?');
  const insertLead = db.prepare('INSERT INTO submissions (form, payload, ip, user_agent, created_at) VALUES (?, ?, ?, NULL, ?)');

  const lotOf = (id: number) => lotById.get(id) as LotRow | undefined;
  const lotLink = (lot: LotRow) => (options.siteUrl ? ` ${options.siteUrl.replace(/\/$/, '')}/lots/${lot.id}` : '');
  const lead = (form: string, buyer: Buyer, lot: LotRow, at: number, extra: Record<string, unknown> = {}, ip: string | null = null) =>
    insertLead.run(
      form,
      JSON.stringify({ name: buyer.name ?? '', phone: displayPhone(buyer.phone), email: buyer.email ?? '', lot_id: lot.id, lot: `${lotName(lot)}, ${lot.building_name}`, vendor_code: lot.vendor_code, ...extra }),
      ip,
      iso(at),
    );

  const holdView = (hold: HoldRow) => {
    const lot = lotOf(hold.lot_id) as LotRow;
    return {
      id: hold.id,
      kind: hold.kind,
      created_at: iso(hold.created_at),
      expires_at: iso(hold.expires_at),
      lot: { id: lot.id, type: lot.type, number: lot.number, rooms: lot.rooms, area: lot.area, price: lot.price, floor: lot.floor, building: lot.building_name },
    };
  };

  /**
   * The lot is no longer held: offered to the first in its waitlist (an SMS to send), else free. Inside a
   * transaction; returns the message to send after it.
   */
  function release(lotId: number, at: number): { phone: string; text: string } | null {
    const lot = lotOf(lotId);
    if (!lot) return null;
    const next = firstWaiting.get(lotId) as { id: number; buyer_id: number; phone: string } | undefined;
    if (!next) {
      setStatus.run('free', lotId);
      return null;
    }
    setWaitStatus.run('offered', next.id);
    const until = at + BOOKING.offerMs;
    insertHold.run(lotId, next.buyer_id, 'offer', 'active', at, until);
    setStatus.run('booked', lotId);
    return { phone: next.phone, text: `${lotName(lot)} освободилась и закреплена за вами до ${holdEnd(until)}. Забронируйте её на сайте:${lotLink(lot) || ' раздел «Мои брони»'}` };
  }

  const send = (messages: Array<{ phone: string; text: string } | null>) => {
    for (const message of messages) {
      if (message) sms(message.phone, message.text).catch((error: unknown) => console.error('[cms booking] SMS not sent:', error instanceof Error ? error.message : error));
    }
  };

  /** Ends every hold and offer whose time has passed (run before each request is answered). */
  const sweepDue = db.transaction((at: number) => {
    const messages: Array<{ phone: string; text: string } | null> = [];
    const lots: number[] = [];
    for (const hold of due.all(at) as HoldRow[]) {
      endHold.run('expired', at, hold.id);
      if (hold.kind === 'offer') leaveWaitlistOf.run(hold.lot_id, hold.buyer_id);
      messages.push(release(hold.lot_id, at));
      lots.push(hold.lot_id);
    }
    return { messages, lots };
  });
  const anyDue = db.prepare("SELECT 1 FROM holds WHERE status = 'active' AND expires_at <= ? LIMIT 1").pluck();

  function sweep(): Changed {
    const at = now();
    if (!anyDue.get(at)) return { lots: [] };
    const { messages, lots } = sweepDue(at);
    send(messages);
    return { lots };
  }

  /** POST /api/booking/ {lot_id}: holds a free lot (or the one offered to this buyer) for the hold period. */
  async function book(buyer: Buyer, body: Record<string, unknown>, ip: string | null): Promise<{ answer: Answer; changed: Changed }> {
    const none = { lots: [] };
    if (!buyerView(buyer).registered) return { answer: answer(403, { detail: 'Укажите имя, email и согласие на обработку данных.' }), changed: none };
    const lotId = lotIdOf(body);
    if (lotId === null) return { answer: noSuchLot(), changed: none };
    const result = db.transaction((): Answer | { hold: HoldRow; lot: LotRow } => {
      const at = now();
      // Read inside the transaction: another request may have booked or sold the lot a moment ago.
      const lot = lotOf(lotId);
      if (!lot) return noSuchLot();
      const current = activeOfLot.get(lot.id) as HoldRow | undefined;
      const offered = current?.kind === 'offer' && current.buyer_id === buyer.id;
      if (current?.buyer_id === buyer.id && current.kind === 'hold') return answer(409, { detail: 'Этот лот уже забронирован вами.', hold: holdView(current) });
      if (!offered && (lot.status !== 'free' || current)) return answer(409, { detail: `${lotName(lot)} уже забронирована или продана.` });
      if ((countHolds.get(buyer.id) as number) >= BOOKING.maxHoldsPerBuyer) {
        return answer(409, { detail: `Можно держать не больше ${BOOKING.maxHoldsPerBuyer} броней одновременно. Отмените одну из них в разделе «Мои брони».` });
      }
      if (offered && current) endHold.run('converted', at, current.id);
      let id: number;
      try {
        id = Number(insertHold.run(lot.id, buyer.id, 'hold', 'active', at, at + options.holdMs).lastInsertRowid);
      } catch (error) {
        if (isUniqueViolation(error)) return answer(409, { detail: `${lotName(lot)} уже забронирована.` });
        throw error;
      }
      setStatus.run('booked', lot.id);
      leaveWaitlistOf.run(lot.id, buyer.id);
      const hold = holdById.get(id) as HoldRow;
      lead('booking', buyer, lot, at, { hold_until: iso(hold.expires_at), ...attributionOf(body.attribution) }, ip);
      return { hold, lot };
    })();
    if (!('hold' in result)) return { answer: result, changed: none };
    const { hold, lot } = result;
    send([{ phone: buyer.phone, text: `${lotName(lot)} забронирована за вами до ${holdEnd(hold.expires_at)}. Менеджер позвонит, чтобы договориться о сделке. Резиденция «Вереск».` }]);
    return { answer: answer(201, holdView(hold)), changed: { lots: [lot.id] } };
  }

  /** DELETE /api/booking/{id}/: the buyer cancels a hold (or declines an offer); the lot goes on down the waitlist or is free. */
  function cancel(buyer: Buyer, holdId: number): { answer: Answer; changed: Changed } {
    const result = db.transaction(() => {
      const at = now();
      const hold = holdById.get(holdId) as HoldRow | undefined;
      if (!hold || hold.buyer_id !== buyer.id || hold.status !== 'active') return { answer: answer(404, { detail: 'Бронь не найдена или уже закончилась.' }), message: null, lot: null };
      endHold.run('cancelled', at, hold.id);
      if (hold.kind === 'offer') leaveWaitlistOf.run(hold.lot_id, buyer.id);
      const lot = lotOf(hold.lot_id) as LotRow;
      lead('booking_cancel', buyer, lot, at, { hold_until: iso(hold.expires_at) });
      return { answer: answer(200, { detail: 'Бронь отменена.' }), message: release(hold.lot_id, at), lot: hold.lot_id };
    })();
    send([result.message]);
    return { answer: result.answer, changed: { lots: result.lot === null ? [] : [result.lot] } };
  }

  /** POST /api/booking/waitlist/ {lot_id}: queue for a booked lot, to be told when it is free. */
  function joinWaitlist(buyer: Buyer, body: Record<string, unknown>, ip: string | null): Answer {
    const lotId = lotIdOf(body);
    if (lotId === null) return noSuchLot();
    return db.transaction((): Answer => {
      const at = now();
      const lot = lotOf(lotId);
      if (!lot) return noSuchLot();
      if (lot.status !== 'booked') return answer(409, { detail: lot.status === 'free' ? `${lotName(lot)} свободна: её можно забронировать.` : `${lotName(lot)} продана.` });
      const current = activeOfLot.get(lot.id) as HoldRow | undefined;
      if (current?.buyer_id === buyer.id) return answer(409, { detail: 'Этот лот уже забронирован за вами.' });
      let id: number;
      try {
        id = Number(insertWait.run(lot.id, buyer.id, at).lastInsertRowid);
      } catch (error) {
        if (isUniqueViolation(error)) return answer(409, { detail: 'Вы уже в листе ожидания этого лота.' });
        throw error;
      }
      lead('waitlist', buyer, lot, at, attributionOf(body.attribution), ip);
      return answer(201, { id, lot_id: lot.id, position: positionOf.get(lot.id, id) as number });
    })();
  }

  /** DELETE /api/booking/waitlist/{id}/. */
  function leaveWaitlist(buyer: Buyer, id: number): Answer {
    const entry = waitById.get(id) as { id: number; buyer_id: number; status: string } | undefined;
    if (!entry || entry.buyer_id !== buyer.id || entry.status !== 'waiting') return answer(404, { detail: 'Запись в листе ожидания не найдена.' });
    setWaitStatus.run('left', id);
    return answer(200, { detail: 'Вы вышли из листа ожидания.' });
  }

  /** GET /api/booking/: the buyer, their active holds and offers, their waitlist places. */
  function mine(buyer: Buyer): Answer {
    const fresh = buyerById.get(buyer.id) as Buyer;
    return answer(200, {
      buyer: buyerView(fresh),
      holds: (holdsOfBuyer.all(buyer.id) as HoldRow[]).map(holdView),
      waitlist: (waitsOfBuyer.all(buyer.id) as Array<{ id: number; lot_id: number }>).map((w) => ({ id: w.id, lot_id: w.lot_id, position: positionOf.get(w.lot_id, w.id) as number })),
      max_holds: BOOKING.maxHoldsPerBuyer,
    });
  }

  return { sweep, book, cancel, joinWaitlist, leaveWaitlist, mine };
}
export type Holds = ReturnType<typeof createHolds>;
