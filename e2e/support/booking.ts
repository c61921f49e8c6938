import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import { ONE_QUEUE_DB_PATH, ONE_QUEUE_PORT } from '../../playwright.config';
import { expect } from './fixtures';
import { createClock } from '../../cms/booking/clock';

/** Booking changes lots' statuses and ends holds: it runs on the one-queue site and database, which no test counts lots of. */
export const BOOKING_SITE = `http://127.0.0.1:${ONE_QUEUE_PORT}`;

export function withBookingDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(ONE_QUEUE_DB_PATH, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

const e164 = (masked: string) => `+7${masked.replace(/\D/g, '').slice(1)}`;

/** The newest SMS the CMS sent to a phone (the dev outbox), waiting for it to arrive. */
export async function lastSms(phone: string, pattern: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(() => {
      text = withBookingDb((db) => (db.prepare('SELECT text FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 1').pluck().get(e164(phone)) as string | undefined) ?? '');
      return text;
    })
    .toMatch(pattern);
  return text;
}

export const codeFromSms = async (phone: string) => /Код подтверждения: (\d{4})/.exec(await lastSms(phone, /Код подтверждения: \d{4}/))?.[1] ?? '';

/**
 * Ends the lots' active holds as their time running out would: their end set just before the CMS's now. The shared clock
 * is left alone: moved a day, it once ended the session of a manager signed in by a test running beside this one.
 */
export function endHolds(lotIds: number[]): void {
  withBookingDb((db) => {
    const now = createClock(db)();
    const end = db.prepare("UPDATE holds SET expires_at = ? WHERE lot_id = ? AND status = 'active'");
    for (const id of lotIds) expect(end.run(now - 1, id).changes, `lot ${id} has an active hold`).toBe(1);
  });
}

/** Moves the CMS's clock forward (meta.clock_offset_ms), as time passing would. */
export function moveCmsClock(ms: number): void {
  withBookingDb((db) => {
    const current = Number(db.prepare("SELECT value FROM meta WHERE key = 'clock_offset_ms'").pluck().get() ?? 0);
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('clock_offset_ms', ?)").run(String(current + ms));
  });
}

export const lotStatus = (id: number) => withBookingDb((db) => db.prepare('SELECT status FROM lots WHERE id = ?').pluck().get(id) as string);
export const freeFlats = () => withBookingDb((db) => db.prepare("SELECT COUNT(*) FROM lots WHERE type = 'apartments' AND status = 'free'").pluck().get() as number);
/** Free flats for the tests, from the top of the list (no other test opens them). */
export const freeFlat = (offset: number) =>
  withBookingDb((db) => db.prepare("SELECT id FROM lots WHERE type = 'apartments' AND status = 'free' ORDER BY id DESC LIMIT 1 OFFSET ?").pluck().get(offset) as number);

/** Types the phone into the booking panel's masked field and asks for a code. */
export async function askForCode(panel: Locator, phone: string): Promise<void> {
  await panel.getByLabel('Телефон').pressSequentially(phone.replace(/\D/g, '').slice(1));
  await panel.getByRole('button', { name: 'Получить код' }).click();
  await expect(panel.getByRole('heading', { name: 'Код из SMS' })).toBeVisible();
}

/** The whole confirmation: phone, code from the outbox, name, email and consent. */
export async function confirmBuyer(panel: Locator, phone: string, name: string): Promise<void> {
  await askForCode(panel, phone);
  await panel.getByLabel('Код').fill(await codeFromSms(phone));
  await panel.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(panel.getByRole('heading', { name: 'Ваши данные' })).toBeVisible();
  await panel.getByLabel('Имя').fill(name);
  await panel.getByLabel('Email').fill('buyer@example.ru');
  await panel.getByRole('checkbox').check();
  await panel.getByRole('button', { name: 'Продолжить' }).click();
}

export function bookingPanel(page: Page, name: 'Бронирование' | 'Лист ожидания'): Locator {
  return page.getByRole('dialog', { name });
}

/** A buyer confirmed through the site's handlers without a browser: the session cookie for later calls. */
export async function apiBuyer(phone: string, name: string): Promise<{ cookie: string }> {
  const csrf = 'e2e-csrf-token-0123456789abcdef';
  const call = async (path: string, body: object, cookie = '') => {
    const response = await fetch(`${BOOKING_SITE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}${cookie ? `; ${cookie}` : ''}` },
      body: JSON.stringify(body),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return response;
  };
  const sent = await call('/api/authorization/', { phone });
  // The code is bound to the browser that asked for it: its request id comes back in an httpOnly cookie.
  const codeRequest = sent.headers.getSetCookie().find((c) => c.startsWith('booking_code='))?.split(';')[0] ?? '';
  const checked = await call('/api/check_sms/', { phone, code: await codeFromSms(phone) }, codeRequest);
  const session = checked.headers.getSetCookie().find((c) => c.startsWith('buyer_session='))?.split(';')[0] ?? '';
  await call('/api/registration/', { name, email: 'buyer@example.ru', is_agreed: true }, session);
  return { cookie: session };
}

/** Books a lot through the site's handler for a buyer made by apiBuyer. */
export async function apiBook(buyer: { cookie: string }, lotId: number): Promise<void> {
  const csrf = 'e2e-csrf-token-0123456789abcdef';
  const response = await fetch(`${BOOKING_SITE}/api/booking/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}; ${buyer.cookie}` },
    body: JSON.stringify({ lot_id: lotId }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}
