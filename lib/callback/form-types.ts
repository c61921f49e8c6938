/**
 * Callback form types by form id. 0001 is the header's "leave a request" (name and phone); 0002
 * also asks for a convenient time and a contact method (the non-default mode of SPEC §5).
 */
export type CallbackMode = 'default' | 'extended';
export type CallbackFormType = { mode: CallbackMode; topic: string };

export const CALLBACK_FORM_TYPES: Record<string, CallbackFormType> = {
  '0001': { mode: 'default', topic: 'callback' },
  '0002': { mode: 'extended', topic: 'callback' },
  // Purchase terms' call to action: a mortgage consultation (the lead's form_id tells the sales team).
  '0003': { mode: 'default', topic: 'mortgage' },
  // The retail page's call to action: premises to buy or rent for a business.
  '0004': { mode: 'default', topic: 'commercial' },
  // The furnishing page's call to action: a flat furnished in one of the packages.
  '0005': { mode: 'default', topic: 'furnish' },
};

export const UNKNOWN_FORM_TYPE = 'Отсутствует тип формы';

export function callbackFormType(formId: string): CallbackFormType {
  const type = CALLBACK_FORM_TYPES[formId];
  if (!type) throw new Error(UNKNOWN_FORM_TYPE);
  return type;
}

export const CALL_TIMES = ['Как можно скорее', 'С 9:00 до 12:00', 'С 12:00 до 15:00', 'С 15:00 до 18:00', 'С 18:00 до 21:00'] as const;
export const CONTACT_METHODS = ['Звонок', 'WhatsApp', 'Telegram'] as const;
