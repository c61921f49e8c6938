/**
 * The JSON object in a request body, or null when the body is not JSON or not an object. The CMS keeps
 * its own copy: it imports nothing of the site but the pure validation rules.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
