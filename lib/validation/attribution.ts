import { z } from 'zod';
import { TOUCH_LIMITS } from './touch-limits';
import { selectionCodePattern } from './selection-rules';

const text = (max: number) => z.string().trim().min(1).max(max);
const touchSchema = z.object({
  utm_source: text(TOUCH_LIMITS.utm_source).optional(),
  utm_medium: text(TOUCH_LIMITS.utm_medium).optional(),
  utm_campaign: text(TOUCH_LIMITS.utm_campaign).optional(),
  utm_content: text(TOUCH_LIMITS.utm_content).optional(),
  utm_term: text(TOUCH_LIMITS.utm_term).optional(),
  yclid: text(TOUCH_LIMITS.yclid).optional(),
  gclid: text(TOUCH_LIMITS.gclid).optional(),
  referrer: text(TOUCH_LIMITS.referrer).optional(),
  landing: text(TOUCH_LIMITS.landing),
  at: z.iso.datetime(),
});

/**
 * What a lead carries (docs/api.md, the lead's optional `attribution`): the visitor's first and last touch, the page
 * it was sent from, the lot or the manager's selection on that page, and the analytics counter's client id when a counter is configured.
 */
export const leadAttributionSchema = z.object({
  first: touchSchema.optional(),
  last: touchSchema.optional(),
  sent_from: text(500).optional(),
  lot_id: z.number().int().positive().optional(),
  /** The manager's selection (`/s/{code}`) the lead was sent from: the CMS gives the lead to its manager. */
  selection: z.string().regex(selectionCodePattern).optional(),
  client_id: z.string().regex(/^\d{1,40}$/).optional(),
});
export type LeadAttribution = z.infer<typeof leadAttributionSchema>;
