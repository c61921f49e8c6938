import { inlinePlan } from '@/lib/api/inline-plan';
import { THUMBNAIL_LABELS } from '@/lib/lots/plan-thumbnail';

/** `src` as a path on the site's own origin (never another host: `//host`, `/\\host`), or null. */
function ownPath(src: string, base: string): string | null {
  if (!src.startsWith('/')) return null;
  const target = new URL(src, base);
  return target.origin === new URL(base).origin ? `${target.pathname}${target.search}` : null;
}

/**
 * A CMS plan as the sanitized markup a page puts inline (lib/api/inline-plan.ts: the site's own media only, shapes
 * and text only): the lot page's floor plan asks for it once it nears the screen (components/lots/FloorPlan.tsx).
 * With `labels=none`, the same drawing without its text: a list card's thumbnail (lib/lots/plan-thumbnail.ts); one
 * that cannot be made so (not the CMS's media, not an SVG, too large, the CMS away and no copy kept) sends the picture
 * to the address it was asked for, on this site only, so a card never shows a broken picture where that address has one.
 * Kept as long as the drawing it comes from (a versioned name: a year).
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const src = query.get('src') ?? '';
  const thumbnail = query.get('labels') === THUMBNAIL_LABELS;
  const plan = await inlinePlan(src, null, { labels: !thumbnail });
  if (!plan) {
    const drawing = thumbnail ? ownPath(src, request.url) : null;
    if (drawing) return new Response(null, { status: 307, headers: { location: drawing, 'cache-control': 'no-store' } });
    return Response.json({ detail: 'Такого чертежа нет.' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  }
  return new Response(plan.markup, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': plan.cacheControl ?? 'public, max-age=300',
      'x-content-type-options': 'nosniff',
    },
  });
}
