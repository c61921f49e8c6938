import { BUILDINGS, CEILINGS, COMPLEX_FACTS, buildingHeight, floorBaseHeight } from '../seed/complex';
import { CUBE_FACES, direction, yawPitch, type CubeFace } from './equirect';
import { PHOTOS_PER_MONTH, SITE_NEWS_CATEGORY, constructionState, progressCaption, progressMonths, type ConstructionState } from '../seed/progress-plan';
import { createRandom } from '../seed/random';
import { FURNISH_PACKAGES } from '../seed/content';
import { MASTER_PLAN, aerialCamera } from '../plans/master-plan';
import { OUTLOOKS, VIEW_FIELD, allWindowViews, windowEye, windowPictureName, type WindowView } from '../plans/window-views';

/**
 * Every rendered picture of the demo: one world (cms/render/scene), a camera and a light each. Names are the
 * media names the seed stores them under (`views/{name}.webp`); `alt` is the picture's text alternative.
 */
type Vec = [number, number, number];
type BuildingState = ConstructionState;
type Light = 'day' | 'morning' | 'golden' | 'dusk' | 'overcast';

const WORLD = { buildings: BUILDINGS.map(({ number, floors, footprint, crown }) => ({ number, floors, footprint, crown })) };

export type Shot = {
  name: string;
  alt: string;
  width: number;
  height: number;
  supersample: number;
  quality?: number;
  light: Light;
  /** A perspective camera of `fov` degrees, or an orthographic one seeing `ortho` metres each way from its axis. */
  camera: {
    position: Vec;
    target: Vec;
    fov: number;
    near?: number;
    ortho?: { halfWidth: number; halfHeight: number };
    /** A shift lens's rise, a share of the frame's height (WebGL pictures): the camera level, the frame moved up. */
    shift?: number;
  };
  world: typeof WORLD & { progress?: { park: boolean; buildings: Record<number, BuildingState> }; season?: Season };
  shadow?: { focus: Vec; radius: number };
  ao?: { radius: number; intensity?: number };
  interior?: { kind: 'flat' | 'lobby' | 'pool' | 'terrace'; building: number; floor?: number; floors?: number; palette?: string; height?: number; ceiling?: number };
  construction?: { seed: number; buildings: Record<number, BuildingState> };
  stamp?: string;
  /** Path-traced by Cycles (cms/render/cycles.ts) rather than drawn by WebGL. */
  traced?: boolean;
  /** A panorama: six faces this many pixels square (before supersampling), joined into `width` × `height`. */
  face?: number;
  faces?: readonly CubeFace[];
};

const SIZES = { hero: [1600, 1000], heroPortrait: [1280, 2048], card: [960, 640], photo: [1200, 800], menu: [800, 600] } as const;

function exterior(name: string, alt: string, light: Light, position: Vec, target: Vec, fov: number, size: readonly [number, number] = SIZES.card): Shot {
  return { name, alt, light, width: size[0], height: size[1], supersample: 2, camera: { position, target, fov }, world: WORLD };
}

const withShift = (shot: Shot, shift: number): Shot => ({ ...shot, camera: { ...shot.camera, shift } });

function interior(name: string, alt: string, light: Light, room: NonNullable<Shot['interior']>, position: Vec, target: Vec, fov: number, size: readonly [number, number] = SIZES.card): Shot {
  const focus: Vec = [target[0], position[1], target[2]];
  return { name, alt, light, width: size[0], height: size[1], supersample: 2, camera: { position, target, fov, near: 0.05 }, world: WORLD, interior: room, shadow: { focus, radius: 40 }, ao: { radius: 0.8 } };
}

/** The show flat is on the 26th floor of building 2: its floor's base height (cms/render/scene/residence.js). */
const FLAT_FLOOR = 26;
const flatEye = (floor = FLAT_FLOOR) => floorBaseHeight(floor) + 1.45;

