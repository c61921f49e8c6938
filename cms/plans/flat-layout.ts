/**
 * A flat's layout as architecture: rooms on a metre grid with wall thickness, doors, windows and furniture.
 * Local coordinates: x along the facade, y into the building; the window wall is y = 0, the entrance is on
 * y = depth. One geometry serves the flat's own plan and the floor plan (cms/plans/draw.ts), so a flat on the
 * floor looks exactly like its layout.
 */
import type { Random } from '../seed/random';
import type { Feature } from '../seed/complex';

export type Rect = { x: number; y: number; w: number; h: number };
export type RoomKind = 'living' | 'kitchen' | 'bedroom' | 'hall' | 'entry' | 'bath' | 'wardrobe' | 'laundry';
export type Room = Rect & { kind: RoomKind; label: string; area: number };
/**
 * A door: an opening of `width` on a horizontal wall at `y`, from `x`; the leaf swings towards `swing` ('open': a
 * passage). A `vertical` door is on the wall at `x`, from `y` down: 'up' swings towards smaller x, 'down' larger.
 */
export type Door = { x: number; y: number; width: number; swing: 'up' | 'down' | 'open'; vertical?: boolean };
export type Window = { x: number; width: number };
/** Glazing on an end wall (x = 0: 'start', x = width: 'end') of a flat at the end of its floor: the corner window. */
export type SideWindow = { side: 'start' | 'end'; y: number; width: number };
export type Furniture =
  | { kind: 'bed'; x: number; y: number; w: number; h: number }
  | { kind: 'sofa'; x: number; y: number; w: number; h: number }
  | { kind: 'table'; x: number; y: number; w: number; h: number }
  | { kind: 'counter'; x: number; y: number; w: number; h: number }
  | { kind: 'bath'; x: number; y: number; w: number; h: number }
  | { kind: 'toilet'; x: number; y: number; w: number; h: number }
  | { kind: 'sink'; x: number; y: number; w: number; h: number }
  | { kind: 'shelf'; x: number; y: number; w: number; h: number }
  | { kind: 'fireplace'; x: number; y: number; w: number; h: number };

export type FlatLayout = {
  rooms: number | null;
  width: number;
  depth: number;
  area: number;
  spaces: Room[];
  doors: Door[];
  windows: Window[];
  /** Corner glazing: the end wall's window of the front room at an end of the floor (none elsewhere). */
  sideWindows: SideWindow[];
  /**
   * French balconies: the living room's windows, floor to ceiling behind a glass rail, where the room is wide enough
   * for two bays (none on a set-back floor: its terrace is in front of them).
   */
  frenchWindows: Window[];
  /** The window wall's y: 0, or the terrace's depth on a set-back floor (the terrace lies in front of it). */
  windowWall: number;
  /** The open terrace in front of the window wall of a set-back floor (its area is not the flat's), or none. */
  terrace: (Rect & { area: number }) | null;
  furniture: Furniture[];
  /** The entrance door on the corridor wall (y = depth). */
  entrance: Door;
};

/** Wall thicknesses, m: the flat's outer walls and the partitions inside. */
export const WALL = { outer: 0.3, inner: 0.12 } as const;
const HALL_DEPTH = 1.4;
const DOOR = 0.9;
/** The wall beside the entrance door, from the entry's side wall's axis to the door. */
const ENTRANCE_JAMB = 0.3;

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The net floor area of a room drawn on the axes of its walls. */
function netArea(rect: Rect): number {
  return round1(Math.max(0, rect.w - WALL.inner) * Math.max(0, rect.h - WALL.inner));
}

/** Splits `total` into parts proportional to `weights`, every part at least `min` where possible. */
function split(total: number, weights: number[], min: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (total * w) / sum);
  const short = raw.filter((part) => part < min).length;
  if (short === 0 || short === raw.length || min * raw.length > total) return raw.map(round2);
  const rest = total - short * min;
  const restWeight = weights.filter((_, i) => (raw[i] ?? 0) >= min).reduce((a, b) => a + b, 0);
  return raw.map((part, i) => round2(part < min ? min : (rest * (weights[i] ?? 0)) / restWeight));
}

