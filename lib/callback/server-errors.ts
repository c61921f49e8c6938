import { MESSAGES } from '@/lib/validation/messages';

/**
 * How a refused lead (400 from /api/form/feedback/) is shown: messages for fields the visitor sees
 * go under those fields; anything else (a field the form does not show, or no field at all) goes to
 * the SPEC §8 error view with its text, so a refusal is never silent.
 */
export type ServerErrorBody = { detail?: unknown; errors?: unknown } | null | undefined;
export type ShownErrors<F extends string> = { fields: Array<[F, string]>; other: string[] };

const FIELD_NAMES: Record<string, string> = {
  name: 'Имя',
  phone: 'Телефон',
  is_agreed: 'Согласие на обработку персональных данных',
  is_adv: 'Подписка на новости',
  time: 'Удобное время звонка',
  coomun_method: 'Способ связи',
};

export function splitServerErrors<F extends string>(body: ServerErrorBody, visible: readonly F[]): ShownErrors<F> {
  const errors = body && typeof body.errors === 'object' && body.errors !== null ? (body.errors as Record<string, unknown>) : {};
  const fields: Array<[F, string]> = [];
  const other: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    const text = typeof message === 'string' && message ? message : MESSAGES.format;
    if ((visible as readonly string[]).includes(field)) fields.push([field as F, text]);
    else other.push(`${FIELD_NAMES[field] ?? field}: ${text}`);
  }
  if (!fields.length && !other.length) {
    other.push(typeof body?.detail === 'string' && body.detail ? body.detail : 'Заявка не принята. Проверьте поля формы.');
  }
  return { fields, other };
}
