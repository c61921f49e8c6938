import './zod-config';
import { z } from 'zod';
import { mediaUrl } from './safe-url';
import { lotCardSchema } from './schemas';
import { typograph } from '@/lib/text/typography';

/**
 * Answers of the managers and selections part of the contract (docs/api.md, "Managers and selections"). Kept apart
 * from ./schemas.ts: only the manager's pages, the buyer's selection page and their handlers read them, so no other
 * page's script carries them.
 */
const id = z.number().int();
const prose = z.string().transform(typograph);
const isoTime = z.string().nullable();

export const managerSchema = z.object({ id, name: prose, position: prose, phone: z.string(), email: z.string(), portrait: mediaUrl.nullable() });
export const managersSchema = z.array(managerSchema);
export const managerSessionSchema = z.object({ token: z.string().min(20), expires_in: z.number().int().positive(), manager: managerSchema });

export const SELECTION_STATUSES = ['draft', 'published', 'withdrawn', 'expired'] as const;
const status = z.enum(SELECTION_STATUSES);

export const selectionSummarySchema = z.object({
  id,
  code: z.string().nullable(),
  title: z.string(),
  status,
  lots_count: z.number().int().min(0),
  valid_until: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: isoTime,
  views: z.number().int().min(0),
  last_view_at: isoTime,
});
export const managerHomeSchema = z.object({ manager: managerSchema, selections: z.array(selectionSummarySchema) });

/** A selection as its manager edits it: the texts as typed (no typography applied), the lots live. */
export const selectionSchema = selectionSummarySchema.extend({
  note: z.string(),
  lots: z.array(z.object({ lot: lotCardSchema, note: z.string(), price_at_publish: z.number().int().nullable() })),
});
export const draftSchema = z.object({ id, status, title: z.string(), lot_ids: z.array(id) });
export const currentDraftSchema = z.object({ draft: draftSchema.nullable() });

/** The buyer's page of a published selection. */
export const publicSelectionSchema = z.object({
  code: z.string(),
  title: prose,
  note: prose,
  valid_until: z.string(),
  published_at: isoTime,
  manager: managerSchema.nullable(),
  lots: z.array(
    z.object({ lot: lotCardSchema, note: prose, price_at_publish: z.number().int().nullable(), similar: z.array(lotCardSchema) }),
  ),
});
/** 410: a selection withdrawn or past its last day, with the manager to call. */
export const closedSelectionSchema = z.object({ detail: z.string(), status: status, valid_until: z.string(), manager: managerSchema.nullable() });
export const viewCountedSchema = z.object({ views: z.number().int() });

export type Manager = z.infer<typeof managerSchema>;
export type SelectionSummary = z.infer<typeof selectionSummarySchema>;
export type SelectionStatus = SelectionSummary['status'];
export type ManagerHome = z.infer<typeof managerHomeSchema>;
export type Selection = z.infer<typeof selectionSchema>;
export type SelectionDraft = z.infer<typeof draftSchema>;
export type PublicSelection = z.infer<typeof publicSelectionSchema>;
export type ClosedSelection = z.infer<typeof closedSelectionSchema>;

/** What the editor sends (PATCH): what is given replaces what was. */
export type SelectionChange = { title?: string; note?: string; valid_until?: string; lots?: Array<{ lot_id: number; note: string }> };
