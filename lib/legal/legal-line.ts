/**
 * The developer's legal line (38-ФЗ art. 28, 214-ФЗ art. 3.1), composed one way for the site's footer, the sheets
 * a manager sends and the CMS's documents: who builds with the requisites, the permits, the escrow bank, and
 * that the text is not a public offer. Pure (no imports): the CMS imports it too.
 */
export type LegalDeveloper = {
  brand?: string;
  legal_name: string;
  inn: string;
  kpp?: string | null;
  ogrn: string;
  address: string;
  escrow_bank?: string | null;
  queues: ReadonlyArray<{ queue: number; permit: string }>;
};

export const NOT_AN_OFFER = 'Не является публичной офертой';

export type LegalLineOptions = {
  /** The developer's brand before the company ('Девелопер — …'). */
  brand?: boolean;
  /** The company's address after its requisites. */
  address?: boolean;
  /** Whose permits are named: these queues' (one: 'Разрешение на строительство № …'). */
  queues?: readonly number[];
  /** 'site': 'Информация на сайте не является публичной офертой.'; 'sheet': 'Не является публичной офертой.' */
  offer?: 'site' | 'sheet' | null;
};

export const requisitesOf = (developer: LegalDeveloper) =>
  [`ИНН ${developer.inn}`, developer.kpp ? `КПП ${developer.kpp}` : null, `ОГРН ${developer.ogrn}`].filter(Boolean).join(', ');

export function legalLine(developer: LegalDeveloper, options: LegalLineOptions = {}): string {
  const { brand = false, address = true, queues = developer.queues.map((entry) => entry.queue), offer = null } = options;
  const named = developer.queues.filter((entry) => queues.includes(entry.queue));
  const permits =
    named.length === 1
      ? `Разрешение на строительство № ${named[0]!.permit}.`
      : named.length > 1
        ? `Разрешения на строительство: ${named.map((entry) => `${entry.queue} очереди № ${entry.permit}`).join(', ')}.`
        : null;
  return [
    brand && developer.brand ? `Девелопер — ${developer.brand}.` : null,
    `Застройщик — ${developer.legal_name}, ${requisitesOf(developer)}${address ? `, ${developer.address}` : ''}.`,
    permits,
    developer.escrow_bank ? `Средства покупателей — на счетах эскроу в ${developer.escrow_bank}.` : null,
    offer === 'site' ? `Информация на сайте ${NOT_AN_OFFER.toLowerCase()}.` : offer === 'sheet' ? `${NOT_AN_OFFER}.` : null,
  ].filter(Boolean).join(' ');
}
