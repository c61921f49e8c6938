import type { ApiClient } from './client';
import * as s from './sales-schemas';
import { codeSentSchema, doneSchema } from './schemas';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** One typed function per endpoint of docs/api.md, "Managers and selections" (`token`: a manager's session). */
export function createSalesApi(client: ApiClient) {
  const get = client.request.bind(client);
  return {
    managers: () => get(s.managersSchema, '/api/managers/'),
    requestCode: (phone: string, clientIp: string) => get(codeSentSchema, '/api/manager/authorization/', { method: 'POST', body: { phone }, clientIp }),
    checkCode: (phone: string, code: string, requestId: string, clientIp: string) => get(s.managerSessionSchema, '/api/manager/check_sms/', { method: 'POST', body: { phone, code, request_id: requestId }, clientIp }),
    endSession: (token: string) => get(doneSchema, '/api/manager/authorization/', { method: 'DELETE', token }),
    home: (token: string) => get(s.managerHomeSchema, '/api/manager/', { token }),
    draft: (token: string) => get(s.currentDraftSchema, '/api/manager/draft/', { token }),
    addToDraft: (token: string, lotId: number) => get(s.draftSchema, '/api/manager/draft/lots/', { method: 'POST', body: { lot_id: lotId }, token }),
    create: (token: string, copyOf?: number) => get(s.selectionSchema, '/api/manager/selections/', { method: 'POST', body: copyOf ? { copy_of: copyOf } : {}, token }),
    selection: (token: string, id: number) => get(s.selectionSchema, `/api/manager/selections/${seg(id)}/`, { token }),
    update: (token: string, id: number, change: s.SelectionChange) => get(s.selectionSchema, `/api/manager/selections/${seg(id)}/`, { method: 'PATCH', body: change, token }),
    addLot: (token: string, id: number, lotId: number) => get(s.selectionSchema, `/api/manager/selections/${seg(id)}/lots/`, { method: 'POST', body: { lot_id: lotId }, token }),
    removeLot: (token: string, id: number, lotId: number) => get(s.draftSchema, `/api/manager/selections/${seg(id)}/lots/${seg(lotId)}/`, { method: 'DELETE', token }),
    publish: (token: string, id: number) => get(s.selectionSchema, `/api/manager/selections/${seg(id)}/publish/`, { method: 'POST', body: {}, token }),
    withdraw: (token: string, id: number) => get(s.selectionSchema, `/api/manager/selections/${seg(id)}/withdraw/`, { method: 'POST', body: {}, token }),
    /** The buyer's page (the visitor's address from the request lets the CMS limit guessing). 404 unknown, 410 closed (ApiError with the body), 429 guessing. */
    open: (code: string) => get(s.publicSelectionSchema, `/api/selections/${seg(code)}/`),
    countView: (code: string, clientIp: string) => get(s.viewCountedSchema, `/api/selections/${seg(code)}/views/`, { method: 'POST', body: {}, clientIp }),
  };
}
export type SalesApi = ReturnType<typeof createSalesApi>;