/** Every building's state in a month (queues not yet started stand untouched). */
function siteIn(year: number, month: number): Record<number, BuildingState> {
  const state: Record<number, BuildingState> = {};
  for (const building of BUILDINGS) {
    const reports = progressMonths().filter((r) => r.queue === building.queueId);
    const when = year * 12 + month;
    // Before its first report a queue's site is untouched; after its last one it stands as last reported.
    const last = reports.filter((r) => r.year * 12 + r.month <= when).at(-1);
    state[building.number] = last ? constructionState(building.floors, last.percent) : { built: 0, rising: 0, clad: 0, slab: 0 };
  }
  return state;
}

/** What a month looks like in Moscow: bare broadleaved trees November–April, snow December–March, wet ground in spring and autumn. */
export type Season = { bare: boolean; snow: boolean; wet: boolean };
export function seasonOf(month: number): Season {
  return { bare: month >= 11 || month <= 4, snow: month === 12 || month <= 3, wet: month === 4 || month === 10 || month === 11 };
}
/**
 * A site photo's light: the flat grey of a site camera's day in every month (a clear summer sky burns the mud and the
 * concrete of an aerial view to one pale grey); the month shows in the trees, the snow and the wet ground.
 */
const SITE_LIGHT: Light = 'overcast';

function construction(name: string, alt: string, light: Light, year: number, month: number, position: Vec, target: Vec, fov: number, seed: number, stamp?: string): Shot {
  const buildings = siteIn(year, month);
  return {
    name, alt, light, width: SIZES.photo[0], height: SIZES.photo[1], supersample: 1.5, quality: 72,
    camera: { position, target, fov }, world: { ...WORLD, progress: { park: false, buildings }, season: seasonOf(month) }, construction: { seed, buildings }, stamp,
  };
}

/** The three cameras of a month's report, per queue: what each looks at and from where. */
const PROGRESS_RIGS: Record<number, ReadonlyArray<{ building: number; position: Vec; target: Vec; fov: number }>> = {
  1: [
    { building: 2, position: [262, 72, 236], target: [55, 30, 60], fov: 48 },
    { building: 1, position: [160, 1.8, -31], target: [95, 24, 20], fov: 64 },
    { building: 3, position: [-92, 42, 228], target: [30, 14, 150], fov: 50 },
  ],
  2: [
    { building: 4, position: [330, 58, 250], target: [190, 14, 110], fov: 48 },
    { building: 4, position: [276, 1.8, 28], target: [205, 14, 70], fov: 64 },
    { building: 5, position: [60, 1.8, 233], target: [115, 10, 180], fov: 62 },
  ],
};

const jitter = (random: ReturnType<typeof createRandom>, [x, y, z]: Vec, by: number, up: number): Vec => [x + random.float(-by, by), Math.max(1.7, y + random.float(-up, up)), z + random.float(-by, by)];
const two = (n: number) => String(n).padStart(2, '0');
const buildingNamed = (number: number) => BUILDINGS.find((b) => b.number === number)!;

/** A month's photos: `progress-{id}-{n}`, dated, each with its caption (the seed's progress photo captions). */
export function progressPhotos(): Array<{ id: number; n: number; caption: string; shot: Shot }> {
  return progressMonths().flatMap((report) =>
    PROGRESS_RIGS[report.queue]!.slice(0, PHOTOS_PER_MONTH).map((rig, index) => {
      const random = createRandom(report.id * 31 + index);
      const building = buildingNamed(rig.building);
      const caption = progressCaption(building.name, building.floors, report.percent);
      const day = 10 + ((report.id * 7 + index * 3) % 15);
      const shot = construction(
        `progress-${report.id}-${index + 1}`,
        `Стройплощадка, ${two(day)}.${two(report.month)}.${report.year}. ${caption}`,
        SITE_LIGHT, report.year, report.month,
        jitter(random, rig.position, 6, 3), jitter(random, rig.target, 4, 2), rig.fov + random.float(-3, 3), report.id * 10 + index,
        `${two(day)}.${two(report.month)}.${report.year}`,
      );
      // The visitor's caption: the building and how far it has risen, and the day the photo was taken.
      return { id: report.id, n: index + 1, caption: `${caption} · ${two(day)}.${two(report.month)}.${report.year}`, shot };
    }),
  );
}

