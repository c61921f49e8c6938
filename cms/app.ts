import { Hono } from 'hono';
import type Database from 'better-sqlite3';
import { defaultDbPath, openDatabase } from './db/open';
import { documentsReady } from './documents/store';
import { faultAnswer } from './http/fault';
import { createRealtyRepository } from './realty/repository';
import { createMortgageBook } from './mortgage/book';
import { databaseVersion } from './db/version';
import { contentRoutes } from './routes/content';
import { bookingRoutes } from './routes/booking';
import { formRoutes, listRoutes } from './routes/lists-forms';
import { newsRoutes, progressRoutes } from './routes/news-progress';
import { planRoutes } from './routes/plans-media';
import { realtyRoutes } from './routes/realty';
import { salesRoutes } from './routes/sales';

/**
 * The embedded reference CMS: every endpoint of docs/api.md over SQLite, on web-standard
 * Request/Response. The same app object is the site's in-process transport and, with
 * cms/cli/serve.ts, a standalone HTTP server.
 */
/** `sweepEveryMs`: also end passed holds on a timer, so a lot is freed even when nobody asks the CMS for a while. */
export function createCmsApp(db: Database.Database, options: { resultCache?: boolean; sweepEveryMs?: number } = {}): Hono {
  const api = new Hono({ strict: false });
  const mortgage = createMortgageBook(db, databaseVersion(db));
  const realty = createRealtyRepository(db, mortgage, options);
  // First: its middleware ends the holds whose time has passed before any endpoint reads the lots.
  const booking = bookingRoutes(api, db);
  if (options.sweepEveryMs) setInterval(booking.sweep, options.sweepEveryMs).unref();
  contentRoutes(api, db, mortgage);
  realtyRoutes(api, db, realty);
  planRoutes(api, db);
  newsRoutes(api, db);
  progressRoutes(api, db);
  listRoutes(api, realty);
  const selections = salesRoutes(api, db, realty);
  formRoutes(api, db, selections);

  const app = new Hono({ strict: false });
  app.route('/api', api);
  app.notFound((c) => c.json({ detail: 'Не найдено.' }, 404));
  app.onError((error, c) => {
    console.error('[cms] unhandled error', c.req.method, c.req.path, error);
    return c.json({ detail: 'Внутренняя ошибка сервера.' }, 500);
  });
  return app;
}

type EmbeddedCms = { path: string; app: Hono; db: Database.Database };
/**
 * One CMS a process, kept on globalThis: Turbopack bundles this module once for the pages and once more for the route
 * handlers (/healthz, the /api proxy), and each copy kept its own: a second handle on the database, a second app with
 * its caches, a second sweep of the holds and a second documents run after the start (two read-write handles on the
 * file once a page and /healthz had been answered). Whichever copy is asked first opens it; the other uses its `app`
 * through `fetch` (web-standard Request and Response, nothing of either copy's classes) and its `db`.
 */
const EMBEDDED_CMS = Symbol.for('residential-complex.embedded-cms');
const processWide = globalThis as typeof globalThis & { [EMBEDDED_CMS]?: EmbeddedCms };
const DOCUMENTS_AFTER_MS = 5_000;

/** The process-wide CMS on the default database (created and seeded on first use; another CMS_DB_PATH opens its own). */
export function getCms(): EmbeddedCms {
  const path = defaultDbPath();
  let cms = processWide[EMBEDDED_CMS];
  if (cms?.path !== path) {
    const db = openDatabase(path);
    cms = { path, app: createCmsApp(db, { sweepEveryMs: 30_000 }), db };
    processWide[EMBEDDED_CMS] = cms;
    // The documents are made soon after the start (not when a buyer first opens one), once the first pages have
    // been answered: making them keeps the CPU busy for a few seconds. A request for one makes them at once.
    setTimeout(() => void documentsReady(db), DOCUMENTS_AFTER_MS).unref();
  }
  return cms;
}

/** `fetch`-compatible entry point: the embedded transport of lib/api (with the fault of cms/http/fault.ts, if any). */
export async function cmsFetch(request: Request): Promise<Response> {
  return (await faultAnswer(request)) ?? getCms().app.fetch(request);
}