function frontRooms(rooms: number | null): Array<{ kind: RoomKind; label: string; weight: number }> {
  if (rooms === null) return [{ kind: 'living', label: 'Зал', weight: 1 }];
  if (rooms === 0) return [{ kind: 'living', label: 'Студия', weight: 1 }];
  if (rooms === 1) return [
    { kind: 'bedroom', label: 'Комната', weight: 1.15 },
    { kind: 'kitchen', label: 'Кухня', weight: 0.85 },
  ];
  const bedrooms = rooms - 1;
  // With two bedrooms and more the master bedroom is last, at the flat's end: its suite (a wardrobe and its own
  // bathroom) lies behind it, entered from it alone.
  return [
    { kind: 'living', label: 'Кухня-гостиная', weight: 1.7 },
    ...Array.from({ length: bedrooms }, (_, i) => ({
      kind: 'bedroom' as const,
      label: i === bedrooms - 1 && bedrooms > 1 ? MASTER_BEDROOM : 'Спальня',
      weight: i === bedrooms - 1 && bedrooms > 1 ? 1.25 : 1,
    })),
  ];
}

function backRooms(rooms: number | null): Array<{ kind: RoomKind; label: string; weight: number }> {
  const entry = { kind: 'entry' as const, label: 'Прихожая', weight: 1.5 };
  const bath = { kind: 'bath' as const, label: 'Санузел', weight: 1.1 };
  if (rooms === null) return [entry, bath];
  if (rooms <= 1) return [bath, entry];
  if (rooms === 2) return [bath, entry, { kind: 'wardrobe', label: 'Гардеробная', weight: 0.8 }];
  return [entry, bath, ...(rooms >= 4 ? [{ kind: 'laundry' as const, label: 'Постирочная', weight: 0.7 }] : [])];
}

export const MASTER_BEDROOM = 'Мастер-спальня';
/** The master suite's rooms behind the master bedroom, entered from it. */
const SUITE: ReadonlyArray<{ kind: RoomKind; label: string; weight: number }> = [
  { kind: 'wardrobe', label: 'Гардеробная', weight: 0.9 },
  { kind: 'bath', label: 'Мастер-ванная', weight: 1.1 },
];

/** The kitchen-living room of a flat of three rooms and more: 30 to 45 m² (premium proportions), by its rooms. */
export const LIVING_AREA = { min: 30, max: 45, byRooms: (rooms: number) => Math.min(45, 32 + (rooms - 3) * 5) } as const;
/** The narrowest bedroom, m between wall axes. */
const BEDROOM_MIN_WIDTH = 3;

/** Front widths: a large flat's kitchen-living room gets its area first, the bedrooms share the rest by weight. */
function frontSplit(rooms: number | null, width: number, frontDepth: number, weights: number[]): number[] {
  if (rooms === null || rooms < 3) return split(width, weights, 2.9);
  const bedrooms = weights.length - 1;
  const wanted = LIVING_AREA.byRooms(rooms) / (frontDepth - WALL.inner) + WALL.inner;
  const living = round2(Math.max(Math.min(wanted, width - bedrooms * BEDROOM_MIN_WIDTH), LIVING_AREA.min / (frontDepth - WALL.inner) + WALL.inner));
  return [living, ...split(width - living, weights.slice(1), BEDROOM_MIN_WIDTH)];
}

/**
 * Lays out a flat of `width` × `depth` metres: living rooms along the window wall, a hall across the
 * flat, and the entrance, bathrooms and wardrobes along the corridor wall; a flat at an end of its floor (`corner`)
 * has corner glazing in its end room. Deterministic for one `random`.
 */
export function flatLayout(
  rooms: number | null,
  width: number,
  depth: number,
  random: Random,
  corner: SideWindow['side'] | null = null,
  terraceDepth = 0,
  options: LayoutOptions = {},
): FlatLayout {
  const inside = roomsLayout(rooms, width, round2(depth - terraceDepth), random, corner, options);
  if (!terraceDepth) return inside;
  // A set-back floor: the rooms stand behind a terrace as deep as the set-back, the window wall on its inner edge.
  const down = <T extends { y: number }>(item: T): T => ({ ...item, y: round2(item.y + terraceDepth) });
  return {
    ...inside,
    depth,
    spaces: inside.spaces.map(down),
    doors: inside.doors.map(down),
    furniture: inside.furniture.map(down),
    sideWindows: inside.sideWindows.map(down),
    entrance: down(inside.entrance),
    frenchWindows: [],
    windowWall: terraceDepth,
    terrace: { x: 0, y: 0, w: width, h: terraceDepth, area: round1(width * terraceDepth) },
  };
}

