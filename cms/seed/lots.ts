import type Database from 'better-sqlite3';
import { flatPlanSvg } from '../plans/documents';
import { parkingPlanSvg, sizeArea, storeroomPlanSvg, type UndergroundSize } from '../plans/underground';
import { drawnFeatures, type FlatLayout, type LayoutOptions } from '../plans/flat-layout';
import { facadeSvg, sectionFacadePath } from '../plans/facade';
import { silhouette } from '../plans/master-plan';
import { mediaWriter } from './media-rows';
import { sectionPlan, type SectionPlan } from '../plans/section-plan';
import { contentHash } from '../media/versioned-names';
import { BUILDINGS as ALL_BUILDINGS, CEILINGS, CLUB_HOUSE_NUMBER, CROWN_SETBACK, FEATURES, PARKING_BAYS, QUEUES, STOREROOM_SIZES, type BuildingSeed, type Feature, type LotType, type Renovation, type Status, UNDERGROUND } from './complex';
import { createRandom, type Random } from './random';
import { isPanoramic, seedWindowViews } from './window-views';

type FloorSlot = { sectionId: number; floorId: number; buildingIndex: number; floor: number; sectionNumber: number };

const AREA_BY_ROOMS: Record<number, [number, number]> = {
  0: [28, 38],
  1: [38, 56],
  2: [58, 88],
  // Premium proportions: a kitchen-living room of 30–45 m² and bedrooms of 3 m and more on one facade.
  3: [120, 150],
  4: [150, 200],
  5: [195, 250],
};
const PPM_MIN = 700_000;
const PPM_MAX = 1_600_000;

/**
 * Seeds buildings, sections, floors and exactly `apartments` flats spread over the residential floors,
 * plus commercial units, parking places and storerooms.
 */
