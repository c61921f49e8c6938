import { inlinePlan } from '@/lib/api/inline-plan';

/**
 * A CMS plan as the sanitized markup a page puts inline (lib/api/inline-plan.ts: the site's own media only, shapes
 * and text only): the lot page's floor plan asks for it once it nears the screen (components/lots/FloorPlan.tsx).
 * Kept as long as the drawing it comes from (a versioned name: a year).
 */
export async function GET(request: Request) {
  const src = new URL(request.url).searchParams.get('src') ?? '';
  const plan = await inlinePlan(src);
  if (!plan) return Response.json({ detail: 'Такого чертежа нет.' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  return new Response(plan.markup, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': plan.cacheControl ?? 'public, max-age=300',
      'x-content-type-options': 'nosniff',
    },
  });
}
