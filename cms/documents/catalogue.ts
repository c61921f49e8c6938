/**
 * The documents the embedded CMS publishes, made from its own data (a production CMS supplies its files): each
 * with the media path it is served at, its title and date. They are made once, on the CMS's first start after
 * a seed (pdf-lib and sharp work asynchronously, the seed does not), and stored as media; the documents lists
 * (`/api/docs/`, `/api/project_documentation/`) state each file's real size.
 */
import type Database from 'better-sqlite3';
import { MORTGAGE_SETTINGS } from '../seed/content';
import { DEVELOPER, QUEUE_LEGAL, documentLegalLine } from '../seed/legal';
import { booklet, purchaseTerms } from './booklet';
import { conclusion, declaration, permit } from './legal-documents';
import { ruDate } from '../seed/ru-figures';
import { projectFacts, type QueueFacts } from './project-data';
import { Sheet } from './typeset';

export type DocumentSpec = { path: string; title: string; date: string; make: (sheet: Sheet, db: Database.Database, queues: QueueFacts[]) => Promise<void> | void };

/** The day the demo's documents are dated (the declarations' last update). */
const ISSUED = '2026-10-15';

export function documentSpecs(queueIds: number[]): DocumentSpec[] {
  const of = (queues: QueueFacts[], id: number) => queues.filter((q) => q.id === id);
  const perQueue = queueIds.flatMap((id): DocumentSpec[] => [
    { path: `docs/declaration-${id}.pdf`, title: `Проектная декларация, ${id} очередь`, date: QUEUE_LEGAL[id]!.declaration.date, make: (sheet, _db, queues) => declaration(sheet, of(queues, id)) },
    { path: `docs/permit-${id}.pdf`, title: `Разрешение на строительство № ${QUEUE_LEGAL[id]!.permit.number}`, date: QUEUE_LEGAL[id]!.permit.date, make: (sheet, _db, queues) => permit(sheet, of(queues, id)[0]!) },
    { path: `docs/booklet-${id}.pdf`, title: `Буклет, ${id} очередь`, date: ISSUED, make: (sheet, db, queues) => booklet(sheet, db, of(queues, id), id) },
  ]);
  return [
    { path: 'docs/declaration.pdf', title: 'Проектная декларация', date: ISSUED, make: (sheet, _db, queues) => declaration(sheet, queues) },
    { path: 'docs/permit.pdf', title: 'Разрешение на строительство', date: QUEUE_LEGAL[1]!.permit.date, make: (sheet, _db, queues) => permit(sheet, queues[0]!) },
    { path: 'docs/conclusion.pdf', title: 'Заключение о соответствии застройщика', date: '2024-04-02', make: (sheet, _db, queues) => conclusion(sheet, queues) },
    { path: 'docs/booklet.pdf', title: 'Буклет проекта', date: ISSUED, make: (sheet, db, queues) => booklet(sheet, db, queues, null) },
    { path: 'docs/terms.pdf', title: 'Условия покупки', date: ISSUED, make: (sheet, db, queues) => purchaseTerms(sheet, db, queues, MORTGAGE_SETTINGS.full_payment_discount_percent, ruDate(MORTGAGE_SETTINGS.conditions_date), MORTGAGE_SETTINGS.trade_in) },
    ...perQueue,
  ];
}

/** One document's file. */
export async function makeDocument(db: Database.Database, spec: DocumentSpec): Promise<Uint8Array> {
  const queues = projectFacts(db);
  const sheet = await Sheet.create(
    { complex: 'Резиденция «Вереск»', title: spec.title, date: `Документ от ${ruDate(spec.date)}`, legal: documentLegalLine() },
    { subject: spec.title, author: DEVELOPER.legal_name, date: new Date(`${spec.date}T12:00:00+03:00`) },
  );
  await spec.make(sheet, db, queues);
  return sheet.save();
}
