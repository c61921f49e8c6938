import type Database from 'better-sqlite3';

export type SmsSender = (phone: string, text: string) => Promise<void>;

/**
 * The SMS provider adapter. With `SMS_PROVIDER_URL` set, a message is POSTed there as JSON `{to, text}`
 * (Bearer `SMS_PROVIDER_TOKEN`), the way HTTP gateways (SMS.ru, SMSC, MTS Exolve behind a small relay) take
 * it, and logged with its digits masked; a failure throws, so the caller can say the code was not sent.
 * Without it (the demo) messages go to the dev outbox, table `sms_outbox`, which tests and the demo read.
 */
export function createSmsSender(db: Database.Database, env: Record<string, string | undefined> = process.env): SmsSender {
  const log = db.prepare('INSERT INTO sms_outbox (phone, text, created_at, provider) VALUES (?, ?, ?, ?)');
  const url = env.SMS_PROVIDER_URL;
  if (!url) {
    return async (phone, text) => {
      log.run(phone, text, Date.now(), 'outbox');
    };
  }
  return async (phone, text) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(env.SMS_PROVIDER_TOKEN ? { authorization: `Bearer ${env.SMS_PROVIDER_TOKEN}` } : {}) },
      body: JSON.stringify({ to: phone, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    log.run(phone, text.replace(/\d/g, '•'), Date.now(), 'http');
  };
}
