// How the site's connections to the shared Redis behave, for the TypeScript client (lib/redis/client.ts) and Next's
// cache handlers (lib/cache/tag-times.mjs, plain JavaScript: Next loads them outside its bundles).

/** Reconnect for as long as it takes, at most every 2 s. */
const retryStrategy = (times) => Math.min(times * 200, 2000);

/**
 * A connection for commands: they fail at once while Redis is away (no offline queue, one try, half a second),
 * so every caller goes on its in-process way and a visitor's request never waits for Redis to come back.
 */
export const COMMAND_CONNECTION = { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1000, commandTimeout: 500, retryStrategy };

/** A connection that only listens (publish/subscribe): it subscribes again by itself after a reconnect. */
export const LISTENER_CONNECTION = { connectTimeout: 1000, retryStrategy };
