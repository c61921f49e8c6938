/** The header's leave-request button opens the callback form with this id (SPEC §2). */
export const CALLBACK_FORM_ID = '0001';
