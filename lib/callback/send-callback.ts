import { getBrowserApi } from '@/lib/api/browser';
import { callTrackingPayload, marketingPayload, type CallbackValues } from '@/lib/tracking/payloads';
import { sendCallTracking, sendMarketing } from '@/lib/tracking/send';
import { callbackFormType } from './form-types';

export type CallbackFormValues = CallbackValues & { time: string; coomun_method: string; website: string };

/**
 * Sends a callback request: (a) stores the lead through /api/form/feedback/ — the only step that
 * decides success; then (b) the call-tracking and (c) the marketing scripts get it, if present.
 * Throws 'Отсутствует тип формы' for an unknown form id, and whatever storing the lead throws.
 */
export async function sendCallback(formId: string, values: CallbackFormValues, openedAt: number): Promise<void> {
  const type = callbackFormType(formId);
  await getBrowserApi().sendFeedback({
    name: values.name,
    phone: values.phone,
    is_agreed: values.is_agreed,
    is_adv: values.is_adv,
    mode: type.mode,
    ...(type.mode === 'extended' ? { time: values.time, coomun_method: values.coomun_method } : {}),
    form_id: formId,
    page_url: window.location.href,
    website: values.website,
    elapsed_ms: Date.now() - openedAt,
  });
  sendCallTracking(callTrackingPayload(values));
  sendMarketing(marketingPayload(values, type.topic));
}
