/** Reads a positive page number from a search param; anything else is page 1. */
export function pageFromSearch(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}
