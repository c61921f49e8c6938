/**
 * The developer's legal facts and the project's permits, declarations and escrow (a fictional company made to
 * pass the real checks: ИНН and ОГРН check digits, lib/validation/requisites.ts). One module: the footer, the
 * documents (cms/documents) and every sheet a manager sends read them from here.
 */
import { MEDIA_URL_PREFIX } from '../media/versioned-names';
import { legalLine } from '../../lib/legal/legal-line';
import { QUEUES } from './complex';
import { SITE_ADDRESS } from './site-location';

export { NOT_AN_OFFER } from '../../lib/legal/legal-line';

/** The group behind the developer: what its texts say of it (the team's card, the declaration's note). */
export const DEVELOPER_GROUP = { since: 2004, completed: 14 } as const;

export const DEVELOPER = {
  brand: 'ГК «Северный квартал»',
  legal_name: 'ООО «Специализированный застройщик „Вереск Пресня“»',
  inn: '7703481251',
  /** Registered with the Moscow tax office № 3 (the ИНН's first four digits), reason code 01: a company's own office. */
  kpp: '770301001',
  ogrn: '1227700391841',
  address: SITE_ADDRESS.postal('помещение 1'),
  director: 'Соколов Андрей Николаевич',
  registered: '2022-03-14',
  declaration: `${MEDIA_URL_PREFIX}docs/declaration.pdf`,
};

/** The bank that keeps buyers' money in escrow until the keys (214-ФЗ art. 15.4). */
export const ESCROW_BANK = { name: 'ПАО Сбербанк', inn: '7707083893', license: 'Генеральная лицензия Банка России № 1481' } as const;

/** The catalogue of new housing where each queue's project declaration is published (214-ФЗ art. 3.1). */
const NASH_DOM = 'https://наш.дом.рф/сервисы/каталог-новостроек/объект';

/** Each queue's permit, land plot and declaration: what advertising of the queue must name (38-ФЗ art. 28). */
export const QUEUE_LEGAL: Record<number, { permit: { number: string; date: string }; plot: string; declaration: { number: string; date: string; url: string } }> = {
  1: {
    permit: { number: '77-123000-021345-2024', date: '2024-03-12' },
    plot: '77:01:0004012:3456',
    declaration: { number: '77-001453', date: '2026-10-15', url: `${NASH_DOM}/58214` },
  },
  2: {
    permit: { number: '77-123000-022871-2025', date: '2025-06-20' },
    plot: '77:01:0004012:3457',
    declaration: { number: '77-002118', date: '2026-10-15', url: `${NASH_DOM}/61377` },
  },
};

export const PERMIT_ISSUER = 'Комитет государственного строительного надзора города Москвы (Мосгосстройнадзор)';

/** The developer's legal line, as each document's foot prints it (the site's footer composes it the same way). */
export const documentLegalLine = () => legalLine(developerInfo(QUEUES.length), { queues: [], offer: 'sheet' });

/**
 * The developer as header info gives it (docs/api.md): its requisites, the escrow bank, and per queue the
 * permit and the declaration on наш.дом.рф, which every advertising sheet of that queue names.
 */
export function developerInfo(queues: number) {
  const { director: _director, registered: _registered, ...developer } = DEVELOPER;
  return {
    ...developer,
    escrow_bank: ESCROW_BANK.name,
    queues: Array.from({ length: queues }, (_, i) => i + 1).map((queue) => ({
      queue,
      permit: QUEUE_LEGAL[queue]!.permit.number,
      declaration: { number: QUEUE_LEGAL[queue]!.declaration.number, url: QUEUE_LEGAL[queue]!.declaration.url },
    })),
  };
}
