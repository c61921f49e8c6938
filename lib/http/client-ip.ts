/**
 * The visitor's address for rate limits. The peer address comes from scripts/server.mjs
 * (x-peer-address). X-Forwarded-For counts only when the peer is a trusted proxy (TRUSTED_PROXIES):
 * then the right-most address that is not itself a trusted proxy is the client.
 */
export function clientIp(headers: Headers, trustedProxies: readonly string[]): string {
  const peer = normalize(headers.get('x-peer-address') ?? '');
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => normalize(part))
    .filter(Boolean);
  if (!peer) {
    // Not behind scripts/server.mjs (next dev): Next appends the peer as the last entry.
    return forwarded[forwarded.length - 1] ?? 'unknown';
  }
  if (!trustedProxies.includes(peer)) return peer;
  for (let i = forwarded.length - 1; i >= 0; i -= 1) {
    const candidate = forwarded[i];
    if (candidate && !trustedProxies.includes(candidate)) return candidate;
  }
  return peer;
}

function normalize(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') ? trimmed.slice(7) : trimmed;
}

export function parseTrustedProxies(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => normalize(part))
    .filter(Boolean);
}
