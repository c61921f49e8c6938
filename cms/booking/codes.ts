import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import { MESSAGES } from '../../lib/validation/messages';
import { answer, minutes, wait, type Answer } from './answer';
import { BOOKING } from './config';
import { displayPhone, normalisePhone } from './phones';
import type { SmsSender } from './sms';

/** What checking a code gives: the confirmed phone, or the refusal to answer with. */
export type CodeCheck = { ok: true; phone: string } | { ok: false; answer: Answer };

/**
 * Phone confirmation by SMS code (docs/api.md, "Booking"), shared by buyers and sales managers. Codes are kept as
 * HMACs under a secret of this database, expire after 5 minutes and are used once; 5 wrong codes within the lock
 * period lock the phone for 15 minutes; a new code no sooner than 60 s after the last, at most 5 an hour per phone and
 * 20 per client address.
 */
export function createPhoneCodes(db: Database.Database, sms: SmsSender, now: () => number) {
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

  const phoneError = () => answer(400, { detail: 'Проверьте номер телефона', errors: { phone: MESSAGES.phone } });
  const locked = (until: number, at: number) =>
    wait(423, `Слишком много неверных кодов. Номер заблокирован на ${minutes(until - at)}: попробуйте позже.`, until - at);

  /** Sends a code to a phone (already normalised) with the message `text(code)`, within the limits. */
  async function send(phone: string, ip: string | null, text: (code: string) => string): Promise<Answer> {
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
      await sms(phone, text(code));
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

  /** POST …/authorization/ {phone}: the phone read, or the refusal. */
  function phoneOf(body: Record<string, unknown>): { ok: true; phone: string } | { ok: false; answer: Answer } {
    const phone = normalisePhone(body.phone);
    return phone ? { ok: true, phone } : { ok: false, answer: phoneError() };
  }

  /** Checks `{phone, code}` and uses the code when it is right. Call inside a transaction with what the right code starts. */
  function check(body: Record<string, unknown>): CodeCheck {
    const phone = normalisePhone(body.phone);
    if (!phone) return { ok: false, answer: phoneError() };
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (!new RegExp(`^\\d{${BOOKING.codeLength}}$`).test(code)) {
      return { ok: false, answer: answer(400, { detail: 'Проверьте код', errors: { code: `Введите ${BOOKING.codeLength} цифры из SMS` } }) };
    }
    const at = now();
    const until = lockOf.get(phone, at) as number | undefined;
    if (until) return { ok: false, answer: locked(until, at) };
    const row = latestCode.get(phone) as { id: number; code_hash: string; expires_at: number; used_at: number | null } | undefined;
    if (!row || row.used_at !== null || row.expires_at <= at) {
      return { ok: false, answer: answer(400, { detail: 'Код истёк', errors: { code: 'Код истёк или уже использован. Запросите новый.' } }) };
    }
    if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hashCode(phone, code))) {
      addAttempt.run(row.id);
      const wrong = wrongSince.get(phone, at - BOOKING.lockMs) as number;
      if (wrong >= BOOKING.maxWrongCodes) {
        lock.run(phone, at + BOOKING.lockMs);
        expireCodes.run(at, phone);
        return { ok: false, answer: locked(at + BOOKING.lockMs, at) };
      }
      return { ok: false, answer: answer(400, { detail: 'Неверный код', errors: { code: 'Неверный код' }, attempts_left: BOOKING.maxWrongCodes - wrong }) };
    }
    useCode.run(at, row.id);
    return { ok: true, phone };
  }

  return { send, phoneOf, check };
}
export type PhoneCodes = ReturnType<typeof createPhoneCodes>;
