/**
 * The JSON object in a request body, or null when the body is not JSON or not an object.
 * `empty` is what an empty body counts as (by default it is not an object either).
 */
export async function readJsonObject(request: Request, { empty = null }: { empty?: Record<string, unknown> | null } = {}): Promise<Record<string, unknown> | null> {
  try {
    return parseJsonObject(await request.text(), empty);
  } catch {
    return null;
  }
}

function parseJsonObject(text: string, empty: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!text.trim()) return empty;
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export type JsonBody = { ok: true; body: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415 };

/**
 * A JSON object body for an endpoint browsers post to: `application/json` only (415 otherwise, so a plain
 * HTML form or a "simple" cross-site request cannot reach it), at most `maxBytes` (413; read no further),
 * an object (400).
 */
export async function readLimitedJsonObject(request: Request, maxBytes: number): Promise<JsonBody> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return { ok: false, status: 415 };
  const read = await readLimitedText(request, maxBytes);
  if (!read.ok) return read;
  const body = parseJsonObject(read.text, null);
  return body ? { ok: true, body } : { ok: false, status: 400 };
}

export type TextBody = { ok: true; text: string } | { ok: false; status: 400 | 413 };

/**
 * A UTF-8 body of at most `maxBytes`: 413 when the declared length or the bytes read pass it (reading stops there,
 * nothing more is buffered), 400 when it is missing or not UTF-8.
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<TextBody> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: false, status: 400 };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, status: 413 };
    }
    chunks.push(value);
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { ok: false, status: 400 };
  }
}
