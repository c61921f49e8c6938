// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGERS } from '@/cms/seed/managers';
import { SELECTION, addDays, moscowDate } from '@/lib/validation/selection-rules';
import { closedSelectionSchema, currentDraftSchema, managerHomeSchema, managersSchema, publicSelectionSchema, selectionSchema } from '@/lib/api/sales-schemas';
import { createTestCms } from '../support/test-cms';

/** Managers and their selections in the embedded CMS (issue 46): sign-in by SMS code, building, publishing, the buyer's page. */
let cms: ReturnType<typeof createTestCms>;
beforeAll(() => {
  cms = createTestCms();
});
afterAll(() => cms.db.close());

type Body = Record<string, unknown>;
const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await cms.app.fetch(
    new Request(`http://cms.test${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
  return { status: response.status, body: (await response.json()) as Body };
};
const auth = (token: string) => ({ authorization: `Token ${token}` });
const masked = (e164: string) => `+7 (${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8, 10)}-${e164.slice(10, 12)}`;
const lastSms = (phone: string) => (cms.db.prepare('SELECT text FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 1').pluck().get(phone) as string | undefined) ?? '';
const freeLots = (count: number) => cms.db.prepare("SELECT id FROM lots WHERE type = 'apartments' AND status = 'free' ORDER BY id LIMIT ?").pluck().all(count) as number[];

const sessions = new Map<number, string>();
/** A manager's session token (one sign-in per manager: a new code waits 60 s after the last). */
async function signIn(index: number): Promise<string> {
  const known = sessions.get(index);
  if (known) return known;
  const { phone } = MANAGERS[index]!;
  const sent = await call('POST', '/api/manager/authorization/', { phone: masked(phone) });
  expect(sent.status).toBe(200);
  const code = /Код для входа в кабинет менеджера: (\d{4})/.exec(lastSms(phone))?.[1];
  const checked = await call('POST', '/api/manager/check_sms/', { phone: masked(phone), code, request_id: sent.body.request_id });
  expect(checked.status).toBe(200);
  expect(checked.body.manager).toMatchObject({ name: MANAGERS[index]!.name, phone: masked(phone) });
  sessions.set(index, String(checked.body.token));
  return String(checked.body.token);
}

describe('managers', () => {
  it('three public records with name, position, phone, email and portrait', async () => {
    const list = await call('GET', '/api/managers/');
    expect(list.body).toHaveLength(3);
    expect((list.body as unknown as Body[])[0]).toMatchObject({ id: 1, name: MANAGERS[0].name, position: MANAGERS[0].position, phone: masked(MANAGERS[0].phone), email: MANAGERS[0].email, portrait: expect.stringMatching(/^\/api\/media\/managers\/1\./) });
    expect((await call('GET', '/api/managers/2/')).body).toMatchObject({ name: MANAGERS[1].name });
    expect((await call('GET', '/api/managers/99/')).status).toBe(404);
  });

  it("a phone that is not a manager's gets no code; the manager's pages want a manager's session", async () => {
    const refused = await call('POST', '/api/manager/authorization/', { phone: '+7 (916) 000-00-01' });
    expect(refused.status).toBe(403);
    expect(lastSms('+79160000001')).toBe('');
    expect((await call('GET', '/api/manager/')).status).toBe(401);
    expect((await call('GET', '/api/manager/', undefined, auth('x'.repeat(43)))).status).toBe(401);
  });

  it("a booking code sent to a manager's phone does not open the manager's cabinet (codes are bound to their purpose)", async () => {
    const { phone } = MANAGERS[2]!;
    const sent = await call('POST', '/api/authorization/', { phone: masked(phone) }, { 'x-client-ip': '198.51.100.90' });
    expect(sent.status).toBe(200);
    const code = /Код подтверждения: (\d{4})/.exec(lastSms(phone))?.[1];
    expect(code).toMatch(/^\d{4}$/);
    const refused = await call('POST', '/api/manager/check_sms/', { phone: masked(phone), code, request_id: sent.body.request_id }, { 'x-client-ip': '198.51.100.90' });
    expect(refused.status).toBe(400);
    expect(refused.body).not.toHaveProperty('token');
    // The code still opens what it was sent for.
    expect((await call('POST', '/api/check_sms/', { phone: masked(phone), code, request_id: sent.body.request_id }, { 'x-client-ip': '198.51.100.90' })).status).toBe(200);
  });
});

describe('a selection from draft to the buyer', () => {
  it('built, published at an unguessable code, opened live; another manager can neither read nor change it', async () => {
    const token = await signIn(0);
    const lots = freeLots(3);
    for (const lot of lots) expect((await call('POST', '/api/manager/draft/lots/', { lot_id: lot }, auth(token))).status).toBe(200);
    const draft = await call('GET', '/api/manager/draft/', undefined, auth(token));
    const { id, lot_ids } = draft.body.draft as { id: number; lot_ids: number[] };
    expect(lot_ids).toEqual(lots);
    // Not yet public: it has no code.
    expect((await call('PATCH', `/api/manager/selections/${id}/`, { valid_until: addDays(moscowDate(Date.now()), 200) }, auth(token))).body.errors).toMatchObject({ valid_until: `Не дольше ${SELECTION.maxDays} дней` });
    const saved = await call('PATCH', `/api/manager/selections/${id}/`, { title: 'Анна Петрова', note: 'Три квартиры с видом на парк.', lots: lots.map((lot_id, i) => ({ lot_id, note: `Заметка ${i + 1}` })) }, auth(token));
    expect(saved.status).toBe(200);
    const published = await call('POST', `/api/manager/selections/${id}/publish/`, {}, auth(token));
    expect(published.status).toBe(200);
    const code = String(published.body.code);
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const page = await call('GET', `/api/selections/${code}/`);
    expect(page.status).toBe(200);
    // The site's schemas read every answer of this part of the contract.
    expect(publicSelectionSchema.safeParse(page.body).success).toBe(true);
    expect(selectionSchema.safeParse(published.body).success).toBe(true);
    expect(managerHomeSchema.safeParse((await call('GET', '/api/manager/', undefined, auth(token))).body).success).toBe(true);
    expect(currentDraftSchema.safeParse(draft.body).success).toBe(true);
    expect(managersSchema.safeParse((await call('GET', '/api/managers/')).body).success).toBe(true);
    expect(page.body).toMatchObject({ title: 'Анна Петрова', note: 'Три квартиры с видом на парк.', manager: { name: MANAGERS[0].name, phone: masked(MANAGERS[0].phone) } });
    const entries = page.body.lots as Array<{ lot: { id: number; price: number }; note: string; price_at_publish: number; similar: unknown[] }>;
    expect(entries.map((e) => [e.lot.id, e.note])).toEqual(lots.map((lot, i) => [lot, `Заметка ${i + 1}`]));
    expect(entries.every((e) => e.price_at_publish === e.lot.price && e.similar.length === 0)).toBe(true);

    // The lot booked and repriced since: the page says so, with similar free flats.
    cms.db.prepare("UPDATE lots SET status = 'booked', price = price + 250000 WHERE id = ?").run(lots[1]);
    const later = (await call('GET', `/api/selections/${code}/`)).body.lots as Array<{ lot: { price: number; status: { value: string } }; price_at_publish: number; similar: Array<{ status: { value: string } }> }>;
    expect(later[1]!.lot.status.value).toBe('booked');
    expect(later[1]!.lot.price).toBe(later[1]!.price_at_publish + 250000);
    expect(later[1]!.similar.length).toBeGreaterThan(0);
    expect(later[1]!.similar.every((s) => s.status.value === 'free')).toBe(true);

    // Views are counted.
    // Two buyers' openings (one view per visitor and day).
    await call('POST', `/api/selections/${code}/views/`, undefined, { 'x-client-ip': '198.51.100.1' });
    await call('POST', `/api/selections/${code}/views/`, undefined, { 'x-client-ip': '198.51.100.2' });
    const mine = await call('GET', '/api/manager/', undefined, auth(token));
    expect((mine.body.selections as Body[]).find((s) => s.id === id)).toMatchObject({ status: 'published', views: 2, lots_count: 3, last_view_at: expect.any(String) });

    // Another manager.
    const other = await signIn(1);
    expect((await call('GET', `/api/manager/selections/${id}/`, undefined, auth(other))).status).toBe(403);
    expect((await call('PATCH', `/api/manager/selections/${id}/`, { note: 'чужое' }, auth(other))).status).toBe(403);
    expect((await call('POST', `/api/manager/selections/${id}/withdraw/`, {}, auth(other))).status).toBe(403);

    // A copy is a new draft with the lots and notes; withdrawing closes the page with the manager's phone.
    const copy = await call('POST', '/api/manager/selections/', { copy_of: id }, auth(token));
    expect(copy.body).toMatchObject({ status: 'draft', code: null, title: 'Анна Петрова' });
    expect((copy.body.lots as Array<{ note: string }>).map((l) => l.note)).toEqual(['Заметка 1', 'Заметка 2', 'Заметка 3']);
    expect((await call('POST', `/api/manager/selections/${id}/withdraw/`, {}, auth(token))).status).toBe(200);
    const closed = await call('GET', `/api/selections/${code}/`);
    expect(closed.status).toBe(410);
    expect(closed.body).toMatchObject({ detail: 'Подборка больше не действует', manager: { phone: masked(MANAGERS[0].phone) } });
    expect(closedSelectionSchema.safeParse(closed.body).success).toBe(true);
  });

  it('past its last day a selection is closed', async () => {
    const token = await signIn(2);
    const created = await call('POST', '/api/manager/selections/', {}, auth(token));
    const id = Number(created.body.id);
    const lotId = freeLots(1)[0];
    // Adding to a named selection answers with the selection whole: the editor shows it without asking again.
    const added = await call('POST', `/api/manager/selections/${id}/lots/`, { lot_id: lotId }, auth(token));
    expect(selectionSchema.parse(added.body).lots.map((entry) => entry.lot.id)).toEqual([lotId]);
    await call('PATCH', `/api/manager/selections/${id}/`, { valid_until: moscowDate(Date.now()) }, auth(token));
    const code = String((await call('POST', `/api/manager/selections/${id}/publish/`, {}, auth(token))).body.code);
    expect((await call('GET', `/api/selections/${code}/`)).status).toBe(200);
    cms.db.prepare('UPDATE selections SET valid_until = ? WHERE id = ?').run(addDays(moscowDate(Date.now()), -1), id);
    expect((await call('GET', `/api/selections/${code}/`)).status).toBe(410);
  });

  it('an empty selection cannot be published', async () => {
    const token = await signIn(2);
    const created = await call('POST', '/api/manager/selections/', {}, auth(token));
    const refused = await call('POST', `/api/manager/selections/${String(created.body.id)}/publish/`, {}, auth(token));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ lots: 'Добавьте хотя бы одну квартиру' });
  });

  it('guessing codes: after 10 misses from an address a wrong code waits on every path; a right code never does (issue 60)', async () => {
    const token = await signIn(0);
    await call('POST', '/api/manager/draft/lots/', { lot_id: freeLots(1)[0] }, auth(token));
    const { id } = (await call('GET', '/api/manager/draft/', undefined, auth(token))).body.draft as { id: number };
    const code = String((await call('POST', `/api/manager/selections/${id}/publish/`, {}, auth(token))).body.code);
    const headers = { 'x-client-ip': '203.0.113.77' };
    for (let i = 0; i < SELECTION.missesPerWindow; i += 1) {
      expect((await call('GET', `/api/selections/${'A'.repeat(21)}${i % 10}/`, undefined, headers)).status).toBe(404);
    }
    const limited = await call('GET', `/api/selections/${'B'.repeat(22)}/`, undefined, headers);
    expect(limited.status).toBe(429);
    expect(limited.body.retry_after).toBeGreaterThan(0);
    expect((await call('POST', `/api/selections/${'B'.repeat(22)}/views/`, {}, headers)).status).toBe(429);
    expect((await call('GET', `/api/selections/${'B'.repeat(22)}/`, undefined, { 'x-client-ip': '203.0.113.78' })).status).toBe(404);
    // The right code, from the guessing address: the page, and its views counted once a day per visitor.
    expect((await call('GET', `/api/selections/${code}/`, undefined, headers)).status).toBe(200);
    expect((await call('POST', `/api/selections/${code}/views/`, {}, headers)).body).toEqual({ views: 1 });
    expect((await call('POST', `/api/selections/${code}/views/`, {}, headers)).body).toEqual({ views: 1 });
    expect((await call('POST', `/api/selections/${code}/views/`, {}, { 'x-client-ip': '203.0.113.79' })).body).toEqual({ views: 2 });
  });
});

describe('a lead from a selection', () => {
  it('is stored with its manager and selection, and the manager gets an SMS', async () => {
    const token = await signIn(1);
    await call('POST', '/api/manager/draft/lots/', { lot_id: freeLots(1)[0] }, auth(token));
    const { id } = (await call('GET', '/api/manager/draft/', undefined, auth(token))).body.draft as { id: number };
    const code = String((await call('POST', `/api/manager/selections/${id}/publish/`, {}, auth(token))).body.code);
    const lead = await call('POST', '/api/form/feedback/', { name: 'Олег', phone: '+7 (916) 123-45-67', is_agreed: true, is_adv: 0, form_id: 'callback', attribution: { sent_from: `/s/${code}`, selection: code } });
    expect(lead.status).toBe(201);
    const stored = JSON.parse(cms.db.prepare('SELECT payload FROM submissions WHERE id = ?').pluck().get(lead.body.id) as string) as Body;
    expect(stored).toMatchObject({ manager_id: 2, selection: code, attribution: { selection: code } });
    expect(lastSms(MANAGERS[1].phone)).toBe('Заявка по вашей подборке: Олег, +7 (916) 123-45-67. Перезвоните, пожалуйста.');

    // Withdrawn, the selection's page no longer routes a lead to its manager: it goes to the sales office (issue 60).
    expect((await call('POST', `/api/manager/selections/${id}/withdraw/`, {}, auth(token))).status).toBe(200);
    const smsBefore = cms.db.prepare('SELECT COUNT(*) FROM sms_outbox').pluck().get() as number;
    const late = await call('POST', '/api/form/feedback/', { name: 'Ольга', phone: '+7 (916) 123-45-68', is_agreed: true, is_adv: 0, form_id: 'callback', attribution: { sent_from: `/s/${code}`, selection: code } });
    expect(late.status).toBe(201);
    const lateStored = JSON.parse(cms.db.prepare('SELECT payload FROM submissions WHERE id = ?').pluck().get(late.body.id) as string) as Body;
    expect(lateStored).not.toHaveProperty('manager_id');
    expect(lateStored).toMatchObject({ name: 'Ольга', attribution: { selection: code } });
    expect(cms.db.prepare('SELECT COUNT(*) FROM sms_outbox').pluck().get()).toBe(smsBefore);
  });
});
