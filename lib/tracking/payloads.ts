import { normalizePhone } from '@/lib/masks/masks';

/** What the callback form hands to the call-tracking and marketing scripts (SPEC §3, §7). */
export type CallbackValues = { name: string; phone: string; is_agreed: boolean; is_adv: 0 | 1 };

export type CallTrackingPayload = {
  name: string;
  email: string;
  phone: string;
  user_fields: { sopd: 'да' | 'нет'; mailing: 'да' | 'нет' };
};

const yesNo = (value: boolean) => (value ? 'да' : 'нет');

export function callTrackingPayload(values: CallbackValues): CallTrackingPayload {
  return {
    name: values.name.trim(),
    email: values.phone.includes('@') ? values.phone.trim() : '',
    phone: values.phone.includes('@') ? '' : normalizePhone(values.phone),
    user_fields: { sopd: yesNo(values.is_agreed), mailing: yesNo(values.is_adv === 1) },
  };
}

export const MARKETING_OPERATION = 'OstavilEmailVForme';
export const MARKETING_BRAND = 'Veresk';
export const MARKETING_POINT_OF_CONTACT = 'Site';

export type MarketingPayload = {
  operation: typeof MARKETING_OPERATION;
  data: {
    customer: {
      email: string;
      mobilePhone: string;
      subscriptions: Array<{ brand: string; pointOfContact: string; topic: string }>;
    };
  };
};

export function marketingPayload(values: CallbackValues, topic = 'callback'): MarketingPayload {
  const tracking = callTrackingPayload(values);
  return {
    operation: MARKETING_OPERATION,
    data: {
      customer: {
        email: tracking.email,
        mobilePhone: tracking.phone,
        subscriptions: [{ brand: MARKETING_BRAND, pointOfContact: MARKETING_POINT_OF_CONTACT, topic }],
      },
    },
  };
}
