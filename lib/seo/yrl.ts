import type { Contact, LotCard, Location } from '@/lib/api/schemas';

/**
 * The Yandex Realty feed (YRL, https://yandex.ru/support/realty/ru/requirements/requirements-sale-new):
 * a `realty-feed` of offers for sale in a new building. Pure text builders; app/feeds streams them.
 * Flats, commercial premises and parking spaces have YRL categories; storerooms have none and stay out.
 */
export const YRL_NAMESPACE = 'http://webmaster.yandex.ru/schemas/feed/realty/2010-06';
export const YRL_LOT_TYPES = ['apartments', 'commercial', 'parking'] as const;

export type YrlContext = {
  /** Absolute address of a site path. */
  url: (path: string) => string;
  generatedAt: string;
  complexName: string;
  /** yandex-building-id, when Yandex lists the complex. */
  buildingId: string | undefined;
  location: Pick<Location, 'address' | 'coordinates' | 'metro'>;
  office: Pick<Contact, 'title' | 'phone' | 'email'>;
  organization: string;
  lotPath: (id: number) => string;
  imagePath: (id: number) => string;
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const element = (name: string, value: string | number) => `<${name}>${escape(String(value))}</${name}>`;

/** "II квартал 2027" → { year: 2027, quarter: 2 }. */
export function readyQuarter(completion: string): { year: number; quarter: number } | null {
  const match = /\b(IV|I{1,3})\s+квартал\s+(\d{4})/i.exec(completion);
  if (!match?.[1] || !match[2]) return null;
  return { quarter: ['I', 'II', 'III', 'IV'].indexOf(match[1].toUpperCase()) + 1, year: Number(match[2]) };
}

/** The site's finishes in Yandex's words. */
const RENOVATION: Record<string, string> = {
  none: 'черновая отделка',
  whitebox: 'предчистовая отделка',
  finish: 'чистовая отделка',
  design: 'дизайнерский',
};

export const yrlHeader = (context: YrlContext) => `<?xml version="1.0" encoding="UTF-8"?>\n<realty-feed xmlns="${YRL_NAMESPACE}">\n${element('generation-date', context.generatedAt)}\n`;

export const yrlFooter = () => '</realty-feed>\n';

const CATEGORY: Record<(typeof YRL_LOT_TYPES)[number], string> = {
  apartments: `${element('property-type', 'жилая')}${element('category', 'квартира')}`,
  commercial: `${element('category', 'коммерческая')}${element('commercial-type', 'free purpose')}`,
  parking: `${element('category', 'гараж')}${element('garage-type', 'машиноместо')}`,
};

const isYrlType = (type: string): type is (typeof YRL_LOT_TYPES)[number] => (YRL_LOT_TYPES as readonly string[]).includes(type);

/** One lot as an `<offer>`; null for a lot type YRL has no category for. */
export function yrlOffer(lot: LotCard, context: YrlContext): string | null {
  if (!isYrlType(lot.type)) return null;
  const ready = readyQuarter(lot.completion);
  const [metro] = context.location.metro;
  const parts = [
    element('type', 'продажа'),
    CATEGORY[lot.type],
    element('url', context.url(context.lotPath(lot.id))),
    element('creation-date', context.generatedAt),
    element('last-update-date', context.generatedAt),
    '<location>',
    element('country', 'Россия'),
    element('region', 'Москва'),
    element('locality-name', 'Москва'),
    element('address', context.location.address),
    element('latitude', context.location.coordinates.lat),
    element('longitude', context.location.coordinates.lng),
    ...(metro ? [`<metro>${element('name', metro.name)}${element('time-on-foot', metro.walk_minutes)}</metro>`] : []),
    '</location>',
    '<sales-agent>',
    element('name', context.office.title),
    element('phone', context.office.phone),
    element('category', 'застройщик'),
    element('organization', context.organization),
    element('url', context.url('/')),
    element('email', context.office.email),
    '</sales-agent>',
    element('deal-status', 'первичная продажа'),
    `<price>${element('value', lot.price)}${element('currency', 'RUB')}</price>`,
    `<area>${element('value', lot.area)}${element('unit', 'кв. м')}</area>`,
    ...(lot.type === 'apartments' ? [element('rooms', Math.max(lot.rooms ?? 1, 1)), ...(lot.rooms === 0 ? [element('studio', 'да')] : [])] : []),
    element('floor', lot.floor),
    element('floors-total', lot.floors_total),
    element('building-name', context.complexName),
    ...(context.buildingId ? [element('yandex-building-id', context.buildingId)] : []),
    element('building-section', `${lot.building.name}, секция ${lot.section.number}`),
    element('building-state', 'unfinished'),
    ...(ready ? [element('built-year', ready.year), element('ready-quarter', ready.quarter)] : []),
    element('renovation', RENOVATION[lot.renovation.value] ?? lot.renovation.label.toLowerCase()),
    element('ceiling-height', lot.ceiling_height),
    element('image', context.url(context.imagePath(lot.id))),
    element('description', `${lot.vendor_code}. ${lot.renovation.label}, ${lot.completion}.`),
  ];
  return `<offer internal-id="${escape(String(lot.id))}">${parts.join('')}</offer>\n`;
}
