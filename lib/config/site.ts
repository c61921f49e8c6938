/** Identity of the site that does not come from the CMS: used for titles before content loads. */
export const SITE_NAME = 'Резиденция «Вереск»';
export const SITE_SHORT_NAME = 'Вереск';
export const SITE_LOCALE = 'ru-RU';
/** Moscow time is UTC+3 all year (since 26 October 2014): the site's dates are Moscow's. */
export const MOSCOW_UTC_OFFSET_MS = 3 * 3_600_000;
