import { config } from 'zod';

/**
 * In the browser, zod must not compile parsers with `new Function`: the Content-Security-Policy has no
 * 'unsafe-eval' (docs/decisions/0003-csp-hashes.md), and even zod's probe for eval is reported as a
 * violation. Imported before any schema is built (zod reads the setting when a schema is created).
 * On the server the compiled parsers stay (faster on the 900-lot lists).
 */
if (typeof window !== 'undefined') config({ jitless: true });
