// First: it configures zod before any schema below is built.
import './zod-config';
import { z } from 'zod';
import { linkUrl, mediaUrl, optionalMediaUrl, withoutDroppedLinks } from './safe-url';
import { typograph } from '@/lib/text/typography';

/**
 * Response schemas of the content API (docs/api.md). The client validates every response with
 * them, and the contract tests check the embedded CMS against the same schemas.
 */
const id = z.number().int();
/**
 * Text a visitor reads, with the typography rule applied on the server as it is parsed (no-break spaces
 * after short words, before dashes, between numbers and units: lib/text/typography.ts). Identifiers,
 * codes, URLs and values sent back to the CMS stay plain `z.string()`.
 */
const prose = z.string().transform(typograph);
const url = mediaUrl;
const valueLabel = <T extends z.ZodType>(value: T) => z.object({ value, label: prose });
/** A figure with its caption ('7 мин' / 'пешком до метро'). */
const figure = z.object({ value: prose, label: prose });
const coordinates = z.object({ lat: z.number(), lng: z.number() });
const latLng = z.tuple([z.number(), z.number()]);
const metroSchema = z.object({ name: prose, line: prose, color: z.string(), walk_minutes: z.number() });
const buildingRef = z.object({ id, number: z.number().int(), name: prose });
const sectionRef = z.object({ id, number: z.number().int() });

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int().min(0), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(item) });

// ── Layout data
export const queueSchema = z.object({ id, name: prose });
export const queuesSchema = z.array(queueSchema);

/**
 * Header info. `menu_images` (the pictures of the menu's two ways to choose a flat) and
 * `queue_booklets` (a booklet per queue) are optional: a CMS without them gives a menu without those
 * pictures and the project booklet for every queue.
 */
