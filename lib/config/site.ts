/** Identity of the site that does not come from the CMS: used for titles before content loads. */
export const SITE_NAME = 'Резиденция «Вереск»';
export const SITE_SHORT_NAME = 'Вереск';
export const SITE_LOCALE = 'ru-RU';
