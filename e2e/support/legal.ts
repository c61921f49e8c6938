import type { APIRequestContext } from '@playwright/test';
import { withCmsDb } from './cms-db';

type Developer = { queues: Array<{ queue: number; permit: string; declaration: { number: string; url: string } }> };

/** The project declaration of a lot's queue, as the CMS's header info names it (of the site at `site`, with its database). */
export async function declarationOf(request: APIRequestContext, lotId: number, { site = '', db = withCmsDb } = {}): Promise<{ number: string; url: string }> {
  const { developer } = ((await (await request.get(`${site}/api/header_info/`)).json()) as { result: { developer: Developer } }).result;
  const queue = db((handle) => handle.prepare('SELECT queue_id FROM lots WHERE id = ?').pluck().get(lotId) as number);
  const found = developer.queues.find((entry) => entry.queue === queue);
  if (!found) throw new Error(`no declaration for queue ${queue}`);
  return found.declaration;
}
