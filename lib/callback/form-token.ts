import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getEnv } from '@/lib/config/env';
import { LEAD_PROTECTION } from '@/lib/config/constants';

/**
 * The fill time of a lead form, measured by the server: the form asks for a token when it opens
 * (GET /api/form/token/), the token carries the moment it was issued, signed, and the lead endpoint
 * reads the time since then. A client cannot claim it took longer than it did.
 *
 * The key: REVALIDATE_SECRET (so replicas that share it accept each other's tokens), under a label of its
 * own; without one, a random key of this process.
 */
const processKey = randomBytes(32);

function key(): Buffer {
  const secret = getEnv().REVALIDATE_SECRET;
  return secret ? createHmac('sha256', secret).update('form-token').digest() : processKey;
}

const sign = (issuedAt: string) => createHmac('sha256', key()).update(issuedAt).digest('base64url');

export function issueFormToken(now = Date.now()): string {
  const issuedAt = now.toString(36);
  return `${issuedAt}.${sign(issuedAt)}`;
}

export type FormTokenCheck = { ok: true } | { ok: false; reason: 'invalid' | 'too-fast' | 'expired' };

export function checkFormToken(token: unknown, now = Date.now()): FormTokenCheck {
  if (typeof token !== 'string' || token.length > 100) return { ok: false, reason: 'invalid' };
  const [issuedAt = '', signature = ''] = token.split('.');
  const expected = Buffer.from(sign(issuedAt));
  const given = Buffer.from(signature);
  if (!/^[0-9a-z]{1,12}$/.test(issuedAt) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  const elapsed = now - parseInt(issuedAt, 36);
  if (elapsed < LEAD_PROTECTION.minFillMs) return { ok: false, reason: 'too-fast' };
  if (elapsed > LEAD_PROTECTION.tokenMaxAgeMs) return { ok: false, reason: 'expired' };
  return { ok: true };
}
