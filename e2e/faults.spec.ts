import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { test, expect } from './support/fixtures';
import { formToken, storedLeads, uniqueIp, uniqueName } from './support/leads';
import { CALLBACK_SUCCESS_TEXT } from './support/callback';
import { PAGE_ROUTES } from './support/routes';
import { FAULT_MODES, startFaultSite, timedGet, type FaultSite } from '../scripts/faults/site.mjs';
import { CMS_DB_PATH, REVALIDATE_SECRET } from '../playwright.config';
import { CMS_RESILIENCE } from '../lib/config/cache';

/**
 * Issue 12: the site stays up when the CMS does not. Sites of their own (scripts/faults/site.mjs) whose
 * embedded CMS is switched into each fault mode of cms/http/fault.ts while they run.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 4;
/**
 * The fault sites' CMS deadline: long beside a page's render on a loaded runner (up to ~1.5 s there for a page
 * whose cached copy has expired), so one deadline plus a render stays clearly under two deadlines.
 */
const TIMEOUT_MS = 3000;
/**
 * One deadline per request: a page never waits for two timeouts in a row (metadata, then page). The figure
 * "200 within the timeout + 300 ms" is printed by `npm run bench:faults` on an idle machine; here, beside
 * another browser worker on two cores, only the absence of a second timeout is asserted. Only `hang` makes a
 * request wait, so a page's time under `hang` is compared with its time under `down` (the same render from
 * last-good data with nothing to wait for): one timeout adds TIMEOUT_MS, two would add twice that. The
 * machine's speed mostly cancels out (a page served from its cache under `down` may need a render under `hang`: the
 * deadline's length leaves room for it); an absolute bound failed on a loaded CI runner without any second timeout.
 */
const WAIT_FREE_MODE = 'down';
const WAITING_MODE = 'hang';
const renderMsWithoutWait = new Map<string, number>();
const OUTAGE_TITLE = 'Раздел ненадолго недоступен';
const PHONE_LINK = 'href="tel:+74951204567"';
/** Pages that render CMS data of their own: rendered from last good, they carry the notice. */
const WITH_NOTICE = ['/', '/lots/1', '/lots/params/apartments/', '/news/1', '/mortgage'];

/** A visit from an ad, as the site's attribution cookie keeps it (lib/attribution). */
const CAMPAIGN_TOUCH = { utm_source: 'yandex', utm_medium: 'cpc', utm_campaign: 'spring', yclid: '123', landing: '/lots/5?utm_source=yandex', at: '2026-11-20T09:00:00.000Z' };

test.describe.configure({ mode: 'serial' });

let site: FaultSite;

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'server behaviour; one project is enough');
  testInfo.setTimeout(90_000);
  site = await startFaultSite({ root: resolve(__dirname, '..'), port: PORT, db: resolve(CMS_DB_PATH), timeoutMs: TIMEOUT_MS, secret: REVALIDATE_SECRET });
  for (const { path } of PAGE_ROUTES) expect((await timedGet(site.base + path)).status, `warm visit ${path}`).toBeLessThan(500);
});

test.afterAll(async () => {
  await site?.stop();
  // Its folder goes with it (three were left in /tmp by every run of this spec).
  if (site) expect(existsSync(site.dir), site.dir).toBe(false);
});

