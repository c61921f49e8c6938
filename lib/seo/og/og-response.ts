import 'server-only';
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { OG_IMAGE_SIZE } from '../page-metadata';
import { ogFonts } from './og-fonts';

/** A day at the CDN and in the browser; a week served stale while it is drawn again. */
const CACHE_CONTROL = 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800';

/**
 * A link preview picture drawn once: PNG, 1200×630, in the site's fonts. Drawing takes 50–450 ms, so callers
 * keep the bytes in Next's cache (`'use cache'`) under the CMS tags of what they drew.
 */
export async function ogPng(element: ReactElement): Promise<Uint8Array> {
  const response = new ImageResponse(element, { ...OG_IMAGE_SIZE, fonts: await ogFonts() });
  return new Uint8Array(await response.arrayBuffer());
}

/** The answer with a drawn preview, or 404 for a preview of something that does not exist. */
export function ogAnswer(png: Uint8Array | null): Response {
  if (!png) return new Response('Не найдено', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  return new Response(png as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'image/png', 'Cache-Control': CACHE_CONTROL } });
}
