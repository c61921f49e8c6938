/** The online booking's rules (issue 18). The site learns the ones it shows (resend wait, hold end) from the answers. */
export const BOOKING = {
  /** Digits in an SMS code. */
  codeLength: 4,
  /** A code is good for 5 minutes. */
  codeTtlMs: 5 * 60_000,
  /**
   * Wrong entries a code allows (from anyone) before it is spent and a new one must be asked for: with 4 digits,
   * 5 guesses in 10,000 per code. Nothing locks a phone: a stranger's wrong codes cannot keep its owner out.
   */
  wrongPerCode: 5,
  /**
   * After every `wrongPerPause` wrong codes for one phone from one address within an hour, that address (only) waits
   * before its next code or check: 1 minute, then twice as long each time, at most 15 minutes.
   */
  wrongPerPause: 5,
  firstPauseMs: 60_000,
  maxPauseMs: 15 * 60_000,
  /** A new code no sooner than 60 s after the last one to the same phone from the same address. */
  resendMs: 60_000,
  /** Codes per phone from one address, per client address, and per phone from addresses that never confirmed it, in an hour. */
  codesPerPhonePerAddressPerHour: 5,
  codesPerAddressPerHour: 20,
  codesPerPhonePerHour: 10,
  /** An address that confirmed a phone within this period is not held by the phone's hourly limit (its owner's). */
  trustedAddressMs: 30 * 86_400_000,
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
