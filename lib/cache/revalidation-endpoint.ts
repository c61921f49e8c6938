import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { getEnv } from '@/lib/config/env';
import { CMS_CACHE } from '@/lib/config/cache';
import { readJsonObject } from '@/lib/http/read-json';
import { tagsToRevalidate } from './tags';

const sameSecret = (given: Buffer, expected: Buffer) => given.length === expected.length && timingSafeEqual(given, expected);

/**
 * POST /api/revalidate with `X-Revalidate-Secret` and `{"tags": ["realty_list", ...]}` (or no body:
 * everything): the named CMS answers expire at once, so the next request renders fresh data. Their
 * last good copies stay until newer answers replace them (lib/api/last-good.ts).
 */
export async function handleRevalidation(request: Request): Promise<Response> {
  const secret = getEnv().REVALIDATE_SECRET;
  if (!secret) return Response.json({ detail: 'revalidation is not configured (REVALIDATE_SECRET)' }, { status: 503 });
  if (!sameSecret(Buffer.from(request.headers.get(CMS_CACHE.secretHeader) ?? ''), Buffer.from(secret))) return Response.json({ detail: 'wrong secret' }, { status: 401 });

  const body = await readJsonObject(request, { empty: {} });
  if (!body) return Response.json({ detail: 'the body must be a JSON object' }, { status: 400 });
  const result = tagsToRevalidate(body.tags);
  if (!result.ok) return Response.json({ detail: result.message }, { status: 400 });

  for (const tag of result.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: result.tags }, { headers: { 'cache-control': 'no-store' } });
}
