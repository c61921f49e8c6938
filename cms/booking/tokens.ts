import { createHash, randomBytes } from 'node:crypto';

/** Session tokens (buyers' and managers'): 256 random bits, kept only as their SHA-256. */
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Token …` header, or null. */
export const bearerToken = (authorization: string | undefined): string | null => /^Token ([A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1] ?? null;