const benefits: Shot[] = [
  exterior('benefit-1', 'Двор-парк без машин: газоны, дорожки и деревья между корпусами', 'morning', [152, 1.7, 138], [108, 9, 84], 62),
  interior('benefit-2', 'Двухсветное лобби: ореховая стена, стойка консьержа на фоне подсвеченного оникса, гостиная для жителей', 'overcast', { kind: 'lobby', building: 1, height: COMPLEX_FACTS.lobbyHeight }, [108.4, 1.7, 27.6], [93, 3, 15], 72),
  interior('benefit-3', 'Гостиная видовой квартиры на 26-м этаже: панорамное остекление над двором-парком', 'morning', { kind: 'flat', building: 2, floor: FLAT_FLOOR, palette: 'show' }, [21.9, flatEye(), 34.6], [30, flatEye() - 1.2, 30.8], 68),
  exterior('benefit-4', 'Клубный дом — корпус 3 из тёмного известняка в зелени двора', 'day', [70, 1.8, 206], [26, 16, 168], 58),
  exterior('benefit-5', 'Прогулочный бульвар вдоль двора-парка', 'day', [92, 1.7, 140], [136, 15, 62], 62),
  interior('benefit-6', 'Бассейн 25 метров для жителей на первом этаже корпуса 2', 'overcast', { kind: 'pool', building: 2 }, [26.8, 2.1, 61.2], [17, 0.6, 40], 70),
];

/** The master plan's picture: the camera of the drawing's own projection, so its outlines sit on the buildings. */
function masterPlan(): Shot {
  const { position, target, halfWidth, halfHeight } = aerialCamera();
  return {
    name: 'genplan', alt: 'Генеральный план: корпуса, двор-парк и улицы вокруг, вид сверху', light: 'day',
    width: MASTER_PLAN.width, height: MASTER_PLAN.height, supersample: 2,
    camera: { position, target, fov: 0, ortho: { halfWidth, halfHeight } }, world: WORLD,
  };
}

const places: Shot[] = [
  masterPlan(),
  exterior('hero', 'Корпуса резиденции «Вереск» над двором-парком в вечернем солнце', 'golden', [360, 58, 320], [70, 46, 60], 36, SIZES.hero),
  exterior('hero-portrait', 'Корпуса резиденции «Вереск» над двором-парком в вечернем солнце', 'golden', [220, 20, 190], [70, 20, 45], 52, SIZES.heroPortrait),
  exterior('menu', 'Резиденция «Вереск» вечером: светятся окна корпусов', 'dusk', [300, 80, -110], [90, 30, 90], 44, SIZES.menu),
  exterior('office', 'Офис продаж на Вересковом переулке у корпуса 1', 'day', [150, 1.7, -32], [104, 14, 8], 60, SIZES.photo),
  // Eye level on the shops' pavement, a shift lens keeping the verticals straight.
  withShift(exterior('retail', 'Витрины коммерческих помещений на Звенигородском шоссе вечером', 'dusk', [150, 1.6, 198.5], [112, 1.6, 183], 50, SIZES.photo), 0.2),
];

/** Three pictures per furnishing package: the living room towards the window, the kitchen and dining, the sofa corner. */
const FURNISH_CAMERAS: ReadonlyArray<{ position: Vec; target: Vec; fov: number; what: string }> = [
  { position: [23.6, flatEye(), 28.6], target: [30, flatEye() - 0.9, 36], fov: 72, what: 'гостиная с панорамным окном' },
  { position: [28.6, flatEye() - 0.1, 37.2], target: [21, flatEye() - 0.6, 31], fov: 70, what: 'кухня и обеденная зона' },
  { position: [29.2, flatEye() - 0.2, 29.2], target: [24.6, flatEye() - 0.9, 34], fov: 68, what: 'диван и журнальный столик' },
];
// The packages as the site names them (cms/seed/content.ts): each is a style of cms/render/scene/flat.js by its slug.
const furnish: Shot[] = FURNISH_PACKAGES.flatMap(({ slug, title }, p) =>
  FURNISH_CAMERAS.map((camera, n) =>
    interior(`furnish-${slug}-${n + 1}`, `Отделка «${title}»: ${camera.what}`, (['morning', 'day', 'golden'] as const)[(p + n) % 3]!, { kind: 'flat', building: 2, floor: FLAT_FLOOR - p * 4, palette: slug }, [camera.position[0], camera.position[1] - p * 13.2, camera.position[2]], [camera.target[0], camera.target[1] - p * 13.2, camera.target[2]], camera.fov, SIZES.photo),
  ),
);

