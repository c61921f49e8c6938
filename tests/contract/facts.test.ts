import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '@/lib/api/schemas';
import { createTestCms } from '../support/test-cms';

/**
 * Facts a buyer can check (issue 59): no programme offered after the day it closed, and no instalment "until the
 * house is handed over" that runs past the last handover.
 */
let cms: ReturnType<typeof createTestCms>;
beforeAll(() => {
  cms = createTestCms();
});
afterAll(() => cms.db.close());

const ROMAN: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4 };

/** 'II квартал 2027' → the quarter's last day. */
function quarterEnd(completion: string): Date {
  const match = /^(I{1,3}|IV) квартал (\d{4})$/.exec(completion);
  if (!match) throw new Error(`not a quarter: ${completion}`);
  return new Date(Date.UTC(Number(match[2]), ROMAN[match[1]!]! * 3, 0));
}

describe('contract: the purchase terms are true on the day they state', () => {
  it('states the day its conditions were checked, and offers no programme closed before it', async () => {
    const specs = s.mortgageSpecsSchema.parse((await cms.get('/api/mortgage_list/specs/')).body);
    expect(specs.conditions_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const programmes = s.mortgageListSchema.parse((await cms.get('/api/mortgage_list/')).body);
    const closed = programmes.filter((p) => p.valid_until !== null && p.valid_until < specs.conditions_date!);
    expect(closed.map((p) => `${p.program}, ${p.bank.name}`)).toEqual([]);
    expect(programmes.every((p) => p.source), 'every programme names its source').toBe(true);
    // The programme that closed on 1 July 2024 (subsidised new-build mortgage at 8 %) is not offered.
    expect(programmes.filter((p) => /Льготная ипотека на новостройки/.test(p.program))).toEqual([]);
  });

  it('an instalment until the handover ends by the last queue’s handover', async () => {
    const specs = s.mortgageSpecsSchema.parse((await cms.get('/api/mortgage_list/specs/')).body);
    const programmes = s.mortgageListSchema.parse((await cms.get('/api/mortgage_list/')).body);
    const queues = cms.db.prepare('SELECT completion FROM queues').pluck().all() as string[];
    const lastHandover = Math.max(...queues.map((completion) => quarterEnd(completion).getTime()));
    const tied = programmes.filter((p) => p.until_handover);
    expect(tied.length).toBeGreaterThan(0);
    for (const programme of tied) {
      const ends = new Date(`${specs.conditions_date}T00:00:00Z`);
      ends.setUTCFullYear(ends.getUTCFullYear() + programme.term_max_years);
      expect(ends.getTime(), `${programme.program}: ${programme.term_max_years} years from ${specs.conditions_date}`).toBeLessThanOrEqual(lastHandover);
    }
  });

  it('the calculator opens on the middle flat on sale, not on the smallest studio', async () => {
    const specs = s.mortgageSpecsSchema.parse((await cms.get('/api/mortgage_list/specs/')).body);
    const prices = cms.db.prepare("SELECT price FROM lots WHERE type = 'apartments' AND status = 'free' ORDER BY price").pluck().all() as number[];
    expect(specs.price.median).toBe(prices[Math.floor(prices.length / 2)]);
    expect(specs.price.median!).toBeGreaterThan(specs.price.min);
  });
});
