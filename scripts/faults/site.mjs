// A site started for fault tests (e2e/faults.spec.ts, npm run bench:faults): its own port, an embedded CMS
// whose fault mode a file switches while it runs (cms/http/fault.ts), its own lead outbox.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '../bench/support.mjs';
import { spawnServer } from '../server/spawn-server.mjs';

export const FAULT_MODES = ['down', '500', 'garbage', 'shape', 'hang'];

/**
 * Starts `node scripts/server.mjs` from `root` (the build must exist) with `fault` in force from the start
 * ('' for none), or talking to the CMS at `apiBaseUrl`. Resolves once the site answers (a cold start under a
 * fault answers too: the outage view).
 */
export async function startFaultSite({ root, port, db, fault = '', timeoutMs = 1000, secret, quiet = true, apiBaseUrl = '' }) {
  const dir = mkdtempSync(join(tmpdir(), 'site-faults-'));
  const faultFile = join(dir, 'fault');
  writeFileSync(faultFile, fault);
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServer(root, ['-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      CMS_DB_PATH: db,
      CMS_FAULT_FILE: faultFile,
      LEAD_OUTBOX_PATH: join(dir, 'outbox.sqlite'),
      API_TIMEOUT_MS: String(timeoutMs),
      SITE_URL: base,
      REVALIDATE_SECRET: secret,
      TRUSTED_PROXIES: '127.0.0.1',
      // A CMS of its own (remote mode), e.g. one that never answers; the embedded one otherwise.
      ...(apiBaseUrl ? { API_BASE_URL: apiBaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
  });
  await waitFor(`${base}/api/form/token/`);
  return {
    base,
    timeoutMs,
    dir,
    /** Switches the CMS's fault ('' for none); the CMS reads the file at most every 100 ms. */
    async setFault(mode) {
      writeFileSync(faultFile, mode);
      await new Promise((resolve) => setTimeout(resolve, 150));
    },
    /** What the CMS's webhook does on a change: every fresh answer and page expires at once. */
    async revalidateAll() {
      const response = await fetch(`${base}/api/revalidate`, { method: 'POST', headers: { 'x-revalidate-secret': secret } });
      if (!response.ok) throw new Error(`revalidation answered ${response.status}`);
    },
    /**
     * Stops the site and resolves once its process has exited (a site started next on the same port reaches the new
     * one); its folder (the fault switch, the lead outbox) goes with it: three were left in /tmp by every test run.
     */
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill();
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One GET: status, milliseconds, the HTML; given up (an error) after `giveUpMs` when given. */
export async function timedGet(url, headers = {}, giveUpMs = undefined) {
  const started = performance.now();
  const response = await fetch(url, { headers, redirect: 'manual', ...(giveUpMs ? { signal: AbortSignal.timeout(giveUpMs) } : {}) });
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, body };
}
