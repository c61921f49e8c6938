import { z } from 'zod';

/**
 * Every environment variable the site reads. `.env.example` documents the same list.
 * Empty strings count as "not set", so `FOO=` in an env file behaves like no FOO.
 */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const optionalUrl = optionalString.pipe(z.url({ error: 'должен быть полным URL (http:// или https://)' }).optional());

const digitsId = optionalString.pipe(
  z.string().regex(/^\d+$/, { error: 'должен состоять только из цифр' }).optional(),
);

export const envSchema = z.object({
  /** Base URL of the developer's CMS. Unset: the embedded CMS answers in-process. */
  API_BASE_URL: optionalUrl,
  /** Timeout of one content-API call, ms. */
  API_TIMEOUT_MS: z.coerce
    .number({ error: 'должно быть числом миллисекунд' })
    .int({ error: 'должно быть целым числом миллисекунд' })
    .min(100, { error: 'должно быть не меньше 100' })
    .max(60_000, { error: 'должно быть не больше 60000' })
    .default(3000),
  /** Public URL of the site, used in absolute links, the print view and metadata. */
  SITE_URL: z.url({ error: 'должен быть полным URL (http:// или https://)' }).default('http://localhost:3000'),
  /** Where the embedded CMS keeps its SQLite database. */
  CMS_DB_PATH: z.string().trim().min(1, { error: 'не может быть пустым' }).default('.data/cms.sqlite'),
  /** Yandex Metrika counter id (analytics). */
  YANDEX_METRIKA_ID: digitsId,
  /** Call-tracking site id. */
  CALLTRACKING_SITE_ID: optionalString,
  /** Callback widget id. */
  CALLBACK_WIDGET_ID: optionalString,
  /** Marketing-automation tracker endpoint id. */
  MARKETING_ENDPOINT_ID: optionalString,
  /** Map provider key; without it the site draws its own schematic map. */
  YANDEX_MAPS_API_KEY: optionalString,
  /** The sales office's phone, +7 and ten digits: shown when the CMS (and with it the contacts) is unavailable. */
  SALES_OFFICE_PHONE: z
    .string()
    .trim()
    .regex(/^\+7\d{10}$/, { error: 'должен быть в виде +7XXXXXXXXXX' })
    .default('+74951204567'),
  /** Where leads wait while the CMS is unavailable (lib/leads/outbox.ts). */
  LEAD_OUTBOX_PATH: z.string().trim().min(1, { error: 'не может быть пустым' }).default('.data/lead-outbox.sqlite'),
  /** Comma-separated addresses of reverse proxies whose X-Forwarded-For is trusted. */
  TRUSTED_PROXIES: optionalString,
  /**
   * Comma-separated https origins of a provider's virtual tour (https://tour.example.ru): the tour page embeds
   * the CMS's `external_url` only from these, and the Content-Security-Policy lets them be framed.
   */
  TOUR_FRAME_ORIGINS: optionalString
    .transform((value) => (value ? value.split(/[\s,]+/).filter(Boolean) : []))
    .pipe(z.array(z.string().regex(/^https:\/\/[a-z0-9.-]+(?::\d+)?$/i, { error: 'должен быть списком https-адресов без пути через запятую' }))),
  /** The complex's id at Yandex Realty (yandex-building-id of /feeds/yandex-realty.xml): set once Yandex lists the complex. */
  YANDEX_REALTY_BUILDING_ID: digitsId,
  /**
   * The Redis the replicas share (redis://host:6379/0) when the site runs as several processes behind a load
   * balancer: the lead rate limit counts every replica's leads there. Without it everything stays in this process.
   */
  REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\/\S+$/, { error: 'должен начинаться с redis:// или rediss://' }).optional()),
  /** Secret the CMS sends to POST /api/revalidate when its content changes (at least 16 characters). */
  REVALIDATE_SECRET: optionalString.pipe(z.string().min(16, { error: 'должен быть не короче 16 символов' }).optional()),
});

export type Env = z.infer<typeof envSchema>;

export type EnvResult = { ok: true; env: Env } | { ok: false; message: string };

export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const result = envSchema.safeParse(source);
  if (result.success) return { ok: true, env: result.data };
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(root)';
    return `  ${name}: ${issue.message} (получено: ${JSON.stringify(source[name] ?? null)})`;
  });
  return { ok: false, message: `Неверная конфигурация окружения:\n${lines.join('\n')}` };
}
