/**
 * npm run leads:export [-- --out leads.csv] [--format csv|json] [--form feedback|online_entry|booking|booking_cancel|waitlist] [--since 2026-11-01] [--db path]
 * Writes the stored leads as CSV for the sales team, or as JSON (to stdout without --out), with where each came from.
 */
import Database from 'better-sqlite3';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDbPath } from '../db/open';
import { leadsToCsv, leadsToJson, type LeadRow } from '../leads/csv';

const { values } = parseArgs({
  options: { out: { type: 'string' }, form: { type: 'string' }, since: { type: 'string' }, db: { type: 'string' }, format: { type: 'string', default: 'csv' } },
});
if (values.format !== 'csv' && values.format !== 'json') {
  console.error('--format must be csv or json');
  process.exit(2);
}
if (values.since && Number.isNaN(Date.parse(values.since))) {
  console.error('--since must be a date, e.g. 2026-11-01');
  process.exit(2);
}
const FORMS = ['feedback', 'online_entry', 'booking', 'booking_cancel', 'waitlist'];
if (values.form && !FORMS.includes(values.form)) {
  console.error(`--form must be one of ${FORMS.join(', ')}`);
  process.exit(2);
}
const db = new Database(values.db ? resolve(values.db) : defaultDbPath(), { readonly: true, fileMustExist: true });
const rows = db
  .prepare(
    `SELECT id, form, payload, ip, created_at FROM submissions
     WHERE (@form IS NULL OR form = @form) AND (@since IS NULL OR created_at >= @since) ORDER BY id`,
  )
  .all({ form: values.form ?? null, since: values.since ? new Date(values.since).toISOString() : null }) as LeadRow[];
db.close();
const csv = values.format === 'json' ? leadsToJson(rows) : leadsToCsv(rows);
if (values.out) {
  writeFileSync(resolve(values.out), csv);
  console.error(`${rows.length} leads written to ${resolve(values.out)}`);
} else {
  process.stdout.write(csv);
}
