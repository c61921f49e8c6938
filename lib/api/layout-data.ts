import 'server-only';
import { cache } from 'react';
import type { Camera, Contact, HeaderInfo, ProjectDocument, Queue } from './schemas';
import { layoutData } from './policy';
import { getServerApi } from './server';

export type LayoutData = {
  queues: Queue[];
  contacts: Contact[];
  documentation: ProjectDocument[];
  headerInfo: HeaderInfo | null;
  cameras: Camera[];
};

export { salesOffice } from './sales-office';

/**
 * The initial load of SPEC §4 (queues, contacts, documentation, header info) and the construction
 * cameras of the header, once per request. Documentation is the project documentation of every
 * queue; the footer shows the chosen queue's and the general ones.
 * A failed call is logged and its part left empty: the page still renders.
 */
export const getLayoutData = cache(() => layoutAnswers());

/**
 * The five answers kept together as one entry of Next's cache (issue 47): every page reads them, and each cached read
 * costs a page about a millisecond of Next's work (its key, its lookup, its decoding, in both of a prerender's passes),
 * so one entry instead of five is ~3 ms off every page rendered. Each answer stays an entry of its own below
 * (cms-answers.ts: by endpoint, last good copy, circuit breaker); their tags and shortest lifetime pass up to this one,
 * so a change of any of them (the webhook), or a failed or last-good answer (a short life), renews it as it renews the page.
 */
async function layoutAnswers(): Promise<LayoutData> {
  'use cache';
  // No cacheLife here on purpose: an explicit one would override the answers' lives (Next's docs, cacheLife "Nested
  // caching behavior"), and a layout made from a failed or last-good answer must be as short-lived as that answer.
  const api = getServerApi();
  const [queues, contacts, documentation, headerInfo, cameras] = await Promise.all([
    layoutData('queues', () => api.queues(), []),
    layoutData('contacts', () => api.contacts(), []),
    layoutData('documentation', () => api.projectDocumentation(), []),
    layoutData<HeaderInfo | null>('header info', () => api.headerInfo(), null),
    layoutData('cameras', async () => (await api.projectDescription()).cameras, []),
  ]);
  return { queues, contacts, documentation, headerInfo, cameras };
}

