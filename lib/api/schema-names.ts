import { z } from 'zod';
import * as schemas from './schemas';

/**
 * The response schemas by name, so a cached CMS read (whose arguments must be plain values) can
 * validate an answer before it is kept: an answer of the wrong shape is never cached.
 */
const byName = new Map<string, z.ZodType>();
const nameOf = new Map<z.ZodType, string>();
for (const [name, value] of Object.entries(schemas)) {
  if (value instanceof z.ZodType) {
    byName.set(name, value);
    nameOf.set(value, name);
  }
}

export function schemaName(schema: z.ZodType): string | undefined {
  return nameOf.get(schema);
}

export function schemaByName(name: string): z.ZodType | undefined {
  return byName.get(name);
}