export const headerInfoSchema = z.object({
  result: z.object({
    booklet: linkUrl.nullable(),
    top_menu_image: url.nullable(),
    menu_images: z.object({ genplan: url.nullable().default(null), params: url.nullable().default(null) }).default({ genplan: null, params: null }),
    queue_booklets: z.array(z.object({ queue: id, file: linkUrl })).default([]).transform(withoutDroppedLinks('file')),
    developer: z
      .object({
        brand: prose,
        legal_name: prose,
        inn: z.string().regex(/^\d{10}$/),
        kpp: z.string().regex(/^\d{9}$/).nullable().default(null),
        ogrn: z.string().regex(/^\d{13}$/),
        address: prose,
        declaration: linkUrl.nullable().default(null),
        escrow_bank: prose.nullable().default(null),
        /** Each queue's construction permit and its project declaration in the state register (наш.дом.рф). */
        queues: z
          .array(z.object({ queue: id, permit: z.string(), declaration: z.object({ number: z.string(), url: z.string().regex(/^https:\/\//) }) }))
          .default([]),
      })
      .nullable()
      .default(null)
      .catch(null),
  }),
});

export const contactSchema = z.object({
  id,
  slug: z.string(),
  title: prose,
  phone: z.string(),
  email: z.string(),
  working_hours: prose,
  address: prose,
  coordinates,
  socials: z.array(z.object({ name: z.string(), url: linkUrl })).transform(withoutDroppedLinks('url')),
});
export const contactsSchema = z.array(contactSchema);

export const documentSchema = z.object({ id, title: prose, file: linkUrl, date: z.string(), size: prose });
export const docsSchema = z.array(documentSchema).transform(withoutDroppedLinks('file'));
export const projectDocumentationSchema = z.array(documentSchema.extend({ queue: id.nullable() })).transform(withoutDroppedLinks('file'));

// ── Content pages
/** `hero_image_portrait` (optional): the hero composed for a phone held upright; without it phones get `hero_image`. */
export const mainPageSchema = z.object({
  title: prose,
  subtitle: prose,
  hero_image: url,
  hero_image_portrait: optionalMediaUrl,
  about: z.object({ title: prose, text: prose }),
  metro: metroSchema,
  highlights: z.array(figure),
});

export const teamSchema = z.array(
  z.object({
    id,
    name: prose,
    role: prose,
    description: prose,
    logo: url,
    /** The person who leads the company's part of the project (a CMS without them gives the companies alone). */
    lead: z.object({ name: prose, position: prose, quote: prose, photo: url.nullable().default(null) }).nullable().default(null),
  }),
);
export const benefitsSchema = z.array(z.object({ id, title: prose, text: prose, image: url }));
export const projectCompositionSchema = z.array(z.object({ id, title: prose, value: prose, description: prose }));

export const locationSchema = z.object({
  title: prose,
  address: prose,
  coordinates,
  text: prose,
  metro: z.array(metroSchema),
  travel_times: z.array(z.object({ place: prose, minutes: z.number(), mode: prose })),
  /** The district for the site's own schematic map; a CMS without it gives a map of the points alone. */
  district: z
    .object({
      radius_m: z.number().positive(),
      /** `label_at`: where along the street its name starts, a share of its length (clear of crossings and stations). */
      streets: z.array(z.object({ name: prose, major: z.boolean(), points: z.array(latLng), label_at: z.number().min(0).max(0.9).default(0.18) })),
      parks: z.array(z.object({ name: prose, points: z.array(latLng) })),
      water: z.array(z.object({ name: prose, points: z.array(latLng) })),
      stations: z.array(z.object({ name: prose, color: z.string(), lat: z.number(), lng: z.number() })),
    })
    .optional(),
});

export const environmentSchema = z.object({
  title: prose,
  text: prose,
  sections: z.array(z.object({ title: prose, text: prose })),
});

/**
 * The virtual tour: scenes with equirectangular panoramas and hotspots to other scenes (yaw and pitch in
 * degrees). `external_url`, an https address of a provider's tour, replaces the site's own viewer; any other
 * value is dropped.
 */
const tourSceneSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,40}$/),
  title: prose,
  text: prose,
  panorama: url,
  preview: url,
  /** The scene's picture in the list of scenes (a view of its own, so the page never shows one picture twice); the preview when absent. */
  thumbnail: url.nullable().default(null),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  yaw: z.number(),
  hotspots: z.array(z.object({ scene: z.string(), title: prose, yaw: z.number(), pitch: z.number() })),
});
export const tourSchema = z.object({
  title: prose,
  text: prose,
  external_url: z
    .string()
    .trim()
    .nullable()
    .transform((value) => (value && /^https:\/\/[^\s]+$/.test(value) ? value : null)),
  scenes: z.array(tourSceneSchema).transform((scenes) =>
    // A hotspot to a scene the tour does not have would lead nowhere.
    scenes.map((scene) => ({ ...scene, hotspots: scene.hotspots.filter((h) => scenes.some((other) => other.slug === h.scene)) })),
  ),
});

export const commercialPageSchema = z.object({
  title: prose,
  text: prose,
  image: url,
  stats: z.array(figure),
  /** What the premises offer a business (a CMS without them gives the page without that block). */
  features: z.array(z.object({ title: prose, text: prose })).default([]),
});
export const officesPageSchema = z.object({ title: prose, text: prose, image: url });

export const privacyPolicySchema = z.object({ title: prose, updated_at: z.string(), body_html: z.string() });

// ── Realty
/** What a lot's windows see (docs/api.md, LotView): side, compass facing, main outlook, landmarks, open sky, equinox sun. */
export const lotViewSchema = z.object({
  side: valueLabel(z.string()),
  facing: valueLabel(z.string()),
  outlook: valueLabel(z.string()),
  landmarks: z.array(valueLabel(z.string())).default([]),
  openness: z.number().min(0).max(100),
  sun_hours: z.number().min(0).max(24),
});

export const lotCardSchema = z.object({
  id,
  vendor_code: z.string(),
  type: z.string(),
  queue: z.object({ id, name: prose }),
  building: buildingRef,
  section: sectionRef,
  floor: z.number().int(),
  floors_total: z.number().int(),
  number: z.string(),
  rooms: z.number().int().min(0).nullable(),
  area: z.number().positive(),
  price: z.number().int().min(0),
  old_price: z.number().int().nullable(),
  price_per_m2: z.number().int(),
  month_payment: z.number().int().nullable(),
  /** The programme that gives `month_payment` (the lowest among the programmes), when the CMS names it. */
  month_payment_program: z.object({ id, bank: prose, program: prose, rate: z.number().min(0) }).nullable().optional(),
  renovation: valueLabel(z.string()),
  status: valueLabel(z.string()),
  features: z.array(valueLabel(z.string())),
  ceiling_height: z.number(),
  completion: prose,
  images: z.object({ flat_layout: url.nullable(), floor_plan: url.nullable() }),
  /** When what a buyer sees of the lot last changed (the sitemap's lastmod); a CMS without it gives null. */
  updated_at: z.string().nullable().default(null),
  /** What its windows see; a CMS without views gives none. */
  view: lotViewSchema.nullable().default(null),
});

/** A lot's page card: the list card with every price the lot has had, oldest first (docs/api.md). */
export const lotDetailSchema = lotCardSchema.extend({
  price_history: z.array(z.object({ date: z.iso.date(), price: z.number().int().min(0) })).default([]),
  /** The views from the lot's floor and the floors just below and above, with the riser's flat on each. */
  view_floors: z
    .array(
      lotViewSchema.extend({
        floor: z.number().int(),
        image: z.object({ src: url, width: z.number().int().positive(), height: z.number().int().positive(), alt: prose }).nullable(),
        lot: z.object({ id, number: z.string(), status: valueLabel(z.string()) }).nullable(),
      }),
    )
    .default([]),
});

const facetCount = z.object({ value: z.union([z.number(), z.string()]), count: z.number().int().min(0) });
const bounds = z.object({ min: z.number().nullable(), max: z.number().nullable() });
export const realtyFacetsSchema = z.object({
  rooms: z.array(facetCount),
  queue: z.array(facetCount),
  building: z.array(facetCount),
  section: z.array(facetCount),
  renovation: z.array(facetCount),
  status: z.array(facetCount),
  /** The one option 1: lots sold below their former price (a CMS without the filter gives none). */
  discount: z.array(facetCount).default([]),
  /** What the windows mainly see (a CMS without views gives none). */
  outlook: z.array(facetCount).default([]),
  features: z.array(facetCount),
  price: bounds,
  area: bounds,
  floor: bounds,
});
export const realtyListSchema = paginated(lotCardSchema).extend({ facets: realtyFacetsSchema });

export const filterSpecItemSchema = z.object({
  name: z.string(),
  label: prose,
  choices: z.array(z.object({ value: z.union([z.number(), z.string()]), label: prose })).nullable(),
  range: z.object({ min: z.number(), max: z.number(), step: z.number() }).nullable(),
  ranges: z.array(z.object({ label: prose, min: z.number().nullable(), max: z.number().nullable() })).nullable(),
});
export const realtySpecsSchema = z.object({ type: z.string(), label: prose, items: z.array(filterSpecItemSchema) });
export const lotListSchema = z.array(lotCardSchema);

// ── Plans
export const generalPlanSchema = z.object({
  id,
  title: prose,
  image: url,
  /** A picture the drawing is laid over (the aerial view), as wide and high as the drawing; null: the drawing alone. */
  aerial: url.nullable().default(null),
  width: z.number(),
  height: z.number(),
  buildings: z.array(
    buildingRef.extend({
      queue_id: id,
      floors: z.number().int(),
      completion: prose,
      free_count: z.number().int().nullable(),
      min_price: z.number().nullable(),
      polygon: z.string(),
      active: z.boolean(),
      free_by_rooms: z.array(z.object({ rooms: z.number().int().nullable(), count: z.number().int() })).default([]),
    }),
  ),
});
/** A shape on a plan picture, as fractions of its width and height. */
const planBox = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
/** A flat as the plans give it (the floor plan adds its shape, the chessboard its price per m²). */
const planLot = z.object({
  id,
  number: z.string(),
  rooms: z.number().int().nullable(),
  area: z.number(),
  price: z.number(),
  status: valueLabel(z.string()),
});
export const buildingPlanSchema = z.object({
  id,
  building: buildingRef.extend({ queue_id: id, floors: z.number().int(), completion: prose }),
  sections: z.array(
    z.object({
      id,
      number: z.number().int(),
      image: url,
      width: z.number(),
      height: z.number(),
      floors: z.array(
        z.object({
          id,
          number: z.number().int(),
          total_count: z.number().int(),
          free_count: z.number().int(),
          min_price: z.number().nullable(),
          position: planBox,
          lots: z.array(planLot.extend({ price_per_m2: z.number() })),
        }),
      ),
    }),
  ),
});
export const floorPlanSchema = z.object({
  id,
  floor: z.number().int(),
  section: sectionRef,
  building: buildingRef,
  image: url,
  width: z.number(),
  height: z.number(),
  lots: z.array(planLot.extend({ position: planBox })),
});

// ── Progress
/**
 * A construction camera: its live stream (a picture URL the browser shows, e.g. MJPEG) when it has one, else its last
 * snapshot (`preview`) and when that was taken. Only a camera with a stream is shown as live.
 */
export const cameraSchema = z.object({ id, title: prose, stream_url: url.nullable().default(null), preview: url, taken_at: z.iso.datetime({ offset: true }).nullable().default(null) });
export const projectDescriptionSchema = z.object({
  title: prose,
  text: prose,
  completion_percent: z.number(),
  deadline: prose,
  cameras: z.array(cameraSchema),
});
export const progressListSchema = z.array(
  z.object({ id, queue: id.nullable().default(null), date: z.string(), title: prose, text: prose, percent: z.number(), cover: url.nullable(), photos_count: z.number().int() }),
);
export const progressItemSchema = z.object({
  id,
  queue: id.nullable().default(null),
  date: z.string(),
  title: prose,
  text: prose,
  percent: z.number(),
  photos: z.array(z.object({ src: url, width: z.number(), height: z.number(), caption: prose })),
});

// ── News
export const newsPreviewSchema = z.object({
  id,
  code: z.string(),
  title: prose,
  date: z.string(),
  category: prose,
  preview: prose,
  cover: url,
  /** The cover is a visualisation (captioned «Визуализация»), not a photograph. */
  cover_render: z.boolean().default(false),
});
export const newsListSchema = paginated(newsPreviewSchema);
/** An article's neighbour in the list's order; a CMS without them gives an article without the links. */
const newsNeighbour = z.object({ code: z.string(), title: prose, date: z.string() }).nullable().default(null);
export const newsItemSchema = newsPreviewSchema.extend({ body_html: z.string(), previous: newsNeighbour, next: newsNeighbour });
export const newsSpecsSchema = z.object({
  categories: z.array(z.object({ value: z.string(), label: prose, count: z.number().int() })),
  years: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
});

// ── Map
export const mapCategoriesSchema = z.array(z.object({ id, slug: z.string(), name: prose, color: z.string(), count: z.number().int() }));
export const mapPointsSchema = z.array(
  z.object({ id, category: z.string(), name: prose, address: prose, lat: z.number(), lng: z.number(), walk_minutes: z.number().int() }),
);

// ── Mortgage and other
export const mortgageProgramSchema = z.object({
  id,
  bank: z.object({ name: prose, logo: url }),
  program: prose,
  facet: valueLabel(z.string()),
  rate: z.number().min(0),
  deposit: z.object({ min: z.number().min(0).max(100) }),
  term_max_years: z.number(),
  sum_max: z.number(),
  /** Where its conditions come from (a regulation, the bank's terms), and the day a state programme ends. */
  source: prose.nullable().default(null),
  valid_until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().default(null),
  /** It ends when the house is handed over (a developer's instalment). */
  until_handover: z.boolean().default(false),
});
export const mortgageListSchema = z.array(mortgageProgramSchema);
export const mortgageFacetsSchema = z.array(z.object({ value: z.string(), label: prose, count: z.number().int() }));
export const mortgageSpecsSchema = z.object({
  /** `median`: the middle price of the flats on sale, the calculator's price without a lot. */
  price: z.object({ min: z.number(), max: z.number(), median: z.number().nullable().default(null) }),
  deposit: z.object({ min: z.number(), max: z.number() }),
  term: z.object({ min: z.number(), max: z.number() }),
  rate: z.object({ min: z.number(), max: z.number() }),
  /** The down payment (percent) and term (years) lot pages and cards quote payments for. */
  defaults: z.object({ deposit: z.number().min(0).max(100), term: z.number().int().min(1).max(30) }),
  /** The discount for paying the whole price at once, in percent (0: none). */
  full_payment: z.object({ discount: z.number().min(0).max(100) }),
  /** The day the programmes' conditions were checked (YYYY-MM-DD), stated on /mortgage. */
  conditions_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().default(null),
  /** The trade-in offer (a buyer's flat towards the new one), shown among the ways to buy; null: none. */
  trade_in: prose.nullable().default(null),
});
export const faqSchema = z.array(z.object({ id, category: prose, question: prose, answer_html: z.string() }));
export const furnishPackageSchema = z.object({
  id,
  slug: z.string(),
  title: prose,
  price_per_m2: z.number(),
  description: prose,
  items: z.array(prose),
  images: z.array(url),
});
export const furnishListSchema = z.array(furnishPackageSchema);

// ── Forms
/** A lead taken: stored by the CMS, or `queued` in the site's outbox while the CMS is unavailable (lib/leads/outbox.ts). */
export const formAcceptedSchema = z.object({ id, status: z.enum(['stored', 'queued']), repeat: z.literal(true).optional() });

// ── Booking (docs/api.md, "Booking")
export const buyerSchema = z.object({ phone: z.string(), name: z.string().nullable(), email: z.string().nullable(), registered: z.boolean() });
export const codeSentSchema = z.object({ phone: z.string(), code_length: z.number().int().min(1), expires_in: z.number().int(), resend_after: z.number().int(), request_id: z.string() });
export const buyerSessionSchema = z.object({ token: z.string().min(20), expires_in: z.number().int().positive(), buyer: buyerSchema });
export const registeredSchema = z.object({ buyer: buyerSchema });
export const holdSchema = z.object({
  id,
  kind: z.enum(['hold', 'offer']),
  created_at: z.string(),
  expires_at: z.string(),
  lot: z.object({ id, type: z.string(), number: z.string(), rooms: z.number().int().nullable(), area: z.number(), price: z.number().int(), floor: z.number().int(), building: prose }),
});
/** GET /api/booking_terms/: how long a hold lasts and how many a buyer may have (docs/api.md, "Booking"). */
export const bookingTermsSchema = z.object({
  hold_hours: z.number().int().positive(),
  max_holds: z.number().int().positive(),
  offer_minutes: z.number().int().positive(),
});
export type BookingTerms = z.infer<typeof bookingTermsSchema>;

export const bookingStateSchema = z.object({
  buyer: buyerSchema,
  holds: z.array(holdSchema),
  waitlist: z.array(z.object({ id, lot_id: id, position: z.number().int().min(1) })),
  max_holds: z.number().int().min(1),
});
export const waitlistEntrySchema = z.object({ id, lot_id: id, position: z.number().int().min(1) });
export const doneSchema = z.object({ detail: z.string() });
export const formErrorSchema = z.object({ detail: z.string(), errors: z.record(z.string(), z.string()).optional() });

export type Queue = z.infer<typeof queueSchema>;
export type Location = z.output<typeof locationSchema>;
export type Tour = z.output<typeof tourSchema>;
export type TourScene = Tour['scenes'][number];
export type HeaderInfo = z.infer<typeof headerInfoSchema>['result'];
export type Contact = z.infer<typeof contactSchema>;
export type ProjectDocument = z.infer<typeof projectDocumentationSchema>[number];
export type LotCard = z.infer<typeof lotCardSchema>;
export type LotDetail = z.infer<typeof lotDetailSchema>;
export type Buyer = z.infer<typeof buyerSchema>;
export type Hold = z.infer<typeof holdSchema>;
export type BookingState = z.infer<typeof bookingStateSchema>;
export type PricePoint = LotDetail['price_history'][number];
export type RealtyList = z.infer<typeof realtyListSchema>;
export type RealtyFacets = z.infer<typeof realtyFacetsSchema>;
export type FilterSpecItem = z.infer<typeof filterSpecItemSchema>;
export type RealtySpecs = z.infer<typeof realtySpecsSchema>;
export type NewsPreview = z.infer<typeof newsPreviewSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
export type NewsSpecs = z.infer<typeof newsSpecsSchema>;
export type MortgageProgram = z.infer<typeof mortgageProgramSchema>;
export type MortgageFacet = z.infer<typeof mortgageFacetsSchema>[number];
export type MortgageSpecs = z.infer<typeof mortgageSpecsSchema>;
export type Camera = z.infer<typeof cameraSchema>;
export type GeneralPlan = z.infer<typeof generalPlanSchema>;
export type BuildingPlan = z.infer<typeof buildingPlanSchema>;
export type FloorPlan = z.infer<typeof floorPlanSchema>;
