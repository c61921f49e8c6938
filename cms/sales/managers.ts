import type Database from 'better-sqlite3';
import { answer, type Answer } from '../booking/answer';
import type { PhoneCodes } from '../booking/codes';
import { displayPhone } from '../booking/phones';
import { bearerToken, newToken, tokenHash } from '../booking/tokens';

export type Manager = { id: number; name: string; position: string; phone: string; email: string; portrait: string | null };

/** A manager session lasts 12 hours: a working day, then the code again. */
export const MANAGER_SESSION_MS = 12 * 60 * 60_000;

/** The manager as the contract shows one (docs/api.md, "Managers and selections"). */
export const managerView = (manager: Manager) => ({
  id: manager.id,
  name: manager.name,
  position: manager.position,
  phone: displayPhone(manager.phone),
  email: manager.email,
  portrait: manager.portrait,
});
export type ManagerView = ReturnType<typeof managerView>;

/** Sales managers: the public records and the sign-in by SMS code (the booking flow's code service and limits). */
export function createManagers(db: Database.Database, codes: PhoneCodes, now: () => number) {
  const COLUMNS = 'id, name, position, phone, email, portrait';
  const all = db.prepare(`SELECT ${COLUMNS} FROM managers ORDER BY sort, id`);
  const byId = db.prepare(`SELECT ${COLUMNS} FROM managers WHERE id = ?`);
  const byPhone = db.prepare(`SELECT ${COLUMNS} FROM managers WHERE phone = ?`);
  const insertSession = db.prepare('INSERT INTO manager_sessions (token_hash, manager_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const sessionManager = db.prepare('SELECT manager_id FROM manager_sessions WHERE token_hash = ? AND expires_at > ?').pluck();
  const endSession = db.prepare('DELETE FROM manager_sessions WHERE token_hash = ?');

  const notAManager = () =>
    answer(403, { detail: 'Этот номер не зарегистрирован как номер менеджера. Обратитесь к руководителю отдела продаж.', errors: { phone: 'Номер не найден среди менеджеров' } });

  /** POST /api/manager/authorization/ {phone}: a code, to a manager's phone only. */
  async function requestCode(body: Record<string, unknown>, ip: string | null): Promise<Answer> {
    const read = codes.phoneOf(body);
    if (!read.ok) return read.answer;
    if (!byPhone.get(read.phone)) return notAManager();
    return codes.send('manager', read.phone, ip, (code) => `Код для входа в кабинет менеджера: ${code}. Резиденция «Вереск». Никому не сообщайте его.`);
  }

  /** POST /api/manager/check_sms/ {phone, code, request_id}: a right manager's code (never a booking one) gives the session token. */
  function checkCode(body: Record<string, unknown>, ip: string | null): Answer {
    return db.transaction((): Answer => {
      const checked = codes.check('manager', body, ip);
      if (!checked.ok) return checked.answer;
      const manager = byPhone.get(checked.phone) as Manager | undefined;
      if (!manager) return notAManager();
      const token = newToken();
      const at = now();
      insertSession.run(tokenHash(token), manager.id, at, at + MANAGER_SESSION_MS);
      return answer(200, { token, expires_in: MANAGER_SESSION_MS / 1000, manager: managerView(manager) });
    })();
  }

  /** The manager of an `Authorization: Token …` header, or null. */
  function managerOf(authorization: string | undefined): Manager | null {
    const token = bearerToken(authorization);
    if (!token) return null;
    const id = sessionManager.get(tokenHash(token), now()) as number | undefined;
    return id === undefined ? null : ((byId.get(id) as Manager | undefined) ?? null);
  }

  function logout(authorization: string | undefined): Answer {
    const token = bearerToken(authorization);
    if (token) endSession.run(tokenHash(token));
    return answer(200, { detail: 'Вы вышли.' });
  }

  const list = () => (all.all() as Manager[]).map(managerView);
  const one = (id: number) => {
    const manager = byId.get(id) as Manager | undefined;
    return manager ? managerView(manager) : null;
  };

  /** A manager's phone (+7XXXXXXXXXX) for the SMS that tells them of a lead, or null. */
  const phoneOf = (id: number) => (byId.get(id) as Manager | undefined)?.phone ?? null;

  return { requestCode, checkCode, managerOf, logout, list, one, phoneOf };
}
export type Managers = ReturnType<typeof createManagers>;
