import { readFileSync } from 'node:fs';

/**
 * Fault injection for resilience tests and `npm run bench:faults` (never on in a normal start).
 * `CMS_FAULT` sets the mode at start; `CMS_FAULT_FILE` names a file whose content (one mode, or empty for
 * none) switches it while running, so a test can warm the site and then take the CMS down.
 *
 * - `down`: no answer at all (the connection fails);
 * - `500`: every call answers 500;
 * - `garbage`: 200 with a body that is not JSON;
 * - `shape`: 200 with JSON of the wrong shape;
 * - `hang`: the answer never comes (closed after a minute so nothing piles up).
 */
export const CMS_FAULTS = ['down', '500', 'garbage', 'shape', 'hang'] as const;
export type CmsFault = (typeof CMS_FAULTS)[number];

const HANG_MS = 60_000;
const FILE_CHECK_MS = 100;

let fileState: { checkedAt: number; fault: CmsFault | null } = { checkedAt: -Infinity, fault: null };

function parseFault(value: string | undefined): CmsFault | null {
  const text = (value ?? '').trim();
  return (CMS_FAULTS as readonly string[]).includes(text) ? (text as CmsFault) : null;
}

/** The fault in force now: the file's when `CMS_FAULT_FILE` is set and readable, else `CMS_FAULT`'s. */
export function currentFault(): CmsFault | null {
  const file = process.env.CMS_FAULT_FILE;
  if (!file) return parseFault(process.env.CMS_FAULT);
  const now = performance.now();
  if (now - fileState.checkedAt >= FILE_CHECK_MS) {
    let fault: CmsFault | null;
    try {
      fault = parseFault(readFileSync(file, 'utf8'));
    } catch {
      fault = parseFault(process.env.CMS_FAULT);
    }
    fileState = { checkedAt: now, fault };
  }
  return fileState.fault;
}

export class CmsDownError extends TypeError {
  constructor() {
    super('fetch failed: the CMS is down (CMS_FAULT=down)');
    this.name = 'CmsDownError';
  }
}

/** What the CMS does instead of answering while a fault is in force, or null to answer normally. */
export async function faultAnswer(request: Request): Promise<Response | null> {
  const fault = currentFault();
  switch (fault) {
    case null:
      return null;
    case 'down':
      throw new CmsDownError();
    case '500':
      return Response.json({ detail: 'Внутренняя ошибка сервера.' }, { status: 500 });
    case 'garbage':
      return new Response('<html><body>502 Bad Gateway</body></html>\u0000\u00ff', { status: 200, headers: { 'content-type': 'application/json' } });
    case 'shape':
      return Response.json({ unexpected: true, results: 'not a list', detail: null }, { status: 200 });
    case 'hang':
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, HANG_MS);
        timer.unref();
        request.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      throw new CmsDownError();
  }
}
