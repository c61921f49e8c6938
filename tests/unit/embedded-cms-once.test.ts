import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCms } from '../support/test-cms';

/**
 * Turbopack bundles cms/app.ts once for the pages and once more for the route handlers (/healthz, the /api proxy): two
 * copies of the module in one process, as two imports after vi.resetModules() are here. Each copy kept a CMS of its
 * own (a second database handle, app, caches, sweep of the holds and documents run); there is one a process.
 */
const seeded = createTestCms();
const opened = new Set<{ close: () => unknown }>([seeded.db]);
afterAll(() => opened.forEach((db) => db.close()));
// The CMS's timers (its documents 5 s after it opens, its sweep of the holds) are not this test's and never fire here.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] }));
afterEach(() => vi.useRealTimers());

describe('one embedded CMS a process', () => {
  it("the pages' copy and the route handlers' copy of the module answer from one database and one app", async () => {
    vi.stubEnv('CMS_DB_PATH', seeded.path);
    vi.resetModules();
    const pages = await import('@/cms/app');
    vi.resetModules();
    const routes = await import('@/cms/app');
    expect(routes.getCms).not.toBe(pages.getCms);

    const answer = await routes.cmsFetch(new Request('http://embedded-cms.internal/api/team/'));
    expect(answer.status).toBe(200);
    expect(pages.getCms().db).toBe(routes.getCms().db);
    expect(pages.getCms().app).toBe(routes.getCms().app);
    expect((await pages.cmsFetch(new Request('http://embedded-cms.internal/api/team/'))).status).toBe(200);
    opened.add(pages.getCms().db);
  });

  it('another CMS_DB_PATH opens its own database', async () => {
    vi.stubEnv('CMS_DB_PATH', seeded.path);
    const { getCms } = await import('@/cms/app');
    const first = getCms();
    const other = createTestCms({ queues: 1 });
    opened.add(other.db);
    vi.stubEnv('CMS_DB_PATH', other.path);
    const second = getCms();
    opened.add(second.db);
    expect(second.db).not.toBe(first.db);
    expect(second.path).toBe(other.path);
  });
});
