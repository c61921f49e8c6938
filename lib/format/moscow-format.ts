import { SITE_LOCALE } from '@/lib/config/site';

/**
 * A Moscow-time date format in the site's locale, made on its first use: an Intl object builds ICU's data (the first
 * of a process ~25 ms), so a module that can format dates pays nothing until it shows one. Pure: the CMS's texts use
 * it too (its holds' SMS, the lead export).
 */
export function moscowFormat(options: Intl.DateTimeFormatOptions): { format: (date: Date | number) => string } {
  let format: Intl.DateTimeFormat | null = null;
  return { format: (date) => (format ??= new Intl.DateTimeFormat(SITE_LOCALE, { ...options, timeZone: 'Europe/Moscow' })).format(date) };
}
