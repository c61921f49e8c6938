import type Database from 'better-sqlite3';
import { MESSAGES } from '../../lib/validation/messages';
import { NAME_MAX_LENGTH, email as emailRule, name as nameRule, required, validate } from '../../lib/validation/rules';
import { answer, type Answer } from './answer';
import { createPhoneCodes } from './codes';
import { bearerToken, newToken, tokenHash } from './tokens';
import { BOOKING } from './config';
import { displayPhone } from './phones';
import type { SmsSender } from './sms';

export type Buyer = { id: number; phone: string; name: string | null; email: string | null; agreed_at: number | null };

/** The buyer as answers show it: registered once name, email and consent are given. */
export const buyerView = (buyer: Buyer) => ({
  phone: displayPhone(buyer.phone),
  name: buyer.name,
  email: buyer.email,
  registered: Boolean(buyer.name && buyer.email && buyer.agreed_at),
});

/**
 * The buyer's session (docs/api.md, "Booking"): a phone confirmed by SMS code (./codes.ts) gets a session token
 * (kept hashed).
 */
export function createAuth(db: Database.Database, sms: SmsSender, now: () => number) {
  const codes = createPhoneCodes(db, sms, now);
  const buyerByPhone = db.prepare('SELECT id, phone, name, email, agreed_at FROM buyers WHERE phone = ?');
  const buyerById = db.prepare('SELECT id, phone, name, email, agreed_at FROM buyers WHERE id = ?');
  const insertBuyer = db.prepare('INSERT INTO buyers (phone, created_at) VALUES (?, ?)');
  const insertSession = db.prepare('INSERT INTO buyer_sessions (token_hash, buyer_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const sessionBuyer = db.prepare('SELECT buyer_id FROM buyer_sessions WHERE token_hash = ? AND expires_at > ?').pluck();
  const endSession = db.prepare('DELETE FROM buyer_sessions WHERE token_hash = ?');
  const register = db.prepare('UPDATE buyers SET name = ?, email = ?, agreed_at = COALESCE(agreed_at, ?) WHERE id = ?');

  /** POST /api/authorization/ {phone}: sends a code. */
  async function requestCode(body: Record<string, unknown>, ip: string | null): Promise<Answer> {
    const read = codes.phoneOf(body);
    if (!read.ok) return read.answer;
    return codes.send('booking', read.phone, ip, (code) => `Код подтверждения: ${code}. Резиденция «Вереск», онлайн-бронирование. Никому не сообщайте его.`);
  }

  /** POST /api/check_sms/ {phone, code, request_id}: a right booking code gives the buyer's session token. */
  function checkCode(body: Record<string, unknown>, ip: string | null): Answer {
    return db.transaction((): Answer => {
      const checked = codes.check('booking', body, ip);
      if (!checked.ok) return checked.answer;
      const at = now();
      let buyer = buyerByPhone.get(checked.phone) as Buyer | undefined;
      if (!buyer) buyer = buyerById.get(insertBuyer.run(checked.phone, at).lastInsertRowid) as Buyer;
      const token = newToken();
      insertSession.run(tokenHash(token), buyer.id, at, at + BOOKING.sessionMs);
      return answer(200, { token, expires_in: BOOKING.sessionMs / 1000, buyer: buyerView(buyer) });
    })();
  }

  /** The buyer of an `Authorization: Token …` header, or null. */
  function buyerOf(authorization: string | undefined): Buyer | null {
    const token = bearerToken(authorization);
    if (!token) return null;
    const id = sessionBuyer.get(tokenHash(token), now()) as number | undefined;
    return id === undefined ? null : ((buyerById.get(id) as Buyer | undefined) ?? null);
  }

  /** POST /api/registration/ {name, email, is_agreed}: the buyer's name and email, with the consent to process them. */
  function registration(buyer: Buyer, body: Record<string, unknown>): Answer {
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const errors: Record<string, string> = {};
    const nameText = text(body.name);
    const emailText = text(body.email);
    const nameError = validate(nameText, [required, nameRule]) ?? (nameText.length > NAME_MAX_LENGTH ? `Не больше ${NAME_MAX_LENGTH} символов` : null);
    if (nameError) errors.name = nameError;
    const emailError = validate(emailText, [required, emailRule]) ?? (emailText.length > 254 ? MESSAGES.format : null);
    if (emailError) errors.email = emailError;
    if (body.is_agreed !== true) errors.is_agreed = MESSAGES.required;
    if (Object.keys(errors).length) return answer(400, { detail: 'Проверьте поля формы', errors });
    register.run(nameText, emailText.toLowerCase(), now(), buyer.id);
    return answer(200, { buyer: buyerView(buyerById.get(buyer.id) as Buyer) });
  }

  /** DELETE /api/authorization/: ends the session of the token. */
  function logout(authorization: string | undefined): Answer {
    const token = bearerToken(authorization);
    if (token) endSession.run(tokenHash(token));
    return answer(200, { detail: 'Вы вышли.' });
  }

  return { requestCode, checkCode, buyerOf, registration, logout };
}
export type Auth = ReturnType<typeof createAuth>;
