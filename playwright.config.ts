import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run against the production build (`next build`, then `next start`), in Debian's
 * Chromium: a browser download is impossible on this machine. scripts/e2e.sh builds first.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The same site in remote mode: API_BASE_URL points at `npm run cms:serve` on CMS_PORT. */
export const REMOTE_PORT = PORT + 1;
const CMS_PORT = PORT + 2;
/** The same site on a complex with a single queue (scripts/e2e.sh seeds it with --queues 1). */
export const ONE_QUEUE_PORT = PORT + 3;
export const ONE_QUEUE_DB_PATH = process.env.E2E_ONE_QUEUE_DB_PATH ?? '.data/e2e-one-queue.sqlite';
/** A database seeded fresh for every run by scripts/e2e.sh, shared by all servers below. */
export const CMS_DB_PATH = process.env.E2E_CMS_DB_PATH ?? '.data/e2e.sqlite';
/** The revalidation webhook's secret on every server: tests that change CMS data call it, as the CMS would. */
export const REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789';
/** The complex's id at Yandex Realty the main server's feed carries (e2e/seo.spec.ts). */
export const YANDEX_REALTY_BUILDING_ID = '2045871';

const SERVER_ENV = { NEXT_TELEMETRY_DISABLED: '1', CMS_DB_PATH, REVALIDATE_SECRET };

/**
 * The tests drive Debian's chromium-headless-shell, the headless build Playwright itself runs by default: Blink as in
 * Chromium without the browser's own windowing, compositor and UI processes. Measured on two cores: the browser's CPU
 * for the routes spec 126 → 70 s; Playwright's whole run 15.1 → 9.3–9.9 min in neighbouring fresh-clone runs. What depends on the full browser's text rendering
 * (the font swap's layout shift, e2e/fonts.spec.ts) runs in Debian's full `chromium`, the browser a phone's Chrome is.
 */
export const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
export const FULL_CHROMIUM = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * V8 without its helper threads (`--js-flags=--single-threaded`: compiling and garbage collection on the page's own
 * thread). The suite keeps both cores busy, so work on a helper thread only takes a turn from a test. Measured, not
 * assumed: the routes spec alone, alternating runs, 127–150 s (median 133, five runs) → 116–137 s (median 118, six), its
 * processes' CPU 249–272 → 202–246 s; the whole e2e run 957 → 799 s, all passed. (On this machine a quarter of all CPU
 * during the suite is the virtualised kernel's page faults and TLB flushes, `perf record -a`, with the flag as without
 * it: what the flag saves is the helpers' own work.) Tests only: the benches launch Chromium as a phone has it.
 */
const V8_ON_ONE_THREAD = '--js-flags=--single-threaded';

export const CHROMIUM = {
  executablePath: HEADLESS_SHELL,
  args: [
    V8_ON_ONE_THREAD,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry, never silent: a test that passed only on it is Playwright's "flaky", named at the end of npm test and
  // counted in its closing line ("…, N flaky": scripts/test-summary.mjs), so a flake is seen and fixed, not hidden.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  // CI runners are up to four times slower than a developer's machine: the deadlines there are wider, so a
  // slow runner makes a run longer, never red. What is fast enough is measured by the benchmarks, not here.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 7_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e-results.json' }]],
  use: {
    baseURL: BASE_URL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // A failed test is run once more with the trace recorded (kept in test-results/; the list reporter prints its path): recording
    // every passing test's trace cost the runner's two cores ~8 % of the e2e phase (routes and content pages, three runs
    // each: 130 → 119 s), for traces that were thrown away.
    trace: 'on-first-retry',
    // The site honours the setting (transitions of 1 ms): tests assert where things end up, not how they move,
    // and no test waits for a fade.
    reducedMotion: 'reduce',
    launchOptions: CHROMIUM,
  },
  projects: [
    {
      name: 'mobile',
      // The phone runs the tests tagged @phone: every page's layout, type and accessibility at 375 px, and what
      // works differently on a phone (the menu, the callback panel from it, the master plan's lists, tables as
      // cards). Behaviour that is the same at every width runs once, on the desktop.
      grep: /@phone/,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions: CHROMIUM },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: CHROMIUM },
    },
  ],
  webServer: [
    {
      command: `sh scripts/start.sh -p ${PORT} -H 127.0.0.1`,
      url: `${BASE_URL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // Tests give each visitor its own address through X-Forwarded-For from this trusted "proxy".
      env: { ...SERVER_ENV, SITE_URL: BASE_URL, TRUSTED_PROXIES: '127.0.0.1', LEAD_OUTBOX_PATH: `.data/e2e-outbox-${PORT}.sqlite`, YANDEX_REALTY_BUILDING_ID: YANDEX_REALTY_BUILDING_ID },
    },
    {
      command: `node node_modules/tsx/dist/cli.mjs cms/cli/serve.ts --port ${CMS_PORT}`,
      url: `http://127.0.0.1:${CMS_PORT}/api/queues/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: SERVER_ENV,
    },
    {
      command: `node scripts/server.mjs -p ${REMOTE_PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${REMOTE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stderr: 'pipe',
      // What remote mode renders is compared here, not how fast: the CMS process shares the machine with the whole
      // suite, and a cold page once missed the 3 s deadline and showed the outage view (issue 43). A slow or failing
      // CMS is the fault modes' (faults.spec.ts), with the product's deadline.
      env: { ...SERVER_ENV, SITE_URL: `http://127.0.0.1:${REMOTE_PORT}`, API_BASE_URL: `http://127.0.0.1:${CMS_PORT}`, API_TIMEOUT_MS: '15000', LEAD_OUTBOX_PATH: `.data/e2e-outbox-${REMOTE_PORT}.sqlite` },
    },
    {
      command: `node scripts/server.mjs -p ${ONE_QUEUE_PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${ONE_QUEUE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stderr: 'pipe',
      // Visitors with addresses of their own here too (a stranger's wrong codes and the owner's sign-in, issue 60).
      env: { ...SERVER_ENV, CMS_DB_PATH: ONE_QUEUE_DB_PATH, SITE_URL: `http://127.0.0.1:${ONE_QUEUE_PORT}`, TRUSTED_PROXIES: '127.0.0.1', LEAD_OUTBOX_PATH: `.data/e2e-outbox-${ONE_QUEUE_PORT}.sqlite` },
    },
  ],
});
