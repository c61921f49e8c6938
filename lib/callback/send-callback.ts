import { getBrowserApi } from '@/lib/api/browser';
import { callTrackingPayload, marketingPayload, type CallbackValues } from '@/lib/tracking/payloads';
import { GOALS, reachGoal } from '@/lib/tracking/goals';
import { sendCallTracking, sendMarketing } from '@/lib/tracking/send';
import { callbackFormType } from './form-types';

/**
 * What the form holds: checkboxes are booleans in the browser (react-hook-form does not run
 * `setValueAs` on checkboxes), and become the contract's 0/1 only when sent.
 */
export type CallbackFormValues = {
  name: string;
  phone: string;
  is_agreed: boolean;
  is_adv: boolean;
  time: string;
  coomun_method: string;
  website: string;
};

/** The form's values as the contract and the trackers read them (SPEC §3: `is_adv` 0 or 1). */
export function callbackValues(values: CallbackFormValues): CallbackValues {
  return { name: values.name, phone: values.phone, is_agreed: values.is_agreed === true, is_adv: values.is_adv === true ? 1 : 0 };
}

/**
 * Sends a callback request: (a) stores the lead through /api/form/feedback/ — the only step that
 * decides success; then (b) the call-tracking and (c) the marketing scripts get it, if present, and (d) the
 * analytics counter its goal (lib/tracking/goals.ts).
 * Throws 'Отсутствует тип формы' for an unknown form id, and whatever storing the lead throws.
 */
export async function sendCallback(formId: string, values: CallbackFormValues, formToken: string, idempotencyKey: string): Promise<void> {
  const type = callbackFormType(formId);
  const lead = callbackValues(values);
  await getBrowserApi().sendFeedback({
    ...lead,
    mode: type.mode,
    ...(type.mode === 'extended' ? { time: values.time, coomun_method: values.coomun_method } : {}),
    form_id: formId,
    page_url: window.location.href,
    website: values.website,
    form_token: formToken,
    idempotency_key: idempotencyKey,
  });
  sendCallTracking(callTrackingPayload(lead));
  sendMarketing(marketingPayload(lead, type.topic));
  reachGoal(GOALS.lead);
}
