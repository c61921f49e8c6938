
/** The largest page the CMS gives of each list (docs/api.md): 900 lots are ten reads. */
export const CMS_MAX_PAGE_SIZE = { realty: 100, news: 50 } as const;

type Page<T> = { results: T[]; next: string | null };

/** A guard against a CMS whose `next` never ends. */
const MAX_PAGES = 1000;

/** Each page of a paginated CMS list in order, until it has no `next`. */
export async function* pagesOf<T>(load: (page: number) => Promise<Page<T>>): AsyncGenerator<T[]> {
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { results, next } = await load(page);
    yield results;
    if (!next || results.length === 0) return;
  }
}

/** Every item of a paginated CMS list. */
export async function allOf<T>(load: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  for await (const results of pagesOf(load)) items.push(...results);
  return items;
}

