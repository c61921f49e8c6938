import { createHash } from 'node:crypto';

/** JSON with every object's keys sorted: one text for one content, whatever order its fields were set in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The key a lead is kept once under (the CMS's submissions, the site's outbox): the sender's idempotency key bound to a
 * digest of everything else the lead says (issue 60). The same key with the same lead — a retry after a lost answer — is
 * kept once; the same key with another name or phone (another visitor, or a key sent twice by mistake) is a lead of its
 * own, never swallowed by the first. Null without a key.
 */
export function leadStorageKey(lead: { idempotency_key?: string } & Record<string, unknown>): string | null {
  const { idempotency_key: key, ...content } = lead;
  if (!key) return null;
  return `${key}.${createHash('sha256').update(stableJson(content)).digest('hex').slice(0, 32)}`;
}