/** The cameras' last snapshots: the site in November's grey light, bare trees on wet ground. */
const cameras: Shot[] = [
  construction('camera-1', 'Камера 1: корпуса 1 и 2', 'overcast', 2026, 11, [250, 64, 210], [60, 36, 50], 52, 901),
  construction('camera-2', 'Камера 2: клубный дом', 'overcast', 2026, 11, [96, 30, 236], [25, 14, 165], 56, 902),
  construction('camera-3', 'Камера 3: вторая очередь', 'overcast', 2026, 11, [300, 40, 150], [170, 12, 120], 58, 903),
];

/**
 * News covers: construction news show the site in their month, the others the complex, its rooms and its park, each
 * once, in the order of the other stories, newest first (cms/seed/news-stories.ts): the lighting project at dusk, the
 * landscape's park, the club house's stone, the lobby's design, the furnishing, the showroom's room, the fitness
 * club's pool.
 */
const COVER_RIGS: ReadonlyArray<{ light: Light; position: Vec; target: Vec; fov: number; alt: string; room?: NonNullable<Shot['interior']>; supersample?: number }> = [
  { light: 'day', position: [-70, 90, 260], target: [90, 30, 80], fov: 42, alt: 'Резиденция «Вереск» с юго-запада' },
  { light: 'golden', position: [200, 1.7, 160], target: [100, 40, 20], fov: 58, alt: 'Корпуса над деревьями двора-парка' },
  { light: 'dusk', position: [40, 60, 330], target: [100, 30, 100], fov: 46, alt: 'Вечерний вид на корпуса комплекса' },
  { light: 'morning', position: [300, 110, 20], target: [100, 20, 110], fov: 44, alt: 'Вид на комплекс с востока' },
  { light: 'day', position: [121, 1.7, 118], target: [121, 3, 80], fov: 64, alt: 'Аллея двора-парка и бассейн на пересечении дорожек' },
  { light: 'golden', position: [240, 40, -80], target: [110, 40, 60], fov: 48, alt: 'Корпуса 1 и 4 с Верескового переулка' },
  { light: 'dusk', position: [140, 1.7, 150], target: [60, 30, 40], fov: 60, alt: 'Двор-парк вечером' },
  { light: 'day', position: [-30, 1.7, 200], target: [30, 20, 160], fov: 62, alt: 'Клубный дом с улицы' },
  { light: 'morning', position: [20, 160, 400], target: [100, 20, 90], fov: 40, alt: 'Комплекс и парк с высоты' },
  { light: 'golden', position: [260, 1.8, 225], target: [200, 30, 90], fov: 56, alt: 'Корпус 4 со Звенигородского шоссе' },
  { light: 'day', position: [23.6, 0, 28.6], target: [30, -0.9, 36], fov: 70, alt: 'Гостиная с видом на парк', room: { kind: 'flat', building: 2, floor: 18, palette: 'scandi' } },
  { light: 'golden', position: [104, 1.6, 27], target: [92, 2.5, 14], fov: 72, alt: 'Лобби корпуса 1', room: { kind: 'lobby', building: 1, height: COMPLEX_FACTS.lobbyHeight } },
  { light: 'morning', position: [28.6, -0.1, 37.2], target: [21, -0.6, 31], fov: 70, alt: 'Кухня-гостиная в отделке «Неоклассика»', room: { kind: 'flat', building: 2, floor: 12, palette: 'classic' } },
  { light: 'dusk', position: [-60, 30, 100], target: [20, 40, 40], fov: 52, alt: 'Корпус 2 вечером' },
  { light: 'dusk', position: [29.2, -0.2, 29.2], target: [24.6, -0.9, 34], fov: 68, alt: 'Гостиная вечером', room: { kind: 'flat', building: 2, floor: 29, palette: 'loft' } },
  { light: 'day', position: [330, 60, 200], target: [120, 40, 50], fov: 36, alt: 'Корпуса комплекса с юго-востока' },
  { light: 'golden', position: [-120, 50, -60], target: [60, 30, 80], fov: 46, alt: 'Вид на комплекс с северо-запада' },
  { light: 'morning', position: [175, 1.7, 58], target: [110, 35, 10], fov: 62, alt: 'Корпус 1 со стороны двора' },
  // The pool's slatted ceiling recedes to lines finer than a pixel: a moiré at 2× supersampling, gone at 4×.
  { light: 'day', position: [12, 2.1, 58], target: [22, 0.6, 38], fov: 70, alt: 'Бассейн для жителей', room: { kind: 'pool', building: 2 }, supersample: 4 },
  { light: 'day', position: [200, 25, 260], target: [110, 10, 180], fov: 52, alt: 'Корпус 5 над Звенигородским шоссе' },
  { light: 'golden', position: [62, 1.7, 100], target: [182, 8, 100], fov: 64, alt: 'Главная аллея двора-парка' },
  { light: 'morning', position: [120, 300, 380], target: [110, 0, 96], fov: 40, alt: 'Генеральный план с высоты птичьего полёта' },
];

