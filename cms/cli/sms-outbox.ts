/**
 * npm run sms:outbox [-- --phone "+7 (916) 555-01-01"] [--last 5] [--db path]
 * The demo's SMS (SMS_PROVIDER_URL unset): the newest messages of the CMS's outbox, where a buyer's or a manager's
 * sign-in code waits in the demo.
 */
import Database from 'better-sqlite3';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDbPath } from '../db/open';
import { displayPhone, normalisePhone } from '../booking/phones';

const { values } = parseArgs({ options: { phone: { type: 'string' }, last: { type: 'string', default: '5' }, db: { type: 'string' } } });
const last = Number(values.last);
if (!Number.isInteger(last) || last < 1 || last > 100) {
  console.error('--last must be a whole number from 1 to 100');
  process.exit(2);
}
const phone = values.phone === undefined ? null : normalisePhone(values.phone);
if (values.phone !== undefined && !phone) {
  console.error('--phone must be a Russian mobile number, e.g. "+7 (916) 555-01-01"');
  process.exit(2);
}
const db = new Database(values.db ? resolve(values.db) : defaultDbPath(), { readonly: true, fileMustExist: true });
const rows = db
  .prepare(`SELECT phone, text, created_at FROM sms_outbox ${phone ? 'WHERE phone = ?' : ''} ORDER BY id DESC LIMIT ?`)
  .all(...(phone ? [phone, last] : [last])) as Array<{ phone: string; text: string; created_at: number }>;
if (!rows.length) console.log('No SMS yet.');
for (const row of rows.reverse()) console.log(`${new Date(row.created_at).toISOString()}  ${displayPhone(row.phone)}  ${row.text}`);
