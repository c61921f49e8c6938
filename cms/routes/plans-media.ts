import type { Hono } from 'hono';
import type Database from 'better-sqlite3';
import { FONT_SANS, PALETTE, esc, svgDocument } from '../media/svg';
import { notFound } from '../http/responses';
import { MEDIA_URL_PREFIX, mediaCacheControl, splitVersionedName, versionedName } from '../media/versioned-names';

/** A floor with its section and building, as the floor plan prints them. */
type FloorRow = {
  id: number; number: number; revision: number; section_id: number; section_number: number;
  building_id: number; building_number: number; building_name: string;
};

type FloorLot = { id: number; number: string; rooms: number | null; area: number; price: number; status: string; plan_x: number; plan_y: number; plan_w: number; plan_h: number };

const FLOOR_W = 1200;
const FLOOR_H = 600;
const FLOOR_PAD = 40;

export function planRoutes(app: Hono, db: Database.Database): void {
  const queue = db.prepare('SELECT id, name FROM queues WHERE id = ?');
  const buildingStats = db.prepare(`SELECT b.id, b.number, b.name, b.queue_id, b.floors, b.completion, b.plan_polygon,
      SUM(l.status = 'free') AS free_count, MIN(CASE WHEN l.status = 'free' THEN l.price END) AS min_price
    FROM buildings b LEFT JOIN lots l ON l.building_id = b.id AND l.type = 'apartments'
    GROUP BY b.id ORDER BY b.number`);

  const mediaHash = db.prepare('SELECT hash FROM media WHERE path = ?');
  /** The versioned URL of a stored media file (unversioned if the file is missing). */
  const mediaUrl = (path: string) => {
    const row = mediaHash.get(path) as { hash: string } | undefined;
    return `${MEDIA_URL_PREFIX}${row ? versionedName(path, row.hash) : path}`;
  };

  app.get('/general_plans/:id', (c) => {
    const id = c.req.param('id');
    const found = /^\d+$/.test(id) ? (queue.get(Number(id)) as { id: number; name: string } | undefined) : undefined;
    if (!found) return notFound(c);
    const buildings = (buildingStats.all() as Array<Record<string, unknown> & { plan_polygon: string; queue_id: number }>).map(
      ({ plan_polygon, ...building }) => ({ ...building, polygon: plan_polygon, active: building.queue_id === found.id }),
    );
    return c.json({ id: found.id, title: `Генеральный план, ${found.name}`, image: mediaUrl('plans/genplan.svg'), width: 1600, height: 900, buildings });
  });

  const building = db.prepare('SELECT id, number, name, queue_id, floors, completion FROM buildings WHERE id = ?');
  const floorStats = db.prepare(`SELECT s.id AS section_id, s.number AS section_number, f.id AS floor_id, f.number AS floor,
      COUNT(l.id) AS total_count, SUM(l.status = 'free') AS free_count, MIN(CASE WHEN l.status = 'free' THEN l.price END) AS min_price
    FROM sections s JOIN floors f ON f.section_id = s.id LEFT JOIN lots l ON l.floor_id = f.id AND l.type = 'apartments'
    WHERE s.building_id = ? GROUP BY f.id ORDER BY s.number, f.number DESC`);

  app.get('/other_plans/:id', (c) => {
    const id = c.req.param('id');
    const found = /^\d+$/.test(id) ? building.get(Number(id)) : undefined;
    if (!found) return notFound(c);
    const rows = floorStats.all(Number(id)) as Array<{ section_id: number; section_number: number; floor_id: number; floor: number; total_count: number; free_count: number | null; min_price: number | null }>;
    const sections = new Map<number, { id: number; number: number; floors: Array<Record<string, unknown>> }>();
    for (const row of rows) {
      const section = sections.get(row.section_id) ?? { id: row.section_id, number: row.section_number, floors: [] };
      section.floors.push({ id: row.floor_id, number: row.floor, total_count: row.total_count, free_count: row.free_count ?? 0, min_price: row.min_price });
      sections.set(row.section_id, section);
    }
    return c.json({ id: Number(id), building: found, sections: [...sections.values()] });
  });

  const floor = db.prepare(`SELECT f.id, f.number, f.revision, s.id AS section_id, s.number AS section_number, b.id AS building_id, b.number AS building_number, b.name AS building_name
    FROM floors f JOIN sections s ON s.id = f.section_id JOIN buildings b ON b.id = s.building_id WHERE f.id = ?`);
  const floorLots = db.prepare(`SELECT id, number, rooms, area, price, status, plan_x, plan_y, plan_w, plan_h FROM lots WHERE floor_id = ? AND plan_x IS NOT NULL ORDER BY plan_x, plan_y`);

  app.get('/floor_plans/:id', (c) => {
    const id = c.req.param('id');
    const found = /^\d+$/.test(id) ? (floor.get(Number(id)) as FloorRow | undefined) : undefined;
    if (!found) return notFound(c);
    const lots = (floorLots.all(Number(id)) as FloorLot[]).map((lot) => ({
      id: lot.id,
      number: lot.number,
      rooms: lot.rooms,
      area: lot.area,
      price: lot.price,
      status: lot.status,
      position: { x: lot.plan_x, y: lot.plan_y, w: lot.plan_w, h: lot.plan_h },
    }));
    return c.json({
      id: found.id,
      floor: found.number,
      section: { id: found.section_id, number: found.section_number },
      building: { id: found.building_id, number: found.building_number, name: found.building_name },
      image: `${MEDIA_URL_PREFIX}${versionedName(`floors/${found.id}.svg`, found.revision)}`,
      width: FLOOR_W,
      height: FLOOR_H,
      lots,
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
    const svg = floorPlanSvg(found, floorLots.all(file.id) as FloorLot[], Number.isInteger(highlight) ? highlight : null);
    return c.body(svg, 200, svgHeaders(mediaCacheControl(file.version, found.revision)));
  });
  app.get('/media/*', (c) => {
    const requested = decodeURIComponent(new URL(c.req.url).pathname.replace(/^.*?\/api\/media\//, ''));
    const { name, version } = splitVersionedName(requested);
    const row = media.get(name) as { content_type: string; body: string; hash: string } | undefined;
    if (!row) return notFound(c);
    const headers: Record<string, string> = { 'content-type': row.content_type, 'cache-control': mediaCacheControl(version, row.hash) };
    if (row.content_type === 'application/pdf') {
      // Saved under its own name, not the versioned one.
      headers['content-disposition'] = `inline; filename="${name.split('/').pop()}"`;
      return c.body(Buffer.from(row.body, 'latin1'), 200, headers);
    }
    return c.body(row.body, 200, headers);
  });
}

/** The floor with its flats by status; `highlightId` (the lot being viewed) is drawn in bronze. */
function floorPlanSvg(floor: FloorRow, lots: FloorLot[], highlightId: number | null): string {
  const innerW = FLOOR_W - FLOOR_PAD * 2;
  const innerH = FLOOR_H - FLOOR_PAD * 2;
  const fill = { free: PALETTE.ivory, booked: PALETTE.sand, sold: '#c9c4bb' } as Record<string, string>;
  const rects = lots
    .map((lot) => {
      const x = FLOOR_PAD + lot.plan_x * innerW;
      const y = FLOOR_PAD + lot.plan_y * innerH;
      const w = lot.plan_w * innerW;
      const h = lot.plan_h * innerH;
      const current = lot.id === highlightId;
      return `<g data-lot-id="${lot.id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${current ? PALETTE.bronze : (fill[lot.status] ?? PALETTE.ivory)}" stroke="${PALETTE.ink}" stroke-width="3"/><text x="${x + w / 2}" y="${y + h / 2}" text-anchor="middle" font-family="${FONT_SANS}" font-size="20" fill="${current ? PALETTE.ivory : PALETTE.ink}">№ ${esc(lot.number)}</text></g>`;
    })
    .join('');
  const corridor = `<rect x="${FLOOR_PAD}" y="${FLOOR_PAD + innerH * 0.45}" width="${innerW}" height="${innerH * 0.1}" fill="${PALETTE.stone}"/>`;
  return svgDocument(
    FLOOR_W,
    FLOOR_H,
    `<rect width="${FLOOR_W}" height="${FLOOR_H}" fill="${PALETTE.stone}"/>${corridor}${rects}<rect x="${FLOOR_PAD}" y="${FLOOR_PAD}" width="${innerW}" height="${innerH}" fill="none" stroke="${PALETTE.ink}" stroke-width="6"/>`,
    `${floor.building_name}, секция ${floor.section_number}, этаж ${floor.number}`,
  );
}