export function newsCovers(items: ReadonlyArray<{ id: number; category: string; date: string }>): Shot[] {
  let other = 0;
  // Newest first, whatever order the caller read them in.
  return [...items].sort((a, b) => b.id - a.id).map((item, index) => {
    const name = `news-${item.id}`;
    if (item.category === SITE_NEWS_CATEGORY) {
      const [year, month] = item.date.split('-').map(Number) as [number, number];
      const rig = PROGRESS_RIGS[1]![index % 3]!;
      const random = createRandom(item.id * 97);
      return construction(name, `Стройплощадка, ${two(month)}.${year}`, SITE_LIGHT, year, month, jitter(random, rig.position, 14, 8), jitter(random, rig.target, 6, 4), rig.fov + random.float(-4, 4), item.id * 13, undefined);
    }
    const rig = COVER_RIGS[other % COVER_RIGS.length]!;
    other += 1;
    if (rig.room) {
      const eye = rig.room.kind === 'flat' ? flatEye(rig.room.floor) : 0;
      const shot = interior(name, rig.alt, rig.light, rig.room, [rig.position[0], rig.position[1] + eye, rig.position[2]], [rig.target[0], rig.target[1] + eye, rig.target[2]], rig.fov);
      return rig.supersample ? { ...shot, supersample: rig.supersample } : shot;
    }
    return exterior(name, rig.alt, rig.light, rig.position, rig.target, rig.fov);
  });
}

/** The tour's show flat: the floor and ceiling its text states (cms/seed/tour.ts); its ceiling is every typical floor's flats' (it said 3,2 m of 3,05). */
export const TOUR_FLAT = { floor: 19, ceiling: CEILINGS.flat } as const;
const TOWER = BUILDINGS.find((b) => b.number === 2)!;
/** Building 2's roof, and the terrace's deck on its parapet (cms/render/scene/interiors.js). */
export const TOWER_ROOF = buildingHeight(TOWER.floors);
export const TERRACE_DECK = TOWER_ROOF + 1.3;

export type TourSlug = 'lobby' | 'courtyard' | 'flat' | 'terrace';
type TourScene = { slug: TourSlug; light: Light; eye: Vec; look: Vec; room?: NonNullable<Shot['interior']>; links: ReadonlyArray<{ to: TourSlug; point: Vec }> };

