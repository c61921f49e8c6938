/**
 * The JSON object in a request body, or null when the body is not JSON or not an object.
 * `empty` is what an empty body counts as (by default it is not an object either).
 */
export async function readJsonObject(request: Request, { empty = null }: { empty?: Record<string, unknown> | null } = {}): Promise<Record<string, unknown> | null> {
  try {
    const text = await request.text();
    if (!text.trim()) return empty;
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