/** What a building gives its flats: a fireplace in the living room (the club house: «резиденции с каминами»). */
export type LayoutOptions = { fireplace?: boolean };

function roomsLayout(rooms: number | null, width: number, depth: number, random: Random, corner: SideWindow['side'] | null, options: LayoutOptions): FlatLayout {
  const frontDepth = round2(Math.max(3.6, (depth - HALL_DEPTH) * random.float(0.6, 0.66)));
  const hallY = frontDepth;
  const backY = round2(frontDepth + HALL_DEPTH);
  const backDepth = round2(depth - backY);

  const front = frontRooms(rooms);
  const frontWidths = frontSplit(rooms, width, frontDepth, front.map((r) => r.weight * random.float(0.92, 1.08)));
  const back = backRooms(rooms);
  const suite = front.at(-1)?.label === MASTER_BEDROOM;

  const spaces: Room[] = [];
  const doors: Door[] = [];
  const windows: Window[] = [];
  const sideWindows: SideWindow[] = [];
  const frenchWindows: Window[] = [];
  const furniture: Furniture[] = [];

  let x = 0;
  let suiteX = width;
  front.forEach((room, i) => {
    const w = i === front.length - 1 ? round2(width - x) : (frontWidths[i] ?? 3);
    const rect = { x, y: 0, w, h: frontDepth };
    // The master bedroom takes the hall's depth too: its suite opens from it, the hall ends at its wall.
    const master = suite && i === front.length - 1;
    if (master) suiteX = x;
    const space = master ? { ...rect, h: backY } : rect;
    spaces.push({ ...space, kind: room.kind, label: room.label, area: netArea(space) });
    // One window per 3.6 m of wall, centred in equal bays.
    const count = Math.max(1, Math.round(w / 3.6));
    const bay = w / count;
    const french = room.kind === 'living' && rooms !== null && count >= 2;
    for (let k = 0; k < count; k += 1) {
      // Corner glazing: the bay at the flat's end runs to the corner and turns onto the end wall.
      const atCorner = (corner === 'start' && i === 0 && k === 0) || (corner === 'end' && i === front.length - 1 && k === count - 1);
      const from = atCorner && corner === 'start' ? x + WALL.outer / 2 : x + bay * k + bay * 0.2;
      const to = atCorner && corner === 'end' ? x + w - WALL.outer / 2 : x + bay * k + bay * 0.8;
      const glazing = { x: round2(from), width: round2(to - from) };
      windows.push(glazing);
      if (french) frenchWindows.push(glazing);
    }
    if ((corner === 'start' && i === 0) || (corner === 'end' && i === front.length - 1)) {
      sideWindows.push({ side: corner, y: round2(WALL.outer / 2), width: round2(Math.min(2.8, frontDepth - 1.2)) });
    }
    const door: Door = master
      ? { x, y: round2(hallY + (HALL_DEPTH - DOOR) / 2), width: DOOR, swing: 'down', vertical: true }
      : { x: round2(x + Math.min(0.5, w * 0.15)), y: hallY, width: DOOR, swing: 'up' };
    doors.push(door);
    // The furniture keeps clear of the door's swing (a master bedroom's door opens below its bed, into the suite's passage).
    const clear = master ? rect.x : round2(door.x + door.width + 0.1);
    furniture.push(...furnishFront(room.kind, rect, room.kind === 'living' && rooms !== null && options.fireplace === true, clear));
    x = round2(x + w);
  });

  const hall = { x: 0, y: hallY, w: suiteX, h: HALL_DEPTH };
  spaces.push({ ...hall, kind: 'hall', label: 'Холл', area: netArea(hall) });

  // The back row: the entrance, bathroom (and laundry) along the hall, the suite behind the master bedroom.
  const rows = [
    ...placeRow(back, 0, suiteX, 1.6),
    ...(suite ? placeRow(SUITE, suiteX, width - suiteX, 1.5) : []),
  ];
  let entrance: Door = { x: 0.4, y: depth, width: DOOR, swing: 'up' };
  rows.forEach(({ room, x, w }) => {
    const rect = { x, y: backY, w, h: backDepth };
    spaces.push({ ...rect, kind: room.kind, label: room.label, area: netArea(rect) });
    if (room.kind === 'entry') {
      // The entrance at the entry's right, a jamb's width from its wall: the wardrobe stands to its left.
      entrance = { x: round2(x + w - ENTRANCE_JAMB - DOOR), y: depth, width: DOOR, swing: 'up' };
      doors.push({ x: round2(x + 0.25), y: backY, width: round2(Math.max(DOOR, w - 0.5)), swing: 'open' });
    } else {
      doors.push({ x: round2(x + Math.min(0.3, w * 0.1)), y: backY, width: Math.min(0.8, w * 0.6), swing: 'down' });
    }
    furniture.push(...furnishBack(room.kind, rect, entrance));
  });

  const area = round1(spaces.reduce((sum, room) => sum + room.area, 0));
  return { rooms, width, depth, area, spaces, doors, windows, sideWindows, frenchWindows, windowWall: 0, terrace: null, furniture, entrance };
}

