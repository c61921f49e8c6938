/** A search param as Next gives it to a page: repeated params come as an array, the first one counts. */
export type SearchParam = string | string[] | undefined;

/** A page's query as Next gives it. */
export type SearchParams = Record<string, SearchParam>;

export const firstParam = (value: SearchParam): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Reads a positive page number from a search param; anything else is page 1. */
export function pageFromSearch(value: SearchParam): number {
  const raw = firstParam(value);
  return raw && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

/** A page's query as URLSearchParams (each value of a repeated param kept). */
export function toSearchParams(search: SearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, item);
  }
  return params;
}
