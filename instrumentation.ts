/**
 * Runs once when the Next.js server starts. The Node.js part validates the environment so that a
 * bad variable stops the server at once with a message naming it; then the lead outbox's delivery starts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await import('./lib/config/validate-env-on-start');
    // Leads kept while the CMS was unavailable are sent once it is back, also after a restart.
    const { startLeadDelivery } = await import('./lib/leads/outbox');
    startLeadDelivery();
    // With REDIS_URL, connect now: the first lead of a replica is already counted and queued in Redis.
    const { sharedRedis } = await import('./lib/redis/client');
    await sharedRedis();
  }
}
