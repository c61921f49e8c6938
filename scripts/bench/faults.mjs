// npm run bench:faults — the site while its CMS fails (loopback only, bounded: a few hundred requests).
// For each fault mode of cms/http/fault.ts (down, 500, garbage, shape, hang): every public page once warm,
// then the webhook expires all fresh answers and the CMS fails; prints each page's status and time (the
// target: 200 within the timeout + 300 ms), how many requests paid a timeout in a 12 s run of the hang mode
// (the circuit breaker: one per interval), and a lead sent during the outage until the CMS stored it.
// A cold start with the CMS down: the designed outage page. A benchmark that prints figures, not a test.
//   Options: --timeout MS (API_TIMEOUT_MS, default 1000), --port P (default 3600), --skip-build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { FAULT_MODES, startFaultSite, timedGet } from '../faults/site.mjs';
import { median, seedDatabase } from './support.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { timeout: { type: 'string', default: '1000' }, port: { type: 'string', default: '3600' }, 'skip-build': { type: 'boolean', default: false } } });
const TIMEOUT = Number(values.timeout);
const PORT = Number(values.port);
const SECRET = 'bench-faults-secret-0123456789';
const ROUTES = ['/', '/contacts', '/favorites?type=apartments', '/favorites/compare', '/furnish', '/infrastructure', '/mortgage', '/news', '/news/1', '/privacy', '/progress?type=gallery', '/retail', '/team', '/tour', '/lots/genplan/apartments/', '/lots/params/apartments/', '/lots/params/commercial/', '/lots/1', '/lots/VR-1-1-002', '/print', '/print?id=1'];

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
if (!values['skip-build']) spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env });
const dir = mkdtempSync(join(tmpdir(), 'bench-faults-'));
const db = join(dir, 'cms.sqlite');
seedDatabase(root, db);

const stored = (name) => {
  const handle = new Database(db, { readonly: true });
  try {
    return handle.prepare("SELECT count(*) AS n FROM submissions WHERE form = 'feedback' AND payload LIKE ?").get(`%${name}%`).n;
  } finally {
    handle.close();
  }
};
const ms = (value) => `${Math.round(value)} ms`.padStart(8);

async function sendLead(site, name) {
  const { token } = await (await fetch(`${site.base}/api/form/token/`)).json();
  await new Promise((r) => setTimeout(r, 1700));
  const response = await fetch(`${site.base}/api/form/feedback/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.base },
    body: JSON.stringify({ name, phone: '+7 (916) 765-43-21', is_agreed: true, is_adv: 0, mode: 'simple', form_id: '0001', form_token: token }),
  });
  return response.status;
}

const letters = (n) => Array.from({ length: n }, () => 'абвгдежзиклмнопрстуфхцчшэюя'[Math.floor(Math.random() * 27)]).join('');

const site = await startFaultSite({ root, port: PORT, db, timeoutMs: TIMEOUT, secret: SECRET });
console.log(`bench:faults — API_TIMEOUT_MS ${TIMEOUT}, target: 200 within ${TIMEOUT + 300} ms\n`);
try {
  for (const path of ROUTES) await timedGet(site.base + path);
  console.log('mode      pages 200   within target   median     slowest   (page)                 lead: answer → stored after');
  for (const mode of FAULT_MODES) {
    await site.setFault('');
    for (const path of ROUTES) await timedGet(site.base + path);
    await site.revalidateAll();
    await site.setFault(mode);
    const results = [];
    for (const path of ROUTES) results.push({ path, ...(await timedGet(site.base + path)) });
    const name = `Бенч ${letters(8)}`;
    const status = await sendLead(site, name);
    await site.setFault('');
    const queuedAt = performance.now();
    while (!stored(name) && performance.now() - queuedAt < 60_000) await new Promise((r) => setTimeout(r, 100));
    const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a));
    const ok = results.filter((r) => r.status === 200).length;
    const within = results.filter((r) => r.status === 200 && r.ms <= TIMEOUT + 300).length;
    const lead = stored(name) ? `${status} → ${ms(performance.now() - queuedAt)}` : `${status} → NOT STORED`;
    console.log(`${mode.padEnd(9)} ${`${ok}/${results.length}`.padStart(9)}   ${`${within}/${results.length}`.padStart(13)}   ${ms(median(results.map((r) => r.ms)))}  ${ms(slowest.ms)}   ${slowest.path.padEnd(22)} ${lead}`);
  }

  // The breaker: sequential requests for 12 s against a hanging CMS, each page's fresh answers expired first.
  await site.setFault('');
  await new Promise((r) => setTimeout(r, 5_000)); // let the circuit close again
  for (const path of ROUTES) await timedGet(site.base + path);
  await site.setFault('hang');
  const started = performance.now();
  let requests = 0;
  let paid = 0;
  while (performance.now() - started < 12_000) {
    await site.revalidateAll();
    const { ms: took } = await timedGet(site.base + ROUTES[requests % ROUTES.length]);
    requests += 1;
    if (took >= TIMEOUT) paid += 1;
  }
  console.log(`\nhang, 12 s of sequential requests (each after a webhook call): ${requests} requests, ${paid} waited for the timeout (the breaker's pauses: 0.5 s doubling to 4 s)`);
  await site.setFault('');

  // The CMS flipping between answering and hanging every 5 s (issue 60): catalogue views never seen before (no
  // last-good answer), one after another; after each return, how long until a page comes from the CMS again.
  await new Promise((r) => setTimeout(r, 5_000));
  const flipStart = performance.now();
  const backAfter = [];
  let flipRequests = 0;
  let fromCms = 0;
  let hanging = false;
  let backAt = null;
  await site.setFault('hang');
  hanging = true;
  let nextFlip = flipStart + 5_000;
  while (performance.now() - flipStart < 40_000) {
    if (performance.now() >= nextFlip) {
      hanging = !hanging;
      await site.setFault(hanging ? 'hang' : '');
      backAt = hanging ? null : performance.now();
      nextFlip += 5_000;
    }
    const { status, body } = await timedGet(`${site.base}/lots/params/apartments/?area_min=${40 + (flipRequests % 500) / 10}&floor_min=${2 + (flipRequests % 7)}`);
    flipRequests += 1;
    const served = status === 200 && !body.includes('data-outage');
    if (served) fromCms += 1;
    if (served && backAt !== null) {
      backAfter.push(performance.now() - backAt);
      backAt = null;
    }
  }
  await site.setFault('');
  console.log(
    `flipping every 5 s for 40 s, never-seen catalogue views: ${flipRequests} requests, ${fromCms} from the CMS; after each return the first page from the CMS in ${backAfter.map((value) => `${(value / 1000).toFixed(1)} s`).join(', ') || 'never'}`,
  );
} finally {
  await site.stop();
}

const cold = await startFaultSite({ root, port: PORT + 1, db, fault: 'down', timeoutMs: TIMEOUT, secret: SECRET });
try {
  console.log('\ncold start, CMS down:');
  for (const path of ['/', '/lots/777', '/lots/params/apartments/?rooms=2', '/news/page/3']) {
    const { status, ms: took, body } = await timedGet(cold.base + path);
    const what = body.includes('data-outage') ? 'outage view with the phone' : 'prerendered page';
    console.log(`  ${path.padEnd(34)} ${status} ${ms(took)}  ${what}`);
  }
} finally {
  await cold.stop();
  rmSync(dir, { recursive: true, force: true });
}
