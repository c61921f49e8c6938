/** How long after the first frame the scripts wait at most for the browser to report the first paint. */
export const FIRST_PAINT_WAIT_MS: number;
/** How long the scripts wait at most for the page's lead picture. */
export const LEAD_PICTURE_WAIT_MS: number;
/** The inline loader that adds Next's head scripts and script preloads after the first frame. */
export function loaderScript(scripts: readonly (readonly [string] | readonly [string, string])[], preloads: readonly string[]): string;
/** The page with Next's head scripts loaded after its first paint; other HTML unchanged. */
export function scriptsAfterFirstPaint(html: string): string;