test('CMS_FAULT=hang with only the drawings expired: the lot and the master plan answer after one deadline, not the drawing\'s 10 s', async () => {
  test.setTimeout(60_000);
  // The pages' answers fresh, their inline drawings (lib/api/inline-plan.ts) expired: the render's one call to the CMS is
  // a drawing's. It answered after the file's own 10 s deadline (Next completes a cache entry a render began).
  const pages = ['/lots/1', '/lots/genplan/apartments/'];
  // First in the file: the breaker closed, every answer fresh from the warm visits of beforeAll.
  await site.setFault('');
  for (const path of pages) expect((await timedGet(site.base + path)).status, path).toBe(200);
  const expired = await fetch(`${site.base}/api/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': REVALIDATE_SECRET, 'content-type': 'application/json' }, body: JSON.stringify({ tags: ['media'] }) });
  expect(expired.status).toBe(200);
  await site.setFault('hang');
  try {
    for (const path of pages) {
      const { status, ms, body } = await timedGet(site.base + path);
      expect.soft(status, path).toBe(200);
      expect.soft(body, `${path}: its drawing from the last good copy`).toContain('<svg');
      // The old path could not answer before the drawing's own deadline; one content-API deadline leaves the render
      // the rest of it on a busy runner.
      expect.soft(ms, `${path} answered after ${Math.round(ms)} ms`).toBeLessThan(CMS_RESILIENCE.mediaTimeoutMs);
    }
  } finally {
    await site.setFault('');
  }
});

for (const mode of FAULT_MODES) {
  test(`CMS_FAULT=${mode}: after one warm visit every page answers 200 from last-good data, never after two timeouts`, async () => {
    test.setTimeout(120_000);
    await site.setFault('');
    for (const { path } of PAGE_ROUTES) await timedGet(site.base + path);
    // The pictures a buyer saw on the lot page (its plan) were fetched once too.
    // (Not the booklets the header links: at about 0.9 MB they are over the kept copy's limit and streamed from the
    // CMS, lib/api/media-copy.ts; the small documents are kept like pictures.)
    const pictures = [...new Set((await timedGet(`${site.base}/lots/1`)).body.match(/\/api\/media\/[\w./-]+/g) ?? [])].filter((path) => !path.includes('/docs/booklet'));
    expect(pictures.length, 'the lot page shows CMS pictures').toBeGreaterThan(0);
    for (const picture of pictures) expect((await timedGet(site.base + picture)).status, picture).toBe(200);
    await site.revalidateAll(); // the CMS changed: every fresh answer and page is gone, only last good is left
    await site.setFault(mode);
    try {
      for (const { path, heading, status: expected = 200 } of PAGE_ROUTES) {
        const { status, ms, body } = await timedGet(site.base + path);
        expect.soft(status, path).toBe(expected);
        if (mode === WAIT_FREE_MODE) renderMsWithoutWait.set(path, ms);
        if (mode === WAITING_MODE) {
          const waited = ms - (renderMsWithoutWait.get(path) ?? 0);
          expect.soft(waited, `${path} waited ${Math.round(waited)} ms for the CMS`).toBeLessThan(2 * TIMEOUT_MS);
        }
        expect.soft(body, path).not.toContain('__next_error__');
        expect.soft(body, `${path}: the page, not the outage view`).not.toContain(OUTAGE_TITLE);
        expect.soft(body.replace(/<!-- -->/g, ''), path).toMatch(heading);
        if (WITH_NOTICE.includes(path)) expect.soft(body, `${path}: the stale-data notice`).toContain('data-stale-notice');
      }
      for (const picture of pictures) expect.soft((await timedGet(site.base + picture)).status, `${picture} from its kept copy`).toBe(200);
    } finally {
      await site.setFault('');
    }
  });

  test(`CMS_FAULT=${mode}: a lead sent during the outage is queued, then stored once the CMS is back`, async () => {
    test.setTimeout(60_000);
    await site.setFault(mode);
    const name = uniqueName();
    const ip = uniqueIp();
    try {
      const token = await formToken(site.base);
      // A key of this run's own: the CMS keeps one lead per key, so a key an earlier run stored would be answered as that lead.
      const key = `outbox-${mode}-${randomUUID()}`;
      // The visitor sends again (the first answer was lost): the same key, one lead in the outbox and in the CMS. They came
      // from an ad (issue 46): the site's cookie says so, and the lead keeps it through the outbox.
      const cookie = `vr_attribution=${encodeURIComponent(JSON.stringify({ first: CAMPAIGN_TOUCH, last: CAMPAIGN_TOUCH }))}`;
      const send = () =>
        fetch(`${site.base}/api/form/feedback/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: site.base, 'x-forwarded-for': ip, cookie },
          body: JSON.stringify({ name, phone: '+7 (916) 765-43-21', is_agreed: true, is_adv: 1, mode: 'simple', form_id: '0001', form_token: token, idempotency_key: key, page_url: `${site.base}/lots/5` }),
        });
      const response = await send();
      expect(response.status).toBe(202);
      const queued = await response.json();
      expect(queued).toMatchObject({ status: 'queued' });
      const again = await send();
      expect(again.status).toBe(202);
      expect((await again.json()).id, 'the same lead queued once').toBe(queued.id);
      expect(storedLeads(resolve(CMS_DB_PATH), name)).toEqual([]);
    } finally {
      await site.setFault('');
    }
    await expect.poll(() => storedLeads(resolve(CMS_DB_PATH), name), { timeout: 30_000, intervals: [500] }).toEqual([
      expect.objectContaining({ name, phone: '+7 (916) 765-43-21', is_adv: 1, ip, attribution: { first: CAMPAIGN_TOUCH, last: CAMPAIGN_TOUCH, sent_from: '/lots/5', lot_id: 5 } }),
    ]);
  });
}

