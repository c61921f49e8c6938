import 'server-only';

/** A report is a few hundred bytes; anything longer is cut, never read whole. */
const MAX_REPORT_BYTES = 8 * 1024;

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max).replace(/\s+/g, ' ') : '');

/**
 * POST /api/csp-report (the `report-uri` of scripts/server/csp.mjs): a browser's report of a blocked script or resource (`application/csp-report`, the
 * `report-uri` format), written to the log where an injected script shows up; always 204.
 */
export async function handleCspReport(request: Request): Promise<Response> {
  const body = (await request.text().catch(() => '')).slice(0, MAX_REPORT_BYTES);
  let report: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(body);
    const inner = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)['csp-report'] : null;
    report = inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : null;
  } catch {
    report = null;
  }
  if (report) {
    console.warn(
      `[csp] blocked ${text(report['effective-directive'] ?? report['violated-directive'], 60)} ${text(report['blocked-uri'], 200)} on ${text(report['document-uri'], 300)}: ${text(report['script-sample'], 80)}`,
    );
  }
  return new Response(null, { status: 204 });
}
