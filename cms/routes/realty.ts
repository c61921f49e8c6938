import type { Hono } from 'hono';
import type Database from 'better-sqlite3';
import { FEATURES, LOT_TYPES, RENOVATIONS, STATUSES, statusOf, type LotType } from '../seed/complex';
import { OUTLOOKS } from '../plans/window-views';
import { FILTERS_BY_TYPE, isLotType, parseRealtyQuery } from '../realty/params';
import type { RealtyRepository } from '../realty/repository';
import { PAGE_PAST_END, badRequest, notFound, paginated, pastTheEnd } from '../http/responses';

const ROOM_LABEL = (rooms: number) => (rooms === 0 ? 'Студия' : String(rooms));

export function realtyRoutes(app: Hono, db: Database.Database, realty: RealtyRepository): void {
  app.get('/realty_list/:type', (c) => {
    const type = c.req.param('type');
    if (!isLotType(type)) return notFound(c, `Неизвестный тип помещений: ${type}`);
    const parsed = parseRealtyQuery(type, new URL(c.req.url).searchParams);
    if (!parsed.ok) return badRequest(c, parsed.errors);
    const { query } = parsed;
    const { count, results, facets } = realty.list(query);
    if (pastTheEnd(count, query.page, query.pageSize)) return badRequest(c, PAGE_PAST_END);
    return c.json(paginated(c, count, query.page, query.pageSize, results, { facets }));
  });

  app.get('/realty_item/:id', (c) => {
    const lot = realty.item(c.req.param('id'));
    return lot ? c.json(lot) : notFound(c);
  });

  app.get('/flats_similar/:id', (c) => {
    const id = c.req.param('id');
    if (!/^\d+$/.test(id)) return notFound(c);
    const lots = realty.similar(Number(id));
    return lots ? c.json(lots) : notFound(c);
  });

  const buildings = db.prepare('SELECT id, number, name, queue_id FROM buildings ORDER BY number');
  const sections = db.prepare(
    'SELECT s.id, s.number, b.number AS building_number FROM sections s JOIN buildings b ON b.id = s.building_id ORDER BY b.number, s.number',
  );
  const queues = db.prepare('SELECT id, name FROM queues ORDER BY sort');

  app.get('/realty_specs/:type', (c) => {
    const type = c.req.param('type');
    if (!isLotType(type)) return notFound(c, `Неизвестный тип помещений: ${type}`);
    const bounds = realty.facets(emptyQuery(type)).facets;
    const specs = FILTERS_BY_TYPE[type].map((name) => {
      switch (name) {
        case 'rooms':
          return choices(name, 'Комнаты', bounds.rooms.map((r) => ({ value: Number(r.value), label: ROOM_LABEL(Number(r.value)) })));
        case 'queue':
          return choices(name, 'Очередь', (queues.all() as Array<{ id: number; name: string }>).map((q) => ({ value: q.id, label: q.name })));
        case 'building':
          return choices(name, 'Корпус', (buildings.all() as Array<{ id: number; name: string }>).map((b) => ({ value: b.id, label: b.name })));
        case 'section':
          return choices(
            name,
            'Секция',
            (sections.all() as Array<{ id: number; number: number; building_number: number }>).map((s) => ({
              value: s.id,
              label: `Корпус ${s.building_number}, секция ${s.number}`,
            })),
          );
        case 'renovation':
          return choices(name, 'Отделка', RENOVATIONS.map((r) => ({ value: r.value, label: r.label })));
        case 'status':
          return choices(name, 'Статус', STATUSES.map((s) => statusOf(s.value, type)));
        case 'discount':
          return choices(name, 'Скидка', [{ value: 1, label: 'Со скидкой' }]);
        case 'outlook':
          return choices(name, 'Вид из окон', OUTLOOKS.map((o) => ({ value: o.value, label: o.label })));
        case 'features':
          return choices(name, 'Особенности', FEATURES.map((f) => ({ value: f.value, label: f.label })));
        case 'price':
          return range(name, 'Стоимость, ₽', bounds.price, 100_000, priceRanges(type));
        case 'area':
          return range(name, 'Площадь, м²', bounds.area, 0.1, areaRanges(type));
        case 'floor':
          return range(name, 'Этаж', bounds.floor, 1, null);
      }
    });
    return c.json({ type, label: LOT_TYPES.find((t) => t.value === type)?.label ?? type, items: specs });
  });
}

function emptyQuery(type: LotType) {
  const parsed = parseRealtyQuery(type, new URLSearchParams());
  if (!parsed.ok) throw new Error('an empty query is always valid');
  return parsed.query;
}

function choices(name: string, label: string, list: Array<{ value: string | number; label: string }>) {
  return { name, label, choices: list, range: null, ranges: null };
}

function range(
  name: string,
  label: string,
  bounds: { min: number | null; max: number | null },
  step: number,
  ranges: Array<{ label: string; min: number | null; max: number | null }> | null,
) {
  return { name, label, choices: null, range: { min: bounds.min ?? 0, max: bounds.max ?? 0, step }, ranges };
}

function priceRanges(type: LotType) {
  if (type === 'apartments') {
    return [
      { label: 'до 50 млн', min: null, max: 50_000_000 },
      { label: '50–100 млн', min: 50_000_000, max: 100_000_000 },
      { label: '100–200 млн', min: 100_000_000, max: 200_000_000 },
      { label: 'от 200 млн', min: 200_000_000, max: null },
    ];
  }
  return null;
}

function areaRanges(type: LotType) {
  if (type === 'apartments') {
    return [
      { label: 'до 50 м²', min: null, max: 50 },
      { label: '50–100 м²', min: 50, max: 100 },
      { label: '100–150 м²', min: 100, max: 150 },
      { label: 'от 150 м²', min: 150, max: null },
    ];
  }
  return null;
}
