/**
 * Characters that must not reach a log line or a spreadsheet cell as they are: C0 and C1 controls (NUL, TAB, CR, LF,
 * ESC…), DEL, and the bidi marks, embeddings, overrides and isolates (a right-to-left override disguises a value).
 * Pure: the site's report log and the CMS's leads export both replace them.
 */
export const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
