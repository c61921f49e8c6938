import type { Context } from 'hono';

/** The highest page number a list accepts. */
export const MAX_PAGE = 1_000_000;

/** Django REST style error bodies. */
export const notFound = (c: Context, detail = 'Не найдено.') => c.json({ detail }, 404);

export const badRequest = (c: Context, errors: Record<string, string>) =>
  c.json({ detail: `Неверные параметры: ${Object.keys(errors).join(', ')}`, errors }, 400);

/** The public base URL of a request, honouring the forwarded headers the site sends. */
export function publicBase(c: Context): string {
  const url = new URL(c.req.url);
  const host = c.req.header('x-forwarded-host') ?? url.host;
  const proto = c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

/** `{count, next, previous, results}` with absolute next/previous links, as Django REST paginates. */
export function paginated<T>(c: Context, count: number, page: number, pageSize: number, results: T[], extra: object = {}) {
  const url = new URL(c.req.url);
  const link = (target: number) => {
    const params = new URLSearchParams(url.search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    return `${publicBase(c)}${url.pathname}${query ? `?${query}` : ''}`;
  };
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
    ...extra,
  };
}

/** Values of a comma-separated query parameter, trimmed, empty ones dropped. */
export function commaList(...values: Array<string | undefined>): string[] {
  return values
    .flatMap((value) => (value ?? '').split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/**
 * A whole number from 1 to `max` in a query parameter; absent or empty gives `fallback`, anything
 * else records an error under the parameter's name.
 */
export function positiveIntParam(raw: string | null | undefined, name: string, fallback: number, max: number, errors: Record<string, string>): number {
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    errors[name] = `Параметр ${name}: ожидается целое число от 1 до ${max}`;
    return fallback;
  }
  return Number(raw);
}

export function pageParams(c: Context, defaultSize: number, maxSize: number): { page: number; pageSize: number } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const page = positiveIntParam(c.req.query('page'), 'page', 1, MAX_PAGE, errors);
  const pageSize = positiveIntParam(c.req.query('page_size'), 'page_size', defaultSize, maxSize, errors);
  return Object.keys(errors).length ? { errors } : { page, pageSize };
}

export function pastTheEnd(count: number, page: number, pageSize: number): boolean {
  return page > 1 && (page - 1) * pageSize >= count;
}

export const PAGE_PAST_END = { page: 'Параметр page: такой страницы нет' };
