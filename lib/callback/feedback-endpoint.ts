import 'server-only';
import { ApiError } from '@/lib/api/client';
import { getLayoutData, salesOffice } from '@/lib/api/layout-data';
import { getRequestApi } from '@/lib/api/server';
import { getEnv } from '@/lib/config/env';
import { LEAD_PROTECTION } from '@/lib/config/constants';
import { formatPhone } from '@/lib/format/phone';
import { clientIp, parseTrustedProxies } from '@/lib/http/client-ip';
import { createRateLimiter } from '@/lib/http/rate-limit';
import { readJsonObject } from '@/lib/http/read-json';
import { plural } from '@/lib/format/number';
import { feedbackFields, validateFeedback } from '@/lib/validation/feedback';
import type { FeedbackPayload } from '@/lib/api/endpoints';

const limiter = createRateLimiter({ limit: LEAD_PROTECTION.rateLimit, windowMs: LEAD_PROTECTION.rateWindowMs });

const json = (status: number, body: object, headers?: HeadersInit) => Response.json(body, { status, headers });

/**
 * POST /api/form/feedback/ from the browser: bot and flood checks, the same validation as the form,
 * then the lead goes to the CMS; 201 only once the CMS has stored it.
 */
export async function handleFeedback(request: Request): Promise<Response> {
  const body = await readJsonObject(request);
  if (!body) return json(400, { detail: 'Не удалось прочитать заявку. Обновите страницу и попробуйте ещё раз.' });

  if (typeof body[LEAD_PROTECTION.honeypotField] === 'string' && body[LEAD_PROTECTION.honeypotField] !== '') {
    return json(400, { detail: 'Заявка похожа на автоматическую и не отправлена. Если это ошибка, позвоните нам.' });
  }
  const elapsed = Number(body.elapsed_ms);
  if (!Number.isFinite(elapsed) || elapsed < LEAD_PROTECTION.minFillMs) {
    return json(400, { detail: 'Форма отправлена слишком быстро. Проверьте данные и отправьте её ещё раз.' });
  }

  const errors = validateFeedback(body);
  if (Object.keys(errors).length) return json(400, { detail: 'Проверьте поля формы', errors });

  const ip = clientIp(request.headers, parseTrustedProxies(getEnv().TRUSTED_PROXIES));
  const slot = limiter.acquire(ip);
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

  const payload: FeedbackPayload = feedbackFields(body);
  try {
    const stored = await getRequestApi().sendFeedback(payload, ip);
    return json(201, stored);
  } catch (error) {
    slot.release();
    if (error instanceof ApiError && error.status === 400) return json(400, (error.body as object | null) ?? { detail: 'Проверьте поля формы' });
    console.error('[feedback] the lead was not stored:', error instanceof Error ? error.message : error);
    return json(502, { detail: 'Заявка не сохранена: сервис временно недоступен.' });
  }
}