const FLAT_BASE = floorBaseHeight(TOUR_FLAT.floor);
/** Where each scene of the tour stands in the world, where it first looks and where its doorways lead. */
const TOUR: readonly TourScene[] = [
  {
    slug: 'lobby', light: 'day', eye: [101, 1.6, 22], look: [101, 1.6, 40], room: { kind: 'lobby', building: 1, height: COMPLEX_FACTS.lobbyHeight },
    links: [{ to: 'courtyard', point: [101, 2.2, 30.4] }, { to: 'flat', point: [106.5, 1.4, 12.1] }],
  },
  {
    slug: 'courtyard', light: 'morning', eye: [121, 1.7, 113], look: [70, 20, 60],
    links: [{ to: 'lobby', point: [101, 2, 30.5] }, { to: 'terrace', point: [19, TERRACE_DECK, 40] }],
  },
  {
    slug: 'flat', light: 'morning', eye: [27.4, FLAT_BASE + 1.55, 36.2], look: [30, FLAT_BASE + 1.2, 36], room: { kind: 'flat', building: 2, floor: TOUR_FLAT.floor, ceiling: TOUR_FLAT.ceiling, palette: 'show' },
    links: [{ to: 'lobby', point: [28.1, FLAT_BASE + 1.2, 38] }, { to: 'terrace', point: [29.9, FLAT_BASE + 2.4, 31] }],
  },
  {
    slug: 'terrace', light: 'golden', eye: [20, TERRACE_DECK + 1.6, 50], look: [121, 0, 99], room: { kind: 'terrace', building: 2, floors: TOWER.floors },
    links: [{ to: 'flat', point: [19, TERRACE_DECK + 1.2, 28.05] }, { to: 'courtyard', point: [121, 0, 99] }],
  },
];

/** The tour's scenes as the seed stores them: the first view's yaw and the hotspots' yaw and pitch. */
export function tourScenes(): Array<{ slug: TourSlug; yaw: number; links: Array<{ to: TourSlug; yaw: number; pitch: number }> }> {
  return TOUR.map((scene) => ({
    slug: scene.slug,
    yaw: yawPitch(scene.eye, scene.look).yaw,
    links: scene.links.map((link) => ({ to: link.to, ...yawPitch(scene.eye, link.point) })),
  }));
}

export const TOUR_PANORAMA = { width: 4096, height: 2048 } as const;
function tourShots(): Shot[] {
  return TOUR.flatMap((scene) => {
    const base = { light: scene.light, world: WORLD, interior: scene.room, ao: scene.room && scene.room.kind !== 'terrace' ? { radius: 0.8 } : undefined, shadow: scene.room ? { focus: scene.eye, radius: 60 } : undefined };
    const yaw = yawPitch(scene.eye, scene.look).yaw;
    const ahead = direction(yaw, 0);
    // The thumbnail looks the other way round from the preview: its own picture of the scene.
    const behind = direction(yaw + 150, -4);
    const title = { lobby: 'Лобби', courtyard: 'Двор', flat: 'Квартира-шоурум', terrace: 'Терраса на крыше' }[scene.slug];
    return [
      { ...base, name: `tour-${scene.slug}`, alt: `${title}: панорама 360°`, ...TOUR_PANORAMA, supersample: 1.5, quality: 80, face: 1024, faces: CUBE_FACES, camera: { position: scene.eye, target: scene.look, fov: 90, near: 0.05 } },
      { ...base, name: `tour-${scene.slug}-preview`, alt: title, width: 960, height: 480, supersample: 2, camera: { position: scene.eye, target: [scene.eye[0] + ahead[0], scene.eye[1], scene.eye[2] + ahead[2]] as Vec, fov: 100, near: 0.05 } },
      { ...base, name: `tour-${scene.slug}-thumb`, alt: title, width: 480, height: 320, supersample: 2, camera: { position: scene.eye, target: [scene.eye[0] + behind[0], scene.eye[1] + behind[1], scene.eye[2] + behind[2]] as Vec, fov: 80, near: 0.05 } },
    ];
  });
}

