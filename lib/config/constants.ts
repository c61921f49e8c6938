/**
 * Business constants and limits of SPEC §9, in one place.
 * The SCSS breakpoints in styles/_breakpoints.scss mirror BREAKPOINTS.
 */

/** Upper bounds of each viewport class, in CSS pixels (SPEC §9). */
export const BREAKPOINTS = {
  mobile: 767,
  tablet: 1024,
  laptop: 1440,
} as const;

/** The same bounds as used in media queries (max-width), to avoid sub-pixel gaps. */
export const BREAKPOINTS_CSS = {
  mobile: 767.98,
  tablet: 1024.98,
  laptop: 1440,
} as const;

export const MENU_COLUMNS = { tablet: 6, other: 10 } as const;
export const DESKTOP_SIDEBAR_REM = 63.8;

export const LIMITS = {
  monthsMax: 360,
  percentMax: 100,
  downPaymentMaxPercent: 99,
} as const;

/**
 * The mortgage calculator: the income a bank requires is the payment over this share (Russian banks
 * count a payment above half of the income as a heavy load); the largest price it takes (the number mask's
 * ten digits).
 */
export const MORTGAGE_CALCULATOR = {
  paymentToIncome: 0.5,
  maxPrice: 9_999_999_999,
} as const;

export const TIMINGS_MS = {
  queueTooltip: 3000,
  preloader: 500,
  childMenuCloseDelay: 300,
  chunkReloadGuard: 60_000,
  callbackAutoClose: 10_000,
  minimalFetchDelay: 200,
} as const;

/** A dropdown opens upward when less than this much space is left below it. */
export const DROPDOWN_MIN_SPACE_BELOW_PX = 250;

export const LIST_COOKIES = {
  favorites: 'favorites',
  compare: 'compare',
  maxAgeSeconds: 604_800,
  path: '/',
} as const;

/** Default timeout of a content-API call (overridable with API_TIMEOUT_MS). */
export const API_TIMEOUT_DEFAULT_MS = 3000;

/** Callback leads: at most 5 stored per visitor address in 10 minutes; a form sent sooner than 1.5 s after opening is a bot. */
export const LEAD_PROTECTION = {
  rateLimit: 5,
  rateWindowMs: 10 * 60_000,
  minFillMs: 1500,
  /** A form token (lib/callback/form-token.ts) is good for this long after it was issued. */
  tokenMaxAgeMs: 24 * 60 * 60_000,
  honeypotField: 'website',
  /** The body of a lead, in bytes: a lead is a few hundred. */
  maxBodyBytes: 16 * 1024,
} as const;

/** The lead outbox (lib/leads/outbox.ts): leads the CMS could not take wait there and are sent again. */
export const LEAD_OUTBOX = {
  /** How often the delivery loop looks for due leads. */
  pollMs: 2_000,
  /** The first retry after a failed delivery; doubled on each failure up to `maxRetryMs`. */
  firstRetryMs: 2_000,
  maxRetryMs: 5 * 60_000,
  /** Leads sent in one pass. */
  batch: 50,
  /**
   * With replicas (the outbox in Redis), a lead taken for delivery is held by that replica this long: another
   * replica sends it only if the first has not settled it by then (it stopped mid-delivery).
   */
  claimMs: 30_000,
} as const;

/** A lot's price reduction is announced on its page for this many days after it took effect (issue 18). */
export const PRICE_DROP_WINDOW_DAYS = 30;