test.describe('a cold start with the CMS down', () => {
  let cold: FaultSite;
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'server behaviour; one project is enough');
    testInfo.setTimeout(90_000);
    cold = await startFaultSite({ root: resolve(__dirname, '..'), port: PORT + 1, db: resolve(CMS_DB_PATH), fault: 'down', timeoutMs: TIMEOUT_MS, secret: REVALIDATE_SECRET });
  });
  test.afterAll(async () => cold?.stop());

  test('pages with nothing kept are a designed 200 page with the phone, in the server HTML, not indexed', async () => {
    for (const path of ['/lots/777', '/lots/params/apartments/?rooms=2', '/news/page/3']) {
      // Under `down` nothing waits: the time here is the cold server's own start, not a CMS deadline.
      const { status, body } = await timedGet(cold.base + path);
      expect.soft(status, path).toBe(200);
      expect.soft(body, path).toContain(OUTAGE_TITLE);
      expect.soft(body, path).toContain(PHONE_LINK);
      expect.soft(body, path).toMatch(/<meta name="robots" content="noindex/);
      expect.soft(body, path).toContain('<header');
      expect.soft(body, path).not.toContain('__next_error__');
    }
  });

  test('the callback form on the outage page keeps working: the lead is stored once the CMS is back', async ({ page }) => {
    test.setTimeout(60_000);
    const name = uniqueName();
    const ip = uniqueIp();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
    await page.goto(`${cold.base}/lots/777`);
    await expect(page.getByRole('heading', { level: 1, name: OUTAGE_TITLE })).toBeVisible();
    await expect(page.getByRole('link', { name: '+7 (495) 120-45-67' }).first()).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Заказать звонок' }).click();
    const panel = page.getByRole('dialog', { name: 'Заказать звонок' });
    await panel.getByLabel('Имя').fill(name);
    await panel.getByLabel('Телефон').pressSequentially('9161234567');
    await panel.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(panel.getByText(CALLBACK_SUCCESS_TEXT)).toBeVisible();
    expect(storedLeads(resolve(CMS_DB_PATH), name)).toEqual([]);
    await cold.setFault('');
    await expect.poll(() => storedLeads(resolve(CMS_DB_PATH), name), { timeout: 30_000, intervals: [500] }).toEqual([
      expect.objectContaining({ name, phone: '+7 (916) 123-45-67', ip }),
    ]);
  });
});

test.describe('a cold start with a remote CMS that never answers', () => {
  /**
   * The site's own deadline here, and the bound a page must answer within. The CMS never answers, so a page that
   * waited for it (issue 41: eight pages at once waited 25.5 s, one answered 500) never would: the bound only has to
   * tell "the deadline" from "the hang", and leaves a cold start on a busy runner its time (loading the routes' code
   * took the 3 s deadline past twice itself, 6.2 s, in a full CI run beside other work).
   */
  const COLD_DEADLINE_MS = 1000;
  const COLD_BOUND_MS = 10 * COLD_DEADLINE_MS;
  let cms: Server;
  let cold: FaultSite;
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'server behaviour; one project is enough');
    testInfo.setTimeout(90_000);
    // Accepts every connection and never answers: a CMS that hangs (the socket is let go when the test ends).
    cms = createServer(() => {});
    await new Promise<void>((resolvePromise) => cms.listen(PORT + 3, '127.0.0.1', resolvePromise));
    cold = await startFaultSite({ root: resolve(__dirname, '..'), port: PORT + 2, db: resolve(CMS_DB_PATH), timeoutMs: COLD_DEADLINE_MS, secret: REVALIDATE_SECRET, apiBaseUrl: `http://127.0.0.1:${PORT + 3}` });
  });
  test.afterAll(async () => {
    await cold?.stop();
    cms?.closeAllConnections();
    await new Promise((resolvePromise) => cms?.close(resolvePromise));
  });

  test('pages asked for at once each answer the designed outage view within one deadline, never a 500', async () => {
    // Next drops a fetch's signal while it regenerates a stale page: without a deadline of the site's own, every one
    // of these waited as long as the CMS hung, and one answered 500 (issue 41).
    const paths = ['/', '/lots/777', '/contacts', '/news', '/mortgage', '/lots/params/apartments/', '/lots/genplan/apartments/', '/tour'];
    const answers = await Promise.all(paths.map((path) => timedGet(cold.base + path, {}, COLD_BOUND_MS * 2)));
    for (const [index, { status, ms, body }] of answers.entries()) {
      const path = paths[index];
      expect.soft(status, path).toBe(200);
      expect.soft(body, path).toContain(OUTAGE_TITLE);
      expect.soft(ms, `${path}: the site's deadline, not the CMS's hang`).toBeLessThan(COLD_BOUND_MS);
    }
  });
});
