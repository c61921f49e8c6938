import { healthReport } from '@/lib/health/health-check';

/** The replica's health for the load balancer and monitoring (lib/health/health-check.ts). */
export const GET = healthReport;
