import { SALES_OFFICE_SLUG } from '@/lib/config/contacts';
import type { Contact } from './schemas';

/** The sales office among the contacts (slug 'ofis-prodazh', SPEC §3), or the first contact. */
export function salesOffice(contacts: readonly Contact[]): Contact | undefined {
  return contacts.find((contact) => contact.slug === SALES_OFFICE_SLUG) ?? contacts[0];
}
