import type { Contact, LotCard, Location, NewsItem } from '@/lib/api/schemas';
import { paths } from '@/lib/config/paths';
import { SITE_NAME } from '@/lib/config/site';
import { isBooked, isFree } from '@/lib/lots/status';

/**
 * schema.org JSON-LD of the site's pages (issue 17), built from the same CMS data the page shows. `url` turns
 * a site path into an absolute address (SITE_URL), so these stay pure and testable.
 */
export type JsonLd = Record<string, unknown>;
type Url = (path: string) => string;

const CONTEXT = 'https://schema.org';

const postalAddress = (address: string) => ({ '@type': 'PostalAddress', streetAddress: address, addressLocality: 'Москва', addressCountry: 'RU' });
const geo = (point: { lat: number; lng: number }) => ({ '@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lng });

/** The developer's sales office as a real-estate agent. */
export function salesOfficeLd(office: Contact, url: Url): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateAgent',
    '@id': url('/#sales-office'),
    name: `${SITE_NAME}: ${office.title}`,
    url: url(paths.contacts()),
    telephone: office.phone,
    email: office.email,
    address: postalAddress(office.address),
    geo: geo(office.coordinates),
    openingHours: office.working_hours,
    image: url('/icon.svg'),
  };
}

/** The residential complex with its address, place on the map and the nearest metro. */
export function complexLd(location: Location, url: Url, description: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ApartmentComplex',
    '@id': url('/#complex'),
    name: SITE_NAME,
    description,
    url: url(paths.home()),
    address: postalAddress(location.address),
    geo: geo(location.coordinates),
    ...(location.metro.length ? { amenityFeature: location.metro.map((metro) => ({ '@type': 'LocationFeatureSpecification', name: `Метро «${metro.name}», ${metro.walk_minutes} мин пешком`, value: true })) } : {}),
  };
}

const AVAILABILITY = {
  free: 'https://schema.org/InStock',
  booked: 'https://schema.org/LimitedAvailability',
  sold: 'https://schema.org/SoldOut',
} as const;

/** A lot as an Apartment (other lots as Accommodation) with its Offer: price in roubles, availability from its status. */
export function lotLd(lot: LotCard, title: string, url: Url): JsonLd {
  const page = url(paths.lot(lot.id));
  const image = lot.images.flat_layout ? url(lot.images.flat_layout) : undefined;
  return {
    '@context': CONTEXT,
    '@type': lot.type === 'apartments' ? 'Apartment' : 'Accommodation',
    '@id': `${page}#lot`,
    name: title,
    url: page,
    ...(image ? { image } : {}),
    floorSize: { '@type': 'QuantitativeValue', value: lot.area, unitCode: 'MTK' },
    ...(lot.type === 'apartments' ? { numberOfRooms: lot.rooms ?? 1 } : {}),
    floorLevel: String(lot.floor),
    containedInPlace: { '@id': url('/#complex') },
    offers: {
      '@type': 'Offer',
      url: page,
      price: lot.price,
      priceCurrency: 'RUB',
      availability: isFree(lot.status.value) ? AVAILABILITY.free : isBooked(lot.status.value) ? AVAILABILITY.booked : AVAILABILITY.sold,
      seller: { '@id': url('/#sales-office') },
    },
  };
}

/** A news item: headline, dates, cover and the developer as its author and publisher. */
export function newsArticleLd(item: NewsItem, url: Url): JsonLd {
  const publisher = { '@type': 'Organization', name: SITE_NAME, logo: { '@type': 'ImageObject', url: url('/icon.svg') } };
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.preview,
    datePublished: item.date,
    dateModified: item.date,
    image: [url(item.cover)],
    mainEntityOfPage: url(paths.newsItem(item.code)),
    author: publisher,
    publisher,
  };
}

/** The page's place in the site: Главная › … › the page. */
export function breadcrumbsLd(trail: ReadonlyArray<{ name: string; path: string }>, url: Url): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Главная', path: paths.home() }, ...trail].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: url(step.path),
    })),
  };
}
