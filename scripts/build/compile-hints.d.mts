/** The line put at the top of each startup script. */
export const COMPILE_HINT: string;
/** The scripts (paths under distDir, `static/chunks/….js`) a page of this build runs as it loads. */
export function startupScripts(distDir: string): string[];
/** Puts the hint at the top of each startup script that lacks it: the startup scripts, and how many got it now. */
export function addCompileHints(distDir: string): { scripts: number; hinted: number };