/** Rooms side by side from `x` over `width`, by weight. */
function placeRow(rooms: ReadonlyArray<{ kind: RoomKind; label: string; weight: number }>, from: number, width: number, min: number) {
  const widths = split(width, rooms.map((room) => room.weight), min);
  let x = from;
  return rooms.map((room, i) => {
    const w = i === rooms.length - 1 ? round2(from + width - x) : (widths[i] ?? 2);
    const placed = { room, x, w };
    x = round2(x + w);
    return placed;
  });
}

/**
 * A front room's furniture. `clear` is where the door's swing ends along the hall wall: the bed, the sofa and the
 * kitchen's table and counter keep out of the swing (the square the leaf sweeps in front of the door).
 */
function furnishFront(kind: RoomKind, room: Rect, fireplace: boolean, clear: number): Furniture[] {
  const cx = room.x + room.w / 2;
  const swingTop = room.h - DOOR - 0.1;
  if (kind === 'bedroom') {
    // The headboard against the hall wall, beside the door's swing; the window and the room's name beyond its foot.
    const right = room.x + room.w - 0.2;
    const bw = Math.min(1.8, room.w - 1.4, right - clear);
    if (bw >= 1.4) return [{ kind: 'bed', x: round2(Math.max(cx - bw / 2, clear)), y: round2(room.h - 2.3), w: round2(bw), h: 2.05 }];
    // A narrow room: the bed in its middle, moved towards the window until its head is short of the swing.
    const narrow = Math.min(1.6, room.w - 0.5);
    return [{ kind: 'bed', x: round2(cx - narrow / 2), y: round2(swingTop - 2.05), w: round2(narrow), h: 2.05 }];
  }
  if (kind === 'kitchen') {
    // The table clear of the counter (narrower in a narrow kitchen), its far chairs short of the door's swing.
    const tableW = Math.min(1.0, room.w - 1.02);
    const tableX = Math.min(Math.max(cx - 0.2, room.x + 0.87), room.x + room.w - 0.15 - tableW);
    return [
      { kind: 'counter', x: round2(room.x + 0.15), y: 0.15, w: 0.62, h: round2(Math.min(room.h - 0.9, swingTop - 0.15)) },
      { kind: 'table', x: round2(tableX), y: round2(Math.min(room.h * 0.55, swingTop - 1.35)), w: round2(tableW), h: 0.9 },
    ];
  }
  if (kind === 'living') {
    // With a fireplace the kitchen is shorter: the hearth stands on the same inner wall, nearer the hall. The table's
    // near chairs short of the door's swing.
    const table = { kind: 'table' as const, x: round2(room.x + room.w - 2.6), y: round2(Math.min(room.h * 0.5, swingTop - 2.05)), w: 1.0, h: 1.6 };
    const items: Furniture[] = [
      { kind: 'counter', x: round2(room.x + room.w - 0.78), y: 0.15, w: 0.62, h: round2(fireplace ? Math.min(2.4, room.h - 1.6) : Math.min(3.6, room.h - 1)) },
      table,
    ];
    if (fireplace) items.push({ kind: 'fireplace', x: round2(room.x + room.w - 0.6), y: round2(room.h - 1.35), w: 0.45, h: 1.1 });
    // The sofa against the hall wall between the door's swing and the dining table, or facing the windows where
    // that leaves it too short, or none.
    const beside = Math.min(2.6, table.x - 0.3 - (clear + 0.1));
    if (beside >= 1.6) items.push({ kind: 'sofa', x: round2(clear + 0.1), y: round2(room.h - 1.3), w: round2(beside), h: 0.95 });
    else if (room.w > 4.5 && table.y - 0.45 >= 0.5 + 0.95 + 0.2) items.push({ kind: 'sofa', x: round2(room.x + 0.6), y: 0.5, w: round2(Math.min(2.6, room.w - 3.4)), h: 0.95 });
    return items;
  }
  return [];
}

