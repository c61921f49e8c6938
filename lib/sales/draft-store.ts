import type { SelectionDraft } from '@/lib/api/sales-schemas';
import { salesCalls } from './browser-calls';

/**
 * The signed-in manager's current draft, shared by every "В подборку" button and the draft's pill on a page: read once
 * a page, changed by the buttons, each change told to all of them.
 */
type State = { draft: SelectionDraft | null; loaded: boolean };
let state: State = { draft: null, loaded: false };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const set = (next: State) => {
  state = next;
  listeners.forEach((listener) => listener());
};

export const draftStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    loading ??= salesCalls.draft().then((result) => set({ draft: result.ok ? result.data.draft : null, loaded: true }));
    return () => listeners.delete(listener);
  },
  snapshot: () => state,
  serverSnapshot: (): State => ({ draft: null, loaded: false }),
  /** Adds a lot to the draft (made when there is none), or takes it out; the refusal's message, or null. */
  async toggle(lotId: number): Promise<string | null> {
    const inDraft = state.draft?.lot_ids.includes(lotId) ?? false;
    const result = inDraft && state.draft ? await salesCalls.removeLot(state.draft.id, lotId) : await salesCalls.addToDraft(lotId);
    if (!result.ok) return result.refusal.status === 401 ? 'Войдите в кабинет менеджера ещё раз' : result.refusal.detail;
    set({ draft: result.data, loaded: true });
    return null;
  },
};
