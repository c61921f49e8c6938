import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openOutbox } from '@/lib/leads/outbox-store';

const box = () => openOutbox(join(mkdtempSync(join(tmpdir(), 'outbox-')), 'leads.sqlite'));
const lead = (name: string) => ({ name, phone: '+7 (916) 123-45-67', is_agreed: true, is_adv: 0 as const, mode: 'simple', form_id: '0001' });

describe('the lead outbox', () => {
  it('keeps leads on disk in order until each is delivered', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'leads.sqlite');
    const first = openOutbox(path);
    first.add(lead('Анна'), '10.0.0.1');
    first.add(lead('Борис'), null);
    first.close();
    const reopened = openOutbox(path);
    const due = reopened.due(Date.now(), 10);
    expect(due.map((row) => [JSON.parse(row.payload).name, row.ip])).toEqual([
      ['Анна', '10.0.0.1'],
      ['Борис', null],
    ]);
    reopened.delivered(due[0]!.id);
    expect(reopened.pending()).toBe(1);
  });

  it('a failed delivery waits for its retry time; a refused lead is kept but never sent again', () => {
    const outbox = box();
    const a = outbox.add(lead('Анна'), null);
    const b = outbox.add(lead('Борис'), null);
    const now = Date.now();
    outbox.retryLater(a, now + 60_000, 'timeout');
    outbox.refused(b, 'HTTP 400');
    expect(outbox.due(now, 10)).toEqual([]);
    expect(outbox.due(now + 60_000, 10).map((row) => [row.id, row.attempts])).toEqual([[a, 1]]);
    expect(outbox.pending()).toBe(1);
  });
});
