import 'server-only';
import { parseEnv, type Env } from './env-schema';

let cached: Env | undefined;

/** The validated server environment. Throws with a message naming the bad variable. */
export function getEnv(): Env {
  if (cached) return cached;
  const result = parseEnv(process.env);
  if (!result.ok) throw new Error(result.message);
  cached = result.env;
  return cached;
}
