export function thirdPartyOrigins(env: Record<string, string | undefined>): { script: string[]; connect: string[]; frame: string[] };
export function contentSecurityPolicy(options?: { hashes?: string[]; env?: Record<string, string | undefined>; https?: boolean }): string;
