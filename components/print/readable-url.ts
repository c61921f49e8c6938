/** The address as a reader types it: no scheme, no trailing slash. */
export const readableUrl = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');
