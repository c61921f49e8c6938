/** The header's leave-request button opens the callback form with this id (SPEC §2). */
export const CALLBACK_FORM_ID = '0001';

/** The purchase terms' "mortgage consultation" opens the callback form with this id (lib/callback/form-types.ts). */
export const MORTGAGE_FORM_ID = '0003';

/** The retail page's call to action: premises for a business (lib/callback/form-types.ts). */
export const RETAIL_FORM_ID = '0004';

/** The furnishing page's call to action: a furnished flat in one of the packages (lib/callback/form-types.ts). */
export const FURNISH_FORM_ID = '0005';
