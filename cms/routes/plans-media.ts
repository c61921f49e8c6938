import type { Hono } from 'hono';
import type Database from 'better-sqlite3';
import { floorFrame, floorPlanSvg, floorPlanVersion, type FloorFlat, type Plate } from '../plans/documents';
import type { FlatLayout } from '../plans/flat-layout';
import { MASTER_PLAN } from '../plans/master-plan';
import { picturePath } from '../seed/pictures';
import { documentsReady } from '../documents/store';
import { facadeFrame, sectionFacadePath } from '../plans/facade';
import { notFound } from '../http/responses';
import { statusOf } from '../seed/complex';
import { MEDIA_URL_PREFIX, mediaCacheControl, splitVersionedName, versionedName } from '../media/versioned-names';
import { attachmentName, MEDIA_CSP, mediaDelivery } from '../../lib/validation/media-policy';

/** A floor with its section and building, as the floor plan prints them. */
type MediaRow = { content_type: string; body: string | Buffer; hash: string };

type FloorRow = {
  id: number; number: number; revision: number; plate: string | null; section_id: number; section_number: number;
  building_id: number; building_number: number; building_name: string;
};

type FloorLot = {
  id: number; type: string; number: string; rooms: number | null; area: number; price: number; status: string;
  plan_x: number; plan_y: number; plan_w: number; plan_h: number; plan_flip: number; geometry: string | null;
};

/** The floor's plate and its flats with their layouts; null when the floor has no plan. */
function floorDrawing(floor: FloorRow, lots: FloorLot[]): { plate: Plate; flats: Array<FloorFlat & { price: number }> } | null {
  if (!floor.plate) return null;
  const plate = JSON.parse(floor.plate) as Plate;
  const flats = lots.flatMap((lot) =>
    lot.geometry
      ? [{
          id: lot.id, type: lot.type, number: lot.number, rooms: lot.rooms, area: lot.area, price: lot.price, status: lot.status,
          rect: { x: lot.plan_x, y: lot.plan_y, w: lot.plan_w, h: lot.plan_h }, flip: lot.plan_flip === 1,
          layout: JSON.parse(lot.geometry) as FlatLayout,
        }]
      : [],
  );
  return { plate, flats };
}

/** The north on the floor plans: the complex's blocks run a little off the meridian. */
const NORTH_DEGREES = -18;
const floorTitle = (floor: FloorRow) => `${floor.building_name}, секция ${floor.section_number}, этаж ${floor.number}`;