export const WINDOW_PICTURE = { width: 1200, height: 600 } as const;
/**
 * The window views' WebP quality: 182 of them are half the pictures' budget. At 56 a courtyard view with today's leafy
 * crowns weighs what the old one did at 66 (window-1-courtyard-5: 53,240 B at 66, 46,380 B at 55, 46,012 B before),
 * and side by side at 1:1 the two are the same picture; the site serves them re-encoded at the visitor's width anyway.
 */
const WINDOW_QUALITY = 56;
/**
 * How far below the horizon the window's picture looks, degrees: over the courtyard the park below is the view;
 * over the street, the skyline.
 */
const WINDOW_PITCH = { courtyard: 10, street: 4 } as const;

/** The alternative text of a window's view: floor, building, facing, what is seen. */
export function windowViewAlt(view: WindowView): string {
  const outlook = OUTLOOKS.find((o) => o.value === view.outlook)?.label.toLowerCase() ?? '';
  const landmarks = view.landmarks.map((l) => l.label).join(', ');
  return `Вид из окон ${view.floor}-го этажа корпуса ${view.building} на ${view.facing.label}: ${outlook}${landmarks ? `, ${landmarks}` : ''}`;
}

/** One picture per building, window side and floor, from the window's eye, looking out along the facing. */
export function windowShots(): Shot[] {
  return allWindowViews().map((view) => {
    const building = buildingNamed(view.building);
    const eye = windowEye(building, view.side, view.floor);
    const drop = Math.tan((WINDOW_PITCH[view.side] * Math.PI) / 180) * 100;
    // three's field of view is vertical: the one that gives the picture VIEW_FIELD degrees across.
    const fov = (2 * Math.atan(Math.tan((VIEW_FIELD * Math.PI) / 360) / (WINDOW_PICTURE.width / WINDOW_PICTURE.height)) * 180) / Math.PI;
    return {
      name: windowPictureName(view), alt: windowViewAlt(view), light: 'day', ...WINDOW_PICTURE, supersample: 1.5, quality: WINDOW_QUALITY,
      camera: { position: [eye.x, eye.z, eye.y], target: [eye.x + eye.normal.x * 100, eye.z - drop, eye.y + eye.normal.y * 100], fov, near: 6 },
      // The near plane 6 m out (no tree stands closer to a window's eye): the lawns, 5 mm above the paving, keep their depth order far off.
      world: WORLD, shadow: { focus: [eye.x + eye.normal.x * 120, 0, eye.y + eye.normal.y * 120], radius: 260 },
    };
  });
}

/**
 * The shots path-traced by Cycles (cms/render/cycles.ts): the residence's exteriors a buyer sees first and largest
 * (the hero, the menu, the benefits outdoors, the sales office) and the rooms a buyer compares (the lobby, the view
 * flat's living room and the pool among the benefits, the three pictures of each furnishing package), lit by their
 * windows and lamps. The rest stay WebGL: hundreds of site photos, window views and panoramas would take days of two
 * cores. The shops at dusk stay WebGL too: traced, their interiors go dark (a shop's glow lights nothing but the camera
 * there; lit shops need lamps of their own in the traced world).
 */
const TRACED = new Set(['hero', 'hero-portrait', 'menu', 'benefit-1', 'benefit-2', 'benefit-4', 'benefit-5', 'benefit-6', 'office', 'benefit-3', ...FURNISH_PACKAGES.flatMap(({ slug }) => [1, 2, 3].map((n) => `furnish-${slug}-${n}`))]);

export function allShots(news: ReadonlyArray<{ id: number; category: string; date: string }>): Shot[] {
  const shots = [...places, ...benefits, ...furnish, ...tourShots(), ...cameras, ...progressPhotos().map(({ shot }) => shot), ...newsCovers(news), ...windowShots()].map((shot) =>
    TRACED.has(shot.name) ? { ...shot, traced: true } : shot,
  );
  const names = new Set<string>();
  for (const shot of shots) {
    if (names.has(shot.name)) throw new Error(`Two shots are named ${shot.name}`);
    names.add(shot.name);
  }
  return shots;
}
