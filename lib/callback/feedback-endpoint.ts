import 'server-only';
import { randomUUID } from 'node:crypto';
import { ApiError } from '@/lib/api/client';
import { getLayoutData, salesOffice } from '@/lib/api/layout-data';
import { getRequestApi } from '@/lib/api/server';
import { getEnv } from '@/lib/config/env';
import { LEAD_PROTECTION } from '@/lib/config/constants';
import { formatPhone } from '@/lib/format/phone';
import { clientIp, parseTrustedProxies } from '@/lib/http/client-ip';
import { createSharedRateLimiter } from '@/lib/http/shared-rate-limit';
import { readLimitedJsonObject } from '@/lib/http/read-json';
import { fromThisSite } from '@/lib/http/same-origin';
import { checkFormToken } from './form-token';
import { cmsCircuit } from '@/lib/api/circuit-breaker';
import { sharedRedis } from '@/lib/redis/client';
import { queueLead } from '@/lib/leads/outbox';
import { plural } from '@/lib/format/number';
import { feedbackFields, validateFeedback } from '@/lib/validation/feedback';
import type { FeedbackPayload } from '@/lib/api/endpoints';
import { leadAttribution } from '@/lib/attribution/lead-attribution';

// Counted in the Redis the replicas share when REDIS_URL is set (the sixth lead is refused whichever replica
// takes it), in this process otherwise or while Redis is away.
const limiter = createSharedRateLimiter({ name: 'lead', limit: LEAD_PROTECTION.rateLimit, windowMs: LEAD_PROTECTION.rateWindowMs, redis: sharedRedis });

const json = (status: number, body: object, headers?: HeadersInit) => Response.json(body, { status, headers });

const REFUSED = {
  400: 'Не удалось прочитать заявку. Обновите страницу и попробуйте ещё раз.',
  413: 'Заявка слишком большая.',
  415: 'Заявка должна быть отправлена в формате JSON.',
} as const;

/**
 * POST /api/form/feedback/ from the browser: only JSON from this site, at most 16 kB; bot checks (a
 * honeypot, the fill time from the server-signed form token) and a flood limit; the same validation as
 * the form; then the lead goes to the CMS, and 201 once the CMS has stored it. When the CMS is unavailable
 * (no answer, a 5xx, the circuit open) the lead is written to the site's outbox first and 202 says so:
 * it is delivered when the CMS is back (lib/leads/outbox.ts), never lost.
 */
export async function handleFeedback(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return json(403, { detail: 'Заявку можно отправить только со страниц сайта.' });
  const read = await readLimitedJsonObject(request, LEAD_PROTECTION.maxBodyBytes);
  if (!read.ok) return json(read.status, { detail: REFUSED[read.status] });
  const { body } = read;

  if (typeof body[LEAD_PROTECTION.honeypotField] === 'string' && body[LEAD_PROTECTION.honeypotField] !== '') {
    return json(400, { detail: 'Заявка похожа на автоматическую и не отправлена. Если это ошибка, позвоните нам.' });
  }
  const token = checkFormToken(body.form_token);
  if (!token.ok) {
    const detail = {
      'too-fast': 'Форма отправлена слишком быстро. Проверьте данные и отправьте её ещё раз.',
      expired: 'Форма была открыта больше суток назад. Отправьте заявку ещё раз.',
      invalid: 'Не удалось проверить форму. Обновите страницу и отправьте заявку ещё раз.',
    }[token.reason];
    return json(400, { detail });
  }

  const errors = validateFeedback(body);
  if (Object.keys(errors).length) return json(400, { detail: 'Проверьте поля формы', errors });

  const ip = clientIp(request.headers, parseTrustedProxies(getEnv().TRUSTED_PROXIES));
  const slot = await limiter.acquire(ip);
  if (!slot.allowed) {
    const minutes = Math.max(1, Math.ceil(slot.retryAfterMs / 60_000));
    const office = salesOffice((await getLayoutData()).contacts);
    const call = office ? ` Если вопрос срочный, позвоните нам: ${formatPhone(office.phone)}.` : '';
    return json(
      429,
      { detail: `Вы уже отправили несколько заявок. Новую можно отправить через ${minutes} ${plural(minutes, ['минуту', 'минуты', 'минут'])}.${call}` },
      { 'retry-after': String(Math.ceil(slot.retryAfterMs / 1000)) },
    );
  }

  // A form of an older page sends no key: the lead gets one here, so the outbox and the CMS still keep it once.
  // Where the visitor came from is read from the site's own cookie here, never taken from the form's body.
  const fields = feedbackFields({ ...body, attribution: undefined });
  const attribution = leadAttribution(request.headers.get('cookie'), fields.page_url, Boolean(getEnv().YANDEX_METRIKA_ID));
  const payload: FeedbackPayload = { idempotency_key: randomUUID(), ...fields, ...(Object.keys(attribution).length ? { attribution } : {}) };
  if (cmsCircuit.state() === 'open') return queued(payload, ip, slot);
  try {
    const stored = await getRequestApi().sendFeedback(payload, ip);
    // A repeat of a lead already stored (its answer was lost) is not a new lead: it does not count against the limit.
    if (stored.repeat) slot.release();
    return json(201, stored);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 400) {
      slot.release();
      return json(400, (error.body as object | null) ?? { detail: 'Проверьте поля формы' });
    }
    console.error('[feedback] the CMS did not take the lead, queued:', error instanceof Error ? error.message : error);
    return queued(payload, ip, slot);
  }
}

/** 202 once the lead is in the outbox; 503 (with the phone) only if even that fails (the disk). */
async function queued(payload: FeedbackPayload, ip: string, slot: { release(): void }): Promise<Response> {
  try {
    return json(202, { id: await queueLead(payload, ip), status: 'queued' });
  } catch (error) {
    slot.release();
    console.error('[feedback] the lead could not be queued:', error);
    return json(503, { detail: `Заявка не сохранена: сервис временно недоступен. Позвоните нам: ${formatPhone(getEnv().SALES_OFFICE_PHONE)}.` });
  }
}
