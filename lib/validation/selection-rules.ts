import { MOSCOW_UTC_OFFSET_MS } from '../config/site';

/** A manager's selection (issue 46): its limits, shared by the CMS that keeps them and the site's editor that says them. */
export const SELECTION = {
  /** Lots in one selection. */
  maxLots: 12,
  /** "Кому": the buyer the selection is for. */
  titleMax: 100,
  /** The cover note. */
  noteMax: 2000,
  /** A note beside one lot. */
  lotNoteMax: 600,
  /** A new selection is open for two weeks after today, at most 90 days. */
  defaultDays: 14,
  maxDays: 90,
  /** Random bytes of a published code: 128 bits, 22 characters of base64url. */
  codeBytes: 16,
  /** Codes that named no selection, per client address, before it waits the rest of the window. */
  missesPerWindow: 10,
  missWindowMs: 10 * 60_000,
  /** Similar free flats shown beside a lot no longer free. */
  similarPerLot: 3,
} as const;

/** A published selection's code as it appears in /s/{code}. */
export const selectionCodePattern = /^[A-Za-z0-9_-]{22}$/;

/** The Moscow calendar date (UTC+3 all year) of a moment, as YYYY-MM-DD. */
export const moscowDate = (ms: number) => new Date(ms + MOSCOW_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** A YYYY-MM-DD date `days` later. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
