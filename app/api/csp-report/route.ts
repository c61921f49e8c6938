import { handleCspReport } from '@/lib/security/csp-report';

/** Browsers' reports of what the Content-Security-Policy blocked (lib/security/csp-report.ts). */
export const POST = handleCspReport;
