import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILDINGS } from '@/cms/seed/complex';
import { SITE_NEWS_CATEGORY, progressCaption, progressMonths } from '@/cms/seed/progress-plan';
import { createTestCms } from '../support/test-cms';

/**
 * News written per story (issue 59): no two articles share a title or a body, none carries a sentence of another
 * kind of story, and a construction report gives the state of each building the progress page shows for its month.
 */
let cms: ReturnType<typeof createTestCms>;
beforeAll(() => {
  cms = createTestCms();
});
afterAll(() => cms.db.close());

type Row = { title: string; date: string; category: string; body_html: string };
const news = () => cms.db.prepare('SELECT title, date, category, body_html FROM news ORDER BY date').all() as Row[];
const text = (html: string) => html.replace(/<figure>.*?<\/figure>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('contract: the news', () => {
  it('every article has a title and a body of its own', () => {
    const rows = news();
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => text(row.body_html))).size).toBe(rows.length);
    for (const row of rows) expect(text(row.body_html), row.title).not.toMatch(/Условия действуют для всех способов оплаты/);
  });

  it('a construction report lists each building as the progress page shows it that month', () => {
    const reports = news().filter((row) => row.category === SITE_NEWS_CATEGORY);
    expect(reports.length).toBeGreaterThan(5);
    const months = progressMonths();
    for (const report of reports) {
      const at = Date.parse(`${report.date}T00:00:00Z`);
      const expected = [1, 2].flatMap((queue) => {
        const month = months.filter((m) => m.queue === queue && Date.UTC(m.year, m.month - 1, 1) < at).at(-1);
        return month ? BUILDINGS.filter((b) => b.queueId === queue).map((b) => progressCaption(b.name, b.floors, month.percent)) : [];
      });
      const listed = [...report.body_html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);
      expect(listed, `${report.date} ${report.title}`).toEqual(expected);
    }
  });
});
