import { request as httpRequest } from 'node:http';
import { test, expect } from './support/fixtures';
import { formToken, storedLeads, uniqueName } from './support/leads';
import { ONE_QUEUE_DB_PATH, ONE_QUEUE_PORT } from '../playwright.config';

/**
 * No lead is lost under load: 200 concurrent valid submissions, each from its own loopback source
 * address (127.0.0.2 and up), to a server that trusts no proxy → 200 stored rows. And a forged
 * X-Forwarded-For from that untrusted peer does not get around the rate limit.
 */
function post(body: object, localAddress: string, headers: Record<string, string> = {}): Promise<number> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: ONE_QUEUE_PORT,
        path: '/api/form/feedback/',
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

test.describe('leads under load', () => {
  test.setTimeout(120_000);

  test('200 concurrent submissions from distinct addresses → 200 stored rows', async () => {
    const name = uniqueName();
    const lead = { name, phone: '+7 (916) 555-00-11', is_agreed: true, is_adv: 0, form_id: '0001', website: '', form_token: await formToken(`http://127.0.0.1:${ONE_QUEUE_PORT}`) };
    const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => post(lead, `127.0.${Math.floor((i + 2) / 250)}.${((i + 2) % 250) + 1}`)));
    expect(statuses.filter((status) => status === 201)).toHaveLength(200);
    expect(storedLeads(ONE_QUEUE_DB_PATH, name)).toHaveLength(200);
  });

  test('X-Forwarded-For from an untrusted peer does not bypass the rate limit', async () => {
    const name = uniqueName();
    const lead = { name, phone: '+7 (916) 555-00-22', is_agreed: true, is_adv: 0, website: '', form_token: await formToken(`http://127.0.0.1:${ONE_QUEUE_PORT}`) };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push(await post(lead, '127.0.3.7', { 'x-forwarded-for': `198.51.100.${i + 1}` }));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(storedLeads(ONE_QUEUE_DB_PATH, name)).toHaveLength(5);
  });
});
