import type { Manager, Selection, SelectionChange, SelectionDraft } from '@/lib/api/sales-schemas';
import { browserCall as call } from '@/lib/http/browser-call';

export type { Refusal, Result } from '@/lib/http/browser-call';

/** The managers' calls of the site (lib/sales/site-endpoint.ts), from the browser. */
export const salesCalls = {
  requestCode: (phone: string) => call<{ phone: string; code_length: number; resend_after: number }>('POST', '/api/manager/authorization/', { phone }),
  checkCode: (phone: string, code: string) => call<{ manager: Manager }>('POST', '/api/manager/check_sms/', { phone, code }),
  signOut: () => call<{ detail: string }>('DELETE', '/api/manager/authorization/'),
  draft: () => call<{ draft: SelectionDraft | null }>('GET', '/api/manager/draft/'),
  addToDraft: (lotId: number) => call<SelectionDraft>('POST', '/api/manager/draft/lots/', { lot_id: lotId }),
  create: (copyOf?: number) => call<Selection>('POST', '/api/manager/selections/', copyOf ? { copy_of: copyOf } : {}),
  selection: (id: number) => call<Selection>('GET', `/api/manager/selections/${id}/`),
  update: (id: number, change: SelectionChange) => call<Selection>('PATCH', `/api/manager/selections/${id}/`, change),
  addLot: (id: number, lotId: number) => call<Selection>('POST', `/api/manager/selections/${id}/lots/`, { lot_id: lotId }),
  removeLot: (id: number, lotId: number) => call<SelectionDraft>('DELETE', `/api/manager/selections/${id}/lots/${lotId}/`),
  publish: (id: number) => call<Selection>('POST', `/api/manager/selections/${id}/publish/`, {}),
  withdraw: (id: number) => call<Selection>('POST', `/api/manager/selections/${id}/withdraw/`, {}),
};