function furnishBack(kind: RoomKind, room: Rect, entrance: Door): Furniture[] {
  const inner = { x: room.x + 0.12, y: room.y + 0.12, w: room.w - 0.24, h: room.h - 0.24 };
  if (kind === 'bath') {
    // The door opens at the top left (doors on y = backY, near the room's left): the tub lies along the far wall,
    // the toilet and the basin along the right wall below the door's swing.
    const wide = inner.w >= 1.75;
    const items: Furniture[] = [
      { kind: 'toilet', x: round2(inner.x + inner.w - 0.5), y: round2(inner.y + 1), w: 0.4, h: 0.65 },
      wide
        ? { kind: 'sink', x: round2(inner.x + inner.w - 1.15), y: round2(inner.y + 1.05), w: 0.55, h: 0.45 }
        : { kind: 'sink', x: round2(inner.x + inner.w - 0.55), y: round2(inner.y + 1.8), w: 0.45, h: 0.6 },
    ];
    if (wide && inner.h >= 2.5) items.push({ kind: 'bath', x: round2(inner.x), y: round2(inner.y + inner.h - 0.75), w: Math.min(1.7, round2(inner.w)), h: 0.75 });
    return items;
  }
  if (kind === 'entry') {
    // The wardrobe clear of the entrance door's swing: along the entrance wall where the door leaves 0.6 m beside it,
    // else along the side wall between the hall's passage and the swing.
    const beside = round2(Math.min(1.2, entrance.x - 0.1 - inner.x));
    if (beside >= 0.6) return [{ kind: 'shelf', x: round2(inner.x), y: round2(inner.y + inner.h - 0.6), w: beside, h: 0.55 }];
    const top = round2(inner.y + 0.6);
    const bottom = round2(inner.y + inner.h - DOOR - 0.1);
    return bottom - top >= 0.8 ? [{ kind: 'shelf', x: round2(inner.x), y: top, w: 0.55, h: round2(bottom - top) }] : [];
  }
  if (kind === 'wardrobe') {
    return [{ kind: 'shelf', x: round2(inner.x), y: round2(inner.y + inner.h - 0.6), w: round2(inner.w), h: 0.55 }];
  }
  if (kind === 'laundry') return [{ kind: 'counter', x: round2(inner.x), y: round2(inner.y + inner.h - 0.65), w: round2(inner.w), h: 0.6 }];
  return [];
}

/** The features a flat's drawing shows: corner glazing, a master bedroom, a wardrobe, a terrace, French balconies, a fireplace (what its lot may list). */
export function drawnFeatures(layout: FlatLayout): Feature[] {
  return [
    ...(layout.frenchWindows.length ? (['balcony'] as const) : []),
    ...(layout.furniture.some((item) => item.kind === 'fireplace') ? (['fireplace'] as const) : []),
    ...(layout.sideWindows.length ? (['corner_windows'] as const) : []),
    ...(layout.spaces.some((room) => room.label === 'Мастер-спальня') ? (['master_bedroom'] as const) : []),
    ...(layout.spaces.some((room) => room.kind === 'wardrobe') ? (['wardrobe'] as const) : []),
    ...(layout.terrace ? (['terrace'] as const) : []),
  ];
}