export function planRoutes(app: Hono, db: Database.Database): void {
  const queue = db.prepare('SELECT id, name FROM queues WHERE id = ?');
  const buildingStats = db.prepare(`SELECT b.id, b.number, b.name, b.queue_id, b.floors, b.completion, b.plan_polygon,
      SUM(l.status = 'free') AS free_count, MIN(CASE WHEN l.status = 'free' THEN l.price END) AS min_price
    FROM buildings b LEFT JOIN lots l ON l.building_id = b.id AND l.type = 'apartments'
    GROUP BY b.id ORDER BY b.number`);

  const mediaHash = db.prepare('SELECT hash FROM media WHERE path = ?');
  /** The rendered aerial view the master plan's drawing is laid over (cms/plans/master-plan.ts). */
  const AERIAL = picturePath('genplan');
  /** The versioned URL of a stored media file (unversioned if the file is missing). */
  const mediaUrl = (path: string) => {
    const row = mediaHash.get(path) as { hash: string } | undefined;
    return `${MEDIA_URL_PREFIX}${row ? versionedName(path, row.hash) : path}`;
  };

  const freeByRooms = db.prepare(`SELECT building_id, rooms, COUNT(*) AS count FROM lots
    WHERE type = 'apartments' AND status = 'free' GROUP BY building_id, rooms ORDER BY building_id, rooms`);

  app.get('/general_plans/:id', (c) => {
    const id = c.req.param('id');
    const found = /^\d+$/.test(id) ? (queue.get(Number(id)) as { id: number; name: string } | undefined) : undefined;
    if (!found) return notFound(c);
    const byRooms = new Map<number, Array<{ rooms: number | null; count: number }>>();
    for (const row of freeByRooms.all() as Array<{ building_id: number; rooms: number | null; count: number }>) {
      byRooms.set(row.building_id, [...(byRooms.get(row.building_id) ?? []), { rooms: row.rooms, count: row.count }]);
    }
    const buildings = (buildingStats.all() as Array<Record<string, unknown> & { id: number; plan_polygon: string; queue_id: number }>).map(
      ({ plan_polygon, ...building }) => ({ ...building, polygon: plan_polygon, active: building.queue_id === found.id, free_by_rooms: byRooms.get(building.id) ?? [] }),
    );
    return c.json({ id: found.id, title: `Генеральный план, ${found.name}`, image: mediaUrl('plans/genplan.svg'), aerial: mediaHash.get(AERIAL) ? mediaUrl(AERIAL) : null, width: MASTER_PLAN.width, height: MASTER_PLAN.height, buildings });
  });

  const building = db.prepare('SELECT id, number, name, queue_id, floors, completion FROM buildings WHERE id = ?');
  const floorStats = db.prepare(`SELECT s.id AS section_id, s.number AS section_number, f.id AS floor_id, f.number AS floor,
      COUNT(l.id) AS total_count, SUM(l.status = 'free') AS free_count, MIN(CASE WHEN l.status = 'free' THEN l.price END) AS min_price
    FROM sections s JOIN floors f ON f.section_id = s.id LEFT JOIN lots l ON l.floor_id = f.id AND l.type = 'apartments'
    WHERE s.building_id = ? GROUP BY f.id ORDER BY s.number, f.number DESC`);
  /** The plate width of a section's floors: its facade is as wide. */
  const sectionWidth = db.prepare(`SELECT json_extract(plate, '$.width') FROM floors WHERE section_id = ? AND plate IS NOT NULL ORDER BY number LIMIT 1`).pluck();
  const sectionLots = db.prepare(`SELECT id, section_id, floor, number, rooms, area, price, price_per_m2, status FROM lots
    WHERE building_id = ? AND type = 'apartments' ORDER BY section_id, floor DESC, plan_y, plan_x`);

  app.get('/other_plans/:id', (c) => {
    const id = c.req.param('id');
    const found = /^\d+$/.test(id) ? (building.get(Number(id)) as { floors: number } | undefined) : undefined;
    if (!found) return notFound(c);
    type FloorStat = { section_id: number; section_number: number; floor_id: number; floor: number; total_count: number; free_count: number | null; min_price: number | null };
    type SectionLot = { id: number; section_id: number; floor: number; number: string; rooms: number | null; area: number; price: number; price_per_m2: number; status: string };
    const lotsByFloor = new Map<string, Array<Record<string, unknown>>>();
    for (const { section_id, floor: floorNumber, status, ...lot } of sectionLots.all(Number(id)) as SectionLot[]) {
      const key = `${section_id}:${floorNumber}`;
      lotsByFloor.set(key, [...(lotsByFloor.get(key) ?? []), { ...lot, status: statusOf(status, 'apartments') }]);
    }
    const sections = new Map<number, { id: number; number: number; image: string; width: number; height: number; floors: Array<Record<string, unknown>> }>();
    const frames = new Map<number, ReturnType<typeof facadeFrame>>();
    for (const row of floorStats.all(Number(id)) as FloorStat[]) {
      let section = sections.get(row.section_id);
      let frame = frames.get(row.section_id);
      if (!section || !frame) {
        frame = facadeFrame(Number(sectionWidth.get(row.section_id) ?? 24), found.floors);
        frames.set(row.section_id, frame);
        section = { id: row.section_id, number: row.section_number, image: mediaUrl(sectionFacadePath(row.section_id)), width: frame.width, height: frame.height, floors: [] };
        sections.set(row.section_id, section);
      }
      section.floors.push({
        id: row.floor_id, number: row.floor, total_count: row.total_count, free_count: row.free_count ?? 0, min_price: row.min_price,
        position: frame.fraction(row.floor), lots: lotsByFloor.get(`${row.section_id}:${row.floor}`) ?? [],
      });
    }
    return c.json({ id: Number(id), building: found, sections: [...sections.values()] });
  });

  const floor = db.prepare(`SELECT f.id, f.number, f.revision, f.plate, s.id AS section_id, s.number AS section_number, b.id AS building_id, b.number AS building_number, b.name AS building_name
    FROM floors f JOIN sections s ON s.id = f.section_id JOIN buildings b ON b.id = s.building_id WHERE f.id = ?`);
  const floorLots = db.prepare(`SELECT l.id, l.type, l.number, l.rooms, l.area, l.price, l.status, l.plan_x, l.plan_y, l.plan_w, l.plan_h, l.plan_flip, la.geometry
    FROM lots l LEFT JOIN layouts la ON la.id = l.layout_id WHERE l.floor_id = ? AND l.plan_x IS NOT NULL ORDER BY l.plan_y, l.plan_x`);

  app.get('/floor_plans/:id', (c) => {
    const id = c.req.param('id');
    const found = /^\d+$/.test(id) ? (floor.get(Number(id)) as FloorRow | undefined) : undefined;
    if (!found) return notFound(c);
    const drawing = floorDrawing(found, floorLots.all(Number(id)) as FloorLot[]);
    const frame = drawing ? floorFrame(drawing.plate) : null;
    return c.json({
      id: found.id,
      floor: found.number,
      section: { id: found.section_id, number: found.section_number },
      building: { id: found.building_id, number: found.building_number, name: found.building_name },
      image: `${MEDIA_URL_PREFIX}${versionedName(`floors/${found.id}.svg`, floorPlanVersion(found.revision))}`,
      width: frame?.width ?? 0,
      height: frame?.height ?? 0,
      lots: (drawing?.flats ?? []).map((flat) => ({
        id: flat.id,
        number: flat.number,
        rooms: flat.rooms,
        area: flat.area,
        price: flat.price,
        status: statusOf(flat.status, flat.type),
        position: frame ? frame.fraction(flat.rect) : { x: 0, y: 0, w: 0, h: 0 },
      })),
    });
  });

  // Media: stored files, flat layouts and floor plans drawn from the lots on the floor, each under a
  // versioned name (cms/media/versioned-names.ts): immutable when the version is current.
  const media = db.prepare('SELECT content_type, body, hash FROM media WHERE path = ?');
  const layout = db.prepare('SELECT svg, hash FROM layouts WHERE id = ?');
  const svgHeaders = (cacheControl: string) => ({ 'content-type': 'image/svg+xml', 'cache-control': cacheControl });
  /** `12.v4.svg` → id 12, version '4'; null when the name is not `<id>[.v<version>].svg`. */
  const numbered = (file: string) => {
    const { name, version } = splitVersionedName(file);
    const match = /^(\d+)\.svg$/.exec(name);
    return match ? { id: Number(match[1]), version } : null;
  };

  // No media answer runs anything on the origin that serves it (lib/validation/media-policy.ts).
  app.use('/media/*', async (c, next) => {
    await next();
    c.res.headers.set('content-security-policy', MEDIA_CSP);
    c.res.headers.set('x-content-type-options', 'nosniff');
  });
  app.get('/media/layouts/:file', (c) => {
    const file = numbered(c.req.param('file'));
    const row = file ? (layout.get(file.id) as { svg: string; hash: string } | undefined) : undefined;
    return file && row ? c.body(row.svg, 200, svgHeaders(mediaCacheControl(file.version, row.hash))) : notFound(c);
  });
  app.get('/media/floors/:file', (c) => {
    const file = numbered(c.req.param('file'));
    const found = file ? (floor.get(file.id) as FloorRow | undefined) : undefined;
    if (!file || !found) return notFound(c);
    const highlight = Number(c.req.query('highlight') ?? NaN);
    const drawing = floorDrawing(found, floorLots.all(file.id) as FloorLot[]);
    if (!drawing) return notFound(c);
    const svg = floorPlanSvg(drawing.plate, drawing.flats, floorTitle(found), Number.isInteger(highlight) ? highlight : null, NORTH_DEGREES);
    return c.body(svg, 200, svgHeaders(mediaCacheControl(file.version, floorPlanVersion(found.revision))));
  });
  app.get('/media/*', async (c) => {
    const requested = decodeURIComponent(new URL(c.req.url).pathname.replace(/^.*?\/api\/media\//, ''));
    const { name, version } = splitVersionedName(requested);
    // The CMS's own documents are made on its first start: a request for one waits for them.
    if (name.startsWith('docs/')) await documentsReady(db);
    const row = media.get(name) as MediaRow | undefined;
    if (!row) return notFound(c);
    const delivery = mediaDelivery(row.content_type);
    if (delivery === 'refused') return c.json({ detail: 'Этот файл нельзя открыть на сайте.' }, 403);
    const headers: Record<string, string> = { 'content-type': row.content_type, 'cache-control': mediaCacheControl(version, row.hash) };
    if (delivery === 'attachment') headers['content-disposition'] = `attachment; filename="${attachmentName(name)}"`;
    if (row.content_type === 'application/pdf') {
      // Saved under its own name, not the versioned one.
      headers['content-disposition'] = `inline; filename="${attachmentName(name)}"`;
      return c.body(typeof row.body === 'string' ? Buffer.from(row.body, 'latin1') : new Uint8Array(row.body), 200, headers);
    }
    return c.body(typeof row.body === 'string' ? row.body : new Uint8Array(row.body), 200, headers);
  });
}
