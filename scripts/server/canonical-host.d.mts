import type { IncomingMessage } from 'node:http';

export function createCanonicalHost(options: { siteUrl: string; trustedProxies: string[] }): {
  redirect(req: Pick<IncomingMessage, 'method' | 'url' | 'headers' | 'socket'>): string | null;
};
