import { parseEnv } from './env-schema';

const result = parseEnv(process.env);
if (!result.ok) {
  console.error(result.message);
  process.exit(1);
}
