// Types of site.mjs for the e2e tests (TypeScript).
export declare const FAULT_MODES: readonly ['down', '500', 'garbage', 'shape', 'hang'];
export type FaultMode = (typeof FAULT_MODES)[number] | '';
export type FaultSite = {
  base: string;
  timeoutMs: number;
  /** The site's own folder (its fault switch and lead outbox), removed by stop(). */
  dir: string;
  setFault(mode: FaultMode): Promise<void>;
  revalidateAll(): Promise<void>;
  stop(): Promise<void>;
};
export declare function startFaultSite(options: { root: string; port: number; db: string; fault?: FaultMode; timeoutMs?: number; secret: string; quiet?: boolean; apiBaseUrl?: string }): Promise<FaultSite>;
export declare function timedGet(url: string, headers?: Record<string, string>, giveUpMs?: number): Promise<{ status: number; ms: number; body: string }>;
