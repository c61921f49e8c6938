import { leadAttributionSchema, type LeadAttribution } from './attribution';
import { MESSAGES } from './messages';
import { name, NAME_MAX_LENGTH, phone, required, validate } from './rules';

/**
 * The callback form payload (SPEC §3, §5), as the site posts it to /api/form/feedback/
 * and as the CMS checks it again. `coomun_method` is spelled as the spec spells it.
 */
export type FeedbackInput = {
  name: string;
  phone: string;
  is_agreed: boolean;
  is_adv: 0 | 1;
  time?: string;
  coomun_method?: string;
  form_id?: string;
  /** 'default' (name and phone) or 'extended' (with time and contact method). */
  mode?: 'default' | 'extended';
  page_url?: string;
  /**
   * Made by the form when it opens (128 random bits; lib/callback/idempotency-key.ts) and sent with every attempt of the same values: the site's
   * endpoint, its outbox and the CMS keep one lead per key, so a visitor who sends again after a lost answer,
   * or an outbox that delivers again after a lost answer, never makes a second lead.
   */
  idempotency_key?: string;
  /** Where the visitor came from (lib/attribution/attribution.ts): set by the site's endpoint, never by the form. */
  attribution?: LeadAttribution;
};

/** An idempotency key: 22–64 letters, digits, hyphens or underscores (128 bits: 32 hex digits, 22 of base64url; a UUID is 36). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * A key a sender could have drawn at random: of the pattern, with at least 8 different characters (32 random hex digits
 * have fewer about once in 10^12 keys; `0000000000000000…` or `abababab…` is a guessable key another visitor could send).
 */
export const isIdempotencyKey = (value: unknown): value is string => typeof value === 'string' && IDEMPOTENCY_KEY.test(value) && new Set(value).size >= 8;

export type FieldErrors = Partial<Record<keyof FeedbackInput, string>>;

/** Not a SPEC §5 message: the spec sets no length; the form's field stops at this length, so only a crafted request sees it. */
export const TOO_LONG = `Не больше ${NAME_MAX_LENGTH} символов`;

export function validateFeedback(input: Partial<Record<keyof FeedbackInput, unknown>>): FieldErrors {
  const errors: FieldErrors = {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const nameError = text(input.name).length > NAME_MAX_LENGTH ? TOO_LONG : validate(text(input.name), [required, name]);
  if (nameError) errors.name = nameError;
  const phoneError = validate(text(input.phone), [required, phone]);
  if (phoneError) errors.phone = phoneError;
  if (input.is_agreed !== true) errors.is_agreed = MESSAGES.required;
  if (input.is_adv !== undefined && input.is_adv !== 0 && input.is_adv !== 1) errors.is_adv = MESSAGES.format;
  if (input.idempotency_key !== undefined && !isIdempotencyKey(input.idempotency_key)) {
    errors.idempotency_key = MESSAGES.format;
  }
  if (input.mode === 'extended') {
    if (!text(input.time).trim()) errors.time = MESSAGES.required;
    if (!text(input.coomun_method).trim()) errors.coomun_method = MESSAGES.required;
  }
  return errors;
}

/**
 * The lead as it is passed on and stored, from a body `validateFeedback` accepted: known fields
 * only, the name trimmed, optional texts kept when they are text, the form id and page address cut
 * to a sane length.
 */
export function feedbackFields(input: Partial<Record<keyof FeedbackInput, unknown>>): FeedbackInput {
  const optional = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : undefined);
  return {
    name: String(input.name).trim(),
    phone: String(input.phone),
    is_agreed: true,
    is_adv: input.is_adv === 1 ? 1 : 0,
    time: optional(input.time, 100),
    coomun_method: optional(input.coomun_method, 100),
    mode: input.mode === 'extended' ? 'extended' : 'default',
    form_id: optional(input.form_id, 16),
    page_url: optional(input.page_url, 500),
    ...(typeof input.idempotency_key === 'string' ? { idempotency_key: input.idempotency_key } : {}),
    ...attributionOf(input.attribution),
  };
}

/** A lead's attribution when it has the documented shape; anything else is dropped, never a reason to refuse the lead. */
function attributionOf(value: unknown): { attribution?: LeadAttribution } {
  const parsed = leadAttributionSchema.safeParse(value);
  return parsed.success && Object.keys(parsed.data).length ? { attribution: parsed.data } : {};
}
