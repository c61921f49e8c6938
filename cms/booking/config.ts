/** The online booking's rules (issue 18). The site learns the ones it shows (resend wait, hold end) from the answers. */
export const BOOKING = {
  /** Digits in an SMS code. */
  codeLength: 4,
  /** A code is good for 5 minutes. */
  codeTtlMs: 5 * 60_000,
  /** Wrong codes a phone may enter (over its codes of the last lock period) before it is locked... */
  maxWrongCodes: 5,
  /** ...for 15 minutes. */
  lockMs: 15 * 60_000,
  /** A new code no sooner than 60 s after the last one. */
  resendMs: 60_000,
  /** Codes per phone and per client address in an hour. */
  codesPerPhonePerHour: 5,
  codesPerAddressPerHour: 20,
  hourMs: 60 * 60_000,
  /** A buyer's session after a confirmed phone. */
  sessionMs: 30 * 86_400_000,
  /** A hold lasts BOOKING_HOLD_HOURS (1–168), 24 h by default. */
  defaultHoldHours: 24,
  /** Active holds one buyer may have at once. */
  maxHoldsPerBuyer: 3,
  /** The first in a lot's waitlist has this long to book it alone once it is free again. */
  offerMs: 30 * 60_000,
} as const;

/** The hold period from the environment (BOOKING_HOLD_HOURS), else the default; a bad value is refused at start. */
export function holdMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.BOOKING_HOLD_HOURS;
  if (raw === undefined || raw === '') return BOOKING.defaultHoldHours * BOOKING.hourMs;
  const hours = Number(raw);
  if (!Number.isInteger(hours) || hours < 1 || hours > 168) throw new Error(`BOOKING_HOLD_HOURS must be a whole number of hours from 1 to 168, got "${raw}"`);
  return hours * BOOKING.hourMs;
}
