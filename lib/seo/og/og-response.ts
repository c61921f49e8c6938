import 'server-only';
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { OG_IMAGE_SIZE } from '../page-metadata';
import { ogFonts } from './og-fonts';

/** A day at the CDN and in the browser; a week served stale while it is drawn again. */
const CACHE_CONTROL = 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=604800';

/** A link preview picture: PNG, 1200×630, in the site's fonts. */
export async function ogImage(element: ReactElement): Promise<Response> {
  return new ImageResponse(element, { ...OG_IMAGE_SIZE, fonts: await ogFonts(), headers: { 'Cache-Control': CACHE_CONTROL } });
}

/** The answer for a preview of something that does not exist. */
export const ogNotFound = () => new Response('Не найдено', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