export function seedLots(db: Database.Database, random: Random, apartments: number, queueCount: 1 | 2): void {
  const insertQueue = db.prepare('INSERT INTO queues (id, name, completion, sort) VALUES (?, ?, ?, ?)');
  const queues = QUEUES.slice(0, queueCount);
  queues.forEach((queue, index) => insertQueue.run(queue.id, queue.name, queue.completion, index));
  // With one queue every building belongs to it.
  const BUILDINGS = ALL_BUILDINGS.map((b) => (queues.some((q) => q.id === b.queueId) ? b : { ...b, queueId: 1 }));

  const insertBuilding = db.prepare(
    'INSERT INTO buildings (id, queue_id, number, name, floors, completion, plan_polygon) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertSection = db.prepare('INSERT INTO sections (building_id, number, floors) VALUES (?, ?, ?)');
  const insertFloor = db.prepare('INSERT INTO floors (section_id, number) VALUES (?, ?)');
  const slots: FloorSlot[] = [];
  const groundFloors: Array<{ sectionId: number; floorId: number; buildingIndex: number; sectionNumber: number }> = [];
  BUILDINGS.forEach((building, buildingIndex) => {
    const queue = queues.find((q) => q.id === building.queueId);
    insertBuilding.run(building.id, building.queueId, building.number, building.name, building.floors, queue?.completion ?? '', silhouette(building));
    for (let s = 1; s <= building.sections; s += 1) {
      const sectionId = Number(insertSection.run(building.id, s, building.floors).lastInsertRowid);
      for (let f = 1; f <= building.floors; f += 1) {
        const floorId = Number(insertFloor.run(sectionId, f).lastInsertRowid);
        if (f === 1) groundFloors.push({ sectionId, floorId, buildingIndex, sectionNumber: s });
        else slots.push({ sectionId, floorId, buildingIndex, floor: f, sectionNumber: s });
      }
    }
  });

  const viewOf = seedWindowViews(db, BUILDINGS);

  const layoutRow = db.prepare('INSERT INTO layouts (id, rooms, svg, hash, geometry) VALUES (?, ?, ?, ?, ?)');
  let layoutId = 0;
  const insertLayout = (rooms: number | null, svg: string, geometry: FlatLayout | null) => {
    layoutId += 1;
    layoutRow.run(layoutId, rooms, svg, contentHash(svg), geometry ? JSON.stringify(geometry) : null);
    return layoutId;
  };
  const setPlate = db.prepare('UPDATE floors SET plate = ? WHERE id = ?');
  /** Each section's typical floor for k flats: planned once, its layouts stored once, shared by every floor like it. */
  type Template = { plan: SectionPlan; layouts: number[]; flats: ReadonlyArray<{ rooms: number | null; area: number }> };
  const templates = new Map<string, Template>();
  const roomDeck = deck(random, [[0, 3], [1, 6], [2, 7], [3, 5], [4, 3], [5, 1]]);
  const clubDeck = deck(random, [[2, 2], [3, 3], [4, 3], [5, 2]]);
  const templateFor = (slot: FloorSlot, k: number) => {
    const key = `${slot.sectionId}:${k}`;
    const known = templates.get(key);
    if (known) return known;
    const building = BUILDINGS[slot.buildingIndex];
    const flats = Array.from({ length: k }, () => {
      const rooms = building?.number === CLUB_HOUSE_NUMBER ? clubDeck() : roomDeck();
      const [min, max] = AREA_BY_ROOMS[rooms] ?? [40, 60];
      return { rooms, area: random.float(min, max) };
    });
    const plan = sectionPlan(flats, random, 0, layoutOptions(building));
    const layouts = plan.flats.map((flat) => insertLayout(flat.rooms, flatPlanSvg(flat.layout, flat.flip ? 'улицу' : 'двор'), flat.layout));
    const template = { plan, layouts, flats };
    templates.set(key, template);
    return template;
  };
  /**
   * The crown's first floor (set back behind terraces): the flats of the floor below with a terrace in front of
   * their windows, planned with a generator of its own so the rest of the demo data stays as it was.
   */
  const terraceTemplateFor = (slot: FloorSlot, k: number, below: Template) => {
    const key = `${slot.sectionId}:${k}:terrace`;
    const known = templates.get(key);
    if (known) return known;
    const plan = sectionPlan(below.flats, createRandom(slot.sectionId * 7919 + k), CROWN_SETBACK, layoutOptions(BUILDINGS[slot.buildingIndex]));
    const layouts = plan.flats.map((flat) => insertLayout(flat.rooms, flatPlanSvg(flat.layout, flat.flip ? 'улицу' : 'двор'), flat.layout));
    const template = { plan, layouts, flats: below.flats };
    templates.set(key, template);
    return template;
  };
  const plateJson = (plan: SectionPlan) => JSON.stringify({ width: plan.width, depth: plan.depth, corridor: plan.corridor, core: plan.core });
  // Layouts 1 and 2 were the underground lots' one shared drawing each, made with four of the seed's random draws.
  // Both are kept, so every flat keeps its layout's id (the features drawn in a plan come from it: layoutShare) and
  // the demo every draw after them; the underground lots' own plans, one a size, are stored after the flats'.
  layoutId = 2;
  for (let draw = 0; draw < 4; draw += 1) random.next();
  const undergroundLayouts = new Map<string, number>();
  const undergroundLayout = (type: 'parking' | 'storerooms', size: UndergroundSize) => {
    const key = `${type}:${size.width}x${size.length}`;
    const known = undergroundLayouts.get(key);
    if (known) return known;
    const id = insertLayout(null, type === 'parking' ? parkingPlanSvg(size) : storeroomPlanSvg(size), null);
    undergroundLayouts.set(key, id);
    return id;
  };

  const insertLot = db.prepare(`INSERT INTO lots (vendor_code, type, queue_id, building_id, section_id, floor_id, floor, number,
    rooms, area, price, old_price, price_per_m2, renovation, status, ceiling_height, features, layout_id, plan_x, plan_y, plan_w, plan_h, plan_flip, outlook)
    VALUES (@vendor_code, @type, @queue_id, @building_id, @section_id, @floor_id, @floor, @number, @rooms, @area, @price, @old_price,
    @price_per_m2, @renovation, @status, @ceiling_height, @features, @layout_id, @plan_x, @plan_y, @plan_w, @plan_h, @plan_flip, @outlook)`);
  const flatNumbers = new Map<number, number>();

  // Distribute exactly `apartments` flats: every floor gets the base count, the first floors one more.
  const base = Math.floor(apartments / slots.length);
  const extra = apartments % slots.length;
  slots.forEach((slot, index) => {
    const building = BUILDINGS[slot.buildingIndex];
    if (!building) return;
    const count = base + (index < extra ? 1 : 0);
    if (count === 0) return;
    const typical = templateFor(slot, count);
    const template = slot.floor === building.floors - building.crown + 1 ? terraceTemplateFor(slot, count, typical) : typical;
    setPlate.run(plateJson(template.plan), slot.floorId);
    for (let position = 0; position < count; position += 1) {
      const number = (flatNumbers.get(building.id) ?? 0) + 1;
      flatNumbers.set(building.id, number);
      const planned = template.plan.flats[position];
      if (!planned) continue;
      const rooms = planned.rooms ?? 0;
      const area = planned.layout.area;
      const isTop = slot.floor >= building.floors - 1;
      const features = new Set<Feature>();
      // A terrace is what the crown's first floor draws (drawnFeatures below); the draw that once decided it, and the
      // balcony's that followed it, are still made, so the rest of the demo data stays as it was.
      const drewTerrace = isTop && random.chance(0.6);
      const view = viewOf(building.id, planned.flip, slot.floor);
      // "Видовая" is what the windows see (cms/plans/window-views.ts); the draw that once decided it is still made, so the rest of the demo stays as it was.
      if (slot.floor > building.floors * 0.55) random.chance(0.7);
      if (isPanoramic(view)) features.add('view');
      if (isTop || building.number === CLUB_HOUSE_NUMBER) features.add('high_ceiling');
      // What the plan has, every flat of that plan has (issue 41: two flats of one layout differed in compare). The
      // main stream still draws its number for each, so the rest of the demo data stays as it was.
      const layoutId = template.layouts[position] ?? null;
      const planHas = (feature: Feature, share: number) => {
        const drawn = random.chance(share);
        return layoutId === null ? drawn : layoutShare(layoutId, feature) < share;
      };
      // What the drawing has (issue 59: a feature listed is a feature drawn); the draws that once decided these
      // are still made, so the rest of the demo data stays as it was.
      if (rooms >= 3) planHas('master_bedroom', 0.75);
      if (rooms >= 2) planHas('wardrobe', 0.5);
      if (position === 0 || position === count - 1) planHas('corner_windows', 0.8);
      for (const feature of drawnFeatures(planned.layout)) features.add(feature);
      // A fireplace and French balconies are drawn too (every club-house residence has a fireplace); the draws that
      // once decided them are still made.
      if (building.number === CLUB_HOUSE_NUMBER && rooms >= 4) random.chance(0.5);
      if (!drewTerrace) planHas('balcony', 0.35);
      const renovation = random.weighted<Renovation>([['none', 2], ['whitebox', 4], ['finish', 3], ['design', 1]]);
      const ppm = clamp(
        Math.round(
          (820_000 * building.premium * (1 + (slot.floor / building.floors) * 0.22) *
            (renovation === 'design' ? 1.12 : renovation === 'finish' ? 1.06 : renovation === 'whitebox' ? 1.02 : 1) *
            (features.has('terrace') ? 1.08 : 1) * (rooms >= 4 ? 1.06 : 1) * random.float(0.92, 1.1)) / 1000,
        ) * 1000,
        PPM_MIN,
        PPM_MAX,
      );
      const price = Math.round((area * ppm) / 1000) * 1000;
      const status = random.weighted<Status>([['free', 70], ['booked', 12], ['sold', 18]]);
      const oldPrice = status !== 'sold' && random.chance(0.14) ? Math.round((price * random.float(1.04, 1.12)) / 1000) * 1000 : null;
      insertLot.run({
          vendor_code: `VR-${building.number}-${slot.sectionNumber}-${String(number).padStart(3, '0')}`,
          type: 'apartments' satisfies LotType,
          queue_id: building.queueId,
          building_id: building.id,
          section_id: slot.sectionId,
          floor_id: slot.floorId,
          floor: slot.floor,
          number: String(number),
          rooms,
          area,
          price,
          old_price: oldPrice,
          price_per_m2: Math.round(price / area),
          renovation,
          status,
          ceiling_height: features.has('high_ceiling') ? CEILINGS.flatHigh : CEILINGS.flat,
          layout_id: template.layouts[position] ?? null,
          plan_x: planned.rect.x,
          plan_y: planned.rect.y,
          plan_w: planned.rect.w,
          plan_h: planned.rect.h,
          plan_flip: planned.flip ? 1 : 0,
          outlook: view?.outlook ?? null,
          features: featureMask(features),
        });
    }
  });

  // Each section's courtyard facade, with the windows of its typical floor (the one most of its floors share).
  const writeMedia = mediaWriter(db);
  const sectionTemplates = new Map<number, SectionPlan>();
  for (const [key, template] of templates) {
    const sectionId = Number(key.split(':')[0]);
    if (!sectionTemplates.has(sectionId)) sectionTemplates.set(sectionId, template.plan);
  }
  groundFloors.forEach((ground) => {
    const building = BUILDINGS[ground.buildingIndex];
    const plan = sectionTemplates.get(ground.sectionId);
    if (!building || !plan) return;
    const windows = plan.flats.filter((flat) => !flat.flip).flatMap((flat) => flat.layout.windows.map((win) => ({ x: flat.rect.x + win.x, width: win.width })));
    writeMedia(sectionFacadePath(ground.sectionId), 'image/svg+xml', facadeSvg(plan.width, building.floors, windows, `${building.name}, секция ${ground.sectionNumber}: фасад во двор`));
  });

  // The ground floor of each section: three retail units on the section's plate.
  const retail = groundFloors.map((ground) => {
    const plan = sectionPlan(Array.from({ length: 3 }, () => ({ rooms: null, area: random.float(45, 320) })), random);
    setPlate.run(plateJson(plan), ground.floorId);
    return plan.flats.map((flat) => ({ flat, layoutId: insertLayout(null, flatPlanSvg(flat.layout, flat.flip ? 'улицу' : 'двор'), flat.layout) }));
  });

  seedNonResidential(random, BUILDINGS, groundFloors, retail, insertLot, undergroundLayout);
}

function seedNonResidential(
  random: Random,
  BUILDINGS: BuildingSeed[],
  groundFloors: Array<{ sectionId: number; floorId: number; buildingIndex: number; sectionNumber: number }>,
  retail: Array<Array<{ flat: SectionPlan['flats'][number]; layoutId: number }>>,
  insertLot: Database.Statement,
  undergroundLayout: (type: 'parking' | 'storerooms', size: UndergroundSize) => number,
): void {
  let commercialNo = 0;
  groundFloors.forEach((ground, groundIndex) => {
    const building = BUILDINGS[ground.buildingIndex];
    if (!building) return;
    for (const { flat, layoutId } of retail[groundIndex] ?? []) {
      commercialNo += 1;
      const area = flat.layout.area;
      const ppm = Math.round(random.float(620_000, 1_050_000) / 1000) * 1000;
      const price = Math.round((area * ppm) / 1000) * 1000;
      insertLot.run({
        vendor_code: `VR-C-${String(commercialNo).padStart(3, '0')}`,
        type: 'commercial',
        queue_id: building.queueId,
        building_id: building.id,
        section_id: ground.sectionId,
        floor_id: ground.floorId,
        floor: 1,
        number: `П-${commercialNo}`,
        rooms: null,
        area,
        price,
        old_price: null,
        price_per_m2: Math.round(price / area),
        renovation: random.pick(['none', 'whitebox'] as const),
        status: random.weighted<Status>([['free', 75], ['booked', 10], ['sold', 15]]),
        ceiling_height: CEILINGS.commercial,
        layout_id: layoutId,
        plan_x: flat.rect.x,
        plan_y: flat.rect.y,
        plan_w: flat.rect.w,
        plan_h: flat.rect.h,
        plan_flip: flat.flip ? 1 : 0,
        outlook: null,
        features: 0,
      });
    }
  });
  // Parking places and storerooms: underground, no plan position, no features.
  const underground = (
    ground: { sectionId: number },
    building: BuildingSeed,
    lot: { vendorCode: string; type: 'parking' | 'storerooms'; floor: number; number: string; size: UndergroundSize; price: number; oldPrice: number | null; status: Status },
  ) =>
    insertLot.run({
      vendor_code: lot.vendorCode,
      type: lot.type,
      queue_id: building.queueId,
      building_id: building.id,
      section_id: ground.sectionId,
      floor_id: null,
      floor: lot.floor,
      number: lot.number,
      rooms: null,
      area: sizeArea(lot.size),
      price: lot.price,
      old_price: lot.oldPrice,
      price_per_m2: Math.round(lot.price / sizeArea(lot.size)),
      renovation: 'none',
      status: lot.status,
      ceiling_height: CEILINGS.underground,
      layout_id: undergroundLayout(lot.type, lot.size),
      plan_x: null,
      plan_y: null,
      plan_w: null,
      plan_h: null,
      plan_flip: 0,
      outlook: null,
      features: 0,
    });
  const at = (index: number) => {
    const ground = groundFloors[index % groundFloors.length];
    const building = ground ? BUILDINGS[ground.buildingIndex] : undefined;
    return ground && building ? { ground, building } : null;
  };
  for (let i = 1; i <= UNDERGROUND.parking; i += 1) {
    const place = at(i);
    if (!place) continue;
    const size = random.pick(PARKING_BAYS);
    const price = Math.round(random.float(3_500_000, 7_200_000) / 10_000) * 10_000;
    const oldPrice = random.chance(0.1) ? price + 500_000 : null;
    const status = random.weighted<Status>([['free', 65], ['booked', 10], ['sold', 25]]);
    underground(place.ground, place.building, { vendorCode: `VR-P-${String(i).padStart(3, '0')}`, type: 'parking', floor: -1 - (i % UNDERGROUND.parkingLevels), number: `М-${i}`, size, price, oldPrice, status });
  }
  for (let i = 1; i <= UNDERGROUND.storerooms; i += 1) {
    const place = at(i * 7);
    if (!place) continue;
    const size = random.pick(STOREROOM_SIZES);
    const price = Math.round((sizeArea(size) * random.float(250_000, 350_000)) / 1000) * 1000;
    const status = random.weighted<Status>([['free', 70], ['booked', 10], ['sold', 20]]);
    underground(place.ground, place.building, { vendorCode: `VR-S-${String(i).padStart(3, '0')}`, type: 'storerooms', floor: -1, number: `К-${i}`, size, price, oldPrice: null, status });
  }
}

/** A fixed number in [0, 1) for a layout and a feature (FNV-1a): the same plan always draws the same. */
function layoutShare(layoutId: number, feature: Feature): number {
  let hash = 0x811c9dc5;
  for (const char of `${layoutId}:${feature}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash / 0x1_0000_0000;
}

function featureMask(features: Set<Feature>): number {
  return FEATURES.reduce((mask, feature, bit) => (features.has(feature.value) ? mask | (1 << bit) : mask), 0);
}

/** Draws from a shuffled deck of values (weights as copies), reshuffled when used up: every value comes up in each pass. */
function deck<T>(random: Random, weights: ReadonlyArray<readonly [T, number]>): () => T {
  let cards: T[] = [];
  return () => {
    if (cards.length === 0) {
      cards = weights.flatMap(([value, copies]) => Array.from({ length: copies }, () => value));
      for (let i = cards.length - 1; i > 0; i -= 1) {
        const j = random.int(0, i);
        [cards[i], cards[j]] = [cards[j] as T, cards[i] as T];
      }
    }
    return cards.pop() as T;
  };
}
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** What a building gives its flats' layouts: the club house (building 3) a fireplace in every residence. */
function layoutOptions(building: BuildingSeed | undefined): LayoutOptions {
  return { fireplace: building?.number === CLUB_HOUSE_NUMBER };
}
