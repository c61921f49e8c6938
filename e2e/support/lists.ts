import type { Page } from '@playwright/test';
import { withCmsDb } from './cms-db';

const listCookie = (ids: number[]) => encodeURIComponent(JSON.stringify(ids.map((id) => ({ id, type: 'apartments' }))));

/** Three free apartments of the demo data: what a visitor has put into favourites and compare. */
export const COMPARED = withCmsDb((db) =>
  (db.prepare(`SELECT id FROM lots WHERE type = 'apartments' AND status = 'free' ORDER BY id LIMIT 3`).all() as Array<{ id: number }>).map((row) => row.id),
);

/** The visitor's favourites and compare lists hold COMPARED, so those pages show lots, not their empty state. */
export async function withLists(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([
    { name: 'compare', value: listCookie(COMPARED), url: baseURL },
    { name: 'favorites', value: listCookie(COMPARED), url: baseURL },
  ]);
}
