import 'server-only';
import { cache } from 'react';
import type { Contact, HeaderInfo, ProjectDocument, Queue } from './schemas';
import { layoutData } from './policy';
import { getServerApi } from './server';

export type LayoutData = {
  queues: Queue[];
  contacts: Contact[];
  documentation: ProjectDocument[];
  headerInfo: HeaderInfo | null;
};

export const SALES_OFFICE_SLUG = 'ofis-prodazh';

/**
 * The initial load of SPEC §4 (queues, contacts, documentation, header info), once per request.
 * A failed call is logged and its part left empty: the page still renders.
 */
export const getLayoutData = cache(async (): Promise<LayoutData> => {
  const api = getServerApi();
  const [queues, contacts, documentation, headerInfo] = await Promise.all([
    layoutData('queues', () => api.queues(), []),
    layoutData('contacts', () => api.contacts(), []),
    layoutData('documentation', () => api.docs(), []),
    layoutData<HeaderInfo | null>('header info', () => api.headerInfo(), null),
  ]);
  return { queues, contacts, documentation, headerInfo };
});

export function salesOffice(contacts: readonly Contact[]): Contact | undefined {
  return contacts.find((contact) => contact.slug === SALES_OFFICE_SLUG) ?? contacts[0];
}
