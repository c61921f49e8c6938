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
export const getLayoutData = cache(async (): Promise<LayoutData> => {
  const api = getServerApi();
  const [queues, contacts, documentation, headerInfo, cameras] = await Promise.all([
    layoutData('queues', () => api.queues(), []),
    layoutData('contacts', () => api.contacts(), []),
    layoutData('documentation', () => api.projectDocumentation(), []),
    layoutData<HeaderInfo | null>('header info', () => api.headerInfo(), null),
    layoutData('cameras', async () => (await api.projectDescription()).cameras, []),
  ]);
  return { queues, contacts, documentation, headerInfo, cameras };
});

