import type Database from 'better-sqlite3';
import { bankWordmarkSvg, companyWordmarkSvg } from '../media/wordmark';
import { masterPlanSvg } from '../plans/master-plan';
import { BUILDINGS } from './complex';
import { documentSpecs } from '../documents/catalogue';
import { SCHEMA_SQL } from '../db/schema';
import * as content from './content';
import { seedLots } from './lots';
import { rankRecommended } from './recommended';
import { seedPriceHistory } from './price-history';
import { mediaWriter, versionMediaReferences } from './media-rows';
import { seedNews, seedProgress } from './news';
import { createRandom } from './random';
import { PLACES } from './places';
import { seedTour } from './tour';
import { seedPictures } from './pictures';
import { FURNISH_PICTURES, furnishPicturePath } from './furnish';
import { DISTRICT } from './district';
import { seedManagers } from './managers';

export type SeedOptions = {
  /** Number of apartments (commercial units, parking and storerooms come on top). */
  lots: number;
  /** 2 by default; 1 gives a complex with a single queue. */
  queues: 1 | 2;
  /** PRNG seed: the same options always give the same data. */
  seed: number;
};

/** Generated pictures that documents refer to: the same path when drawn (seedMedia) and when linked. */
const MEDIA_PATHS = {
  teamLogo: (id: number) => `team/${id}.svg`,
  bankLogo: (id: number) => `banks/${id}.svg`,
};

export const DEFAULT_SEED_OPTIONS: SeedOptions = { lots: 900, queues: 2, seed: 1905 };

/** Creates the schema and fills it with the demo complex, in one transaction. */
export function seedDatabase(db: Database.Database, options: SeedOptions = DEFAULT_SEED_OPTIONS): void {
  const random = createRandom(options.seed);
  db.exec(SCHEMA_SQL);
  db.transaction(() => {
    db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('seed', JSON.stringify(options));
    seedLots(db, random, options.lots, options.queues);
    rankRecommended(db);
    seedPriceHistory(db, options.seed);
    // The news have a generator of their own: their dates (and so the rendered covers) do not move with the lot count.
    seedNews(db, createRandom(options.seed ^ 0x6e657773), 32);
    seedProgress(db, random, options.queues);
    seedDocuments(db, options);
    seedMedia(db);
    seedMap(db);
    seedTour(db);
    seedPictures(db);
    versionMediaReferences(db);
  })();
  db.exec('ANALYZE');
}

function seedDocuments(db: Database.Database, options: SeedOptions): void {
  const doc = db.prepare('INSERT INTO documents (key, body) VALUES (?, ?)');
  const put = (key: string, body: unknown) => doc.run(key, JSON.stringify(body));
  put('main_page_content', content.MAIN_PAGE);
  put('header_info', content.headerInfo(options.queues));
  put('location', { ...content.LOCATION, district: DISTRICT });
  put('environment', content.ENVIRONMENT);
  put('commercial_page', content.commercialPage(db));
  put('offices_page', content.OFFICES_PAGE);
  put('privacy_policy', content.PRIVACY_POLICY);
  put('project_description', { ...content.PROJECT_DESCRIPTION, cameras: content.CAMERAS });
  put('mortgage_settings', content.MORTGAGE_SETTINGS);

  const item = db.prepare('INSERT INTO items (kind, id, slug, sort, body) VALUES (?, ?, ?, ?, ?)');
  const putAll = (kind: string, list: ReadonlyArray<{ id: number; slug?: string }>) =>
    list.forEach((entry, index) => item.run(kind, entry.id, entry.slug ?? null, index, JSON.stringify(entry)));
  putAll('contacts', content.CONTACTS);
  putAll('benefits', content.BENEFITS);
  putAll('project_composition', content.projectComposition(db));
  // Each document as the lists show it: its title and date from the document itself (cms/documents/catalogue.ts).
  const specs = new Map(documentSpecs(Array.from({ length: options.queues }, (_, i) => i + 1)).map((spec) => [spec.path, spec]));
  const listed = <T extends { path: string }>({ path, ...entry }: T) => ({ ...entry, title: specs.get(path)!.title, file: content.MEDIA(path), date: specs.get(path)!.date });
  putAll('docs', content.DOCS.map(listed));
  putAll('project_documentation', content.PROJECT_DOCUMENTATION.filter((d) => d.queue === null || d.queue <= options.queues).map(listed));
  putAll(
    'team',
    content.TEAM.map(({ lead, ...member }) => ({
      ...member,
      logo: content.MEDIA(MEDIA_PATHS.teamLogo(member.id)),
      lead: { ...lead, photo: null },
    })),
  );
  putAll('faq', content.FAQ);
  putAll(
    'furnish',
    content.FURNISH_PACKAGES.map((pack) => ({ ...pack, images: FURNISH_PICTURES.map((n) => content.MEDIA(furnishPicturePath(pack.slug, n))) })),
  );
  putAll(
    'mortgage',
    content.MORTGAGE_PROGRAMS.map((program) => ({ ...program, logo: content.MEDIA(MEDIA_PATHS.bankLogo(program.id)) })),
  );
}

function seedMedia(db: Database.Database): void {
  const insert = mediaWriter(db);
  const svg = (path: string, body: string) => insert(path, 'image/svg+xml', body);
  const genplan = masterPlanSvg(BUILDINGS, { name: content.LOCATION.metro[0]?.name ?? '', minutes: content.LOCATION.metro[0]?.walk_minutes ?? 0 });
  // The menu's "by parameters" picture: the plan of a two-room flat.
  const twoRoomPlan = db.prepare('SELECT svg FROM layouts WHERE rooms = 2 ORDER BY id LIMIT 1').get() as { svg: string } | undefined;
  if (twoRoomPlan) svg(content.MENU_IMAGE_PATHS.params, twoRoomPlan.svg);
  svg('plans/genplan.svg', genplan);
  content.TEAM.forEach((member) => svg(MEDIA_PATHS.teamLogo(member.id), companyWordmarkSvg(member.name)));
  seedManagers(db, svg);
  const banks = [...new Set(content.MORTGAGE_PROGRAMS.map((program) => program.bank))];
  content.MORTGAGE_PROGRAMS.forEach((program) => svg(MEDIA_PATHS.bankLogo(program.id), bankWordmarkSvg(program.bank, banks.indexOf(program.bank))));
}

function seedMap(db: Database.Database): void {
  const insert = db.prepare('INSERT INTO map_points (category, name, address, lat, lng, walk_minutes) VALUES (?, ?, ?, ?, ?, ?)');
  for (const place of PLACES) insert.run(place.category, place.name, place.address, place.lat, place.lng, place.walk_minutes);
}

