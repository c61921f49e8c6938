export const WARM_HEADER: string;
export function startWarming(options: { address: string; port: number; host: string; changes: () => number; log?: (line: string) => void; delayMs?: number; checkEveryMs?: number; stalePollMs?: number }): { stop(): void };
