/**
 * Runs once when the Next.js server starts. The Node.js part validates the environment so that a
 * bad variable stops the server at once with a message naming it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await import('./lib/config/validate-env-on-start');
  }
}
