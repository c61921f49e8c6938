import 'server-only';
import { getEnv } from '@/lib/config/env';
import { clientIp, parseTrustedProxies } from '@/lib/http/client-ip';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { readLimitedText } from '@/lib/http/read-json';
import { createReportLog, type ReportLog } from './report-log';

/** A report is a few hundred bytes: a body over 8 kB is refused unread (413). */
const MAX_REPORT_BYTES = 8 * 1024;
/** Reports one address may send in a minute: a page blocked many times sends a few; a flood is refused (429). */
const REPORTS_PER_MINUTE = 30;

const limiter = createRateLimiter({ limit: REPORTS_PER_MINUTE, windowMs: 60_000 });
let log: ReportLog | null = null;

/**
 * POST /api/csp-report (the `report-uri` of scripts/server/csp.mjs): a browser's report of a blocked script or resource
 * (`application/csp-report`), written to the log where an injected script shows up — once per distinct report, with a
 * count a minute for its repeats, control and bidi characters stripped (lib/security/report-log.ts). 204; 413 for a body
 * over 8 kB (unread); 429 past 30 reports a minute from one address.
 */
export async function handleCspReport(request: Request): Promise<Response> {
  const ip = clientIp(request.headers, parseTrustedProxies(getEnv().TRUSTED_PROXIES));
  const slot = limiter.acquire(ip);
  if (!slot.allowed) return new Response(null, { status: 429, headers: { 'retry-after': String(Math.max(1, Math.ceil(slot.retryAfterMs / 1000))) } });
  const read = await readLimitedText(request, MAX_REPORT_BYTES);
  if (!read.ok) return new Response(null, { status: read.status === 413 ? 413 : 204 });
  const report = reportOf(read.text);
  if (report) {
    log ??= createReportLog((line) => console.warn(line));
    log.add(
      `[csp] blocked ${field(report['effective-directive'] ?? report['violated-directive'], 60)} ${field(report['blocked-uri'], 200)} on ${field(report['document-uri'], 300)}: ${field(report['script-sample'], 80)}`,
    );
  }
  return new Response(null, { status: 204 });
}

const field = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

function reportOf(body: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(body);
    const inner = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)['csp-report'] : null;
    return inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
