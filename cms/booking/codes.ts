import { createHmac, randomInt, randomBytes, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import { MESSAGES } from '../../lib/validation/messages';
import { answer, minutes, wait, type Answer } from './answer';
import { BOOKING } from './config';
import { displayPhone, normalisePhone } from './phones';
import type { SmsSender } from './sms';
import { newToken, tokenHash } from './tokens';

/** What a code opens: the buyer's booking or the manager's cabinet. A code sent for one is refused by the other. */
export type CodePurpose = 'booking' | 'manager';

/** What checking a code gives: the confirmed phone, or the refusal to answer with. */
export type CodeCheck = { ok: true; phone: string } | { ok: false; answer: Answer };

/**
 * Phone confirmation by SMS code (docs/api.md, "Booking"), shared by buyers and sales managers. Each code is bound to
 * its purpose, its phone and the request that asked for it (the `request_id` its sender got back, which the check must
 * name), kept as an HMAC under a secret of this database, good for 5 minutes and used once.
 *
 * Nothing a stranger does can keep a phone's owner out (issue 60): wrong entries spend only the code they name (5 per
 * code) and pause only the address they come from (after every 5 within an hour: 1, 2, 4… up to 15 minutes); the resend
 * wait and the hourly count are per phone and address. The one phone-wide limit (10 codes an hour, against SMS floods)
 * does not hold an address that confirmed that phone within 30 days.
 */
export function createPhoneCodes(db: Database.Database, sms: SmsSender, now: () => number) {
  db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('booking_secret', ?)").run(randomBytes(32).toString('hex'));
  const secret = db.prepare("SELECT value FROM meta WHERE key = 'booking_secret'").pluck().get() as string;
  const hashCode = (purpose: CodePurpose, phone: string, code: string) => createHmac('sha256', secret).update(`${purpose}:${phone}:${code}`).digest();

  const failuresSince = db.prepare('SELECT COUNT(*) FROM sms_failures WHERE phone = ? AND ip = ? AND at > ?').pluck();
  const nthFailure = db.prepare('SELECT at FROM sms_failures WHERE phone = ? AND ip = ? AND at > ? ORDER BY at, rowid LIMIT 1 OFFSET ?').pluck();
  const addFailure = db.prepare('INSERT INTO sms_failures (phone, ip, at) VALUES (?, ?, ?)');
  const lastCodeAt = db.prepare('SELECT MAX(created_at) FROM sms_codes WHERE phone = ? AND ip IS ?').pluck();
  const codesByPhoneAndAddress = db.prepare('SELECT COUNT(*) FROM sms_codes WHERE phone = ? AND ip IS ? AND created_at > ?').pluck();
  const codesByAddress = db.prepare('SELECT COUNT(*) FROM sms_codes WHERE ip = ? AND created_at > ?').pluck();
  const codesByPhoneFromStrangers = db.prepare(
    `SELECT COUNT(*) FROM sms_codes c WHERE c.phone = ? AND c.created_at > ? AND (c.ip IS NULL OR NOT EXISTS (
       SELECT 1 FROM sms_codes t WHERE t.phone = c.phone AND t.ip = c.ip AND t.used_at > ?))`,
  ).pluck();
  const confirmedFrom = db.prepare('SELECT 1 FROM sms_codes WHERE phone = ? AND ip = ? AND used_at > ? LIMIT 1').pluck();
  const insertCode = db.prepare('INSERT INTO sms_codes (phone, purpose, request_hash, code_hash, ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const dropCode = db.prepare('DELETE FROM sms_codes WHERE id = ?');
  const codeOf = db.prepare('SELECT id, code_hash, expires_at, used_at, attempts FROM sms_codes WHERE request_hash = ? AND phone = ? AND purpose = ?');
  const addAttempt = db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?');
  const useCode = db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?');
  // A new code ends the earlier ones this address asked for this phone and purpose (another address's stay good).
  const expireCodes = db.prepare('UPDATE sms_codes SET expires_at = MIN(expires_at, ?) WHERE phone = ? AND purpose = ? AND ip IS ? AND used_at IS NULL');

  const phoneError = () => answer(400, { detail: 'Проверьте номер телефона', errors: { phone: MESSAGES.phone } });
  const spent = () => answer(400, { detail: 'Код истёк', errors: { code: 'Код истёк или уже использован. Запросите новый.' } });

  /** The pause this address waits for this phone after its wrong codes, or null. */
  function pause(phone: string, ip: string | null, at: number): Answer | null {
    if (ip === null) return null;
    const since = at - BOOKING.hourMs;
    const rounds = Math.floor((failuresSince.get(phone, ip, since) as number) / BOOKING.wrongPerPause);
    if (rounds === 0) return null;
    // The pause runs from the wrong code that completed the last round of five.
    const completed = nthFailure.get(phone, ip, since, rounds * BOOKING.wrongPerPause - 1) as number;
    const until = completed + Math.min(BOOKING.maxPauseMs, BOOKING.firstPauseMs * 2 ** (rounds - 1));
    return until > at ? wait(429, `Слишком много неверных кодов. Повторите через ${minutes(until - at)}.`, until - at) : null;
  }

  /** Sends a code for `purpose` to a phone (already normalised) with the message `text(code)`, within the limits. */
  async function send(purpose: CodePurpose, phone: string, ip: string | null, text: (code: string) => string): Promise<Answer> {
    const at = now();
    const paused = pause(phone, ip, at);
    if (paused) return paused;
    const last = lastCodeAt.get(phone, ip) as number | null;
    if (last !== null && at - last < BOOKING.resendMs) {
      return wait(429, 'Новый код можно запросить через минуту после предыдущего.', BOOKING.resendMs - (at - last));
    }
    if ((codesByPhoneAndAddress.get(phone, ip, at - BOOKING.hourMs) as number) >= BOOKING.codesPerPhonePerAddressPerHour) {
      return wait(429, 'На этот номер уже отправлено много кодов. Попробуйте через час.', BOOKING.hourMs);
    }
    if (ip && (codesByAddress.get(ip, at - BOOKING.hourMs) as number) >= BOOKING.codesPerAddressPerHour) {
      return wait(429, 'С этого адреса запрошено слишком много кодов. Попробуйте через час.', BOOKING.hourMs);
    }
    const trusted = ip !== null && confirmedFrom.get(phone, ip, at - BOOKING.trustedAddressMs) !== undefined;
    if (!trusted && (codesByPhoneFromStrangers.get(phone, at - BOOKING.hourMs, at - BOOKING.trustedAddressMs) as number) >= BOOKING.codesPerPhonePerHour) {
      return wait(429, 'На этот номер уже отправлено много кодов. Попробуйте через час.', BOOKING.hourMs);
    }
    const code = String(randomInt(0, 10 ** BOOKING.codeLength)).padStart(BOOKING.codeLength, '0');
    const requestId = newToken();
    const id = db.transaction(() => {
      expireCodes.run(at, phone, purpose, ip);
      return Number(insertCode.run(phone, purpose, tokenHash(requestId), hashCode(purpose, phone, code).toString('hex'), ip, at, at + BOOKING.codeTtlMs).lastInsertRowid);
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
      request_id: requestId,
    });
  }

  /** POST …/authorization/ {phone}: the phone read, or the refusal. */
  function phoneOf(body: Record<string, unknown>): { ok: true; phone: string } | { ok: false; answer: Answer } {
    const phone = normalisePhone(body.phone);
    return phone ? { ok: true, phone } : { ok: false, answer: phoneError() };
  }

  /**
   * Checks `{phone, code, request_id}` for `purpose` and uses the code when it is right. Call inside a transaction with
   * what the right code starts.
   */
  function check(purpose: CodePurpose, body: Record<string, unknown>, ip: string | null): CodeCheck {
    const phone = normalisePhone(body.phone);
    if (!phone) return { ok: false, answer: phoneError() };
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (!new RegExp(`^\\d{${BOOKING.codeLength}}$`).test(code)) {
      return { ok: false, answer: answer(400, { detail: 'Проверьте код', errors: { code: `Введите ${BOOKING.codeLength} цифры из SMS` } }) };
    }
    const at = now();
    const paused = pause(phone, ip, at);
    if (paused) return { ok: false, answer: paused };
    const requestId = typeof body.request_id === 'string' && body.request_id.length <= 100 ? body.request_id : '';
    const row = requestId
      ? (codeOf.get(tokenHash(requestId), phone, purpose) as { id: number; code_hash: string; expires_at: number; used_at: number | null; attempts: number } | undefined)
      : undefined;
    if (!row || row.used_at !== null || row.expires_at <= at || row.attempts >= BOOKING.wrongPerCode) return { ok: false, answer: spent() };
    if (!timingSafeEqual(Buffer.from(row.code_hash, 'hex'), hashCode(purpose, phone, code))) {
      addAttempt.run(row.id);
      if (ip !== null) addFailure.run(phone, ip, at);
      const left = BOOKING.wrongPerCode - row.attempts - 1;
      const pausedNow = pause(phone, ip, at);
      if (pausedNow) return { ok: false, answer: pausedNow };
      if (left <= 0) return { ok: false, answer: answer(400, { detail: 'Неверный код', errors: { code: 'Неверный код. Этот код больше не действует — запросите новый.' } }) };
      return { ok: false, answer: answer(400, { detail: 'Неверный код', errors: { code: 'Неверный код' }, attempts_left: left }) };
    }
    useCode.run(at, row.id);
    return { ok: true, phone };
  }

  return { send, phoneOf, check };
}
export type PhoneCodes = ReturnType<typeof createPhoneCodes>;
