/** The header's leave-request button opens the callback form with this id (SPEC §2). */
export const CALLBACK_FORM_ID = '0001';

/** The purchase terms' "mortgage consultation" opens the callback form with this id (lib/callback/form-types.ts). */
export const MORTGAGE_FORM_ID = '0003';
