import type { Metadata } from 'next';
import { sitePageMetadata } from '@/lib/seo/page-metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { salesOffice } from '@/lib/api/sales-office';
import { absoluteUrl } from '@/lib/config/absolute-url';
import { SITE_PAGES } from '@/lib/seo/site-pages';
import { breadcrumbsLd, salesOfficeLd } from '@/lib/seo/structured-data';
import { CardGrid } from '@/components/content/CardGrid';
import { Lead } from '@/components/content/Lead';
import { Section } from '@/components/content/Section';
import { PageHeading } from '@/components/ui/PageHeading';
import { getServerApi } from '@/lib/api/server';
import { optionalData, pageData } from '@/lib/api/policy';
import { formatPhone, phoneHref } from '@/lib/format/phone';
import { outageSafe } from '@/components/outage/outage-safe';
import { OfficesMap } from '@/components/infrastructure/OfficesMap';
import { routeHref } from '@/lib/map/schematic';

export const metadata: Metadata = sitePageMetadata('contacts');

async function ContactsPage() {
  const api = getServerApi();
  const [contacts, location] = await Promise.all([pageData(() => api.contacts()), optionalData('location', () => api.location())]);
  const office = salesOffice(contacts);
  return (
    <>
      {office ? <JsonLd data={[salesOfficeLd(office, absoluteUrl), breadcrumbsLd([{ name: SITE_PAGES.contacts.title, path: SITE_PAGES.contacts.path }], absoluteUrl)]} /> : null}
      <PageHeading eyebrow="Офис продаж" title="Контакты" />
      <Section caption="Как с нами связаться">
        <CardGrid
          headingLevel={2}
          items={contacts.map((contact, index) => ({
            key: contact.id,
            // Numbered as their pins on the map.
            title: contacts.length > 1 ? `${index + 1}. ${contact.title}` : contact.title,
            caption: contact.working_hours,
            text: contact.address,
            footer: (
              <>
                <a href={phoneHref(contact.phone)}>{formatPhone(contact.phone)}</a>
                <br />
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
                <br />
                <a href={routeHref(contact.coordinates)} target="_blank" rel="noopener noreferrer">
                  Построить маршрут
                </a>
              </>
            ),
          }))}
        />
        {location ? (
          <OfficesMap location={location} offices={contacts} />
        ) : null}
      </Section>
      {location ? (
        <Section caption="Как добраться" title={location.title}>
          <Lead>{location.text}</Lead>
          <CardGrid
            items={location.metro.map((station) => ({
              key: station.name,
              title: `м. ${station.name}`,
              caption: station.line,
              text: `${station.walk_minutes} мин пешком`,
            }))}
          />
        </Section>
      ) : null}
    </>
  );
}

export default outageSafe(ContactsPage);
