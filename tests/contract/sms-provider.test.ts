// @vitest-environment node
import Database from 'better-sqlite3';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsSender } from '@/cms/booking/sms';
import { server } from '../support/msw-server';

/** The SMS adapter: the production HTTP provider chosen by SMS_PROVIDER_URL, the dev outbox without it. */
const URL = 'https://sms.example.test/send';
let db: Database.Database;
beforeAll(() => {
  db = new Database(':memory:');
  db.exec('CREATE TABLE sms_outbox (id INTEGER PRIMARY KEY, phone TEXT NOT NULL, text TEXT NOT NULL, created_at INTEGER NOT NULL, provider TEXT NOT NULL)');
});
afterAll(() => db.close());

const outbox = () => db.prepare('SELECT phone, text, provider FROM sms_outbox ORDER BY id DESC LIMIT 1').get();

describe('SMS provider adapter', () => {
  it('without SMS_PROVIDER_URL the message goes to the dev outbox as it is', async () => {
    await createSmsSender(db, {})('+79161234567', 'Код подтверждения: 1234.');
    expect(outbox()).toEqual({ phone: '+79161234567', text: 'Код подтверждения: 1234.', provider: 'outbox' });
  });

  it('with SMS_PROVIDER_URL it is POSTed as JSON with the bearer token and logged with its digits masked', async () => {
    const received: Array<{ auth: string | null; body: unknown }> = [];
    server.use(
      http.post(URL, async ({ request }) => {
        received.push({ auth: request.headers.get('authorization'), body: await request.json() });
        return HttpResponse.json({ ok: true });
      }),
    );
    await createSmsSender(db, { SMS_PROVIDER_URL: URL, SMS_PROVIDER_TOKEN: 'secret-token' })('+79161234567', 'Код подтверждения: 5678.');
    expect(received).toEqual([{ auth: 'Bearer secret-token', body: { to: '+79161234567', text: 'Код подтверждения: 5678.' } }]);
    expect(outbox()).toEqual({ phone: '+79161234567', text: 'Код подтверждения: ••••.', provider: 'http' });
  });

  it('a refusal of the provider throws, so the caller can say the code was not sent', async () => {
    server.use(http.post(URL, () => new HttpResponse(null, { status: 503 })));
    await expect(createSmsSender(db, { SMS_PROVIDER_URL: URL })('+79161234567', 'Код подтверждения: 9012.')).rejects.toThrow('SMS provider answered 503');
  });
});
