import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import { MESSAGES } from '../../lib/validation/messages';
import { NAME_MAX_LENGTH, email as emailRule, name as nameRule, required, validate } from '../../lib/validation/rules';
import { answer, minutes, wait, type Answer } from './answer';
import { BOOKING } from './config';
import { displayPhone, normalisePhone } from './phones';
import type { SmsSender } from './sms';

export type Buyer = { id: number; phone: string; name: string | null; email: string | null; agreed_at: number | null };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The buyer as answers show it: registered once name, email and consent are given. */
export const buyerView = (buyer: Buyer) => ({
  phone: displayPhone(buyer.phone),
  name: buyer.name,
  email: buyer.email,
  registered: Boolean(buyer.name && buyer.email && buyer.agreed_at),
});

/**
 * Phone confirmation by SMS code and the buyer's session (docs/api.md, "Booking"). Codes are kept as
 * HMACs under a secret of this database, expire after 5 minutes and are used once; 5 wrong codes within
 * the lock period lock the phone for 15 minutes; a new code no sooner than 60 s after the last, at most
 * 5 an hour per phone and 20 per client address. A confirmed phone gets a session token (kept hashed).
 */
export function createAuth(db: Database.Database, sms: SmsSender, now: () => number) {
  db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('booking_secret', ?)").run(randomBytes(32).toString('hex'));
  const secret = db.prepare("SELECT value FROM meta WHERE key = 'booking_secret'").pluck().get() as string;
  const hashCode = (phone: string, code: string) => createHmac('sha256', secret).update(`${phone}:${code}`).digest();

  const lockOf = db.prepare('SELECT until FROM phone_locks WHERE phone = ? AND until > ?').pluck();
  const lock = db.prepare('INSERT OR REPLACE INTO phone_locks (phone, until) VALUES (?, ?)');
  const lastCodeAt = db.prepare('SELECT MAX(created_at) FROM sms_codes WHERE phone = ?').pluck();
  const codesByPhone = db.prepare('SELECT COUNT(*) FROM sms_codes WHERE phone = ? AND created_at > ?').pluck();
  const codesByAddress = db.prepare('SELECT COUNT(*) FROM sms_codes WHERE ip = ? AND created_at > ?').pluck();
  const insertCode = db.prepare('INSERT INTO sms_codes (phone, code_hash, ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const dropCode = db.prepare('DELETE FROM sms_codes WHERE id = ?');
  const latestCode = db.prepare('SELECT id, code_hash, expires_at, used_at FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1');
  const wrongSince = db.prepare('SELECT COALESCE(SUM(attempts), 0) FROM sms_codes WHERE phone = ? AND created_at > ?').pluck();
  const addAttempt = db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?');
  const useCode = db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?');
  const expireCodes = db.prepare('UPDATE sms_codes SET expires_at = MIN(expires_at, ?) WHERE phone = ? AND used_at IS NULL');
  const buyerByPhone = db.prepare('SELECT id, phone, name, email, agreed_at FROM buyers WHERE phone = ?');
  const buyerById = db.prepare('SELECT id, phone, name, email, agreed_at FROM buyers WHERE id = ?');
  const insertBuyer = db.prepare('INSERT INTO buyers (phone, created_at) VALUES (?, ?)');
  const insertSession = db.prepare('INSERT INTO buyer_sessions (token_hash, buyer_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const sessionBuyer = db.prepare('SELECT buyer_id FROM buyer_sessions WHERE token_hash = ? AND expires_at > ?').pluck();
  const endSession = db.prepare('DELETE FROM buyer_sessions WHERE token_hash = ?');
  const register = db.prepare('UPDATE buyers SET name = ?, email = ?, agreed_at = COALESCE(agreed_at, ?) WHERE id = ?');

  const phoneError = () => answer(400, { detail: 'Проверьте номер телефона', errors: { phone: MESSAGES.phone } });
  const locked = (until: number, at: number) =>
    wait(423, `Слишком много неверных кодов. Номер заблокирован на ${minutes(until - at)}: попробуйте позже.`, until - at);

  /** POST /api/authorization/ {phone}: sends a code. */
  async function requestCode(body: Record<string, unknown>, ip: string | null): Promise<Answer> {
    const phone = normalisePhone(body.phone);
    if (!phone) return phoneError();
    const at = now();
    const until = lockOf.get(phone, at) as number | undefined;
    if (until) return locked(until, at);
    const last = lastCodeAt.get(phone) as number | null;
    if (last !== null && at - last < BOOKING.resendMs) {
      return wait(429, 'Новый код можно запросить через минуту после предыдущего.', BOOKING.resendMs - (at - last));
    }
    if ((codesByPhone.get(phone, at - BOOKING.hourMs) as number) >= BOOKING.codesPerPhonePerHour) {
      return wait(429, 'На этот номер уже отправлено много кодов. Попробуйте через час.', BOOKING.hourMs);
    }
    if (ip && (codesByAddress.get(ip, at - BOOKING.hourMs) as number) >= BOOKING.codesPerAddressPerHour) {
      return wait(429, 'С этого адреса запрошено слишком много кодов. Попробуйте через час.', BOOKING.hourMs);
    }
    const code = String(randomInt(0, 10 ** BOOKING.codeLength)).padStart(BOOKING.codeLength, '0');
    // Only the newest code counts: the ones before it end now.
    const id = db.transaction(() => {
      expireCodes.run(at, phone);
      return Number(insertCode.run(phone, hashCode(phone, code).toString('hex'), ip, at, at + BOOKING.codeTtlMs).lastInsertRowid);
    })();
    try {
      await sms(phone, `Код подтверждения: ${code}. Резиденция «Вереск», онлайн-бронирование. Никому не сообщайте его.`);
    } catch (error) {
      dropCode.run(id);
      console.error('[cms booking] SMS not sent:', error instanceof Error ? error.message : error);
      return answer(502, { detail: 'Не удалось отправить SMS. Попробуйте ещё раз через минуту или позвоните в офис продаж.' });
    }
    return answer(200, {
      phone: displayPhone(phone),
      code_length: BOOKING.codeLength,
      expires_in: BOOKING.codeTtlMs / 1000,
      resend_after: BOOKING.resendMs / 1000,
    });
  }

  /** POST /api/check_sms/ {phone, code}: a right code gives the buyer's session token. */
  function checkCode(body: Record<string, unknown>): Answer {
    const phone = normalisePhone(body.phone);
    if (!phone) return phoneError();
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (!new RegExp(`^\\d{${BOOKING.codeLength}}$`).test(code)) {
      return answer(400, { detail: 'Проверьте код', errors: { code: `Введите ${BOOKING.codeLength} цифры из SMS` } });
    }
    return db.transaction((): Answer => {
      const at = now();
      const until = lockOf.get(phone, at) as number | undefined;
      if (until) return locked(until, at);
      const row = latestCode.get(phone) as { id: number; code_hash: string; expires_at: number; used_at: number | null } | undefined;
      if (!row || row.used_at !== null || row.expires_at <= at) {
        return answer(400, { detail: 'Код истёк', errors: { code: 'Код истёк или уже использован. Запросите новый.' } });
      }
      if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hashCode(phone, code))) {
        addAttempt.run(row.id);
        const wrong = wrongSince.get(phone, at - BOOKING.lockMs) as number;
        if (wrong >= BOOKING.maxWrongCodes) {
          lock.run(phone, at + BOOKING.lockMs);
          expireCodes.run(at, phone);
          return locked(at + BOOKING.lockMs, at);
        }
        const left = BOOKING.maxWrongCodes - wrong;
        return answer(400, { detail: 'Неверный код', errors: { code: 'Неверный код' }, attempts_left: left });
      }
      useCode.run(at, row.id);
      let buyer = buyerByPhone.get(phone) as Buyer | undefined;
      if (!buyer) buyer = buyerById.get(insertBuyer.run(phone, at).lastInsertRowid) as Buyer;
      const token = randomBytes(32).toString('base64url');
      insertSession.run(sha256(token), buyer.id, at, at + BOOKING.sessionMs);
      return answer(200, { token, expires_in: BOOKING.sessionMs / 1000, buyer: buyerView(buyer) });
    })();
  }

  /** The buyer of an `Authorization: Token …` header, or null. */
  function buyerOf(authorization: string | undefined): Buyer | null {
    const token = /^Token ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
    if (!token) return null;
    const id = sessionBuyer.get(sha256(token), now()) as number | undefined;
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
    const token = /^Token ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
    if (token) endSession.run(sha256(token));
    return answer(200, { detail: 'Вы вышли.' });
  }

  return { requestCode, checkCode, buyerOf, registration, logout };
}
export type Auth = ReturnType<typeof createAuth>;
